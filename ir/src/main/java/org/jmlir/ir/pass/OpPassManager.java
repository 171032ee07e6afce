package org.jmlir.ir.pass;

import java.util.ArrayList;
import java.util.List;

/**
 * A pipeline anchored on an op name ({@code func.func(cse, canonicalize)}), or on any op
 * ({@code any(...)}, anchor null). Its elements are passes and nested pipelines; a nested pipeline
 * runs on the ops immediately nested in the regions of this pipeline's op, as MLIR's adaptor does.
 */
public final class OpPassManager {
  /** A pass or a nested pipeline. */
  public sealed interface Element permits PassElement, NestedElement {}

  public record PassElement(Pass pass) implements Element {}

  public record NestedElement(OpPassManager pipeline) implements Element {}

  private final String anchor;
  private final List<Element> elements = new ArrayList<>();

  /** {@code anchor} null means "any". */
  public OpPassManager(String anchor) {
    this.anchor = anchor;
  }

  public String anchor() {
    return anchor;
  }

  /** The anchor as written in pipelines: the op name, or {@code any}. */
  public String anchorText() {
    return anchor == null ? "any" : anchor;
  }

  public List<Element> elements() {
    return elements;
  }

  public OpPassManager addPass(Pass pass) {
    elements.add(new PassElement(pass));
    return this;
  }

  /** Returns the pipeline nested on {@code opName} (null: any), merging into a trailing one. */
  public OpPassManager nest(String opName) {
    if (!elements.isEmpty()
        && elements.get(elements.size() - 1) instanceof NestedElement(OpPassManager last)
        && java.util.Objects.equals(last.anchor, opName)) {
      return last;
    }
    OpPassManager nested = new OpPassManager(opName);
    elements.add(new NestedElement(nested));
    return nested;
  }

  public boolean isEmpty() {
    return elements.isEmpty();
  }

  /** The pipeline as text: {@code builtin.module(func.func(cse),symbol-dce)}. */
  public String toPipelineText() {
    StringBuilder sb = new StringBuilder(anchorText()).append('(');
    for (int i = 0; i < elements.size(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      switch (elements.get(i)) {
        case PassElement(Pass p) -> sb.append(p.pipelineText());
        case NestedElement(OpPassManager n) -> sb.append(n.toPipelineText());
      }
    }
    return sb.append(')').toString();
  }

  /** Calls {@link Pass#initialize} on every pass of this pipeline and its nested ones (a pipeline a pass runs itself). */
  public void initialize(org.jmlir.ir.MLIRContext context) {
    for (Element e : elements()) {
      if (e instanceof PassElement(Pass p)) {
        p.initialize(context);
      } else if (e instanceof NestedElement(OpPassManager n)) {
        n.initialize(context);
      }
    }
  }
}

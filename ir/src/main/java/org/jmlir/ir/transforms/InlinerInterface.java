package org.jmlir.ir.transforms;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.interfaces.DialectInlinerInterface;

/**
 * Dispatches inliner questions to the dialect of the op they are about (MLIR's InlinerInterface). An
 * op whose dialect registers no {@link DialectInlinerInterface} (an unregistered op included) is
 * never legal to inline. Subclasses observe inlined blocks through {@link #processInlinedBlocks}.
 */
public class InlinerInterface {
  private final MLIRContext context;

  public InlinerInterface(MLIRContext context) {
    this.context = context;
  }

  /** The inliner interface of {@code op}'s dialect, or null. */
  public DialectInlinerInterface interfaceFor(Operation op) {
    String ns = op.def().dialectNamespace();
    Dialect d = ns.isEmpty() ? null : context.getOrLoadDialect(ns);
    return d == null ? null : d.getInterface(DialectInlinerInterface.class);
  }

  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    DialectInlinerInterface h = interfaceFor(call);
    return h != null && h.isLegalToInline(call, callable, wouldBeCloned);
  }

  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    DialectInlinerInterface h = interfaceFor(dest.parentOp());
    return h != null && h.isLegalToInline(dest, src, wouldBeCloned, mapping);
  }

  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    DialectInlinerInterface h = interfaceFor(op);
    return h != null && h.isLegalToInline(op, dest, wouldBeCloned, mapping);
  }

  public boolean shouldAnalyzeRecursively(Operation op) {
    DialectInlinerInterface h = interfaceFor(op);
    return h == null || h.shouldAnalyzeRecursively(op);
  }

  /** Called with the blocks just inlined, before their terminators are handled. */
  public void processInlinedBlocks(List<Block> inlinedBlocks) {}
}

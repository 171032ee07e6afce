package org.jmlir.dialect.fold;

import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * A canonicalization pattern given as a function, with MLIR's pattern name as its debug name (what
 * {@code disable-patterns=} and timing reports use).
 */
public final class NamedPattern extends RewritePattern {
  /** The rewrite: returns true when it changed the IR. */
  @FunctionalInterface
  public interface Body {
    boolean apply(Operation op, PatternRewriter rewriter);
  }

  private final String name;
  private final Body body;

  /**
   * @param benefit as MLIR computes it for a declarative pattern: the number of ops it matches
   */
  public NamedPattern(String name, String rootName, int benefit, Body body) {
    super(rootName, benefit);
    this.name = name;
    this.body = body;
  }

  @Override
  public String debugName() {
    return name;
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    return body.apply(op, rewriter);
  }
}

package org.jmlir.ir.rewrite;

import org.jmlir.ir.Operation;

/**
 * A rewrite rooted on ops of one name (or any op when {@link #rootName()} is null). Stateless and
 * shared across threads; every IR change goes through the rewriter.
 */
public abstract class RewritePattern {
  private final String rootName;
  private final int benefit;

  protected RewritePattern(String rootName, int benefit) {
    this.rootName = rootName;
    this.benefit = benefit;
  }

  /** The op name this pattern matches, or null for any. */
  public final String rootName() {
    return rootName;
  }

  /** Higher benefit is tried first. */
  public final int benefit() {
    return benefit;
  }

  /** A name for timing reports and debugging; defaults to the class's simple name. */
  public String debugName() {
    String n = getClass().getSimpleName();
    return n.isEmpty() ? getClass().getName() : n;
  }

  /** Returns true when it changed the IR (and only then). */
  public abstract boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
}

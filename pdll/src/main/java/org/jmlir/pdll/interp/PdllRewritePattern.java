package org.jmlir.pdll.interp;

import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.pdll.ast.Decl;

/** One PDLL {@code Pattern}, run by the interpreter as a rewrite pattern of the greedy driver. */
public final class PdllRewritePattern extends RewritePattern {
  private final Decl.Pattern pattern;
  private final PdllInterpreter interpreter;

  PdllRewritePattern(Decl.Pattern pattern, PdllInterpreter interpreter) {
    super(PdllInterpreter.rootName(pattern), pattern.benefit());
    this.pattern = pattern;
    this.interpreter = interpreter;
  }

  public Decl.Pattern pattern() {
    return pattern;
  }

  @Override
  public String debugName() {
    return pattern.name().isEmpty() ? "<anonymous PDLL pattern at " + pattern.loc() + ">" : pattern.name();
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    return interpreter.matchAndRewrite(pattern, op, rewriter);
  }
}

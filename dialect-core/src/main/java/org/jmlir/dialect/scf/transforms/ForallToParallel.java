package org.jmlir.dialect.scf.transforms;

import org.jmlir.dialect.scf.ForallOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code scf-forall-to-parallel}: each scf.forall (innermost first) becomes an scf.parallel; a forall
 * with outputs fails the pass without a message, as MLIR 22's does.
 */
public final class ForallToParallel extends Pass {
  public ForallToParallel(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "scf-forall-to-parallel";
  }

  @Override
  public String summary() {
    return "Convert SCF forall loops to SCF parallel loops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : root.collect(o -> o.def() == ForallOp.DEF)) {
      if (LoopNests.forallToParallel(rw, (ForallOp) op) == null) {
        pc.signalFailure();
      }
    }
  }
}

package org.jmlir.dialect.scf.transforms;

import org.jmlir.dialect.scf.ForallOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code scf-forall-to-for}: each scf.forall (innermost first) becomes a nest of scf.for. A forall
 * with outputs is left alone with a warning (mlir-opt 22 crashes on one; later MLIR warns and skips).
 */
public final class ForallToFor extends Pass {
  public ForallToFor(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "scf-forall-to-for";
  }

  @Override
  public String summary() {
    return "Convert SCF forall loops to SCF for loops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : root.collect(o -> o.def() == ForallOp.DEF)) {
      if (!((ForallOp) op).outputs().isEmpty()) {
        op.emitWarning("skipping scf.forall with outputs, currently not supported").report();
        continue;
      }
      LoopNests.forallToFor(rw, (ForallOp) op);
    }
  }
}

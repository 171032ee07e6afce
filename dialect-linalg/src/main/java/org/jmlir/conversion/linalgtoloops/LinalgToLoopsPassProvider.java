package org.jmlir.conversion.linalgtoloops;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code convert-linalg-to-loops} and {@code convert-linalg-to-affine-loops}. */
public final class LinalgToLoopsPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("convert-linalg-to-loops", "Lower the operations from the linalg dialect into loops", o -> new LinalgToLoopsPass(o, false));
    r.register(
        "convert-linalg-to-affine-loops",
        "Lower the operations from the linalg dialect into affine loops",
        o -> new LinalgToLoopsPass(o, true));
    r.register(
        "convert-linalg-to-parallel-loops",
        "Lower the operations from the linalg dialect into parallel loops",
        o -> new LinalgToLoopsPass(o, false, true));
    r.register(LinalgToStandardPass.ARGUMENT, LinalgToStandardPass.SUMMARY, LinalgToStandardPass::new);
  }
}

package org.jmlir.dialect.transform;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code -transform-interpreter} and {@code -test-transform-dialect-erase-schedule}. */
public final class TransformPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("transform-interpreter", "transform dialect interpreter", TransformInterpreterPass::new,
        TransformInterpreterPass.OPTIONS);
    r.register("test-transform-dialect-erase-schedule", "erase transform dialect schedule from the IR", EraseSchedulePass::new,
        new PassRegistry.Option[0]);
  }
}

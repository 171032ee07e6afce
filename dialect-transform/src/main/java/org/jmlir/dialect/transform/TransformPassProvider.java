package org.jmlir.dialect.transform;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code -transform-interpreter}. */
public final class TransformPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("transform-interpreter", "transform dialect interpreter", TransformInterpreterPass::new,
        TransformInterpreterPass.OPTIONS);
  }
}

package org.jmlir.conversion.stablehlotolinalg;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code stablehlo-legalize-to-linalg}. */
public final class StablehloToLinalgPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("stablehlo-legalize-to-linalg", "Legalize StableHLO to LinAlg", StablehloLegalizeToLinalgPass::new, StablehloLegalizeToLinalgPass.OPTION_LIST);
  }
}

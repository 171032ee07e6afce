package org.jmlir.conversion.scftocf;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code convert-scf-to-cf}. */
public final class ScfToControlFlowPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register(
        "convert-scf-to-cf",
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        ScfToControlFlowPass::new);
  }
}

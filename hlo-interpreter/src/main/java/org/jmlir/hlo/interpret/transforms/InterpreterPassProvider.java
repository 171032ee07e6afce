package org.jmlir.hlo.interpret.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the passes the interpreter's tests run before interpreting. */
public final class InterpreterPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("stablehlo-legalize-composite-to-call", "Replaces composite operations with a call to their decomposition.",
        LegalizeCompositeToCall::new, LegalizeCompositeToCall.OPTIONS);
  }
}

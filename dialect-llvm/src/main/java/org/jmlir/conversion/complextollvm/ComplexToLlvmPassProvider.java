package org.jmlir.conversion.complextollvm;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code convert-complex-to-llvm}. */
public final class ComplexToLlvmPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("convert-complex-to-llvm", "Convert Complex dialect to LLVM dialect", ComplexToLlvm::new,
        new PassRegistry.Option("complex-range", "<value>", "Control the intermediate calculation of complex number division")
            .withDefault("basic"));
  }
}

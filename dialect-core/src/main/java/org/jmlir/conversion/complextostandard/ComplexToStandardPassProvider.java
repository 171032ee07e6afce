package org.jmlir.conversion.complextostandard;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code convert-complex-to-standard}. */
public final class ComplexToStandardPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("convert-complex-to-standard", "Convert Complex dialect to standard dialect", ComplexToStandard::new,
        new PassRegistry.Option("complex-range", "<value>", "Control the intermediate calculation of complex number division")
            .withDefault("improved"));
  }
}

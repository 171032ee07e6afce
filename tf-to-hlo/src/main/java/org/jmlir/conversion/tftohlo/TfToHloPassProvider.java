package org.jmlir.conversion.tftohlo;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the TensorFlow to HLO passes with jopt. */
public final class TfToHloPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("xla-legalize-tf", "Legalize from TF dialect's or HLO dialect's control flow.", LegalizeTf::new, LegalizeTf.OPTIONS);
    r.register("xla-legalize-tf-no-fallback", "Legalize from TF dialect's or HLO dialect's control flow.", LegalizeTf::noFallback,
        new PassRegistry.Option[] {LegalizeTf.OPTIONS[5]});
    r.register("tf-to-stablehlo", "Legalize TensorFlow ops to StableHLO (CHLO lowered).", TfToStablehlo::create,
        TfToStablehlo.OPTIONS);
    r.register("xla-legalize-tf-types", "Replace TensorFlow types with types that are legal in the MHLO dialect",
        LegalizeTfTypes::new, new PassRegistry.Option[0]);
    r.register("xla-legalize-tf-collective", "Legalize TF/XLA collective ops (TensorFlow dialect) to the HLO dialect",
        LegalizeTfCollective::new, new PassRegistry.Option[0]);
    r.register("tf-legalization-report", "Write every TensorFlow op left by the legalization, with its reason, to a file",
        LegalizationReport.Pass::new, LegalizationReport.OPTIONS);
  }
}

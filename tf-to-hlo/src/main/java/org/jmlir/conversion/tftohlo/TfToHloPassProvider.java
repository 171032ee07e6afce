package org.jmlir.conversion.tftohlo;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/**
 * Registers the TensorFlow to HLO passes with jopt. The factories are lambdas and the options are
 * declared here, so that a run that does not use these passes loads none of their classes.
 */
public final class TfToHloPassProvider implements PassProvider {
  private static final String LEGALIZE_SUMMARY = "Legalize from TF dialect's or HLO dialect's control flow.";

  private static PassRegistry.Option partial() {
    return new PassRegistry.Option("allow-partial-conversion", "<bool>", "Allow operations that can't be legalized.");
  }

  @Override
  public void register(PassRegistry r) {
    r.register("xla-legalize-tf", LEGALIZE_SUMMARY, o -> new LegalizeTf(o),
        new PassRegistry.Option("legalize-chlo", "<bool>", "Legalizes intermediate chlo ops to hlo"),
        new PassRegistry.Option("use-tf2xla-fallback", "<bool>", "Use TF2XLA fallback for legalization"),
        new PassRegistry.Option("device-type", "<string>",
            "The device type used by TF2XLA fallback. Must be specified if use-tf2xla-fallback is true, otherwise not used"),
        new PassRegistry.Option("prefer-tf2xla", "<bool>", "Prioritize tf2xla fallback legalization over MLIR legalization patterns"),
        new PassRegistry.Option("use-tf2xla-hlo-importer", "<bool>", "Use the tf2xla HLO importer (no effect: there is no tf2xla fallback)"),
        partial());
    r.register("xla-legalize-tf-no-fallback", LEGALIZE_SUMMARY, o -> LegalizeTf.noFallback(o), partial());
    r.register("tf-to-stablehlo", "Legalize TensorFlow ops to StableHLO (CHLO lowered).", o -> TfToStablehlo.create(o), partial());
    r.register("xla-legalize-tf-types", "Replace TensorFlow types with types that are legal in the MHLO dialect",
        o -> new LegalizeTfTypes(o));
    r.register("xla-legalize-tf-collective", "Legalize TF/XLA collective ops (TensorFlow dialect) to the HLO dialect",
        o -> new LegalizeTfCollective(o));
    r.register("xla-legalize-tf-communication", "Legalize TF/XLA communication ops (TensorFlow dialect) to the HLO dialect",
        o -> new LegalizeTfCommunication(o));
    r.register("tfxla-verify-legalization", "Verifies that all TF ops have been legalized to XLA.",
        o -> new VerifyTfxlaLegalization(o),
        new PassRegistry.Option("legalize-chlo", "<bool>", "Legalizes intermediate chlo ops to hlo"));
    r.register("tf-legalization-report", "Write every TensorFlow op left by the legalization, with its reason, to a file",
        o -> new LegalizationReport.Pass(o), new PassRegistry.Option("file", "<string>", "Where to write the report"));
  }
}

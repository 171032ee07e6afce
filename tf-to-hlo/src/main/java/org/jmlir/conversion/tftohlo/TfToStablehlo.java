package org.jmlir.conversion.tftohlo;

import org.jmlir.ir.pass.PassOptions;

/**
 * {@code -tf-to-stablehlo}: the TensorFlow legalization ending in StableHLO (with CHLO lowered),
 * as TensorFlow's tf-to-StableHLO converters do; ops that do not legalize stay (the report lists
 * them), or are errors with {@code allow-partial-conversion=false}.
 */
final class TfToStablehlo {
  private TfToStablehlo() {}


  static LegalizeTf create(PassOptions o) {
    return new LegalizeTf(o, "tf-to-stablehlo", TfLegalization.Target.STABLEHLO, true);
  }
}

package org.jmlir.conversion.hlotostablehlo;

import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/** {@code --hlo-legalize-to-stablehlo}: mhlo ops, types and attributes become StableHLO's. */
public final class HloLegalizeToStablehlo extends Pass {
  public static final org.jmlir.ir.pass.PassRegistry.Option ALLOW_EXPERIMENTAL = new org.jmlir.ir.pass.PassRegistry.Option(
      "allow-experimental-features", "<bool>", "Allow legalization of experimental MHLO features via StableHLO custom_call");

  public HloLegalizeToStablehlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-legalize-to-stablehlo";
  }

  @Override
  public String summary() {
    return "Legalize HLO to StableHLO";
  }

  @Override
  public void run(Operation op, PassContext pc) {
    if (!new HloNamespaceConverter(op.context(), "mhlo", "stablehlo", options().getBool("allow-experimental-features", false)).convert(op)) {
      pc.signalFailure();
    }
  }
}

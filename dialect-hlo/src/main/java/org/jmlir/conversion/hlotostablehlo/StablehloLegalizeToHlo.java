package org.jmlir.conversion.hlotostablehlo;

import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/** {@code --stablehlo-legalize-to-hlo}: StableHLO ops, types and attributes become mhlo's. */
public final class StablehloLegalizeToHlo extends Pass {
  public StablehloLegalizeToHlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-legalize-to-hlo";
  }

  @Override
  public String summary() {
    return "Legalize StableHLO to HLO";
  }

  @Override
  public void run(Operation op, PassContext pc) {
    if (!new HloNamespaceConverter(op.context(), "stablehlo", "mhlo").convert(op)) {
      pc.signalFailure();
    }
  }
}

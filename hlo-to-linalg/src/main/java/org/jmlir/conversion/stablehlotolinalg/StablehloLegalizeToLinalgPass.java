package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code stablehlo-legalize-to-linalg} (StableHLO's pass and options): every StableHLO op with a
 * lowering becomes linalg/tensor/arith/math/scf ops on tensors; as upstream's partial conversion,
 * an op without one (or with types it does not handle) is left in place.
 */
public final class StablehloLegalizeToLinalgPass extends Pass {
  private static final Set<String> OPTIONS = Set.of("enable-primitive-ops", "enable-sparse-ops", "capture-scalar-inputs");
  private final boolean primitive;
  private final boolean captureScalars;

  public StablehloLegalizeToLinalgPass(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!OPTIONS.contains(k)) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
    primitive = o.getBool("enable-primitive-ops", false);
    o.getBool("enable-sparse-ops", false);
    captureScalars = o.getBool("capture-scalar-inputs", true);
  }

  @Override
  public String argument() {
    return "stablehlo-legalize-to-linalg";
  }

  @Override
  public String summary() {
    return "Legalize StableHLO to LinAlg";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<HloOp> ops = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          // Ops in the regions of stablehlo ops (reduce and map bodies) are converted with their parent.
          if (o instanceof HloOp h && h.name().startsWith("stablehlo.") && !(o.parentOp() instanceof HloOp)) {
            ops.add(h);
          }
        });
    StablehloToLinalg lowering = new StablehloToLinalg(new Lowering(root.context(), primitive, captureScalars));
    for (HloOp op : ops) {
      if (op.block() != null) {
        lowering.lower(op);
      }
    }
  }
}

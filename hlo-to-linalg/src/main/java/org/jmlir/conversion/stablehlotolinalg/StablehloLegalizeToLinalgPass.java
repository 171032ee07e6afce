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
 * {@code stablehlo-legalize-to-linalg}: element-wise ops, broadcast_in_dim, transpose and
 * dot_general on signless integers and floats become linalg.generic ops on tensors (static or
 * dynamic shapes). Any other stablehlo op fails the pass with upstream's
 * "failed to legalize operation" error.
 */
public final class StablehloLegalizeToLinalgPass extends Pass {
  private static final Set<String> OPTIONS = Set.of("enable-primitive-ops", "enable-sparse-ops", "capture-scalar-inputs");

  public StablehloLegalizeToLinalgPass(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!OPTIONS.contains(k)) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
    o.getBool("enable-primitive-ops", false);
    o.getBool("enable-sparse-ops", false);
    o.getBool("capture-scalar-inputs", true);
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
          // Ops in the regions of stablehlo ops (reduce bodies) are converted with their parent.
          if (o instanceof HloOp h && h.name().startsWith("stablehlo.") && !(o.parentOp() instanceof HloOp)) {
            ops.add(h);
          }
        });
    StablehloToLinalg lowering = new StablehloToLinalg(root.context());
    for (HloOp op : ops) {
      if (op.block() != null && !lowering.lower(op)) {
        op.emitError("failed to legalize operation '" + op.name() + "' that was explicitly marked illegal").report();
        pc.signalFailure();
        return;
      }
    }
  }
}

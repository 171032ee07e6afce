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
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    primitive = o.getBool("enable-primitive-ops", false);
    o.getBool("enable-sparse-ops", false);
    captureScalars = o.getBool("capture-scalar-inputs", true);
  }

  /** The options as StableHLO declares them (for --help and name checks). */
  static final org.jmlir.ir.pass.PassRegistry.Option[] OPTION_LIST = {
    new org.jmlir.ir.pass.PassRegistry.Option("enable-primitive-ops", "<boolean>",
        "Lower to primitive Linalg ops (map, reduce and transpose) when possible, instead of linalg.generic"),
    new org.jmlir.ir.pass.PassRegistry.Option("enable-sparse-ops", "<boolean>",
        "Lower to Sparse Tensor ops (sparse_tensor.concatenate)when possible, instead of linalg.generic"),
    new org.jmlir.ir.pass.PassRegistry.Option("capture-scalar-inputs", "<boolean>",
        "Capture scalar inputs in generic ops instead ofpassing as tensor-scalar argument."),
  };

  @Override
  public String argument() {
    return "stablehlo-legalize-to-linalg";
  }

  @Override
  public String summary() {
    return "Legalize StableHLO to LinAlg";
  }

  /** The dialects the lowering creates ops of (upstream's dependentDialects), loaded before any pass initializes. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext context) {
    for (String d : List.of("arith", "complex", "linalg", "math", "memref", "scf", "tensor", "bufferization")) {
      context.getOrLoadDialect(d);
    }
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

package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code hlo-to-loops}: the compiler's fusion and code generation (see {@link FusionPlan} and
 * {@link HloLowering}). Every {@code func.func} of the module on StableHLO tensors becomes a function
 * on memrefs with the C interface ({@code llvm.emit_c_interface}) whose results are buffers the
 * caller owns. An op it cannot compile is an error at the op's location, naming the op and the reason.
 */
public final class HloToLoops extends Pass {
  private final HloLowering.Options lowering;

  public HloToLoops(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("blas-min-flops")) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
    lowering = new HloLowering.Options(o.getLong("blas-min-flops", -1));
  }

  @Override
  public String argument() {
    return "hlo-to-loops";
  }

  @Override
  public String summary() {
    return "Fuse StableHLO ops (loop and input fusion) and emit each fusion as scf loops on memrefs sized at run time";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> funcs = new ArrayList<>(root.collect(o -> o.name().equals("func.func") && o.numRegions() == 1 && !o.region(0).isEmpty()));
    for (Operation f : funcs) {
      try {
        new HloLowering(root.context(), lowering).lowerFunction(f);
      } catch (HloLowering.Unsupported u) {
        u.op.emitError("cannot compile '" + u.op.name() + "': " + u.getMessage()).report();
        pc.signalFailure();
        return;
      }
    }
  }
}

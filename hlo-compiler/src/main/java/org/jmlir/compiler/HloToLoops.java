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
      if (!k.equals("blas-min-flops") && !k.equals("stream-min-bytes") && !k.equals("stream-parallel") && !k.equals("stream-tanh")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    lowering = new HloLowering.Options(o.getLong("blas-min-flops", -1), o.getLong("stream-min-bytes", -1),
        o.getBool("stream-parallel", false), o.getBool("stream-tanh", false));
  }

  /**
   * Inlines every {@code func.call} of a single-block function of the module (the cond and body
   * functions of TensorFlow's loops, called from the while's regions), innermost first, and drops
   * the private functions no longer referenced.
   */
  static void inlineCalls(Operation root) {
    java.util.Map<String, Operation> funcs = new java.util.HashMap<>();
    for (Operation op : root.region(0).front().operations()) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr s && op.numRegions() == 1
          && op.region(0).numBlocks() == 1) {
        funcs.put(s.value(), op);
      }
    }
    for (int round = 0; round < 16; round++) {
      List<Operation> calls = root.collect(o -> o.name().equals("func.call") && o.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr r
          && funcs.containsKey(r.root()) && !funcs.get(r.root()).isAncestor(o));
      if (calls.isEmpty()) {
        break;
      }
      for (Operation call : calls) {
        Operation callee = funcs.get(((org.jmlir.ir.attr.SymbolRefAttr) call.attr("callee")).root());
        org.jmlir.ir.Block b = callee.region(0).front();
        org.jmlir.ir.IRMapping m = new org.jmlir.ir.IRMapping();
        for (int i = 0; i < b.numArguments(); i++) {
          m.map(b.argument(i), call.operand(i));
        }
        for (Operation op : b.operations()) {
          if (op == b.terminator()) {
            for (int i = 0; i < call.numResults(); i++) {
              call.result(i).replaceAllUsesWith(m.lookupOrDefault(op.operand(i)));
            }
            break;
          }
          call.block().insertBefore(call, op.clone(m));
        }
        call.erase();
      }
    }
    for (Operation f : funcs.values()) {
      boolean isPrivate = f.attr("sym_visibility") instanceof org.jmlir.ir.attr.StringAttr v && v.value().equals("private");
      String name = ((org.jmlir.ir.attr.StringAttr) f.attr("sym_name")).value();
      if (isPrivate && root.collect(o -> o.attrDictionary().entries().stream()
          .anyMatch(a -> a.value() instanceof org.jmlir.ir.attr.SymbolRefAttr r && r.root().equals(name))).isEmpty()) {
        f.erase();
      }
    }
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
    inlineCalls(root);
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

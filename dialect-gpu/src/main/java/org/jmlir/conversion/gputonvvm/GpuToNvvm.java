package org.jmlir.conversion.gputonvvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;

/**
 * {@code convert-gpu-to-nvvm}, as MLIR 22's LowerGpuOpsToNVVMOps, on every {@code gpu.module}:
 * {@code func.func}s get {@code llvm.emit_c_interface}; a greedy rewrite expands
 * {@code gpu.global_id} (and, as the greedy driver does, erases dead pure ops and folds); then one
 * partial conversion lowers gpu ops to llvm/nvvm ({@link GpuToNvvmPatterns}), math and some arith
 * ops to libdevice calls ({@link LibDevicePatterns}), and the other dialects through their
 * to-llvm patterns (all of them, or those named by {@code allowed-dialects}; math is never taken
 * from there). {@code #gpu.address_space<global|workgroup|private>} maps to address spaces 1, 3, 0.
 */
public final class GpuToNvvm extends LlvmConversionPass {
  /** The pattern benefit of the gpu and libdevice lowerings, above the generic ones. */
  static final int BENEFIT = 10;

  /**
   * The greedy in-dialect rewrite's configuration: MLIR's merges identical blocks (an all_reduce
   * body's pass-through blocks fold into one), so region simplification is aggressive.
   */
  private static final GreedyRewriteConfig IN_DIALECT =
      new GreedyRewriteConfig(true, 10, -1, GreedyRewriteConfig.RegionSimplification.AGGRESSIVE, true, true);

  public GpuToNvvm(PassOptions o) {
    super(
        o,
        Set.of("index-bitwidth", "has-redux", "use-bare-ptr-memref-call-conv", "allowed-dialects", "allow-pattern-rollback"),
        "convert-gpu-to-nvvm",
        "ConvertGpuOpsToNVVMOps",
        "Generate NVVM operations for gpu operations");
  }

  /** NVVM's numbering of gpu address spaces. */
  static Integer nvvmAddressSpace(Attribute a) {
    if (a instanceof GpuEnumAttr e && e.kind() == GpuEnumAttr.Kind.ADDRESS_SPACE) {
      return switch (e.caseName()) {
        case "global" -> 1;
        case "workgroup" -> 3;
        default -> 0;
      };
    }
    return null;
  }

  @Override
  protected LlvmTypeConverter typeConverter(Operation root) {
    LlvmTypeConverter tc = super.typeConverter(root);
    tc.setMemorySpaceMapping(GpuToNvvm::nvvmAddressSpace);
    return tc;
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<RewritePattern> out = new ArrayList<>();
    List<String> allowed = options().getList("allowed-dialects");
    // Every dialect's interface, the vector dialect's (a service) among them, as MLIR 22 takes those
    // of the loaded dialects.
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      if (!i.dialect().equals("math") && (allowed.isEmpty() || allowed.contains(i.dialect()))) {
        i.populate(converter, out);
      }
    }
    GpuToNvvmPatterns.populate(converter, out, options().getBool("has-redux", false));
    LibDevicePatterns.populate(converter, out);
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> modules = new ArrayList<>();
    root.walkPreOrder(
        op -> {
          if (op.name().equals("gpu.module")) {
            modules.add(op);
          }
        });
    FrozenPatternSet rewrites = new FrozenPatternSet(GpuToNvvmPatterns.inDialectRewrites());
    for (Operation m : modules) {
      for (Operation op : m.region(0).front()) {
        if (op.name().equals("func.func")) {
          op.setAttr("llvm.emit_c_interface", UnitAttr.get(op.context()));
        }
      }
      GreedyPatternRewriteDriver.applyPatternsGreedily(m, rewrites, IN_DIALECT);
      LlvmTypeConverter converter = typeConverter(m);
      ConversionTarget target = new ConversionTarget();
      target.addLegalDialect("llvm");
      target.addLegalDialect("nvvm");
      target.addLegalOp("builtin.unrealized_conversion_cast");
      target.addIllegalDialect("gpu");
      target.addLegalOp("gpu.module");
      target.addLegalOp("gpu.yield");
      target.addIllegalOp("func.func");
      List<RewritePattern> patterns = patterns(converter);
      if (!lowerable(m, patterns) || !DialectConversion.applyPartialConversion(m, target, patterns)) {
        pc.signalFailure();
        return;
      }
      for (Operation op : m.region(0).front()) {
        if (op.name().equals("llvm.func") && !op.region(0).isEmpty()) {
          orderArgumentDescriptors(op);
        }
      }
    }
  }

  /**
   * Reports the first gpu op that no pattern lowers, as mlir-opt's conversion does when it reaches
   * it. Checked up front: our driver legalizes the body of a converted function with the function,
   * so the failure would otherwise be reported on the enclosing {@code gpu.func}.
   */
  private static boolean lowerable(Operation module, List<RewritePattern> patterns) {
    Set<String> lowered = new java.util.HashSet<>(Set.of("gpu.module", "gpu.yield"));
    for (RewritePattern p : patterns) {
      lowered.add(p.rootName());
    }
    Operation[] bad = {null};
    module.walkPreOrder(
        op -> {
          boolean noRedux = op.name().equals("gpu.subgroup_reduce") && GpuToNvvmPatterns.reduxKind(op) == null;
          if (bad[0] == null && op != module && op.name().startsWith("gpu.") && (!lowered.contains(op.name()) || noRedux)) {
            bad[0] = op;
          }
        });
    return bad[0] == null
        || bad[0].emitError("failed to legalize operation '" + bad[0].name() + "' that was explicitly marked illegal").report();
  }

  /** Whether {@code constant} is a field of a descriptor of {@code type} (a bare pointer's static size). */
  private static boolean feedsDescriptor(Operation constant, org.jmlir.ir.type.Type type) {
    List<Operation> users = constant.result(0).users();
    for (Operation u : users) {
      if (!u.name().equals("llvm.insertvalue") || u.operand(0).type() != type || u.operand(1) != constant.result(0)) {
        return false;
      }
    }
    return !users.isEmpty();
  }

  private static Operation lastInsert(List<Operation> group) {
    for (int i = group.size() - 1; ; i--) {
      if (group.get(i).name().equals("llvm.insertvalue")) {
        return group.get(i);
      }
    }
  }

  /**
   * Puts the descriptors rebuilt from memref arguments in mlir-opt's order. MLIR materializes an
   * argument's descriptor lazily, at the start of the entry block, when its first use converts, so
   * the descriptor used last comes first (of two first used by the same op, the later argument);
   * we build them eagerly in argument order and reorder them here: each is a {@code poison}
   * followed by a chain of {@code insertvalue}s (and the constants of a bare pointer's static sizes).
   */
  public static void orderArgumentDescriptors(Operation fn) {
    orderArgumentDescriptors(fn, null);
  }

  /**
   * As above; {@code askRank} (when not null) gives, for the index of a descriptor's first new
   * argument, when a pattern first asked for that memref argument (-1: never): descriptors both
   * asked for are put in reverse ask order, as 22 builds them, instead of by first use.
   */
  public static void orderArgumentDescriptors(Operation fn, java.util.function.IntUnaryOperator askRank) {
    org.jmlir.ir.Block entry = fn.region(0).front();
    List<List<Operation>> groups = new ArrayList<>();
    Operation op = entry.first();
    while (op != null && op.name().equals("llvm.mlir.poison")) {
      List<Operation> g = new ArrayList<>(List.of(op));
      Operation last = op;
      Operation next = op.nextInBlock();
      while (next != null
          && (next.name().equals("llvm.mlir.constant") && feedsDescriptor(next, op.result(0).type())
              || next.name().equals("llvm.insertvalue") && next.operand(0) == last.result(0))) {
        if (next.name().equals("llvm.insertvalue")) {
          last = next;
        }
        g.add(next);
        next = next.nextInBlock();
      }
      if (last == op) {
        break;
      }
      groups.add(g);
      op = next;
    }
    if (groups.size() < 2) {
      return;
    }
    java.util.Map<Operation, Integer> position = new java.util.IdentityHashMap<>();
    fn.walkPreOrder(o -> position.put(o, position.size()));
    java.util.Map<List<Operation>, Integer> firstUse = new java.util.IdentityHashMap<>();
    for (List<Operation> g : groups) {
      int first = Integer.MAX_VALUE;
      for (Operation u : lastInsert(g).result(0).users()) {
        first = Math.min(first, position.getOrDefault(u, Integer.MAX_VALUE));
      }
      firstUse.put(g, first);
    }
    java.util.Map<List<Operation>, Integer> asked = new java.util.IdentityHashMap<>();
    for (List<Operation> g : groups) {
      Operation insert = g.get(1).name().equals("llvm.insertvalue") ? g.get(1) : null;
      asked.put(g, askRank != null && insert != null && insert.operand(1) instanceof org.jmlir.ir.BlockArgument ba
          && ba.owner() == entry ? askRank.applyAsInt(ba.index()) : -1);
    }
    List<List<Operation>> sorted = new ArrayList<>(groups);
    sorted.sort((a, b) -> asked.get(a) >= 0 && asked.get(b) >= 0 ? Integer.compare(asked.get(b), asked.get(a))
        : firstUse.get(a).equals(firstUse.get(b)) ? Integer.compare(groups.indexOf(b), groups.indexOf(a))
        : Integer.compare(firstUse.get(b), firstUse.get(a)));
    Operation anchor = op;
    for (List<Operation> g : sorted) {
      for (Operation o : g) {
        if (anchor == null) {
          o.remove();
          entry.append(o);
        } else {
          o.moveBefore(anchor);
        }
      }
    }
  }
}

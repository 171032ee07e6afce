package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.MemoryEffectOpInterface.Allocate;
import org.jmlir.ir.MemoryEffectOpInterface.Effect;
import org.jmlir.ir.MemoryEffectOpInterface.Free;
import org.jmlir.ir.MemoryEffectOpInterface.Read;
import org.jmlir.ir.MemoryEffectOpInterface.Write;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;

/**
 * MLIR 22's {@code -gpu-eliminate-barriers} (on {@code func.func}): a {@code gpu.barrier} is erased when
 * no memory effect between the previous barrier (or the parallel region's start: {@code gpu.launch},
 * {@code gpu.func}) and it conflicts with one between it and the next barrier (or the region's end), a
 * conflict being effects on memory that may alias with at least one write (allocations never conflict,
 * nor does an earlier free). Effects are collected through structured control flow: an enclosing
 * {@code scf.for} adds the effects of the rest of its body (the loop wraps around), an enclosing op that
 * may run its region more than once all of its nested effects; unstructured control flow or an op of
 * unknown effects makes the collection conservative (it conflicts with everything). Aliasing as MLIR's
 * simple analysis: same base (through casts and views) aliases, different globals or allocations do not,
 * an allocation does not alias a function argument or anything else unless it may be captured, two
 * {@code llvm.noalias} arguments do not alias. The pattern runs in the greedy driver, which also folds
 * and erases dead ops, as MLIR's pass.
 */
public final class EliminateBarriers extends Pass {
  public EliminateBarriers(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "gpu-eliminate-barriers";
  }

  @Override
  public String name() {
    return "GpuEliminateBarriers";
  }

  @Override
  public String summary() {
    return "Erase unnecessary barriers";
  }

  @Override
  public void run(Operation op, PassContext pc) {
    FrozenPatternSet patterns = new FrozenPatternSet(List.of(new NamedPattern("BarrierElimination", "gpu.barrier", 1, (barrier, rw) -> {
      List<Effect> before = new ArrayList<>();
      effectsAround(barrier, false, before);
      List<Effect> after = new ArrayList<>();
      effectsAround(barrier, true, after);
      if (conflict(before, after)) {
        return false;
      }
      rw.eraseOp(barrier);
      return true;
    })));
    for (Operation f : AsyncRegion.functions(op)) {
      GreedyPatternRewriteDriver.applyPatternsGreedily(f, patterns, GreedyRewriteConfig.BOTTOM_UP);
    }
  }

  /** An effect on memory in general: it aliases everything. */
  private static void addAll(List<Effect> effects) {
    effects.add(new Read(null));
    effects.add(new Write(null));
    effects.add(new Allocate(null));
    effects.add(new Free(null));
  }

  private static boolean isBarrier(Operation op) {
    return op.name().equals("gpu.barrier");
  }

  private static boolean isParallelRegionBoundary(Operation op) {
    return op.attr("__parallel_region_boundary_for_test") != null || op.name().equals("gpu.func") || op.name().equals("gpu.launch");
  }

  private static boolean isFunction(Operation op) {
    return op != null && (op.hasTrait(Trait.FUNCTION_LIKE) || Set.of("func.func", "gpu.func", "llvm.func").contains(op.name()));
  }

  private static boolean hasSingleExecutionBody(Operation op) {
    return isFunction(op) || op.name().equals("scf.if") || op.name().equals("memref.alloca_scope");
  }

  /** The effects of {@code op} (barriers skipped); false when unknown (then all effects are added). */
  private static boolean collect(Operation op, List<Effect> effects) {
    if (isBarrier(op)) {
      return true;
    }
    if (op instanceof MemoryEffectOpInterface m) {
      effects.addAll(m.effects());
      return true;
    }
    List<Effect> known = knownEffects(op);
    if (known != null) {
      effects.addAll(known);
      return true;
    }
    if (op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (Operation inner : b) {
            if (!collect(inner, effects)) {
              return false;
            }
          }
        }
      }
      return true;
    }
    if (op.hasTrait(Trait.NO_MEMORY_EFFECT)) {
      return true;
    }
    addAll(effects);
    return false;
  }

  /** The effects MLIR's ops declare where jmlir's op has no MemoryEffectOpInterface; null when not known. */
  private static List<Effect> knownEffects(Operation op) {
    return switch (op.name()) {
      case "memref.store", "vector.store", "vector.maskedstore" -> List.of(new Write(op.operand(1)));
      case "vector.transfer_write" -> List.of(new Write(op.operand(1)));
      case "vector.transfer_read", "vector.load", "vector.maskedload", "vector.gather", "memref.load" -> List.of(new Read(op.operand(0)));
      case "memref.copy" -> List.of(new Read(op.operand(0)), new Write(op.operand(1)));
      case "memref.dealloc" -> List.of(new Free(op.operand(0)));
      case "memref.atomic_rmw" -> List.of(new Read(op.operand(1)), new Write(op.operand(1)));
      default -> op.hasTrait(Trait.NO_MEMORY_EFFECT) && !op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS) ? List.of() : null;
    };
  }

  private static boolean effectsInBlock(Operation from, boolean forward, List<Effect> effects) {
    for (Operation it = forward ? from.nextInBlock() : from.prevInBlock(); it != null; it = forward ? it.nextInBlock() : it.prevInBlock()) {
      if (isBarrier(it)) {
        return true;
      }
      if (!collect(it, effects)) {
        return false;
      }
    }
    return true;
  }

  /** Walks {@code op}'s nested ops; false when an effect is unknown. */
  private static boolean walkAll(Operation op, List<Effect> effects) {
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation inner : b) {
          if (!collect(inner, effects) || !walkAll(inner, effects)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** MLIR's getEffectsBefore ({@code after} false) or getEffectsAfter, with stopAtBarrier. */
  private static boolean effectsAround(Operation op, boolean after, List<Effect> effects) {
    if (op.block() == null) {
      return true;
    }
    if (op.parentRegion().numBlocks() != 1) {
      addAll(effects);
      return false;
    }
    effectsInBlock(op, after, effects);
    Operation parent = op.parentOp();
    if (isParallelRegionBoundary(parent)) {
      return true;
    }
    if (!parent.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !effectsAround(parent, after, effects)) {
      return false;
    }
    if (parent.name().equals("scf.for")) {
      // The loop wraps around: the end of the body runs before its start.
      if (!after) {
        return effectsInBlock(op.block().terminator(), false, effects);
      }
      Operation front = op.block().first();
      if (isBarrier(front)) {
        return true;
      }
      boolean exact = collect(front, effects);
      return effectsInBlock(front, true, effects) && exact;
    }
    return hasSingleExecutionBody(parent) || walkAll(parent, effects);
  }

  private static final Set<String> VIEWS = Set.of("memref.cast", "memref.subview", "memref.view", "memref.transpose",
      "memref.collapse_shape", "memref.expand_shape");

  /** The memref {@code v} is a view of, through casts and views. */
  private static Value base(Value v) {
    while (v.definingOp() != null && VIEWS.contains(v.definingOp().name())) {
      v = v.definingOp().operand(0);
    }
    return v;
  }

  private static boolean isFunctionArgument(Value v) {
    return v instanceof BlockArgument a && isFunction(a.owner().parentOp());
  }

  private static boolean isNoaliasArgument(Value v) {
    if (!(v instanceof BlockArgument a) || !isFunction(a.owner().parentOp())
        || !(a.owner().parentOp().attr("arg_attrs") instanceof ArrayAttr attrs) || a.index() >= attrs.size()) {
      return false;
    }
    Attribute d = attrs.get(a.index());
    return d instanceof DictionaryAttr dict && dict.get("llvm.noalias") != null;
  }

  private static boolean distinct(Value v) {
    Operation def = v.definingOp();
    return def != null && (def.name().equals("memref.alloc") || def.name().equals("memref.alloca"));
  }

  private static String global(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("memref.get_global") ? String.valueOf(def.attr("name")) : null;
  }

  /** The operand a user passes an alias of its result through (views and casts), or null. */
  private static Value propagatesCapture(Operation op) {
    return switch (op.name()) {
      case "memref.cast", "memref.subview", "memref.view", "memref.transpose", "memref.collapse_shape", "memref.expand_shape",
          "memref.reinterpret_cast", "memref.memory_space_cast", "memref.assume_alignment", "builtin.unrealized_conversion_cast" ->
          op.numOperands() > 0 ? op.operand(0) : null;
      default -> null;
    };
  }

  /** Whether a user of {@code v} may store it in memory (MLIR's maybeCaptured). */
  private static boolean maybeCaptured(Value start) {
    List<Value> todo = new ArrayList<>(List.of(start));
    while (!todo.isEmpty()) {
      Value v = todo.remove(todo.size() - 1);
      for (Operation user : v.users()) {
        List<Effect> effects = user instanceof MemoryEffectOpInterface m ? m.effects() : knownEffects(user);
        if (effects != null && effects.stream().allMatch(e -> e instanceof Read)) {
          continue;
        }
        Value source = propagatesCapture(user);
        if (source != null) {
          todo.add(source);
          continue;
        }
        Boolean captures = switch (user.name()) {
          case "memref.store", "vector.transfer_write", "vector.store", "vector.maskedstore" -> user.operand(0) == v;
          case "memref.dealloc" -> false;
          default -> null;
        };
        if (captures == null || captures) {
          return true;
        }
      }
    }
    return false;
  }

  /** MLIR's mayAlias of two values. */
  private static boolean mayAlias(Value first, Value second) {
    first = base(first);
    second = base(second);
    if (first == second) {
      return true;
    }
    String g1 = global(first);
    String g2 = global(second);
    if (g1 != null && g2 != null) {
      return g1.equals(g2);
    }
    if (isNoaliasArgument(first) && isNoaliasArgument(second)) {
      return false;
    }
    boolean d1 = distinct(first);
    boolean d2 = distinct(second);
    if ((d1 || g1 != null) && (d2 || g2 != null)) {
      return false;
    }
    if (d1 && isFunctionArgument(second) || d2 && isFunctionArgument(first)) {
      return false;
    }
    if (d1 && !maybeCaptured(first) || d2 && !maybeCaptured(second)) {
      return false;
    }
    return true;
  }

  private static boolean mayAlias(Effect a, Effect b) {
    if (a.value() == null || b.value() == null) {
      return true;
    }
    return mayAlias(a.value(), b.value());
  }

  private static boolean conflict(List<Effect> before, List<Effect> after) {
    for (Effect b : before) {
      for (Effect a : after) {
        if (!mayAlias(b, a) || b instanceof Read && a instanceof Read || b instanceof Allocate || a instanceof Allocate || b instanceof Free) {
          continue;
        }
        return true;
      }
    }
    return false;
  }
}

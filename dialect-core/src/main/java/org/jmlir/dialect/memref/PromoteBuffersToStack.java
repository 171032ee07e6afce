package org.jmlir.dialect.memref;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code promote-buffers-to-stack} (MLIR's PromoteBuffersToStack): a {@code memref.alloc} becomes a
 * {@code memref.alloca} (same operands and attributes) when it is small, has no {@code memref.dealloc},
 * and an enclosing automatic allocation scope (func.func, scf.for, ...) is reached through region
 * control flow that is not a loop, without the buffer or a view, cast or forwarded copy of it being
 * returned or yielded out of that scope. Small: a static shape of at most {@code
 * max-alloc-size-in-bytes} (default data layout sizes), or a dynamic shape of rank at most {@code
 * max-rank-of-allocated-memref} whose sizes all come from {@code memref.rank}.
 */
public final class PromoteBuffersToStack extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("max-alloc-size-in-bytes", "<uint>", "Maximal size in bytes to promote allocations to stack."),
    new PassRegistry.Option("max-rank-of-allocated-memref", "<uint>", "Maximal memref rank to promote dynamic buffers."),
  };

  private final long maxBytes;
  private final long maxRank;

  public PromoteBuffersToStack(PassOptions o) {
    super(o);
    maxBytes = o.getUnsigned("max-alloc-size-in-bytes", 1024);
    maxRank = o.getUnsigned("max-rank-of-allocated-memref", 1);
  }

  @Override
  public String argument() {
    return "promote-buffers-to-stack";
  }

  @Override
  public String summary() {
    return "Promotes heap-based allocations to automatically managed stack-based allocations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation alloc : root.collect(op -> op instanceof AllocOp)) {
      Value buffer = alloc.result(0);
      if (!isSmall(alloc) || hasDealloc(buffer) || !hasAllocationScope(alloc)) {
        continue;
      }
      OperationState state = new OperationState(alloc.context(), AllocaOp.DEF, alloc.location());
      state.addOperands(alloc.operands()).addType(buffer.type());
      state.properties = alloc.properties();
      state.attributes.addAll(alloc.attributes().entries());
      Operation alloca = Operation.create(state);
      alloc.block().insertBefore(alloc, alloca);
      buffer.replaceAllUsesWith(alloca.result(0));
      alloc.erase();
    }
  }

  private boolean isSmall(Operation alloc) {
    MemRefType type = (MemRefType) alloc.result(0).type();
    if (!type.hasStaticShape()) {
      if (type.rank() > maxRank) {
        return false;
      }
      for (Value v : alloc.operands()) {
        if (!(v.definingOp() instanceof RankOp)) {
          return false;
        }
      }
      return true;
    }
    long bits = sizeInBits(type.elementType());
    return bits >= 0 && type.numElements() * bits <= maxBytes * 8;
  }

  /** The size of {@code t} under MLIR's default data layout, or -1 where it has none here. */
  static long sizeInBits(Type t) {
    return switch (t) {
      case IntegerType i -> i.width();
      case FloatType f -> f.width();
      case IndexType i -> 64;
      case ComplexType c -> {
        long e = sizeInBits(c.elementType());
        long align = Long.highestOneBit(Math.max(1, (e + 7) / 8) * 2 - 1) * 8;
        yield e < 0 ? -1 : (e + align - 1) / align * align + e;
      }
      case VectorType v -> {
        long[] shape = v.shape();
        long e = sizeInBits(v.elementType());
        if (e < 0 || shape.length == 0) {
          yield -1;
        }
        long last = shape[shape.length - 1];
        long outer = v.numElements() / last;
        long bytes = outer * Long.highestOneBit(last * 2 - 1) * ((e + 7) / 8);
        yield Long.highestOneBit(Math.max(1, bytes) * 2 - 1) * 8;
      }
      default -> -1;
    };
  }

  private static boolean hasDealloc(Value buffer) {
    for (OpOperand use : buffer.uses()) {
      if (use.owner() instanceof DeallocOp) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether an automatic allocation scope encloses {@code alloc} that no alias of the buffer leaves
   * (MLIR's hasAllocationScope), climbing only through known, non-loop region control flow.
   */
  private static boolean hasAllocationScope(Operation alloc) {
    Set<Value> aliases = null;
    for (Region region = alloc.parentRegion(); region != null; ) {
      Operation parent = region.parentOp();
      if (parent == null) {
        break;
      }
      if (parent.hasTrait(Trait.AUTOMATIC_ALLOCATION_SCOPE)) {
        if (aliases == null) {
          aliases = aliases(alloc.result(0));
        }
        if (!leavesScope(region, aliases)) {
          return true;
        }
      }
      if (LoopLikeOpInterface.of(parent) != null || !(parent instanceof BranchOpInterface || RegionBranchSemantics.of(parent) != null)) {
        break;
      }
      region = parent.parentRegion();
    }
    return false;
  }

  private static boolean leavesScope(Region region, Set<Value> aliases) {
    for (Value alias : aliases) {
      for (OpOperand use : alias.uses()) {
        Operation user = use.owner();
        if (user.parentRegion() == region && isRegionTerminator(user)) {
          return true;
        }
      }
    }
    return false;
  }

  /** A terminator that leaves its region for the parent op (MLIR's RegionBranchTerminatorOpInterface). */
  private static boolean isRegionTerminator(Operation op) {
    if (op.hasTrait(Trait.RETURN_LIKE)) {
      return true;
    }
    Operation parent = op.parentOp();
    return op.hasTrait(Trait.TERMINATOR) && !(op instanceof BranchOpInterface) && parent != null
        && RegionBranchSemantics.of(parent) != null;
  }

  /**
   * The values the buffer may flow into (MLIR's BufferViewFlowAnalysis, conservatively): views and
   * other op results of memref type, successor block arguments, and the results (and loop arguments)
   * of the region op a terminator yields it to.
   */
  private static Set<Value> aliases(Value buffer) {
    Set<Value> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Value> work = new ArrayDeque<>();
    seen.add(buffer);
    work.add(buffer);
    while (!work.isEmpty()) {
      Value v = work.poll();
      for (OpOperand use : v.uses()) {
        Operation user = use.owner();
        List<Value> targets = new ArrayList<>();
        if (user instanceof BranchOpInterface br) {
          for (int s = 0; s < user.numSuccessors(); s++) {
            List<Value> ops = br.successorOperands(s);
            var args = user.successor(s).arguments();
            for (int i = 0; i < ops.size() && i < args.size(); i++) {
              if (ops.get(i) == v) {
                targets.add(args.get(i));
              }
            }
          }
        } else if (isRegionTerminator(user) && user.parentOp() != null) {
          Operation parent = user.parentOp();
          targets.addAll(parent.results());
          for (Region r : parent.regions()) {
            if (!r.isEmpty()) {
              targets.addAll(r.front().arguments());
            }
          }
        } else {
          targets.addAll(user.results());
          for (Region r : user.regions()) {
            r.blocks().forEach(b -> targets.addAll(b.arguments()));
          }
        }
        for (Value t : targets) {
          if (t.type() instanceof BaseMemRefType && seen.add(t)) {
            work.add(t);
          }
        }
      }
    }
    return seen;
  }
}

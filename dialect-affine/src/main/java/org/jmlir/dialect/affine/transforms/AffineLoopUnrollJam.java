package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.Type;

/**
 * {@code affine-loop-unroll-jam} (MLIR's LoopUnrollAndJam, a function pass): when a function's
 * first op is an affine.for, it is unrolled by {@code unroll-jam-factor} (default 4) and the copies
 * jammed: each maximal run of non-loop ops in its body and in nested loops gets its copies right
 * after it; loops with iter_args carry one set of iteration values per copy, and the loop's own
 * reductions (addf, muli, maxsi, ...) are combined after it; a cleanup loop takes the leftover
 * iterations. Inner loop bounds must not depend on values defined in the loop.
 */
public final class AffineLoopUnrollJam extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("unroll-jam-factor", "<uint>", "Use this unroll jam factor for all loops (default 4)"),
  };

  private final long factor;

  public AffineLoopUnrollJam(PassOptions o) {
    super(o);
    factor = o.getUnsigned("unroll-jam-factor", 4);
  }

  @Override
  public String argument() {
    return "affine-loop-unroll-jam";
  }

  @Override
  public String summary() {
    return "Unroll and jam affine loops";
  }

  @Override
  public boolean canScheduleOn(Operation op) {
    return op.hasTrait(Trait.FUNCTION_LIKE);
  }

  @Override
  public void run(Operation func, PassContext pc) {
    if (func.numRegions() == 0 || func.region(0).isEmpty() || func.region(0).front().isEmpty()) {
      return;
    }
    if (func.region(0).front().first() instanceof AffineForOp f) {
      unrollJam(f, factor);
    }
  }

  private record SubBlock(Operation first, Operation last) {}

  private static void gather(Operation op, List<SubBlock> out) {
    for (var region : op.regions()) {
      for (Block block : region.blocks()) {
        List<Operation> ops = new ArrayList<>(block.operations());
        ops.remove(ops.size() - 1);
        int i = 0;
        while (i < ops.size()) {
          int start = i;
          while (i < ops.size() && !(ops.get(i) instanceof AffineForOp)) {
            i++;
          }
          if (i != start) {
            out.add(new SubBlock(ops.get(start), ops.get(i - 1)));
          }
          while (i < ops.size() && ops.get(i) instanceof AffineForOp) {
            gather(ops.get(i++), out);
          }
        }
      }
    }
  }

  private static boolean innerBoundsInvariant(AffineForOp loop) {
    for (Operation op : loop.collect(o -> o instanceof AffineForOp)) {
      AffineForOp f = (AffineForOp) op;
      List<Value> control = new ArrayList<>(f.lowerBoundOperands());
      control.addAll(f.upperBoundOperands());
      for (Value v : control) {
        Operation def = v instanceof BlockArgument a ? a.owner().parentOp() : v.definingOp();
        if (def != null && loop.isAncestor(def)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The arith op combining two partial results of a reduction iter_arg, or null when it is none. */
  private static String reductionKind(AffineForOp f, int pos) {
    BlockArgument arg = f.body().argument(pos + 1);
    if (!arg.hasOneUse()) {
      return null;
    }
    Operation combiner = arg.users().get(0);
    if (combiner.block() != f.body() || combiner.numResults() != 1 || !combiner.result(0).hasOneUse()
        || f.body().terminator().operand(pos) != combiner.result(0)) {
      return null;
    }
    return switch (combiner.name()) {
      case "arith.addf", "arith.mulf", "arith.addi", "arith.andi", "arith.ori", "arith.muli", "arith.minimumf",
          "arith.maximumf", "arith.minsi", "arith.maxsi", "arith.minui", "arith.maxui", "arith.xori", "arith.maxnumf",
          "arith.minnumf" -> combiner.name();
      default -> null;
    };
  }

  /** replaceWithAdditionalYields: a copy of {@code f} carrying {@code inits} more values, yielding {@code yields}. */
  private static AffineForOp withAdditionalYields(AffineForOp f, List<Value> inits, List<Value> yields) {
    OperationState s = new OperationState(f.context(), AffineForOp.DEF, f.location());
    List<Value> operands = new ArrayList<>(f.operands());
    operands.addAll(inits);
    s.addOperands(operands);
    s.properties = f.properties();
    s.attributes.addAll(f.attributes().entries());
    for (Type t : f.resultTypes()) {
      s.addType(t);
    }
    for (Value v : inits) {
      s.addType(v.type());
    }
    s.addRegion();
    AffineForOp n = (AffineForOp) Operation.create(s);
    f.block().insertBefore(f, n);
    n.region(0).takeBody(f.region(0));
    Block body = n.body();
    for (Value v : inits) {
      body.addArgument(v.type(), f.location());
    }
    Operation yield = body.terminator();
    List<Value> yielded = new ArrayList<>(yield.operands());
    yielded.addAll(yields);
    yield.setOperands(yielded);
    AffineLoopUtils.setBounds(n, n.lowerBoundMap(), new ArrayList<>(n.lowerBoundOperands()), n.upperBoundMap(),
        new ArrayList<>(n.upperBoundOperands()));
    for (int i = 0; i < f.numResults(); i++) {
      f.result(i).replaceAllUsesWith(n.result(i));
    }
    f.erase();
    return n;
  }

  /** loopUnrollJamByFactor. */
  static boolean unrollJam(AffineForOp forOp, long factor) {
    Long trips = AffineLoopUtils.constantTripCount(forOp);
    if (factor == 1) {
      return trips == null || trips != 1 || AffineLoopUtils.promoteIfSingleIteration(forOp);
    }
    if (forOp.body().operations().size() == 1) {
      return true;
    }
    if (trips != null && Long.compareUnsigned(trips, factor) < 0) {
      return false;
    }
    if (!innerBoundsInvariant(forOp)) {
      return false;
    }
    List<SubBlock> subBlocks = new ArrayList<>();
    gather(forOp, subBlocks);
    List<AffineForOp> withIterArgs = new ArrayList<>();
    for (Operation op : forOp.collect(o -> o instanceof AffineForOp f && !f.inits().isEmpty())) {
      withIterArgs.add((AffineForOp) op);
    }
    List<String> kinds = new ArrayList<>();
    for (int i = 0; i < forOp.inits().size(); i++) {
      kinds.add(reductionKind(forOp, i));
    }
    if (Long.remainderUnsigned(AffineLoopUnroll.largestDivisorOfTripCount(forOp), factor) != 0) {
      if (forOp.lowerBoundMap().numResults() != 1 || forOp.upperBoundMap().numResults() != 1) {
        return false;
      }
      AffineLoopUnroll.generateCleanupLoop(forOp, factor);
    }
    int copies = (int) factor - 1;
    List<IRMapping> maps = new ArrayList<>();
    for (int i = 0; i < copies; i++) {
      maps.add(new IRMapping());
    }
    List<AffineForOp> newLoops = new ArrayList<>();
    for (AffineForOp old : withIterArgs) {
      List<Value> inits = new ArrayList<>();
      List<Value> yields = new ArrayList<>();
      List<Value> oldInits = new ArrayList<>(old.inits());
      List<Value> oldYields = new ArrayList<>(old.body().terminator().operands());
      for (int i = copies; i >= 1; i--) {
        inits.addAll(oldInits);
        yields.addAll(oldYields);
      }
      boolean isOuter = old == forOp;
      AffineForOp n = withAdditionalYields(old, inits, yields);
      newLoops.add(n);
      if (isOuter) {
        forOp = n;
      }
      int k = oldInits.size();
      for (int i = copies; i >= 1; i--) {
        for (int j = 0; j < k; j++) {
          maps.get(i - 1).map(n.body().argument(1 + j), n.body().argument(1 + i * k + j));
          maps.get(i - 1).map(n.result(j), n.result(i * k + j));
        }
      }
    }
    long step = forOp.step();
    AffineLoopUtils.setStep(forOp, step * factor);
    Value iv = forOp.body().argument(0);
    for (int i = copies; i >= 1; i--) {
      for (SubBlock sb : subBlocks) {
        OpBuilder b = new OpBuilder(forOp.context());
        b.setInsertionPointAfter(sb.last());
        IRMapping map = maps.get(i - 1);
        if (!iv.hasNoUses()) {
          Value bumped = AffineLoopUtils.apply(b, forOp.location(), new AffineMap(1, 0, List.of(AffineExpr.dim(0).add(i * step))), List.of(iv));
          map.map(iv, bumped);
          b.setInsertionPointAfter(bumped.definingOp());
        }
        Operation anchor = null;
        for (Operation op = sb.first(); ; op = op.nextInBlock()) {
          Operation c = op.clone(map);
          if (anchor == null) {
            b.insert(c);
          } else {
            anchor.block().insertAfter(anchor, c);
          }
          anchor = c;
          if (op == sb.last()) {
            break;
          }
        }
      }
      for (AffineForOp n : newLoops) {
        int k = n.inits().size() / (int) factor;
        int control = n.numOperands() - n.inits().size();
        Operation yield = n.body().terminator();
        for (int j = 0; j < k; j++) {
          n.setOperand(control + i * k + j, maps.get(i - 1).lookupOrDefault(n.operand(control + j)));
          yield.setOperand(i * k + j, maps.get(i - 1).lookupOrDefault(yield.operand(j)));
        }
      }
    }
    if (forOp.numResults() > 0) {
      int k = forOp.numResults() / (int) factor;
      OpBuilder b = new OpBuilder(forOp.context());
      b.setInsertionPointAfter(forOp);
      for (int pos = 0; pos < kinds.size(); pos++) {
        String kind = kinds.get(pos);
        if (kind == null) {
          continue;
        }
        Value lhs = forOp.result(pos);
        Set<Operation> created = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = copies; i >= 1; i--) {
          OperationState s = new OperationState(forOp.context(), kind, forOp.location());
          s.addOperands(List.of(lhs, forOp.result(i * k + pos)));
          s.addType(lhs.type());
          Operation op = b.create(s);
          created.add(op);
          lhs = op.result(0);
        }
        for (OpOperand use : new ArrayList<>(forOp.result(pos).uses())) {
          if (!created.contains(use.owner())) {
            use.set(lhs);
          }
        }
      }
    }
    AffineLoopUtils.promoteIfSingleIteration(forOp);
    return true;
  }
}

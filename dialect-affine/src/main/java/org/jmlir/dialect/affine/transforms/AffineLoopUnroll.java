package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineMapOperands;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.OpBuilder;

/**
 * {@code affine-loop-unroll} (MLIR's LoopUnroll, a function pass): the innermost affine.for loops are
 * unrolled by {@code unroll-factor} (default 4; -1 unrolls fully), {@code unroll-num-reps} times; a
 * trip count that the factor does not divide gets a cleanup loop (or, with {@code cleanup-unroll}, the
 * loop is unrolled fully); {@code unroll-up-to-factor} caps the factor at a constant trip count; with
 * {@code unroll-full-threshold} every loop of at most that many iterations is unrolled fully.
 */
public final class AffineLoopUnroll extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("cleanup-unroll", "", "Fully unroll the cleanup loop when possible."),
    new PassRegistry.Option("unroll-factor", "<long>",
        "Use this unroll factor for all loops being unrolled, set it to -1, and it will fully unroll."),
    new PassRegistry.Option("unroll-full-threshold", "<uint>", "Unroll all loops with trip count less than or equal to this"),
    new PassRegistry.Option("unroll-num-reps", "<uint>", "Unroll innermost loops repeatedly this many times"),
    new PassRegistry.Option("unroll-up-to-factor", "", "Allow unrolling up to the factor specified"),
  };

  private final long unrollFactor;
  private final boolean upToFactor;
  private final boolean cleanupUnroll;
  private final long numReps;
  private final Long fullThreshold;

  public AffineLoopUnroll(PassOptions o) {
    super(o);
    unrollFactor = o.getLong("unroll-factor", 4);
    upToFactor = o.getBool("unroll-up-to-factor", false);
    cleanupUnroll = o.getBool("cleanup-unroll", false);
    numReps = o.getUnsigned("unroll-num-reps", 1);
    fullThreshold = o.has("unroll-full-threshold") ? o.getUnsigned("unroll-full-threshold", 1) : null;
  }

  @Override
  public String argument() {
    return "affine-loop-unroll";
  }

  @Override
  public String summary() {
    return "Unroll affine loops";
  }

  @Override
  public boolean canScheduleOn(Operation op) {
    return op.hasTrait(Trait.FUNCTION_LIKE);
  }

  @Override
  public void run(Operation func, PassContext pc) {
    if (func.numRegions() == 0 || func.region(0).isEmpty()) {
      return;
    }
    boolean full = unrollFactor == -1;
    if (full && fullThreshold != null) {
      for (Operation op : func.collect(o -> o instanceof AffineForOp)) {
        Long trips = AffineLoopUtils.constantTripCount((AffineForOp) op);
        if (trips != null && Long.compareUnsigned(trips, fullThreshold) <= 0) {
          unrollFull((AffineForOp) op);
        }
      }
      return;
    }
    for (long i = 0; i < numReps; i++) {
      List<Operation> loops = func.collect(o -> o instanceof AffineForOp f && isInnermost(f));
      if (loops.isEmpty()) {
        break;
      }
      boolean unrolled = false;
      for (Operation op : loops) {
        AffineForOp f = (AffineForOp) op;
        if (full) {
          unrolled |= unrollFull(f);
        } else if (upToFactor) {
          unrolled |= unrollUpToFactor(f, unrollFactor);
        } else {
          unrolled |= unrollByFactor(f, unrollFactor, cleanupUnroll);
        }
      }
      if (!unrolled) {
        break;
      }
    }
  }

  private static boolean isInnermost(AffineForOp f) {
    return f.body().operations().stream().noneMatch(op -> !op.collect(o -> o instanceof AffineForOp).isEmpty());
  }

  /** loopUnrollFull. */
  public static boolean unrollFull(AffineForOp f) {
    Long trips = AffineLoopUtils.constantTripCount(f);
    if (trips == null) {
      return false;
    }
    if (trips == 0) {
      return true;
    }
    if (trips == 1) {
      return AffineLoopUtils.promoteIfSingleIteration(f);
    }
    return unrollByFactor(f, trips, false);
  }

  /** loopUnrollUpToFactor. */
  public static boolean unrollUpToFactor(AffineForOp f, long factor) {
    Long trips = AffineLoopUtils.constantTripCount(f);
    if (trips != null && Long.compareUnsigned(trips, factor) < 0) {
      return unrollByFactor(f, trips, false);
    }
    return unrollByFactor(f, factor, false);
  }

  /** loopUnrollByFactor. */
  public static boolean unrollByFactor(AffineForOp f, long factor, boolean cleanupUnroll) {
    Long trips = AffineLoopUtils.constantTripCount(f);
    if (factor == 1) {
      if (trips != null && trips == 1 && !AffineLoopUtils.promoteIfSingleIteration(f)) {
        return false;
      }
      return true;
    }
    if (f.body().operations().size() == 1) {
      return true;
    }
    if (trips != null && Long.compareUnsigned(trips, factor) < 0) {
      return cleanupUnroll && unrollFull(f);
    }
    if (Long.remainderUnsigned(largestDivisorOfTripCount(f), factor) != 0) {
      if (f.lowerBoundMap().numResults() != 1 || f.upperBoundMap().numResults() != 1) {
        return false;
      }
      if (cleanupUnroll) {
        return unrollFull(f);
      }
      generateCleanupLoop(f, factor);
    }
    long step = f.step();
    AffineLoopUtils.setStep(f, step * factor);
    Block body = f.body();
    Value iv = body.argument(0);
    generateUnrolledLoop(body, iv, factor, (i, b) -> AffineLoopUtils.apply(b, f.location(),
        new AffineMap(1, 0, List.of(AffineExpr.dim(0).add(i * step))), List.of(iv)));
    AffineLoopUtils.promoteIfSingleIteration(f);
    return true;
  }

  /** Builds the value of the induction variable in copy {@code i}. */
  public interface IvRemap {
    Value remap(long i, OpBuilder b);
  }

  /**
   * generateUnrolledLoop: {@code factor - 1} copies of the body are appended before its terminator,
   * each with the induction variable remapped and the iteration arguments bound to the previous
   * copy's yielded values; the terminator then yields the last copy's values.
   */
  public static void generateUnrolledLoop(Block body, Value iv, long factor, IvRemap ivRemap) {
    Operation yield = body.terminator();
    OpBuilder b = new OpBuilder(yield.context());
    b.setInsertionPoint(yield);
    List<Operation> original = new ArrayList<>(body.operations());
    original.remove(original.size() - 1);
    List<Value> yielded = new ArrayList<>(yield.operands());
    List<Value> lastYielded = new ArrayList<>(yielded);
    List<Value> iterArgs = body.arguments().subList(1, body.numArguments()).stream().map(a -> (Value) a).toList();
    for (long i = 1; i < factor; i++) {
      IRMapping mapping = new IRMapping();
      for (int k = 0; k < iterArgs.size(); k++) {
        mapping.map(iterArgs.get(k), lastYielded.get(k));
      }
      if (!iv.hasNoUses()) {
        mapping.map(iv, ivRemap.remap(i, b));
      }
      for (Operation op : original) {
        b.insert(op.clone(mapping));
      }
      for (int k = 0; k < lastYielded.size(); k++) {
        Operation def = yielded.get(k).definingOp();
        if (def != null && def.block() == body) {
          lastYielded.set(k, mapping.lookupOrDefault(yielded.get(k)));
        }
      }
    }
    yield.setOperands(lastYielded);
  }

  /** getLargestDivisorOfTripCount. */
  static long largestDivisorOfTripCount(AffineForOp f) {
    AffineMapOperands m = AffineLoopUtils.tripCountMap(f);
    if (m == null) {
      return 1;
    }
    Long gcd = null;
    for (AffineExpr e : m.map().results()) {
      long d;
      if (e instanceof AffineConstantExpr c) {
        d = c.value() == 0 ? -1L : c.value();
      } else {
        d = e.largestKnownDivisor();
      }
      gcd = gcd == null ? d : gcdUnsigned(gcd, d);
    }
    return gcd;
  }

  private static long gcdUnsigned(long a, long b) {
    while (b != 0) {
      long t = Long.remainderUnsigned(a, b);
      a = b;
      b = t;
    }
    return a;
  }

  /**
   * generateCleanupLoopForUnroll: a copy of the loop after it runs the leftover iterations, from
   * {@code lb + (tc - tc mod factor) * step} (composed and simplified) which becomes the unrolled
   * loop's upper bound; the copy's inits are the loop's results.
   */
  static void generateCleanupLoop(AffineForOp f, long factor) {
    AffineForOp cleanup = (AffineForOp) f.clone();
    f.block().insertAfter(f, cleanup);
    for (int i = 0; i < f.numResults(); i++) {
      f.result(i).replaceAllUsesWith(cleanup.result(i));
    }
    // As MLIR: the inits are read as they stand at each step (replaceUsesOfWith on the live operands).
    int initStart = cleanup.numOperands() - f.numResults();
    for (int i = 0; i < f.numResults(); i++) {
      Value init = cleanup.operand(initStart + i);
      for (int k = 0; k < cleanup.numOperands(); k++) {
        if (cleanup.operand(k) == init) {
          cleanup.setOperand(k, f.result(i));
        }
      }
    }
    AffineMapOperands tc = AffineLoopUtils.tripCountMap(f);
    OpBuilder b = new OpBuilder(f.context());
    b.setInsertionPoint(f);
    Value lb = AffineLoopUtils.apply(b, f.location(), f.lowerBoundMap(), new ArrayList<>(f.lowerBoundOperands()));
    List<Value> operands = new ArrayList<>();
    operands.add(lb);
    List<Value> bumps = new ArrayList<>();
    List<AffineExpr> exprs = new ArrayList<>();
    long step = f.step();
    for (int i = 0; i < tc.map().numResults(); i++) {
      AffineExpr t = tc.map().results().get(i);
      AffineExpr bump = t.sub(t.mod(AffineExpr.constant(factor))).mul(step);
      bumps.add(AffineLoopUtils.apply(b, f.location(),
          new AffineMap(tc.map().numDims(), tc.map().numSymbols(), List.of(bump)), tc.operands()));
      exprs.add(AffineExpr.dim(0).add(AffineExpr.dim(i + 1)));
    }
    operands.addAll(bumps);
    AffineMapOperands lbOfCleanup = new AffineMapOperands(new AffineMap(1 + bumps.size(), 0, exprs), operands).compose();
    lbOfCleanup = new AffineMapOperands(org.jmlir.ir.affine.AffineFlattener.simplify(lbOfCleanup.map()), lbOfCleanup.operands()).canonicalize();
    for (Value v : bumps) {
      if (v.hasNoUses()) {
        v.definingOp().erase();
      }
    }
    if (lb.hasNoUses()) {
      lb.definingOp().erase();
    }
    AffineLoopUtils.setBounds(cleanup, lbOfCleanup.map(), lbOfCleanup.operands(), cleanup.upperBoundMap(),
        new ArrayList<>(cleanup.upperBoundOperands()));
    AffineLoopUtils.promoteIfSingleIteration(cleanup);
    AffineLoopUtils.setBounds(f, f.lowerBoundMap(), new ArrayList<>(f.lowerBoundOperands()), lbOfCleanup.map(),
        lbOfCleanup.operands());
  }
}

package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMapOperands;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;

/**
 * MLIR's affine loop utilities (LoopUtils.cpp, LoopAnalysis.cpp, AffineValueMap): the difference of
 * two bound maps, a loop's trip count, promotion of a loop that runs once, and re-writing a loop's
 * bounds.
 */
public final class AffineLoopUtils {
  private AffineLoopUtils() {}

  /**
   * AffineValueMap::difference: {@code a - b} result by result, over a's dims, b's dims, a's symbols,
   * b's symbols; then composed with producer applies, canonicalized and simplified.
   */
  public static AffineMapOperands difference(AffineMapOperands a, AffineMapOperands b) {
    AffineMap am = a.map();
    AffineMap bm = b.map();
    int ad = am.numDims();
    int bd = bm.numDims();
    List<Value> operands = new ArrayList<>(a.operands().subList(0, ad));
    operands.addAll(b.operands().subList(0, bd));
    operands.addAll(a.operands().subList(ad, a.operands().size()));
    operands.addAll(b.operands().subList(bd, b.operands().size()));
    AffineExpr[] dims = new AffineExpr[bd];
    for (int i = 0; i < bd; i++) {
      dims[i] = AffineExpr.dim(ad + i);
    }
    AffineExpr[] syms = new AffineExpr[bm.numSymbols()];
    for (int i = 0; i < syms.length; i++) {
      syms[i] = AffineExpr.symbol(am.numSymbols() + i);
    }
    List<AffineExpr> diff = new ArrayList<>();
    for (int i = 0; i < bm.numResults(); i++) {
      diff.add(am.results().get(i).sub(bm.results().get(i).replaceDimsAndSymbols(dims, syms)));
    }
    AffineMap map = new AffineMap(ad + bd, am.numSymbols() + bm.numSymbols(), diff);
    return new AffineMapOperands(map, operands).compose();
  }

  /** The loop's lower bound, its one expression repeated once per upper bound expression. */
  private static AffineMapOperands paddedLowerBound(AffineForOp f) {
    AffineMap lb = f.lowerBoundMap();
    List<AffineExpr> exprs = Collections.nCopies(f.upperBoundMap().numResults(), lb.results().get(0));
    return new AffineMapOperands(new AffineMap(lb.numDims(), lb.numSymbols(), exprs), f.lowerBoundOperands());
  }

  /** getTripCountMapAndOperands: {@code (ub_i - lb) ceildiv step} for each upper bound, or null. */
  public static AffineMapOperands tripCountMap(AffineForOp f) {
    AffineMap lb = f.lowerBoundMap();
    AffineMap ub = f.upperBoundMap();
    long step = f.step();
    if (lb.numResults() == 1 && ub.numResults() == 1 && lb.numInputs() == 0 && ub.numInputs() == 0
        && lb.results().get(0) instanceof AffineConstantExpr l && ub.results().get(0) instanceof AffineConstantExpr u) {
      long span = Math.max(0, u.value() - l.value());
      return new AffineMapOperands(new AffineMap(0, 0, List.of(AffineExpr.constant(Math.ceilDiv(span, step)))), List.of());
    }
    if (lb.numResults() != 1) {
      return null;
    }
    AffineMapOperands diff = difference(new AffineMapOperands(ub, f.upperBoundOperands()), paddedLowerBound(f));
    List<AffineExpr> results = new ArrayList<>();
    for (AffineExpr e : diff.map().results()) {
      results.add(e.ceilDiv(AffineExpr.constant(step)));
    }
    return new AffineMapOperands(new AffineMap(diff.map().numDims(), diff.map().numSymbols(), results), diff.operands());
  }

  /** getConstantTripCount: the least of the trip count map's results when all are constants (unsigned), or null. */
  public static Long constantTripCount(AffineForOp f) {
    AffineMapOperands m = tripCountMap(f);
    if (m == null) {
      return null;
    }
    Long count = null;
    for (AffineExpr e : m.map().results()) {
      if (!(e instanceof AffineConstantExpr c)) {
        return null;
      }
      count = count == null || Long.compareUnsigned(c.value(), count) < 0 ? c.value() : count;
    }
    return count;
  }

  /** Whether the lower bound is a constant. */
  public static Long constantLowerBound(AffineForOp f) {
    AffineMap lb = f.lowerBoundMap();
    return lb.numResults() == 1 && lb.results().get(0) instanceof AffineConstantExpr c ? c.value() : null;
  }

  /** Uses of {@code v} other than those in {@code except} now use {@code with} (replaceAllUsesExcept). */
  public static void replaceAllUsesExcept(Value v, Value with, Operation except) {
    for (OpOperand use : new ArrayList<>(v.uses())) {
      if (use.owner() != except) {
        use.set(with);
      }
    }
  }

  /** A new {@code affine.apply map(operands)} at the builder's insertion point (not folded). */
  public static Value apply(OpBuilder b, Location loc, AffineMap map, List<Value> operands) {
    OperationState s = new OperationState(b.context(), AffineMapOp.APPLY, loc);
    s.addOperands(operands);
    s.addAttribute("map", AffineMapAttr.get(b.context(), map));
    s.addType(IndexType.get(b.context()));
    return b.create(s).result(0);
  }

  /**
   * promoteIfSingleIteration: a loop that runs exactly once is replaced by its body, the induction
   * variable by the lower bound (a constant at the start of the enclosing function, the operand of an
   * identity map, or an affine.apply), iteration arguments by the inits and results by the yielded values.
   */
  public static boolean promoteIfSingleIteration(AffineForOp f) {
    Long trips = constantTripCount(f);
    if (trips == null || trips != 1 || f.lowerBoundMap().numResults() != 1) {
      return false;
    }
    Block body = f.body();
    Value iv = body.argument(0);
    if (!iv.hasNoUses()) {
      Long lb = constantLowerBound(f);
      OpBuilder b = new OpBuilder(f.context());
      if (lb != null) {
        Operation func = f.parentWithTrait(Trait.FUNCTION_LIKE);
        if (func != null && func.numRegions() > 0 && !func.region(0).isEmpty()) {
          b.setInsertionPointToStart(func.region(0).front());
        } else {
          b.setInsertionPoint(f);
        }
        iv.replaceAllUsesWith(MemRefBuilders.constantIndex(b, f.location(), lb));
      } else {
        b.setInsertionPoint(f);
        AffineMap lbMap = f.lowerBoundMap();
        if (lbMap.equals(AffineMap.identity(1)) && f.lowerBoundOperands().size() == 1 && lbMap.numSymbols() == 0) {
          iv.replaceAllUsesWith(f.lowerBoundOperands().get(0));
        } else {
          iv.replaceAllUsesWith(apply(b, f.location(), lbMap, new ArrayList<>(f.lowerBoundOperands())));
        }
      }
    }
    List<Value> inits = new ArrayList<>(f.inits());
    for (int i = 0; i < inits.size(); i++) {
      body.argument(i + 1).replaceAllUsesWith(inits.get(i));
    }
    Operation yield = body.terminator();
    for (int i = 0; i < f.numResults(); i++) {
      f.result(i).replaceAllUsesWith(yield.operand(i));
    }
    yield.erase();
    Block parent = f.block();
    for (Operation op : new ArrayList<>(body.operations())) {
      op.remove();
      parent.insertBefore(f, op);
    }
    f.erase();
    return true;
  }

  /** Sets a loop's bounds (maps and operands), keeping its inits. */
  public static void setBounds(AffineForOp f, AffineMap lb, List<Value> lbOperands, AffineMap ub, List<Value> ubOperands) {
    List<Value> inits = new ArrayList<>(f.inits());
    List<Value> operands = new ArrayList<>(lbOperands);
    operands.addAll(ubOperands);
    operands.addAll(inits);
    f.setOperands(operands);
    f.setAttr("lowerBoundMap", AffineMapAttr.get(f.context(), lb));
    f.setAttr("upperBoundMap", AffineMapAttr.get(f.context(), ub));
    f.setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(f.context(), lbOperands.size(), ubOperands.size(), inits.size()));
  }

  /** Sets a loop's step. */
  public static void setStep(AffineForOp f, long step) {
    f.setAttr("step", IntegerAttr.get(f.context(), IndexType.get(f.context()), step));
  }
}

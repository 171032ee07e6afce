package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.IntegerSet;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.IntegerSetAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;

/** In-place folds of affine.if (its set) and affine.for (its bounds), as MLIR's fold hooks. */
final class AffineFolds {
  private AffineFolds() {}

  /** AffineIfOp::fold: compose producer applies into the set and canonicalize it with its operands. */
  static List<OpFoldResult> foldIf(Operation op, List<Attribute> constants) {
    IntegerSet set = ((AffineIfOp) op).condition();
    AffineMap asMap = new AffineMap(set.numDims(), set.numSymbols(), set.constraints());
    AffineMapOperands r = new AffineMapOperands(asMap, op.operands());
    boolean anyApply = false;
    for (Value v : op.operands()) {
      anyApply |= v.definingOp() instanceof AffineMapOp m && m.def() == AffineMapOp.APPLY;
    }
    if (anyApply) {
      r = r.compose();
    }
    r = r.canonicalize();
    if (!r.differsFrom(asMap, op.operands())) {
      return null;
    }
    IntegerSet newSet = new IntegerSet(r.map().numDims(), r.map().numSymbols(), r.map().results(), set.eqFlags());
    op.setOperands(r.operands());
    op.setAttr("condition", IntegerSetAttr.get(op.context(), newSet));
    return List.of();
  }

  /** AffineForOp::fold: constant bounds folded, bound maps composed and canonicalized. */
  static List<OpFoldResult> foldFor(Operation op, List<Attribute> constants) {
    AffineForOp f = (AffineForOp) op;
    Long trips = AffinePatterns.constantTripCount(f);
    if (trips != null && trips == 0 && op.numResults() != 0) {
      // MLIR drops a loop that never runs: its results are the initial values.
      List<OpFoldResult> inits = new ArrayList<>();
      for (Value v : f.inits()) {
        inits.add(OpFoldResult.of(v));
      }
      return inits;
    }
    AffineMapOperands lb = new AffineMapOperands(f.lowerBoundMap(), f.lowerBoundOperands());
    AffineMapOperands ub = new AffineMapOperands(f.upperBoundMap(), f.upperBoundOperands());
    AffineMapOperands newLb = foldConstantBound(lb, true);
    AffineMapOperands newUb = foldConstantBound(ub, false);
    newLb = newLb.compose().canonicalize();
    newLb = dedupe(new AffineMapOperands(AffineBoundSimplifier.simplifyMinOrMax(newLb.map(), newLb.operands(), true), newLb.operands()));
    newUb = new AffineMapOperands(AffineBoundSimplifier.simplifyMinOrMax(newUb.map(), newUb.operands(), false), newUb.operands());
    newUb = dedupe(newUb.compose().canonicalize());
    if (newLb.map().equals(lb.map()) && newUb.map().equals(ub.map())) {
      return null;
    }
    if (newLb.map().equals(lb.map())) {
      newLb = lb;
    }
    if (newUb.map().equals(ub.map())) {
      newUb = ub;
    }
    List<Value> inits = new ArrayList<>(f.inits());
    List<Value> operands = new ArrayList<>(newLb.operands());
    operands.addAll(newUb.operands());
    operands.addAll(inits);
    op.setOperands(operands);
    op.setAttr("lowerBoundMap", AffineMapAttr.get(op.context(), newLb.map()));
    op.setAttr("upperBoundMap", AffineMapAttr.get(op.context(), newUb.map()));
    op.setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(op.context(), newLb.operands().size(), newUb.operands().size(), inits.size()));
    return List.of();
  }

  /** AffineParallelOp::fold: both bound maps composed and canonicalized with their operands. */
  static List<OpFoldResult> foldParallel(Operation op, List<Attribute> constants) {
    AffineParallelOp p = (AffineParallelOp) op;
    AffineMapOperands lb = new AffineMapOperands(p.lowerBoundsMap(), p.lowerBoundsOperands());
    AffineMapOperands ub = new AffineMapOperands(p.upperBoundsMap(), p.upperBoundsOperands());
    AffineMapOperands newLb = lb.compose().canonicalize();
    AffineMapOperands newUb = ub.compose().canonicalize();
    if (!newLb.differsFrom(lb.map(), lb.operands()) && !newUb.differsFrom(ub.map(), ub.operands())) {
      return null;
    }
    List<Value> operands = new ArrayList<>(newLb.operands());
    operands.addAll(newUb.operands());
    op.setOperands(operands);
    op.setAttr("lowerBoundsMap", AffineMapAttr.get(op.context(), newLb.map()));
    op.setAttr("upperBoundsMap", AffineMapAttr.get(op.context(), newUb.map()));
    return List.of();
  }

  /** foldLoopBounds: a bound whose operands are all constants becomes the max/min of its values. */
  private static AffineMapOperands foldConstantBound(AffineMapOperands b, boolean lower) {
    if (b.operands().isEmpty() && b.map().numResults() == 1 && b.map().results().get(0) instanceof org.jmlir.ir.affine.AffineConstantExpr) {
      return b;
    }
    AffineExpr[] dims = new AffineExpr[b.map().numDims()];
    AffineExpr[] syms = new AffineExpr[b.map().numSymbols()];
    for (int i = 0; i < b.operands().size(); i++) {
      if (!(OperationFolder.constantValue(b.operands().get(i)) instanceof IntegerAttr c)) {
        return b;
      }
      AffineExpr e = AffineExpr.constant(c.longValue());
      if (i < dims.length) {
        dims[i] = e;
      } else {
        syms[i - dims.length] = e;
      }
    }
    Long best = null;
    for (AffineExpr e : b.map().results()) {
      if (!(e.replaceDimsAndSymbols(dims, syms) instanceof org.jmlir.ir.affine.AffineConstantExpr c)) {
        return b;
      }
      best = best == null ? c.value() : lower ? Math.max(best, c.value()) : Math.min(best, c.value());
    }
    if (best == null) {
      return b;
    }
    return new AffineMapOperands(new AffineMap(0, 0, List.of(AffineExpr.constant(best))), List.of());
  }

  private static AffineMapOperands dedupe(AffineMapOperands b) {
    List<AffineExpr> unique = new ArrayList<>();
    for (AffineExpr e : b.map().results()) {
      if (!unique.contains(e)) {
        unique.add(e);
      }
    }
    return new AffineMapOperands(new AffineMap(b.map().numDims(), b.map().numSymbols(), unique), b.operands());
  }
}

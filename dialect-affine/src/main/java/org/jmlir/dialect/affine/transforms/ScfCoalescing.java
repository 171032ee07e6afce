package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineIndexOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;

/**
 * The scf.for half of {@code affine-loop-coalescing} (MLIR 22's coalescePerfectlyNestedSCFForLoops
 * and coalesceLoops): bands of perfectly nested index loops whose bounds are defined above the band
 * and whose iteration arguments chain from loop to loop are normalized (bounds as composed
 * {@code (ub - lb) ceildiv step} applies), merged into the outermost loop up to the product of the
 * trip counts, and the induction variables recovered by one affine.delinearize_index and
 * {@code lb + iv * step} applies. Loops over integer types are left alone.
 */
final class ScfCoalescing {
  private ScfCoalescing() {}

  static void coalesceNest(ForOp op) {
    List<ForOp> loops = AffineLoopCoalescing.perfectNest(op, ForOp.class);
    int n = loops.size();
    int[] definedAboveIndex = new int[n];
    for (int i = 0; i < n; i++) {
      definedAboveIndex[i] = i;
      ForOp l = loops.get(i);
      for (int j = 0; j < i; j++) {
        if (AffineLoopCoalescing.definedAbove(List.of(l.lowerBound(), l.upperBound(), l.step()), loops.get(j).region(0))) {
          definedAboveIndex[i] = j;
          break;
        }
      }
    }
    int[] chainStart = new int[n];
    for (int i = 1; i < n; i++) {
      chainStart[i] = i;
      ForOp outer = loops.get(i - 1);
      ForOp inner = loops.get(i);
      if (outer.regionIterArgs().size() != inner.regionIterArgs().size()
          || !new ArrayList<Value>(outer.regionIterArgs()).equals(inner.initArgs())
          || !outer.body().terminator().operands().equals(inner.results())) {
        continue;
      }
      chainStart[i] = chainStart[i - 1];
    }
    AffineLoopCoalescing.forEachBand(definedAboveIndex, chainStart, (start, end) -> coalesce(loops.subList(start, end)));
  }

  private static OpFoldResult index(OpBuilder b, long v) {
    return OpFoldResult.of(IntegerAttr.get(b.context(), IndexType.get(b.context()), v));
  }

  private static OpFoldResult asFoldResult(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr a ? OpFoldResult.of(a) : OpFoldResult.of(v);
  }

  private static void coalesce(List<ForOp> loops) {
    if (loops.size() < 2) {
      return;
    }
    for (ForOp loop : loops) {
      if (!(loop.lowerBound().type() instanceof IndexType)) {
        return;
      }
    }
    ForOp outermost = loops.get(0);
    ForOp innermost = loops.get(loops.size() - 1);
    OpBuilder b = new OpBuilder(outermost.context());
    AffineExpr s0 = AffineExpr.symbol(0);
    AffineExpr s1 = AffineExpr.symbol(1);
    AffineExpr s2 = AffineExpr.symbol(2);
    for (ForOp loop : loops) {
      Location loc = loop.location();
      b.setInsertionPoint(outermost);
      Value lb = loop.lowerBound();
      Value ub = loop.upperBound();
      Value step = loop.step();
      OpFoldResult range = AffineApplyBuilder.composedFoldedApply(b, loc, s1.sub(s0).ceilDiv(s2),
          List.of(OpFoldResult.of(lb), OpFoldResult.of(ub), OpFoldResult.of(step)));
      loop.setOperand(0, MemRefBuilders.valueOrConstant(b, loc, index(b, 0)));
      loop.setOperand(1, MemRefBuilders.valueOrConstant(b, loc, range));
      loop.setOperand(2, MemRefBuilders.valueOrConstant(b, loc, index(b, 1)));
      b.setInsertionPointToStart(innermost.body());
      Value iv = loop.inductionVar();
      OpFoldResult denorm = AffineApplyBuilder.composedFoldedApply(b, loc, s0.add(AffineExpr.dim(0).mul(s1)),
          List.of(OpFoldResult.of(iv), OpFoldResult.of(lb), OpFoldResult.of(step)));
      Value value = MemRefBuilders.valueOrConstant(b, loc, denorm);
      Operation keep = value.definingOp();
      for (OpOperand use : new ArrayList<>(iv.uses())) {
        if (use.owner() != keep) {
          use.set(value);
        }
      }
    }
    Location loc = outermost.location();
    b.setInsertionPoint(outermost);
    List<Value> upperBounds = new ArrayList<>();
    for (ForOp loop : loops) {
      upperBounds.add(loop.upperBound());
    }
    OpFoldResult product = index(b, 1);
    for (Value v : upperBounds) {
      product = AffineApplyBuilder.composedFoldedApply(b, loc, s0.mul(s1), List.of(product, asFoldResult(v)));
    }
    outermost.setOperand(1, MemRefBuilders.valueOrConstant(b, loc, product));
    b.setInsertionPointToStart(innermost.body());
    List<OpFoldResult> basis = new ArrayList<>();
    for (Value v : upperBounds) {
      basis.add(asFoldResult(v));
    }
    Operation delin = AffineIndexOp.delinearize(b, loc, outermost.inductionVar(), basis, true);
    for (OpOperand use : new ArrayList<>(outermost.inductionVar().uses())) {
      if (use.owner() != delin) {
        use.set(delin.result(0));
      }
    }
    for (int i = loops.size() - 1; i > 0; i--) {
      ForOp outer = loops.get(i - 1);
      ForOp inner = loops.get(i);
      Block innerBody = inner.body();
      Operation terminator = innerBody.terminator();
      List<Value> yielded = new ArrayList<>(terminator.operands());
      List<? extends Value> innerIterArgs = inner.regionIterArgs();
      for (int k = 0; k < yielded.size(); k++) {
        int at = innerIterArgs.indexOf(yielded.get(k));
        if (at >= 0) {
          yielded.set(k, inner.initArgs().get(at));
        }
      }
      terminator.erase();
      innerBody.argument(0).replaceAllUsesWith(delin.result(i));
      for (int k = 0; k < innerIterArgs.size(); k++) {
        innerIterArgs.get(k).replaceAllUsesWith(outer.regionIterArgs().get(k));
      }
      Block outerBody = outer.body();
      for (Operation o : new ArrayList<>(innerBody.operations())) {
        o.remove();
        outerBody.insertBefore(inner, o);
      }
      inner.replaceAllUsesWith(yielded);
      inner.erase();
    }
  }
}

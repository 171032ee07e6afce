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
import org.jmlir.ir.OperationState;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * The scf.for half of {@code affine-loop-coalescing} (MLIR 22's coalescePerfectlyNestedSCFForLoops
 * and coalesceLoops): bands of perfectly nested index loops whose bounds are defined above the band
 * and whose iteration arguments chain from loop to loop are normalized (bounds as composed
 * {@code (ub - lb) ceildiv step} applies), merged into the outermost loop up to the product of the
 * trip counts, and the induction variables recovered by one affine.delinearize_index and
 * {@code lb + iv * step} applies; loops over integer types get the same steps in arith (subi,
 * ceildivsi, muli/addi, divsi/remsi).
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
    ForOp outermost = loops.get(0);
    OpBuilder b = new OpBuilder(outermost.context());
    Value[] ivs = outermost.lowerBound().type() instanceof IndexType ? coalesceIndexBounds(b, loops)
        : coalesceIntegerBounds(b, loops);
    inlineInnerLoops(loops, ivs);
  }

  /** coalesceLoops' steps 1-2 and the delinearization for index loops (affine.apply forms). */
  private static Value[] coalesceIndexBounds(OpBuilder b, List<ForOp> loops) {
    ForOp outermost = loops.get(0);
    ForOp innermost = loops.get(loops.size() - 1);
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
    Value[] ivs = new Value[loops.size()];
    for (int i = 0; i < ivs.length; i++) {
      ivs[i] = delin.result(i);
    }
    return ivs;
  }

  /** The inner bodies move outward, their induction variables replaced by {@code ivs}. */
  private static void inlineInnerLoops(List<ForOp> loops, Value[] ivs) {
    for (int i = loops.size() - 1; i > 0; i--) {
      ForOp outer = loops.get(i - 1);
      ForOp inner = loops.get(i);
      Block innerBody = inner.body();
      // A yielded induction variable becomes its delinearized value first (mlir-opt 22 crashes on
      // this; later upstream versions rewrite it the same way).
      innerBody.argument(0).replaceAllUsesWith(ivs[i]);
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
  // ---- loops over integer types (MLIR's arith forms of the same steps) ----

  private static Long constantOf(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr a ? a.longValue() : null;
  }

  private static Value create(OpBuilder b, Location loc, String name, Value x, Value y) {
    OperationState s = new OperationState(b.context(), name, loc);
    s.addOperand(x).addOperand(y).addType(x.type());
    return b.create(s).result(0);
  }

  private static Value intConstant(OpBuilder b, Location loc, Type type, long v) {
    return b.insert(b.context().getOrLoadDialect("arith").materializeConstant(IntegerAttr.get(b.context(), type, v), type, loc)).result(0);
  }

  /** createOrFold of a binary arith op: a constant or existing value when it folds. */
  private static Value createOrFold(OpBuilder b, Location loc, String name, Value x, Value y) {
    Value r = create(b, loc, name, x, y);
    Operation op = r.definingOp();
    List<OpFoldResult> folded = OperationFolder.fold(op);
    if (folded == null || folded.isEmpty()) {
      return r;
    }
    Value v = switch (folded.get(0)) {
      case OpFoldResult.Folded(Value f) -> f;
      case OpFoldResult.Constant(Attribute a) ->
          b.insert(b.context().getOrLoadDialect("arith").materializeConstant(a, x.type(), loc)).result(0);
    };
    op.erase();
    return v;
  }

  private static void replaceAllUsesExcept(Value v, Value with, List<Operation> keep) {
    for (OpOperand use : new ArrayList<>(v.uses())) {
      if (!keep.contains(use.owner())) {
        use.set(with);
      }
    }
  }

  /** coalesceLoops' steps 1-2 and the delinearization for loops over an integer type. */
  private static Value[] coalesceIntegerBounds(OpBuilder b, List<ForOp> loops) {
    ForOp outermost = loops.get(0);
    ForOp innermost = loops.get(loops.size() - 1);
    for (ForOp loop : loops) {
      Location loc = loop.location();
      b.setInsertionPoint(outermost);
      Value lb = loop.lowerBound();
      Value ub = loop.upperBound();
      Value step = loop.step();
      Type type = lb.type();
      Long lbc = constantOf(lb);
      Long stepc = constantOf(step);
      boolean zero = lbc != null && lbc == 0;
      boolean one = stepc != null && stepc == 1;
      if (!(zero && one)) {
        Value diff = zero ? ub : createOrFold(b, loc, "arith.subi", ub, lb);
        Value size = one ? diff : createOrFold(b, loc, "arith.ceildivsi", diff, step);
        loop.setOperand(0, intConstant(b, loc, type, 0));
        loop.setOperand(1, size);
        loop.setOperand(2, intConstant(b, loc, type, 1));
      }
      b.setInsertionPointToStart(innermost.body());
      Value iv = loop.inductionVar();
      List<Operation> keep = new ArrayList<>();
      Value scaled = iv;
      if (!one) {
        scaled = create(b, loc, "arith.muli", iv, step);
        keep.add(scaled.definingOp());
      }
      Value denorm = scaled;
      if (!zero) {
        denorm = create(b, loc, "arith.addi", scaled, lb);
        keep.add(denorm.definingOp());
      }
      replaceAllUsesExcept(iv, denorm, keep);
    }
    Location loc = outermost.location();
    b.setInsertionPoint(outermost);
    List<Value> ubs = new ArrayList<>();
    for (ForOp loop : loops) {
      ubs.add(loop.upperBound());
    }
    Value product = null;
    for (Value v : ubs) {
      Long c = constantOf(v);
      if (c != null && c == 1) {
        continue;
      }
      product = product == null ? v : create(b, loc, "arith.muli", product, v);
    }
    if (product == null) {
      product = intConstant(b, loc, ubs.get(0).type(), 1);
    }
    outermost.setOperand(1, product);
    b.setInsertionPointToStart(innermost.body());
    int n = ubs.size();
    boolean[] ubOne = new boolean[n];
    for (int i = 0; i < n; i++) {
      Long c = constantOf(ubs.get(i));
      ubOne[i] = c != null && c == 1;
    }
    Value[] ivs = new Value[n];
    int leading = 0;
    while (leading < n && ubOne[leading]) {
      ivs[leading] = intConstant(b, loc, ubs.get(leading).type(), 0);
      leading++;
    }
    List<Operation> keep = new ArrayList<>();
    Value previous = outermost.inductionVar();
    for (int i = leading; i < n; i++) {
      int idx = n - (i - leading) - 1;
      if (i != leading && !ubOne[idx + 1]) {
        previous = create(b, loc, "arith.divsi", previous, ubs.get(idx + 1));
        keep.add(previous.definingOp());
      }
      Value iv = previous;
      if (i != n - 1) {
        if (!ubOne[idx]) {
          iv = create(b, loc, "arith.remsi", previous, ubs.get(idx));
          keep.add(iv.definingOp());
        } else {
          iv = intConstant(b, loc, ubs.get(idx).type(), 0);
        }
      }
      ivs[idx] = iv;
    }
    replaceAllUsesExcept(outermost.inductionVar(), ivs[0], keep);
    return ivs;
  }
}

package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.index.IndexCmpPredicate;
import org.jmlir.dialect.index.IndexCmpPredicateAttr;
import org.jmlir.dialect.rtverify.CheckBuilder;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;

/**
 * The runtime checks of a linalg structured op (MLIR 22's linalg RuntimeOpVerification): when the
 * iteration domain is not empty, every operand dimension indexed at the first and last iteration
 * must be non-negative and fit the operand: equal to the operand's size where the map result is a
 * loop dimension, at most its size otherwise.
 */
final class LinalgRuntimeVerification {
  private LinalgRuntimeVerification() {}

  static void generate(Operation o, CheckBuilder b, Function<String, String> message) {
    LinalgOp op = (LinalgOp) o;
    List<AffineMap> maps = op.indexingMaps();
    int numLoops = op.numLoops();
    if (maps.size() != op.numOperands()) {
      return;
    }
    // The flat list of operand sizes (MLIR's createFlatListOfOperandDims) and, per loop, its size.
    List<OpFoldResult> flat = new ArrayList<>();
    List<AffineExpr> flatExprs = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (!(v.type() instanceof ShapedType s) || !s.hasRank()) {
        continue;
      }
      for (int d = 0; d < s.rank(); d++) {
        flat.add(s.shape()[d] == ShapedType.DYNAMIC
            ? OpFoldResult.of(dimOf(b, v, d))
            : OpFoldResult.of(IntegerAttr.get(o.context(), IndexType.get(o.context()), s.shape()[d])));
        flatExprs.add(maps.get(i).results().get(d));
      }
    }
    OpFoldResult[] ends = new OpFoldResult[numLoops];
    for (int l = 0; l < numLoops; l++) {
      for (int k = 0; k < flatExprs.size() && ends[l] == null; k++) {
        if (flatExprs.get(k) instanceof AffineDimExpr d && d.position() == l) {
          ends[l] = flat.get(k);
        }
      }
      if (ends[l] == null) {
        return;
      }
    }
    Value zero = b.constantIndex(0);
    Value one = b.constantIndex(1);
    Value nonEmpty = null;
    for (int l = 0; l < numLoops; l++) {
      Value start = b.constantIndex(0);
      Value end = valueOf(b, ends[l]);
      Value nonZero = b.create("index.cmp", List.of(start, end), List.of(b.i1()), "pred", pred(o, IndexCmpPredicate.SLT)).result(0);
      nonEmpty = nonEmpty == null ? nonZero : b.create1("arith.andi", b.i1(), nonEmpty, nonZero);
    }
    if (nonEmpty == null) {
      return;
    }
    PatternRewriter rw = b.rewriter();
    OperationState s = new OperationState(o.context(), o.context().opDef("scf.if"), o.location());
    s.addOperand(nonEmpty);
    Block then = new Block();
    s.addRegion().addBlock(then);
    s.addRegion();
    rw.create(s);
    Operation ip = rw.insertionPoint();
    rw.setInsertionPointToEnd(then);
    Operation yield = b.create("scf.yield", List.of(), List.of());
    rw.setInsertionPoint(yield);
    List<OpFoldResult> lasts = new ArrayList<>();
    for (int l = 0; l < numLoops; l++) {
      lasts.add(OpFoldResult.of(b.createOrFold("index.sub", b.index(), List.of(valueOf(b, ends[l]), one))));
    }
    List<OpFoldResult> firsts = new ArrayList<>();
    for (int l = 0; l < numLoops; l++) {
      firsts.add(OpFoldResult.of(IntegerAttr.get(o.context(), IndexType.get(o.context()), 0)));
    }
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (!(v.type() instanceof ShapedType st) || !st.hasRank()) {
        continue;
      }
      AffineMap map = maps.get(i);
      List<OpFoldResult> startIdx = new ArrayList<>();
      List<OpFoldResult> endIdx = new ArrayList<>();
      for (AffineExpr e : map.results()) {
        startIdx.add(AffineApplyBuilder.composedFoldedApply(rw, o.location(), toSymbols(e), firsts));
      }
      for (AffineExpr e : map.results()) {
        endIdx.add(AffineApplyBuilder.composedFoldedApply(rw, o.location(), toSymbols(e), lasts));
      }
      for (int d = 0; d < st.rank(); d++) {
        Value startIndex = valueOf(b, startIdx.get(d));
        Value endIndex = valueOf(b, endIdx.get(d));
        Value min = b.createOrFold("index.mins", b.index(), List.of(startIndex, endIndex));
        Value cmp = b.createOrFold("index.cmp", b.i1(), List.of(min, zero), "pred", pred(o, IndexCmpPredicate.SGE));
        b.assertOp(cmp, message.apply("unexpected negative result on dimension #" + d + " of input/output operand #" + i));
        Value max = b.createOrFold("index.maxs", b.index(), List.of(startIndex, endIndex));
        Value inferred = b.createOrFold("index.add", b.index(), List.of(max, one));
        Value actual = dimOf(b, v, d);
        IndexCmpPredicate p = map.results().get(d) instanceof AffineDimExpr ? IndexCmpPredicate.EQ : IndexCmpPredicate.SLE;
        cmp = b.createOrFold("index.cmp", b.i1(), List.of(inferred, actual), "pred", pred(o, p));
        b.assertOp(cmp, message.apply("dimension #" + d + " of input/output operand #" + i + " is incompatible with inferred dimension size"));
      }
    }
    if (ip != null) {
      rw.setInsertionPoint(ip);
    }
  }

  /**
   * {@code createOrFold<tensor.dim / memref.dim>}; MLIR's dim folders do not see through
   * tensor.empty (a canonicalization pattern does), so that dim is kept.
   */
  private static Value dimOf(CheckBuilder b, Value v, int d) {
    Operation def = v.definingOp();
    boolean fold = def == null || !def.name().equals("tensor.empty");
    return b.dim(v.type() instanceof TensorType ? "tensor.dim" : "memref.dim", v, d, fold);
  }

  private static IndexCmpPredicateAttr pred(Operation o, IndexCmpPredicate p) {
    return IndexCmpPredicateAttr.get(o.context(), p);
  }

  /** MLIR's getValueOrCreateConstantIndexOp: an attribute becomes a new {@code arith.constant}. */
  private static Value valueOf(CheckBuilder b, OpFoldResult r) {
    return switch (r) {
      case OpFoldResult.Folded(Value v) -> v;
      case OpFoldResult.Constant(org.jmlir.ir.attr.Attribute a) -> b.constantIndex(((IntegerAttr) a).value().longValue());
    };
  }

  /** The expression with loop dimension {@code di} read as symbol {@code si}. */
  static AffineExpr toSymbols(AffineExpr e) {
    return switch (e) {
      case AffineDimExpr d -> AffineExpr.symbol(d.position());
      case AffineSymbolExpr s -> s;
      case AffineConstantExpr c -> c;
      case AffineBinaryExpr x -> {
        AffineExpr l = toSymbols(x.lhs());
        AffineExpr r = toSymbols(x.rhs());
        yield switch (x.kind()) {
          case ADD -> l.add(r);
          case MUL -> l.mul(r);
          case MOD -> l.mod(r);
          case FLOOR_DIV -> l.floorDiv(r);
          case CEIL_DIV -> l.ceilDiv(r);
          default -> x;
        };
      }
    };
  }
}

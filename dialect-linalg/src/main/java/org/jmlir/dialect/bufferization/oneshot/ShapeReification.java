package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/** The dynamic sizes of a result where its op knows them (MLIR's ReifyRankedShapedTypeOpInterface, in part). */
final class ShapeReification {
  private ShapeReification() {}

  /** The dynamic sizes of {@code r}, or null when its op cannot tell. */
  static List<Value> reify(Bufferizer b, OpResult r) {
    Operation op = r.owner();
    RankedTensorType t = (RankedTensorType) r.type();
    if (op.name().equals("tensor.empty") || op.name().equals("bufferization.alloc_tensor") && BufferizationModels.allocTensorCopy(op) == null) {
      return new ArrayList<>(op.operands().subList(0, countDynamic(t)));
    }
    if (op.name().equals("tensor.splat")) {
      return new ArrayList<>(op.operands().subList(1, op.numOperands()));
    }
    if (op.name().equals("tensor.generate")) {
      return new ArrayList<>(op.operands());
    }
    if (op.name().equals("tensor.pad")) {
      return padSizes(b, op, t);
    }
    if (op.name().equals("tensor.concat")) {
      return concatSizes(b, op, t);
    }
    if (op instanceof LinalgOp l && r.index() < l.inits().size()) {
      Value init = l.inits().get(r.index());
      return dimsOf(b, op, init, t);
    }
    return null;
  }

  /** MLIR's PadOp::reifyResultShapes: each dynamic size is dim(source) + low + high, composed and folded. */
  private static List<Value> padSizes(Bufferizer b, Operation op, RankedTensorType t) {
    long[] low = OffsetsSizesStrides.statics(op, "static_low");
    long[] high = OffsetsSizesStrides.statics(op, "static_high");
    List<Value> dyn = op.operands().subList(1, op.numOperands());
    int lowDyn = 0;
    for (long l : low) {
      lowDyn += l == ShapedType.DYNAMIC ? 1 : 0;
    }
    int[] next = {0, lowDyn};
    List<Value> r = new ArrayList<>();
    Location loc = op.location();
    AffineExpr sum = AffineExpr.symbol(0).add(AffineExpr.symbol(1)).add(AffineExpr.symbol(2));
    for (int i = 0; i < t.rank(); i++) {
      OpFoldResult l = low[i] == ShapedType.DYNAMIC ? OpFoldResult.of(dyn.get(next[0]++)) : index(b, low[i]);
      OpFoldResult h = high[i] == ShapedType.DYNAMIC ? OpFoldResult.of(dyn.get(next[1]++)) : index(b, high[i]);
      if (t.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      long srcDim = ((RankedTensorType) op.operand(0).type()).shape()[i];
      OpFoldResult d;
      if (srcDim != ShapedType.DYNAMIC) {
        // createOrFold of the tensor.dim: its index constant, then the folded size as a constant.
        b.constantIndex(loc, i);
        b.constantIndex(loc, srcDim);
        d = index(b, srcDim);
      } else {
        d = OpFoldResult.of(b.tensorDim(loc, op.operand(0), i));
      }
      OpFoldResult size = AffineApplyBuilder.composedFoldedApply(b.rewriter(), loc, sum, List.of(d, l, h));
      r.add(size instanceof OpFoldResult.Folded f ? f.value()
          : b.constantIndex(loc, ((IntegerAttr) ((OpFoldResult.Constant) size).attribute()).value().longValue()));
    }
    return r;
  }

  /**
   * MLIR's ConcatOp::reifyResultShapes: the concatenated size is the sum of the inputs' sizes (each a
   * folded tensor.dim: a constant for a static size), composed and folded.
   */
  private static List<Value> concatSizes(Bufferizer b, Operation op, RankedTensorType t) {
    int dim = (int) ((IntegerAttr) op.attr("dim")).value().longValue();
    List<Value> r = new ArrayList<>();
    Location loc = op.location();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      if (i != dim) {
        r.add(b.tensorDim(loc, op.operand(0), i));
        continue;
      }
      AffineExpr sum = null;
      List<OpFoldResult> sizes = new ArrayList<>();
      for (int k = 0; k < op.numOperands(); k++) {
        Value in = op.operand(k);
        long n = ((RankedTensorType) in.type()).shape()[dim];
        if (n == ShapedType.DYNAMIC) {
          sizes.add(OpFoldResult.of(b.tensorDim(loc, in, dim)));
        } else {
          // createOrFold: the index constant, then the folded size as a constant.
          b.constantIndex(loc, dim);
          b.constantIndex(loc, n);
          sizes.add(index(b, n));
        }
        sum = sum == null ? AffineExpr.symbol(k) : sum.add(AffineExpr.symbol(k));
      }
      OpFoldResult size = AffineApplyBuilder.composedFoldedApply(b.rewriter(), loc, sum, sizes);
      r.add(size instanceof OpFoldResult.Folded f ? f.value()
          : b.constantIndex(loc, ((IntegerAttr) ((OpFoldResult.Constant) size).attribute()).value().longValue()));
    }
    return r;
  }

  static OpFoldResult index(Bufferizer b, long v) {
    return OpFoldResult.of(IntegerAttr.get(b.context(), IndexType.get(b.context()), v));
  }

  /** The dynamic sizes of tensor {@code v}: an empty tensor's operands, else tensor.dim ops. */
  static List<Value> dimsOf(Bufferizer b, Operation at, Value v, RankedTensorType t) {
    List<Value> r = new ArrayList<>();
    Operation def = v.definingOp();
    boolean empty = def != null && def.name().equals("tensor.empty");
    int k = 0;
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] == ShapedType.DYNAMIC) {
        r.add(empty ? def.operand(k++) : b.tensorDim(at.location(), v, i));
      }
    }
    return r;
  }

  static int countDynamic(ShapedType t) {
    int n = 0;
    for (long d : t.shape()) {
      n += d == ShapedType.DYNAMIC ? 1 : 0;
    }
    return n;
  }
}

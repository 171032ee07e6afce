package org.jmlir.conversion.vectortollvm;

import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's BroadcastOpLowering, which {@code convert-vector-to-llvm} applies before converting: a
 * broadcast of a vector becomes, one leading dimension at a time, {@code vector.extract}s, lower-rank
 * broadcasts and {@code vector.insert}s into a {@code ub.poison}; a 0-D or one-element 1-D source to a
 * 1-D result becomes the broadcast of its element. Broadcasts of scalars are left to the conversion.
 */
final class BroadcastLowering {
  private BroadcastLowering() {}

  static RewritePattern pattern() {
    return new NamedPattern("BroadcastOpLowering", "vector.broadcast", 1, BroadcastLowering::lower);
  }

  private static boolean lower(Operation op, PatternRewriter rw) {
    if (!(op.operand(0).type() instanceof VectorType src)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorType dst = (VectorType) op.result(0).type();
    Value source = op.operand(0);
    int srcRank = src.shape().length;
    int dstRank = dst.shape().length;
    if (srcRank <= 1 && dstRank == 1) {
      Value ext = create(rw, op, "vector.extract", List.of(source), src.elementType(), position(ctx, new long[srcRank]));
      rw.replaceOp(op, List.of(create(rw, op, "vector.broadcast", List.of(ext), dst)));
      return true;
    }
    VectorType rowType = VectorType.get(ctx, Arrays.copyOfRange(dst.shape(), 1, dstRank),
        Arrays.copyOfRange(dst.scalableDims(), 1, dstRank), dst.elementType());
    if (srcRank < dstRank) {
      Value row = create(rw, op, "vector.broadcast", List.of(source), rowType);
      Value result = create(rw, op, "ub.poison", List.of(), dst);
      for (long d = 0; d < dst.shape()[0]; d++) {
        result = create(rw, op, "vector.insert", List.of(row, result), dst, position(ctx, new long[] {d}));
      }
      rw.replaceOp(op, List.of(result));
      return true;
    }
    int m = -1;
    for (int r = 0; r < dstRank && m < 0; r++) {
      if (src.shape()[r] != dst.shape()[r]) {
        m = r;
      }
    }
    if (m < 0) {
      rw.replaceOp(op, List.of(source));
      return true;
    }
    VectorType srcRow = VectorType.get(ctx, Arrays.copyOfRange(src.shape(), 1, srcRank),
        Arrays.copyOfRange(src.scalableDims(), 1, srcRank), src.elementType());
    if (m == 0) {
      Value result = create(rw, op, "ub.poison", List.of(), dst);
      Value ext = create(rw, op, "vector.extract", List.of(source), srcRow, position(ctx, new long[] {0}));
      Value row = create(rw, op, "vector.broadcast", List.of(ext), rowType);
      for (long d = 0; d < dst.shape()[0]; d++) {
        result = create(rw, op, "vector.insert", List.of(row, result), dst, position(ctx, new long[] {d}));
      }
      rw.replaceOp(op, List.of(result));
      return true;
    }
    if (dst.scalableDims()[0]) {
      return false;
    }
    Value result = create(rw, op, "ub.poison", List.of(), dst);
    for (long d = 0; d < dst.shape()[0]; d++) {
      Value ext = create(rw, op, "vector.extract", List.of(source), srcRow, position(ctx, new long[] {d}));
      Value row = create(rw, op, "vector.broadcast", List.of(ext), rowType);
      result = create(rw, op, "vector.insert", List.of(row, result), dst, position(ctx, new long[] {d}));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static NamedAttribute position(MLIRContext ctx, long[] pos) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), pos));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }
}

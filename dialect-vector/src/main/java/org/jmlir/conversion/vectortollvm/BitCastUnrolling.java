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
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's UnrollBitCastOp, applied by {@code convert-vector-to-llvm} before converting: an n-D
 * {@code vector.bitcast} (n >= 2) becomes one 1-D bitcast per row, each row extracted from the
 * source and inserted, in row-major order, into a {@code ub.poison} of the result type.
 */
final class BitCastUnrolling {
  private BitCastUnrolling() {}

  static RewritePattern pattern() {
    return new NamedPattern("UnrollBitCastOp", "vector.bitcast", 1, BitCastUnrolling::unroll);
  }

  private static boolean unroll(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    int rank = res.shape().length;
    if (rank < 2) {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorType srcRow = VectorType.get(ctx, new long[] {src.shape()[rank - 1]},
        new boolean[] {src.scalableDims()[rank - 1]}, src.elementType());
    VectorType resRow = VectorType.get(ctx, new long[] {res.shape()[rank - 1]},
        new boolean[] {res.scalableDims()[rank - 1]}, res.elementType());
    Value acc = VectorTransferLowering.create(rw, op, "ub.poison", List.of(), List.of(res)).result(0);
    long[] lead = Arrays.copyOf(res.shape(), rank - 1);
    long[] pos = new long[rank - 1];
    long count = 1;
    for (long d : lead) {
      count *= d;
    }
    for (long n = 0; n < count; n++) {
      NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), pos.clone()));
      Value row = VectorTransferLowering.create(rw, op, "vector.extract", List.of(op.operand(0)), List.of(srcRow), at).result(0);
      Value cast = VectorTransferLowering.create(rw, op, "vector.bitcast", List.of(row), List.of(resRow)).result(0);
      acc = VectorTransferLowering.create(rw, op, "vector.insert", List.of(cast, acc), List.of(res), at).result(0);
      for (int d = rank - 2; d >= 0 && ++pos[d] == lead[d]; d--) {
        pos[d] = 0;
      }
    }
    rw.replaceOp(op, List.of(acc));
    return true;
  }
}

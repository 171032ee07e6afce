package org.jmlir.conversion.vectortollvm;

import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
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
 * MLIR 22's VectorFMAOpNDRewritePattern, applied by {@code convert-vector-to-llvm} before converting:
 * an n-D {@code vector.fma} (n >= 2) becomes one fma of rank n-1 per leading position, the operands'
 * rows extracted and the results inserted into a zero vector (a broadcast zero, which folds to a
 * splat constant); repeated down to 1-D.
 */
final class FmaUnrolling {
  private FmaUnrolling() {}

  static RewritePattern pattern() {
    return new NamedPattern("VectorFMAOpNDRewritePattern", "vector.fma", 1, FmaUnrolling::unroll);
  }

  private static boolean unroll(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.result(0).type();
    int rank = type.shape().length;
    if (rank < 2) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Value zero = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(type.elementType()),
        new NamedAttribute("value", ConstFold.zero(ctx, type.elementType()))).result(0);
    Value desc = create(rw, op, "vector.broadcast", List.of(zero), type);
    VectorType row = VectorType.get(ctx, Arrays.copyOfRange(type.shape(), 1, rank), Arrays.copyOfRange(type.scalableDims(), 1, rank),
        type.elementType());
    for (long i = 0; i < type.shape()[0]; i++) {
      NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
      Value l = create(rw, op, "vector.extract", List.of(op.operand(0)), row, at);
      Value r = create(rw, op, "vector.extract", List.of(op.operand(1)), row, at);
      Value a = create(rw, op, "vector.extract", List.of(op.operand(2)), row, at);
      Value fma = create(rw, op, "vector.fma", List.of(l, r, a), row);
      desc = create(rw, op, "vector.insert", List.of(fma, desc), type, at);
    }
    rw.replaceOp(op, List.of(desc));
    return true;
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }
}

package org.jmlir.conversion.vectortollvm;

import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorOp;
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
 * The vector-level lowering of {@code vector.transpose} that {@code convert-vector-to-llvm} applies
 * before converting, after MLIR 22's {@code TransposeOpLowering} with its default
 * {@code vector-transpose-lowering=eltwise}: every element (or every trailing sub-vector the
 * permutation leaves in place; a transpose of unit dimensions prints the same as MLIR's shape_cast
 * route) is extracted from the source and inserted at its permuted position
 * into a {@code ub.poison} vector. Scalable sources are left alone.
 */
final class TransposeLowering {
  private TransposeLowering() {}

  static RewritePattern pattern() {
    return new NamedPattern("TransposeOpLowering", "vector.transpose", 1, TransposeLowering::lower);
  }

  private static boolean lower(Operation op, PatternRewriter rw) {
    Value input = op.operand(0);
    VectorType in = (VectorType) input.type();
    VectorType res = (VectorType) op.result(0).type();
    long[] perm = ((VectorOp) op).longs("permutation");
    if (in.isScalable()) {
      return false;
    }
    // Trailing dimensions the permutation keeps in place stay vectors.
    int kept = perm.length;
    while (kept > 0 && perm[kept - 1] == kept - 1) {
      kept--;
    }
    long[] pruned = Arrays.copyOf(perm, kept);
    long[] shape = Arrays.copyOf(in.shape(), kept);
    MLIRContext ctx = rw.context();
    Type extracted = kept == perm.length ? in.elementType()
        : VectorType.get(ctx, Arrays.copyOfRange(in.shape(), kept, perm.length), in.elementType());
    Value result = create(rw, op, "ub.poison", List.of(), res);
    long total = 1;
    for (long d : shape) {
      total *= d;
    }
    for (long linear = 0; linear < total; linear++) {
      long[] from = new long[kept];
      long rest = linear;
      for (int i = kept - 1; i >= 0; i--) {
        from[i] = rest % shape[i];
        rest /= shape[i];
      }
      long[] to = new long[kept];
      for (int i = 0; i < kept; i++) {
        to[i] = from[(int) pruned[i]];
      }
      Value x = create(rw, op, "vector.extract", List.of(input), extracted, positions(ctx, from));
      result = create(rw, op, "vector.insert", List.of(x, result), res, positions(ctx, to));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }

  private static NamedAttribute positions(MLIRContext ctx, long[] p) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), p));
  }
}

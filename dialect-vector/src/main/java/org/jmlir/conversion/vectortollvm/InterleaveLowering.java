package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code vector.interleave} and {@code vector.deinterleave} in {@code convert-vector-to-llvm}, after
 * MLIR 22: n-D ones are first unrolled at vector level into 1-D ones over a zero constant
 * ({@code UnrollInterleaveOp}, {@code UnrollDeinterleaveOp}); a fixed 1-D (or 0-D) one becomes
 * {@code llvm.shufflevector}s, a scalable one the {@code llvm.intr.vector.(de)interleave2} intrinsic.
 */
final class InterleaveLowering {
  private InterleaveLowering() {}

  /** The vector-level unrolling of n-D interleaves and deinterleaves. */
  static List<RewritePattern> prePatterns() {
    return List.of(
        new NamedPattern("UnrollInterleaveOp", "vector.interleave", 1, InterleaveLowering::unrollInterleave),
        new NamedPattern("UnrollDeinterleaveOp", "vector.deinterleave", 1, InterleaveLowering::unrollDeinterleave));
  }

  /** The leading positions of {@code v} in row-major order; null when not unrollable to 1-D (createUnrollIterator). */
  private static List<long[]> leadingPositions(VectorType v) {
    int rank = v.shape().length;
    if (rank <= 1) {
      return null;
    }
    for (int i = 0; i < rank - 1; i++) {
      if (v.scalableDims()[i]) {
        return null;
      }
    }
    return VectorToLlvm.rows(v.shape());
  }

  private static boolean unrollInterleave(Operation op, PatternRewriter rw) {
    VectorType res = (VectorType) op.result(0).type();
    List<long[]> positions = leadingPositions(res);
    if (positions == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Value result = zero(rw, op, res);
    for (long[] pos : positions) {
      NamedAttribute at = position(ctx, pos);
      Value lhs = create(rw, op, "vector.extract", List.of(op.operand(0)), row(ctx, (VectorType) op.operand(0).type(), pos.length), at);
      Value rhs = create(rw, op, "vector.extract", List.of(op.operand(1)), row(ctx, (VectorType) op.operand(1).type(), pos.length), at);
      Value zipped = create(rw, op, "vector.interleave", List.of(lhs, rhs), row(ctx, res, pos.length));
      result = create(rw, op, "vector.insert", List.of(zipped, result), res, at);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static boolean unrollDeinterleave(Operation op, PatternRewriter rw) {
    VectorType res = (VectorType) op.result(0).type();
    List<long[]> positions = leadingPositions(res);
    if (positions == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Value even = zero(rw, op, res);
    Value odd = even;
    VectorType resRow = row(ctx, res, res.shape().length - 1);
    for (long[] pos : positions) {
      NamedAttribute at = position(ctx, pos);
      Value src = create(rw, op, "vector.extract", List.of(op.operand(0)), row(ctx, (VectorType) op.operand(0).type(), pos.length), at);
      Operation split = VectorTransferLowering.create(rw, op, "vector.deinterleave", List.of(src), List.of(resRow, resRow));
      even = create(rw, op, "vector.insert", List.of(split.result(0), even), res, at);
      odd = create(rw, op, "vector.insert", List.of(split.result(1), odd), res, at);
    }
    rw.replaceOp(op, List.of(even, odd));
    return true;
  }

  /** The conversions of 1-D (and 0-D) interleaves and deinterleaves to llvm. */
  static List<RewritePattern> patterns(LlvmTypeConverter tc) {
    return List.of(
        VectorToLlvm.pattern(tc, "vector.interleave", (b, op, in) -> {
          VectorType res = (VectorType) op.result(0).type();
          if (res.shape().length != 1) {
            return null;
          }
          Type t = tc.convertType(res);
          if (res.isScalable()) {
            return b.value(b.context().lookupOp("llvm.intr.vector.interleave2"), t, in);
          }
          long n = res.shape()[0];
          long[] mask = new long[(int) n];
          for (int i = 0; i < n / 2; i++) {
            mask[2 * i] = i;
            mask[2 * i + 1] = n / 2 + i;
          }
          return b.value(LlvmOps.SHUFFLEVECTOR, t, in, "mask", b.i32Array(mask));
        }),
        ConversionPattern.of("vector.deinterleave", tc, (op, operands, rw) -> {
          VectorType res = (VectorType) op.result(0).type();
          VectorType src = (VectorType) op.operand(0).type();
          if (res.shape().length != 1) {
            return false;
          }
          LlvmBuilder b = new LlvmBuilder(rw, op.location());
          Type t = tc.convertType(res);
          if (res.isScalable()) {
            Value both = b.value(b.context().lookupOp("llvm.intr.vector.deinterleave2"),
                LlvmStructType.getLiteral(b.context(), List.of(t, t), false), List.of(operands.get(0)));
            rw.replaceOp(op, List.of(b.extractValue(t, both, 0), b.extractValue(t, both, 1)));
            return true;
          }
          long n = src.shape()[0];
          long[] evens = new long[(int) (n / 2)];
          long[] odds = new long[(int) (n / 2)];
          for (int i = 0; i < n / 2; i++) {
            evens[i] = 2L * i;
            odds[i] = 2L * i + 1;
          }
          Value poison = b.poison(src);
          Value even = b.value(LlvmOps.SHUFFLEVECTOR, t, List.of(operands.get(0), poison), "mask", b.i32Array(evens));
          Value odd = b.value(LlvmOps.SHUFFLEVECTOR, t, List.of(operands.get(0), poison), "mask", b.i32Array(odds));
          rw.replaceOp(op, List.of(even, odd));
          return true;
        }));
  }

  private static Value zero(PatternRewriter rw, Operation at, VectorType t) {
    return VectorTransferLowering.create(rw, at, "arith.constant", List.of(), List.of(t),
        new NamedAttribute("value", ConstFold.zero(rw.context(), t))).result(0);
  }

  private static VectorType row(MLIRContext ctx, VectorType v, int drop) {
    int rank = v.shape().length;
    return VectorType.get(ctx, Arrays.copyOfRange(v.shape(), drop, rank), Arrays.copyOfRange(v.scalableDims(), drop, rank),
        v.elementType());
  }

  private static NamedAttribute position(MLIRContext ctx, long[] pos) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), pos));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, new ArrayList<>(List.of(type)), props).result(0);
  }
}

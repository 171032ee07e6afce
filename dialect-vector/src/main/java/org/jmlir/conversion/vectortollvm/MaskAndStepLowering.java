package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Vector-level rewrites {@code convert-vector-to-llvm} applies before converting, after MLIR 22: a
 * {@code vector.constant_mask} becomes an {@code arith.constant} of its i1 values (ConstantMaskOpLowering),
 * a fixed-length {@code vector.step} the constant {@code [0, 1, ...]} (StepToArithConstantOpRewrite),
 * an n-D {@code vector.to_elements} one {@code to_elements} per row of extracted 1-D vectors
 * (UnrollToElements), and an n-D {@code vector.from_elements} rows inserted into a {@code ub.poison}
 * (UnrollFromElements).
 */
final class MaskAndStepLowering {
  private MaskAndStepLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("ConstantMaskOpLowering", "vector.constant_mask", 1, MaskAndStepLowering::constantMask),
        new NamedPattern("StepToArithConstantOpRewrite", "vector.step", 1, MaskAndStepLowering::step),
        new NamedPattern("UnrollToElements", "vector.to_elements", 1, MaskAndStepLowering::unrollToElements),
        new NamedPattern("UnrollFromElements", "vector.from_elements", 1, MaskAndStepLowering::unrollFromElements));
  }

  /** The type of one leading position of {@code type}, or null when it is not n-D with a fixed leading dim. */
  private static VectorType unrollableRow(MLIRContext ctx, VectorType type) {
    int rank = type.shape().length;
    if (rank < 2 || type.scalableDims()[0]) {
      return null;
    }
    return VectorType.get(ctx, java.util.Arrays.copyOfRange(type.shape(), 1, rank),
        java.util.Arrays.copyOfRange(type.scalableDims(), 1, rank), type.elementType());
  }

  /** An n-D from_elements: a ub.poison with one 1-D (lower-rank) from_elements inserted per leading position. */
  private static boolean unrollFromElements(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.result(0).type();
    VectorType row = unrollableRow(rw.context(), type);
    if (row == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    int per = op.numOperands() / (int) type.shape()[0];
    Value result = VectorTransferLowering.create(rw, op, "ub.poison", List.of(), List.of(type)).result(0);
    for (int i = 0; i < type.shape()[0]; i++) {
      Value sub = VectorTransferLowering.create(rw, op, "vector.from_elements", op.operands().subList(i * per, (i + 1) * per), List.of(row))
          .result(0);
      NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
      result = VectorTransferLowering.create(rw, op, "vector.insert", List.of(sub, result), List.of(type), at).result(0);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static boolean constantMask(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.result(0).type();
    long[] sizes = ((VectorOp) op).longs("mask_dim_sizes");
    int rank = type.shape().length;
    if (rank > 1 && type.scalableDims()[0]) {
      return false;
    }
    long n = 1;
    for (long d : type.shape()) {
      n *= d;
    }
    boolean[] values = new boolean[(int) n];
    boolean all = true;
    boolean none = true;
    for (int i = 0; i < n; i++) {
      long rest = i;
      boolean in = true;
      for (int d = rank - 1; d >= 0; d--) {
        long idx = rest % type.shape()[d];
        rest /= type.shape()[d];
        in &= rank == 0 ? sizes[0] == 1 : idx < sizes[d];
      }
      if (rank == 0) {
        in = sizes[0] == 1;
      }
      values[i] = in;
      all &= in;
      none &= !in;
    }
    // A scalable dimension is all set or none set (the verifier's rule).
    if (type.isScalable()) {
      boolean trailing = sizes[rank - 1] != 0;
      long lead = rank > 1 ? sizes[0] : type.shape()[0];
      if (trailing && rank > 1 && lead > 0 && lead < type.shape()[0]) {
        // Some leading rows set: MLIR's n-D lowering, a constant mask of the row type inserted into
        // an all-false vector at each set row.
        MLIRContext ctx = rw.context();
        VectorType row = unrollableRow(ctx, type);
        Value rowMask = VectorTransferLowering.create(rw, op, "vector.constant_mask", List.of(), List.of(row),
            new NamedAttribute("mask_dim_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64),
                java.util.Arrays.copyOfRange(sizes, 1, rank)))).result(0);
        Value result = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(type),
            new NamedAttribute("value", boolSplat(ctx, type, false))).result(0);
        for (long d = 0; d < lead; d++) {
          NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {d}));
          result = VectorTransferLowering.create(rw, op, "vector.insert", List.of(rowMask, result), List.of(type), at).result(0);
        }
        rw.replaceOp(op, List.of(result));
        return true;
      }
      all = trailing && (rank == 1 || lead == type.shape()[0]);
      none = !all;
    }
    replaceWithConstant(rw, op, type, values, all || none);
    return true;
  }

  /** {@code dense<value>} of the i1 vector type {@code type} (scalable ones included). */
  private static DenseIntOrFPElementsAttr boolSplat(MLIRContext ctx, VectorType type, boolean value) {
    VectorType one = VectorType.get(ctx, new long[] {1}, IntegerType.get(ctx, 1));
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, ShapedFolds.dense(ctx, one, List.of(IntegerAttr.bool(ctx, value))).rawData(), true);
  }

  private static void replaceWithConstant(PatternRewriter rw, Operation op, VectorType type, boolean[] values, boolean splat) {
    MLIRContext ctx = rw.context();
    IntegerType i1 = IntegerType.get(ctx, 1);
    List<Attribute> scalars = new ArrayList<>();
    for (int i = 0; i < (splat ? 1 : values.length); i++) {
      scalars.add(IntegerAttr.bool(ctx, values.length > 0 && values[i]));
    }
    DenseIntOrFPElementsAttr attr = splat ? boolSplat(ctx, type, values.length > 0 && values[0]) : ShapedFolds.dense(ctx, type, scalars);
    Value c = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(type), new NamedAttribute("value", attr)).result(0);
    rw.replaceOp(op, List.of(c));
  }

  private static boolean step(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.result(0).type();
    if (type.isScalable()) {
      return false;
    }
    MLIRContext ctx = rw.context();
    List<Attribute> scalars = new ArrayList<>();
    for (long i = 0; i < type.shape()[0]; i++) {
      scalars.add(IntegerAttr.get(ctx, IndexType.get(ctx), i));
    }
    Value c = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(type),
        new NamedAttribute("value", ShapedFolds.dense(ctx, type, scalars))).result(0);
    rw.replaceOp(op, List.of(c));
    return true;
  }

  private static boolean unrollToElements(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.operand(0).type();
    VectorType row = unrollableRow(rw.context(), type);
    if (row == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    List<Value> rows = new ArrayList<>();
    for (long i = 0; i < type.shape()[0]; i++) {
      NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
      rows.add(VectorTransferLowering.create(rw, op, "vector.extract", List.of(op.operand(0)), List.of(row), at).result(0));
    }
    List<Value> results = new ArrayList<>();
    long per = 1;
    for (long d : row.shape()) {
      per *= d;
    }
    for (Value r : rows) {
      List<Type> types = new ArrayList<>();
      for (long k = 0; k < per; k++) {
        types.add(type.elementType());
      }
      results.addAll(VectorTransferLowering.create(rw, op, "vector.to_elements", List.of(r), types).results());
    }
    rw.replaceOp(op, results);
    return true;
  }
}

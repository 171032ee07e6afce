package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-level lowering of strided slices that {@code convert-vector-to-llvm} applies before
 * converting, after MLIR 22's strided-slice transforms: a 1-D {@code extract_strided_slice} is a
 * {@code vector.shuffle} of the source with itself; a 2-D one slicing both dimensions is decomposed
 * row by row (extract, slice of the row, insert into a zero vector); a 1-D {@code insert_strided_slice} is two shuffles
 * (the source widened to the destination's length, then merged into it). Slices that select the
 * whole source are the source itself. A 2-D extract of whole scalable rows moves the rows. An n-D
 * insert goes row by row (or through the destination's sub-vector of the source's rank) down to the
 * 1-D shuffles. Deeper or row-only extracts and other scalable slices are left alone.
 */
final class StridedSliceLowering {
  private StridedSliceLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(new NamedPattern("ExtractStridedSliceLowering", "vector.extract_strided_slice", 1, StridedSliceLowering::extract),
        new NamedPattern("InsertStridedSliceIntoShuffle", "vector.insert_strided_slice", 1, StridedSliceLowering::insert));
  }

  /**
   * MLIR's three extract_strided_slice rewrites: a single offset on a fixed-size vector (of any rank)
   * is a vector.shuffle along the leading dim (Convert1DExtractStridedSliceIntoShuffle); a single
   * offset on a scalable vector extracts the leading-dim entries and inserts them into a zero
   * constant (Convert1DExtractStridedSliceIntoExtractInsertChain); more offsets extract each leading
   * row, slice it with a lower-rank extract_strided_slice and insert it into a zero constant
   * (DecomposeNDExtractStridedSlice). A slice of the whole vector is its source.
   */
  private static boolean extract(Operation op, PatternRewriter rw) {
    VectorOp v = (VectorOp) op;
    VectorType res = (VectorType) op.result(0).type();
    VectorType src = (VectorType) op.operand(0).type();
    long[] offsets = v.longs("offsets");
    long[] sizes = v.longs("sizes");
    long[] strides = v.longs("strides");
    if (src.equals(res)) {
      rw.replaceOp(op, List.of(op.operand(0)));
      return true;
    }
    if (offsets.length == 0) {
      return false;
    }
    MLIRContext ctx = rw.context();
    boolean scalable = res.isScalable() || src.isScalable();
    if (offsets.length == 1 && !scalable) {
      long[] mask = new long[(int) sizes[0]];
      for (int i = 0; i < mask.length; i++) {
        mask[i] = offsets[0] + i * strides[0];
      }
      rw.replaceOp(op, List.of(create(rw, op, "vector.shuffle", List.of(op.operand(0), op.operand(0)), res,
          new NamedAttribute("mask", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), mask)))));
      return true;
    }
    int rank = src.shape().length;
    Type row = rank == 1 ? src.elementType()
        : VectorType.get(ctx, Arrays.copyOfRange(src.shape(), 1, rank), Arrays.copyOfRange(src.scalableDims(), 1, rank),
            src.elementType());
    if (offsets.length == 1) {
      // Scalable: one extract per taken entry first, then the inserts into a zero vector.
      List<Value> taken = new java.util.ArrayList<>();
      for (long off = offsets[0]; off < offsets[0] + sizes[0] * strides[0]; off += strides[0]) {
        taken.add(create(rw, op, "vector.extract", List.of(op.operand(0)), row, positions(ctx, off)));
      }
      Value result = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(res),
          new NamedAttribute("value", ConstFold.zero(ctx, res))).result(0);
      for (int i = 0; i < taken.size(); i++) {
        result = create(rw, op, "vector.insert", List.of(taken.get(i), result), res, positions(ctx, i));
      }
      rw.replaceOp(op, List.of(result));
      return true;
    }
    Value result = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(res),
        new NamedAttribute("value", ConstFold.zero(ctx, res))).result(0);
    int resRank = res.shape().length;
    Type slicedRow = VectorType.get(ctx, Arrays.copyOfRange(res.shape(), 1, resRank),
        Arrays.copyOfRange(res.scalableDims(), 1, resRank), res.elementType());
    for (long off = offsets[0], idx = 0; off < offsets[0] + sizes[0] * strides[0]; off += strides[0], idx++) {
      Value one = create(rw, op, "vector.extract", List.of(op.operand(0)), row, positions(ctx, off));
      Value sliced = create(rw, op, "vector.extract_strided_slice", List.of(one), slicedRow,
              new NamedAttribute("offsets", i64Array(ctx, Arrays.copyOfRange(offsets, 1, offsets.length))),
              new NamedAttribute("sizes", i64Array(ctx, Arrays.copyOfRange(sizes, 1, sizes.length))),
              new NamedAttribute("strides", i64Array(ctx, Arrays.copyOfRange(strides, 1, strides.length))));
      result = create(rw, op, "vector.insert", List.of(sliced, result), res, positions(ctx, idx));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static boolean insert(Operation op, PatternRewriter rw) {
    VectorOp v = (VectorOp) op;
    VectorType src = (VectorType) op.operand(0).type();
    VectorType dst = (VectorType) op.operand(1).type();
    if (src.equals(dst)) {
      rw.replaceOp(op, List.of(op.operand(0)));
      return true;
    }
    MLIRContext ctx = rw.context();
    long[] offsets = v.longs("offsets");
    long[] strides = v.longs("strides");
    int rankDiff = dst.shape().length - src.shape().length;
    if (rankDiff > 0 && offsets.length > 0) {
      // MLIR's VectorInsertStridedSliceOpDifferentRankRewritePattern: the destination's sub-vector of
      // the source's rank, a same-rank insert into it, and that sub-vector inserted back.
      long[] lead = Arrays.copyOf(offsets, rankDiff);
      VectorType sub = rowType(ctx, dst, rankDiff);
      Value extracted = create(rw, op, "vector.extract", List.of(op.operand(1)), sub, positions(ctx, lead));
      Value inner = create(rw, op, "vector.insert_strided_slice", List.of(op.operand(0), extracted), sub,
          new NamedAttribute("offsets", i64Array(ctx, Arrays.copyOfRange(offsets, rankDiff, offsets.length))),
          new NamedAttribute("strides", i64Array(ctx, strides)));
      rw.replaceOp(op, List.of(create(rw, op, "vector.insert", List.of(inner, op.operand(1)), dst, positions(ctx, lead))));
      return true;
    }
    if (rankDiff == 0 && src.shape().length > 1) {
      // MLIR's VectorInsertStridedSliceOpSameRankRewritePattern: row by row, each source row inserted
      // (by a lower-rank insert_strided_slice) into the destination's row at its offset.
      VectorType srcRow = rowType(ctx, src, 1);
      VectorType dstRow = rowType(ctx, dst, 1);
      Value res = op.operand(1);
      for (long off = offsets[0], idx = 0; off < offsets[0] + src.shape()[0] * strides[0]; off += strides[0], idx++) {
        Value row = create(rw, op, "vector.extract", List.of(op.operand(0)), srcRow, positions(ctx, idx));
        Value destRow = create(rw, op, "vector.extract", List.of(op.operand(1)), dstRow, positions(ctx, off));
        row = create(rw, op, "vector.insert_strided_slice", List.of(row, destRow), dstRow,
            new NamedAttribute("offsets", i64Array(ctx, Arrays.copyOfRange(offsets, 1, offsets.length))),
            new NamedAttribute("strides", i64Array(ctx, Arrays.copyOfRange(strides, 1, strides.length))));
        res = create(rw, op, "vector.insert", List.of(row, res), dst, positions(ctx, off));
      }
      rw.replaceOp(op, List.of(res));
      return true;
    }
    if (src.shape().length != 1 || dst.shape().length != 1 || src.isScalable() || dst.isScalable()) {
      return false;
    }
    long srcDim = src.shape()[0];
    long dstDim = dst.shape()[0];
    long offset = offsets[0];
    long stride = strides[0];
    long[] widen = new long[(int) dstDim];
    for (int i = 0; i < widen.length; i++) {
      widen[i] = i < srcDim ? i : 0;
    }
    Value wide = create(rw, op, "vector.shuffle", List.of(op.operand(0), op.operand(0)), dst,
        new NamedAttribute("mask", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), widen)));
    long[] merge = new long[(int) dstDim];
    for (int i = 0; i < merge.length; i++) {
      boolean fromSource = i >= offset && i < offset + srcDim * stride && (i - offset) % stride == 0;
      merge[i] = fromSource ? (i - offset) / stride : dstDim + i;
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.shuffle", List.of(wide, op.operand(1)), dst,
        new NamedAttribute("mask", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), merge)))));
    return true;
  }

  /** {@code type} without its {@code drop} leading dimensions. */
  private static VectorType rowType(MLIRContext ctx, VectorType type, int drop) {
    int rank = type.shape().length;
    return VectorType.get(ctx, Arrays.copyOfRange(type.shape(), drop, rank), Arrays.copyOfRange(type.scalableDims(), drop, rank),
        type.elementType());
  }

  static ArrayAttr i64Array(MLIRContext ctx, long[] values) {
    List<Attribute> out = new ArrayList<>();
    for (long x : values) {
      out.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), x));
    }
    return ArrayAttr.get(ctx, out);
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }

  static NamedAttribute positions(MLIRContext ctx, long... p) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), p));
  }
}

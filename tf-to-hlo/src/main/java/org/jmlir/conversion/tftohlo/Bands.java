package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/**
 * The diagonal ops over a band of diagonals k = (lo, hi) (MatrixDiagPartV2/V3, MatrixDiagV2/V3,
 * MatrixSetDiagV2/V3 with k other than 0, and MatrixDiag with a rectangular result). The shapes
 * are static, so the position of every element is known at compile time: one gather with
 * constant indices moves the elements (matrix and diagonals flattened per batch), and a constant
 * mask puts the padding value (or, for MatrixSetDiag, the input) where no element goes.
 *
 * <p>Diagonal d = hi - i is row i of the packed form; it holds min(rows + min(d, 0), cols -
 * max(d, 0)) elements, aligned within max_diag_len by {@code align} (V3: "RIGHT_LEFT" by default,
 * superdiagonals first; V2: left-aligned, "LEFT_LEFT").
 */
final class Bands {
  private Bands() {}

  /** k as (lo, hi) from operand {@code index}, or null when it is not a constant of one or two elements. */
  private static long[] k(Operation op, int index) {
    long[] k = TfShapes.constInts(op.operand(index));
    if (k == null || k.length < 1 || k.length > 2) {
      return null;
    }
    return new long[] {k[0], k[k.length - 1]};
  }

  /** Whether superdiagonals (0) and subdiagonals (1) are left-aligned. */
  private static boolean[] leftAligned(Operation op) {
    String align = op.name().endsWith("V3") ? TfShapes.stringAttr(op, "align", "RIGHT_LEFT") : "LEFT_LEFT";
    String[] parts = align.split("_");
    return new boolean[] {parts[0].equals("LEFT"), parts.length > 1 && parts[1].equals("LEFT")};
  }

  private static long length(long rows, long cols, long d) {
    return Math.min(rows + Math.min(d, 0), cols - Math.max(d, 0));
  }

  /** Where diagonal d's elements start within a packed row of {@code maxLen}. */
  private static long offset(boolean[] left, long rows, long cols, long d, long maxLen) {
    boolean l = (d >= 0 && left[0]) || (d <= 0 && left[1]);
    return l ? 0 : maxLen - length(rows, cols, d);
  }

  private static long product(long[] shape, int from, int to) {
    long p = 1;
    for (int i = from; i < to; i++) {
      p *= shape[i];
    }
    return p;
  }

  /**
   * Element {@code indices[i]} of each batch row of {@code flat} ([B, K]), reshaped to {@code shape}
   * (whose last {@code inner} dimensions hold the P indices), or, where {@code indices[i]} is
   * negative, {@code fill} (rank 0, or of {@code shape}).
   */
  private static Value gather(Emit e, Value flat, long[] indices, long[] shape, int inner, Value fill) {
    RankedTensorType t = (RankedTensorType) flat.type();
    long b = t.shape()[0];
    int p = indices.length;
    BigInteger[] idx = new BigInteger[p];
    BigInteger[] valid = new BigInteger[p];
    for (int i = 0; i < p; i++) {
      idx[i] = BigInteger.valueOf(Math.max(indices[i], 0));
      valid[i] = indices[i] >= 0 ? BigInteger.ONE : BigInteger.ZERO;
    }
    Value at = e.constant(ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, new long[] {p, 1}, IntegerType.get(e.ctx, 32)), idx));
    GatherDimensionNumbersAttr dn = GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[] {0}, new long[] {1}, new long[0], new long[0],
        new long[] {1}, 1);
    Value g = e.op("gather", List.of(flat, at), RankedTensorType.get(e.ctx, new long[] {b, p}, t.elementType()),
        e.attr("dimension_numbers", dn), e.attr("slice_sizes", e.dims(new long[] {b, 1})),
        e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false)));
    RankedTensorType out = RankedTensorType.get(e.ctx, shape, t.elementType());
    Value v = e.reshape(g, out);
    boolean all = true;
    for (long i : indices) {
      all &= i >= 0;
    }
    if (all) {
      return v;
    }
    // The mask over the trailing dimensions holding the P positions, broadcast over the batch.
    long[] innerShape = java.util.Arrays.copyOfRange(shape, shape.length - inner, shape.length);
    IntegerType i1 = IntegerType.get(e.ctx, 1);
    Value mask = e.constant(ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, innerShape, i1), valid));
    long[] dims = new long[inner];
    for (int i = 0; i < inner; i++) {
      dims[i] = shape.length - inner + i;
    }
    Value m = inner == shape.length ? mask : e.broadcastInDim(mask, dims, RankedTensorType.get(e.ctx, shape, i1));
    Value f = ((RankedTensorType) fill.type()).rank() == 0 ? e.broadcastInDim(fill, new long[0], out) : fill;
    return e.put(e.b.select(m, v, f));
  }

  private static Value flatten(Emit e, Value x, int batch) {
    RankedTensorType t = (RankedTensorType) x.type();
    long[] flat = {product(t.shape(), 0, batch), product(t.shape(), batch, t.rank())};
    return e.reshape(x, RankedTensorType.get(e.ctx, flat, t.elementType()));
  }

  /** MatrixDiagPartV2/V3 of static {@code x} ([..., rows, cols]): the packed diagonals lo..hi. */
  static boolean part(Operation op, Emit e, Reasons why, RankedTensorType x) {
    long[] k = k(op, 1);
    if (k == null) {
      return why.attribute(op, "k is not a constant of one or two elements");
    }
    int r = x.rank();
    long rows = x.shape()[r - 2];
    long cols = x.shape()[r - 1];
    long lo = k[0];
    long hi = k[1];
    if (lo > hi || lo <= -rows || hi >= cols) {
      return why.attribute(op, "k = (" + lo + ", " + hi + ") outside the matrix or decreasing");
    }
    boolean[] left = leftAligned(op);
    long n = hi - lo + 1;
    if (rows * cols > LinalgPatterns.LARGEST_CONSTANT) {
      return why.attribute(op, "matrices too large to index at compile time");
    }
    long maxLen = Math.min(rows + Math.min(hi, 0), cols - Math.max(lo, 0));
    long[] indices = new long[(int) (n * maxLen)];
    for (long di = 0; di < n; di++) {
      long d = hi - di;
      long off = offset(left, rows, cols, d, maxLen);
      long len = length(rows, cols, d);
      for (long i = 0; i < maxLen; i++) {
        long j = i - off;
        long row = d >= 0 ? j : j - d;
        long col = d >= 0 ? j + d : j;
        indices[(int) (di * maxLen + i)] = j >= 0 && j < len ? row * cols + col : -1;
      }
    }
    long[] shape = java.util.Arrays.copyOf(x.shape(), n == 1 ? r - 1 : r);
    if (n == 1) {
      shape[r - 2] = maxLen;
    } else {
      shape[r - 2] = n;
      shape[r - 1] = maxLen;
    }
    Value pad = op.numOperands() > 2 ? op.operand(2) : e.scalar(x.elementType(), 0);
    e.replace(BoundedPatterns.cast(e, gather(e, flatten(e, op.operand(0), r - 2), indices, shape, n == 1 ? 1 : 2, pad), op.result(0).type()));
    return true;
  }

  /**
   * MatrixDiagV2/V3 (fill: the padding value, or zeros when null) and MatrixSetDiagV2/V3 (fill:
   * the input): a [..., rows, cols] matrix of {@code result}'s shape from the packed diagonals.
   */
  static boolean build(Operation op, Emit e, Reasons why, RankedTensorType diag, RankedTensorType result, Value fill) {
    if (diag == null || result == null || !result.hasStaticShape()) {
      return why.dynamic(op, "the diagonals and the result must be static");
    }
    long[] k = op.numOperands() > 1 && !op.name().equals("tf.MatrixSetDiag") && !op.name().equals("tf.MatrixDiag")
        ? k(op, op.name().startsWith("tf.MatrixSetDiag") ? 2 : 1) : new long[] {0, 0};
    if (k == null) {
      return why.attribute(op, "k is not a constant of one or two elements");
    }
    int r = result.rank();
    long rows = result.shape()[r - 2];
    long cols = result.shape()[r - 1];
    long lo = k[0];
    long hi = k[1];
    long n = hi - lo + 1;
    int batch = r - 2;
    if (lo > hi || diag.rank() != (n == 1 ? r - 1 : r)) {
      return why.attribute(op, "k = (" + lo + ", " + hi + ") does not match the diagonals' rank");
    }
    long len = diag.shape()[diag.rank() - 1];
    if (n > 1 && diag.shape()[diag.rank() - 2] != n) {
      return why.attribute(op, "the diagonals are not " + n + " rows");
    }
    if (rows * cols > LinalgPatterns.LARGEST_CONSTANT || len * n > LinalgPatterns.LARGEST_CONSTANT) {
      return why.attribute(op, "matrices too large to index at compile time");
    }
    boolean[] left = leftAligned(op);
    long[] indices = new long[(int) (rows * cols)];
    for (long row = 0; row < rows; row++) {
      for (long col = 0; col < cols; col++) {
        long d = col - row;
        long at = -1;
        if (d >= lo && d <= hi) {
          long i = (d >= 0 ? row : col) + offset(left, rows, cols, d, len);
          if (i >= 0 && i < len) {
            at = (hi - d) * len + i;
          }
        }
        indices[(int) (row * cols + col)] = at;
      }
    }
    Value f = fill != null ? fill : e.scalar(diag.elementType(), 0);
    e.replace(BoundedPatterns.cast(e, gather(e, flatten(e, op.operand(op.name().startsWith("tf.MatrixSetDiag") ? 1 : 0), batch), indices,
        result.shape(), 2, f), op.result(0).type()));
    return true;
  }
}

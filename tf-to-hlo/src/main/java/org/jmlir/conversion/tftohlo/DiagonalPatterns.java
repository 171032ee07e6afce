package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The main-diagonal ops of batched matrices (MatrixDiag/Part/SetDiag and their V2/V3 forms with
 * k = 0: an iota comparison marks the diagonal; DiagPart sums each row or column of the masked
 * matrix; other diagonals and bands: {@link Bands}) and SparseToDense (the default value broadcast to the output shape, the values scattered
 * at the indices).
 */
final class DiagonalPatterns {
  private DiagonalPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    for (String v : new String[] {"", "V2", "V3"}) {
      out.add(p("tf.MatrixDiagPart" + v, (op, e) -> diagPart(op, e, why)));
      out.add(p("tf.MatrixDiag" + v, (op, e) -> diag(op, e, why)));
      out.add(p("tf.MatrixSetDiag" + v, (op, e) -> setDiag(op, e, why)));
    }
    out.add(p("tf.SparseToDense", (op, e) -> sparseToDense(op, e, why)));
  }

  /** Whether operand {@code index}, when present (the V2/V3 forms), is the constant k = 0. */
  private static boolean mainDiagonal(Operation op, int index) {
    if (op.numOperands() <= index) {
      return true;
    }
    long[] k = TfShapes.constInts(op.operand(index));
    return k != null && k.length >= 1 && k[0] == 0 && (k.length == 1 || k[1] == 0);
  }

  /** The i1 mask of the main diagonal over the last two dimensions of {@code shape}. */
  private static Value mask(Emit e, long[] shape) {
    int r = shape.length;
    RankedTensorType grid = TfShapes.tensor(e.ctx, new long[] {shape[r - 2], shape[r - 1]}, IntegerType.get(e.ctx, 32));
    Value eq = e.compare("EQ", e.put(e.b.iota(grid, 0)), e.put(e.b.iota(grid, 1)));
    return e.broadcastInDim(eq, new long[] {r - 2, r - 1}, TfShapes.tensor(e.ctx, shape, IntegerType.get(e.ctx, 1)));
  }

  /** {@code diagonal} ([..., n]) spread over a [..., rows, cols] shape along the dimension it indexes. */
  private static Value spread(Emit e, Value diagonal, long[] shape) {
    int r = shape.length;
    long[] dims = new long[r - 1];
    for (int i = 0; i < r - 2; i++) {
      dims[i] = i;
    }
    // The diagonal's length is min(rows, cols): it indexes the rows when they are fewer.
    dims[r - 2] = shape[r - 2] <= shape[r - 1] ? r - 2 : r - 1;
    return e.broadcastInDim(diagonal, dims, TfShapes.tensor(e.ctx, shape, TfShapes.element(diagonal.type())));
  }

  private static boolean diagPart(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() < 2) {
      return why.dynamic(op, "the input must be static, of rank 2 or more");
    }
    if (!mainDiagonal(op, 1)) {
      return Bands.part(op, e, why, x);
    }
    int r = x.rank();
    // The main diagonal lies inside the matrix: the padding value of the V2/V3 forms is not used.
    Value zeros = e.put(e.b.select(mask(e, x.shape()), op.operand(0), e.splat(x, BigInteger.ZERO)));
    long reduced = x.shape()[r - 2] <= x.shape()[r - 1] ? r - 1 : r - 2;
    e.replace(BoundedPatterns.cast(e, e.reduce(zeros, e.scalar(x.elementType(), 0), new long[] {reduced}, "add"), op.result(0).type()));
    return true;
  }

  private static boolean diag(Operation op, Emit e, Reasons why) {
    RankedTensorType d = TfShapes.staticTensor(op.operand(0));
    if (d == null || d.rank() < 1 || !(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "the diagonal and the result must be static");
    }
    long n = d.shape()[d.rank() - 1];
    if (!mainDiagonal(op, 1) || r.shape()[r.rank() - 2] != n || r.shape()[r.rank() - 1] != n) {
      return Bands.build(op, e, why, d, r, op.numOperands() > 4 ? op.operand(4) : null);
    }
    Value fill = op.numOperands() > 4 ? e.broadcastInDim(op.operand(4), new long[0], r) : e.splat(r, BigInteger.ZERO);
    e.replace(e.put(e.b.select(mask(e, r.shape()), spread(e, op.operand(0), r.shape()), fill)));
    return true;
  }

  private static boolean setDiag(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() < 2 || TfShapes.staticTensor(op.operand(1)) == null) {
      return why.dynamic(op, "the input and the diagonal must be static");
    }
    if (!mainDiagonal(op, 2)) {
      return Bands.build(op, e, why, TfShapes.staticTensor(op.operand(1)), x, op.operand(0));
    }
    e.replace(e.put(e.b.select(mask(e, x.shape()), spread(e, op.operand(1), x.shape()), op.operand(0))));
    return true;
  }

  /** SparseToDense: scatter (replacing) of the values at the indices into the broadcast default. */
  private static boolean sparseToDense(Operation op, Emit e, Reasons why) {
    RankedTensorType indices = TfShapes.staticTensor(op.operand(0));
    long[] shape = TfShapes.constInts(op.operand(1));
    if (shape == null) {
      return why.attribute(op, "output_shape is not a constant");
    }
    if (indices == null || indices.rank() > 2) {
      return why.dynamic(op, "the indices must be static, of rank 2 at most");
    }
    long n = indices.rank() == 0 ? 1 : indices.shape()[0];
    long depth = indices.rank() == 2 ? indices.shape()[1] : 1;
    Type el = TfShapes.element(op.operand(2).type());
    RankedTensorType out = TfShapes.tensor(e.ctx, shape, el);
    Value dflt = e.broadcastInDim(op.operand(3), new long[0], out);
    Value idx = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, new long[] {n, depth}, indices.elementType()));
    RankedTensorType updatesType = TfShapes.tensor(e.ctx, new long[] {n}, el);
    Value values = op.operand(2);
    values = ((RankedTensorType) values.type()).rank() == 0 ? e.broadcastInDim(values, new long[0], updatesType) : e.reshape(values, updatesType);
    long[] all = TfShapes.iota((int) depth);
    ScatterDimensionNumbersAttr dn = ScatterDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[0], all, new long[0], new long[0], all, 1);
    e.replace(BoundedPatterns.cast(e, e.scatterReplacing(dflt, idx, values, dn, false), op.result(0).type()));
    return true;
  }
}

package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.concat;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.sub;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the linear algebra and diagonal ops (TensorFlow's linalg_ops.cc and
 * array_ops.cc): Cholesky, MatrixInverse and the MatrixSetDiag family keep their input's shape;
 * MatrixTriangularSolve and MatrixSolve give the right-hand sides' shape over the broadcast batch;
 * Qr gives Q [..., m, m or k] and R [..., m or k, n] (k = min(m, n)); the determinants the batch
 * dimensions; Svd/XlaSvd s, u and v; MatrixDiagPartV2/V3 and MatrixDiagV2/V3 the packed or built shapes of a constant
 * band k; BesselI0e/I1e are element-wise.
 */
final class LinalgShapeFns {
  private LinalgShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    ShapeFunctions.put(m, op -> matrices(op, 0), "tf.Cholesky", "tf.MatrixInverse", "tf.MatrixSetDiag", "tf.MatrixSetDiagV2",
        "tf.MatrixSetDiagV3");
    ShapeFunctions.put(m, op -> one(shape(op, 0)), "tf.BesselI0e", "tf.BesselI1e");
    ShapeFunctions.put(m, LinalgShapeFns::solve, "tf.MatrixTriangularSolve", "tf.MatrixSolve");
    m.put("tf.Qr", LinalgShapeFns::qr);
    ShapeFunctions.put(m, LinalgShapeFns::svd, "tf.Svd", "tf.XlaSvd");
    m.put("tf.MatrixDeterminant", op -> batch(op, 1));
    m.put("tf.LogMatrixDeterminant", op -> batch(op, 2));
    ShapeFunctions.put(m, LinalgShapeFns::diagPart, "tf.MatrixDiagPartV2", "tf.MatrixDiagPartV3");
    ShapeFunctions.put(m, LinalgShapeFns::diag, "tf.MatrixDiagV2", "tf.MatrixDiagV3");
  }

  /** Operand {@code index}'s shape when it has rank 2 or more (unknown rank: nothing known). */
  private static List<long[]> matrices(Operation op, int index) {
    long[] s = shape(op, index);
    return s == null || s.length < 2 ? null : one(s);
  }

  private static List<long[]> solve(Operation op) {
    long[] a = shape(op, 0);
    long[] b = shape(op, 1);
    if (a == null || b == null || a.length < 2 || b.length < 2) {
      return null;
    }
    long[] batch = TfShapes.broadcastShape(sub(a, 0, a.length - 2), sub(b, 0, b.length - 2));
    return batch == null ? null : one(concat(batch, sub(b, b.length - 2, b.length)));
  }

  /** A decomposition's input dimensions: the batch, then rows m, columns n and min(m, n); null when too little is known. */
  private record Dims(long[] batch, long m, long n, long p) {}

  private static Dims dims(Operation op) {
    long[] s = shape(op, 0);
    if (s == null || s.length < 2) {
      return null;
    }
    int r = s.length;
    long m = s[r - 2];
    long n = s[r - 1];
    return new Dims(sub(s, 0, r - 2), m, n, known(m) && known(n) ? Math.min(m, n) : UNKNOWN);
  }

  private static List<long[]> qr(Operation op) {
    Dims d = dims(op);
    if (d == null) {
      return null;
    }
    boolean full = ShapeFnOperands.boolAttr(op, "full_matrices");
    long k = full ? d.m() : d.p();
    return List.of(concat(d.batch(), new long[] {d.m(), k}), concat(d.batch(), new long[] {k, d.n()}));
  }

  /** s [..., p]; u [..., m, m or p] and v [..., n, n or p] (XlaSvd: full), [0] without compute_uv. */
  private static List<long[]> svd(Operation op) {
    Dims d = dims(op);
    if (d == null) {
      return null;
    }
    boolean xla = op.name().equals("tf.XlaSvd");
    boolean full = xla || ShapeFnOperands.boolAttr(op, "full_matrices");
    boolean uv = xla || op.attr("compute_uv") == null || ShapeFnOperands.boolAttr(op, "compute_uv");
    long[] none = {0};
    return List.of(concat(d.batch(), new long[] {d.p()}), uv ? concat(d.batch(), new long[] {d.m(), full ? d.m() : d.p()}) : none,
        uv ? concat(d.batch(), new long[] {d.n(), full ? d.n() : d.p()}) : none);
  }

  private static List<long[]> batch(Operation op, int results) {
    long[] s = shape(op, 0);
    return s == null || s.length < 2 ? null : PartialShapes.repeat(sub(s, 0, s.length - 2), results);
  }

  /** The constant band (lo, hi) of operand {@code index}, or null. */
  private static long[] band(Operation op, int index) {
    long[] k = ShapeFnOperands.constInts(op, index);
    return k == null || k.length < 1 || k.length > 2 || k[0] > k[k.length - 1] ? null : new long[] {k[0], k[k.length - 1]};
  }

  private static List<long[]> diagPart(Operation op) {
    long[] s = shape(op, 0);
    long[] k = band(op, 1);
    if (s == null || s.length < 2 || k == null) {
      return null;
    }
    int r = s.length;
    long rows = s[r - 2];
    long cols = s[r - 1];
    long maxLen = known(rows) && known(cols) ? Math.min(rows + Math.min(k[1], 0), cols - Math.max(k[0], 0)) : UNKNOWN;
    long n = k[1] - k[0] + 1;
    long[] b = sub(s, 0, r - 2);
    return one(n == 1 ? concat(b, new long[] {maxLen}) : concat(b, new long[] {n, maxLen}));
  }

  private static List<long[]> diag(Operation op) {
    long[] s = shape(op, 0);
    long[] k = band(op, 1);
    Long numRows = ShapeFnOperands.constScalar(op, 2);
    Long numCols = ShapeFnOperands.constScalar(op, 3);
    if (s == null || s.length < 1 || k == null || numRows == null || numCols == null) {
      return null;
    }
    long n = k[1] - k[0] + 1;
    int batchRank = n == 1 ? s.length - 1 : s.length - 2;
    if (batchRank < 0) {
      return null;
    }
    long maxLen = s[s.length - 1];
    long rows = numRows;
    long cols = numCols;
    if (known(maxLen)) {
      long minRows = maxLen - Math.min(k[1], 0);
      long minCols = maxLen + Math.max(k[0], 0);
      if (rows == -1 && cols == -1) {
        rows = Math.max(minRows, minCols);
        cols = rows;
      } else if (rows == -1) {
        rows = minRows;
      } else if (cols == -1) {
        cols = minCols;
      }
    }
    return one(concat(sub(s, 0, batchRank), new long[] {rows < 0 ? UNKNOWN : rows, cols < 0 ? UNKNOWN : cols}));
  }
}

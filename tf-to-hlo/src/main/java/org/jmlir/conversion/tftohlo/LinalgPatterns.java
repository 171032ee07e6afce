package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.math.BigInteger;
import java.util.List;
import java.util.function.BiPredicate;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The linear algebra ops of TensorFlow's tf2xla kernels, as the HLO those kernels build: Cholesky
 * ({@code cholesky} lower, its upper triangle zeroed), MatrixTriangularSolve
 * ({@code triangular_solve} from the left, batch dimensions broadcast), and the ops XLA bases on a
 * Householder QR decomposition: Qr, MatrixInverse (R^-1 Q^T by a triangular solve), MatrixSolve
 * (that inverse times the right-hand sides), MatrixDeterminant and LogMatrixDeterminant (the
 * diagonal of R, the sign flipped by every reflection that is not the identity).
 *
 * <p>XLA runs the Householder steps in a {@code while} loop; here the matrices are static and the
 * steps are unrolled (at most {@link #MAX_STEPS} of them), each one reflection applied to the
 * whole matrix with iota masks, so no dynamic slicing is needed. Real float types only (TensorFlow
 * registers these kernels for its float types).
 */
final class LinalgPatterns {
  private LinalgPatterns() {}

  /** The most elements of a compile-time constant (mask, gather indices) a rule builds. */
  static final long LARGEST_CONSTANT = 1L << 22;

  /** The largest min(rows, cols) whose QR is unrolled. */
  static final long MAX_STEPS = 64;

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.Cholesky", (op, e) -> cholesky(op, e, why)));
    out.add(p("tf.MatrixTriangularSolve", (op, e) -> triangularSolve(op, e, why)));
    out.add(p("tf.Qr", (op, e) -> qr(op, e, why)));
    out.add(p("tf.MatrixInverse", (op, e) -> inverse(op, e, why)));
    out.add(p("tf.MatrixSolve", (op, e) -> solve(op, e, why)));
    out.add(p("tf.MatrixDeterminant", (op, e) -> determinant(op, e, why, false)));
    out.add(p("tf.LogMatrixDeterminant", (op, e) -> determinant(op, e, why, true)));
  }

  /** {@code v}'s type when it is a static tensor of real float matrices (rank 2 or more), else null. */
  static RankedTensorType matrices(Value v) {
    RankedTensorType t = TfShapes.staticTensor(v);
    return t != null && t.rank() >= 2 && t.elementType() instanceof FloatType ? t : null;
  }

  static boolean notMatrices(Operation op, Reasons why, Value v) {
    if (TfShapes.staticTensor(v) != null && !(TfShapes.element(v.type()) instanceof FloatType)) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "'" + op.name() + "' of a non-float (or complex) tensor");
    }
    return why.dynamic(op, "the operands must be static matrices (rank 2 or more)");
  }

  static long rows(RankedTensorType t) {
    return t.shape()[t.rank() - 2];
  }

  static long cols(RankedTensorType t) {
    return t.shape()[t.rank() - 1];
  }

  static long[] with(long[] shape, long rows, long cols) {
    long[] s = shape.clone();
    s[s.length - 2] = rows;
    s[s.length - 1] = cols;
    return s;
  }

  /** A constant i1 tensor of {@code shape}: true where {@code f(row, col)} holds for the last two dimensions. */
  static Value mask(Emit e, long[] shape, BiPredicate<Long, Long> f) {
    int r = shape.length;
    long rows = shape[r - 2];
    long cols = shape[r - 1];
    if (rows * cols > LARGEST_CONSTANT) {
      // Caught by the pattern helper: the op stays.
      throw new IllegalArgumentException("a mask of " + rows + "x" + cols + " elements is too large to build");
    }
    BigInteger[] bits = new BigInteger[(int) (rows * cols)];
    for (long i = 0; i < rows; i++) {
      for (long j = 0; j < cols; j++) {
        bits[(int) (i * cols + j)] = f.test(i, j) ? BigInteger.ONE : BigInteger.ZERO;
      }
    }
    IntegerType i1 = IntegerType.get(e.ctx, 1);
    Value m = e.constant(ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, new long[] {rows, cols}, i1), bits));
    return r == 2 ? m : e.broadcastInDim(m, new long[] {r - 2, r - 1}, RankedTensorType.get(e.ctx, shape, i1));
  }

  static Value zeros(Emit e, RankedTensorType t) {
    return e.splat(t, BigInteger.ZERO);
  }

  static Value full(Emit e, RankedTensorType t, double v) {
    return e.splat(t, Emit.bits(e.ctx, t.elementType(), v));
  }

  /** {@code x} with the elements outside the lower (upper) triangle zeroed. */
  private static Value triangle(Emit e, Value x, boolean lower) {
    RankedTensorType t = (RankedTensorType) x.type();
    Value keep = mask(e, t.shape(), lower ? (i, j) -> i >= j : (i, j) -> i <= j);
    return e.put(e.b.select(keep, x, zeros(e, t)));
  }

  /** The last two dimensions of {@code x} exchanged. */
  static Value transposeMinor(Emit e, Value x) {
    int r = ((RankedTensorType) x.type()).rank();
    long[] perm = TfShapes.iota(r);
    perm[r - 2] = r - 1;
    perm[r - 1] = r - 2;
    return e.put(e.b.transpose(x, perm));
  }

  /** A batched product contracting dimension {@code lc} of {@code l} with {@code rc} of {@code r}. */
  static Value dot(Emit e, Value l, Value r, int lc, int rc) {
    RankedTensorType lt = (RankedTensorType) l.type();
    RankedTensorType rt = (RankedTensorType) r.type();
    int n = lt.rank() - 2;
    long[] batch = TfShapes.iota(n);
    // batch dimensions, then lhs's free matrix dimension, then rhs's.
    long[] shape = java.util.Arrays.copyOf(lt.shape(), n + 2);
    shape[n] = lt.shape()[lc == n ? n + 1 : n];
    shape[n + 1] = rt.shape()[rc == n ? n + 1 : n];
    var dn = org.jmlir.dialect.hlo.DotDimensionNumbersAttr.get(e.ctx, Emit.NS, batch, batch, new long[] {lc}, new long[] {rc});
    return e.op("dot_general", List.of(l, r), RankedTensorType.get(e.ctx, shape, lt.elementType()), e.attr("dot_dimension_numbers", dn));
  }

  /** {@code s} ([..., 1, 1]) broadcast to {@code t}. */
  static Value spread(Emit e, Value s, RankedTensorType t) {
    return e.broadcastInDim(s, TfShapes.iota(t.rank()), t);
  }

  static Value slice(Emit e, Value x, long r0, long r1, long c0, long c1) {
    RankedTensorType t = (RankedTensorType) x.type();
    long[] start = new long[t.rank()];
    long[] limit = t.shape().clone();
    start[t.rank() - 2] = r0;
    start[t.rank() - 1] = c0;
    limit[t.rank() - 2] = r1;
    limit[t.rank() - 1] = c1;
    if (r0 == 0 && c0 == 0 && r1 == rows(t) && c1 == cols(t)) {
      return x;
    }
    return e.put(e.b.slice(x, start, limit, TfShapes.ones(t.rank())));
  }

  /** Q (all m columns), R ([..., m, n], zero below the diagonal) and the determinant of Q (+-1, [..., 1, 1]). */
  record Householder(Value q, Value r, Value detQ) {}

  /** The Householder QR decomposition of {@code a} (LAPACK's reflector convention, as XLA's and Eigen's). */
  static Householder householder(Emit e, Value a) {
    RankedTensorType t = (RankedTensorType) a.type();
    long m = rows(t);
    long n = cols(t);
    Type el = t.elementType();
    RankedTensorType colT = RankedTensorType.get(e.ctx, with(t.shape(), m, 1), el);
    RankedTensorType scalT = RankedTensorType.get(e.ctx, with(t.shape(), 1, 1), el);
    RankedTensorType qT = RankedTensorType.get(e.ctx, with(t.shape(), m, m), el);
    Value q = e.put(e.b.select(mask(e, qT.shape(), Long::equals), full(e, qT, 1), zeros(e, qT)));
    Value r = a;
    Value det = full(e, scalT, 1);
    Value zeroS = zeros(e, scalT);
    long steps = Math.min(m - 1, n);
    for (long j = 0; j < steps; j++) {
      final long jj = j;
      Value below = mask(e, colT.shape(), (i, c) -> i > jj);
      Value col = slice(e, r, 0, m, j, j + 1);
      Value alpha = slice(e, r, j, j + 1, j, j + 1);
      Value tail = e.put(e.b.select(below, col, zeros(e, colT)));
      // sigma = |x[j+1:]|^2, mu = |x[j:]|, beta = -sign(alpha) mu; no reflection when sigma = 0.
      Value sigma = dot(e, tail, tail, t.rank() - 2, t.rank() - 2);
      Value mu = e.unary("sqrt", e.binary("add", e.binary("multiply", alpha, alpha), sigma));
      Value beta = e.put(e.b.select(e.compare("LE", alpha, zeroS), mu, e.unary("negate", mu)));
      Value identity = e.compare("EQ", sigma, zeroS);
      Value tau = e.put(e.b.select(identity, zeroS, e.binary("divide", e.binary("subtract", beta, alpha), beta)));
      Value denom = e.put(e.b.select(identity, full(e, scalT, 1), e.binary("subtract", alpha, beta)));
      Value unit = e.put(e.b.select(mask(e, colT.shape(), (i, c) -> i == jj), full(e, colT, 1), zeros(e, colT)));
      Value v = e.put(e.b.select(below, e.binary("divide", col, spread(e, denom, colT)), unit));
      // R <- R - tau v (v^T R); the column j set exactly: beta on the diagonal, zeros below.
      Value w = dot(e, v, r, t.rank() - 2, t.rank() - 2);
      Value outer = dot(e, v, w, t.rank() - 1, t.rank() - 2);
      r = e.binary("subtract", r, e.binary("multiply", spread(e, tau, t), outer));
      Value diag = e.put(e.b.select(identity, alpha, beta));
      r = e.put(e.b.select(mask(e, t.shape(), (i, c) -> c == jj && i == jj), spread(e, diag, t), r));
      r = e.put(e.b.select(mask(e, t.shape(), (i, c) -> c == jj && i > jj), zeros(e, t), r));
      // Q <- Q - tau (Q v) v^T.
      Value qv = dot(e, q, v, t.rank() - 1, t.rank() - 2);
      Value qOuter = dot(e, qv, v, t.rank() - 1, t.rank() - 1);
      q = e.binary("subtract", q, e.binary("multiply", spread(e, tau, qT), qOuter));
      det = e.put(e.b.select(identity, det, e.unary("negate", det)));
    }
    return new Householder(q, r, det);
  }

  private static boolean tooLarge(Operation op, Reasons why, RankedTensorType t) {
    if (Math.min(rows(t), cols(t)) > MAX_STEPS) {
      why.attribute(op, "matrices with more than " + MAX_STEPS + " rows and columns (the QR steps are unrolled)");
      return true;
    }
    return false;
  }

  private static boolean cholesky(Operation op, Emit e, Reasons why) {
    RankedTensorType t = matrices(op.operand(0));
    if (t == null) {
      return notMatrices(op, why, op.operand(0));
    }
    if (rows(t) != cols(t)) {
      return why.attribute(op, "the matrices are not square");
    }
    Value l = e.op("cholesky", List.of(op.operand(0)), t, e.attr("lower", IntegerAttr.bool(e.ctx, true)));
    e.replace(BoundedPatterns.cast(e, triangle(e, l, true), op.result(0).type()));
    return true;
  }

  /** {@code x} broadcast to the batch dimensions {@code batch} (numpy rules), its matrices unchanged. */
  private static Value toBatch(Emit e, Value x, long[] batch) {
    RankedTensorType t = (RankedTensorType) x.type();
    int r = batch.length + 2;
    long[] shape = new long[r];
    System.arraycopy(batch, 0, shape, 0, batch.length);
    shape[r - 2] = rows(t);
    shape[r - 1] = cols(t);
    if (java.util.Arrays.equals(shape, t.shape())) {
      return x;
    }
    long[] dims = new long[t.rank()];
    for (int i = 0; i < t.rank(); i++) {
      dims[i] = r - t.rank() + i;
    }
    return e.broadcastInDim(x, dims, RankedTensorType.get(e.ctx, shape, t.elementType()));
  }

  /** The numpy broadcast of the batch dimensions of {@code a} and {@code b}, or null. */
  private static long[] batchOf(RankedTensorType a, RankedTensorType b) {
    int n = Math.max(a.rank(), b.rank()) - 2;
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      int ia = a.rank() - 2 - n + i;
      int ib = b.rank() - 2 - n + i;
      long da = ia >= 0 ? a.shape()[ia] : 1;
      long db = ib >= 0 ? b.shape()[ib] : 1;
      if (da != db && da != 1 && db != 1) {
        return null;
      }
      out[i] = da == 1 ? db : da;
    }
    return out;
  }

  private static Value solveUpper(Emit e, Value a, Value b, boolean lower, String transpose) {
    return e.op("triangular_solve", List.of(a, b), b.type(), e.attr("left_side", IntegerAttr.bool(e.ctx, true)),
        e.attr("lower", IntegerAttr.bool(e.ctx, lower)), e.attr("unit_diagonal", IntegerAttr.bool(e.ctx, false)),
        e.attr("transpose_a", HloEnumAttr.get(e.ctx, Emit.NS, HloEnum.TRANSPOSE, transpose)));
  }

  private static boolean triangularSolve(Operation op, Emit e, Reasons why) {
    RankedTensorType a = matrices(op.operand(0));
    RankedTensorType b = matrices(op.operand(1));
    if (a == null || b == null) {
      return notMatrices(op, why, a == null ? op.operand(0) : op.operand(1));
    }
    long[] batch = batchOf(a, b);
    if (rows(a) != cols(a) || rows(b) != rows(a) || batch == null) {
      return why.attribute(op, "the matrix must be square, with as many rows as the right-hand sides, batch dimensions broadcastable");
    }
    boolean lower = TfShapes.boolAttr(op, "lower", true);
    boolean adjoint = TfShapes.boolAttr(op, "adjoint", false);
    Value x = solveUpper(e, toBatch(e, op.operand(0), batch), toBatch(e, op.operand(1), batch), lower, adjoint ? "ADJOINT" : "NO_TRANSPOSE");
    e.replace(BoundedPatterns.cast(e, x, op.result(0).type()));
    return true;
  }

  private static boolean qr(Operation op, Emit e, Reasons why) {
    RankedTensorType t = matrices(op.operand(0));
    if (t == null) {
      return notMatrices(op, why, op.operand(0));
    }
    if (tooLarge(op, why, t)) {
      return false;
    }
    Householder h = householder(e, op.operand(0));
    long m = rows(t);
    long k = Math.min(m, cols(t));
    boolean fullMatrices = TfShapes.boolAttr(op, "full_matrices", false);
    Value q = fullMatrices ? h.q() : slice(e, h.q(), 0, m, 0, k);
    Value r = fullMatrices ? h.r() : slice(e, h.r(), 0, k, 0, cols(t));
    e.replace(BoundedPatterns.cast(e, q, op.result(0).type()), BoundedPatterns.cast(e, r, op.result(1).type()));
    return true;
  }

  /** The inverse of square {@code a} as XLA builds it: R^-1 Q^T, one upper triangular solve. */
  private static Value invert(Emit e, Value a) {
    Householder h = householder(e, a);
    return solveUpper(e, h.r(), transposeMinor(e, h.q()), false, "NO_TRANSPOSE");
  }

  private static boolean squareOrFail(Operation op, Reasons why, RankedTensorType t) {
    if (rows(t) != cols(t)) {
      why.attribute(op, "the matrices are not square");
      return false;
    }
    return !tooLarge(op, why, t);
  }

  private static boolean inverse(Operation op, Emit e, Reasons why) {
    RankedTensorType t = matrices(op.operand(0));
    if (t == null) {
      return notMatrices(op, why, op.operand(0));
    }
    if (!squareOrFail(op, why, t)) {
      return false;
    }
    Value a = TfShapes.boolAttr(op, "adjoint", false) ? transposeMinor(e, op.operand(0)) : op.operand(0);
    e.replace(BoundedPatterns.cast(e, invert(e, a), op.result(0).type()));
    return true;
  }

  private static boolean solve(Operation op, Emit e, Reasons why) {
    RankedTensorType a = matrices(op.operand(0));
    RankedTensorType b = matrices(op.operand(1));
    if (a == null || b == null) {
      return notMatrices(op, why, a == null ? op.operand(0) : op.operand(1));
    }
    if (a.rank() != b.rank() || rows(b) != rows(a)
        || !java.util.Arrays.equals(java.util.Arrays.copyOf(a.shape(), a.rank() - 2), java.util.Arrays.copyOf(b.shape(), b.rank() - 2))) {
      return why.attribute(op, "the right-hand sides must have the matrix's batch dimensions and rows");
    }
    if (!squareOrFail(op, why, a)) {
      return false;
    }
    Value inv = invert(e, op.operand(0));
    boolean adjoint = TfShapes.boolAttr(op, "adjoint", false);
    Value x = dot(e, inv, op.operand(1), adjoint ? a.rank() - 2 : a.rank() - 1, a.rank() - 2);
    e.replace(BoundedPatterns.cast(e, x, op.result(0).type()));
    return true;
  }

  /** XLA's SLogDet: log|det| the sum of log|R_ii|; the sign the product of sign(R_ii) and det(Q). */
  private static boolean determinant(Operation op, Emit e, Reasons why, boolean log) {
    RankedTensorType t = matrices(op.operand(0));
    if (t == null) {
      return notMatrices(op, why, op.operand(0));
    }
    if (!squareOrFail(op, why, t)) {
      return false;
    }
    int r = t.rank();
    Type el = t.elementType();
    long[] batch = java.util.Arrays.copyOf(t.shape(), r - 2);
    RankedTensorType batchT = RankedTensorType.get(e.ctx, batch, el);
    Householder h = householder(e, op.operand(0));
    Value onDiag = e.put(e.b.select(mask(e, t.shape(), Long::equals), h.r(), zeros(e, t)));
    Value diag = e.reduce(onDiag, e.scalar(el, 0), new long[] {r - 1}, "add");
    Value logAbs = e.reduce(e.unary("log", e.unary("abs", diag)), e.scalar(el, 0), new long[] {r - 2}, "add");
    Value sign = e.reduce(e.unary("sign", diag), e.scalar(el, 1), new long[] {r - 2}, "multiply");
    sign = e.binary("multiply", sign, e.reshape(h.detQ(), batchT));
    if (log) {
      e.replace(BoundedPatterns.cast(e, sign, op.result(0).type()), BoundedPatterns.cast(e, logAbs, op.result(1).type()));
    } else {
      e.replace(BoundedPatterns.cast(e, e.binary("multiply", sign, e.unary("exponential", logAbs)), op.result(0).type()));
    }
    return true;
  }
}

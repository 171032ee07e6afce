package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.cols;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.dot;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.full;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.mask;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.rows;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.slice;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.spread;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.with;
import static org.jmlir.conversion.tftohlo.LinalgPatterns.zeros;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Svd and XlaSvd: the singular value decomposition by one-sided Jacobi rotations (Hestenes), in a
 * {@code while} loop of sweeps as XLA's SVD runs its Jacobi sweeps: each sweep rotates every pair
 * of columns (p, q) of B (initially the matrix, transposed when it has fewer rows than columns)
 * until their dot product is below epsilon times their norms, accumulating the rotations in V;
 * the loop ends when a sweep rotates nothing or after max_iter sweeps. The singular values are
 * the column norms of B, sorted in decreasing order (a permutation matrix from their ranks
 * reorders B and V); U is the Q of the Householder QR of the sorted B, each column's sign that of
 * R's diagonal, which also completes U to a square matrix. Singular vectors are unique up to sign:
 * this choice need not be XLA's or TensorFlow's CPU kernel's. Static real float matrices only.
 */
final class SvdPatterns {
  private SvdPatterns() {}

  /** The most columns (of the matrix, transposed when wider than tall) whose sweep is unrolled. */
  static final long MAX_COLUMNS = 32;

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.Svd", (op, e) -> svd(op, e, why, false)));
    out.add(p("tf.XlaSvd", (op, e) -> svd(op, e, why, true)));
  }

  /** The machine epsilon of {@code f}: XLA's default tolerance of a rotation. */
  private static double epsilon(FloatType f) {
    return switch (f.width()) {
      case 64 -> Math.ulp(1.0);
      case 32 -> Math.ulp(1.0f);
      default -> f.kind() == FloatType.Kind.BF16 ? 0x1p-7 : 0x1p-10;
    };
  }

  private static boolean svd(Operation op, Emit e, Reasons why, boolean xla) {
    RankedTensorType t = LinalgPatterns.matrices(op.operand(0));
    if (t == null) {
      return LinalgPatterns.notMatrices(op, why, op.operand(0));
    }
    for (Value r : op.results()) {
      if (!(r.type() instanceof RankedTensorType rt) || !rt.hasStaticShape()) {
        return why.dynamic(op, "the results must be static");
      }
    }
    FloatType el = (FloatType) t.elementType();
    long maxIter = xla && op.attr("max_iter") instanceof IntegerAttr i ? i.longValue() : 100;
    double eps = xla && op.attr("epsilon") instanceof FloatAttr f ? f.doubleValue() : epsilon(el);
    boolean transposed = rows(t) < cols(t);
    Value a = transposed ? LinalgPatterns.transposeMinor(e, op.operand(0)) : op.operand(0);
    RankedTensorType at = (RankedTensorType) a.type();
    long m = rows(at);
    long n = cols(at);
    if (n > MAX_COLUMNS || m > LinalgPatterns.MAX_STEPS * MAX_COLUMNS) {
      return why.attribute(op, "matrices with more than " + MAX_COLUMNS + " columns (the n(n-1)/2 rotations of a sweep are unrolled)");
    }
    RankedTensorType vt = RankedTensorType.get(e.ctx, with(at.shape(), n, n), el);
    Value[] bv = jacobi(e, a, vt, maxIter, eps);
    Value b = bv[0];
    Value v = bv[1];
    // Singular values: the column norms, as [..., 1, n].
    Value norms = e.unary("sqrt", dot1(e, b));
    Value perm = descending(e, norms, n, el);
    b = dot(e, b, perm, at.rank() - 1, at.rank() - 2);
    v = dot(e, v, perm, at.rank() - 1, at.rank() - 2);
    Value sigma = dot(e, norms, perm, at.rank() - 1, at.rank() - 2);
    LinalgPatterns.Householder h = LinalgPatterns.householder(e, b);
    // U = Q diag(sign(R_ii)) over the first n columns (1 beyond): Q R = B with R's diagonal +-sigma.
    RankedTensorType rowT = RankedTensorType.get(e.ctx, with(at.shape(), 1, m), el);
    Value diag = e.reduce(e.put(e.b.select(mask(e, with(at.shape(), m, n), Long::equals), h.r(), zeros(e, (RankedTensorType) h.r().type()))),
        e.scalar(el, 0), new long[] {at.rank() - 2}, "add");
    Value diagRow = e.reshape(diag, RankedTensorType.get(e.ctx, with(at.shape(), 1, n), el));
    if (m > n) {
      RankedTensorType padT = RankedTensorType.get(e.ctx, with(at.shape(), 1, m - n), el);
      diagRow = e.put(e.b.concatenate(List.of(diagRow, full(e, padT, 1)), at.rank() - 1));
    }
    Value signs = e.put(e.b.select(e.compare("LT", diagRow, zeros(e, rowT)), full(e, rowT, -1), full(e, rowT, 1)));
    RankedTensorType qT = (RankedTensorType) h.q().type();
    Value u = e.binary("multiply", h.q(), e.broadcastInDim(signs, TfShapes.iota(qT.rank()), qT));
    if (transposed) {
      Value swap = u;
      u = v;
      v = swap;
    }
    long p = Math.min(m, n);
    RankedTensorType st = RankedTensorType.get(e.ctx, java.util.Arrays.copyOf(at.shape(), at.rank() - 1), el);
    long[] sShape = st.shape().clone();
    sShape[sShape.length - 1] = p;
    Value s = e.reshape(sigma, RankedTensorType.get(e.ctx, sShape, el));
    List<Value> results = new ArrayList<>();
    results.add(BoundedPatterns.cast(e, s, op.result(0).type()));
    boolean computeUv = xla || TfShapes.boolAttr(op, "compute_uv", true);
    boolean fullMatrices = xla || TfShapes.boolAttr(op, "full_matrices", false);
    for (int i = 1; i <= 2; i++) {
      RankedTensorType r = (RankedTensorType) op.result(i).type();
      if (!computeUv) {
        results.add(zeros(e, r));
        continue;
      }
      Value x = i == 1 ? u : v;
      RankedTensorType xt = (RankedTensorType) x.type();
      results.add(BoundedPatterns.cast(e, fullMatrices ? x : slice(e, x, 0, rows(xt), 0, p), r));
    }
    e.replace(results.toArray(Value[]::new));
    return true;
  }

  /** The squared norms of {@code b}'s columns, [..., 1, n]. */
  private static Value dot1(Emit e, Value b) {
    RankedTensorType t = (RankedTensorType) b.type();
    Value r = e.reduce(e.binary("multiply", b, b), e.scalar(t.elementType(), 0), new long[] {t.rank() - 2}, "add");
    return e.reshape(r, RankedTensorType.get(e.ctx, with(t.shape(), 1, cols(t)), t.elementType()));
  }

  /**
   * The [..., n, n] permutation matrix P with (x P)[j] the j-th largest of {@code x} ([..., 1, n]),
   * ties in index order: P[i][j] = 1 where j is the number of elements before x[i] in that order.
   */
  private static Value descending(Emit e, Value x, long n, Type el) {
    RankedTensorType xt = (RankedTensorType) x.type();
    int r = xt.rank();
    RankedTensorType sq = RankedTensorType.get(e.ctx, with(xt.shape(), n, n), el);
    long[] dims = TfShapes.iota(r);
    // xi[..., i, j] = x[i]; xj[..., i, j] = x[j].
    Value xi = e.broadcastInDim(e.reshape(x, RankedTensorType.get(e.ctx, with(xt.shape(), n, 1), el)), dims, sq);
    Value xj = e.broadcastInDim(x, dims, sq);
    Value before = e.binary("or", e.compare("GT", xj, xi),
        e.binary("and", e.compare("EQ", xj, xi), mask(e, sq.shape(), (i, j) -> j < i)));
    Value count = e.reduce(e.put(e.b.select(before, full(e, sq, 1), zeros(e, sq))), e.scalar(el, 0), new long[] {r - 1}, "add");
    Value rank = e.broadcastInDim(count, TfShapes.iota(r - 1), sq);
    Value col = e.convert(e.put(e.b.iota(RankedTensorType.get(e.ctx, sq.shape(), IntegerType.get(e.ctx, 32)), r - 1)), el);
    return e.put(e.b.select(e.compare("EQ", rank, col), full(e, sq, 1), zeros(e, sq)));
  }

  /** The Jacobi sweeps: {B, V} with B = A V of orthogonal columns (to eps) and V orthogonal. */
  private static Value[] jacobi(Emit e, Value a, RankedTensorType vt, long maxIter, double eps) {
    RankedTensorType at = (RankedTensorType) a.type();
    Type el = at.elementType();
    long n = cols(at);
    RankedTensorType i32 = RankedTensorType.get(e.ctx, new long[0], IntegerType.get(e.ctx, 32));
    RankedTensorType i1 = RankedTensorType.get(e.ctx, new long[0], IntegerType.get(e.ctx, 1));
    Value v0 = e.put(e.b.select(mask(e, vt.shape(), Long::equals), full(e, vt, 1), zeros(e, vt)));
    List<Value> init = List.of(e.scalar(IntegerType.get(e.ctx, 32), 0), a, v0, e.splat(i1, java.math.BigInteger.ONE));
    List<Type> types = List.of(i32, at, vt, i1);
    HloOp loop = e.b.create("while", init, List.of(), types, 2);
    e.put(loop);
    Block cond = new Block();
    Block body = new Block();
    for (Type ty : types) {
      cond.addArgument(ty, e.root.location());
      body.addArgument(ty, e.root.location());
    }
    loop.region(0).addBlock(cond);
    loop.region(1).addBlock(body);
    try {
      e.rw.setInsertionPointToEnd(cond);
      Value more = e.compare("LT", cond.argument(0), e.scalar(IntegerType.get(e.ctx, 32), maxIter));
      e.put(e.b.returnOp(List.of(e.binary("and", more, cond.argument(3)))));
      e.rw.setInsertionPointToEnd(body);
      Value b = body.argument(1);
      Value v = body.argument(2);
      RankedTensorType scalT = RankedTensorType.get(e.ctx, with(at.shape(), 1, 1), el);
      RankedTensorType flagT = RankedTensorType.get(e.ctx, with(at.shape(), 1, 1), IntegerType.get(e.ctx, 1));
      Value any = e.splat(flagT, java.math.BigInteger.ZERO);
      Value zero = zeros(e, scalT);
      Value one = full(e, scalT, 1);
      for (long p = 0; p < n; p++) {
        for (long q = p + 1; q < n; q++) {
          Value bp = slice(e, b, 0, rows(at), p, p + 1);
          Value bq = slice(e, b, 0, rows(at), q, q + 1);
          Value alpha = dot(e, bp, bp, at.rank() - 2, at.rank() - 2);
          Value beta = dot(e, bq, bq, at.rank() - 2, at.rank() - 2);
          Value gamma = dot(e, bp, bq, at.rank() - 2, at.rank() - 2);
          // Rotate when |gamma| > eps sqrt(alpha beta).
          Value limit = e.binary("multiply", full(e, scalT, eps), e.unary("sqrt", e.binary("multiply", alpha, beta)));
          Value rotate = e.compare("GT", e.unary("abs", gamma), limit);
          Value safeGamma = e.put(e.b.select(rotate, gamma, one));
          Value zeta = e.binary("divide", e.binary("subtract", beta, alpha), e.binary("multiply", full(e, scalT, 2), safeGamma));
          Value sign = e.put(e.b.select(e.compare("GE", zeta, zero), one, e.unary("negate", one)));
          Value tan = e.binary("divide", sign,
              e.binary("add", e.unary("abs", zeta), e.unary("sqrt", e.binary("add", one, e.binary("multiply", zeta, zeta)))));
          Value c = e.binary("divide", one, e.unary("sqrt", e.binary("add", one, e.binary("multiply", tan, tan))));
          Value s = e.binary("multiply", c, tan);
          c = e.put(e.b.select(rotate, c, one));
          s = e.put(e.b.select(rotate, s, zero));
          any = e.binary("or", any, rotate);
          // J = I with J[p][p] = J[q][q] = c, J[p][q] = s, J[q][p] = -s; B <- B J, V <- V J.
          final long pp = p;
          final long qq = q;
          Value j = e.put(e.b.select(mask(e, vt.shape(), (x, y) -> x.equals(y) && x != pp && x != qq), full(e, vt, 1), zeros(e, vt)));
          j = e.put(e.b.select(mask(e, vt.shape(), (x, y) -> x.equals(y) && (x == pp || x == qq)), spread(e, c, vt), j));
          j = e.put(e.b.select(mask(e, vt.shape(), (x, y) -> x == pp && y == qq), spread(e, s, vt), j));
          j = e.put(e.b.select(mask(e, vt.shape(), (x, y) -> x == qq && y == pp), spread(e, e.unary("negate", s), vt), j));
          b = dot(e, b, j, at.rank() - 1, at.rank() - 2);
          v = dot(e, v, j, at.rank() - 1, at.rank() - 2);
        }
      }
      long[] all = TfShapes.iota(at.rank());
      Value again = e.reduce(any, e.splat(i1, java.math.BigInteger.ZERO), all, "or");
      Value next = e.binary("add", body.argument(0), e.scalar(IntegerType.get(e.ctx, 32), 1));
      e.put(e.b.returnOp(List.of(next, b, v, again)));
    } finally {
      e.rw.setInsertionPoint(e.root);
    }
    return new Value[] {loop.result(1), loop.result(2)};
  }
}

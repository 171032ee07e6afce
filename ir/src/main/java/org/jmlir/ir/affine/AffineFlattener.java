package org.jmlir.ir.affine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Flattens a pure affine expression into coefficients of its dims, symbols, local division terms
 * and a constant, and rebuilds the expression from that form (MLIR's SimpleAffineExprFlattener and
 * getAffineExprFromFlatForm). Rebuilding puts an expression in MLIR's canonical order (dims, then
 * symbols, then divisions, then the constant) and cancels what cancels, which is what MLIR's
 * simplifyAffineExpr prints.
 */
public final class AffineFlattener {
  private final int numDims;
  private final int numSymbols;
  private final List<long[]> stack = new ArrayList<>();
  private final List<AffineExpr> locals = new ArrayList<>();

  private AffineFlattener(int numDims, int numSymbols) {
    this.numDims = numDims;
    this.numSymbols = numSymbols;
  }

  /** The flat form of {@code e} (length dims + symbols + locals + 1), or null for semi-affine input. */
  public static long[] flatten(AffineExpr e, int numDims, int numSymbols, List<AffineExpr> localsOut) {
    AffineFlattener f = new AffineFlattener(numDims, numSymbols);
    if (!e.isPureAffine() || !f.walk(e)) {
      return null;
    }
    if (localsOut != null) {
      localsOut.addAll(f.locals);
    }
    return f.stack.get(f.stack.size() - 1);
  }

  /** MLIR's simplifyAffineExpr for pure affine expressions; semi-affine ones come back unchanged. */
  public static AffineExpr simplify(AffineExpr e, int numDims, int numSymbols) {
    AffineFlattener f = new AffineFlattener(numDims, numSymbols);
    if (!e.isPureAffine() || !f.walk(e)) {
      return e;
    }
    return f.fromFlat(f.stack.get(f.stack.size() - 1));
  }

  /** MLIR's simplifyAffineMap: every result simplified. */
  public static AffineMap simplify(AffineMap map) {
    List<AffineExpr> r = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      r.add(simplify(e, map.numDims(), map.numSymbols()));
    }
    return new AffineMap(map.numDims(), map.numSymbols(), r);
  }

  private int width() {
    return numDims + numSymbols + locals.size() + 1;
  }

  private int localStart() {
    return numDims + numSymbols;
  }

  private boolean walk(AffineExpr e) {
    switch (e) {
      case AffineDimExpr d -> {
        long[] row = new long[width()];
        row[d.position()] = 1;
        stack.add(row);
      }
      case AffineSymbolExpr s -> {
        long[] row = new long[width()];
        row[numDims + s.position()] = 1;
        stack.add(row);
      }
      case AffineConstantExpr c -> {
        long[] row = new long[width()];
        row[row.length - 1] = c.value();
        stack.add(row);
      }
      case AffineBinaryExpr b -> {
        if (!walk(b.lhs()) || !walk(b.rhs())) {
          return false;
        }
        long[] rhs = stack.remove(stack.size() - 1);
        long[] lhs = stack.get(stack.size() - 1);
        long rc = rhs[rhs.length - 1];
        switch (b.kind()) {
          case ADD -> {
            for (int i = 0; i < lhs.length; i++) {
              lhs[i] += rhs[i];
            }
          }
          case MUL -> {
            for (int i = 0; i < lhs.length; i++) {
              lhs[i] *= rc;
            }
          }
          case MOD -> {
            return mod(lhs, rc);
          }
          case FLOOR_DIV -> {
            return div(lhs, rc, false);
          }
          case CEIL_DIV -> {
            return div(lhs, rc, true);
          }
          default -> {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean mod(long[] lhs, long rc) {
    if (rc <= 0) {
      return false;
    }
    boolean allMultiples = true;
    for (long v : lhs) {
      allMultiples &= Math.floorMod(v, rc) == 0;
    }
    if (allMultiples) {
      Arrays.fill(lhs, 0);
      return true;
    }
    long[] dividend = lhs.clone();
    long gcd = rc;
    for (long v : lhs) {
      gcd = gcd(gcd, Math.abs(v));
    }
    if (gcd != 1) {
      for (int i = 0; i < dividend.length; i++) {
        dividend[i] /= gcd;
      }
    }
    long divisor = rc / gcd;
    AffineExpr floorDiv = fromFlat(dividend).floorDiv(AffineExpr.constant(divisor));
    int loc = locals.indexOf(floorDiv);
    if (loc < 0) {
      addLocal(floorDiv);
      long[] top = stack.get(stack.size() - 1);
      top[localStart() + locals.size() - 1] = -rc;
    } else {
      stack.get(stack.size() - 1)[localStart() + loc] -= rc;
    }
    return true;
  }

  private boolean div(long[] lhs, long rc, boolean ceil) {
    if (rc <= 0) {
      return false;
    }
    long gcd = rc;
    for (long v : lhs) {
      gcd = gcd(gcd, Math.abs(v));
    }
    if (gcd != 1) {
      for (int i = 0; i < lhs.length; i++) {
        lhs[i] /= gcd;
      }
    }
    long divisor = rc / gcd;
    if (divisor == 1) {
      return true;
    }
    AffineExpr a = fromFlat(lhs);
    AffineExpr b = AffineExpr.constant(divisor);
    AffineExpr divExpr = ceil ? a.ceilDiv(b) : a.floorDiv(b);
    int loc = locals.indexOf(divExpr);
    if (loc < 0) {
      addLocal(divExpr);
    }
    long[] top = stack.get(stack.size() - 1);
    Arrays.fill(top, 0);
    top[localStart() + (loc < 0 ? locals.size() - 1 : loc)] = 1;
    return true;
  }

  /** Adds a local column (before the constant) to every row on the stack. */
  private void addLocal(AffineExpr e) {
    int at = localStart() + locals.size();
    for (int i = 0; i < stack.size(); i++) {
      long[] row = stack.get(i);
      long[] grown = new long[row.length + 1];
      System.arraycopy(row, 0, grown, 0, at);
      System.arraycopy(row, at, grown, at + 1, row.length - at);
      stack.set(i, grown);
    }
    locals.add(e);
  }

  /** MLIR's getAffineExprFromFlatForm. */
  private AffineExpr fromFlat(long[] flat) {
    AffineExpr expr = AffineExpr.constant(0);
    for (int j = 0; j < localStart(); j++) {
      if (flat[j] != 0) {
        AffineExpr id = j < numDims ? AffineExpr.dim(j) : AffineExpr.symbol(j - numDims);
        expr = expr.add(id.mul(flat[j]));
      }
    }
    for (int j = localStart(); j < flat.length - 1; j++) {
      if (flat[j] != 0) {
        expr = expr.add(locals.get(j - localStart()).mul(flat[j]));
      }
    }
    long c = flat[flat.length - 1];
    if (c != 0) {
      expr = expr.add(c);
    }
    return expr;
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return Math.abs(a);
  }
}

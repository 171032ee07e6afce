package org.jmlir.ir.affine;

import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's simplifyAffineExpr / simplifyAffineMap: an expression is flattened into a sum of products
 * (one coefficient per dim, symbol, local term and the constant; a floordiv, ceildiv or mod by a
 * constant and any product, division or remainder of non-constants become local terms) and rebuilt.
 * Pure affine expressions are rebuilt dims first, then symbols, locals and the constant; semi-affine
 * ones in MLIR's order sorted by the positions of their dims and symbols, or kept as they were when
 * that would not change them.
 */
public final class AffineFlattener {
  private final int numDims;
  private final int numSymbols;
  private final List<AffineExpr> locals = new ArrayList<>();
  private final List<long[]> stack = new ArrayList<>();

  private AffineFlattener(int numDims, int numSymbols) {
    this.numDims = numDims;
    this.numSymbols = numSymbols;
  }

  /** Thrown on a division or remainder by a non-positive constant: the expression is kept. */
  private static final class Poison extends RuntimeException {
    Poison() {
      super(null, null, false, false);
    }
  }

  /**
   * The flat form of a pure affine {@code e}: coefficients of the dims, symbols, local terms (added
   * to {@code localsOut} when given) and the constant, in that order; null for a semi-affine
   * expression or a division by a non-positive constant.
   */
  public static long[] flatten(AffineExpr e, int numDims, int numSymbols, List<AffineExpr> localsOut) {
    if (!e.isPureAffine()) {
      return null;
    }
    AffineFlattener f = new AffineFlattener(numDims, numSymbols);
    long[] flat;
    try {
      flat = f.walk(e);
    } catch (Poison p) {
      return null;
    }
    if (localsOut != null) {
      localsOut.addAll(f.locals);
    }
    int cols = f.cols();
    if (flat.length == cols) {
      return flat;
    }
    // Local terms added after this row was built: widen it, the constant staying last.
    long[] full = new long[cols];
    System.arraycopy(flat, 0, full, 0, flat.length - 1);
    full[cols - 1] = flat[flat.length - 1];
    return full;
  }

  /** The map with each result simplified (MLIR's simplifyAffineMap). */
  public static AffineMap simplify(AffineMap map) {
    List<AffineExpr> out = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      out.add(simplify(e, map.numDims(), map.numSymbols()));
    }
    return new AffineMap(map.numDims(), map.numSymbols(), out);
  }

  /** MLIR's simplifyAffineExpr. */
  public static AffineExpr simplify(AffineExpr expr, int numDims, int numSymbols) {
    if (!expr.isPureAffine()) {
      expr = simplifySemiAffine(expr, numDims, numSymbols);
    }
    AffineFlattener f = new AffineFlattener(numDims, numSymbols);
    long[] flat;
    try {
      flat = f.walk(expr);
    } catch (Poison p) {
      return expr;
    }
    if (!expr.isPureAffine() && expr.equals(f.fromFlat(flat))) {
      return expr;
    }
    return expr.isPureAffine() ? f.fromFlat(flat) : f.semiAffineFromFlat(flat);
  }

  /**
   * MLIR's simplifySemiAffine: sums and products rebuilt through the simplifying operators; a mod,
   * floordiv or ceildiv by a symbol whose dividend is a multiple of that symbol becomes 0 (mod) or
   * the dividend divided symbolically (symbolicDivide).
   */
  private static AffineExpr simplifySemiAffine(AffineExpr e, int numDims, int numSymbols) {
    if (!(e instanceof AffineBinaryExpr b)) {
      return e;
    }
    AffineExpr l = simplifySemiAffine(b.lhs(), numDims, numSymbols);
    AffineExpr r = simplifySemiAffine(b.rhs(), numDims, numSymbols);
    if (b.kind() == AffineExpr.Kind.ADD || b.kind() == AffineExpr.Kind.MUL || !(r instanceof AffineSymbolExpr sym)
        || !divisibleBySymbol(b.lhs(), sym.position(), b.kind(), numDims, numSymbols)) {
      return AffineExpr.binary(b.kind(), l, r);
    }
    if (b.kind() == AffineExpr.Kind.MOD) {
      return AffineExpr.constant(0);
    }
    AffineExpr q = symbolicDivide(l, sym.position(), b.kind(), numDims, numSymbols);
    return q != null ? q : AffineExpr.binary(b.kind(), l, r);
  }

  /** MLIR's isDivisibleBySymbol, and {@code x - x mod s} (compared by flat form) as a multiple of {@code s}. */
  private static boolean divisibleBySymbol(AffineExpr e, int pos, AffineExpr.Kind op, int numDims, int numSymbols) {
    return switch (e) {
      case AffineConstantExpr c -> c.value() == 0;
      case AffineDimExpr d -> false;
      case AffineSymbolExpr s -> s.position() == pos;
      case AffineBinaryExpr b -> switch (b.kind()) {
        case ADD -> (divisibleBySymbol(b.lhs(), pos, op, numDims, numSymbols) && divisibleBySymbol(b.rhs(), pos, op, numDims, numSymbols))
            || isMinusOwnMod(b, pos, numDims, numSymbols);
        case MOD -> divisibleBySymbol(b.lhs(), pos, AffineExpr.Kind.MOD, numDims, numSymbols)
            && divisibleBySymbol(b.rhs(), pos, AffineExpr.Kind.MOD, numDims, numSymbols);
        case MUL -> divisibleBySymbol(b.lhs(), pos, op, numDims, numSymbols) || divisibleBySymbol(b.rhs(), pos, op, numDims, numSymbols);
        case FLOOR_DIV, CEIL_DIV -> op == b.kind() && divisibleBySymbol(b.lhs(), pos, b.kind(), numDims, numSymbols);
        default -> false;
      };
    };
  }

  /** Whether the sum {@code b} is {@code x - (x mod s)} for symbol {@code s}: its terms are x's and one (x mod s) * -1. */
  private static boolean isMinusOwnMod(AffineBinaryExpr b, int pos, int numDims, int numSymbols) {
    List<AffineExpr> terms = new ArrayList<>();
    collectTerms(b, terms);
    for (int i = 0; i < terms.size(); i++) {
      if (terms.get(i) instanceof AffineBinaryExpr m && m.kind() == AffineExpr.Kind.MUL
          && m.rhs() instanceof AffineConstantExpr c && c.value() == -1
          && m.lhs() instanceof AffineBinaryExpr mod && mod.kind() == AffineExpr.Kind.MOD
          && mod.rhs() instanceof AffineSymbolExpr s && s.position() == pos) {
        AffineExpr rest = AffineExpr.constant(0);
        for (int j = 0; j < terms.size(); j++) {
          if (j != i) {
            rest = rest.add(terms.get(j));
          }
        }
        if (sameFlatForm(rest, mod.lhs(), numDims, numSymbols)) {
          return true;
        }
      }
    }
    return false;
  }

  private static void collectTerms(AffineExpr e, List<AffineExpr> out) {
    if (e instanceof AffineBinaryExpr b && b.kind() == AffineExpr.Kind.ADD) {
      collectTerms(b.lhs(), out);
      collectTerms(b.rhs(), out);
    } else {
      out.add(e);
    }
  }

  private static boolean sameFlatForm(AffineExpr a, AffineExpr b, int numDims, int numSymbols) {
    if (!a.isPureAffine() || !b.isPureAffine()) {
      return a.equals(b);
    }
    List<AffineExpr> la = new ArrayList<>();
    List<AffineExpr> lb = new ArrayList<>();
    long[] fa = flatten(a, numDims, numSymbols, la);
    long[] fb = flatten(b, numDims, numSymbols, lb);
    return fa != null && fb != null && la.isEmpty() && lb.isEmpty() && java.util.Arrays.equals(fa, fb);
  }

  /** MLIR's symbolicDivide: {@code e} divided by symbol {@code pos}, or null. */
  private static AffineExpr symbolicDivide(AffineExpr e, int pos, AffineExpr.Kind op, int numDims, int numSymbols) {
    return switch (e) {
      case AffineConstantExpr c -> c.value() != 0 ? null : AffineExpr.constant(0);
      case AffineDimExpr d -> null;
      case AffineSymbolExpr s -> AffineExpr.constant(1);
      case AffineBinaryExpr b -> switch (b.kind()) {
        case ADD -> {
          AffineExpr l = symbolicDivide(b.lhs(), pos, op, numDims, numSymbols);
          AffineExpr r = symbolicDivide(b.rhs(), pos, op, numDims, numSymbols);
          yield l == null || r == null ? null : l.add(r);
        }
        case MUL -> {
          if (!divisibleBySymbol(b.lhs(), pos, op, numDims, numSymbols)) {
            AffineExpr r = symbolicDivide(b.rhs(), pos, op, numDims, numSymbols);
            yield r == null ? null : b.lhs().mul(r);
          }
          AffineExpr l = symbolicDivide(b.lhs(), pos, op, numDims, numSymbols);
          yield l == null ? null : l.mul(b.rhs());
        }
        case FLOOR_DIV, CEIL_DIV -> {
          AffineExpr l = symbolicDivide(b.lhs(), pos, b.kind(), numDims, numSymbols);
          yield l == null ? null : AffineExpr.binary(b.kind(), l, b.rhs());
        }
        default -> null;
      };
    };
  }

  private int cols() {
    return numDims + numSymbols + locals.size() + 1;
  }

  private int localStart() {
    return numDims + numSymbols;
  }

  private long[] walk(AffineExpr e) {
    switch (e) {
      case AffineDimExpr d -> {
        long[] r = new long[cols()];
        r[d.position()] = 1;
        return r;
      }
      case AffineSymbolExpr s -> {
        long[] r = new long[cols()];
        r[numDims + s.position()] = 1;
        return r;
      }
      case AffineConstantExpr c -> {
        long[] r = new long[cols()];
        r[r.length - 1] = c.value();
        return r;
      }
      case AffineBinaryExpr b -> {
        long[] lhs = walk(b.lhs());
        stack.add(lhs);
        long[] rhs = walk(b.rhs());
        lhs = stack.remove(stack.size() - 1);
        lhs = widen(lhs);
        rhs = widen(rhs);
        return switch (b.kind()) {
          case ADD -> {
            for (int i = 0; i < lhs.length; i++) {
              lhs[i] += rhs[i];
            }
            yield lhs;
          }
          case MUL -> mul(b, lhs, rhs);
          case MOD -> mod(b, lhs, rhs);
          case FLOOR_DIV -> div(b, lhs, rhs, false);
          case CEIL_DIV -> div(b, lhs, rhs, true);
          default -> throw new IllegalStateException();
        };
      }
    }
  }

  /** Pads a row built before more locals were added (locals sit before the constant). */
  private long[] widen(long[] row) {
    if (row.length == cols()) {
      return row;
    }
    long[] r = new long[cols()];
    int oldLocals = row.length - 1 - localStart();
    System.arraycopy(row, 0, r, 0, localStart() + oldLocals);
    r[r.length - 1] = row[row.length - 1];
    return r;
  }

  private long[] mul(AffineBinaryExpr b, long[] lhs, long[] rhs) {
    if (!(b.rhs() instanceof AffineConstantExpr)) {
      return semiAffineLocal(fromFlat(lhs).mul(fromFlat(rhs)));
    }
    long c = rhs[rhs.length - 1];
    for (int i = 0; i < lhs.length; i++) {
      lhs[i] *= c;
    }
    return lhs;
  }

  private long[] mod(AffineBinaryExpr b, long[] lhs, long[] rhs) {
    if (!(b.rhs() instanceof AffineConstantExpr)) {
      return semiAffineLocal(fromFlat(lhs).mod(fromFlat(rhs)));
    }
    long c = rhs[rhs.length - 1];
    if (c <= 0) {
      throw new Poison();
    }
    boolean multiple = true;
    for (long v : lhs) {
      multiple &= v % c == 0;
    }
    if (multiple) {
      return new long[lhs.length];
    }
    long gcd = c;
    for (long v : lhs) {
      gcd = gcd(gcd, Math.abs(v));
    }
    long[] dividend = lhs.clone();
    if (gcd != 1) {
      for (int i = 0; i < dividend.length; i++) {
        dividend[i] /= gcd;
      }
    }
    AffineExpr floorDiv = fromFlat(dividend).floorDiv(AffineExpr.constant(c / gcd));
    int loc = locals.indexOf(floorDiv);
    if (loc < 0) {
      addLocal(floorDiv);
      lhs = widen(lhs);
      loc = locals.size() - 1;
    }
    lhs[localStart() + loc] = -c;
    return lhs;
  }

  private long[] div(AffineBinaryExpr b, long[] lhs, long[] rhs, boolean ceil) {
    if (!(b.rhs() instanceof AffineConstantExpr)) {
      AffineExpr a = fromFlat(lhs);
      AffineExpr d = fromFlat(rhs);
      return semiAffineLocal(ceil ? a.ceilDiv(d) : a.floorDiv(d));
    }
    long c = rhs[rhs.length - 1];
    if (c <= 0) {
      throw new Poison();
    }
    long gcd = c;
    for (long v : lhs) {
      gcd = gcd(gcd, Math.abs(v));
    }
    if (gcd != 1) {
      for (int i = 0; i < lhs.length; i++) {
        lhs[i] /= gcd;
      }
    }
    long divisor = c / gcd;
    if (divisor == 1) {
      return lhs;
    }
    AffineExpr a = fromFlat(lhs);
    AffineExpr d = AffineExpr.constant(divisor);
    AffineExpr divExpr = ceil ? a.ceilDiv(d) : a.floorDiv(d);
    int loc = locals.indexOf(divExpr);
    if (loc < 0) {
      addLocal(divExpr);
      loc = locals.size() - 1;
    }
    long[] r = new long[cols()];
    r[localStart() + loc] = 1;
    return r;
  }

  private long[] semiAffineLocal(AffineExpr e) {
    int loc = locals.indexOf(e);
    if (loc < 0) {
      addLocal(e);
      loc = locals.size() - 1;
    }
    long[] r = new long[cols()];
    r[localStart() + loc] = 1;
    return r;
  }

  private void addLocal(AffineExpr e) {
    locals.add(e);
    for (int i = 0; i < stack.size(); i++) {
      stack.set(i, widen(stack.get(i)));
    }
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  /** MLIR's getAffineExprFromFlatForm over the locals known so far. */
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
    return c != 0 ? expr.add(c) : expr;
  }

  /** MLIR's getSemiAffineExprFromFlatForm: terms sorted by (position, partner position). */
  private AffineExpr semiAffineFromFlat(long[] flat) {
    record Entry(long keyA, long keyB, long coefficient, AffineExpr expr) {}
    List<Entry> entries = new ArrayList<>();
    int symKey = Math.max(numDims, numSymbols);
    for (int j = 0; j < numDims; j++) {
      if (flat[j] != 0) {
        entries.add(new Entry(j, -1, flat[j], AffineExpr.dim(j)));
      }
    }
    for (int j = numDims; j < localStart(); j++) {
      if (flat[j] != 0) {
        entries.add(new Entry(j - numDims, symKey, flat[j], AffineExpr.symbol(j - numDims)));
      }
    }
    boolean[] added = new boolean[locals.size()];
    for (int i = 0; i < locals.size(); i++) {
      long coefficient = flat[localStart() + i];
      if (coefficient == 0 || !(locals.get(i) instanceof AffineBinaryExpr b)) {
        continue;
      }
      AffineExpr l = b.lhs();
      AffineExpr r = b.rhs();
      boolean lIdent = l instanceof AffineDimExpr || l instanceof AffineSymbolExpr;
      boolean rOk = r instanceof AffineDimExpr || r instanceof AffineSymbolExpr || r instanceof AffineConstantExpr;
      if (!lIdent || !rOk) {
        continue;
      }
      long lPos = l instanceof AffineDimExpr d ? d.position() : ((AffineSymbolExpr) l).position();
      if (r instanceof AffineConstantExpr) {
        entries.add(new Entry(lPos, l instanceof AffineDimExpr ? -1 : symKey, coefficient, b));
      } else {
        long rPos = r instanceof AffineDimExpr d ? d.position() : ((AffineSymbolExpr) r).position();
        entries.add(new Entry(lPos, rPos, coefficient, b));
      }
      added[i] = true;
    }
    entries.sort((x, y) -> x.keyA != y.keyA ? Long.compare(x.keyA, y.keyA) : Long.compare(x.keyB, y.keyB));
    AffineExpr expr = AffineExpr.constant(0);
    for (Entry e : entries) {
      expr = expr.add(e.expr.mul(e.coefficient));
    }
    for (int i = 0; i < locals.size(); i++) {
      long coefficient = flat[localStart() + i];
      if (coefficient != 0 && !added[i]) {
        expr = expr.add(locals.get(i).mul(coefficient));
      }
    }
    long c = flat[flat.length - 1];
    return c != 0 ? expr.add(c) : expr;
  }
}

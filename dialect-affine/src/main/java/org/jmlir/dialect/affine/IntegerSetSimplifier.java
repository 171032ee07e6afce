package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.affine.IntegerSet;

/**
 * MLIR's simplifyIntegerSet for sets whose constraints are linear in the dims and symbols: a set with
 * no integer point becomes the empty set {@code (1 == 0)}; otherwise constraints are GCD-normalized,
 * trivially true and duplicate inequalities dropped, and among inequalities differing only in their
 * constant the tightest kept (removeTrivialRedundancy), equalities printed before inequalities. The
 * emptiness check is MLIR's: GCD test on equalities, Gaussian elimination, then Fourier-Motzkin with
 * a give-up (not empty) when the constraints explode. Sets with mod/floordiv/ceildiv by constants
 * get a local variable each (a ceildiv as MLIR's floordiv of {@code a + d - 1}) whose two defining
 * inequalities join the set and are printed after its own constraints, as MLIR prints them.
 */
public final class IntegerSetSimplifier {
  /** MLIR's kExplosionFactor: FM gives up beyond this many constraints per variable. */
  private static final int EXPLOSION_FACTOR = 32;

  private IntegerSetSimplifier() {}

  /** Thrown on 64-bit overflow: the set is kept as it is. */
  private static final class Overflow extends RuntimeException {
    Overflow() {
      super(null, null, false, false);
    }
  }

  public static IntegerSet simplify(IntegerSet set) {
    int nd = set.numDims();
    int ns = set.numSymbols();
    List<long[]> eqs = new ArrayList<>();
    List<long[]> ineqs = new ArrayList<>();
    boolean hasLocals = false;
    for (int i = 0; i < set.constraints().size(); i++) {
      List<AffineExpr> locals = new ArrayList<>();
      long[] row = AffineFlattener.flatten(set.constraints().get(i), nd, ns, locals);
      if (row == null) {
        return set;
      }
      hasLocals |= !locals.isEmpty();
      (set.eqFlags().get(i) ? eqs : ineqs).add(row);
    }
    if (hasLocals) {
      // Only the emptiness check: floordiv/ceildiv terms become variables bounded by their definition.
      Locals l = new Locals(nd + ns);
      List<Map<Integer, Long>> leq = new ArrayList<>();
      List<Map<Integer, Long>> lineq = new ArrayList<>();
      for (int i = 0; i < set.constraints().size(); i++) {
        Map<Integer, Long> row = l.linearize(set.constraints().get(i), nd, ns);
        if (row == null) {
          return set;
        }
        (set.eqFlags().get(i) ? leq : lineq).add(row);
      }
      lineq.addAll(l.bounds);
      int numVars = nd + ns + l.exprs.size();
      try {
        if (isEmpty(Locals.dense(leq, numVars), Locals.dense(lineq, numVars), numVars)) {
          return new IntegerSet(nd, ns, List.of(AffineExpr.constant(1)), List.of(true));
        }
      } catch (Overflow o) {
        return set;
      }
      List<long[]> deq = Locals.dense(leq, numVars);
      List<long[]> dineq = Locals.dense(lineq, numVars);
      removeTrivialRedundancy(deq, dineq);
      return rebuild(deq, dineq, nd, ns, l.exprs);
    }
    try {
      if (isEmpty(copy(eqs), copy(ineqs), nd + ns)) {
        return new IntegerSet(nd, ns, List.of(AffineExpr.constant(1)), List.of(true));
      }
    } catch (Overflow o) {
      return set;
    }
    removeTrivialRedundancy(eqs, ineqs);
    return rebuild(eqs, ineqs, nd, ns, List.of());
  }

  /** MLIR's getAsIntegerSet: equalities, then inequalities; no constraint left is {@code 0 == 0}. */
  private static IntegerSet rebuild(List<long[]> eqs, List<long[]> ineqs, int nd, int ns, List<AffineExpr> locals) {
    List<AffineExpr> exprs = new ArrayList<>();
    List<Boolean> flags = new ArrayList<>();
    for (long[] r : eqs) {
      exprs.add(fromFlat(r, nd, ns, locals));
      flags.add(true);
    }
    for (long[] r : ineqs) {
      exprs.add(fromFlat(r, nd, ns, locals));
      flags.add(false);
    }
    if (exprs.isEmpty()) {
      // MLIR's universal set: 0 == 0.
      return new IntegerSet(nd, ns, List.of(AffineExpr.constant(0)), List.of(true));
    }
    return new IntegerSet(nd, ns, exprs, flags);
  }

  /**
   * Local variables of a set's floordiv/ceildiv terms, shared by expression, with the two
   * inequalities that define each; rows are sparse (column -> coefficient, -1 for the constant).
   */
  private static final class Locals {
    final int numIds;
    final Map<AffineExpr, Integer> columns = new HashMap<>();
    /** The floordiv expression of each local column, in column order. */
    final List<AffineExpr> exprs = new ArrayList<>();
    final List<Map<Integer, Long>> bounds = new ArrayList<>();

    Locals(int numIds) {
      this.numIds = numIds;
    }

    Map<Integer, Long> linearize(AffineExpr e, int nd, int ns) {
      List<AffineExpr> locals = new ArrayList<>();
      long[] flat = AffineFlattener.flatten(e, nd, ns, locals);
      if (flat == null) {
        return null;
      }
      Map<Integer, Long> row = new HashMap<>();
      for (int j = 0; j < numIds; j++) {
        addTo(row, j, flat[j]);
      }
      for (int k = 0; k < locals.size(); k++) {
        long coef = flat[numIds + k];
        if (coef == 0) {
          continue;
        }
        Integer col = column(locals.get(k), nd, ns);
        if (col == null) {
          return null;
        }
        addTo(row, col, coef);
      }
      addTo(row, -1, flat[flat.length - 1]);
      return row;
    }

    /** The column of {@code q = a floordiv d}, adding {@code 0 <= a - d*q <= d - 1}; a ceildiv is a floordiv of {@code a + d - 1}. */
    private Integer column(AffineExpr local, int nd, int ns) {
      Integer known = columns.get(local);
      if (known != null) {
        return known;
      }
      if (!(local instanceof org.jmlir.ir.affine.AffineBinaryExpr b)
          || !(b.rhs() instanceof org.jmlir.ir.affine.AffineConstantExpr d)
          || (b.kind() != AffineExpr.Kind.FLOOR_DIV && b.kind() != AffineExpr.Kind.CEIL_DIV)) {
        return null;
      }
      if (b.kind() == AffineExpr.Kind.CEIL_DIV) {
        // As MLIR: a ceildiv d is (a + d - 1) floordiv d.
        AffineExpr floor = b.lhs().add(AffineExpr.constant(d.value() - 1)).floorDiv(d);
        Integer col = column(floor, nd, ns);
        if (col != null) {
          columns.put(local, col);
        }
        return col;
      }
      Map<Integer, Long> a = linearize(b.lhs(), nd, ns);
      if (a == null) {
        return null;
      }
      int col = numIds + exprs.size();
      columns.put(local, col);
      exprs.add(local);
      Map<Integer, Long> lower = new HashMap<>();
      Map<Integer, Long> upper = new HashMap<>();
      for (Map.Entry<Integer, Long> t : a.entrySet()) {
        addTo(lower, t.getKey(), t.getValue());
        addTo(upper, t.getKey(), -t.getValue());
      }
      addTo(lower, col, -d.value());
      addTo(upper, col, d.value());
      addTo(upper, -1, d.value() - 1);
      bounds.add(upper);
      bounds.add(lower);
      return col;
    }

    private static void addTo(Map<Integer, Long> row, int col, long v) {
      if (v != 0) {
        row.merge(col, v, Math::addExact);
      }
    }

    static List<long[]> dense(List<Map<Integer, Long>> rows, int numVars) {
      List<long[]> out = new ArrayList<>();
      for (Map<Integer, Long> r : rows) {
        long[] d = new long[numVars + 1];
        for (Map.Entry<Integer, Long> t : r.entrySet()) {
          d[t.getKey() < 0 ? numVars : t.getKey()] = t.getValue();
        }
        out.add(d);
      }
      return out;
    }
  }

  private static List<long[]> copy(List<long[]> rows) {
    List<long[]> out = new ArrayList<>();
    for (long[] r : rows) {
      out.add(r.clone());
    }
    return out;
  }

  /** MLIR's getAffineExprFromFlatForm: dims, symbols, local terms (as their expressions), the constant. */
  private static AffineExpr fromFlat(long[] row, int nd, int ns, List<AffineExpr> locals) {
    AffineExpr e = AffineExpr.constant(0);
    for (int j = 0; j < nd + ns + locals.size(); j++) {
      if (row[j] != 0) {
        AffineExpr id = j < nd ? AffineExpr.dim(j) : j < nd + ns ? AffineExpr.symbol(j - nd) : locals.get(j - nd - ns);
        e = e.add(id.mul(AffineExpr.constant(row[j])));
      }
    }
    return e.add(AffineExpr.constant(row[row.length - 1]));
  }

  // ---- removeTrivialRedundancy ---------------------------------------------------------------

  private static void removeTrivialRedundancy(List<long[]> eqs, List<long[]> ineqs) {
    for (long[] r : ineqs) {
      gcdTighten(r);
    }
    for (long[] r : eqs) {
      normalizeRow(r);
    }
    for (long[] r : ineqs) {
      normalizeRow(r);
    }
    int n = ineqs.size();
    boolean[] redundant = new boolean[n];
    Set<List<Long>> seen = new HashSet<>();
    Map<List<Long>, Integer> byCoefficients = new HashMap<>();
    for (int r = 0; r < n; r++) {
      long[] row = ineqs.get(r);
      int c = row.length - 1;
      if ((allZero(row, c) && row[c] >= 0) || !seen.add(boxed(row, row.length))) {
        redundant[r] = true;
        continue;
      }
      List<Long> key = boxed(row, c);
      Integer prev = byCoefficients.putIfAbsent(key, r);
      if (prev != null) {
        if (ineqs.get(prev)[c] > row[c]) {
          redundant[prev] = true;
          byCoefficients.put(key, r);
        } else {
          redundant[r] = true;
        }
      }
    }
    List<long[]> kept = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      if (!redundant[r]) {
        kept.add(ineqs.get(r));
      }
    }
    ineqs.clear();
    ineqs.addAll(kept);
  }

  private static List<Long> boxed(long[] row, int len) {
    List<Long> out = new ArrayList<>(len);
    for (int i = 0; i < len; i++) {
      out.add(row[i]);
    }
    return out;
  }

  private static boolean allZero(long[] row, int upTo) {
    for (int i = 0; i < upTo; i++) {
      if (row[i] != 0) {
        return false;
      }
    }
    return true;
  }

  private static long gcd(long a, long b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  /** Divides the coefficients by their GCD and floors the constant (an inequality's integer tightening). */
  private static void gcdTighten(long[] row) {
    int c = row.length - 1;
    long g = 0;
    for (int i = 0; i < c; i++) {
      g = gcd(g, row[i]);
    }
    if (g <= 1) {
      return;
    }
    for (int i = 0; i < c; i++) {
      row[i] /= g;
    }
    row[c] = Math.floorDiv(row[c], g);
  }

  /** Divides the whole row, constant included, by the GCD of its entries. */
  private static void normalizeRow(long[] row) {
    long g = 0;
    for (long v : row) {
      g = gcd(g, v);
    }
    if (g <= 1) {
      return;
    }
    for (int i = 0; i < row.length; i++) {
      row[i] /= g;
    }
  }

  // ---- emptiness -----------------------------------------------------------------------------

  private static boolean isEmpty(List<long[]> eqs, List<long[]> ineqs, int numVars) {
    if (invalid(eqs, ineqs)) {
      return true;
    }
    // Gaussian elimination: every variable with an equality involving it.
    for (int v = 0; v < numVars; v++) {
      int pivot = -1;
      for (int r = 0; r < eqs.size(); r++) {
        if (eqs.get(r)[v] != 0) {
          pivot = r;
          break;
        }
      }
      if (pivot < 0) {
        continue;
      }
      long[] p = eqs.remove(pivot);
      for (List<long[]> rows : List.of(eqs, ineqs)) {
        for (int r = 0; r < rows.size(); r++) {
          rows.set(r, eliminate(rows.get(r), p, v, rows == ineqs));
        }
      }
      if (invalid(eqs, ineqs)) {
        return true;
      }
    }
    // Fourier-Motzkin on what remains.
    int limit = EXPLOSION_FACTOR * numVars;
    for (int step = 0; step < numVars; step++) {
      int best = -1;
      long bestCost = Long.MAX_VALUE;
      for (int v = 0; v < numVars; v++) {
        long lb = 0;
        long ub = 0;
        for (long[] r : ineqs) {
          if (r[v] > 0) {
            lb++;
          } else if (r[v] < 0) {
            ub++;
          }
        }
        if (lb + ub == 0) {
          continue;
        }
        long cost = lb * ub - lb - ub;
        if (cost < bestCost) {
          bestCost = cost;
          best = v;
        }
      }
      if (best < 0) {
        break;
      }
      List<long[]> lower = new ArrayList<>();
      List<long[]> upper = new ArrayList<>();
      List<long[]> next = new ArrayList<>();
      for (long[] r : ineqs) {
        (r[best] > 0 ? lower : r[best] < 0 ? upper : next).add(r);
      }
      for (long[] l : lower) {
        for (long[] u : upper) {
          next.add(eliminate(u, l, best, true));
        }
      }
      ineqs = next;
      if (ineqs.size() + eqs.size() >= limit) {
        return false;
      }
      if (invalid(eqs, ineqs)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code row} with variable {@code v} eliminated by a positive combination with {@code pivot}
   * (for an inequality {@code row} the multiplier of {@code row} stays positive; an equality pivot
   * may be negated, an inequality pivot must have the opposite sign).
   */
  private static long[] eliminate(long[] row, long[] pivot, int v, boolean rowIsInequality) {
    if (row[v] == 0) {
      return row;
    }
    long g = gcd(row[v], pivot[v]);
    long rowMul = Math.abs(pivot[v]) / g;
    long pivotMul = -Math.multiplyExact(row[v] / g, Long.signum(pivot[v]));
    if (!rowIsInequality) {
      rowMul = pivot[v] / g;
      pivotMul = -row[v] / g;
    }
    long[] out = new long[row.length];
    try {
      for (int i = 0; i < row.length; i++) {
        out[i] = Math.addExact(Math.multiplyExact(row[i], rowMul), Math.multiplyExact(pivot[i], pivotMul));
      }
    } catch (ArithmeticException e) {
      throw new Overflow();
    }
    if (rowIsInequality) {
      gcdTighten(out);
    } else {
      normalizeRow(out);
    }
    return out;
  }

  /** A constant row that fails, or an equality whose coefficients' GCD does not divide its constant. */
  private static boolean invalid(List<long[]> eqs, List<long[]> ineqs) {
    for (long[] r : eqs) {
      int c = r.length - 1;
      long g = 0;
      for (int i = 0; i < c; i++) {
        g = gcd(g, r[i]);
      }
      if (g == 0 ? r[c] != 0 : r[c] % g != 0) {
        return true;
      }
    }
    for (long[] r : ineqs) {
      gcdTighten(r);
      int c = r.length - 1;
      if (allZero(r, c) && r[c] < 0) {
        return true;
      }
    }
    return false;
  }
}

package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.affine.AffineMap;

/**
 * MLIR's simplifyMapWithOperands (AffineOps.cpp): floordiv, ceildiv and mod results simplified
 * with what the operands are known to be, the constant bounds and steps of the affine.for loops
 * whose induction variables they are: a quotient that is the same over the whole range becomes a
 * constant, {@code x mod c} with {@code 0 <= x < c} becomes {@code x}, {@code (q*k + r) floordiv c}
 * with {@code 0 <= r < k} and {@code k} dividing {@code c} becomes {@code (q*k) floordiv c}, and so on.
 */
final class AffineBoundSimplifier {
  private final int numDims;
  private final int numSymbols;
  private final List<Value> operands;

  private AffineBoundSimplifier(AffineMap map, List<Value> operands) {
    this.numDims = map.numDims();
    this.numSymbols = map.numSymbols();
    this.operands = operands;
  }

  static AffineMap simplify(AffineMap map, List<Value> operands) {
    AffineBoundSimplifier s = new AffineBoundSimplifier(map, operands);
    List<AffineExpr> results = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      results.add(s.simplify(e));
    }
    return new AffineMap(map.numDims(), map.numSymbols(), results);
  }

  /**
   * simplifyMinOrMaxExprWithOperands: results of a max (lower bound) whose largest value is below
   * another's smallest, or of a min whose smallest is above another's largest, are dropped (of two
   * equal constants the first stays); results whose bounds meet become that constant.
   */
  static AffineMap simplifyMinOrMax(AffineMap map, List<Value> operands, boolean isMax) {
    if (operands.isEmpty()) {
      return map;
    }
    AffineBoundSimplifier s = new AffineBoundSimplifier(map, operands);
    int n = map.numResults();
    Long[] lbs = new Long[n];
    Long[] ubs = new Long[n];
    for (int i = 0; i < n; i++) {
      AffineExpr e = map.results().get(i);
      lbs[i] = e instanceof AffineConstantExpr c ? c.value() : s.bound(e, false);
      ubs[i] = e instanceof AffineConstantExpr c ? c.value() : s.bound(e, true);
    }
    List<AffineExpr> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      AffineExpr e = map.results().get(i);
      if (lbs[i] != null && ubs[i] != null && lbs[i].longValue() == ubs[i].longValue()) {
        e = AffineExpr.constant(lbs[i]);
      }
      Long mine = isMax ? ubs[i] : lbs[i];
      if (mine == null) {
        kept.add(e);
        continue;
      }
      boolean redundant = false;
      for (int pos = 0; pos < n && !redundant; pos++) {
        Long other = isMax ? lbs[pos] : ubs[pos];
        if (pos == i || other == null) {
          continue;
        }
        if (isMax ? other > mine : other < mine) {
          redundant = true;
        } else if (other.longValue() == mine.longValue()) {
          Long otherFar = isMax ? ubs[pos] : lbs[pos];
          boolean bothConstant = otherFar != null && lbs[i] != null && ubs[i] != null
              && lbs[i].longValue() == ubs[i].longValue() && other.longValue() == otherFar.longValue();
          redundant = !(bothConstant && i < pos);
        }
      }
      if (!redundant) {
        kept.add(e);
      }
    }
    return new AffineMap(map.numDims(), map.numSymbols(), kept);
  }

  private static AffineForOp loopOf(Value v) {
    return v instanceof BlockArgument a && a.index() == 0 && a.owner().parentOp() instanceof AffineForOp f ? f : null;
  }

  private static Long constantBound(AffineMap m) {
    return m.numResults() == 1 && m.results().get(0) instanceof AffineConstantExpr c ? c.value() : null;
  }

  private static Long lowerBound(Value v) {
    AffineForOp f = loopOf(v);
    return f == null ? null : constantBound(f.lowerBoundMap());
  }

  private static Long upperBound(Value v) {
    AffineForOp f = loopOf(v);
    Long ub = f == null ? null : constantBound(f.upperBoundMap());
    if (ub == null) {
      return null;
    }
    Long lb = constantBound(f.lowerBoundMap());
    return lb != null ? ub - 1 - (ub - lb - 1) % f.step() : ub - 1;
  }

  private boolean isNonNegativeBoundedBy(AffineExpr e, long k) {
    if (e instanceof AffineConstantExpr c) {
      return c.value() >= 0 && c.value() < k;
    }
    if (!(e instanceof AffineDimExpr d)) {
      return false;
    }
    AffineForOp f = loopOf(operands.get(d.position()));
    if (f == null) {
      return false;
    }
    Long lb = constantBound(f.lowerBoundMap());
    Long ub = constantBound(f.upperBoundMap());
    return lb != null && lb >= 0 && ub != null && ub <= k;
  }

  private long largestKnownDivisor(AffineExpr e) {
    long div = e.largestKnownDivisor();
    if (!(e instanceof AffineDimExpr d)) {
      return div;
    }
    AffineForOp f = loopOf(operands.get(d.position()));
    if (f == null) {
      return 1;
    }
    Long lb = constantBound(f.lowerBoundMap());
    if (lb != null && lb == 0) {
      return f.step();
    }
    long lbDiv = 0;
    for (AffineExpr r : f.lowerBoundMap().results()) {
      lbDiv = lbDiv == 0 ? r.largestKnownDivisor() : gcd(lbDiv, r.largestKnownDivisor());
    }
    return gcd(lbDiv, f.step());
  }

  private static long gcd(long a, long b) {
    return java.math.BigInteger.valueOf(a).gcd(java.math.BigInteger.valueOf(b)).longValue();
  }

  /** getBoundForAffineExpr: an inclusive constant bound of {@code e}, or null. */
  private Long bound(AffineExpr e, boolean upper) {
    if (e instanceof AffineConstantExpr c) {
      return c.value();
    }
    if (e instanceof AffineBinaryExpr b && b.rhs() instanceof AffineConstantExpr rc) {
      long c = rc.value();
      switch (b.kind()) {
        case FLOOR_DIV -> {
          if (c < 1) {
            return null;
          }
          Long x = bound(b.lhs(), upper);
          return x == null ? null : Math.floorDiv(x, c);
        }
        case CEIL_DIV -> {
          if (c < 1) {
            return null;
          }
          Long x = bound(b.lhs(), upper);
          return x == null ? null : -Math.floorDiv(-x, c);
        }
        case MOD -> {
          if (c >= 1) {
            Long lb = bound(b.lhs(), false);
            Long ub = bound(b.lhs(), upper);
            if (lb != null && ub != null && Math.floorDiv(lb, c) == Math.floorDiv(ub, c)) {
              return upper ? Math.floorMod(ub, c) : Math.floorMod(lb, c);
            }
            return upper ? c - 1 : 0;
          }
        }
        default -> {}
      }
    } else if (e instanceof AffineBinaryExpr b && (b.kind() == AffineExpr.Kind.FLOOR_DIV || b.kind() == AffineExpr.Kind.CEIL_DIV)) {
      return null;
    }
    List<AffineExpr> locals = new ArrayList<>();
    long[] flat = AffineFlattener.flatten(e, numDims, numSymbols, locals);
    if (flat == null || !locals.isEmpty()) {
      return null;
    }
    long result = 0;
    for (int i = 0; i < numDims + numSymbols; i++) {
      if (flat[i] == 0) {
        continue;
      }
      Long b = (flat[i] > 0) == upper ? upperBound(operands.get(i)) : lowerBound(operands.get(i));
      if (b == null) {
        return null;
      }
      result += b * flat[i];
    }
    return result + flat[flat.length - 1];
  }

  /** simplifyExprAndOperands. */
  private AffineExpr simplify(AffineExpr expr) {
    if (!(expr instanceof AffineBinaryExpr b0)) {
      return expr;
    }
    expr = AffineExpr.binary(b0.kind(), simplify(b0.lhs()), simplify(b0.rhs()));
    if (!(expr instanceof AffineBinaryExpr b) || !(b.kind() == AffineExpr.Kind.FLOOR_DIV
        || b.kind() == AffineExpr.Kind.CEIL_DIV || b.kind() == AffineExpr.Kind.MOD)) {
      return expr;
    }
    AffineExpr lhs = b.lhs();
    if (!(b.rhs() instanceof AffineConstantExpr rc) || rc.value() <= 0) {
      return expr;
    }
    long c = rc.value();
    Long lb = bound(lhs, false);
    Long ub = bound(lhs, true);
    if (lb != null && ub != null) {
      if (b.kind() == AffineExpr.Kind.FLOOR_DIV && Math.floorDiv(lb, c) == Math.floorDiv(ub, c)) {
        return AffineExpr.constant(Math.floorDiv(lb, c));
      }
      if (b.kind() == AffineExpr.Kind.CEIL_DIV && -Math.floorDiv(-lb, c) == -Math.floorDiv(-ub, c)) {
        return AffineExpr.constant(-Math.floorDiv(-lb, c));
      }
      if (b.kind() == AffineExpr.Kind.MOD && lb >= 0 && lb < c && ub < c) {
        return lhs;
      }
    }
    if (lhs instanceof AffineBinaryExpr add && add.kind() == AffineExpr.Kind.ADD) {
      AffineExpr q = null;
      AffineExpr r = null;
      long div = largestKnownDivisor(add.lhs());
      if (isNonNegativeBoundedBy(add.rhs(), div)) {
        q = add.lhs();
        r = add.rhs();
      } else {
        div = largestKnownDivisor(add.rhs());
        if (isNonNegativeBoundedBy(add.lhs(), div)) {
          q = add.rhs();
          r = add.lhs();
        }
      }
      if (q != null) {
        if (c % div == 0 && b.kind() == AffineExpr.Kind.FLOOR_DIV) {
          return q.floorDiv(rc);
        }
        if (div % c == 0 && b.kind() == AffineExpr.Kind.MOD) {
          return r.mod(rc);
        }
        return expr;
      }
    }
    if ((isNonNegativeBoundedBy(lhs, c) && b.kind() == AffineExpr.Kind.FLOOR_DIV)
        || (largestKnownDivisor(lhs) % c == 0 && b.kind() == AffineExpr.Kind.MOD)) {
      return AffineExpr.constant(0);
    }
    return expr;
  }
}

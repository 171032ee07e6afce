package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.function.BinaryOperator;
import org.jmlir.ir.Operation;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.InferIntRangeInterface;

/**
 * Integer range inference of the arith ops (MLIR 22's InferIntRangeCommon and ArithOps' inferResultRanges):
 * each op's result range from its operands' ranges, computed on both the unsigned and the signed
 * bounds where MLIR does and intersected. Operations that may overflow give the whole range unless
 * the op's nsw/nuw flags say otherwise.
 */
public final class ArithIntRanges {
  private ArithIntRanges() {}

  private static final BigInteger ZERO = BigInteger.ZERO;
  private static final BigInteger ONE = BigInteger.ONE;

  /** An arithmetic function in {@code w} bits; null when it overflows (or is undefined). */
  @FunctionalInterface
  interface Fn {
    BigInteger apply(BigInteger a, BigInteger b, int w);
  }

  private static int width(Operation op) {
    return ConstantIntRanges.storageWidth(op.result(0).type());
  }

  private static InferIntRangeInterface binary(java.util.function.BiFunction<Operation, ConstantIntRanges[], ConstantIntRanges> f) {
    return (op, args) -> {
      if (args.size() < 2 || args.get(0) == null || args.get(1) == null || width(op) == 0) {
        return Arrays.asList((ConstantIntRanges) null);
      }
      return List.of(f.apply(op, new ConstantIntRanges[] {args.get(0), args.get(1)}));
    };
  }

  private static InferIntRangeInterface unary(java.util.function.BiFunction<Operation, ConstantIntRanges, ConstantIntRanges> f) {
    return (op, args) -> {
      if (args.isEmpty() || args.get(0) == null || width(op) == 0) {
        return Arrays.asList((ConstantIntRanges) null);
      }
      return List.of(f.apply(op, args.get(0)));
    };
  }

  // ---- MLIR's helpers ------------------------------------------------------------------------

  /** op(minLeft, minRight) .. op(maxLeft, maxRight), or the whole range when either overflows. */
  private static ConstantIntRanges boundsBy(Fn op, BigInteger minL, BigInteger minR, BigInteger maxL, BigInteger maxR,
      boolean signed, int w) {
    BigInteger lo = op.apply(minL, minR, w);
    BigInteger hi = op.apply(maxL, maxR, w);
    if (lo != null && hi != null) {
      return ConstantIntRanges.range(lo, hi, signed, w);
    }
    return ConstantIntRanges.maxRange(w);
  }

  /** The smallest and largest of op over the four corners, or the whole range when any overflows. */
  private static ConstantIntRanges minMaxBy(Fn op, BigInteger[] l, BigInteger[] r, boolean signed, int w) {
    BigInteger min = null;
    BigInteger max = null;
    for (BigInteger a : l) {
      for (BigInteger b : r) {
        BigInteger v = op.apply(a, b, w);
        if (v == null) {
          return ConstantIntRanges.maxRange(w);
        }
        min = min == null ? v : min.min(v);
        max = max == null ? v : max.max(v);
      }
    }
    return ConstantIntRanges.range(min, max, signed, w);
  }

  /** Exact {@code v} when it fits {@code w} bits (signed or unsigned), else null; saturated when asked. */
  private static BigInteger fit(BigInteger v, int w, boolean signed, boolean saturate) {
    BigInteger lo = signed ? ConstantIntRanges.signedMin(w) : ZERO;
    BigInteger hi = signed ? ConstantIntRanges.signedMax(w) : ConstantIntRanges.unsignedMax(w);
    if (v.compareTo(lo) < 0) {
      return saturate ? lo : null;
    }
    if (v.compareTo(hi) > 0) {
      return saturate ? hi : null;
    }
    return v;
  }

  private static boolean nsw(Operation op) {
    return (ArithFolders.overflowFlags(op) & ArithFolders.NSW) != 0;
  }

  private static boolean nuw(Operation op) {
    return (ArithFolders.overflowFlags(op) & ArithFolders.NUW) != 0;
  }

  // ---- the ops ---------------------------------------------------------------------------------

  static final InferIntRangeInterface CONSTANT =
      (op, args) -> {
        int w = width(op);
        Attribute v = op.inherentAttr("value");
        if (w != 0 && v instanceof IntegerAttr a) {
          return List.of(ConstantIntRanges.constant(a.value(), w));
        }
        // A dense integer vector or tensor: the union of its elements.
        if (w != 0 && v instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d
            && !(d.elementType() instanceof org.jmlir.ir.type.FloatType)) {
          long n = d.isSplat() ? 1 : ((org.jmlir.ir.type.ShapedType) d.type()).numElements();
          ConstantIntRanges r = null;
          for (long i = 0; i < n; i++) {
            ConstantIntRanges c = ConstantIntRanges.constant(org.jmlir.dialect.fold.ConstFold.element(d, i), w);
            r = r == null ? c : r.union(c);
          }
          if (r != null) {
            return List.of(r);
          }
        }
        return Arrays.asList((ConstantIntRanges) null);
      };

  private enum Shape { ADD, SUB, MUL }

  /**
   * add/sub/mul on the unsigned and the signed bounds, intersected; a bound that overflows gives the
   * whole range, unless nuw/nsw make the operation saturate there (MLIR's inferAdd/inferSub/inferMul).
   */
  private static InferIntRangeInterface overflowing(BinaryOperator<BigInteger> f, Shape shape) {
    return binary((op, a) -> {
      int w = a[0].width();
      boolean sat = nuw(op);
      boolean ssat = nsw(op);
      Fn u = (x, y, ww) -> fit(f.apply(x, y), ww, false, sat);
      Fn s = (x, y, ww) -> fit(f.apply(x, y), ww, true, ssat);
      ConstantIntRanges l = a[0];
      ConstantIntRanges r = a[1];
      return switch (shape) {
        case ADD -> boundsBy(u, l.umin(), r.umin(), l.umax(), r.umax(), false, w)
            .intersection(boundsBy(s, l.smin(), r.smin(), l.smax(), r.smax(), true, w));
        case SUB -> boundsBy(u, l.umin(), r.umax(), l.umax(), r.umin(), false, w)
            .intersection(boundsBy(s, l.smin(), r.smax(), l.smax(), r.smin(), true, w));
        case MUL -> minMaxBy(u, new BigInteger[] {l.umin(), l.umax()}, new BigInteger[] {r.umin(), r.umax()}, false, w)
            .intersection(minMaxBy(s, new BigInteger[] {l.smin(), l.smax()}, new BigInteger[] {r.smin(), r.smax()}, true, w));
      };
    });
  }

  static final InferIntRangeInterface ADDI = overflowing(BigInteger::add, Shape.ADD);
  static final InferIntRangeInterface SUBI = overflowing(BigInteger::subtract, Shape.SUB);
  static final InferIntRangeInterface MULI = overflowing(BigInteger::multiply, Shape.MUL);

  /** A correction of a truncating quotient (ceil/floor division); null keeps it. */
  @FunctionalInterface
  private interface DivFix {
    BigInteger fix(BigInteger lhs, BigInteger rhs, BigInteger quotient, int w);
  }

  /** MLIR's inferDivURange: the corners when the divisor cannot be 0, else [lhs.umin / rhs.umax or 0, lhs.umax]. */
  private static InferIntRangeInterface divU(DivFix fix) {
    return binary((op, a) -> {
      int w = a[0].width();
      if (a[1].umin().signum() != 0) {
        return minMaxBy((x, y, ww) -> fix.fix(x, y, x.divide(y), ww), new BigInteger[] {a[0].umin(), a[0].umax()},
            new BigInteger[] {a[1].umin(), a[1].umax()}, false, w);
      }
      // A divisor that may be 0: x u/ y u<= x, and at least lhs.umin / rhs.umax when that is >= 1.
      BigInteger umin = ZERO;
      if (a[0].umin().compareTo(a[1].umax()) >= 0 && a[1].umax().signum() != 0) {
        umin = a[0].umin().divide(a[1].umax());
      }
      return ConstantIntRanges.fromUnsigned(umin, a[0].umax(), w);
    });
  }

  /** MLIR's inferDivSRange: the corners when the divisor's sign is known (overflow: whole range). */
  private static InferIntRangeInterface divS(DivFix fix) {
    return binary((op, a) -> {
      int w = a[0].width();
      if (a[1].smin().signum() > 0 || a[1].smax().signum() < 0) {
        return minMaxBy((x, y, ww) -> {
          BigInteger q = fit(x.divide(y), ww, true, false);
          return q == null ? null : fix.fix(x, y, q, ww);
        }, new BigInteger[] {a[0].smin(), a[0].smax()}, new BigInteger[] {a[1].smin(), a[1].smax()}, true, w);
      }
      return ConstantIntRanges.maxRange(w);
    });
  }

  static final InferIntRangeInterface DIVUI = divU((x, y, q, w) -> q);
  static final InferIntRangeInterface DIVSI = divS((x, y, q, w) -> q);
  static final InferIntRangeInterface CEILDIVUI =
      divU((x, y, q, w) -> x.mod(y).signum() != 0 && q.add(ONE).compareTo(ConstantIntRanges.unsignedMax(w)) <= 0 ? q.add(ONE) : q);
  static final InferIntRangeInterface CEILDIVSI =
      divS((x, y, q, w) -> {
        if (x.remainder(y).signum() != 0 && (x.signum() < 0) == (y.signum() < 0)) {
          BigInteger c = q.add(ONE);
          return c.compareTo(ConstantIntRanges.signedMax(w)) <= 0 ? c : q;
        }
        return q;
      });
  static final InferIntRangeInterface FLOORDIVSI =
      divS((x, y, q, w) -> {
        if (x.remainder(y).signum() != 0 && (x.signum() < 0) != (y.signum() < 0)) {
          BigInteger f = q.subtract(ONE);
          return f.compareTo(ConstantIntRanges.signedMin(w)) >= 0 ? f : q;
        }
        return q;
      });

  static final InferIntRangeInterface REMUI =
      binary((op, a) -> {
        int w = a[0].width();
        BigInteger rhsMin = a[1].umin();
        BigInteger rhsMax = a[1].umax();
        BigInteger umin = ZERO;
        BigInteger umax = ConstantIntRanges.toUnsigned(rhsMax.subtract(ONE), w).min(a[0].umax());
        if (rhsMin.signum() != 0 && rhsMin.equals(rhsMax)) {
          BigInteger lhsMin = a[0].umin();
          BigInteger lhsMax = a[0].umax();
          if (lhsMax.subtract(lhsMin).compareTo(rhsMax) < 0) {
            BigInteger minRem = lhsMin.mod(rhsMax);
            BigInteger maxRem = lhsMax.mod(rhsMax);
            if (minRem.compareTo(maxRem) <= 0) {
              umin = minRem;
              umax = maxRem;
            }
          }
        }
        return ConstantIntRanges.fromUnsigned(umin, umax, w);
      });

  static final InferIntRangeInterface REMSI =
      binary((op, a) -> {
        int w = a[0].width();
        BigInteger lhsMin = a[0].smin();
        BigInteger lhsMax = a[0].smax();
        BigInteger rhsMin = a[1].smin();
        BigInteger rhsMax = a[1].smax();
        BigInteger smin = ConstantIntRanges.signedMin(w);
        BigInteger smax = ConstantIntRanges.signedMax(w);
        if (rhsMin.signum() > 0 || rhsMax.signum() < 0) {
          BigInteger maxDivisor = rhsMin.signum() > 0 ? rhsMax : ConstantIntRanges.toSigned(rhsMin.abs(), w);
          BigInteger maxPositive = ConstantIntRanges.toSigned(maxDivisor.subtract(ONE), w);
          BigInteger minNegative = ConstantIntRanges.toSigned(maxPositive.negate(), w);
          smin = lhsMin.signum() < 0 ? minNegative : ZERO;
          smax = lhsMax.signum() > 0 ? maxPositive : ZERO;
          if (rhsMin.equals(rhsMax) && maxDivisor.signum() > 0) {
            BigInteger diff = ConstantIntRanges.toUnsigned(lhsMax.subtract(lhsMin), w);
            if (diff.compareTo(ConstantIntRanges.toUnsigned(maxDivisor, w)) < 0) {
              BigInteger minRem = lhsMin.remainder(maxDivisor);
              BigInteger maxRem = lhsMax.remainder(maxDivisor);
              if (minRem.compareTo(maxRem) <= 0) {
                smin = minRem;
                smax = maxRem;
              }
            }
          }
        }
        return ConstantIntRanges.fromSigned(smin, smax, w);
      });

  /** MLIR's widenBitwiseBounds: the bits where umin and umax differ become free. */
  private static BigInteger[] widenBitwise(ConstantIntRanges r) {
    BigInteger lo = r.umin();
    BigInteger hi = r.umax();
    int differing = lo.xor(hi).bitLength();
    BigInteger low = ONE.shiftLeft(differing).subtract(ONE);
    return new BigInteger[] {lo.andNot(low), hi.or(low)};
  }

  private static InferIntRangeInterface bitwise(BinaryOperator<BigInteger> f) {
    return binary((op, a) -> minMaxBy((x, y, ww) -> f.apply(x, y), widenBitwise(a[0]), widenBitwise(a[1]), false, a[0].width()));
  }

  static final InferIntRangeInterface ANDI = bitwise(BigInteger::and);
  static final InferIntRangeInterface ORI = bitwise(BigInteger::or);
  /**
   * MLIR 22's inferXor: the bits that vary within either range may be anything; the others are
   * those of umin ^ umin.
   */
  static final InferIntRangeInterface XORI =
      binary((op, a) -> {
        BigInteger mask = varyingBits(a[0]).or(varyingBits(a[1]));
        BigInteger res = a[0].umin().xor(a[1].umin());
        return ConstantIntRanges.fromUnsigned(res.andNot(mask), res.or(mask), a[0].width());
      });

  /** The low bits that change somewhere in [umin, umax]. */
  private static BigInteger varyingBits(ConstantIntRanges r) {
    return ONE.shiftLeft(r.umin().xor(r.umax()).bitLength()).subtract(ONE);
  }

  static final InferIntRangeInterface SHLI =
      binary((op, a) -> {
        int w = a[0].width();
        boolean sat = nuw(op);
        boolean ssat = nsw(op);
        Fn ushl = (x, y, ww) -> y.compareTo(BigInteger.valueOf(ww)) >= 0 ? (sat ? ConstantIntRanges.unsignedMax(ww) : null)
            : fit(x.shiftLeft(y.intValue()), ww, false, sat);
        Fn sshl = (x, y, ww) -> y.compareTo(BigInteger.valueOf(ww)) >= 0
            ? (ssat ? (x.signum() < 0 ? ConstantIntRanges.signedMin(ww) : ConstantIntRanges.signedMax(ww)) : null)
            : fit(x.shiftLeft(y.intValue()), ww, true, ssat);
        BigInteger[] shift = {a[1].umin(), a[1].umax()};
        ConstantIntRanges u = minMaxBy(ushl, new BigInteger[] {a[0].umin(), a[0].umax()}, shift, false, w);
        ConstantIntRanges s = minMaxBy(sshl, new BigInteger[] {a[0].smin(), a[0].smax()}, shift, true, w);
        return u.intersection(s);
      });

  static final InferIntRangeInterface SHRUI =
      binary((op, a) -> minMaxBy((x, y, ww) -> y.compareTo(BigInteger.valueOf(ww)) >= 0 ? null : x.shiftRight(y.intValue()),
          new BigInteger[] {a[0].umin(), a[0].umax()}, new BigInteger[] {a[1].umin(), a[1].umax()}, false, a[0].width()));

  static final InferIntRangeInterface SHRSI =
      binary((op, a) -> minMaxBy((x, y, ww) -> y.compareTo(BigInteger.valueOf(ww)) >= 0 ? null : x.shiftRight(y.intValue()),
          new BigInteger[] {a[0].smin(), a[0].smax()}, new BigInteger[] {a[1].umin(), a[1].umax()}, true, a[0].width()));

  static final InferIntRangeInterface MAXSI =
      binary((op, a) -> ConstantIntRanges.fromSigned(a[0].smin().max(a[1].smin()), a[0].smax().max(a[1].smax()), a[0].width()));
  static final InferIntRangeInterface MINSI =
      binary((op, a) -> ConstantIntRanges.fromSigned(a[0].smin().min(a[1].smin()), a[0].smax().min(a[1].smax()), a[0].width()));
  static final InferIntRangeInterface MAXUI =
      binary((op, a) -> ConstantIntRanges.fromUnsigned(a[0].umin().max(a[1].umin()), a[0].umax().max(a[1].umax()), a[0].width()));
  static final InferIntRangeInterface MINUI =
      binary((op, a) -> ConstantIntRanges.fromUnsigned(a[0].umin().min(a[1].umin()), a[0].umax().min(a[1].umax()), a[0].width()));

  static final InferIntRangeInterface EXTUI =
      unary((op, r) -> ConstantIntRanges.fromUnsigned(r.umin(), r.umax(), width(op)));
  static final InferIntRangeInterface EXTSI =
      unary((op, r) -> ConstantIntRanges.fromSigned(r.smin(), r.smax(), width(op)));

  /** MLIR's inferTrunc: each bound truncated, the whole range where truncation wraps within it. */
  public static ConstantIntRanges trunc(ConstantIntRanges r, int w) {
    BigInteger umin = ConstantIntRanges.toUnsigned(r.umin(), w);
    BigInteger umax = ConstantIntRanges.toUnsigned(r.umax(), w);
    BigInteger smin = ConstantIntRanges.toSigned(r.smin(), w);
    BigInteger smax = ConstantIntRanges.toSigned(r.smax(), w);
    if (!r.umin().shiftRight(w).equals(r.umax().shiftRight(w)) || umin.compareTo(umax) > 0) {
      umin = ZERO;
      umax = ConstantIntRanges.unsignedMax(w);
    }
    if (!r.smin().shiftRight(w - 1).equals(r.smax().shiftRight(w - 1)) || smin.compareTo(smax) > 0) {
      smin = ConstantIntRanges.signedMin(w);
      smax = ConstantIntRanges.signedMax(w);
    }
    return new ConstantIntRanges(w, umin, umax, smin, smax);
  }

  static final InferIntRangeInterface TRUNCI = unary((op, r) -> trunc(r, width(op)));

  /** index_cast: sign-extends or truncates; index_castui: zero-extends or truncates. */
  static InferIntRangeInterface indexCast(boolean unsigned) {
    return unary((op, r) -> {
      int w = width(op);
      if (w < r.width()) {
        return trunc(r, w);
      }
      return unsigned ? ConstantIntRanges.fromUnsigned(r.umin(), r.umax(), w) : ConstantIntRanges.fromSigned(r.smin(), r.smax(), w);
    });
  }

  /** Whether {@code pred} holds for every pair of values (MLIR's isStaticallyTrue). */
  public static boolean staticallyTrue(String pred, ConstantIntRanges l, ConstantIntRanges r) {
    return switch (pred) {
      case "sle" -> l.smax().compareTo(r.smin()) <= 0;
      case "slt" -> l.smax().compareTo(r.smin()) < 0;
      case "ule" -> l.umax().compareTo(r.umin()) <= 0;
      case "ult" -> l.umax().compareTo(r.umin()) < 0;
      case "sge" -> l.smin().compareTo(r.smax()) >= 0;
      case "sgt" -> l.smin().compareTo(r.smax()) > 0;
      case "uge" -> l.umin().compareTo(r.umax()) >= 0;
      case "ugt" -> l.umin().compareTo(r.umax()) > 0;
      case "eq" -> {
        BigInteger a = l.constantValue();
        BigInteger b = r.constantValue();
        yield a != null && a.equals(b);
      }
      case "ne" ->
          (staticallyTrue("slt", l, r) || staticallyTrue("sgt", l, r)) && (staticallyTrue("ult", l, r) || staticallyTrue("ugt", l, r));
      default -> false;
    };
  }

  public static String invert(String pred) {
    return switch (pred) {
      case "eq" -> "ne";
      case "ne" -> "eq";
      case "slt" -> "sge";
      case "sge" -> "slt";
      case "sle" -> "sgt";
      case "sgt" -> "sle";
      case "ult" -> "uge";
      case "uge" -> "ult";
      case "ule" -> "ugt";
      case "ugt" -> "ule";
      default -> pred;
    };
  }

  static final InferIntRangeInterface CMPI =
      (op, args) -> {
        if (args.size() < 2 || args.get(0) == null || args.get(1) == null || width(op) != 1) {
          return Arrays.asList((ConstantIntRanges) null);
        }
        String pred = ArithFolders.CMPI[ArithFolders.predicate(op)];
        if (staticallyTrue(pred, args.get(0), args.get(1))) {
          return List.of(ConstantIntRanges.constant(ONE, 1));
        }
        if (staticallyTrue(invert(pred), args.get(0), args.get(1))) {
          return List.of(ConstantIntRanges.constant(ZERO, 1));
        }
        return List.of(ConstantIntRanges.fromUnsigned(ZERO, ONE, 1));
      };

  static final InferIntRangeInterface SELECT =
      (op, args) -> {
        if (args.size() < 3 || width(op) == 0) {
          return Arrays.asList((ConstantIntRanges) null);
        }
        ConstantIntRanges c = args.get(0);
        BigInteger cv = c == null ? null : c.constantValue();
        if (cv != null) {
          return Arrays.asList(cv.signum() != 0 ? args.get(1) : args.get(2));
        }
        if (args.get(1) == null || args.get(2) == null) {
          return Arrays.asList((ConstantIntRanges) null);
        }
        return List.of(args.get(1).union(args.get(2)));
      };

  /**
   * The inference of a binary arith op by name ({@code "arith.addi"}), for dialects whose ops share
   * arith's semantics at their own widths (the index dialect): the width is the operands', and no
   * overflow flags apply unless the op has them; null for other names.
   */
  public static InferIntRangeInterface binaryByName(String name) {
    return switch (name) {
      case "arith.addi" -> ADDI;
      case "arith.subi" -> SUBI;
      case "arith.muli" -> MULI;
      case "arith.divsi" -> DIVSI;
      case "arith.divui" -> DIVUI;
      case "arith.ceildivsi" -> CEILDIVSI;
      case "arith.ceildivui" -> CEILDIVUI;
      case "arith.floordivsi" -> FLOORDIVSI;
      case "arith.remsi" -> REMSI;
      case "arith.remui" -> REMUI;
      case "arith.maxsi" -> MAXSI;
      case "arith.maxui" -> MAXUI;
      case "arith.minsi" -> MINSI;
      case "arith.minui" -> MINUI;
      case "arith.shli" -> SHLI;
      case "arith.shrsi" -> SHRSI;
      case "arith.shrui" -> SHRUI;
      case "arith.andi" -> ANDI;
      case "arith.ori" -> ORI;
      case "arith.xori" -> XORI;
      default -> null;
    };
  }
}

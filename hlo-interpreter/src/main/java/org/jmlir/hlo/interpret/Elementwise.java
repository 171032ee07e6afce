package org.jmlir.hlo.interpret;

import java.util.Arrays;
import org.jmlir.hlo.interpret.ElementKind.Category;

/**
 * The element-wise kernels: unary and binary arithmetic, logic, shifts, comparisons, conversions,
 * select and clamp, on every element kind. Floats narrower than f32 compute in double and round
 * back to their format after each op; integers wrap to their width. The hot cases (add, subtract,
 * multiply, divide, maximum, minimum on f32, f64 and 64-bit storage) run as plain array loops.
 */
final class Elementwise {
  private Elementwise() {}

  enum Bin { ADD, SUB, MUL, DIV, REM, MAX, MIN, POW, AND, OR, XOR, SHL, SHRA, SHRL, ATAN2 }

  enum Un {
    ABS, NEG, NOT, SIGN, SQRT, RSQRT, CBRT, EXP, EXPM1, LOG, LOG1P, LOGISTIC, SIN, COS, TAN, TANH,
    FLOOR, CEIL, ROUND_AFZ, ROUND_EVEN, CLZ, POPCNT
  }

  static void sameShape(Tensor a, Tensor b, String what) {
    if (!Arrays.equals(a.shapeRef(), b.shapeRef())) {
      throw new InterpreterException(what + " shapes differ: " + Interpreter.shapeText(a.shapeRef()) + " and "
          + Interpreter.shapeText(b.shapeRef()));
    }
  }

  // ---- binary --------------------------------------------------------------------------------

  static Tensor binary(Bin op, Tensor a, Tensor b, ElementKind rk) {
    sameShape(a, b, "operand");
    ElementKind k = a.kind();
    long[] shape = a.shapeRef();
    int n = a.size();
    switch (k.category()) {
      case FLOAT -> {
        if (a.f != null) {
          float[] x = a.f;
          float[] y = b.f;
          float[] r = new float[n];
          if (k.floatKind() == org.jmlir.ir.type.FloatType.Kind.F32 && floatFast(op, x, y, r)) {
            return Tensor.ofFloats(rk, shape, r);
          }
          for (int i = 0; i < n; i++) {
            r[i] = (float) k.round(floatOp(op, x[i], y[i]));
          }
          return Tensor.ofFloats(rk, shape, r);
        }
        double[] x = a.d;
        double[] y = b.d;
        double[] r = new double[n];
        if (!doubleFast(op, x, y, r)) {
          for (int i = 0; i < n; i++) {
            r[i] = floatOp(op, x[i], y[i]);
          }
        }
        return Tensor.ofDoubles(rk, shape, r);
      }
      case COMPLEX -> {
        Tensor r = Tensor.zeros(rk, shape);
        double[] z = new double[2];
        for (int i = 0; i < n; i++) {
          Complex.binary(op, a.getDouble(i), a.getImag(i), b.getDouble(i), b.getImag(i), z);
          r.setComplex(i, k.round(z[0]), k.round(z[1]));
        }
        return r;
      }
      default -> {
        long[] x = a.l;
        long[] y = b.l;
        long[] r = new long[n];
        if (k.category() == Category.BOOL) {
          for (int i = 0; i < n; i++) {
            r[i] = boolOp(op, x[i], y[i]);
          }
          return Tensor.ofLongs(rk, shape, r);
        }
        if (k.width() == 64 && longFast(op, x, y, r)) {
          return Tensor.ofLongs(rk, shape, r);
        }
        boolean unsigned = k.isUnsigned();
        int w = k.width();
        for (int i = 0; i < n; i++) {
          r[i] = k.wrap(intOp(op, x[i], y[i], unsigned, w));
        }
        return Tensor.ofLongs(rk, shape, r);
      }
    }
  }

  private static boolean floatFast(Bin op, float[] x, float[] y, float[] r) {
    int n = r.length;
    switch (op) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] + y[i];
        }
      }
      case SUB -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] - y[i];
        }
      }
      case MUL -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] * y[i];
        }
      }
      case DIV -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] / y[i];
        }
      }
      case MAX -> {
        for (int i = 0; i < n; i++) {
          r[i] = Math.max(x[i], y[i]);
        }
      }
      case MIN -> {
        for (int i = 0; i < n; i++) {
          r[i] = Math.min(x[i], y[i]);
        }
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  private static boolean doubleFast(Bin op, double[] x, double[] y, double[] r) {
    int n = r.length;
    switch (op) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] + y[i];
        }
      }
      case SUB -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] - y[i];
        }
      }
      case MUL -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] * y[i];
        }
      }
      case DIV -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] / y[i];
        }
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  private static boolean longFast(Bin op, long[] x, long[] y, long[] r) {
    int n = r.length;
    switch (op) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] + y[i];
        }
      }
      case SUB -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] - y[i];
        }
      }
      case MUL -> {
        for (int i = 0; i < n; i++) {
          r[i] = x[i] * y[i];
        }
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  static double floatOp(Bin op, double x, double y) {
    return switch (op) {
      case ADD -> x + y;
      case SUB -> x - y;
      case MUL -> x * y;
      case DIV -> x / y;
      case REM -> x % y;
      case MAX -> Math.max(x, y);
      case MIN -> Math.min(x, y);
      case POW -> Math.pow(x, y);
      case ATAN2 -> Math.atan2(x, y);
      default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on floats");
    };
  }

  static long boolOp(Bin op, long x, long y) {
    return switch (op) {
      case ADD, OR, MAX -> x | y;
      case MUL, AND, MIN -> x & y;
      case XOR, SUB -> x ^ y;
      default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on i1");
    };
  }

  static long intOp(Bin op, long x, long y, boolean unsigned, int w) {
    return switch (op) {
      case ADD -> x + y;
      case SUB -> x - y;
      case MUL -> x * y;
      case DIV -> {
        if (y == 0) {
          yield -1;
        }
        if (unsigned) {
          yield Long.divideUnsigned(x, y);
        }
        yield x == minSigned(w) && y == -1 ? x : x / y;
      }
      case REM -> {
        if (y == 0) {
          yield x;
        }
        if (unsigned) {
          yield Long.remainderUnsigned(x, y);
        }
        yield x == minSigned(w) && y == -1 ? 0 : x % y;
      }
      case MAX -> unsigned ? (Long.compareUnsigned(x, y) >= 0 ? x : y) : Math.max(x, y);
      case MIN -> unsigned ? (Long.compareUnsigned(x, y) <= 0 ? x : y) : Math.min(x, y);
      case AND -> x & y;
      case OR -> x | y;
      case XOR -> x ^ y;
      case SHL -> (y < 0 || Long.compareUnsigned(y, w) >= 0) ? 0 : x << y;
      case SHRL -> {
        if (y < 0 || Long.compareUnsigned(y, w) >= 0) {
          yield 0;
        }
        long m = w >= 64 ? -1L : (1L << w) - 1;
        yield (x & m) >>> y;
      }
      case SHRA -> {
        long sx = w >= 64 ? x : (x << (64 - w)) >> (64 - w);
        yield (y < 0 || Long.compareUnsigned(y, w) >= 0) ? (sx < 0 ? -1 : 0) : sx >> y;
      }
      case POW -> intPow(x, y, unsigned);
      case ATAN2 -> throw new InterpreterException("atan2 is not defined on integers");
    };
  }

  private static long minSigned(int w) {
    return w >= 64 ? Long.MIN_VALUE : -(1L << (w - 1));
  }

  private static long intPow(long base, long exp, boolean unsigned) {
    if (!unsigned && exp < 0) {
      if (base == 1) {
        return 1;
      }
      if (base == -1) {
        return (exp & 1) == 0 ? 1 : -1;
      }
      return 0;
    }
    long r = 1;
    long b = base;
    long e = exp;
    while (e != 0) {
      if ((e & 1) != 0) {
        r *= b;
      }
      b *= b;
      e >>>= 1;
    }
    return r;
  }

  // ---- unary ---------------------------------------------------------------------------------

  static Tensor unary(Un op, Tensor a, ElementKind rk) {
    ElementKind k = a.kind();
    long[] shape = a.shapeRef();
    int n = a.size();
    switch (k.category()) {
      case FLOAT -> {
        if (a.f != null) {
          float[] x = a.f;
          float[] r = new float[n];
          if (op == Un.NEG) {
            for (int i = 0; i < n; i++) {
              r[i] = -x[i];
            }
          } else if (op == Un.ABS) {
            for (int i = 0; i < n; i++) {
              r[i] = Math.abs(x[i]);
            }
          } else {
            for (int i = 0; i < n; i++) {
              r[i] = (float) k.round(floatUnary(op, x[i]));
            }
          }
          if (k.isNarrowFloat() && (op == Un.NEG || op == Un.ABS) && !org.jmlir.ir.attr.FloatFormats.hasSignedZero(k.floatKind())) {
            for (int i = 0; i < n; i++) {
              r[i] = (float) k.round(r[i]);
            }
          }
          return Tensor.ofFloats(rk, shape, r);
        }
        double[] x = a.d;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
          r[i] = floatUnary(op, x[i]);
        }
        return Tensor.ofDoubles(rk, shape, r);
      }
      case COMPLEX -> {
        if (op == Un.ABS) {
          Tensor r = Tensor.zeros(rk, shape);
          for (int i = 0; i < n; i++) {
            r.setDouble(i, Math.hypot(a.getDouble(i), a.getImag(i)));
          }
          return r;
        }
        Tensor r = Tensor.zeros(rk, shape);
        double[] z = new double[2];
        for (int i = 0; i < n; i++) {
          Complex.unary(op, a.getDouble(i), a.getImag(i), z);
          r.setComplex(i, k.round(z[0]), k.round(z[1]));
        }
        return r;
      }
      default -> {
        long[] x = a.l;
        long[] r = new long[n];
        int w = k.width();
        boolean bool = k.isBool();
        boolean unsigned = k.isUnsigned();
        for (int i = 0; i < n; i++) {
          long v = x[i];
          long res = switch (op) {
            case NOT -> bool ? v ^ 1 : ~v;
            case NEG -> -v;
            case ABS -> unsigned || bool ? v : Math.abs(v);
            case SIGN -> unsigned ? (v != 0 ? 1 : 0) : Long.signum(v);
            case CLZ -> Long.numberOfLeadingZeros(v & mask(w)) - (64 - w);
            case POPCNT -> Long.bitCount(v & mask(w));
            default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on integers");
          };
          r[i] = rk.wrap(res);
        }
        return Tensor.ofLongs(rk, shape, r);
      }
    }
  }

  static long mask(int w) {
    return w >= 64 ? -1L : (1L << w) - 1;
  }

  static double floatUnary(Un op, double x) {
    return switch (op) {
      case ABS -> Math.abs(x);
      case NEG -> -x;
      case SIGN -> x != x ? x : x == 0 ? x : Math.signum(x);
      case SQRT -> Math.sqrt(x);
      case RSQRT -> 1.0 / Math.sqrt(x);
      case CBRT -> Math.cbrt(x);
      case EXP -> Math.exp(x);
      case EXPM1 -> Math.expm1(x);
      case LOG -> Math.log(x);
      case LOG1P -> Math.log1p(x);
      case LOGISTIC -> 1.0 / (1.0 + Math.exp(-x));
      case SIN -> Math.sin(x);
      case COS -> Math.cos(x);
      case TAN -> Math.tan(x);
      case TANH -> Math.tanh(x);
      case FLOOR -> Math.floor(x);
      case CEIL -> Math.ceil(x);
      case ROUND_EVEN -> Math.rint(x);
      case ROUND_AFZ -> {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
          yield x;
        }
        double t = x < 0 ? Math.ceil(x) : Math.floor(x);
        double frac = Math.abs(x - t);
        yield frac >= 0.5 ? t + Math.signum(x) : (t == 0 ? Math.copySign(0.0, x) : t);
      }
      default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on floats");
    };
  }

  // ---- comparison ----------------------------------------------------------------------------

  static Tensor compare(Tensor a, Tensor b, String dir, String type, ElementKind rk) {
    sameShape(a, b, "operand");
    ElementKind k = a.kind();
    int n = a.size();
    long[] r = new long[n];
    boolean total = "TOTALORDER".equals(type);
    for (int i = 0; i < n; i++) {
      int c;
      boolean unordered = false;
      switch (k.category()) {
        case FLOAT -> {
          double x = a.getDouble(i);
          double y = b.getDouble(i);
          if (total) {
            c = Long.compare(totalKey(x), totalKey(y));
          } else {
            unordered = x != x || y != y;
            c = x < y ? -1 : x > y ? 1 : 0;
          }
        }
        case COMPLEX -> {
          boolean eq = a.getDouble(i) == b.getDouble(i) && a.getImag(i) == b.getImag(i);
          unordered = a.getDouble(i) != a.getDouble(i) || a.getImag(i) != a.getImag(i)
              || b.getDouble(i) != b.getDouble(i) || b.getImag(i) != b.getImag(i);
          c = eq ? 0 : 1;
          if (!dir.equals("EQ") && !dir.equals("NE")) {
            throw new InterpreterException("comparison " + dir + " is not defined on complex numbers");
          }
        }
        default -> {
          long x = a.l[i];
          long y = b.l[i];
          boolean unsigned = k.isUnsigned() || "UNSIGNED".equals(type) || k.isBool();
          c = unsigned ? Long.compareUnsigned(x, y) : Long.compare(x, y);
        }
      }
      boolean res = switch (dir) {
        case "EQ" -> !unordered && c == 0;
        case "NE" -> unordered || c != 0;
        case "LT" -> !unordered && c < 0;
        case "LE" -> !unordered && c <= 0;
        case "GT" -> !unordered && c > 0;
        case "GE" -> !unordered && c >= 0;
        default -> throw new InterpreterException("unknown comparison direction " + dir);
      };
      r[i] = res ? 1 : 0;
    }
    return Tensor.ofLongs(rk, a.shapeRef(), r);
  }

  /** A key ordering doubles totally: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN. */
  static long totalKey(double x) {
    long b = Double.doubleToRawLongBits(x);
    return b < 0 ? b ^ Long.MAX_VALUE : b;
  }

  // ---- select, clamp -------------------------------------------------------------------------

  static Tensor select(Tensor pred, Tensor t, Tensor f, ElementKind rk) {
    sameShape(t, f, "on_true/on_false");
    if (pred.rank() != 0) {
      sameShape(pred, t, "pred/on_true");
    }
    Tensor r = Tensor.zeros(rk, t.shapeRef());
    int n = t.size();
    boolean scalar = pred.rank() == 0;
    for (int i = 0; i < n; i++) {
      boolean p = pred.l[scalar ? 0 : i] != 0;
      r.copyFrom(p ? t : f, i, i);
    }
    return r;
  }

  static Tensor clamp(Tensor min, Tensor x, Tensor max, ElementKind rk) {
    int n = x.size();
    if (min.rank() != 0) {
      sameShape(min, x, "min/operand");
    }
    if (max.rank() != 0) {
      sameShape(max, x, "max/operand");
    }
    Tensor lo = broadcastScalar(min, x.shapeRef());
    Tensor hi = broadcastScalar(max, x.shapeRef());
    Tensor r = binary(Bin.MIN, binary(Bin.MAX, x, lo, rk), hi, rk);
    if (n == 0) {
      return r;
    }
    return r;
  }

  static Tensor broadcastScalar(Tensor s, long[] shape) {
    if (s.rank() != 0 || shape.length == 0) {
      return s;
    }
    Tensor r = Tensor.zeros(s.kind(), shape);
    for (int i = 0; i < r.size(); i++) {
      r.copyFrom(s, 0, i);
    }
    return r;
  }

  // ---- conversions ---------------------------------------------------------------------------

  static Tensor convert(Tensor a, ElementKind rk) {
    ElementKind k = a.kind();
    int n = a.size();
    long[] shape = a.shapeRef();
    Tensor r = Tensor.zeros(rk, shape);
    for (int i = 0; i < n; i++) {
      switch (rk.category()) {
        case BOOL -> {
          boolean nz = switch (k.category()) {
            case FLOAT -> a.getDouble(i) != 0;
            case COMPLEX -> a.getDouble(i) != 0;
            default -> a.l[i] != 0;
          };
          r.l[i] = nz ? 1 : 0;
        }
        case SIGNED, UNSIGNED -> {
          long v = switch (k.category()) {
            case FLOAT, COMPLEX -> floatToInt(a.getDouble(i), rk);
            default -> a.l[i];
          };
          r.l[i] = rk.wrap(v);
        }
        case FLOAT -> {
          double v = k.category() == Category.FLOAT || k.isComplex() ? a.getDouble(i)
              : k.isUnsigned() ? a.getDouble(i) : (double) a.l[i];
          if (!k.isFloat() && !k.isComplex() && !k.isUnsigned() && Math.abs(a.l[i]) > (1L << 53)) {
            v = new java.math.BigDecimal(a.l[i]).doubleValue();
          }
          r.setDouble(i, v);
        }
        case COMPLEX -> {
          double re = k.isFloat() || k.isComplex() ? a.getDouble(i) : a.getDouble(i);
          double im = k.isComplex() ? a.getImag(i) : 0;
          r.setComplex(i, rk.round(re), rk.round(im));
        }
      }
    }
    return r;
  }

  /** A float converted to an integer kind: truncated toward zero, saturated, NaN to zero. */
  static long floatToInt(double v, ElementKind rk) {
    if (v != v) {
      return 0;
    }
    double t = v < 0 ? Math.ceil(v) : Math.floor(v);
    int w = rk.width();
    if (rk.isUnsigned()) {
      if (t <= 0) {
        return 0;
      }
      double max = Math.scalb(1.0, w);
      if (t >= max) {
        return mask(w);
      }
      if (w == 64 && t >= Math.scalb(1.0, 63)) {
        return (long) (t - Math.scalb(1.0, 63)) ^ Long.MIN_VALUE;
      }
      return (long) t;
    }
    double lo = -Math.scalb(1.0, w - 1);
    double hi = Math.scalb(1.0, w - 1);
    if (t < lo) {
      return minSigned(w);
    }
    if (t >= hi) {
      return w >= 64 ? Long.MAX_VALUE : (1L << (w - 1)) - 1;
    }
    return (long) t;
  }

  /** The raw bits of element {@code i} (complex: real bits in the low half). */
  static long bits(Tensor t, int i) {
    ElementKind k = t.kind();
    return switch (k.category()) {
      case FLOAT -> k.floatToBits(t.getDouble(i));
      case COMPLEX -> {
        int w = k.floatWidth();
        yield (k.floatToBits(t.getDouble(i)) & mask(w)) | (k.floatToBits(t.getImag(i)) << w);
      }
      default -> t.l[i] & mask(k.width());
    };
  }

  static void setBits(Tensor t, int i, long bits) {
    ElementKind k = t.kind();
    switch (k.category()) {
      case FLOAT -> {
        double v = k.bitsToFloat(bits & mask(k.width()));
        if (t.f != null) {
          t.f[i] = (float) v;
        } else {
          t.d[i] = v;
        }
      }
      case COMPLEX -> {
        int w = k.floatWidth();
        t.setComplex(i, k.bitsToFloat(bits & mask(w)), k.bitsToFloat(bits >>> w));
      }
      default -> t.l[i] = k.wrap(bits);
    }
  }

  /**
   * bitcast_convert through a little-endian bit stream: each element's bits (complex: real then
   * imaginary part) in order, read back as elements of the result type.
   */
  static Tensor bitcastConvert(Tensor a, ElementKind rk, long[] resultShape) {
    ElementKind ik = a.kind();
    int laneIn = ik.width() / ik.lanes();
    int laneOut = rk.width() / rk.lanes();
    java.util.BitSet bits = new java.util.BitSet();
    long pos = 0;
    for (int i = 0; i < a.size(); i++) {
      for (int l = 0; l < ik.lanes(); l++) {
        long v = laneBits(a, i, l);
        for (int b = 0; b < laneIn; b++) {
          if ((v >>> b & 1) != 0) {
            bits.set((int) pos + b);
          }
        }
        pos += laneIn;
      }
    }
    Tensor r = Tensor.zeros(rk, resultShape);
    pos = 0;
    for (int i = 0; i < r.size(); i++) {
      long[] lanes = new long[rk.lanes()];
      for (int l = 0; l < lanes.length; l++) {
        long v = 0;
        for (int b = 0; b < laneOut; b++) {
          if (bits.get((int) pos + b)) {
            v |= 1L << b;
          }
        }
        lanes[l] = v;
        pos += laneOut;
      }
      if (rk.isComplex()) {
        r.setComplex(i, rk.bitsToFloat(lanes[0]), rk.bitsToFloat(lanes[1]));
      } else {
        setBits(r, i, lanes[0]);
      }
    }
    return r;
  }

  private static long laneBits(Tensor t, int i, int lane) {
    ElementKind k = t.kind();
    if (k.isComplex()) {
      return k.floatToBits(lane == 0 ? t.getDouble(i) : t.getImag(i));
    }
    return bits(t, i);
  }

  /**
   * reduce_precision, bit for bit as XLA computes it: the mantissa rounded to nearest even by an
   * integer add and mask, then exponents beyond the format overflow to infinity and those at or
   * below its smallest normal flush to zero; NaNs stay NaNs unless no mantissa bit is left.
   */
  static Tensor reducePrecision(Tensor a, int exponentBits, int mantissaBits) {
    ElementKind k = a.kind();
    Tensor r = Tensor.zeros(k, a.shapeRef());
    boolean f64 = k.floatKind() == org.jmlir.ir.type.FloatType.Kind.F64;
    int nbits = f64 ? 64 : 32;
    int srcMant = f64 ? 52 : 23;
    int srcExp = f64 ? 11 : 8;
    for (int i = 0; i < a.size(); i++) {
      double v = a.getDouble(i);
      long x = f64 ? Double.doubleToRawLongBits(v) : Float.floatToRawIntBits((float) v) & 0xffffffffL;
      long orig = x;
      if (mantissaBits < srcMant) {
        long lastBit = 1L << (srcMant - mantissaBits);
        long bias = (lastBit >>> 1) - 1;
        long xLast = (x & lastBit) >>> (srcMant - mantissaBits);
        x = (x + xLast + bias) & ~(lastBit - 1);
        x &= mask(nbits);
      }
      if (exponentBits < srcExp) {
        long sign = 1L << (nbits - 1);
        long expMask = ((1L << srcExp) - 1) << srcMant;
        long expBias = (1L << (srcExp - 1)) - 1;
        long redBias = (1L << (exponentBits - 1)) - 1;
        long maxExp = expBias + redBias;
        long minExp = expBias - redBias;
        long xExp = x & expMask;
        if (Long.compareUnsigned(xExp, maxExp << srcMant) > 0) {
          x = (x & sign) | expMask;
        } else if (Long.compareUnsigned(xExp, minExp << srcMant) <= 0) {
          x = x & sign;
        }
      }
      double res = f64 ? Double.longBitsToDouble(x) : Float.intBitsToFloat((int) x);
      if (v != v) {
        res = mantissaBits > 0 ? (f64 ? Double.longBitsToDouble(orig) : Float.intBitsToFloat((int) orig))
            : Double.POSITIVE_INFINITY;
      }
      r.setDouble(i, res);
    }
    return r;
  }
}

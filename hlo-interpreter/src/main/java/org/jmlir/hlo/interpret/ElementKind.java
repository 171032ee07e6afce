package org.jmlir.hlo.interpret;

import java.math.BigInteger;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The run-time semantics of one element type: how its values are stored ({@code long[]} for
 * integers, booleans and index; {@code double[]} for f64; {@code float[]} for every narrower float,
 * each value exactly representable in the type; interleaved (re, im) pairs for complex) and how a
 * computed value is brought back into the type (wrap-around for integers, IEEE rounding to nearest
 * even for floats, with each format's rules for overflow, NaN and negative zero).
 */
public final class ElementKind {
  /** The element families. Signless integers are signed, as StableHLO reads them. */
  public enum Category { BOOL, SIGNED, UNSIGNED, FLOAT, COMPLEX }

  /** The Java array a tensor of this kind keeps its elements in. */
  public enum Storage { LONG, FLOAT, DOUBLE }

  private final Type type;
  private final Category category;
  private final Storage storage;
  private final int width;
  /** For floats and complex parts: the format. */
  private final FloatType.Kind floatKind;
  // Rounding parameters for floats narrower than f32 (and tf32).
  private final int precision;
  private final int minExp;
  private final double largest;
  private final boolean hasInf;
  private final boolean hasNaN;
  private final boolean noNegZero;
  private final long mask;

  private ElementKind(Type type) {
    this.type = type;
    switch (type) {
      case IntegerType it -> {
        width = it.width();
        if (width > 64) {
          throw new InterpreterException("unsupported element type " + org.jmlir.ir.print.AttrTypeText.type(type) + " (integers wider than 64 bits)");
        }
        category = width == 1 ? Category.BOOL : it.isUnsigned() ? Category.UNSIGNED : Category.SIGNED;
        storage = Storage.LONG;
        floatKind = null;
      }
      case org.jmlir.dialect.quant.UniformQuantizedType q -> {
        // Quantized tensors hold their storage integers (see Quantized).
        width = q.storageWidth();
        category = q.isSigned() ? Category.SIGNED : Category.UNSIGNED;
        storage = Storage.LONG;
        floatKind = null;
      }
      case IndexType i -> {
        width = 64;
        category = Category.SIGNED;
        storage = Storage.LONG;
        floatKind = null;
      }
      case FloatType ft -> {
        floatKind = ft.kind();
        width = ft.width();
        category = Category.FLOAT;
        storage = storageOf(floatKind);
      }
      case ComplexType ct when ct.elementType() instanceof FloatType ft
          && (ft.kind() == FloatType.Kind.F32 || ft.kind() == FloatType.Kind.F64) -> {
        floatKind = ft.kind();
        width = 2 * ft.width();
        category = Category.COMPLEX;
        storage = ft.kind() == FloatType.Kind.F64 ? Storage.DOUBLE : Storage.FLOAT;
      }
      default -> throw new InterpreterException("unsupported element type " + org.jmlir.ir.print.AttrTypeText.type(type));
    }
    mask = width >= 64 ? -1L : (1L << width) - 1;
    if (floatKind != null) {
      precision = FloatFormats.precision(floatKind);
      minExp = FloatFormats.minExponent(floatKind);
      largest = FloatFormats.toDouble(floatKind, FloatFormats.largestBits(floatKind, false));
      hasInf = FloatFormats.hasInfinity(floatKind);
      hasNaN = FloatFormats.hasNaN(floatKind);
      noNegZero = !FloatFormats.hasSignedZero(floatKind);
    } else {
      precision = 0;
      minExp = 0;
      largest = 0;
      hasInf = false;
      hasNaN = false;
      noNegZero = false;
    }
  }

  private static Storage storageOf(FloatType.Kind k) {
    return switch (k) {
      case F64 -> Storage.DOUBLE;
      case F80, F128 -> throw new InterpreterException("unsupported element type " + k.spelling());
      default -> Storage.FLOAT;
    };
  }

  private static final java.util.concurrent.ConcurrentHashMap<Type, ElementKind> CACHE = new java.util.concurrent.ConcurrentHashMap<>();

  /** The kind of {@code type}; throws {@link InterpreterException} for types the interpreter cannot hold. */
  public static ElementKind of(Type type) {
    ElementKind k = CACHE.get(type);
    if (k == null) {
      k = new ElementKind(type);
      CACHE.putIfAbsent(type, k);
    }
    return k;
  }

  public Type type() {
    return type;
  }

  public Category category() {
    return category;
  }

  public Storage storage() {
    return storage;
  }

  /** Bit width (complex: both parts). */
  public int width() {
    return width;
  }

  public FloatType.Kind floatKind() {
    return floatKind;
  }

  public boolean isFloat() {
    return category == Category.FLOAT;
  }

  public boolean isComplex() {
    return category == Category.COMPLEX;
  }

  public boolean isInteger() {
    return category == Category.SIGNED || category == Category.UNSIGNED;
  }

  public boolean isBool() {
    return category == Category.BOOL;
  }

  public boolean isUnsigned() {
    return category == Category.UNSIGNED;
  }

  /** Whether float values of this kind need rounding after each f32/f64 operation. */
  public boolean isNarrowFloat() {
    return (category == Category.FLOAT) && floatKind != FloatType.Kind.F32 && floatKind != FloatType.Kind.F64;
  }

  /** Scalars per element (2 for complex). */
  public int lanes() {
    return category == Category.COMPLEX ? 2 : 1;
  }

  // ---- normalisation -------------------------------------------------------------------------

  /** {@code v} wrapped to the integer width (sign-extended for signed, zero-extended for unsigned). */
  public long wrap(long v) {
    return switch (category) {
      case BOOL -> v & 1;
      case SIGNED -> width >= 64 ? v : (v << (64 - width)) >> (64 - width);
      case UNSIGNED -> v & mask;
      default -> v;
    };
  }

  /** {@code v} rounded to this float type (nearest, ties to even). */
  public double round(double v) {
    if (floatKind == FloatType.Kind.F64) {
      return v;
    }
    if (floatKind == FloatType.Kind.F32) {
      return (float) v;
    }
    return roundNarrow(v);
  }

  private double roundNarrow(double x) {
    if (x != x) {
      return hasNaN ? Double.NaN : largest;
    }
    if (x == 0) {
      return noNegZero ? 0.0 : x;
    }
    double ax = Math.abs(x);
    double res;
    if (Double.isInfinite(ax)) {
      res = Double.POSITIVE_INFINITY;
    } else {
      int e = Math.getExponent(ax);
      int q = Math.max(e, minExp) - (precision - 1);
      res = Math.scalb(Math.rint(Math.scalb(ax, -q)), q);
    }
    if (res > largest) {
      if (hasInf) {
        res = Double.POSITIVE_INFINITY;
      } else if (hasNaN) {
        return Double.NaN;
      } else {
        res = largest;
      }
    }
    if (res == 0) {
      return noNegZero || x > 0 ? 0.0 : -0.0;
    }
    if (floatKind == FloatType.Kind.F8E8M0FNU) {
      return res; // unsigned
    }
    return x < 0 ? -res : res;
  }

  // ---- bit patterns --------------------------------------------------------------------------

  /** The bits of a float value of this kind (the element's storage bits, zero-extended). */
  public long floatToBits(double v) {
    return switch (floatKind) {
      case F64 -> Double.doubleToRawLongBits(v);
      case F32 -> Float.floatToRawIntBits((float) v) & 0xffffffffL;
      case F16 -> Float.floatToFloat16((float) v) & 0xffffL;
      case BF16 -> (Float.floatToRawIntBits((float) v) >>> 16) & 0xffffL;
      default -> FloatFormats.fromDouble(floatKind, v).longValue();
    };
  }

  /** The value of float bits of this kind. */
  public double bitsToFloat(long bits) {
    return switch (floatKind) {
      case F64 -> Double.longBitsToDouble(bits);
      case F32 -> Float.intBitsToFloat((int) bits);
      case F16 -> Float.float16ToFloat((short) bits);
      case BF16 -> Float.intBitsToFloat((int) (bits & 0xffff) << 16);
      default -> FloatFormats.toDouble(floatKind, BigInteger.valueOf(bits & mask));
    };
  }

  /** Float format width in bits (the complex part's for complex). */
  public int floatWidth() {
    return FloatFormats.width(floatKind);
  }

  @Override
  public String toString() {
    return org.jmlir.ir.print.AttrTypeText.type(type);
  }
}

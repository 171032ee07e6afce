package org.jmlir.dialect.fold;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Element-wise constant folding over scalar, splat and dense attributes (MLIR's CommonFolders.h).
 * A scalar is its bit pattern as a BigInteger: for integers the canonical signed value at the
 * element width (see {@link IntBits}), for floats the raw bits. A function returning null means
 * "do not fold", which aborts the whole fold.
 */
public final class ConstFold {
  private ConstFold() {}

  /** The scalar class a fold works on (MLIR's AttrElementT). */
  public enum Domain {
    INT,
    FLOAT
  }

  @FunctionalInterface
  public interface Fn1 {
    BigInteger apply(BigInteger a);
  }

  @FunctionalInterface
  public interface Fn2 {
    BigInteger apply(BigInteger a, BigInteger b);
  }

  // ---- scalars and elements --------------------------------------------------------------------

  /** The bit width of an int, index or float element type; -1 for others. */
  public static int width(Type t) {
    if (t instanceof IntegerType it) {
      return it.width();
    } else if (t instanceof IndexType i) {
      return IntBits.INDEX_WIDTH;
    } else if (t instanceof FloatType f) {
      return f.width();
    } else {
      return -1;
    }
  }

  /** The element type of a shaped type, else the type itself. */
  public static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  private static boolean inDomain(Type elem, Domain d) {
    return d == Domain.FLOAT ? elem instanceof FloatType : elem instanceof IntegerType || elem instanceof IndexType;
  }

  /** The scalar of element {@code i} of a dense attribute (index 0 for a splat). */
  public static BigInteger element(DenseIntOrFPElementsAttr d, long i) {
    Type elem = d.elementType();
    int w = width(elem);
    BigInteger raw = d.scalarBits(d.isSplat() ? 0 : i, w);
    return elem instanceof FloatType ? raw.and(IntBits.mask(w)) : IntBits.wrap(raw, w);
  }

  /** A scalar attribute of {@code type} holding {@code v}. */
  public static Attribute scalar(MLIRContext ctx, Type type, BigInteger v) {
    if (type instanceof FloatType f) {
      return FloatAttr.fromBits(ctx, f, v);
    }
    return IntegerAttr.get(ctx, type, v);
  }

  /** A dense attribute of {@code type} (static shape) from one scalar per element. */
  public static DenseIntOrFPElementsAttr dense(MLIRContext ctx, ShapedType type, BigInteger[] values) {
    Type elem = type.elementType();
    int storage = DenseIntOrFPElementsAttr.elementStorageBits(elem);
    int n = values.length;
    byte[] raw;
    if (storage == 1) {
      raw = new byte[(n + 7) / 8];
      for (int i = 0; i < n; i++) {
        if (values[i].signum() != 0) {
          raw[i >>> 3] |= (byte) (1 << (i & 7));
        }
      }
    } else {
      int bytes = storage / 8;
      raw = new byte[n * bytes];
      for (int i = 0; i < n; i++) {
        writeLE(raw, i * bytes, bytes, values[i]);
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw);
  }

  /** A splat of {@code v} over {@code type} (static shape). */
  public static DenseIntOrFPElementsAttr splat(MLIRContext ctx, ShapedType type, BigInteger v) {
    Type elem = type.elementType();
    int storage = DenseIntOrFPElementsAttr.elementStorageBits(elem);
    byte[] raw;
    if (storage == 1) {
      raw = new byte[] {(byte) (v.signum() != 0 ? 1 : 0)};
    } else {
      raw = new byte[storage / 8];
      writeLE(raw, 0, raw.length, v);
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw, true);
  }

  private static void writeLE(byte[] raw, int off, int bytes, BigInteger v) {
    if (bytes <= 8) {
      long l = v.longValue();
      for (int j = 0; j < bytes; j++) {
        raw[off + j] = (byte) (l >>> (8 * j));
      }
      return;
    }
    for (int j = 0; j < bytes; j++) {
      raw[off + j] = v.shiftRight(8 * j).byteValue();
    }
  }

  /** A scalar (or a splat over a static shaped type) of {@code v}; null for a dynamic shape. */
  public static Attribute splatOrScalar(MLIRContext ctx, Type type, BigInteger v) {
    if (type instanceof ShapedType s) {
      return s.hasStaticShape() ? splat(ctx, s, v) : null;
    }
    return scalar(ctx, type, v);
  }

  /** Builder::getZeroAttr for int, index, float and static shaped types of them; else null. */
  public static Attribute zero(MLIRContext ctx, Type type) {
    Type elem = elementTypeOrSelf(type);
    if (!(elem instanceof IntegerType || elem instanceof IndexType || elem instanceof FloatType)) {
      return null;
    }
    if (type instanceof ShapedType s && !(s.hasRank() && type instanceof org.jmlir.ir.type.TensorType || type instanceof org.jmlir.ir.type.VectorType)) {
      return null;
    }
    return splatOrScalar(ctx, type, BigInteger.ZERO);
  }

  /** A bool (or a splat of one shaped like {@code type}); null for a dynamic shape. */
  public static Attribute bool(MLIRContext ctx, Type type, boolean value) {
    BigInteger v = value ? BigInteger.ONE.negate() : BigInteger.ZERO;
    if (type instanceof ShapedType s) {
      return s.hasStaticShape() ? splat(ctx, s, v) : null;
    }
    return IntegerAttr.bool(ctx, value);
  }

  /** The type of a typed attribute, else null. */
  public static Type typeOf(Attribute a) {
    return a instanceof TypedAttr t ? t.type() : null;
  }

  // ---- matchers (m_ConstantInt, m_ConstantFloat and friends) ------------------------------------

  /** The integer of an IntegerAttr or an integer splat, else null. */
  public static BigInteger intValue(Attribute a) {
    if (a instanceof IntegerAttr i) {
      return i.value();
    }
    if (a instanceof DenseIntOrFPElementsAttr d && d.isSplat() && inDomain(d.elementType(), Domain.INT)) {
      return element(d, 0);
    }
    return null;
  }

  /** The element width of an integer attribute (see {@link #intValue}). */
  public static int intWidth(Attribute a) {
    return width(elementTypeOrSelf(typeOf(a)));
  }

  public static boolean isZeroInt(Attribute a) {
    BigInteger v = intValue(a);
    return v != null && v.signum() == 0;
  }

  public static boolean isOneInt(Attribute a) {
    BigInteger v = intValue(a);
    return v != null && IntBits.isOne(v, intWidth(a));
  }

  public static boolean isAllOnesInt(Attribute a) {
    BigInteger v = intValue(a);
    return v != null && IntBits.isAllOnes(v, intWidth(a));
  }

  /** The float kind of a float attribute or float splat, else null. */
  public static FloatType.Kind floatKind(Attribute a) {
    if (a instanceof FloatAttr f) {
      return f.type().kind();
    }
    if (a instanceof DenseIntOrFPElementsAttr d && d.isSplat() && d.elementType() instanceof FloatType f) {
      return f.kind();
    }
    return null;
  }

  /** The bits of a FloatAttr or float splat, else null. */
  public static BigInteger floatBits(Attribute a) {
    if (a instanceof FloatAttr f) {
      return f.bits();
    }
    if (a instanceof DenseIntOrFPElementsAttr d && d.isSplat() && d.elementType() instanceof FloatType) {
      return element(d, 0);
    }
    return null;
  }

  /** m_PosZeroFloat. */
  public static boolean isPosZeroFloat(Attribute a) {
    BigInteger b = floatBits(a);
    return b != null && Floats.isZero(floatKind(a), b) && !Floats.isNegative(floatKind(a), b);
  }

  /** m_NegZeroFloat. */
  public static boolean isNegZeroFloat(Attribute a) {
    BigInteger b = floatBits(a);
    return b != null && Floats.isZero(floatKind(a), b) && Floats.isNegative(floatKind(a), b);
  }

  /** m_AnyZeroFloat. */
  public static boolean isAnyZeroFloat(Attribute a) {
    BigInteger b = floatBits(a);
    return b != null && Floats.isZero(floatKind(a), b);
  }

  /** m_OneFloat: exactly 1.0. */
  public static boolean isOneFloat(Attribute a) {
    BigInteger b = floatBits(a);
    FloatType.Kind k = floatKind(a);
    return b != null && Floats.compare(k, b, Floats.fromInteger(k, BigInteger.ONE)) == Floats.Cmp.EQUAL;
  }

  /** m_NaNFloat. */
  public static boolean isNaNFloat(Attribute a) {
    BigInteger b = floatBits(a);
    return b != null && Floats.isNaN(floatKind(a), b);
  }

  /** m_PosInfFloat / m_NegInfFloat. */
  public static boolean isInfFloat(Attribute a, boolean negative) {
    BigInteger b = floatBits(a);
    return b != null && Floats.isInfinity(floatKind(a), b) && Floats.isNegative(floatKind(a), b) == negative;
  }

  // ---- folds -------------------------------------------------------------------------------------

  private static boolean isScalar(Attribute a, Domain d) {
    return d == Domain.INT ? a instanceof IntegerAttr : a instanceof FloatAttr;
  }

  /**
   * constFoldBinaryOp: both operands constants of one type, folded element-wise into
   * {@code resultType} (null: the operands' type).
   */
  public static Attribute binary(MLIRContext ctx, Attribute lhs, Attribute rhs, Domain domain, Type resultType, Fn2 fn) {
    if (lhs == null || rhs == null) {
      return null;
    }
    Type type = resultType != null ? resultType : typeOf(lhs);
    if (type == null) {
      return null;
    }
    if (isScalar(lhs, domain) && isScalar(rhs, domain)) {
      if (typeOf(lhs) != typeOf(rhs)) {
        return null;
      }
      BigInteger r = fn.apply(scalarOf(lhs), scalarOf(rhs));
      return r == null ? null : scalar(ctx, type, r);
    }
    if (lhs instanceof DenseIntOrFPElementsAttr l && rhs instanceof DenseIntOrFPElementsAttr r) {
      if (l.type() != r.type() || !inDomain(l.elementType(), domain) || !(type instanceof ShapedType st)) {
        return null;
      }
      if (l.isSplat() && r.isSplat()) {
        BigInteger v = fn.apply(element(l, 0), element(r, 0));
        return v == null ? null : splat(ctx, st, v);
      }
      int n = (int) l.numElements();
      BigInteger[] out = new BigInteger[n];
      for (int i = 0; i < n; i++) {
        BigInteger v = fn.apply(element(l, i), element(r, i));
        if (v == null) {
          return null;
        }
        out[i] = v;
      }
      return dense(ctx, st, out);
    }
    return null;
  }

  /** constFoldUnaryOp: the operand's type is the result's. */
  public static Attribute unary(MLIRContext ctx, Attribute operand, Domain domain, Fn1 fn) {
    if (operand == null) {
      return null;
    }
    if (isScalar(operand, domain)) {
      BigInteger r = fn.apply(scalarOf(operand));
      return r == null ? null : scalar(ctx, typeOf(operand), r);
    }
    if (operand instanceof DenseIntOrFPElementsAttr d && inDomain(d.elementType(), domain)) {
      if (d.isSplat()) {
        BigInteger v = fn.apply(element(d, 0));
        return v == null ? null : splat(ctx, d.type(), v);
      }
      int n = (int) d.numElements();
      BigInteger[] out = new BigInteger[n];
      for (int i = 0; i < n; i++) {
        BigInteger v = fn.apply(element(d, i));
        if (v == null) {
          return null;
        }
        out[i] = v;
      }
      return dense(ctx, d.type(), out);
    }
    return null;
  }

  /** constFoldCastOp: from {@code domain} scalars to scalars of {@code resultType}'s elements. */
  public static Attribute cast(MLIRContext ctx, Attribute operand, Domain domain, Type resultType, Fn1 fn) {
    if (operand == null) {
      return null;
    }
    if (isScalar(operand, domain)) {
      if (resultType instanceof ShapedType) {
        return null;
      }
      BigInteger r = fn.apply(scalarOf(operand));
      return r == null ? null : scalar(ctx, resultType, r);
    }
    if (operand instanceof DenseIntOrFPElementsAttr d && inDomain(d.elementType(), domain)) {
      if (!(resultType instanceof ShapedType st)) {
        return null;
      }
      if (d.isSplat()) {
        BigInteger v = fn.apply(element(d, 0));
        if (v == null || !st.hasStaticShape()) {
          return null;
        }
        return splat(ctx, st, v);
      }
      int n = (int) d.numElements();
      BigInteger[] out = new BigInteger[n];
      for (int i = 0; i < n; i++) {
        BigInteger v = fn.apply(element(d, i));
        if (v == null) {
          return null;
        }
        out[i] = v;
      }
      return st.hasStaticShape() ? dense(ctx, st, out) : null;
    }
    return null;
  }

  private static BigInteger scalarOf(Attribute a) {
    return a instanceof IntegerAttr i ? i.value() : ((FloatAttr) a).bits();
  }
}

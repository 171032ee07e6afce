package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/** Type and constant helpers of the legalization: shapes, element kinds, constant operands. */
final class TfShapes {
  private TfShapes() {}

  static final long DYNAMIC = ShapedType.DYNAMIC;

  static Type element(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  static boolean isHloTensor(Type t) {
    return t instanceof TensorType && HloTypes.isElement(element(t));
  }

  static RankedTensorType ranked(Value v) {
    return v.type() instanceof RankedTensorType r && HloTypes.isElement(r.elementType()) ? r : null;
  }

  static RankedTensorType staticTensor(Value v) {
    RankedTensorType r = ranked(v);
    return r != null && r.hasStaticShape() ? r : null;
  }

  static boolean isFloat(Type t) {
    return element(t) instanceof FloatType;
  }

  static boolean isSignedInt(Type t) {
    return element(t) instanceof IntegerType i && !i.isUnsigned() && i.width() > 1;
  }

  static boolean isUnsignedInt(Type t) {
    return element(t) instanceof IntegerType i && i.isUnsigned();
  }

  static boolean isBool(Type t) {
    return element(t) instanceof IntegerType i && i.width() == 1;
  }

  static Type withElement(MLIRContext ctx, Type t, Type element) {
    if (t instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), element);
    }
    return UnrankedTensorType.get(ctx, element);
  }

  static RankedTensorType tensor(MLIRContext ctx, long[] shape, Type element) {
    return RankedTensorType.get(ctx, shape, element);
  }

  /**
   * TensorFlow's BinBroadcastDimensions: the dimensions of the larger-rank operand the smaller one
   * maps to (numpy prefix padding); null when the ranks are equal or either is unranked.
   */
  static long[] broadcastDims(Type l, Type r) {
    if (!(l instanceof RankedTensorType lt) || !(r instanceof RankedTensorType rt) || lt.rank() == rt.rank()) {
      return null;
    }
    int small = Math.min(lt.rank(), rt.rank());
    int large = Math.max(lt.rank(), rt.rank());
    long[] dims = new long[small];
    for (int i = 0; i < small; i++) {
      dims[i] = large - small + i;
    }
    return dims;
  }

  /** The numpy broadcast of two tensor types (unranked when either is). */
  static Type broadcastType(MLIRContext ctx, Type l, Type r) {
    if (!(l instanceof RankedTensorType lt) || !(r instanceof RankedTensorType rt)) {
      return UnrankedTensorType.get(ctx, element(l));
    }
    int rank = Math.max(lt.rank(), rt.rank());
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      int li = i - (rank - lt.rank());
      int ri = i - (rank - rt.rank());
      long a = li < 0 ? 1 : lt.shape()[li];
      long b = ri < 0 ? 1 : rt.shape()[ri];
      shape[i] = a == 1 ? b : b == 1 ? a : a == DYNAMIC ? b : a;
    }
    return RankedTensorType.get(ctx, shape, lt.elementType());
  }

  /** The integer elements of a constant operand (tf.Const, stablehlo/mhlo/arith constant), or null. */
  static long[] constInts(Value v) {
    DenseIntOrFPElementsAttr d = constAttr(v);
    if (d == null || !(d.elementType() instanceof IntegerType)) {
      return null;
    }
    long n = d.type() instanceof RankedTensorType r && r.hasStaticShape() ? numElements(r.shape()) : -1;
    if (n < 0) {
      return null;
    }
    long[] out = new long[(int) n];
    for (int i = 0; i < n; i++) {
      BigInteger e = ConstFold.element(d, i);
      out[i] = ((IntegerType) d.elementType()).isUnsigned() ? e.longValue() : signed(e, ((IntegerType) d.elementType()).width());
    }
    return out;
  }

  private static long signed(BigInteger bits, int width) {
    BigInteger half = BigInteger.ONE.shiftLeft(width - 1);
    BigInteger v = bits.signum() < 0 ? bits : bits.compareTo(half) >= 0 ? bits.subtract(BigInteger.ONE.shiftLeft(width)) : bits;
    return v.longValue();
  }

  static DenseIntOrFPElementsAttr constAttr(Value v) {
    Operation def = v.definingOp();
    if (def == null) {
      return null;
    }
    switch (def.name()) {
      case "tf.Const", "stablehlo.constant", "mhlo.constant", "arith.constant" -> {
        Attribute a = def.attr("value");
        return a instanceof DenseIntOrFPElementsAttr d ? d : null;
      }
      default -> {
        return null;
      }
    }
  }

  /** A single constant integer (an axis), or null. */
  static Long constInt(Value v) {
    long[] vals = constInts(v);
    return vals != null && vals.length == 1 ? vals[0] : null;
  }

  static long numElements(long[] shape) {
    long n = 1;
    for (long d : shape) {
      if (d < 0) {
        return -1;
      }
      n *= d;
    }
    return n;
  }

  /** A TensorFlow axis (negative counts from the end) as a dimension of a rank-{@code rank} tensor; -1 if out of range. */
  static long axis(long a, long rank) {
    long d = a < 0 ? a + rank : a;
    return d < 0 || d >= rank ? -1 : d;
  }

  static boolean boolAttr(Operation op, String name, boolean dflt) {
    Attribute a = op.attr(name);
    return a instanceof org.jmlir.ir.attr.IntegerAttr i ? i.boolValue() : dflt;
  }

  static String stringAttr(Operation op, String name, String dflt) {
    Attribute a = op.attr(name);
    return a instanceof org.jmlir.ir.attr.StringAttr s ? s.value() : dflt;
  }

  /** The integers of an array attribute ([1, 2, 2, 1] strides), or null. */
  static long[] intsAttr(Operation op, String name) {
    Attribute a = op.attr(name);
    if (!(a instanceof org.jmlir.ir.attr.ArrayAttr arr)) {
      return null;
    }
    long[] out = new long[arr.size()];
    for (int i = 0; i < out.length; i++) {
      if (!(arr.get(i) instanceof org.jmlir.ir.attr.IntegerAttr ia)) {
        return null;
      }
      out[i] = ia.longValue();
    }
    return out;
  }

  /**
   * TensorFlow's SAME padding of one dimension: {before, after} so that the output has
   * ceil(in / stride) elements (the extra element goes after).
   */
  static long[] samePad(long in, long window, long stride, long dilation) {
    long effective = (window - 1) * dilation + 1;
    long out = (in + stride - 1) / stride;
    long total = Math.max((out - 1) * stride + effective - in, 0);
    return new long[] {total / 2, total - total / 2};
  }

  static long[] ones(int n) {
    long[] out = new long[n];
    java.util.Arrays.fill(out, 1);
    return out;
  }

  static long[] iota(int n) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }
}

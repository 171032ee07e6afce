package org.jmlir.dialect.quant;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.Type;

/**
 * {@code !quant.uniform<i8:f32, 2.000000e+00:15>} and the per-axis form
 * {@code !quant.uniform<u8<1:200>:f32:0, {2.000000e+00:15,3.000000e+00}>}: an integer storage type
 * (signed or unsigned, {@code storageWidth} bits, values in [storageMin, storageMax]) holding
 * {@code expressed = (stored - zeroPoint) * scale}, per tensor or along {@code quantizedDimension}.
 * Interned.
 */
public final class UniformQuantizedType implements DialectType {
  /** Per-tensor quantization has no quantized dimension. */
  public static final int PER_TENSOR = -1;

  private record Key(boolean signed, int width, long min, long max, Type expressed, int axis, LongArrayKey scaleBits, LongArrayKey zeroPoints) {}

  private final Key key;
  private final String body;

  private UniformQuantizedType(Key k) {
    this.key = k;
    this.body = print(k);
  }

  /** A per-tensor type. */
  public static UniformQuantizedType get(
      MLIRContext ctx, boolean signed, int width, long storageMin, long storageMax, Type expressed, double scale, long zeroPoint) {
    return getPerAxis(ctx, signed, width, storageMin, storageMax, expressed, PER_TENSOR, new double[] {scale}, new long[] {zeroPoint});
  }

  /** A per-axis type ({@code axis} = {@link #PER_TENSOR} for one scale). */
  public static UniformQuantizedType getPerAxis(
      MLIRContext ctx,
      boolean signed,
      int width,
      long storageMin,
      long storageMax,
      Type expressed,
      int axis,
      double[] scales,
      long[] zeroPoints) {
    if (scales.length != zeroPoints.length || scales.length == 0) {
      throw new IllegalArgumentException("scales and zero points must be as many, and at least one");
    }
    return ctx.intern(
        new Key(signed, width, storageMin, storageMax, expressed, axis, LongArrayKey.of(bits(scales)), LongArrayKey.of(zeroPoints)),
        UniformQuantizedType::new);
  }

  private static long[] bits(double[] scales) {
    long[] out = new long[scales.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = Double.doubleToLongBits(scales[i]);
    }
    return out;
  }

  private static double scaleAt(Key k, int i) {
    return Double.longBitsToDouble(k.scaleBits.values()[i]);
  }

  /** The default storage range of a {@code width}-bit integer. */
  public static long defaultMin(boolean signed, int width) {
    return signed ? -(1L << (width - 1)) : 0;
  }

  public static long defaultMax(boolean signed, int width) {
    return signed ? (1L << (width - 1)) - 1 : (width >= 64 ? Long.MAX_VALUE : (1L << width) - 1);
  }

  public boolean isSigned() {
    return key.signed;
  }

  public int storageWidth() {
    return key.width;
  }

  public long storageMin() {
    return key.min;
  }

  public long storageMax() {
    return key.max;
  }

  /** The storage type as an integer type (signless, as MLIR's getStorageType). */
  public Type storageType(MLIRContext ctx) {
    return org.jmlir.ir.type.IntegerType.get(ctx, key.width);
  }

  public Type expressedType() {
    return key.expressed;
  }

  public boolean isPerAxis() {
    return key.axis != PER_TENSOR;
  }

  public int quantizedDimension() {
    return key.axis;
  }

  public double[] scales() {
    double[] out = new double[key.scaleBits.values().length];
    for (int i = 0; i < out.length; i++) {
      out[i] = scaleAt(key, i);
    }
    return out;
  }

  public long[] zeroPoints() {
    return key.zeroPoints.values().clone();
  }

  public double scale() {
    return scaleAt(key, 0);
  }

  public long zeroPoint() {
    return key.zeroPoints.values()[0];
  }

  @Override
  public String dialectNamespace() {
    return QuantDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "!quant." + body;
  }

  private static String print(Key k) {
    StringBuilder sb = new StringBuilder("uniform<");
    sb.append(k.signed ? 'i' : 'u').append(k.width);
    if (k.min != defaultMin(k.signed, k.width) || k.max != defaultMax(k.signed, k.width)) {
      sb.append('<').append(k.min).append(':').append(k.max).append('>');
    }
    sb.append(':').append(AttrTypeText.type(k.expressed));
    if (k.axis != PER_TENSOR) {
      sb.append(':').append(k.axis).append(", {");
      for (int i = 0; i < k.zeroPoints.values().length; i++) {
        if (i > 0) {
          sb.append(',');
        }
        scaleZero(sb, scaleAt(k, i), k.zeroPoints.values()[i]);
      }
      sb.append('}');
    } else {
      sb.append(", ");
      scaleZero(sb, scaleAt(k, 0), k.zeroPoints.values()[0]);
    }
    return sb.append('>').toString();
  }

  private static void scaleZero(StringBuilder sb, double scale, long zp) {
    FloatFormats.print(FloatType.Kind.F64, BigInteger.valueOf(Double.doubleToRawLongBits(scale)), sb);
    if (zp != 0) {
      sb.append(':').append(zp);
    }
  }
}

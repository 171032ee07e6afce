package org.jmlir.hlo.interpret;

import java.util.Set;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * Quantized element types ({@code !quant.uniform}) in the interpreter, with the arithmetic of the
 * lowering StableHLO's reference interpreter runs first (stablehlo-legalize-quant-to-math): a
 * quantized tensor holds its storage integers. {@code uniform_quantize} computes
 * {@code round_nearest_even(clamp(x / scale + zero_point))} in f32, {@code uniform_dequantize}
 * {@code (q - zero_point) * scale} (the subtraction in i32), a requantization
 * {@code q * (s_in / s_out) + (zp_out - zp_in * s_in / s_out)} in f32; per-axis types take the
 * scale and zero point of each element's index along the quantized dimension. {@code add} of three
 * per-tensor quantized types is integer arithmetic (operands requantized to the result's
 * parameters, {@code l + r - zp}, clamped). The data-movement ops, select, min, max, constant and
 * ops with regions work on the storage values as they are; dot and dot_general of quantized
 * operands into a quantized result are upstream's integer computation; every other op on quantized
 * values is evaluated as dequantize, the op in the expressed type, quantize (upstream's fallback).
 * Not done: the integer path of convolution (dequantize-op-quantize here, which can differ in the
 * last unit of the storage value).
 */
final class Quantized {
  private Quantized() {}

  /** Ops whose quantized operands and results are their storage values (upstream's ConvertGenericOp). */
  private static final Set<String> STORAGE_OPS = Set.of(
      "bitcast_convert", "broadcast_in_dim", "composite", "concatenate", "constant", "dynamic_reshape",
      "dynamic_slice", "gather", "maximum", "minimum", "pad", "reduce_window", "reshape", "return", "select",
      "slice", "transpose", "get_dimension_size", "dynamic_broadcast_in_dim", "tuple", "get_tuple_element",
      "optimization_barrier", "while", "if", "case", "custom_call", "after_all", "create_token");

  static UniformQuantizedType quant(Type t) {
    Type e = t instanceof ShapedType s ? s.elementType() : t;
    return e instanceof UniformQuantizedType q ? q : null;
  }

  /** Whether {@code op} reads or produces a quantized tensor. */
  static boolean involves(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      if (quant(op.operand(i).type()) != null) {
        return true;
      }
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (quant(op.result(i).type()) != null) {
        return true;
      }
    }
    return false;
  }

  /**
   * Evaluates a StableHLO op on quantized values, or returns null when the op's own kernel runs on
   * the storage values.
   */
  static RuntimeValue[] run(Interpreter interp, Operation op, RuntimeValue[] in, Interpreter.Frame frame) {
    String name = op.name();
    if (!name.startsWith("stablehlo.") || op.numRegions() > 0) {
      return null;
    }
    String m = name.substring("stablehlo.".length());
    switch (m) {
      case "uniform_quantize" -> {
        UniformQuantizedType out = quant(op.result(0).type());
        UniformQuantizedType from = quant(op.operand(0).type());
        Tensor x = (Tensor) in[0];
        return new RuntimeValue[] {from == null ? quantize(x, out) : requantize(x, from, out)};
      }
      case "uniform_dequantize" -> {
        return new RuntimeValue[] {dequantize((Tensor) in[0], quant(op.operand(0).type()))};
      }
      case "add" -> {
        UniformQuantizedType l = quant(op.operand(0).type());
        UniformQuantizedType r = quant(op.operand(1).type());
        UniformQuantizedType o = quant(op.result(0).type());
        if (l != null && r != null && o != null && !l.isPerAxis() && !r.isPerAxis() && !o.isPerAxis()) {
          return new RuntimeValue[] {add(op.context(), (Tensor) in[0], l, (Tensor) in[1], r, o)};
        }
      }
      case "dot", "dot_general" -> {
        UniformQuantizedType l = quant(op.operand(0).type());
        UniformQuantizedType r = quant(op.operand(1).type());
        UniformQuantizedType o = quant(op.result(0).type());
        if (l != null && !l.isPerAxis() && r != null && o != null && r.isPerAxis() == o.isPerAxis()) {
          return new RuntimeValue[] {dot(interp, op, (Tensor) in[0], l, (Tensor) in[1], r, o, frame)};
        }
      }
      case "convolution" -> {
        UniformQuantizedType l = quant(op.operand(0).type());
        UniformQuantizedType r = quant(op.operand(1).type());
        UniformQuantizedType o = quant(op.result(0).type());
        if (integerConvolution(op, l, r, o)) {
          return new RuntimeValue[] {convolution(interp, op, (Tensor) in[0], l, (Tensor) in[1], r, o, frame)};
        }
      }
      default -> {
        if (STORAGE_OPS.contains(m)) {
          return null;
        }
      }
    }
    return dequantizeOpQuantize(interp, op, in, frame);
  }

  /** upstream's QDQ fallback: the op in the expressed type between a dequantize and a quantize. */
  private static RuntimeValue[] dequantizeOpQuantize(Interpreter interp, Operation op, RuntimeValue[] in, Interpreter.Frame frame) {
    RuntimeValue[] floats = in.clone();
    for (int i = 0; i < in.length; i++) {
      UniformQuantizedType q = quant(op.operand(i).type());
      if (q != null) {
        floats[i] = dequantize((Tensor) in[i], q);
      }
    }
    Operation expressed = op.clone();
    try {
      for (int i = 0; i < op.numResults(); i++) {
        UniformQuantizedType q = quant(op.result(i).type());
        if (q != null) {
          expressed.result(i).setType(withElement(op.context(), op.result(i).type(), q.expressedType()));
        }
      }
      Interpreter.Kernel k = Kernels.get(op.name());
      if (k == null) {
        throw new InterpreterException("Unsupported op: " + op.name());
      }
      RuntimeValue[] out = k.run(new Interpreter.Call(interp, expressed, floats, frame));
      for (int i = 0; i < out.length; i++) {
        UniformQuantizedType q = quant(op.result(i).type());
        if (q != null) {
          out[i] = quantize((Tensor) out[i], q);
        }
      }
      return out;
    } finally {
      expressed.dropAllReferences();
    }
  }

  private static Type withElement(org.jmlir.ir.MLIRContext ctx, Type t, Type element) {
    if (t instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), element);
    }
    if (t instanceof UnrankedTensorType) {
      return UnrankedTensorType.get(ctx, element);
    }
    return element;
  }

  /** The storage value at {@code i}, read with the quantized type's signedness. */
  private static long storage(Tensor t, int i, UniformQuantizedType q) {
    long v = t.getLong(i);
    int w = q.storageWidth();
    if (w >= 64) {
      return v;
    }
    long mask = (1L << w) - 1;
    v &= mask;
    return q.isSigned() && (v >>> (w - 1)) != 0 ? v | ~mask : v;
  }

  /** The index along the quantized dimension of each element, or null for a per-tensor type. */
  private static int[] channels(long[] shape, UniformQuantizedType q, int size) {
    if (!q.isPerAxis()) {
      return null;
    }
    int axis = q.quantizedDimension();
    long stride = 1;
    for (int d = shape.length - 1; d > axis; d--) {
      stride *= shape[d];
    }
    int[] out = new int[size];
    for (int i = 0; i < size; i++) {
      out[i] = (int) ((i / stride) % shape[axis]);
    }
    return out;
  }

  private static ElementKind expressedKind(UniformQuantizedType q) {
    return ElementKind.of(q.expressedType());
  }

  /** (q - zp) * scale: the subtraction in i32, the product in f32 (the expressed type's rounding). */
  static Tensor dequantize(Tensor t, UniformQuantizedType q) {
    ElementKind kind = expressedKind(q);
    long[] shape = t.shape();
    Tensor out = Tensor.zeros(kind, shape);
    int[] ch = channels(shape, q, t.size());
    double[] scales = q.scales();
    long[] zps = q.zeroPoints();
    for (int i = 0; i < t.size(); i++) {
      int c = ch == null ? 0 : ch[i];
      int diff = (int) (storage(t, i, q) - zps[c]);
      float v = (float) diff * (float) scales[c];
      out.setDouble(i, kind.round(v));
    }
    return out;
  }

  /** round_nearest_even(clamp(x / scale + zp, min, max)), in f32. */
  static Tensor quantize(Tensor x, UniformQuantizedType q) {
    ElementKind storage = ElementKind.of(q);
    long[] shape = x.shape();
    Tensor out = Tensor.zeros(storage, shape);
    int[] ch = channels(shape, q, x.size());
    double[] scales = q.scales();
    long[] zps = q.zeroPoints();
    float min = (float) q.storageMin();
    float max = (float) q.storageMax();
    for (int i = 0; i < x.size(); i++) {
      int c = ch == null ? 0 : ch[i];
      float v = (float) x.getDouble(i) / (float) scales[c];
      v = v + (float) zps[c];
      v = Math.min(Math.max(v, min), max);
      out.setLong(i, storage.wrap((long) Math.rint(v)));
    }
    return out;
  }

  /** requantize: the same type is a copy; else q * merged_scale + merged_zp in f32, clamped, rounded. */
  static Tensor requantize(Tensor x, UniformQuantizedType from, UniformQuantizedType to) {
    return requantize(x, from, to, ElementKind.of(to), to.storageWidth() < 32);
  }

  private static Tensor requantize(Tensor x, UniformQuantizedType from, UniformQuantizedType to, ElementKind outKind, boolean clamp) {
    long[] shape = x.shape();
    Tensor out = Tensor.zeros(outKind, shape);
    if (from.equals(to)) {
      for (int i = 0; i < x.size(); i++) {
        out.setLong(i, outKind.wrap(storage(x, i, from)));
      }
      return out;
    }
    UniformQuantizedType axisType = to.isPerAxis() ? to : from;
    int[] ch = channels(shape, axisType, x.size());
    int n = axisType.isPerAxis() ? axisType.scales().length : 1;
    float[] mergedScale = new float[n];
    float[] mergedZp = new float[n];
    for (int c = 0; c < n; c++) {
      double sIn = from.isPerAxis() ? from.scales()[c] : from.scale();
      double sOut = to.isPerAxis() ? to.scales()[c] : to.scale();
      long zIn = from.isPerAxis() ? from.zeroPoints()[c] : from.zeroPoint();
      long zOut = to.isPerAxis() ? to.zeroPoints()[c] : to.zeroPoint();
      double ms = sIn / sOut;
      mergedScale[c] = (float) ms;
      mergedZp[c] = (float) (zOut - zIn * ms);
    }
    float min = (float) to.storageMin();
    float max = (float) to.storageMax();
    for (int i = 0; i < x.size(); i++) {
      int c = ch == null ? 0 : ch[i];
      float v = (float) storage(x, i, from) * mergedScale[c];
      if (mergedZp[c] != 0) {
        v = v + mergedZp[c];
      }
      if (clamp) {
        v = Math.min(Math.max(v, min), max);
      }
      out.setLong(i, outKind.wrap((long) Math.rint(v)));
    }
    return out;
  }

  /** The storage values of {@code t} minus {@code zp}, as i32. */
  private static Tensor i32(Tensor t, UniformQuantizedType q, long zp, ElementKind i32) {
    Tensor out = Tensor.zeros(i32, t.shape());
    for (int i = 0; i < t.size(); i++) {
      out.setLong(i, i32.wrap(storage(t, i, q) - zp));
    }
    return out;
  }

  private static Tensor runAsI32(Interpreter interp, Operation op, Tensor lhs, Tensor rhs, Interpreter.Frame frame) {
    Operation i32op = op.clone();
    try {
      i32op.result(0).setType(withElement(op.context(), op.result(0).type(), org.jmlir.ir.type.IntegerType.get(op.context(), 32)));
      return (Tensor) Kernels.get(op.name()).run(new Interpreter.Call(interp, i32op, new RuntimeValue[] {lhs, rhs}, frame))[0];
    } finally {
      i32op.dropAllReferences();
    }
  }

  /** f32 to i32 as stablehlo.convert does here: truncated, saturated, NaN to 0. */
  private static long truncToI32(float v) {
    return Float.isNaN(v) ? 0 : (long) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (double) v));
  }

  /**
   * Quantized dot/dot_general as upstream's lowering computes it: the dot of the storage values in
   * i32, the zero-point offset {@code zp_l * sum(rhs) + zp_r * sum(lhs) - K * zp_l * zp_r} (here the
   * difference with the dot of the zero-point-free values, equal in i32), both scaled by
   * {@code s_l * s_r / s_res} in f32 and truncated when that is not within 0.001 of 1, then
   * {@code res + zp_res - offset} converted to the storage type (no clamp).
   */
  private static Tensor dot(
      Interpreter interp, Operation op, Tensor lhs, UniformQuantizedType l, Tensor rhs, UniformQuantizedType r,
      UniformQuantizedType o, Interpreter.Frame frame) {
    ElementKind i32 = ElementKind.of(org.jmlir.ir.type.IntegerType.get(op.context(), 32));
    long zl = l.zeroPoint();
    long zr = r.isPerAxis() ? 0 : r.zeroPoint();
    Tensor raw = runAsI32(interp, op, i32(lhs, l, 0, i32), i32(rhs, r, 0, i32), frame);
    Tensor centered = zl == 0 && zr == 0 ? raw : runAsI32(interp, op, i32(lhs, l, zl, i32), i32(rhs, r, zr, i32), frame);
    double combined = r.isPerAxis() ? l.scale() * r.scales()[0] / o.scales()[0] : l.scale() * r.scale() / o.scale();
    boolean scale = Math.abs(combined - 1.0) > 0.001;
    long zo = o.isPerAxis() ? 0 : o.zeroPoint();
    ElementKind storage = ElementKind.of(o);
    Tensor out = Tensor.zeros(storage, raw.shape());
    for (int i = 0; i < out.size(); i++) {
      long res = raw.getLong(i);
      long offset = i32.wrap(res - centered.getLong(i));
      if (scale) {
        res = truncToI32((float) res * (float) combined);
        offset = truncToI32((float) offset * (float) combined);
      }
      out.setLong(i, storage.wrap(i32.wrap(res + i32.wrap(zo - offset))));
    }
    return out;
  }

  /**
   * Whether StableHLO's lowering takes {@code op}'s integer path: per-tensor lhs, rhs and result
   * both per-tensor or both per-axis with zero points 0 (per-axis on the kernel's last dimension,
   * the same result/rhs scale ratio in every channel), no lhs dilation. Other quantized
   * convolutions fall back to dequantize-op-quantize.
   */
  private static boolean integerConvolution(Operation op, UniformQuantizedType l, UniformQuantizedType r, UniformQuantizedType o) {
    if (l == null || l.isPerAxis() || r == null || o == null || r.isPerAxis() != o.isPerAxis()) {
      return false;
    }
    if (r.isPerAxis()) {
      int rank = ((org.jmlir.ir.type.ShapedType) op.operand(1).type()).rank();
      if (r.quantizedDimension() != rank - 1 || !allZero(r.zeroPoints()) || !allZero(o.zeroPoints())) {
        return false;
      }
      double ratio0 = o.scales()[0] / r.scales()[0];
      for (int i = 0; i < o.scales().length && i < r.scales().length; i++) {
        if (Math.abs((o.scales()[i] / r.scales()[i] - ratio0) / ratio0) > 0.001) {
          return false;
        }
      }
    } else if (r.zeroPoint() != 0) {
      return false;
    }
    long[] lhsDilation = ((org.jmlir.dialect.hlo.ConvolutionOp) op).lhsDilation();
    if (lhsDilation != null) {
      for (long d : lhsDilation) {
        if (d != 1) {
          return false;
        }
      }
    }
    return op.attr("dimension_numbers") instanceof org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
  }

  private static boolean allZero(long[] v) {
    for (long x : v) {
      if (x != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Quantized convolution as StableHLO's lowering computes it: the convolution in i32 of the lhs
   * padded with its zero point and the kernel (zero point 0), the offset {@code zp_l * sum(rhs)}
   * per output feature (here the difference with the convolution of the zero-point-free lhs, equal
   * in i32), then scaled, shifted and converted as the quantized dot.
   */
  private static Tensor convolution(
      Interpreter interp, Operation op, Tensor lhs, UniformQuantizedType l, Tensor rhs, UniformQuantizedType r,
      UniformQuantizedType o, Interpreter.Frame frame) {
    ElementKind i32 = ElementKind.of(org.jmlir.ir.type.IntegerType.get(op.context(), 32));
    long zl = l.zeroPoint();
    Tensor centered = runAsI32(interp, op, i32(lhs, l, zl, i32), i32(rhs, r, 0, i32), frame);
    org.jmlir.dialect.hlo.ConvDimensionNumbersAttr dn = (org.jmlir.dialect.hlo.ConvDimensionNumbersAttr) op.attr("dimension_numbers");
    // sum(rhs) per kernel output feature, times zp_l.
    int kOut = (int) dn.kernelOutputFeatureDimension();
    long[] kShape = rhs.shape();
    long kStride = stride(kShape, kOut);
    long[] offsets = new long[(int) kShape[kOut]];
    for (int i = 0; i < rhs.size(); i++) {
      int f = (int) ((i / kStride) % kShape[kOut]);
      offsets[f] = i32.wrap(offsets[f] + storage(rhs, i, r));
    }
    for (int f = 0; f < offsets.length; f++) {
      offsets[f] = i32.wrap(offsets[f] * zl);
    }
    double combined = r.isPerAxis() ? l.scale() * r.scales()[0] / o.scales()[0] : l.scale() * r.scale() / o.scale();
    boolean scale = Math.abs(combined - 1.0) > 0.001;
    long zo = o.isPerAxis() ? 0 : o.zeroPoint();
    int outF = (int) dn.outputFeatureDimension();
    long[] shape = centered.shape();
    long outStride = stride(shape, outF);
    ElementKind storage = ElementKind.of(o);
    Tensor out = Tensor.zeros(storage, shape);
    for (int i = 0; i < out.size(); i++) {
      long offset = offsets[(int) ((i / outStride) % shape[outF])];
      long res = i32.wrap(centered.getLong(i) + offset);
      if (scale) {
        res = truncToI32((float) res * (float) combined);
        offset = truncToI32((float) offset * (float) combined);
      }
      out.setLong(i, storage.wrap(i32.wrap(res + i32.wrap(zo - offset))));
    }
    return out;
  }

  /** The row-major stride of dimension {@code d}. */
  private static long stride(long[] shape, int d) {
    long s = 1;
    for (int i = d + 1; i < shape.length; i++) {
      s *= shape[i];
    }
    return s;
  }

  /** Per-tensor quantized add: both operands requantized to the result's parameters in i32, l + r - zp, clamped. */
  private static Tensor add(
      org.jmlir.ir.MLIRContext ctx, Tensor l, UniformQuantizedType lt, Tensor r, UniformQuantizedType rt, UniformQuantizedType ot) {
    ElementKind i32 = ElementKind.of(org.jmlir.ir.type.IntegerType.get(ctx, 32));
    Tensor li = requantize(l, lt, ot, i32, false);
    Tensor ri = requantize(r, rt, ot, i32, false);
    ElementKind storage = ElementKind.of(ot);
    Tensor out = Tensor.zeros(storage, l.shape());
    boolean clamp = ot.storageWidth() < 32;
    for (int i = 0; i < out.size(); i++) {
      long v = i32.wrap(i32.wrap(li.getLong(i) + ri.getLong(i)) - ot.zeroPoint());
      if (clamp) {
        v = Math.min(Math.max(v, ot.storageMin()), ot.storageMax());
      }
      out.setLong(i, storage.wrap(v));
    }
    return out;
  }
}

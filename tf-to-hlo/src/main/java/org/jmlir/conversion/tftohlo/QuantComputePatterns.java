package org.jmlir.conversion.tftohlo;

import java.util.List;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The quantized compute ops as TensorFlow's quantization bridge writes them in mhlo: the integer
 * operands are bitcast to their {@code !quant.uniform} types (scales and zero points constant,
 * ranges from the {@code lhs_}/{@code rhs_}/{@code output_} attributes), the op computes on quantized
 * types ({@code dot}, {@code convolution}, {@code chlo.broadcast_add}, {@code clamp}) and the result
 * is bitcast back to its storage integers. The hybrid forms take a float lhs and give a float
 * result.
 */
final class QuantComputePatterns {
  private QuantComputePatterns() {}

  private static Type f32(Emit e) {
    return FloatType.get(e.ctx, FloatType.Kind.F32);
  }

  /** The storage integer type of a (possibly TensorFlow quantized) tensor. */
  private static Type storage(Emit e, Type t) {
    return TfShapes.element(LegalizeTfTypes.convert(e.ctx, t));
  }

  /** {@code v}'s integers as the quantized type of operand pair (scales, zps) at {@code index} with {@code prefix}. */
  private static UniformQuantizedType quantType(Operation op, Emit e, Value v, int index, String prefix) {
    if (v != op.result(0) && QuantPatterns.ints(v) == null) {
      // A TensorFlow quantized operand that no legalized op produced: its integers are not at hand.
      return null;
    }
    return QuantPatterns.type(op, e, op.operand(index), op.operand(index + 1), prefix, storage(e, v.type()), f32(e));
  }

  private static Value bitcast(Emit e, Value v, Type element) {
    return e.op("bitcast_convert", List.of(QuantPatterns.ints(v)), QuantPatterns.like(e, v, element));
  }

  private static boolean refuse(Operation op, Reasons why) {
    return why.attribute(op, "scales and zero points must be constants and the quantized tensors integers (run -xla-legalize-tf-types)");
  }

  /** {@code op}'s result: the quantized value bitcast to its storage integers. */
  private static void replaceQuantized(Operation op, Emit e, Value quantized) {
    QuantPatterns.replaceWithInts(op, e, e.op("bitcast_convert", List.of(quantized), LegalizeTfTypes.convert(e.ctx, op.result(0).type())));
  }

  /** UniformQuantizedDot(Hybrid): {@code dot} of rank-2 operands. */
  static boolean dot(Operation op, Emit e, Reasons why, boolean hybrid) {
    RankedTensorType l = QuantPatterns.shaped(op.operand(0));
    RankedTensorType r = QuantPatterns.shaped(op.operand(1));
    if (l == null || r == null || l.rank() != 2 || r.rank() != 2 || !(op.result(0).type() instanceof RankedTensorType out)) {
      return why.dynamic(op, "the operands must be ranked matrices");
    }
    if (hybrid) {
      UniformQuantizedType rq = quantType(op, e, op.operand(1), 2, "rhs_");
      if (rq == null) {
        return refuse(op, why);
      }
      e.replace(e.op("dot", List.of(op.operand(0), bitcast(e, op.operand(1), rq)), out));
      return true;
    }
    UniformQuantizedType lq = quantType(op, e, op.operand(0), 2, "lhs_");
    UniformQuantizedType rq = quantType(op, e, op.operand(1), 4, "rhs_");
    UniformQuantizedType oq = quantType(op, e, op.result(0), 6, "output_");
    if (lq == null || rq == null || oq == null || !QuantPatterns.onlyQuantUsers(op)) {
      return refuse(op, why);
    }
    Value d = e.op("dot", List.of(bitcast(e, op.operand(0), lq), bitcast(e, op.operand(1), rq)), RankedTensorType.get(e.ctx, out.shape(), oq));
    replaceQuantized(op, e, d);
    return true;
  }

  /** UniformQuantizedAdd: {@code chlo.broadcast_add} of the quantized operands (numpy broadcasting). */
  static boolean add(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType out) || QuantPatterns.shaped(op.operand(0)) == null || QuantPatterns.shaped(op.operand(1)) == null) {
      return why.dynamic(op, "the operands and the result must be ranked");
    }
    UniformQuantizedType lq = quantType(op, e, op.operand(0), 2, "lhs_");
    UniformQuantizedType rq = quantType(op, e, op.operand(1), 4, "rhs_");
    UniformQuantizedType oq = quantType(op, e, op.result(0), 6, "output_");
    if (lq == null || rq == null || oq == null || !QuantPatterns.onlyQuantUsers(op)) {
      return refuse(op, why);
    }
    replaceQuantized(op, e, e.bcast("add", bitcast(e, op.operand(0), lq), bitcast(e, op.operand(1), rq), RankedTensorType.get(e.ctx, out.shape(), oq)));
    return true;
  }

  /**
   * UniformQuantizedClipByValue: {@code clamp} of the operand between min and max, all of the
   * operand's quantized type; per-axis bounds are broadcast along the quantization axis.
   */
  static boolean clip(Operation op, Emit e, Reasons why) {
    RankedTensorType x = QuantPatterns.shaped(op.operand(0));
    if (x == null) {
      return why.dynamic(op, "the operand must be ranked");
    }
    UniformQuantizedType q = quantType(op, e, op.operand(0), 3, "");
    if (q == null || !QuantPatterns.onlyQuantUsers(op)) {
      return refuse(op, why);
    }
    Value operand = bitcast(e, op.operand(0), q);
    Value[] bounds = new Value[2];
    for (int i = 0; i < 2; i++) {
      Value b = op.operand(1 + i);
      RankedTensorType bt = QuantPatterns.shaped(b);
      if (bt == null) {
        return why.dynamic(op, "the bounds must be ranked");
      }
      if (q.isPerAxis()) {
        // The bounds hold one value per channel: their own type quantizes along dimension 0.
        UniformQuantizedType bq = UniformQuantizedType.getPerAxis(e.ctx, q.isSigned(), q.storageWidth(), q.storageMin(), q.storageMax(),
            q.expressedType(), 0, q.scales(), q.zeroPoints());
        Value qb = bitcast(e, b, bq);
        bounds[i] = e.expandTo(qb, new long[] {q.quantizedDimension()}, operand);
      } else {
        bounds[i] = bitcast(e, b, q);
      }
    }
    replaceQuantized(op, e, e.op("clamp", List.of(bounds[0], operand, bounds[1]), operand.type()));
    return true;
  }

  /**
   * UniformQuantizedConvolution(Hybrid): {@code convolution} with the op's strides, dilations,
   * group counts, padding (VALID, SAME or EXPLICIT) and dimension numbers (the serialized
   * {@code UniformQuantizedConvolutionDimensionNumbersAttr}, NCHW/OIHW/NCHW when empty).
   */
  static boolean convolution(Operation op, Emit e, Reasons why, boolean hybrid) {
    RankedTensorType l = QuantPatterns.shaped(op.operand(0));
    RankedTensorType r = QuantPatterns.shaped(op.operand(1));
    if (l == null || r == null || !r.hasStaticShape() || l.rank() != r.rank() || l.rank() < 3 || !(op.result(0).type() instanceof RankedTensorType out)) {
      return why.dynamic(op, "the lhs must be ranked and the rhs static, of the same rank");
    }
    int rank = l.rank();
    int n = rank - 2;
    long[] dn = dimensionNumbers(op, rank);
    if (dn == null) {
      return why.attribute(op, "dimension_numbers is not a valid serialized UniformQuantizedConvolutionDimensionNumbersAttr");
    }
    long[] strides = listOrOnes(op, "window_strides", n);
    long[] lhsDil = listOrOnes(op, "lhs_dilation", n);
    long[] rhsDil = listOrOnes(op, "rhs_dilation", n);
    if (strides == null || lhsDil == null || rhsDil == null) {
      return why.attribute(op, "window_strides, lhs_dilation and rhs_dilation must be empty or list every spatial dimension");
    }
    String mode = TfShapes.stringAttr(op, "padding", "VALID");
    long[] explicit = TfShapes.intsAttr(op, "explicit_padding");
    long[][] pads = new long[n][2];
    for (int i = 0; i < n; i++) {
      long in = l.shape()[(int) dn[2 + i]];
      long k = r.shape()[(int) dn[4 + n + i]];
      if (mode.equals("SAME")) {
        if (in == TfShapes.DYNAMIC) {
          return why.dynamic(op, "SAME padding of a dynamic spatial dimension");
        }
        pads[i] = TfShapes.samePad((in - 1) * lhsDil[i] + 1, k, strides[i], rhsDil[i]);
      } else if (mode.equals("EXPLICIT")) {
        if (explicit == null || explicit.length != 2 * n) {
          return why.attribute(op, "EXPLICIT padding needs 2 explicit_padding values per spatial dimension");
        }
        pads[i] = new long[] {explicit[2 * i], explicit[2 * i + 1]};
      } else if (!mode.equals("VALID")) {
        return why.attribute(op, "padding '" + mode + "'");
      }
    }
    ConvDimensionNumbersAttr dims = ConvDimensionNumbersAttr.get(e.ctx, Emit.NS, dn[0], dn[1], slice(dn, 2, n), dn[2 + n], dn[3 + n],
        slice(dn, 4 + n, n), dn[4 + 2 * n], dn[5 + 2 * n], slice(dn, 6 + 2 * n, n));
    long groups = op.attr("feature_group_count") instanceof IntegerAttr g ? g.longValue() : 1;
    long batchGroups = op.attr("batch_group_count") instanceof IntegerAttr g ? g.longValue() : 1;
    UniformQuantizedType rq = quantType(op, e, op.operand(1), hybrid ? 2 : 4, "rhs_");
    UniformQuantizedType lq = hybrid ? null : quantType(op, e, op.operand(0), 2, "lhs_");
    UniformQuantizedType oq = hybrid ? null : quantType(op, e, op.result(0), 6, "output_");
    if (rq == null || (!hybrid && (lq == null || oq == null || !QuantPatterns.onlyQuantUsers(op)))) {
      return refuse(op, why);
    }
    Value lhs = hybrid ? op.operand(0) : bitcast(e, op.operand(0), lq);
    Type result = hybrid ? out : RankedTensorType.get(e.ctx, out.shape(), oq);
    Value c = e.op("convolution", List.of(lhs, bitcast(e, op.operand(1), rq)), result, e.attr("window_strides", e.dims(strides)),
        e.attr("padding", e.padding(pads)), e.attr("lhs_dilation", e.dims(lhsDil)), e.attr("rhs_dilation", e.dims(rhsDil)),
        e.attr("dimension_numbers", dims), e.attr("feature_group_count", HloAttrs.i64(e.ctx, groups)),
        e.attr("batch_group_count", HloAttrs.i64(e.ctx, batchGroups)));
    if (hybrid) {
      e.replace(c);
    } else {
      replaceQuantized(op, e, c);
    }
    return true;
  }

  private static long[] slice(long[] a, int from, int n) {
    return java.util.Arrays.copyOfRange(a, from, from + n);
  }

  private static long[] listOrOnes(Operation op, String name, int n) {
    long[] v = TfShapes.intsAttr(op, name);
    if (v == null || v.length == 0) {
      return TfShapes.ones(n);
    }
    return v.length == n ? v : null;
  }

  /**
   * The dimension numbers, flattened: input batch, feature, spatial[n], kernel input feature,
   * output feature, spatial[n], output batch, feature, spatial[n]; null when malformed.
   */
  static long[] dimensionNumbers(Operation op, int rank) {
    int n = rank - 2;
    String text = TfShapes.stringAttr(op, "dimension_numbers", "");
    long[] out = new long[6 + 3 * n];
    if (text.isEmpty()) {
      // NCHW, OIHW, NCHW.
      out[0] = 0;
      out[1] = 1;
      out[2 + n] = 1;
      out[3 + n] = 0;
      out[4 + 2 * n] = 0;
      out[5 + 2 * n] = 1;
      for (int i = 0; i < n; i++) {
        out[2 + i] = 2 + i;
        out[4 + n + i] = 2 + i;
        out[6 + 2 * n + i] = 2 + i;
      }
      return out;
    }
    // Fields 1, 2, 4, 5, 7, 8 are scalars; 3, 6, 9 repeated (packed or not).
    int[] scalarAt = {0, 0, 1, -1, 2 + n, 3 + n, -1, 4 + 2 * n, 5 + 2 * n, -1};
    int[] listAt = {0, 0, 0, 2, 0, 0, 4 + n, 0, 0, 6 + 2 * n};
    int[] listCount = new int[10];
    byte[] bytes = new byte[text.length()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) text.charAt(i);
    }
    int[] pos = {0};
    while (pos[0] < bytes.length) {
      long key = varint(bytes, pos);
      int field = (int) (key >>> 3);
      int wire = (int) (key & 7);
      if (key < 0 || field < 1 || field > 9) {
        return null;
      }
      boolean repeated = scalarAt[field] < 0;
      if (wire == 0) {
        long v = varint(bytes, pos);
        if (v < 0 || (repeated && !addTo(out, listAt[field], listCount, field, n, v))) {
          return null;
        }
        if (!repeated) {
          out[scalarAt[field]] = v;
        }
      } else if (wire == 2 && repeated) {
        long len = varint(bytes, pos);
        int end = pos[0] + (int) len;
        if (len < 0 || end > bytes.length) {
          return null;
        }
        while (pos[0] < end) {
          long v = varint(bytes, pos);
          if (v < 0 || !addTo(out, listAt[field], listCount, field, n, v)) {
            return null;
          }
        }
      } else {
        return null;
      }
    }
    return listCount[3] == n && listCount[6] == n && listCount[9] == n ? out : null;
  }

  private static boolean addTo(long[] out, int at, int[] counts, int field, int n, long v) {
    if (counts[field] >= n) {
      return false;
    }
    out[at + counts[field]++] = v;
    return true;
  }

  /** A protobuf varint at {@code pos[0]} (advanced past it); -1 when truncated or too long. */
  private static long varint(byte[] b, int[] pos) {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos[0] >= b.length) {
        return -1;
      }
      int x = b[pos[0]++] & 0xff;
      v |= (long) (x & 0x7f) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    return -1;
  }
}

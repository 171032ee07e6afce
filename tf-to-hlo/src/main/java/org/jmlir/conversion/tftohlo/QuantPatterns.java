package org.jmlir.conversion.tftohlo;

import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The uniform quantization ops with constant scales and zero points, as TensorFlow's quantization
 * legalization writes them: {@code UniformQuantize} is {@code uniform_quantize} to a
 * {@code !quant.uniform} type (per tensor, or per axis for {@code quantization_axis} >= 0, the
 * storage range from {@code quantization_min_val}/{@code max_val}) then a {@code bitcast_convert}
 * to the storage integers; {@code UniformDequantize} bitcasts the integers back and
 * {@code uniform_dequantize}s; {@code UniformRequantize} bitcasts, {@code uniform_quantize}s to the
 * output type and bitcasts to integers. The quantized TensorFlow element types must already be
 * integers ({@code -xla-legalize-tf-types} first).
 */
final class QuantPatterns {
  private QuantPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(ArrayPatterns.p("tf.UniformQuantize", (op, e) -> quantize(op, e, why)));
    out.add(ArrayPatterns.p("tf.UniformDequantize", (op, e) -> dequantize(op, e, why)));
    out.add(ArrayPatterns.p("tf.UniformRequantize", (op, e) -> requantize(op, e, why)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedDot", (op, e) -> QuantComputePatterns.dot(op, e, why, false)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedDotHybrid", (op, e) -> QuantComputePatterns.dot(op, e, why, true)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedConvolution", (op, e) -> QuantComputePatterns.convolution(op, e, why, false)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedConvolutionHybrid", (op, e) -> QuantComputePatterns.convolution(op, e, why, true)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedAdd", (op, e) -> QuantComputePatterns.add(op, e, why)));
    out.add(ArrayPatterns.p("tf.UniformQuantizedClipByValue", (op, e) -> QuantComputePatterns.clip(op, e, why)));
  }

  /** The ops that take quantized TensorFlow operands and that this legalization handles. */
  static final java.util.Set<String> CONSUMERS = java.util.Set.of("tf.UniformDequantize", "tf.UniformRequantize", "tf.UniformQuantizedDot",
      "tf.UniformQuantizedDotHybrid", "tf.UniformQuantizedConvolution", "tf.UniformQuantizedConvolutionHybrid", "tf.UniformQuantizedAdd",
      "tf.UniformQuantizedClipByValue");

  /** The quantized type of storage {@code storage}, from the constant scales/zero points and the attributes {@code prefix}*. */
  static UniformQuantizedType type(Operation op, Emit e, Value scales, Value zps, String prefix, Type storage, Type expressed) {
    DenseIntOrFPElementsAttr s = TfShapes.constAttr(scales);
    long[] z = TfShapes.constInts(zps);
    if (s == null || z == null || !(s.elementType() instanceof FloatType sf) || (sf.kind() != FloatType.Kind.F32 && sf.kind() != FloatType.Kind.F64) || !(storage instanceof IntegerType it) || !(op.attr(prefix + "quantization_axis") instanceof IntegerAttr axis)
        || !(op.attr(prefix + "quantization_min_val") instanceof IntegerAttr min) || !(op.attr(prefix + "quantization_max_val") instanceof IntegerAttr max)) {
      return null;
    }
    int n = (int) TfShapes.numElements(((RankedTensorType) s.type()).shape());
    double[] scaleValues = new double[n];
    for (int i = 0; i < n; i++) {
      java.math.BigInteger bits = ConstFold.element(s, i);
      scaleValues[i] = s.elementType() instanceof FloatType ft && ft.kind() == FloatType.Kind.F64
          ? Double.longBitsToDouble(bits.longValue()) : Float.intBitsToFloat(bits.intValue());
    }
    if (z.length != n) {
      return null;
    }
    boolean signed = !it.isUnsigned();
    int dim = (int) axis.longValue();
    return UniformQuantizedType.getPerAxis(e.ctx, signed, it.width(), min.longValue(), max.longValue(), expressed,
        dim < 0 ? UniformQuantizedType.PER_TENSOR : dim, scaleValues, z);
  }

  /**
   * Whether the result can take its storage integer type: it already has it, or every user is a
   * quantization op this file legalizes (a quantized TensorFlow type elsewhere would not verify).
   */
  static boolean onlyQuantUsers(Operation op) {
    if (op.result(0).type().equals(LegalizeTfTypes.convert(op.context(), op.result(0).type()))) {
      return true;
    }
    for (var use : op.result(0).uses()) {
      if (!CONSUMERS.contains(use.owner().name())) {
        return false;
      }
    }
    return true;
  }

  static RankedTensorType like(Emit e, Value v, Type element) {
    return RankedTensorType.get(e.ctx, ((RankedTensorType) v.type()).shape(), element);
  }

  private static boolean quantize(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    Type result = LegalizeTfTypes.convert(e.ctx, op.result(0).type());
    UniformQuantizedType q = in == null ? null : type(op, e, op.operand(1), op.operand(2), "", TfShapes.element(result), in.elementType());
    if (q == null) {
      return why.attribute(op, "scales and zero points must be constants and the result a quantized integer tensor");
    }
    if (!onlyQuantUsers(op)) {
      return why.attribute(op, "a quantized TensorFlow result used by other ops than the quantization ops");
    }
    Value quantized = e.op("uniform_quantize", List.of(op.operand(0)), like(e, op.operand(0), q));
    replaceWithInts(op, e, e.op("bitcast_convert", List.of(quantized), result));
    return true;
  }

  /**
   * Replaces {@code op}'s quantized TensorFlow result with its storage integers {@code ints}. Where
   * the result type differs, the uses get an {@code unrealized_conversion_cast} back to it: the
   * consumers this file legalizes look through it ({@link #ints}); one that stays keeps a valid
   * operand, and the cast goes away with its last use.
   */
  static void replaceWithInts(Operation op, Emit e, Value ints) {
    Type original = op.result(0).type();
    if (original.equals(ints.type())) {
      e.replace(ints);
      return;
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(e.ctx, "builtin.unrealized_conversion_cast", op.location());
    s.addOperands(List.of(ints));
    s.addType(original);
    e.replace(e.rw.create(s).result(0));
  }

  /** The ranked type of {@code v}, whatever its element type (TensorFlow quantized ones included), or null. */
  static RankedTensorType shaped(Value v) {
    return v.type() instanceof RankedTensorType r ? r : null;
  }

  /** The storage integers of quantized operand {@code v}: itself when it has them, else the integers a legalized producer left behind a cast; null when neither. */
  static Value ints(Value v) {
    if (TfShapes.isHloTensor(v.type())) {
      return v;
    }
    Operation def = v.definingOp();
    if (def != null && def.name().equals("builtin.unrealized_conversion_cast") && def.numOperands() == 1
        && TfShapes.isHloTensor(def.operand(0).type())) {
      return def.operand(0);
    }
    return null;
  }

  private static boolean dequantize(Operation op, Emit e, Reasons why) {
    RankedTensorType in = shaped(op.operand(0));
    Type expressed = TfShapes.element(op.result(0).type());
    UniformQuantizedType q = in == null || !(expressed instanceof FloatType) ? null
        : type(op, e, op.operand(1), op.operand(2), "", LegalizeTfTypes.convert(e.ctx, in.elementType()), expressed);
    if (q == null || ints(op.operand(0)) == null) {
      return why.attribute(op, "scales and zero points must be constants and the input an integer tensor (run -xla-legalize-tf-types)");
    }
    Value quantized = e.op("bitcast_convert", List.of(ints(op.operand(0))), like(e, op.operand(0), q));
    e.replace(e.op("uniform_dequantize", List.of(quantized), op.result(0).type()));
    return true;
  }

  private static boolean requantize(Operation op, Emit e, Reasons why) {
    RankedTensorType in = shaped(op.operand(0));
    Type f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    Type result = LegalizeTfTypes.convert(e.ctx, op.result(0).type());
    UniformQuantizedType from = in == null ? null
        : type(op, e, op.operand(1), op.operand(2), "input_", LegalizeTfTypes.convert(e.ctx, in.elementType()), f32);
    UniformQuantizedType to = in == null ? null : type(op, e, op.operand(3), op.operand(4), "output_", TfShapes.element(result), f32);
    if (from == null || to == null || ints(op.operand(0)) == null || !onlyQuantUsers(op)) {
      return why.attribute(op, "scales and zero points must be constants, the tensors quantized integers used by quantization ops");
    }
    Value quantized = e.op("bitcast_convert", List.of(ints(op.operand(0))), like(e, op.operand(0), from));
    Value requantized = e.op("uniform_quantize", List.of(quantized), like(e, op.operand(0), to));
    replaceWithInts(op, e, e.op("bitcast_convert", List.of(requantized), result));
    return true;
  }
}

package org.jmlir.dialect.tf;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's checks of the uniform quantization ops' scales and zero points: per-tensor
 * quantization ({@code *quantization_axis = -1}) takes scalars, per-axis vectors of one length.
 */
final class TfQuantizedVerifiers {
  private TfQuantizedVerifiers() {}

  /** The (scales operand, axis attribute) groups of {@code name}, or null for other ops. */
  static Object[][] groups(String name) {
    Object[][] lhsRhsOut = {{2, "lhs_quantization_axis"}, {4, "rhs_quantization_axis"}, {6, "output_quantization_axis"}};
    return switch (name) {
      case "tf.UniformQuantizedDotHybrid", "tf.UniformQuantizedConvolutionHybrid" ->
          new Object[][] {{2, "rhs_quantization_axis"}};
      case "tf.UniformQuantize", "tf.UniformDequantize" -> new Object[][] {{1, "quantization_axis"}};
      case "tf.UniformRequantize" -> new Object[][] {{1, "input_quantization_axis"}, {3, "output_quantization_axis"}};
      case "tf.UniformQuantizedDot", "tf.UniformQuantizedConvolution", "tf.UniformQuantizedAdd" -> lhsRhsOut;
      case "tf.UniformQuantizedClipByValue" -> new Object[][] {{3, "quantization_axis"}};
      default -> null;
    };
  }

  static boolean verify(Operation op) {
    Object[][] groups = groups(op.name());
    if (groups == null) {
      return true;
    }
    for (Object[] g : groups) {
      int scales = (Integer) g[0];
      if (scales + 1 >= op.numOperands() || !(op.attr((String) g[1]) instanceof IntegerAttr axis)) {
        continue;
      }
      if (!scalesAndZeroPoints(op, op.operand(scales).type(), op.operand(scales + 1).type(), axis.longValue())) {
        return false;
      }
    }
    return true;
  }

  private static boolean scalesAndZeroPoints(Operation op, Type scales, Type zeroPoints, long axis) {
    RankedTensorType s = scales instanceof RankedTensorType r ? r : null;
    RankedTensorType z = zeroPoints instanceof RankedTensorType r ? r : null;
    if (axis == -1) {
      if (s != null && s.rank() != 0) {
        return op.emitOpError("quantization_axis is -1, scales must have 0 rank.").report();
      }
      if (z != null && z.rank() != 0) {
        return op.emitOpError("quantization_axis is -1, zero_points must have 0 rank.").report();
      }
      return true;
    }
    if (s != null && s.rank() != 1) {
      return op.emitOpError("quantization_axis is not -1, scales must have 1 rank.").report();
    }
    if (z != null && z.rank() != 1) {
      return op.emitOpError("quantization_axis is not -1, zero_points must have 1 rank.").report();
    }
    if (s != null && z != null && s.hasStaticShape() && z.hasStaticShape() && s.numElements() != z.numElements()) {
      return op.emitOpError("scales and zero points must have same number of elements.").report();
    }
    return true;
  }
}

package org.jmlir.dialect.tf;

import java.util.Set;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** The op-specific verifiers of registered tf ops (where TensorFlow has simple ones), with its wording. */
final class TfVerifiers {
  private TfVerifiers() {}

  /** The binary ops whose operands and result share an element type (TF_SameOperandsAndResultElementTypeResolveRef). */
  private static final Set<String> SAME_ELEMENT_TYPE = Set.of(
      "tf.Add", "tf.AddV2", "tf.Sub", "tf.Mul", "tf.Div", "tf.RealDiv", "tf.DivNoNan", "tf.MulNoNan", "tf.FloorDiv",
      "tf.FloorMod", "tf.Mod", "tf.TruncateDiv", "tf.TruncateMod", "tf.Maximum", "tf.Minimum", "tf.Pow",
      "tf.SquaredDifference", "tf.Atan2", "tf.Xdivy", "tf.Xlogy", "tf.Xlog1py", "tf.BitwiseAnd", "tf.BitwiseOr",
      "tf.BitwiseXor", "tf.LeftShift", "tf.RightShift");

  /** Ops with a {@code data_format} attribute restricted to NHWC/NCHW. */
  private static final Set<String> CONV_DATA_FORMAT = Set.of(
      "tf.BiasAdd", "tf.BiasAddGrad", "tf.AvgPool", "tf.AvgPoolGrad", "tf.MaxPool", "tf.MaxPoolGrad", "tf.MaxPoolV2",
      "tf.Conv2D", "tf.Conv2DBackpropInput", "tf.Conv2DBackpropFilter", "tf.DepthwiseConv2dNative",
      "tf.DepthwiseConv2dNativeBackpropInput", "tf.DepthwiseConv2dNativeBackpropFilter", "tf.FusedBatchNorm",
      "tf.FusedBatchNormV2", "tf.FusedBatchNormV3", "tf.FusedBatchNormGradV3");

  static OpDef.Verifier forOp(String name) {
    OpDef.Verifier specific = switch (name) {
      case "tf.Const" -> TfVerifiers::constant;
      case "tf.BiasAdd" -> op -> biasAdd(op, "value", 0);
      case "tf.BiasAddGrad" -> op -> biasAdd(op, "out_backprop", 0);
      case "tf.Reshape" -> TfReshapeVerifier::verify;
      default -> null;
    };
    boolean sameElement = SAME_ELEMENT_TYPE.contains(name);
    boolean dataFormat = CONV_DATA_FORMAT.contains(name);
    if (!sameElement && !dataFormat) {
      return specific;
    }
    return op -> (!dataFormat || convDataFormat(op)) && (!sameElement || sameElementTypes(op))
        && (specific == null || specific.verify(op));
  }

  /**
   * {@code value} is required, and its type is the result type or one the result type refines or
   * generalizes (TF's ConstOp infers its type from the value and accepts cast-compatible results).
   */
  private static boolean constant(Operation op) {
    Attribute value = op.attr("value");
    if (value == null) {
      return op.emitOpError("requires attribute 'value'").report();
    }
    if (!(value instanceof TypedAttr t) || !TfShapes.isCastCompatible(t.type(), op.result(0).type())) {
      String inferred = value instanceof TypedAttr t2 ? AttrTypeText.type(t2.type()) : "none";
      return op.emitOpError(
              "inferred type(s) '" + inferred + "' are incompatible with return type(s) of operation '"
                  + AttrTypeText.type(op.result(0).type()) + "'")
          .report();
    }
    return true;
  }

  private static String dataFormat(Operation op) {
    return op.attr("data_format") instanceof StringAttr s ? s.value() : "NHWC";
  }

  /** The {@code data_format} of convolution-like ops is NHWC (the default) or NCHW. */
  private static boolean convDataFormat(Operation op) {
    Attribute a = op.attr("data_format");
    if (a == null || (a instanceof StringAttr s && (s.value().equals("NHWC") || s.value().equals("NCHW")))) {
      return true;
    }
    return op.emitOpError("attribute 'data_format' failed to satisfy constraint: 'NHWC' or 'NCHW' convnet data format")
        .report();
  }

  /** Element types of all operands and results agree once ref types are resolved. */
  private static boolean sameElementTypes(Operation op) {
    Type first = null;
    for (Type t : op.operandTypes()) {
      first = first == null ? resolvedElement(op, t) : first;
      if (resolvedElement(op, t) != first) {
        return incompatible(op);
      }
    }
    for (Type t : op.resultTypes()) {
      if (first != null && resolvedElement(op, t) != first) {
        return incompatible(op);
      }
    }
    return true;
  }

  private static boolean incompatible(Operation op) {
    return op.emitOpError("requires compatible element types for all operands and results").report();
  }

  private static Type resolvedElement(Operation op, Type t) {
    Type e = t instanceof ShapedType s ? s.elementType() : t;
    return TfTypes.removeRef(op.context(), e);
  }

  /**
   * TF's BiasAdd/BiasAddGrad verifier: the data operand has rank at least 2 (NHWC) or 3 (NCHW); for
   * BiasAdd the bias has rank 1 and its length matches the feature dimension.
   */
  private static boolean biasAdd(Operation op, String operandName, int operand) {
    String format = dataFormat(op);
    Type value = op.operand(operand).type();
    boolean nhwc = !format.equals("NCHW");
    int minRank = nhwc ? 2 : 3;
    if (value instanceof RankedTensorType r && r.rank() < minRank) {
      return op.emitOpError(
              "requires " + operandName + " operand to have rank at least " + (nhwc ? "two" : "three") + " with `"
                  + (nhwc ? "NHWC" : "NCHW") + "` data format")
          .report();
    }
    if (op.numOperands() < 2) {
      return true;
    }
    Type bias = op.operand(1).type();
    if (bias instanceof RankedTensorType b && b.rank() != 1) {
      return op.emitOpError("requires bias operand to have rank exactly one").report();
    }
    if (value instanceof RankedTensorType v && bias instanceof RankedTensorType b) {
      long feature = v.shape()[nhwc ? v.rank() - 1 : 1];
      long length = b.shape()[0];
      if (feature != ShapedType.DYNAMIC && length != ShapedType.DYNAMIC && feature != length) {
        return op.emitOpError(
                "requires channel dimension and feature dimension to match; found " + feature + " and " + length
                    + ", respectively")
            .report();
      }
    }
    return true;
  }
}

package org.jmlir.translate.graphdef;

import java.util.List;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The small part of TensorFlow's shape inference that import-time types need
 * ({@code -tf-enable-shape-inference-on-import}): ops whose result has the shape of their (first)
 * operand, IdentityN per operand, and the broadcasting binary ops on ranked operands. Anything else
 * keeps an unranked result, which later passes (tf-shape-inference) refine.
 */
final class ShapeRefiner {
  private ShapeRefiner() {}

  private static final Set<String> SAME_SHAPE = Set.of(
      "Identity", "Snapshot", "StopGradient", "PreventGradient", "CheckNumerics", "Relu", "Relu6", "Elu",
      "Selu", "LeakyRelu", "Sigmoid", "Tanh", "Neg", "Abs", "Exp", "Expm1", "Log", "Log1p", "Sqrt", "Rsqrt",
      "Square", "Floor", "Ceil", "Round", "Rint", "Sign", "Reciprocal", "Inv", "Softmax", "LogSoftmax",
      "Softplus", "Softsign", "ZerosLike", "OnesLike", "Erf", "Erfc", "Sin", "Cos", "Tan", "Asin", "Acos",
      "Atan", "Sinh", "Cosh", "IsNan", "IsInf", "IsFinite", "LogicalNot", "Cast", "Invert", "BiasAdd",
      "Enter", "Exit", "NextIteration", "L2Loss");

  private static final Set<String> BROADCAST = Set.of(
      "Add", "AddV2", "Sub", "Mul", "MulNoNan", "Div", "DivNoNan", "RealDiv", "FloorDiv", "FloorMod",
      "TruncateDiv", "TruncateMod", "Mod", "Maximum", "Minimum", "Pow", "SquaredDifference", "Atan2",
      "Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual", "LogicalAnd", "LogicalOr",
      "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LeftShift", "RightShift", "Xdivy", "Xlogy");

  /** The refined type of result {@code index}, or null when nothing better than unranked is known. */
  static Type refine(MLIRContext ctx, String op, int index, List<Type> operands, Type element) {
    if (op.equals("IdentityN")) {
      return index < operands.size() ? withElement(ctx, operands.get(index), element) : null;
    }
    if (operands.isEmpty()) {
      return null;
    }
    if ((op.equals("Switch") || op.equals("RefSwitch") || op.equals("_SwitchN")) && operands.size() >= 2) {
      return withElement(ctx, operands.get(0), element);
    }
    if (SAME_SHAPE.contains(op) && index == 0) {
      return withElement(ctx, operands.get(0), element);
    }
    if (BROADCAST.contains(op) && index == 0 && operands.size() == 2
        && operands.get(0) instanceof RankedTensorType a && operands.get(1) instanceof RankedTensorType b) {
      long[] shape = org.jmlir.dialect.tf.TfShapes.broadcastShape(a.shape(), b.shape());
      return shape == null ? null : RankedTensorType.get(ctx, shape, element);
    }
    return null;
  }

  private static Type withElement(MLIRContext ctx, Type t, Type element) {
    return t instanceof RankedTensorType r ? RankedTensorType.get(ctx, r.shape(), element) : null;
  }
}

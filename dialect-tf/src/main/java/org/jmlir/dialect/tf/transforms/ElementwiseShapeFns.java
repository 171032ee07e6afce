package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.merge;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfAttrValues;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the ops whose result has their input's shape: unary element-wise ops and
 * casts (TensorFlow's UnchangedShape), the gradients that merge both inputs, broadcasting binary
 * ops, Select/SelectV2, AddN, IdentityN, BiasAdd, Softmax and the fused batch norms.
 */
final class ElementwiseShapeFns {
  private ElementwiseShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    ShapeFunctions.put(m, op -> one(shape(op, 0)),
        "tf.Identity", "tf.Snapshot", "tf.StopGradient", "tf.PreventGradient", "tf.CheckNumerics", "tf.Relu",
        "tf.Relu6", "tf.Elu", "tf.Selu", "tf.Gelu", "tf.Sigmoid", "tf.Tanh", "tf.Neg", "tf.Abs", "tf.Exp", "tf.Expm1",
        "tf.Log", "tf.Log1p", "tf.Sqrt", "tf.Rsqrt", "tf.Square", "tf.Reciprocal", "tf.Inv", "tf.Floor", "tf.Ceil",
        "tf.Round", "tf.Rint", "tf.Sin", "tf.Cos", "tf.Tan", "tf.Asin", "tf.Acos", "tf.Atan", "tf.Sinh", "tf.Cosh",
        "tf.Asinh", "tf.Acosh", "tf.Atanh", "tf.Sign", "tf.LogicalNot", "tf.IsFinite", "tf.IsNan", "tf.IsInf",
        "tf.ZerosLike", "tf.OnesLike", "tf.Cast", "tf.Softplus", "tf.Softsign", "tf.Erf", "tf.Erfc", "tf.Lgamma",
        "tf.Digamma", "tf.LeakyRelu", "tf.Invert", "tf.Conj", "tf.Real", "tf.Imag", "tf.ComplexAbs", "tf.Angle",
        "tf.Cumsum", "tf.Cumprod", "tf.CumulativeLogsumexp", "tf.ClipByValue", "tf.ReverseV2", "tf.ReverseSequence",
        "tf.RandomShuffle", "tf.InvertPermutation", "tf.FakeQuantWithMinMaxArgs", "tf.FakeQuantWithMinMaxVars", "tf.LRN",
        "tf.TensorScatterUpdate", "tf.TensorScatterAdd", "tf.TensorScatterSub", "tf.TensorScatterMin", "tf.TensorScatterMax");
    ShapeFunctions.put(m, ElementwiseShapeFns::mergeInputs,
        "tf.ReluGrad", "tf.Relu6Grad", "tf.EluGrad", "tf.SeluGrad", "tf.SigmoidGrad", "tf.TanhGrad", "tf.SqrtGrad",
        "tf.RsqrtGrad", "tf.SoftplusGrad", "tf.SoftsignGrad", "tf.LeakyReluGrad", "tf.ReciprocalGrad", "tf.AddN");
    ShapeFunctions.put(m, ElementwiseShapeFns::broadcast,
        "tf.Add", "tf.AddV2", "tf.Sub", "tf.Mul", "tf.Div", "tf.RealDiv", "tf.FloorDiv", "tf.FloorMod", "tf.Mod",
        "tf.TruncateMod", "tf.Maximum", "tf.Minimum", "tf.Pow", "tf.SquaredDifference", "tf.Less", "tf.LessEqual",
        "tf.Greater", "tf.GreaterEqual", "tf.Equal", "tf.NotEqual", "tf.LogicalAnd", "tf.LogicalOr", "tf.BitwiseAnd",
        "tf.BitwiseOr", "tf.BitwiseXor", "tf.LeftShift", "tf.RightShift", "tf.DivNoNan", "tf.MulNoNan",
        "tf.TruncateDiv", "tf.Atan2", "tf.Xdivy", "tf.Xlogy", "tf.Xlog1py", "tf.Igamma", "tf.Igammac", "tf.Zeta",
        "tf.Polygamma", "tf.SelectV2", "tf.Complex");
    m.put("tf.Select", ElementwiseShapeFns::select);
    m.put("tf.IdentityN", ElementwiseShapeFns::identityN);
    ShapeFunctions.put(m, ElementwiseShapeFns::softmax, "tf.Softmax", "tf.LogSoftmax");
    m.put("tf.BiasAdd", ElementwiseShapeFns::biasAdd);
    m.put("tf.ReadVariableOp", ElementwiseShapeFns::readVariable);
    ShapeFunctions.put(m, ElementwiseShapeFns::fusedBatchNorm, "tf.FusedBatchNorm", "tf.FusedBatchNormV2", "tf.FusedBatchNormV3");
  }

  /** ReadVariableOp: the shape of the variable, its resource handle's subtype (TensorFlow's handle data). */
  private static List<long[]> readVariable(Operation op) {
    if (op.operand(0).type() instanceof org.jmlir.ir.type.ShapedType s
        && s.elementType() instanceof org.jmlir.dialect.tf.TfTypeWithSubtypes w && w.subtypes().size() == 1
        && w.subtypes().getFirst() instanceof org.jmlir.ir.type.RankedTensorType r) {
      return one(r.shape());
    }
    return null;
  }

  /** All operands describe the result's shape (MergeBothInputsShapeFn, AddN). */
  private static List<long[]> mergeInputs(Operation op) {
    long[] out = null;
    for (int i = 0; i < op.numOperands(); i++) {
      long[] s = shape(op, i);
      if (PartialShapes.incompatible(out, s)) {
        return null;
      }
      out = merge(out, s);
    }
    return one(out);
  }

  /** The numpy-style broadcast of all operands (BroadcastBinaryOpOutputShapeFn; SelectV2 takes three). */
  private static List<long[]> broadcast(Operation op) {
    long[] out = new long[0];
    for (int i = 0; i < op.numOperands(); i++) {
      long[] s = shape(op, i);
      if (s == null) {
        return null;
      }
      out = TfShapes.broadcastShape(out, s);
      if (out == null) {
        return null; // "Incompatible shapes"
      }
    }
    return one(out);
  }

  /**
   * tf.Select: then and else have one shape; the condition is a scalar, that shape, or a vector
   * over its first dimension.
   */
  private static List<long[]> select(Operation op) {
    long[] c = shape(op, 0);
    long[] t = shape(op, 1);
    long[] e = shape(op, 2);
    if (PartialShapes.incompatible(t, e)) {
      return null;
    }
    long[] out = merge(t, e);
    if (c != null && out != null && c.length != 0) {
      if (c.length == 1 && out.length > 1) {
        long first = mergeDim(c[0], out[0]);
        return first == CONFLICT ? null : one(PartialShapes.with(out, 0, first));
      }
      out = merge(out, c);
    }
    return one(out);
  }

  private static List<long[]> identityN(Operation op) {
    List<long[]> out = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      out.add(shape(op, i));
    }
    return out;
  }

  /** The input's shape, which must have rank at least 1. */
  private static List<long[]> softmax(Operation op) {
    long[] s = shape(op, 0);
    return s == null || s.length < 1 ? null : one(s);
  }

  /** The value's shape, its channel dimension merged with the bias length. */
  private static List<long[]> biasAdd(Operation op) {
    long[] value = shape(op, 0);
    long[] bias = shape(op, 1);
    boolean nchw = TfAttrValues.string(op, "data_format", "NHWC").equals("NCHW");
    if (value == null || value.length < (nchw ? 3 : 2) || bias != null && bias.length != 1) {
      return null;
    }
    int channel = nchw ? value.length - 3 : value.length - 1;
    long c = bias == null ? value[channel] : mergeDim(value[channel], bias[0]);
    return c == CONFLICT ? null : one(PartialShapes.with(value, channel, c));
  }

  /**
   * y is x (rank 4) with the channel size merged from scale, offset (and mean, variance when not
   * training); the statistics are vectors of that size; V3's reserve_space_3 stays unknown.
   */
  private static List<long[]> fusedBatchNorm(Operation op) {
    long[] x = shape(op, 0);
    if (x == null) {
      x = PartialShapes.unknownOfRank(4);
    }
    if (x.length != 4) {
      return null;
    }
    int channel = TfAttrValues.string(op, "data_format", "NHWC").equals("NCHW") ? 1 : 3;
    long c = x[channel];
    int vectors = ShapeFnOperands.boolAttr(op, "is_training") || op.attr("is_training") == null ? 3 : 5;
    for (int i = 1; i < vectors && i < op.numOperands(); i++) {
      long[] v = shape(op, i);
      if (v != null && v.length != 1 || (c = mergeDim(c, v == null ? PartialShapes.UNKNOWN : v[0])) == CONFLICT) {
        return null;
      }
    }
    List<long[]> out = new ArrayList<>();
    out.add(PartialShapes.with(x, channel, c));
    for (int i = 1; i < 5; i++) {
      out.add(new long[] {c});
    }
    return out;
  }
}

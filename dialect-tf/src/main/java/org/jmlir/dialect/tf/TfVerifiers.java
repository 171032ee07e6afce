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
      case "tf.Transpose" -> TfVerifiers::transpose;
      case "tf.ConcatOffset" -> TfVerifiers::concatOffset;
      case "tf.BatchToSpace" -> TfSpatialVerifiers::batchToSpace;
      case "tf.SpaceToBatchND" -> TfSpatialVerifiers::spaceToBatchNd;
      case "tf.XlaConvV2" -> TfSpatialVerifiers::xlaConvV2;
      case "tf.SetStaticDimensionBounds" -> TfVerifiers::setStaticDimensionBounds;
      case "tf.If", "tf.Case" -> TfFunctionalVerifiers::branches;
      case "tf.While" -> TfFunctionalVerifiers::whileOp;
      case "tf.XlaReduceWindow", "tf.XlaSelectAndScatter" -> TfSpatialVerifiers::xlaWindow;
      case "tf.DynamicStitch" -> TfIndexingVerifiers::dynamicStitch;
      case "tf.Einsum" -> op -> op.numOperands() == 1 || op.numOperands() == 2
          || op.emitOpError("must have 1 or 2 operands").report();
      default -> TfShapeOpVerifiers.handles(name) ? TfShapeOpVerifiers::verify
          : TfConvVerifiers.handles(name) ? TfConvVerifiers::verify
          : TfIndexingVerifiers.handles(name) ? TfIndexingVerifiers::verify
          : TfQuantizedVerifiers.groups(name) != null ? TfQuantizedVerifiers::verify
          : TfRankVerifiers.handles(name) ? TfRankVerifiers::forOp : null;
    };
    OpDef.Verifier checks = TfOdsConstraints.handles(name) ? withOdsConstraints(specific) : specific;
    boolean sameElement = SAME_ELEMENT_TYPE.contains(name);
    boolean dataFormat = CONV_DATA_FORMAT.contains(name);
    if (!sameElement && !dataFormat) {
      return checks;
    }
    return op -> (!dataFormat || convDataFormat(op)) && (!sameElement || sameElementTypes(op))
        && (checks == null || checks.verify(op));
  }

  /** TensorFlow's ODS constraints of the op first (ODS's verifyInvariants order), then its own verifier. */
  private static OpDef.Verifier withOdsConstraints(OpDef.Verifier own) {
    return op -> TfOdsConstraints.verify(op) && (own == null || own.verify(op));
  }

  /**
   * {@code value} is required, and its type is the result type or one the result type refines or
   * generalizes or broadcasts to (TF's ConstOp infers its type from the value and accepts
   * BroadcastCompatible results).
   */
  private static boolean constant(Operation op) {
    Attribute value = op.attr("value");
    if (value == null) {
      return op.emitOpError("requires attribute 'value'").report();
    }
    if (!(value instanceof org.jmlir.ir.attr.ElementsAttr) && !(value instanceof TfTensorProtoAttr)) {
      return op.emitOpError("attribute 'value' failed to satisfy constraint: constant vector/tensor").report();
    }
    if (!(value instanceof TypedAttr t) || !TfShapes.isBroadcastCompatible(op.context(), t.type(), op.result(0).type())) {
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

  /**
   * TF's Transpose verifier: perm is 1-D with one entry per dimension of x, x and y have the same
   * rank, and with a constant perm each entry is in [-rank, rank) and y's dimensions are x's permuted.
   */
  private static boolean transpose(Operation op) {
    Type permType = op.operand(1).type();
    Type xType = op.operand(0).type();
    Type yType = op.result(0).type();
    if (permType instanceof RankedTensorType p && p.rank() != 1) {
      return op.emitOpError("expected perm to be a 1-D Tensor, got perm of rank " + p.rank()).report();
    }
    if (xType instanceof RankedTensorType x && yType instanceof RankedTensorType y && x.rank() != y.rank()) {
      return op.emitOpError(
              "x should be of the same rank with y, got x of rank " + x.rank() + ", and y of rank " + y.rank())
          .report();
    }
    if (!(xType instanceof RankedTensorType x) || !(yType instanceof RankedTensorType y)
        || !(permType instanceof RankedTensorType p) || !p.hasStaticShape()) {
      return true;
    }
    if (x.rank() != p.numElements()) {
      return op.emitOpError(
              "expected perm to be a 1-D Tensor of size equal to the rank of x, got perm of size " + p.numElements()
                  + ", and x of rank " + x.rank())
          .report();
    }
    long[] perm = TfConstants.intValues(op.operand(1));
    if (perm == null) {
      return true;
    }
    int rank = x.rank();
    for (int i = 0; i < perm.length; i++) {
      long index = perm[i];
      if (index < -rank || index >= rank) {
        return op.emitOpError("perm[" + i + "]=" + index + " must be in range [-" + rank + ", " + rank + ")")
            .report();
      }
      if (index < 0) {
        index += rank;
      }
      long yDim = y.shape()[i];
      long xDim = x.shape()[(int) index];
      if (yDim != ShapedType.DYNAMIC && xDim != ShapedType.DYNAMIC && yDim != xDim) {
        return op.emitOpError(
                "requires y.shape[" + i + "] (" + yDim + ") to be equal to x.shape[perm[" + index + "]] (" + xDim
                    + ")")
            .report();
      }
    }
    return true;
  }

  /** TensorFlow's ConcatOffset verifier: at least two shapes, one offset per shape. */
  /** Rank 1 or 2 input, a vector of bounds with one entry per input dimension. */
  private static boolean setStaticDimensionBounds(Operation op) {
    if (op.numOperands() != 2) {
      return true;
    }
    Type input = op.operand(0).type();
    if (!(input instanceof org.jmlir.ir.type.TensorType)) {
      return op.emitOpError("operand #0 must be tensor of tf.dtype values, but got '" + AttrTypeText.type(input) + "'")
          .report();
    }
    Type bounds = op.operand(1).type();
    if (input instanceof RankedTensorType r && r.rank() > 2) {
      return op.emitOpError("was used with an input tensor with rank > 2, only tensors of rank 1,2 are supported")
          .report();
    }
    if (bounds instanceof RankedTensorType b) {
      if (b.rank() != 1) {
        return op.emitOpError("static shape must be of rank 1 (vector)").report();
      }
      if (input instanceof RankedTensorType r && b.shape()[0] != ShapedType.DYNAMIC && b.shape()[0] != r.rank()) {
        return op.emitOpError("static shape must have num_elements == rank of input tensor").report();
      }
    }
    return true;
  }

  private static boolean concatOffset(Operation op) {
    int shapes = op.numOperands() - 1;
    if (shapes < 2) {
      return op.emitOpError("requires N to be at least 2, got " + shapes).report();
    }
    if (shapes != op.numResults()) {
      return op.emitOpError(
              "requires sizes of shapes and offsets to be the same, got sizes " + shapes + " and " + op.numResults())
          .report();
    }
    if (op.operand(0).type() instanceof RankedTensorType dim && dim.rank() != 0) {
      return op.emitOpError("requires concat_dim to be a scalar, got tensor of rank " + dim.rank()).report();
    }
    long numDims = -1;
    for (int i = 0; i < shapes; i++) {
      Type shape = op.operand(i + 1).type();
      if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(shape, op.result(i).type())) {
        return op.emitOpError("requires operand and result " + i + " to have compatible shapes").report();
      }
      if (!(shape instanceof RankedTensorType ranked)) {
        continue;
      }
      if (ranked.rank() != 1) {
        return op.emitOpError("requires shape tensor operand " + i + " to be of rank 1, got tensor of rank "
            + ranked.rank()).report();
      }
      long len = ranked.shape()[0];
      if (len == ShapedType.DYNAMIC) {
        continue;
      }
      if (numDims == -1) {
        numDims = len;
      } else if (len != numDims) {
        return op.emitOpError("requires shape tensor (rank 1) operand " + i + " to be of length " + numDims
            + ", got tensor (rank 1) of length " + len).report();
      }
    }
    return true;
  }

  /**
   * TensorFlow's verifySymbolUses of the ops that call a function by symbol: the function exists
   * (a {@code func.func}) and, for the call ops, takes as many arguments as the op passes. The
   * partitioned calls print the reference ({@code @f}) and "arguments"; tf.LegacyCall the bare name
   * and "argument(s)"; tf.XlaCallModule checks each entry of {@code function_list}.
   */
  static boolean verifyCallSymbols(Operation op) {
    if (op.name().equals("tf.XlaCallModule")) {
      if (op.attr("function_list") instanceof org.jmlir.ir.attr.ArrayAttr list) {
        for (Attribute a : list.elements()) {
          if (a instanceof org.jmlir.ir.attr.SymbolRefAttr ref && function(op, ref) == null) {
            return op.emitOpError("refers to an undefined function: " + AttrTypeText.attribute(ref)).report();
          }
        }
      }
      return true;
    }
    if (!(op.attr("f") instanceof org.jmlir.ir.attr.SymbolRefAttr ref)) {
      return true;
    }
    boolean legacy = op.name().equals("tf.LegacyCall");
    boolean batch = op.name().equals("tf.BatchFunction");
    String shown = legacy || batch ? ref.root() : AttrTypeText.attribute(ref);
    Operation f = function(op, ref);
    if (f == null) {
      return op.emitError("'f' attribute refers to an undefined function: " + shown).report();
    }
    if (batch) {
      return true;
    }
    int expected = ((org.jmlir.ir.type.FunctionType) ((org.jmlir.ir.attr.TypeAttr) f.attr("function_type")).value())
        .inputs().size();
    int args = op.numOperands();
    if (args != expected) {
      return op.emitError("argument count mismatch: 'args' has " + args + (legacy ? " argument(s)" : " arguments")
              + ", but '" + shown + "' expects " + expected)
          .report();
    }
    return true;
  }

  /** The {@code func.func} {@code ref} names from {@code op}, or null. */
  private static Operation function(Operation op, org.jmlir.ir.attr.SymbolRefAttr ref) {
    Operation f = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref);
    return f != null && f.name().equals("func.func") && f.attr("function_type") instanceof org.jmlir.ir.attr.TypeAttr
        ? f : null;
  }
}

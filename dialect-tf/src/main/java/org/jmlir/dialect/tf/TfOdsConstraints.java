package org.jmlir.dialect.tf;

import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Constraints TensorFlow declares in its ODS definitions (tf_generated_ops.td, tf_ops.td) rather
 * than in C++ verifiers, checked before the ops' own verifiers as ODS's verifyInvariants does, with
 * ODS's wording: required attributes and attribute constraints of the pooling and convolution ops
 * and of tf.LeakyRelu, the operand-rank predicates of the padding ops, and the operand
 * broadcasting of tf.SelectV2 and of tf.Equal/tf.NotEqual with incompatible_shape_error.
 */
final class TfOdsConstraints {
  private TfOdsConstraints() {}

  /** One attribute's ODS constraint. */
  private record AttrRule(String name, boolean required, String kind, int minCount, List<String> values) {
    static AttrRule i64Array(String name, int minCount) {
      return new AttrRule(name, true, "i64array", minCount, List.of());
    }

    static AttrRule oneOf(String name, String... values) {
      return new AttrRule(name, true, "str", 0, List.of(values));
    }

    static AttrRule f32(String name) {
      return new AttrRule(name, false, "f32", 0, List.of());
    }
  }

  private static final Map<String, List<AttrRule>> ATTRS = Map.ofEntries(
      Map.entry("tf.AvgPool", pool(4, "SAME", "VALID")),
      Map.entry("tf.AvgPoolGrad", pool(4, "SAME", "VALID")),
      Map.entry("tf.AvgPool3D", pool(5, "SAME", "VALID")),
      Map.entry("tf.AvgPool3DGrad", pool(5, "SAME", "VALID")),
      Map.entry("tf.MaxPool", pool(4, "SAME", "VALID", "EXPLICIT")),
      Map.entry("tf.MaxPoolGrad", pool(4, "SAME", "VALID")),
      Map.entry("tf.MaxPool3D", pool(5, "SAME", "VALID")),
      Map.entry("tf.Conv2D", conv("SAME", "VALID", "EXPLICIT")),
      Map.entry("tf.Conv3D", conv("SAME", "VALID")),
      Map.entry("tf.DepthwiseConv2dNative", conv("SAME", "VALID", "EXPLICIT")),
      Map.entry("tf.LeakyRelu", List.of(AttrRule.f32("alpha"))));

  private static List<AttrRule> pool(int min, String... paddings) {
    return List.of(AttrRule.i64Array("ksize", min), AttrRule.i64Array("strides", min), AttrRule.oneOf("padding", paddings));
  }

  private static List<AttrRule> conv(String... paddings) {
    return List.of(AttrRule.i64Array("strides", 0), AttrRule.oneOf("padding", paddings));
  }

  static boolean handles(String name) {
    return ATTRS.containsKey(name) || switch (name) {
      case "tf.Pad", "tf.PadV2", "tf.MirrorPad", "tf.SelectV2", "tf.Equal", "tf.NotEqual", "tf.Identity",
          "tf.VarHandleOp" -> true;
      default -> false;
    };
  }

  static boolean verify(Operation op) {
    List<AttrRule> rules = ATTRS.get(op.name());
    if (rules != null) {
      for (AttrRule r : rules) {
        if (r.required() && op.attr(r.name()) == null) {
          return op.emitOpError("requires attribute '" + r.name() + "'").report();
        }
      }
      for (AttrRule r : rules) {
        Attribute a = op.attr(r.name());
        if (a != null && !satisfies(a, r)) {
          return op.emitOpError("attribute '" + r.name() + "' failed to satisfy constraint: " + summary(r)).report();
        }
      }
    }
    return switch (op.name()) {
      case "tf.Pad", "tf.PadV2", "tf.MirrorPad" -> op.numOperands() < 2
          || !(op.operand(1).type() instanceof RankedTensorType r) || r.rank() == 2
          || op.emitOpError("failed to verify that operand 1 is 2-D").report();
      case "tf.SelectV2" -> operandBroadcast(op);
      case "tf.Equal", "tf.NotEqual" -> !(op.attr("incompatible_shape_error") instanceof IntegerAttr i
          && i.longValue() != 0) || operandBroadcast(op);
      case "tf.Identity" -> identity(op);
      case "tf.VarHandleOp" -> varHandle(op);
      default -> true;
    };
  }

  private static boolean satisfies(Attribute a, AttrRule r) {
    return switch (r.kind()) {
      case "i64array" -> {
        if (!(a instanceof ArrayAttr arr) || arr.size() < r.minCount()) {
          yield false;
        }
        for (Attribute e : arr.elements()) {
          if (!(e instanceof IntegerAttr i) || !(i.type() instanceof IntegerType t) || t.width() != 64
              || !t.isSignless()) {
            yield false;
          }
        }
        yield true;
      }
      case "str" -> a instanceof StringAttr s && r.values().contains(s.value());
      case "f32" -> a instanceof FloatAttr f && f.type().kind() == FloatType.Kind.F32;
      default -> true;
    };
  }

  private static String summary(AttrRule r) {
    return switch (r.kind()) {
      case "i64array" -> r.minCount() > 0 ? "64-bit integer array attribute with at least " + r.minCount() + " elements"
          : "64-bit integer array attribute";
      case "str" -> "string attribute whose value is " + String.join(", or ", r.values());
      case "f32" -> "32-bit float attribute";
      default -> "";
    };
  }

  /** MLIR's verifyCompatibleOperandBroadcast (the ResultsBroadcastableShape trait). */
  private static boolean operandBroadcast(Operation op) {
    long[] shape = null;
    for (Type t : op.operandTypes()) {
      if (!(t instanceof RankedTensorType r)) {
        continue;
      }
      shape = shape == null ? r.shape() : TfShapes.broadcastShape(shape, r.shape());
      if (shape == null) {
        return op.emitOpError("operands don't have broadcast-compatible shapes").report();
      }
    }
    if (shape == null) {
      return true;
    }
    for (Type t : op.resultTypes()) {
      if (!(t instanceof RankedTensorType r)) {
        continue;
      }
      long[] actual = r.shape();
      boolean ok = actual.length >= shape.length;
      for (int i = 0; ok && i < shape.length; i++) {
        long want = shape[i];
        long got = actual[actual.length - shape.length + i];
        ok = want == ShapedType.DYNAMIC || got == ShapedType.DYNAMIC || want == got;
      }
      if (!ok) {
        return op.emitOpError("result type " + shapeString(actual)
            + " not broadcast compatible with broadcasted operands's shapes " + shapeString(shape)).report();
      }
    }
    return true;
  }

  private static String shapeString(long[] shape) {
    StringBuilder sb = new StringBuilder("'");
    for (int i = 0; i < shape.length; i++) {
      sb.append(i > 0 ? "x" : "").append(shape[i] == ShapedType.DYNAMIC ? "?" : Long.toString(shape[i]));
    }
    return sb.append("'").toString();
  }

  /**
   * TensorFlow's OperandsSameAsResultsTypeOrRef on tf.Identity: the operand's element type, a ref
   * of it allowed, is the result's.
   */
  private static boolean identity(Operation op) {
    if (op.numOperands() != 1 || op.numResults() != 1 || !(op.operand(0).type() instanceof ShapedType in)
        || !(op.result(0).type() instanceof ShapedType out)) {
      return true;
    }
    Type a = TfTypes.removeRef(op.context(), in.elementType());
    Type b = out.elementType();
    boolean compatible = in.elementType().equals(b) || a.equals(b) || a instanceof TfTypeWithSubtypes x && b instanceof TfTypeWithSubtypes y
        && x.kind() == y.kind();
    return compatible || op.emitError("requires all operands and results to have compatible element types").report();
  }

  private static boolean varHandle(Operation op) {
    if (op.numResults() != 1 || !(op.result(0).type() instanceof ShapedType s)
        || !(s.elementType() instanceof TfTypeWithSubtypes r)) {
      return true;
    }
    return r.subtypes().size() == 1
        || op.emitOpError("must have exactly one subtype in the result resource type").report();
  }
}

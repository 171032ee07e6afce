package org.jmlir.dialect.tf;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.TypedAttr;

/** The op-specific verifiers of registered tf ops (where TensorFlow has simple ones). */
final class TfVerifiers {
  private TfVerifiers() {}

  static OpDef.Verifier forOp(String name) {
    return switch (name) {
      case "tf.Const" -> TfVerifiers::constant;
      default -> null;
    };
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
      String inferred = value instanceof TypedAttr t2 ? org.jmlir.ir.print.AttrTypeText.type(t2.type()) : "none";
      return op.emitOpError(
              "inferred type(s) '" + inferred + "' are incompatible with return type(s) of operation '"
                  + org.jmlir.ir.print.AttrTypeText.type(op.result(0).type()) + "'")
          .report();
    }
    return true;
  }
}

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

  /** {@code value} is required and has the result's type (TF's AllTypesMatch<["value", "output"]>). */
  private static boolean constant(Operation op) {
    Attribute value = op.attr("value");
    if (value == null) {
      return op.emitOpError("requires attribute 'value'").report();
    }
    if (!(value instanceof TypedAttr t) || t.type() != op.result(0).type()) {
      return op.emitOpError("failed to verify that all of {value, output} have same type").report();
    }
    return true;
  }
}

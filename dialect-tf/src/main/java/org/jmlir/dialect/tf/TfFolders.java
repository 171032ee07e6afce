package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;

/** The folders of registered tf ops (TensorFlow's hasFolder ops). */
final class TfFolders {
  private TfFolders() {}

  static OpFolder forOp(String name) {
    return switch (name) {
      case "tf.Const" -> (op, operands) -> {
        Attribute v = op.attr("value");
        return v == null ? null : List.of(OpFoldResult.of(v));
      };
      case "tf.Identity", "tf.IdentityN", "tf.Snapshot", "tf.StopGradient", "tf.PreventGradient" -> TfFolders::identity;
      default -> null;
    };
  }

  /** Identity forwards its operands when the types agree exactly (a refining identity stays). */
  private static List<OpFoldResult> identity(Operation op, List<Attribute> constants) {
    if (op.numOperands() != op.numResults()) {
      return null;
    }
    List<OpFoldResult> out = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      if (op.operand(i).type() != op.result(i).type()) {
        return null;
      }
      out.add(OpFoldResult.of(op.operand(i)));
    }
    return out;
  }
}

package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Result shapes of the functional control-flow and call ops, read from the functions they name as
 * TensorFlow's pass does: tf.If/tf.Case take a branch result's type where all branches agree on it,
 * tf.While its operands' (the loop keeps them) or, with shape_invariant, the body's results, and the
 * calls their callee's results.
 */
final class ControlFlowShapes {
  private ControlFlowShapes() {}

  /** The result shapes, or null when {@code op} is not one of these ops. */
  static List<long[]> infer(Operation op) {
    return switch (op.name()) {
      case "tf.If", "tf.StatelessIf" -> agreed(op, List.of(op.attr("then_branch"), op.attr("else_branch")));
      case "tf.Case", "tf.StatelessCase" -> op.attr("branches") instanceof ArrayAttr a ? agreed(op, a.elements()) : null;
      case "tf.While", "tf.StatelessWhile" -> whileShapes(op);
      case "tf.PartitionedCall", "tf.StatefulPartitionedCall", "tf.LegacyCall" -> agreed(op, List.of(op.attr("f")));
      default -> null;
    };
  }

  private static List<long[]> whileShapes(Operation op) {
    if (op.attr("shape_invariant") != null) {
      return agreed(op, List.of(op.attr("body")));
    }
    List<long[]> out = new ArrayList<>();
    for (int i = 0; i < op.numResults() && i < op.numOperands(); i++) {
      out.add(ShapeFnOperands.shape(op.operand(i)));
    }
    return out;
  }

  /** Per result, the ranked type all the named functions return there, else null. */
  private static List<long[]> agreed(Operation op, List<Attribute> functions) {
    List<Type> common = null;
    for (Attribute a : functions) {
      FunctionType t = functionType(op, a);
      if (t == null || t.results().size() != op.numResults()) {
        return null;
      }
      if (common == null) {
        common = new ArrayList<>(t.results());
      } else {
        for (int i = 0; i < common.size(); i++) {
          if (common.get(i) != null && !common.get(i).equals(t.results().get(i))) {
            common.set(i, null);
          }
        }
      }
    }
    if (common == null) {
      return null;
    }
    List<long[]> out = new ArrayList<>(common.size());
    for (Type t : common) {
      out.add(t instanceof RankedTensorType r ? r.shape() : null);
    }
    return out;
  }

  private static FunctionType functionType(Operation op, Attribute ref) {
    Operation table = op.parentWithTrait(Trait.SYMBOL_TABLE);
    if (!(ref instanceof SymbolRefAttr sym) || table == null) {
      return null;
    }
    Operation f = SymbolTable.lookupSymbolIn(table, sym);
    return f != null && f.attr("function_type") instanceof TypeAttr ta && ta.value() instanceof FunctionType ft ? ft : null;
  }
}

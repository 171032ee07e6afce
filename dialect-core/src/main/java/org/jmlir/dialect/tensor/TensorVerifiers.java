package org.jmlir.dialect.tensor;

import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** Verification rules tensor ops share, with mlir-opt 22's wording. */
final class TensorVerifiers {
  private TensorVerifiers() {}

  static String quoted(Type t) {
    return "'" + Texts.type(t) + "'";
  }

  /** The element type of a tensor; other types unchanged. */
  static Type elementTypeOf(MLIRContext ctx, Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** One dynamic-size operand per dynamic dimension of the result (empty, generate). */
  static boolean verifyDynamicSizes(Operation op) {
    RankedTensorType t = (RankedTensorType) op.result(0).type();
    int dynamic = 0;
    for (long d : t.shape()) {
      if (d == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (op.numOperands() != dynamic) {
      String what = op.name().equals("tensor.generate") ? "must have as many index operands as dynamic extents in the result type"
          : "incorrect number of dynamic sizes, has " + op.numOperands() + ", expected " + dynamic;
      return op.emitOpError(what).report();
    }
    return true;
  }

  /** The indices (operands from {@code first} on) number the rank of operand {@code tensor}. */
  static boolean verifyIndexCount(Operation op, int tensor, int first, String message) {
    int rank = ((ShapedType) op.operand(tensor).type()).rank();
    if (op.numOperands() - first != rank) {
      return op.emitOpError(message).report();
    }
    return true;
  }

  static boolean verifyFromElements(Operation op) {
    RankedTensorType t = (RankedTensorType) op.result(0).type();
    boolean ok = op.numOperands() == t.numElements();
    for (int i = 0; ok && i < op.numOperands(); i++) {
      ok = op.operand(i).type() == t.elementType();
    }
    if (!ok) {
      return op.emitOpError("failed to verify that operand types match result element type").report();
    }
    return true;
  }

  static boolean verifyCast(Operation op) {
    TensorType a = (TensorType) op.operand(0).type();
    TensorType b = (TensorType) op.result(0).type();
    boolean ok = a.elementType() == b.elementType();
    if (ok && a.hasRank() && b.hasRank()) {
      ok = a.rank() == b.rank();
      for (int i = 0; ok && i < a.rank(); i++) {
        long x = a.shape()[i];
        long y = b.shape()[i];
        ok = x == y || x == ShapedType.DYNAMIC || y == ShapedType.DYNAMIC;
      }
    }
    if (!ok) {
      return op.emitOpError(
              "operand type " + quoted(a) + " and result type " + quoted(b) + " are cast incompatible")
          .report();
    }
    return true;
  }

  static boolean verifyYieldParent(Operation op) {
    Operation parent = op.parentOp();
    if (parent == null || !(parent.name().equals("tensor.generate") || parent.name().equals("tensor.pad"))) {
      return op.emitOpError("expects parent op to be one of 'tensor.generate, tensor.pad'").report();
    }
    return true;
  }

  /** expand_shape / collapse_shape: ranks, the reassociation's shape rules, and output_shape. */
  static boolean verifyReshape(Operation op, boolean expand) {
    RankedTensorType src = (RankedTensorType) op.operand(0).type();
    RankedTensorType result = (RankedTensorType) op.result(0).type();
    RankedTensorType expanded = expand ? result : src;
    RankedTensorType collapsed = expand ? src : result;
    if (expanded.rank() < collapsed.rank()) {
      return op.emitOpError(
              "expected the expanded type, " + quoted(expanded) + " to have a higher (or same) rank than the collapsed"
                  + " type, " + quoted(collapsed) + ".")
          .report();
    }
    List<long[]> groups = Reassociations.groups(op.inherentAttr("reassociation"));
    if (!Reassociations.verifyCollapsedShape(op, collapsed.shape(), expanded.shape(), groups, expand)) {
      return false;
    }
    if (!expand) {
      return true;
    }
    return Reassociations.verifyOutputShape(
        op, result.shape(), DynamicIndexList.values(op.inherentAttr("static_output_shape")), op.numOperands() - 1);
  }
}

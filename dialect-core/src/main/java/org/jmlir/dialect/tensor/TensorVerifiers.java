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
      return op.emitOpError("incorrect number of dynamic sizes, has " + op.numOperands() + ", expected " + dynamic).report();
    }
    return true;
  }

  /**
   * tensor.generate's body, as MLIR 22's GenerateOp::verifyRegions: index arguments, one per
   * dimension, and a yield of the element type.
   */
  static boolean verifyGenerateBody(Operation op) {
    RankedTensorType t = (RankedTensorType) op.result(0).type();
    org.jmlir.ir.Block body = op.region(0).front();
    if (body == null) {
      return true;
    }
    for (org.jmlir.ir.BlockArgument a : body.arguments()) {
      if (!(a.type() instanceof org.jmlir.ir.type.IndexType)) {
        return op.emitError("all body arguments must be index").report();
      }
    }
    if (body.numArguments() != t.rank()) {
      return op.emitError("must have one body argument per input dimension").report();
    }
    Operation yield = body.last();
    if (yield != null && yield.numOperands() == 1 && yield.operand(0).type() != t.elementType()) {
      return op.emitOpError("body must be terminated with a `yield` operation of the tensor element type").report();
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

  /**
   * expand_shape / collapse_shape as MLIR 22's ExpandShapeOp/CollapseShapeOp::verify: expand's
   * output_shape counts first, then verifyReshapeLikeTypes (ranks, one group per collapsed dimension,
   * groups covering the expanded dimensions in order, reshapeLikeShapesAreCompatible's sizes) and
   * the collapsed type that the groups imply.
   */
  static boolean verifyReshape(Operation op, boolean expand) {
    RankedTensorType src = (RankedTensorType) op.operand(0).type();
    RankedTensorType result = (RankedTensorType) op.result(0).type();
    if (expand) {
      long[] staticShape = DynamicIndexList.values(op.inherentAttr("static_output_shape"));
      if (staticShape.length != result.rank()) {
        return op.emitOpError(
                "expected number of static shape dims to be equal to the output rank (" + result.rank() + ") but found "
                    + staticShape.length + " inputs instead")
            .report();
      }
      int dynamic = DynamicIndexList.countDynamic(staticShape);
      if (op.numOperands() - 1 != dynamic) {
        return op.emitOpError(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has " + dynamic
                    + " dynamic dims while output_shape has " + (op.numOperands() - 1) + " values")
            .report();
      }
    }
    if (!expand) {
      // MLIR 22's CollapseShapeOp::verify checks this before the shared reshape checks; expand_shape
      // reports the group count instead.
      for (long[] g : Reassociations.groups(op.inherentAttr("reassociation"))) {
        if (g.length == 0) {
          return op.emitOpError("reassociation indices must not be empty").report();
        }
      }
    }
    RankedTensorType expanded = expand ? result : src;
    RankedTensorType collapsed = expand ? src : result;
    if (expanded.rank() < collapsed.rank()) {
      return op.emitOpError(
              "expected the expanded type, " + quoted(expanded) + " to have a higher (or same) rank than the collapsed"
                  + " type, " + quoted(collapsed) + ".")
          .report();
    }
    List<long[]> groups = Reassociations.groups(op.inherentAttr("reassociation"));
    if (collapsed.rank() != groups.size()) {
      return op.emitOpError(
              "expected collapsed rank (" + collapsed.rank() + ") to equal the number of reassociation maps ("
                  + groups.size() + ").")
          .report();
    }
    // Every group becomes an affine map over (largest index + 1) dimensions.
    long numDims = 0;
    for (long[] g : groups) {
      for (long d : g) {
        numDims = Math.max(numDims, d + 1);
      }
    }
    if (!groups.isEmpty() && numDims != expanded.rank()) {
      return op.emitOpError(
              "expected reassociation map #0 to have size equal to the expanded rank (" + expanded.rank()
                  + "), but it is  " + numDims + ".")
          .report();
    }
    long next = 0;
    for (int i = 0; i < groups.size(); i++) {
      for (long d : groups.get(i)) {
        if (d != next++) {
          return op.emitOpError("expected reassociation map #" + i + " to be valid and contiguous.").report();
        }
      }
    }
    if (!groups.isEmpty() && next != numDims) {
      return op.emitOpError("expected reassociation map #" + (groups.size() - 1) + " to be valid and contiguous.")
          .report();
    }
    long[] inferred = new long[groups.size()];
    int start = 0;
    for (int i = 0; i < groups.size(); i++) {
      boolean dynamic = false;
      long size = 1;
      for (int k = 0; k < groups.get(i).length; k++) {
        long d = expanded.shape()[start + k];
        if (ShapedType.isDynamic(d)) {
          dynamic = true;
        } else {
          size *= d;
        }
      }
      if (dynamic && !ShapedType.isDynamic(collapsed.shape()[i])) {
        return op.emitOpError(
                "expected dimension " + i + " of collapsed type to be dynamic since one or more of the corresponding"
                    + " dimensions in the expanded type is dynamic")
            .report();
      }
      if (!dynamic && collapsed.shape()[i] != size) {
        return op.emitOpError("expected dimension " + i + " of collapsed type to be static value of " + size).report();
      }
      inferred[i] = dynamic ? ShapedType.DYNAMIC : size;
      start += groups.get(i).length;
    }
    if (!java.util.Arrays.equals(inferred, collapsed.shape())) {
      RankedTensorType expected = RankedTensorType.get(op.context(), inferred, collapsed.elementType());
      return op.emitOpError("expected collapsed type to be " + quoted(expected) + ", but got " + quoted(collapsed)).report();
    }
    return true;
  }
}

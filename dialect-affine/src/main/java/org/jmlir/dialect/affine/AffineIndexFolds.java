package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.ShapedType;

/** The folders of affine.linearize_index and affine.delinearize_index (MLIR 22's AffineOps.cpp). */
final class AffineIndexFolds {
  private AffineIndexFolds() {}

  static List<OpFoldResult> linearize(Operation op, List<Attribute> constants) {
    AffineIndexOp o = (AffineIndexOp) op;
    MLIRContext ctx = op.context();
    int n = o.multiIndex().size();
    if (foldConstantBasis(o, constants.subList(n, constants.size()), n)) {
      return List.of();
    }
    if (n == 0) {
      return List.of(OpFoldResult.of(IntegerAttr.get(ctx, op.result(0).type(), 0)));
    }
    if (n == 1) {
      return List.of(OpFoldResult.of(o.multiIndex().get(0)));
    }
    for (int i = 0; i < n; i++) {
      if (!(constants.get(i) instanceof IntegerAttr)) {
        return null;
      }
    }
    if (!o.dynamicBasis().isEmpty()) {
      return null;
    }
    long[] basis = o.staticBasis();
    long result = 0;
    long stride = 1;
    for (int k = 0; k < basis.length; k++) {
      long length = basis[basis.length - 1 - k];
      result += ((IntegerAttr) constants.get(n - 1 - k)).longValue() * stride;
      stride *= length;
    }
    if (!o.hasOuterBound()) {
      result += ((IntegerAttr) constants.get(0)).longValue() * stride;
    }
    return List.of(OpFoldResult.of(IntegerAttr.get(ctx, op.result(0).type(), result)));
  }

  static List<OpFoldResult> delinearize(Operation op, List<Attribute> constants) {
    AffineIndexOp o = (AffineIndexOp) op;
    if (foldConstantBasis(o, constants.subList(1, constants.size()), 1)) {
      return List.of();
    }
    if (op.numResults() == 1) {
      return List.of(OpFoldResult.of(o.linearIndex()));
    }
    if (!(constants.get(0) instanceof IntegerAttr linear) || !o.dynamicBasis().isEmpty()) {
      return null;
    }
    long high = linear.longValue();
    long[] basis = o.staticBasis();
    if (o.hasOuterBound()) {
      basis = Arrays.copyOfRange(basis, 1, basis.length);
    }
    OpFoldResult[] out = new OpFoldResult[basis.length + 1];
    for (int k = basis.length - 1; k >= 0; k--) {
      out[k + 1] = OpFoldResult.of(IntegerAttr.get(op.context(), linear.type(), Math.floorMod(high, basis[k])));
      high = Math.floorDiv(high, basis[k]);
    }
    out[0] = OpFoldResult.of(IntegerAttr.get(op.context(), linear.type(), high));
    return List.of(out);
  }

  /**
   * MLIR's foldCstValueToCstAttrBasis: dynamic basis operands produced by constants become static
   * entries, in place; true when one did. {@code first} is the index of the first basis operand.
   */
  private static boolean foldConstantBasis(AffineIndexOp op, List<Attribute> basisConstants, int first) {
    boolean any = false;
    for (Attribute a : basisConstants) {
      any |= a != null;
    }
    if (!any) {
      return false;
    }
    List<OpFoldResult> mixed = op.mixedBasis();
    long[] statics = new long[mixed.size()];
    for (int i = 0; i < statics.length; i++) {
      Long c = AffineIndexOp.constantInt(mixed.get(i));
      statics[i] = c == null ? ShapedType.DYNAMIC : c;
    }
    List<Value> operands = new ArrayList<>(op.operands().subList(0, first));
    List<Value> dynamic = op.dynamicBasis();
    for (int i = 0; i < dynamic.size(); i++) {
      if (basisConstants.get(i) == null) {
        operands.add(dynamic.get(i));
      }
    }
    op.setOperands(operands);
    if (op.isLinearize()) {
      op.setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(op.context(), first, operands.size() - first));
    }
    op.setAttr(AffineIndexOp.STATIC_BASIS, DynamicIndexList.toAttr(op.context(), statics));
    return true;
  }
}

package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;

/** {@code memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>}. */
public final class ExpandShapeOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.expand_shape", ExpandShapeOp::new)
          .operand("src", ShapedConstraints.ANY_STRIDED_MEMREF)
          .attr("reassociation", CommonAttrs.INDEX_LIST_ARRAY)
          .variadicOperand("output_shape", TypeConstraint.INDEX)
          .attr("static_output_shape", CommonAttrs.DENSE_I64_ARRAY)
          .result("result", ShapedConstraints.ANY_STRIDED_MEMREF)
          .traits(Trait.PURE)
          .customDirective("DynamicIndexList", DynamicIndexList.directive("output_shape", "static_output_shape"))
          .format(
              "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape)"
                  + " attr-dict `:` type($src) `into` type($result)")
          .verifier(ExpandShapeOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "expand_shape"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::expandShape)
          .build();

  private ExpandShapeOp() {}

  private static boolean verify(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result(0).type();
    if (src.rank() > result.rank()) {
      return op.emitOpError(
              "has source rank " + src.rank() + " and result rank " + result.rank() + ". This is not an expansion ("
                  + src.rank() + " > " + result.rank() + ").")
          .report();
    }
    List<long[]> groups = Reassociations.groups(op.inherentAttr("reassociation"));
    if (!Reassociations.verifyCollapsedShape(op, src.shape(), result.shape(), groups, true)) {
      return false;
    }
    MemRefType expected = computeExpandedType(op.context(), src, result.shape(), groups);
    if (expected == null) {
      return op.emitOpError("invalid source layout map").report();
    }
    if (expected != result) {
      return op.emitOpError(
              "expected expanded type to be " + MemRefVerifiers.quoted(expected) + " but found "
                  + MemRefVerifiers.quoted(result))
          .report();
    }
    return Reassociations.verifyOutputShape(
        op, result.shape(), DynamicIndexList.values(op.inherentAttr("static_output_shape")), op.numOperands() - 1);
  }

  /** MLIR's computeExpandedType: contiguous stays contiguous; else each group expands its source stride. */
  static MemRefType computeExpandedType(MLIRContext ctx, MemRefType src, long[] resultShape, List<long[]> groups) {
    if (MemRefLayouts.isIdentity(src)) {
      return MemRefType.get(ctx, resultShape, src.elementType(), null, src.memorySpace());
    }
    StridedLayouts.Strided s = StridedLayouts.stridesOf(src);
    if (s == null || s.strides().length != groups.size()) {
      return null;
    }
    long[] strides = new long[resultShape.length];
    java.util.Arrays.fill(strides, 1);
    int shapeIndex = resultShape.length - 1;
    for (int g = groups.size() - 1; g >= 0; g--) {
      long current = s.strides()[g];
      for (int k = 0; k < groups.get(g).length && shapeIndex >= 0; k++) {
        strides[shapeIndex] = current;
        current = StridedLayouts.mul(current, resultShape[shapeIndex]);
        shapeIndex--;
      }
    }
    return StridedLayouts.withStridedLayout(ctx, src, resultShape, s.offset(), strides);
  }
}

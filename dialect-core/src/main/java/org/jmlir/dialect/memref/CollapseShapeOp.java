package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** {@code memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>}. */
public final class CollapseShapeOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.collapse_shape", CollapseShapeOp::new)
          .operand("src", ShapedConstraints.ANY_STRIDED_MEMREF)
          .attr("reassociation", CommonAttrs.INDEX_LIST_ARRAY)
          .result("result", ShapedConstraints.ANY_STRIDED_MEMREF)
          .traits(Trait.PURE)
          .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
          .verifier(CollapseShapeOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "collapse_shape"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::collapseShape)
          .build();

  private CollapseShapeOp() {}

  private static boolean verify(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result(0).type();
    if (src.rank() < result.rank()) {
      return op.emitOpError(
              "has source rank " + src.rank() + " and result rank " + result.rank() + ". This is not a collapse ("
                  + src.rank() + " < " + result.rank() + ").")
          .report();
    }
    List<long[]> groups = Reassociations.groups(op.inherentAttr("reassociation"));
    if (!Reassociations.verifyCollapsedShape(op, result.shape(), src.shape(), groups, true)) {
      return false;
    }
    MemRefType expected;
    if (MemRefLayouts.isIdentity(src)) {
      expected = MemRefType.get(op.context(), result.shape(), src.elementType(), null, src.memorySpace());
    } else {
      expected = collapsedLayout(op.context(), src, result.shape(), groups);
      if (expected == null) {
        return op.emitOpError("invalid source layout map or collapsing non-contiguous dims").report();
      }
    }
    if (expected != result) {
      return op.emitOpError(
              "expected collapsed type to be " + MemRefVerifiers.quoted(expected) + " but found "
                  + MemRefVerifiers.quoted(result))
          .report();
    }
    return true;
  }

  /** MLIR's computeCollapsedLayoutMap (non-strict): each group keeps the stride of its last non-unit dim. */
  static MemRefType collapsedLayout(MLIRContext ctx, MemRefType src, long[] resultShape, List<long[]> groups) {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(src);
    if (s == null) {
      return null;
    }
    long[] shape = src.shape();
    long[] strides = new long[groups.size()];
    for (int g = 0; g < groups.size(); g++) {
      long[] group = groups.get(g);
      int end = group.length;
      while (end > 1 && shape[(int) group[end - 1]] == 1) {
        end--;
      }
      int last = (int) group[end - 1];
      strides[g] = shape[last] != ShapedType.DYNAMIC || end == 1 ? s.strides()[last] : ShapedType.DYNAMIC;
    }
    for (int g = groups.size() - 1; g >= 0; g--) {
      long[] group = groups.get(g);
      long stride = strides[g];
      for (int k = group.length - 1; k >= 1; k--) {
        int idx = (int) group[k];
        stride = StridedLayouts.mul(stride, shape[idx]);
        long srcStride = s.strides()[idx - 1];
        if (shape[idx - 1] == 1) {
          continue;
        }
        if (stride != ShapedType.DYNAMIC && srcStride != ShapedType.DYNAMIC && stride != srcStride) {
          return null;
        }
      }
    }
    return StridedLayouts.withStridedLayout(ctx, src, resultShape, s.offset(), strides);
  }
}

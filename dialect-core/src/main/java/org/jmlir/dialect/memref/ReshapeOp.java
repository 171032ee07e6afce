package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** {@code memref.reshape %src(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>}. */
public final class ReshapeOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.reshape", ReshapeOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .operand("shape", ShapedConstraints.MEMREF_RANK_1_OF_INT_OR_INDEX)
          .result("result", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .traits(Trait.PURE)
          .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
          .verifier(ReshapeOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "reshape"))
          .build();

  private ReshapeOp() {}

  private static boolean verify(Operation op) {
    ShapedType source = (ShapedType) op.operand(0).type();
    ShapedType result = (ShapedType) op.result(0).type();
    if (source.elementType() != result.elementType()) {
      return op.emitOpError("element types of source and destination memref types should be the same").report();
    }
    if (source instanceof MemRefType m && !MemRefLayouts.isIdentity(m)) {
      return op.emitOpError("source memref type should have identity affine map").report();
    }
    long shapeSize = ((MemRefType) op.operand(1).type()).shape()[0];
    if (result instanceof MemRefType r) {
      if (!MemRefLayouts.isIdentity(r)) {
        return op.emitOpError("result memref type should have identity affine map").report();
      }
      if (shapeSize == ShapedType.DYNAMIC) {
        return op.emitOpError(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
            .report();
      }
      if (shapeSize != r.rank()) {
        return op.emitOpError("length of shape operand differs from the result's memref rank").report();
      }
    }
    return true;
  }
}

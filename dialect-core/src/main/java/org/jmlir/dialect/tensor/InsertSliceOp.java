package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.RankedTensorType;

/** {@code tensor.insert_slice %s into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x4xf32>}. */
public final class InsertSliceOp extends Operation implements TensorOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.single("dest", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.variadic("offsets", TypeConstraint.INDEX),
          OperandSegments.variadic("sizes", TypeConstraint.INDEX),
          OperandSegments.variadic("strides", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OffsetsSizesStrides.declare(OpSpec.define("tensor.insert_slice", InsertSliceOp::new))
          .variadicOperand("operands", TypeConstraint.ANY)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .resultNamer((op, names) -> names.setName(op.result(0), "inserted_slice"))
          .assembly(new SliceSyntax(() -> InsertSliceOp.DEF, SEGMENTS, true, true))
          .verifier(op -> SliceSyntax.verify(op, SEGMENTS, 2, (RankedTensorType) op.operand(1).type(), (RankedTensorType) op.operand(0).type()))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, ExtractSliceOp.insertConstantFolder("tensor.insert_slice", false))
          .build();

  private InsertSliceOp() {}
}

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

/** {@code tensor.parallel_insert_slice %s into %t[..] [..] [..] : S into D}, inside a parallel combining region. */
public final class ParallelInsertSliceOp extends Operation implements TensorOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.single("dest", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.variadic("offsets", TypeConstraint.INDEX),
          OperandSegments.variadic("sizes", TypeConstraint.INDEX),
          OperandSegments.variadic("strides", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OffsetsSizesStrides.declare(OpSpec.define("tensor.parallel_insert_slice", ParallelInsertSliceOp::new))
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(new SliceSyntax(() -> ParallelInsertSliceOp.DEF, SEGMENTS, true, false))
          .verifier(op -> SliceSyntax.verify(op, SEGMENTS, 2, (RankedTensorType) op.operand(1).type(), (RankedTensorType) op.operand(0).type()))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, ExtractSliceOp.insertConstantFolder("tensor.parallel_insert_slice", true))
          .build();

  private ParallelInsertSliceOp() {}
}

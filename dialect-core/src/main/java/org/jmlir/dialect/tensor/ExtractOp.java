package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.extract %t[%i, %j] : tensor<?x4xf32>}. */
public final class ExtractOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.extract", ExtractOp::new)
          .operand("tensor", ShapedConstraints.ANY_RANKED_TENSOR)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .typesMatchWith("result type matches element type of tensor", "tensor", "result", TensorVerifiers::elementTypeOf)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$tensor `[` custom<indices>($indices) `]` attr-dict `:` type($tensor)")
          .verifier(op -> TensorVerifiers.verifyIndexCount(op, 0, 1, "incorrect number of indices for extract_element"))
          .resultNamer((op, names) -> names.setName(op.result(0), "extracted"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::extract)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(new TensorPatterns.ExtractFromTensorCast())))
          .build();

  private ExtractOp() {}
}

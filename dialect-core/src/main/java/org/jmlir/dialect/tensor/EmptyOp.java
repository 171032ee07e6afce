package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.empty(%n) : tensor<?x4xf32>}: a tensor with unspecified contents. */
public final class EmptyOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.empty", EmptyOp::new)
          .variadicOperand("dynamicSizes", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .customDirective("dynamicSizes", IndexOperands.list("dynamicSizes"))
          .format("`(`custom<dynamicSizes>($dynamicSizes)`)` attr-dict `:` type($result)")
          .verifier(TensorVerifiers::verifyDynamicSizes)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(new TensorPatterns.ReplaceEmptyTensorStaticShapeDims())))
          .build();

  private EmptyOp() {}
}

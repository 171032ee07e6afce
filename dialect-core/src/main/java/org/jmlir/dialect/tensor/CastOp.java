package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.cast %t : tensor<?x4xf32> to tensor<*xf32>}. */
public final class CastOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.cast", CastOp::new)
          .operand("source", ShapedConstraints.ANY_TENSOR)
          .result("dest", ShapedConstraints.ANY_TENSOR)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($dest)")
          .verifier(TensorVerifiers::verifyCast)
          .resultNamer((op, names) -> names.setName(op.result(0), "cast"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::cast)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(new TensorPatterns.ChainedTensorCast())))
          .build();

  private CastOp() {}
}

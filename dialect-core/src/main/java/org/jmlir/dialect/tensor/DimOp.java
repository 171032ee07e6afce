package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.ShapedOps;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.dim %t, %c0 : tensor<?x4xf32>}. */
public final class DimOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.dim", DimOp::new)
          .operand("source", ShapedConstraints.ANY_NON0_RANKED_OR_UNRANKED_TENSOR)
          .operand("index", TypeConstraint.INDEX)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.NO_MEMORY_EFFECT)
          .assembly(ShapedOps.DIM_ASSEMBLY)
          .resultNamer((op, names) -> names.setName(op.result(0), "dim"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::dim)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(TensorPatterns.DIM_OF_DEST_STYLE_OP, TensorPatterns.DIM_OF_RESHAPE_OP)))
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, ShapedOps.DIM_SPECULATABILITY)
          .build();

  private DimOp() {}
}

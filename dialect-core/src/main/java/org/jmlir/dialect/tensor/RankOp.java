package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.ShapedOps;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.rank %t : tensor<*xf32>}. */
public final class RankOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.rank", RankOp::new)
          .operand("tensor", ShapedConstraints.ANY_TENSOR)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(ShapedOps.RANK_ASSEMBLY)
          .resultNamer((op, names) -> names.setName(op.result(0), "rank"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::rank)
          .build();

  private RankOp() {}
}

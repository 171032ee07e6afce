package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>}. */
public final class CollapseShapeOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.collapse_shape", CollapseShapeOp::new)
          .operand("src", ShapedConstraints.ANY_RANKED_TENSOR)
          .attr("reassociation", CommonAttrs.INDEX_LIST_ARRAY)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
          .verifier(op -> TensorVerifiers.verifyReshape(op, false))
          .resultNamer((op, names) -> names.setName(op.result(0), "collapsed"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::collapseShape)
          .build();

  private CollapseShapeOp() {}
}

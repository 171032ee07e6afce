package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>}. */
public final class ExpandShapeOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.expand_shape", ExpandShapeOp::new)
          .operand("src", ShapedConstraints.ANY_RANKED_TENSOR)
          .attr("reassociation", CommonAttrs.INDEX_LIST_ARRAY)
          .variadicOperand("output_shape", TypeConstraint.INDEX)
          .attr("static_output_shape", CommonAttrs.DENSE_I64_ARRAY)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .customDirective("DynamicIndexList", DynamicIndexList.directive("output_shape", "static_output_shape"))
          .format(
              "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape)"
                  + " attr-dict `:` type($src) `into` type($result)")
          .verifier(op -> TensorVerifiers.verifyReshape(op, true))
          .resultNamer((op, names) -> names.setName(op.result(0), "expanded"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::expandShape)
          .build();

  private ExpandShapeOp() {}
}

package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>}. */
public final class ConcatOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.concat", ConcatOp::new)
          .attr("dim", CommonAttrs.I64)
          .variadicOperand("inputs", ShapedConstraints.ANY_RANKED_TENSOR)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .format("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)")
          .resultNamer((op, names) -> names.setName(op.result(0), "concat"))
          .verifier(TensorShapeVerifiers::verifyConcat)
          .build();

  private ConcatOp() {}
}

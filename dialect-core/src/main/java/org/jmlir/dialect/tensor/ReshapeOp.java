package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.reshape %t(%shape) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>}. */
public final class ReshapeOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.reshape", ReshapeOp::new)
          .operand("source", ShapedConstraints.ANY_TENSOR)
          .operand("shape", ShapedConstraints.TENSOR_RANK_1_OF_INT_OR_INDEX)
          .result("result", ShapedConstraints.ANY_TENSOR)
          .traits(Trait.PURE)
          .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
          .resultNamer((op, names) -> names.setName(op.result(0), "reshape"))
          .verifier(TensorShapeVerifiers::verifyReshape)
          .build();

  private ReshapeOp() {}
}

package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.insert %v into %t[%i] : tensor<4xf32>}. */
public final class InsertOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.insert", InsertOp::new)
          .operand("scalar", TypeConstraint.ANY)
          .operand("dest", ShapedConstraints.ANY_RANKED_TENSOR)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .allTypesMatch("dest", "result")
          .typesMatchWith("scalar type matches element type of dest", "dest", "scalar", TensorVerifiers::elementTypeOf)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$scalar `into` $dest `[` custom<indices>($indices) `]` attr-dict `:` type($dest)")
          .verifier(op -> TensorVerifiers.verifyIndexCount(op, 1, 2, "incorrect number of indices"))
          .resultNamer((op, names) -> names.setName(op.result(0), "inserted"))
          .build();

  private InsertOp() {}
}

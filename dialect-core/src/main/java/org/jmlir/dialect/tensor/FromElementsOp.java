package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.from_elements %a, %b : tensor<2xf32>}. */
public final class FromElementsOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.from_elements", FromElementsOp::new)
          .variadicOperand("elements", TypeConstraint.ANY)
          .result("result", ShapedConstraints.ANY_STATIC_SHAPE_TENSOR)
          .traits(Trait.PURE)
          .typesMatchWith("operand types match result element type", "result", "elements", TensorVerifiers::elementTypeOf)
          .format("$elements attr-dict `:` type($result)")
          .verifier(TensorVerifiers::verifyFromElements)
          .resultNamer((op, names) -> names.setName(op.result(0), "from_elements"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::fromElements)
          .build();

  private FromElementsOp() {}
}

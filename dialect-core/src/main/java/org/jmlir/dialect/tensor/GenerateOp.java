package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.generate %n { ^bb0(%i: index, ...): ... tensor.yield %v : f32 } : tensor<?x3xf32>}. */
public final class GenerateOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.generate", GenerateOp::new)
          .variadicOperand("dynamicExtents", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .sizedRegion("body", 1)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
          .customDirective("dynamicExtents", IndexOperands.list("dynamicExtents"))
          .format("custom<dynamicExtents>($dynamicExtents) $body attr-dict `:` type($result)")
          .verifier(TensorVerifiers::verifyDynamicSizes)
          .regionVerifier(TensorVerifiers::verifyGenerateBody)
          .resultNamer((op, names) -> names.setName(op.result(0), "generated"))
          .build();

  private GenerateOp() {}
}

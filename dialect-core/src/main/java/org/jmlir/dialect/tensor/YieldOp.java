package org.jmlir.dialect.tensor;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tensor.yield %v : f32}: the element a generate or pad body produces. */
public final class YieldOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.yield", YieldOp::new)
          .operand("value", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
          .format("$value attr-dict `:` type($value)")
          .verifier(TensorVerifiers::verifyYieldParent)
          .build();

  private YieldOp() {}
}

package org.jmlir.dialect.math;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * {@code %y = math.fpowi %x, %n : f32, i32}: a float raised to an integer power; the result has
 * the base's type and the operands share a shape.
 */
public final class FPowIOp extends Operation implements MathOp {
  public static final OpDef DEF =
      MathSpecs.fastmath(
              MathSpecs.op("fpowi", FPowIOp::new)
                  .operand("lhs", TypeConstraint.FLOAT_LIKE)
                  .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_LIKE))
          .result("result", TypeConstraint.FLOAT_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
          .allTypesMatch("lhs", "result")
          .format("$lhs `,` $rhs " + MathSpecs.FASTMATH + " attr-dict `:` type($lhs) `,` type($rhs)")
          .build();

  private FPowIOp() {}
}

package org.jmlir.dialect.math;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %y = math.clampf %x to [%lo, %hi] : f32}: clamps a float between two bounds. */
public final class ClampFOp extends Operation implements MathOp {
  public static final OpDef DEF =
      MathSpecs.fastmath(
              MathSpecs.op("clampf", ClampFOp::new)
                  .operand("operand", TypeConstraint.FLOAT_LIKE)
                  .operand("min", TypeConstraint.FLOAT_LIKE)
                  .operand("max", TypeConstraint.FLOAT_LIKE))
          .result("result", TypeConstraint.FLOAT_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format(
              "$operand `to` ` ` `[` $min `,` $max `]` " + MathSpecs.FASTMATH + " attr-dict `:` type($result)")
          .build();

  private ClampFOp() {}
}

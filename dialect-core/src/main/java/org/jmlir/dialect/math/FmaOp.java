package org.jmlir.dialect.math;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %d = math.fma %a, %b, %c : f64}: fused multiply-add (MLIR's Math_FloatTernaryOp). */
public final class FmaOp extends Operation implements MathOp {
  public static final OpDef DEF =
      MathSpecs.fastmath(
              MathSpecs.op("fma", FmaOp::new)
                  .operand("a", TypeConstraint.FLOAT_LIKE)
                  .operand("b", TypeConstraint.FLOAT_LIKE)
                  .operand("c", TypeConstraint.FLOAT_LIKE))
          .result("result", TypeConstraint.FLOAT_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$a `,` $b `,` $c " + MathSpecs.FASTMATH + " attr-dict `:` type($result)")
          .build();

  private FmaOp() {}
}

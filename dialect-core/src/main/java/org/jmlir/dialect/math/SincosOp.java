package org.jmlir.dialect.math;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %sin, %cos = math.sincos %x : f32}: sine and cosine at once. */
public final class SincosOp extends Operation implements MathOp {
  public static final OpDef DEF =
      MathSpecs.fastmath(MathSpecs.op("sincos", SincosOp::new).operand("operand", TypeConstraint.FLOAT_LIKE))
          .result("sin", TypeConstraint.FLOAT_LIKE)
          .result("cos", TypeConstraint.FLOAT_LIKE)
          .allTypesMatch("operand", "sin", "cos")
          .format("$operand " + MathSpecs.FASTMATH + " attr-dict `:` type($operand)")
          .build();

  private SincosOp() {}
}

package org.jmlir.dialect.math;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %c = math.ipowi %a, %b : i32}: integer power (MLIR's Math_IntegerBinaryOp). */
public final class IPowIOp extends Operation implements MathOp {
  public static final OpDef DEF =
      MathSpecs.op("ipowi", IPowIOp::new)
          .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .result("result", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$lhs `,` $rhs attr-dict `:` type($result)")
          .extension(OpFolder.class, MathFolders::ipowi)
          .build();

  private IPowIOp() {}
}

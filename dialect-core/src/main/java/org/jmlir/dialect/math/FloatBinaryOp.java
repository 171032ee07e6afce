package org.jmlir.dialect.math;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/** The binary float ops ({@code math.powf %a, %b : f32}), MLIR's Math_FloatBinaryOp. */
public final class FloatBinaryOp extends Operation implements MathOp {
  public static final OpDef ATAN2 = binary("atan2");
  public static final OpDef COPYSIGN = binary("copysign");
  public static final OpDef POWF = binary("powf");

  public static final List<OpDef> ALL = List.of(ATAN2, COPYSIGN, POWF);

  private FloatBinaryOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  private static OpDef binary(String mnemonic) {
    return MathSpecs.folder(
        MathSpecs.fastmath(
            MathSpecs.op(mnemonic, FloatBinaryOp::new)
                .operand("lhs", TypeConstraint.FLOAT_LIKE)
                .operand("rhs", TypeConstraint.FLOAT_LIKE))
        .result("result", TypeConstraint.FLOAT_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format(MathSpecs.BINARY_FASTMATH),
            MathFolders.floatBinary(mnemonic))
        .build();
  }
}

package org.jmlir.dialect.math;

import org.jmlir.ir.rewrite.OpFolder;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/** The unary integer ops ({@code math.ctpop %x : i32}), MLIR's Math_IntegerUnaryOp. */
public final class IntegerUnaryOp extends Operation implements MathOp {
  public static final OpDef ABSI = unary("absi");
  public static final OpDef CTLZ = unary("ctlz");
  public static final OpDef CTTZ = unary("cttz");
  public static final OpDef CTPOP = unary("ctpop");

  public static final List<OpDef> ALL = List.of(ABSI, CTLZ, CTTZ, CTPOP);

  private IntegerUnaryOp() {}

  private static OpDef unary(String mnemonic) {
    return MathSpecs.op(mnemonic, IntegerUnaryOp::new)
        .operand("operand", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .result("result", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format(MathSpecs.UNARY)
        .extension(OpFolder.class, MathFolders.intUnary(mnemonic))
        .build();
  }
}

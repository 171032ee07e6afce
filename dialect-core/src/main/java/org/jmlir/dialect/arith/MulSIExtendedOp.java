package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.mulsi_extended}: signed multiplication returning the low and high halves. */
public final class MulSIExtendedOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.extendedMul("arith.mulsi_extended", MulSIExtendedOp::new)
          .extension(OpFolder.class, ArithFolders::mulsiExtended)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.MULSI_EXTENDED))
          .build();

  private MulSIExtendedOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

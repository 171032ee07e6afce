package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.mului_extended}: unsigned multiplication returning the low and high halves. */
public final class MulUIExtendedOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.extendedMul("arith.mului_extended", MulUIExtendedOp::new)
          .extension(OpFolder.class, ArithFolders::muluiExtended)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.MULUI_EXTENDED))
          .build();

  private MulUIExtendedOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

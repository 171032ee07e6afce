package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.divf}: floating-point division. */
public final class DivFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.divf", DivFOp::new)
          .extension(OpFolder.class, ArithFolders::divf)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.DIVF))
          .build();

  private DivFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

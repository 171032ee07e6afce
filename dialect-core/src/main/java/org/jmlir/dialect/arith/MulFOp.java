package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.mulf}: floating-point multiplication. */
public final class MulFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.mulf", MulFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::mulf)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.MULF))
          .build();

  private MulFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

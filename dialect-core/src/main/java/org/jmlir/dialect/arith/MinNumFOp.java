package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.minnumf}: floating-point minimum (NaN-ignoring). */
public final class MinNumFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.minnumf", MinNumFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::minnumf)
          .build();

  private MinNumFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

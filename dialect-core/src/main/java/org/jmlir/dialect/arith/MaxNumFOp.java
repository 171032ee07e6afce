package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.maxnumf}: floating-point maximum (NaN-ignoring). */
public final class MaxNumFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.maxnumf", MaxNumFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::maxnumf)
          .build();

  private MaxNumFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

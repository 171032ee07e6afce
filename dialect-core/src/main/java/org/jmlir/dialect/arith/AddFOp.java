package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.addf}: floating-point addition. */
public final class AddFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.addf", AddFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::addf)
          .build();

  private AddFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

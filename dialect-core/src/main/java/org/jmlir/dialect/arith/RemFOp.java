package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.remf}: floating-point remainder. */
public final class RemFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.remf", RemFOp::new)
          .extension(OpFolder.class, ArithFolders::remf)
          .build();

  private RemFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

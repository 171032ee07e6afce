package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.maximumf}: floating-point maximum (NaN-propagating). */
public final class MaximumFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.maximumf", MaximumFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::maximumf)
          .build();

  private MaximumFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

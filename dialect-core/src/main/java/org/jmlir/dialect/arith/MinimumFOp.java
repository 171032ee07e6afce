package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.minimumf}: floating-point minimum (NaN-propagating). */
public final class MinimumFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatBinary("arith.minimumf", MinimumFOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::minimumf)
          .build();

  private MinimumFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.minsi}: signed integer minimum. */
public final class MinSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.minsi", MinSIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::minsi)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MINSI)
          .build();

  private MinSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

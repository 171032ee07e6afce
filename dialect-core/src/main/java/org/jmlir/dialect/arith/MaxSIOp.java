package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.maxsi}: signed integer maximum. */
public final class MaxSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.maxsi", MaxSIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::maxsi)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MAXSI)
          .build();

  private MaxSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

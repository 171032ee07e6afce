package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.maxui}: unsigned integer maximum. */
public final class MaxUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.maxui", MaxUIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::maxui)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MAXUI)
          .build();

  private MaxUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

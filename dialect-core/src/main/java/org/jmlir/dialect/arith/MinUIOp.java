package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.minui}: unsigned integer minimum. */
public final class MinUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.minui", MinUIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::minui)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MINUI)
          .build();

  private MinUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

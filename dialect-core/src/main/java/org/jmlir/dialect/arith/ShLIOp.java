package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.shli}: integer left shift. */
public final class ShLIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithOverflow("arith.shli", ShLIOp::new)
          .extension(OpFolder.class, ArithFolders::shli)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.SHLI)
          .build();

  private ShLIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

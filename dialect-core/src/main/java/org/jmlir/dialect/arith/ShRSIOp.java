package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.shrsi}: signed integer right shift. */
public final class ShRSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithExact("arith.shrsi", ShRSIOp::new).traits(Trait.PURE)
          .extension(OpFolder.class, ArithFolders::shrsi)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.SHRSI)
          .build();

  private ShRSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

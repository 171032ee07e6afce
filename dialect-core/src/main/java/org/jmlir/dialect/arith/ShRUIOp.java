package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.shrui}: unsigned integer right shift. */
public final class ShRUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithExact("arith.shrui", ShRUIOp::new).traits(Trait.PURE)
          .extension(OpFolder.class, ArithFolders::shrui)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.SHRUI)
          .build();

  private ShRUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

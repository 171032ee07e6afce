package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.remui}: unsigned integer remainder. */
public final class RemUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.remui", RemUIOp::new)
          .extension(OpFolder.class, ArithFolders::remui)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.REMUI)
          .build();

  private RemUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.floordivsi}: signed floor integer division. */
public final class FloorDivSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.floordivsi", FloorDivSIOp::new)
          .extension(OpFolder.class, ArithFolders::floordivsi)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.FLOORDIVSI)
          .build();

  private FloorDivSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.divsi}: signed integer division. */
public final class DivSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithExact("arith.divsi", DivSIOp::new)
          .extension(OpFolder.class, ArithFolders::divsi)
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, DivisionSpeculation.SIGNED)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.DIVSI)
          .build();

  private DivSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

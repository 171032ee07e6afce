package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.divui}: unsigned integer division. */
public final class DivUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithExact("arith.divui", DivUIOp::new)
          .extension(OpFolder.class, ArithFolders::divui)
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, DivisionSpeculation.UNSIGNED)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.DIVUI)
          .build();

  private DivUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

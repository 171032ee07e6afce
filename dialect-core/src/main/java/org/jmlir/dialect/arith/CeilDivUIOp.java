package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.ceildivui}: unsigned ceiling integer division. */
public final class CeilDivUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinary("arith.ceildivui", CeilDivUIOp::new).format(ArithSpecs.BINARY)
          .extension(OpFolder.class, ArithFolders::ceildivui)
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, DivisionSpeculation.UNSIGNED)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.CEILDIVUI)
          .build();

  private CeilDivUIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

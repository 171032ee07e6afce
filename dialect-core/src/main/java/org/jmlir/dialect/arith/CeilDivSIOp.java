package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.ceildivsi}: signed ceiling integer division. */
public final class CeilDivSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinary("arith.ceildivsi", CeilDivSIOp::new).format(ArithSpecs.BINARY)
          .extension(OpFolder.class, ArithFolders::ceildivsi)
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, DivisionSpeculation.SIGNED)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.CEILDIVSI)
          .build();

  private CeilDivSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

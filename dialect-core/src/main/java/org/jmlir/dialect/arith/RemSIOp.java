package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.remsi}: signed integer remainder. */
public final class RemSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.remsi", RemSIOp::new)
          .extension(OpFolder.class, ArithFolders::remsi)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.REMSI)
          .build();

  private RemSIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.extui}: integer zero extension. */
public final class ExtUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intExtension("arith.extui", ExtUIOp::new)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::extui))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.EXTUI)
          .build();

  private ExtUIOp() {}

  public Value in() {
    return operand(0);
  }
}

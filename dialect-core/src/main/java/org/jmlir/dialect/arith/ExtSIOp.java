package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.extsi}: integer sign extension. */
public final class ExtSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intExtension("arith.extsi", ExtSIOp::new)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::extsi))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.EXTSI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.EXTSI)
          .build();

  private ExtSIOp() {}

  public Value in() {
    return operand(0);
  }
}

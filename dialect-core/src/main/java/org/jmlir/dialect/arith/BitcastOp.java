package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.bitcast}: bitcast between values of equal bit width. */
public final class BitcastOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.bitcast",
              BitcastOp::new,
              ArithTypes.BITCAST_TYPE,
              ArithTypes.BITCAST_TYPE,
              ArithSpecs::bitcastCompatible,
              null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::bitcast))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.BITCAST))
          .build();

  private BitcastOp() {}

  public Value in() {
    return operand(0);
  }
}

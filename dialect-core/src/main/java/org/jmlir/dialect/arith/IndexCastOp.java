package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.index_cast}: cast between index and integer (sign-extending). */
public final class IndexCastOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.index_cast",
              IndexCastOp::new,
              ArithTypes.INDEX_CAST_TYPE,
              ArithTypes.INDEX_CAST_TYPE,
              ArithSpecs::indexCastCompatible,
              null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::indexCast))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.INDEX_CAST))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.indexCast(false))
          .build();

  private IndexCastOp() {}

  public Value in() {
    return operand(0);
  }
}

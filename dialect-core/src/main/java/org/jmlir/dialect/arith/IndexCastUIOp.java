package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.index_castui}: cast between index and integer (zero-extending). */
public final class IndexCastUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.index_castui",
              IndexCastUIOp::new,
              ArithTypes.INDEX_CAST_TYPE,
              ArithTypes.INDEX_CAST_TYPE,
              ArithSpecs::indexCastCompatible,
              null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::indexCastUI))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.INDEX_CASTUI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.indexCast(true))
          .build();

  private IndexCastUIOp() {}

  public Value in() {
    return operand(0);
  }
}

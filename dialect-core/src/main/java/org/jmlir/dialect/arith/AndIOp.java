package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.andi}: bitwise and. */
public final class AndIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.andi", AndIOp::new).traits(Trait.COMMUTATIVE, Trait.IDEMPOTENT)
          .extension(OpFolder.class, ArithFolders::andi)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.ANDI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.ANDI)
          .build();

  private AndIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

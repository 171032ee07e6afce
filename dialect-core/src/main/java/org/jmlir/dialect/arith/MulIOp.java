package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.muli}: integer multiplication. */
public final class MulIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithOverflow("arith.muli", MulIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::muli)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.MULI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MULI)
          .build();

  private MulIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

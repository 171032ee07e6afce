package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.addi}: integer addition. */
public final class AddIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithOverflow("arith.addi", AddIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::addi)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.ADDI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.ADDI)
          .build();

  private AddIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.subi}: integer subtraction. */
public final class SubIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithOverflow("arith.subi", SubIOp::new)
          .extension(OpFolder.class, ArithFolders::subi)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.SUBI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.SUBI)
          .build();

  private SubIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.xori}: bitwise xor. */
public final class XOrIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.xori", XOrIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::xori)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.XORI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.XORI)
          .build();

  private XOrIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

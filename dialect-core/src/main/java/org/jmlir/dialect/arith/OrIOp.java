package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.ori}: bitwise or. */
public final class OrIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.totalIntBinary("arith.ori", OrIOp::new).traits(Trait.COMMUTATIVE, Trait.IDEMPOTENT)
          .extension(OpFolder.class, ArithFolders::ori)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.ORI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.ORI)
          .build();

  private OrIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

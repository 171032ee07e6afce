package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code arith.cmpi}: integer comparison. */
public final class CmpIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.compare("arith.cmpi", CmpIOp::new)
          .attr("predicate", ArithAttrs.CMPI_PREDICATE)
          .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
          .extension(OpFolder.class, ArithFolders::cmpi)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.CMPI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.CMPI)
          .build();

  private CmpIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code arith.cmpf}: floating-point comparison. */
public final class CmpFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.compare("arith.cmpf", CmpFOp::new)
          .attr("predicate", ArithAttrs.CMPF_PREDICATE)
          .operand("lhs", TypeConstraint.FLOAT_LIKE)
          .operand("rhs", TypeConstraint.FLOAT_LIKE)
          .defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, 0))
          .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)")
          .extension(OpFolder.class, ArithFolders::cmpf)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.CMPF))
          .build();

  private CmpFOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

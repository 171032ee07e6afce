package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code arith.addui_extended}: unsigned addition returning the sum and an overflow bit. */
public final class AddUIExtendedOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.op("arith.addui_extended", AddUIExtendedOp::new)
          .traits(Trait.PURE)
          .traits(Trait.COMMUTATIVE)
          .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .result("sum", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .result("overflow", TypeConstraint.BOOL_LIKE)
          .allTypesMatch("lhs", "rhs", "sum")
          .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")
          .extension(OpFolder.class, ArithFolders::adduiExtended)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.ADDUI_EXTENDED))
          .build();

  private AddUIExtendedOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;

/** {@code arith.truncf}: floating-point truncation. */
public final class TruncFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.truncf",
              TruncFOp::new,
              TypeConstraint.FLOAT_LIKE,
              TypeConstraint.FLOAT_LIKE,
              ArithSpecs.widthChange(false, FloatType.class),
              op -> ArithSpecs.verifyWidth(op, op.operand(0).type(), op.result(0).type(), false))
          .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
          .optionalAttr("fastmath", ArithAttrs.FASTMATH)
          .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::truncf))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.TRUNCF))
          .build();

  private TruncFOp() {}

  public Value in() {
    return operand(0);
  }
}

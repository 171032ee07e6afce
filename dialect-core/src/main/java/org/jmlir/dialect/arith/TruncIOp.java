package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.IntegerType;

/** {@code arith.trunci}: integer truncation. */
public final class TruncIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.trunci",
              TruncIOp::new,
              ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
              ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
              ArithSpecs.widthChange(false, IntegerType.class),
              op -> ArithSpecs.verifyWidth(op, op.operand(0).type(), op.result(0).type(), false))
          .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ctx -> IntegerOverflowFlagsAttr.get(ctx, 0))
          .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)")
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::trunci))
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.TRUNCI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.TRUNCI)
          .build();

  private TruncIOp() {}

  public Value in() {
    return operand(0);
  }
}

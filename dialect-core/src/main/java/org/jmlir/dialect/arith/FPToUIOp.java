package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;

/** {@code arith.fptoui}: floating-point to unsigned integer cast. */
public final class FPToUIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast("arith.fptoui", FPToUIOp::new, TypeConstraint.FLOAT_LIKE, ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, ArithSpecs.kindChange(FloatType.class, IntegerType.class), null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::fptoui))
          .build();

  private FPToUIOp() {}

  public Value in() {
    return operand(0);
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;

/** {@code arith.sitofp}: signed integer to floating-point cast. */
public final class SIToFPOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast("arith.sitofp", SIToFPOp::new, ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, TypeConstraint.FLOAT_LIKE, ArithSpecs.kindChange(IntegerType.class, FloatType.class), null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::sitofp))
          .build();

  private SIToFPOp() {}

  public Value in() {
    return operand(0);
  }
}

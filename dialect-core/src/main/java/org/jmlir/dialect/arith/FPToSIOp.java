package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;

/** {@code arith.fptosi}: floating-point to signed integer cast. */
public final class FPToSIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast("arith.fptosi", FPToSIOp::new, TypeConstraint.FLOAT_LIKE, ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, ArithSpecs.kindChange(FloatType.class, IntegerType.class), null)
          .format(ArithSpecs.CAST)
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::fptosi))
          .build();

  private FPToSIOp() {}

  public Value in() {
    return operand(0);
  }
}

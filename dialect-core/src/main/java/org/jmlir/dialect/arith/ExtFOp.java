package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;

/** {@code arith.extf}: floating-point extension. */
public final class ExtFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.cast(
              "arith.extf",
              ExtFOp::new,
              TypeConstraint.FLOAT_LIKE,
              TypeConstraint.FLOAT_LIKE,
              ArithSpecs.widthChange(true, FloatType.class),
              op -> ArithSpecs.verifyWidth(op, op.operand(0).type(), op.result(0).type(), true))
          .optionalAttr("fastmath", ArithAttrs.FASTMATH)
          .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")
          .extension(OpFolder.class, ArithFolders.castFolder(ArithFolders::extf))
          .build();

  private ExtFOp() {}

  public Value in() {
    return operand(0);
  }
}

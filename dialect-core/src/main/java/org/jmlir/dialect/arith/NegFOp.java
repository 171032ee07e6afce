package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/** {@code arith.negf}: floating-point negation. */
public final class NegFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.floatUnary("arith.negf", NegFOp::new)
          .extension(OpFolder.class, ArithFolders::negf)
          .build();

  private NegFOp() {}

  public Value operand() {
    return operand(0);
  }
}

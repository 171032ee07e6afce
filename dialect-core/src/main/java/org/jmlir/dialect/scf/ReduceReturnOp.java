package org.jmlir.dialect.scf;

import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.Type;

/** {@code scf.reduce.return %r : f32}: ends a reduction region of scf.reduce. */
public final class ReduceReturnOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.reduce.return", ReduceReturnOp::new)
          .operand("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .format("$result attr-dict `:` type($result)")
          .verifier(ReduceReturnOp::verify)
          .build();

  private ReduceReturnOp() {}

  private static boolean verify(Operation op) {
    if (!ScfChecks.verifyParent(op, ReduceOp.class, "scf.reduce")) {
      return false;
    }
    Block body = op.block();
    if (body.numArguments() == 0) {
      return true;
    }
    Type expected = body.argument(0).type();
    Type actual = op.operand(0).type();
    if (expected != actual) {
      return op.emitOpError("must have type '" + Texts.type(expected) + "' (the type of the reduction inputs)").report();
    }
    return true;
  }
}

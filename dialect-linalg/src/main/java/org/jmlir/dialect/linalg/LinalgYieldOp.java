package org.jmlir.dialect.linalg;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.print.AttrTypeText;

/** {@code linalg.yield %v : f32}: ends the body of a structured op with one value per init. */
public final class LinalgYieldOp extends Operation {
  public static final OpDef DEF =
      OpSpec.define("linalg.yield", LinalgYieldOp::new)
          .variadicOperand("values", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($values^ `:` type($values))?")
          .verifier(LinalgYieldOp::verify)
          .build();

  private LinalgYieldOp() {}

  /** MLIR's linalg::YieldOp::verify. */
  private static boolean verify(Operation op) {
    Operation parent = op.parentOp();
    if (!(parent instanceof LinalgOp l)) {
      return op.emitOpError("expected parent op with LinalgOp interface").report();
    }
    int inits = l.inits().size();
    if (op.numOperands() != inits) {
      return op.emitOpError(
              "expected number of yield values (" + op.numOperands()
                  + ") to match the number of inits / outs operands of the enclosing LinalgOp (" + inits + ")")
          .report();
    }
    for (int i = 0; i < inits; i++) {
      var expected = LinalgOp.elementOrSelf(l.inits().get(i).type());
      if (op.operand(i).type() != expected) {
        return op.emitOpError(
                "type of yield operand " + (i + 1) + " ('" + AttrTypeText.type(op.operand(i).type())
                    + "') doesn't match the element type of the enclosing linalg.generic op ('"
                    + AttrTypeText.type(expected) + "')")
            .report();
      }
    }
    return true;
  }
}

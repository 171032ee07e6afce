package org.jmlir.dialect.func;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.Type;

/** {@code func.return %a, %b : i32, f32}: returns from the enclosing {@code func.func}. */
public final class ReturnOp extends Operation implements FuncDialectOp {
  public static final OpDef DEF =
      OpSpec.define("func.return", ReturnOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .verifier(ReturnOp::verify)
          .build();

  private ReturnOp() {}

  private static boolean verify(Operation op) {
    Operation parent = op.parentOp();
    if (!(parent instanceof FuncOp function)) {
      return op.emitOpError("expects parent op 'func.func'").report();
    }
    if (function.functionType() == null) {
      return true; // the function reports its own missing signature
    }
    List<Type> results = function.functionType().results();
    if (op.numOperands() != results.size()) {
      return op.emitOpError(
              "has "
                  + op.numOperands()
                  + " operands, but enclosing function (@"
                  + function.symName()
                  + ") returns "
                  + results.size())
          .report();
    }
    for (int i = 0; i < results.size(); i++) {
      Type actual = op.operand(i).type();
      if (actual != results.get(i)) {
        return op.emitError(
                "type of return operand "
                    + i
                    + " ('"
                    + Texts.type(actual)
                    + "') doesn't match function result type ('"
                    + Texts.type(results.get(i))
                    + "') in function @"
                    + function.symName())
            .report();
      }
    }
    return true;
  }
}

package org.jmlir.dialect.func;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/** {@code func.call @f(%a) : (i32) -> i32}: a direct call; the callee must be a {@code func.func}. */
public final class CallOp extends Operation implements FuncDialectOp {
  public static final OpDef DEF =
      OpSpec.define("func.call", CallOp::new)
          .attr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("no_inline", AttrConstraint.UNIT)
          .variadicOperand("operands", TypeConstraint.ANY)
          .variadicResult("result", TypeConstraint.ANY)
          .traits(Trait.CALL)
          .addInterface(
              CallOpInterface.class,
              new CallOpInterface() {
                @Override
                public Callee callee(Operation call) {
                  return new Callee.Symbol(((CallOp) call).callee());
                }

                @Override
                public List<Value> argOperands(Operation call) {
                  return call.operands();
                }
              })
          .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
          .verifier(CallOp::verifySymbolUses)
          .build();

  private CallOp() {}

  public SymbolRefAttr callee() {
    return (SymbolRefAttr) inherentAttr("callee");
  }

  /** MLIR's CallOp::verifySymbolUses, word for word. */
  private static boolean verifySymbolUses(Operation op) {
    SymbolRefAttr callee = ((CallOp) op).callee();
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, callee);
    if (!(target instanceof FuncOp fn) || fn.functionType() == null) {
      return op.emitOpError("'" + callee.root() + "' does not reference a valid function").report();
    }
    FunctionType type = fn.functionType();
    if (type.inputs().size() != op.numOperands()) {
      return op.emitOpError("incorrect number of operands for callee").report();
    }
    for (int i = 0; i < type.inputs().size(); i++) {
      Type actual = op.operand(i).type();
      if (actual != type.inputs().get(i)) {
        return op.emitOpError(
                "operand type mismatch: expected operand type '"
                    + Texts.type(type.inputs().get(i))
                    + "', but provided '"
                    + Texts.type(actual)
                    + "' for operand number "
                    + i)
            .report();
      }
    }
    if (type.results().size() != op.numResults()) {
      return op.emitOpError("incorrect number of results for callee").report();
    }
    for (int i = 0; i < type.results().size(); i++) {
      if (op.result(i).type() != type.results().get(i)) {
        InFlightDiagnostic d = op.emitOpError("result type mismatch at index " + i);
        d.attachNote(op.location(), "      op result types: " + Texts.typeList(op.resultTypes()));
        d.attachNote(op.location(), "function result types: " + Texts.typeList(type.results()));
        return d.report();
      }
    }
    return true;
  }
}

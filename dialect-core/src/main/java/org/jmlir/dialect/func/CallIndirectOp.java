package org.jmlir.dialect.func;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/** {@code %r = func.call_indirect %f(%a) : (i32) -> i32}: a call through a function value. */
public final class CallIndirectOp extends Operation implements FuncDialectOp {
  private static final TypeConstraint FUNCTION = new TypeConstraint("function type", t -> t instanceof FunctionType);

  public static final OpDef DEF =
      OpSpec.define("func.call_indirect", CallIndirectOp::new)
          .operand("callee", FUNCTION)
          .variadicOperand("callee_operands", TypeConstraint.ANY)
          .variadicResult("results", TypeConstraint.ANY)
          .optionalAttr("arg_attrs", org.jmlir.ir.ods.AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", org.jmlir.ir.ods.AttrConstraint.DICTIONARY_ARRAY)
          .traits(Trait.CALL)
          .addInterface(
              CallOpInterface.class,
              new CallOpInterface() {
                @Override
                public Callee callee(Operation call) {
                  return new Callee.Indirect(call.operand(0));
                }

                @Override
                public List<Value> argOperands(Operation call) {
                  return call.operands().subList(1, call.numOperands());
                }
              })
          .predicate(
              "callee input types match argument types",
              op -> ((FunctionType) op.operand(0).type()).inputs().equals(op.operandTypes().subList(1, op.numOperands())))
          .predicate(
              "callee result types match result types",
              op -> ((FunctionType) op.operand(0).type()).results().equals(op.resultTypes()))
          .assembly(new Syntax())
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(new SimplifyIndirectCallWithKnownCallee())))
          .build();

  private CallIndirectOp() {}

  /** {@code $callee `(` $callee_operands `)` attr-dict `:` type($callee)}, types taken from the callee's. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand callee = p.parseOperand();
      p.parseLParen();
      int argsOffset = p.currentOffset(); // MLIR reports count mismatches at the first argument
      List<UnresolvedOperand> args = p.parseOperandList(Delimiter.NONE, -1);
      p.parseRParen();
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      p.parseColon();
      int typeOffset = p.currentOffset();
      Type t = p.parseType();
      if (!(t instanceof FunctionType ft)) {
        throw p.emitError(
            typeOffset,
            "invalid kind of type specified: expected builtin.function, but found '" + Texts.type(t) + "'");
      }
      state.operands.add(p.resolveOperand(callee, ft));
      FormatProgram.resolveOperands(p, args, ft.inputs(), argsOffset, state.operands);
      state.resultTypes.addAll(ft.results());
      state.attributes.addAll(attrs);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print('(');
      p.printOperands(op.operands().subList(1, op.numOperands()));
      p.print(')');
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of());
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
  }
}

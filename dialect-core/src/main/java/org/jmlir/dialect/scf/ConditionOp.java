package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code scf.condition(%c) %a : f32}: ends the "before" region of scf.while, either leaving the
 * loop with the values or passing them to the "after" region.
 */
public final class ConditionOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.condition", ConditionOp::new)
          .operand("condition", TypeConstraint.I1)
          .variadicOperand("args", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  p.parseLParen();
                  UnresolvedOperand cond = p.parseOperand();
                  p.parseRParen();
                  p.parseOptionalAttrDict(state.attributes);
                  int offset = p.currentOffset();
                  List<UnresolvedOperand> args = p.parseOperandList();
                  List<Type> types = new ArrayList<>();
                  if (!args.isEmpty()) {
                    p.parseColon();
                    types = p.parseTypeList();
                  }
                  state.addOperand(p.resolveOperand(cond, IntegerType.get(p.context(), 1)));
                  p.resolveOperands(args, types, offset, state.operands);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print('(');
                  p.printOperand(op.operand(0));
                  p.print(')');
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                  List<Value> args = ((ConditionOp) op).args();
                  if (!args.isEmpty()) {
                    p.print(' ');
                    p.printOperands(args);
                    p.print(" : ");
                    ScfSyntax.printTypes(p, ScfChecks.typesOf(args));
                  }
                }
              })
          .verifier(op -> ScfChecks.verifyParent(op, WhileOp.class, "scf.while"))
          .build();

  private ConditionOp() {}

  public Value condition() {
    return operand(0);
  }

  /** The values forwarded to the "after" region or the loop results. */
  public List<Value> args() {
    return operands().subList(1, numOperands());
  }
}

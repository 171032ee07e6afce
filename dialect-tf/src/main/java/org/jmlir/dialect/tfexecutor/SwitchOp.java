package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code %t, %f, %ctl = tf_executor.Switch %data, %pred : tensor<*xf32>}: forwards {@code data} to
 * the true or the false result; the other is dead. The short form gives the data type; the
 * functional form every type.
 */
public final class SwitchOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.Switch";

  public static final OpDef DEF =
      OpSpec.define(NAME, SwitchOp::new)
          .operand("data", TypeConstraint.ANY)
          .operand("predicate", TfExecutorChecks.TENSOR_OF_I1)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .result("trueOutput", TypeConstraint.ANY)
          .result("falseOutput", TypeConstraint.ANY)
          .result("control", TfExecutorChecks.CONTROL)
          .traits(org.jmlir.ir.Trait.PURE)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .predicate("data operand must be broadcastable to true result", op -> TfExecutorChecks.broadcastableToResult(op, 0, 0))
          .predicate("data operand must be broadcastable to false result", op -> TfExecutorChecks.broadcastableToResult(op, 0, 1))
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  List<UnresolvedOperand> ops = p.parseOperandList();
                  Type t = TfExecutorSyntax.parseSingleType(p);
                  List<Type> types;
                  if (t instanceof FunctionType fn) {
                    if (fn.inputs().size() < 2) {
                      throw p.emitError(p.nameOffset(), " expects a single data type and a predicate");
                    }
                    state.addTypes(fn.results());
                    types = fn.inputs();
                  } else {
                    if (ops.size() < 2) {
                      throw p.emitError(p.nameOffset(), " expects a single data type and a predicate");
                    }
                    Type control = TfExecutorType.control(ctx);
                    state.addType(t).addType(t).addType(control);
                    types = new java.util.ArrayList<>(List.of(t, RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1))));
                    TfExecutorSyntax.appendCopies(types, ops.size() - 2, control);
                  }
                  p.resolveOperands(ops, types, p.currentOffset(), state.operands);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  TfExecutorSyntax.printOperands(p, op);
                  Type data = op.operand(0).type();
                  p.print(" : ");
                  if (op.result(0).type() != data || op.result(1).type() != data
                      || op.operand(1).type() instanceof UnrankedTensorType) {
                    p.printFunctionalType(op);
                  } else {
                    p.printType(data);
                  }
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .verifier(op -> TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME))
          .build();

  private SwitchOp() {}
}

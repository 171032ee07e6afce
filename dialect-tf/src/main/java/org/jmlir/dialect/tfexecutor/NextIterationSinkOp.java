package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code tf_executor.NextIteration.Sink[%token] %v, %ctl : tensor<*xf32>}: sends a value to the next
 * iteration, through the {@code NextIteration.Source} whose token it consumes.
 */
public final class NextIterationSinkOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.NextIteration.Sink";

  public static final OpDef DEF =
      OpSpec.define(NAME, NextIterationSinkOp::new)
          .operand("token", TfExecutorChecks.TOKEN)
          .operand("input", TypeConstraint.ANY)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  int loc = p.currentOffset();
                  List<UnresolvedOperand> ops = new ArrayList<>(p.parseOperandList(Delimiter.SQUARE, 1));
                  ops.addAll(p.parseOperandList());
                  List<Type> types = new ArrayList<>();
                  types.add(TfExecutorType.token(ctx));
                  types.addAll(p.parseColonTypeList());
                  TfExecutorSyntax.appendCopies(types, ops.size() - 2, TfExecutorType.control(ctx));
                  p.resolveOperands(ops, types, loc, state.operands);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print('[');
                  p.printOperand(op.operand(0));
                  p.print("] ");
                  p.printOperands(op.operands().subList(1, op.numOperands()));
                  p.print(" : ");
                  p.printType(op.operand(1).type());
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .verifier(NextIterationSinkOp::verify)
          .build();

  private NextIterationSinkOp() {}

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    Operation def = op.operand(0).definingOp();
    if (def == null) {
      return op.emitOpError("expects a token directly produced by a tf_executor.NextIteration.Source op: ").report();
    }
    if (!(def instanceof NextIterationSourceOp)) {
      return op.emitOpError("expects a token produced by a tf_executor.NextIteration.Source op: ").report();
    }
    Type in = op.operand(1).type();
    Type out = def.result(0).type();
    if (in != out) {
      return op.emitOpError(
              "input type '" + Texts.type(in) + "' mismatch the tf_executor.NextIteration.Source output type: '"
                  + Texts.type(out) + "'")
          .report();
    }
    return true;
  }
}

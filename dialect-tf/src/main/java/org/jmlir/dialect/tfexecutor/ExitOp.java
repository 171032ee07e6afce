package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
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
import org.jmlir.ir.type.Type;

/**
 * {@code %r:2 = tf_executor.Exit %data : tensor<*xf32>}: makes a value of a while-loop frame
 * available to the parent frame. When the result type differs from the data type (a broadcast),
 * the functional form {@code : (t) -> (u, !tf_executor.control)} is printed and parsed.
 */
public final class ExitOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.Exit";

  public static final OpDef DEF =
      OpSpec.define(NAME, ExitOp::new)
          .operand("data", TypeConstraint.ANY)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .result("output", TypeConstraint.ANY)
          .result("control", TfExecutorChecks.CONTROL)
          .traits(org.jmlir.ir.Trait.PURE)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .predicate("data operand must be broadcastable to result", op -> TfExecutorChecks.broadcastableToResult(op, 0, 0))
          .assembly(dataAndControls())
          .verifier(op -> TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME))
          .build();

  private ExitOp() {}

  /**
   * {@code %data, %ctl... : t} (results t and control) or {@code : (types) -> (types)}; shared with
   * LoopCond, whose functional form may list exactly one data input.
   */
  static OpDef.Assembly dataAndControls() {
    return new OpDef.Assembly() {
      @Override
      public void parse(OpAsmParser p, OperationState state) {
        MLIRContext ctx = p.context();
        int loc = p.currentOffset();
        List<UnresolvedOperand> ops = p.parseOperandList();
        if (ops.isEmpty()) {
          throw p.emitError(p.nameOffset(), "expects at least one operand");
        }
        List<Type> parsed = p.parseColonTypeList();
        Type control = TfExecutorType.control(ctx);
        List<Type> types;
        if (parsed.get(0) instanceof FunctionType fn) {
          long data = fn.inputs().stream().filter(t -> t != control).count();
          if (data != 1) {
            throw p.emitError(p.nameOffset(), " expects a single data type");
          }
          state.addTypes(fn.results());
          types = fn.inputs();
        } else {
          if (parsed.size() != 1) {
            throw p.emitError(p.nameOffset(), " expects a single data type");
          }
          types = new ArrayList<>(parsed);
          TfExecutorSyntax.appendCopies(types, ops.size() - 1, control);
          state.addType(parsed.get(0)).addType(control);
        }
        p.resolveOperands(ops, types, loc, state.operands);
        p.parseOptionalAttrDict(state.attributes);
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        TfExecutorSyntax.printOperands(p, op);
        p.print(" : ");
        if (op.operand(0).type() != op.result(0).type()) {
          p.printFunctionalType(op);
        } else {
          p.printType(op.operand(0).type());
        }
        p.printOptionalAttrDict(op.attributes().entries(), List.of());
      }
    };
  }
}

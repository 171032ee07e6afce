package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * {@code %ctl = tf_executor.ControlTrigger %a, %b}: a control-only node. Deadness exception: it
 * runs and produces a live control output even when its control inputs are dead, so it does not
 * propagate deadness.
 */
public final class ControlTriggerOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.ControlTrigger";

  public static final OpDef DEF =
      OpSpec.define(NAME, ControlTriggerOp::new)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .result("control", TfExecutorChecks.CONTROL)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  List<UnresolvedOperand> ops = p.parseOperandList();
                  p.resolveOperands(ops, TfExecutorType.control(p.context()), state.operands);
                  state.addType(TfExecutorType.control(p.context()));
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  if (op.numOperands() > 0) {
                    TfExecutorSyntax.printOperands(p, op);
                  }
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(new TfExecutorPatterns.DropEmptyControlTrigger())))
          .verifier(op -> TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME))
          .build();

  private ControlTriggerOp() {}
}

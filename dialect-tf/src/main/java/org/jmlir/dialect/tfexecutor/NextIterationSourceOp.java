package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %v, %token, %ctl = tf_executor.NextIteration.Source : tensor<*xf32>}: the loop-carried
 * value at the top of an iteration. Its token must have exactly one user, the matching
 * {@code NextIteration.Sink}: the pair is one TensorFlow NextIteration node split to keep the graph
 * acyclic.
 */
public final class NextIterationSourceOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.NextIteration.Source";

  public static final OpDef DEF =
      OpSpec.define(NAME, NextIterationSourceOp::new)
          .result("output", TypeConstraint.ANY)
          .result("token", TfExecutorChecks.TOKEN)
          .result("control", TfExecutorChecks.CONTROL)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  List<Type> types = p.parseColonTypeList();
                  state.addType(types.get(0)).addType(TfExecutorType.token(ctx)).addType(TfExecutorType.control(ctx));
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" : ");
                  p.printType(op.result(0).type());
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .verifier(NextIterationSourceOp::verify)
          .build();

  private NextIterationSourceOp() {}

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    Value token = op.result(1);
    if (!token.hasOneUse()) {
      return op.emitOpError("expects a single user for produced token").report();
    }
    if (!(token.users().get(0) instanceof NextIterationSinkOp)) {
      return op.emitOpError("token should be consumed by a sink op").report();
    }
    return true;
  }
}

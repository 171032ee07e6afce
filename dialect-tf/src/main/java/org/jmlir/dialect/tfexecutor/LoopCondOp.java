package org.jmlir.dialect.tfexecutor;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %r:2 = tf_executor.LoopCond %pred : tensor<i1>}: the condition of a v1 while loop. */
public final class LoopCondOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.LoopCond";

  public static final OpDef DEF =
      OpSpec.define(NAME, LoopCondOp::new)
          .operand("input", TypeConstraint.ANY)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .result("output", TypeConstraint.ANY)
          .result("control", TfExecutorChecks.CONTROL)
          .traits(org.jmlir.ir.Trait.PURE)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .assembly(ExitOp.dataAndControls())
          .verifier(op -> TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME))
          .build();

  private LoopCondOp() {}
}

package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code tf_executor.fetch %a, %ctl : t, !tf_executor.control}: ends a graph; data first, then controls. */
public final class FetchOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.fetch";

  public static final OpDef DEF =
      OpSpec.define(NAME, FetchOp::new)
          .variadicOperand("fetches", TypeConstraint.ANY)
          .traits(Trait.TERMINATOR)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .assembly(TfExecutorSyntax.OPERANDS_COLON_TYPES)
          .verifier(op -> TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME))
          .build();

  private FetchOp() {}

  public static FetchOp create(MLIRContext ctx, Location loc, List<? extends Value> fetches) {
    return (FetchOp) Operation.create(new OperationState(ctx, DEF, loc).addOperands(fetches));
  }
}

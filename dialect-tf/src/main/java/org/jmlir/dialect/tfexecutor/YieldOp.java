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

/** {@code tf_executor.yield %a : t}: ends an island; its operands are the island's data results. */
public final class YieldOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.yield";

  public static final OpDef DEF =
      OpSpec.define(NAME, YieldOp::new)
          .variadicOperand("fetches", TypeConstraint.ANY)
          .traits(Trait.TERMINATOR)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .assembly(TfExecutorSyntax.OPERANDS_COLON_TYPES)
          .verifier(op -> TfExecutorChecks.verifyParent(op, IslandOp.class, IslandOp.NAME))
          .build();

  private YieldOp() {}

  public static YieldOp create(MLIRContext ctx, Location loc, List<? extends Value> values) {
    return (YieldOp) Operation.create(new OperationState(ctx, DEF, loc).addOperands(values));
  }
}

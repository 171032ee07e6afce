package org.jmlir.dialect.scf;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * {@code scf.yield %a : f32}: ends the regions of scf.for, scf.if, scf.while (after),
 * scf.index_switch and scf.execute_region. Elided when it is implicit (no operands).
 */
public final class YieldOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.yield", YieldOp::new)
          .variadicOperand("results", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($results^ `:` type($results))?")
          .verifier(YieldOp::verifyParent)
          .build();

  private YieldOp() {}

  /** Matches mlir-opt 22's ParentOneOf trait. */
  private static boolean verifyParent(Operation op) {
    Operation parent = op.parentOp();
    if (parent instanceof ExecuteRegionOp
        || parent instanceof ForOp
        || parent instanceof IfOp
        || parent instanceof IndexSwitchOp
        || parent instanceof WhileOp) {
      return true;
    }
    return op.emitOpError(
            "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'")
        .report();
  }
}

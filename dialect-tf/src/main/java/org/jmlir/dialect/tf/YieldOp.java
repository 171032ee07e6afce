package org.jmlir.dialect.tf;

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

/**
 * {@code "tf.Yield"(%a) : (t) -> ()}: ends the regions of tf.IfRegion, tf.WhileRegion and
 * tf.CaseRegion; its operands are what the region produces.
 */
public final class YieldOp extends Operation {
  public static final String NAME = "tf.Yield";

  public static final OpDef DEF =
      OpSpec.define(NAME, YieldOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .verifier(YieldOp::verifyParent)
          .build();

  private YieldOp() {}

  public static YieldOp create(MLIRContext ctx, Location loc, List<? extends Value> values) {
    return (YieldOp) Operation.create(new OperationState(ctx, DEF, loc).addOperands(values));
  }

  /** TensorFlow's ParentOneOf<["CaseRegionOp", "IfRegionOp", "WhileRegionOp", "GeneratorDatasetRegionOp"]>. */
  private static boolean verifyParent(Operation op) {
    Operation parent = op.parentOp();
    if (parent instanceof CaseRegionOp || parent instanceof IfRegionOp || parent instanceof WhileRegionOp
        || parent != null && parent.name().equals("tf.GeneratorDatasetRegion")) {
      return true;
    }
    return op.emitOpError("expects parent op to be one of 'tf.CaseRegion, tf.IfRegion, tf.WhileRegion, tf.GeneratorDatasetRegion'").report();
  }
}

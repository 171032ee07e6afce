package org.jmlir.dialect.scf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;

/** Builders of scf ops shared by the canonicalization patterns and the lowerings. */
public final class ScfBuilders {
  private ScfBuilders() {}

  /** MLIR's ForOp::build: a body with the induction variable and iter args; a yield only without them. */
  public static ForOp createFor(PatternRewriter rewriter, Location loc, Value lb, Value ub, Value step, List<Value> inits) {
    OperationState s = new OperationState(rewriter.context(), ForOp.DEF, loc);
    s.addOperand(lb).addOperand(ub).addOperand(step).addOperands(inits);
    for (Value v : inits) {
      s.addType(v.type());
    }
    Block b = new Block();
    s.addRegion().addBlock(b);
    b.addArgument(lb.type(), loc);
    for (Value v : inits) {
      b.addArgument(v.type(), locationOf(v));
    }
    ForOp forOp = (ForOp) rewriter.create(s);
    if (inits.isEmpty()) {
      b.append(Operation.create(new OperationState(rewriter.context(), YieldOp.DEF, loc)));
    }
    return forOp;
  }

  static Location locationOf(Value v) {
    return switch (v) {
      case BlockArgument a -> a.location();
      case OpResult r -> r.owner().location();
    };
  }

}

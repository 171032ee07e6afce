package org.jmlir.dialect.bufferization.oneshot;

import java.util.List;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.RankedTensorType;

/** Builds the linalg ops bufferization emits. */
final class LinalgBuilders {
  private LinalgBuilders() {}

  /** {@code linalg.map outs(%init) (%in: T) { linalg.yield %value }}: fills {@code init} with {@code value}. */
  static Operation fill(Bufferizer b, Location loc, Value init, Value value, RankedTensorType t) {
    OperationState s = new OperationState(b.context(), LinalgOps.def(OpKind.MAP), loc);
    s.addOperand(init);
    s.addType(t);
    Region r = s.addRegion();
    Block body = new Block();
    body.addArgument(t.elementType(), loc);
    r.addBlock(body);
    Operation map = b.create(s);
    OperationState y = new OperationState(b.context(), b.context().opDef("linalg.yield"), loc);
    y.addOperand(value);
    body.append(Operation.create(y));
    return map;
  }

  static List<Value> none() {
    return List.of();
  }
}

package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/** The dynamic sizes of a result where its op knows them (MLIR's ReifyRankedShapedTypeOpInterface, in part). */
final class ShapeReification {
  private ShapeReification() {}

  /** The dynamic sizes of {@code r}, or null when its op cannot tell. */
  static List<Value> reify(Bufferizer b, OpResult r) {
    Operation op = r.owner();
    RankedTensorType t = (RankedTensorType) r.type();
    if (op.name().equals("tensor.empty") || op.name().equals("bufferization.alloc_tensor") && BufferizationModels.allocTensorCopy(op) == null) {
      return new ArrayList<>(op.operands().subList(0, countDynamic(t)));
    }
    if (op.name().equals("tensor.splat")) {
      return new ArrayList<>(op.operands().subList(1, op.numOperands()));
    }
    if (op.name().equals("tensor.generate")) {
      return new ArrayList<>(op.operands());
    }
    if (op instanceof LinalgOp l && r.index() < l.inits().size()) {
      Value init = l.inits().get(r.index());
      return dimsOf(b, op, init, t);
    }
    return null;
  }

  /** The dynamic sizes of tensor {@code v}: an empty tensor's operands, else tensor.dim ops. */
  static List<Value> dimsOf(Bufferizer b, Operation at, Value v, RankedTensorType t) {
    List<Value> r = new ArrayList<>();
    Operation def = v.definingOp();
    boolean empty = def != null && def.name().equals("tensor.empty");
    int k = 0;
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] == ShapedType.DYNAMIC) {
        r.add(empty ? def.operand(k++) : b.tensorDim(at.location(), v, i));
      }
    }
    return r;
  }

  static int countDynamic(ShapedType t) {
    int n = 0;
    for (long d : t.shape()) {
      n += d == ShapedType.DYNAMIC ? 1 : 0;
    }
    return n;
  }
}

package org.jmlir.conversion.tftohlo;

import java.util.List;
import org.jmlir.dialect.shape.ShapeType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's broadcast of BatchMatMul's batch dimensions (legalize_tf's BatchMatMulV2 rule), as
 * -xla-legalize-tf builds it: the shapes of both operands split before their matrix dimensions
 * ({@code shape.split_at} at -2), the batch heads broadcast, each operand's tail concatenated to
 * the broadcast head and, where the operand's type is not already the broadcast one, a
 * {@code dynamic_broadcast_in_dim} to that shape's extents. The shape computation is kept for
 * static shapes too, as TensorFlow keeps it.
 */
final class TfBatchBroadcast {
  private TfBatchBroadcast() {}

  /** {@code x} and {@code y} with their batch dimensions broadcast to {@code result}'s. */
  static Value[] apply(Emit e, Value x, Value y, RankedTensorType result) {
    e.ctx.getOrLoadDialect("shape");
    e.ctx.getOrLoadDialect("arith");
    Type shape = ShapeType.get(e.ctx, ShapeType.Kind.SHAPE);
    Value xs = create(e, "shape.shape_of", List.of(x), List.of(extents(e, rank(x)))).result(0);
    Value ys = create(e, "shape.shape_of", List.of(y), List.of(extents(e, rank(y)))).result(0);
    OperationState c = new OperationState(e.ctx, "arith.constant", e.root.location());
    c.addAttribute("value", IntegerAttr.get(e.ctx, IndexType.get(e.ctx), -2));
    c.addType(IndexType.get(e.ctx));
    Value minusTwo = e.rw.create(c).result(0);
    Operation xsplit = create(e, "shape.split_at", List.of(xs, minusTwo), List.of(shape, shape));
    Operation ysplit = create(e, "shape.split_at", List.of(ys, minusTwo), List.of(shape, shape));
    Value head = create(e, "shape.broadcast", List.of(xsplit.result(0), ysplit.result(0)), List.of(shape)).result(0);
    Value xfull = create(e, "shape.concat", List.of(head, xsplit.result(1)), List.of(shape)).result(0);
    Value xb = broadcast(e, x, xfull, result);
    Value yfull = create(e, "shape.concat", List.of(head, ysplit.result(1)), List.of(shape)).result(0);
    Value yb = broadcast(e, y, yfull, result);
    // TensorFlow's conversion keeps the shape ops that end up unused (an operand already of the
    // broadcast type); the greedy driver would erase them: a marker holds them until it is done.
    create(e, KEEP_ALIVE, List.of(xfull, yfull), List.of());
    return new Value[] {xb, yb};
  }

  /** The marker op that keeps the shape computation alive during the legalization (then erased). */
  static final String KEEP_ALIVE = "tf._TfToHloKeepAlive";

  private static Value broadcast(Emit e, Value v, Value full, RankedTensorType result) {
    RankedTensorType t = (RankedTensorType) v.type();
    int rank = result.rank();
    long[] dims = result.shape().clone();
    dims[rank - 2] = t.shape()[t.rank() - 2];
    dims[rank - 1] = t.shape()[t.rank() - 1];
    RankedTensorType target = RankedTensorType.get(e.ctx, dims, t.elementType());
    if (target.equals(t)) {
      return v;
    }
    Value ext = create(e, "shape.to_extent_tensor", List.of(full), List.of(extents(e, rank))).result(0);
    long[] map = new long[t.rank()];
    for (int i = 0; i < map.length; i++) {
      map[i] = rank - t.rank() + i;
    }
    return e.op("dynamic_broadcast_in_dim", List.of(v, ext), target, e.attr("broadcast_dimensions", e.dims(map)));
  }

  private static int rank(Value v) {
    return ((RankedTensorType) v.type()).rank();
  }

  private static Type extents(Emit e, int n) {
    return RankedTensorType.get(e.ctx, new long[] {n}, IndexType.get(e.ctx));
  }

  private static Operation create(Emit e, String name, List<Value> operands, List<Type> types) {
    OperationState s = new OperationState(e.ctx, name, e.root.location());
    s.addOperands(operands);
    s.addTypes(types);
    return e.rw.create(s);
  }
}

package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Ops of TensorFlow's native rule list that update or reduce in place:
 * {@code XlaDynamicUpdateSlice} (the start indices unpacked into scalars),
 * {@code InplaceUpdate} (one dynamic_update_slice per updated row, rows taken in order),
 * {@code LeakyReluGrad} (the gradient where the feature is positive, else scaled by alpha) and
 * {@code XlaReduceScatter} (reduce_scatter with the reducer as its body; Mean divides by the group
 * size).
 */
final class XlaPatterns {
  private XlaPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(ArrayPatterns.p("tf.XlaDynamicUpdateSlice", (op, e) -> dynamicUpdateSlice(op, e, why)));
    out.add(ArrayPatterns.p("tf.InplaceUpdate", (op, e) -> inplaceUpdate(op, e, why)));
    out.add(ArrayPatterns.p("tf.LeakyReluGrad", (op, e) -> leakyReluGrad(op, e, why)));
    out.add(ArrayPatterns.p("tf.XlaReduceScatter", (op, e) -> reduceScatter(op, e, why)));
  }

  /** The elements of a static 1-D tensor as rank-0 values (slice and reshape each). */
  private static List<Value> unpack(Emit e, Value v) {
    RankedTensorType t = (RankedTensorType) v.type();
    RankedTensorType scalar = RankedTensorType.get(e.ctx, new long[0], t.elementType());
    List<Value> out = new ArrayList<>();
    for (long i = 0; i < t.shape()[0]; i++) {
      out.add(e.reshape(e.put(e.b.slice(v, new long[] {i}, new long[] {i + 1}, new long[] {1})), scalar));
    }
    return out;
  }

  private static boolean dynamicUpdateSlice(Operation op, Emit e, Reasons why) {
    RankedTensorType idx = TfShapes.ranked(op.operand(2));
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (idx == null || !idx.hasStaticShape() || idx.rank() != 1 || in == null || idx.shape()[0] != in.rank()) {
      return why.dynamic(op, "the indices must be a static vector with one index per input dimension");
    }
    List<Value> operands = new ArrayList<>(List.of(op.operand(0), op.operand(1)));
    operands.addAll(unpack(e, op.operand(2)));
    e.replace(e.op("dynamic_update_slice", operands, op.result(0).type()));
    return true;
  }

  private static boolean inplaceUpdate(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    RankedTensorType idx = TfShapes.ranked(op.operand(1));
    RankedTensorType upd = TfShapes.staticTensor(op.operand(2));
    if (in == null || idx == null || !idx.hasStaticShape() || idx.rank() != 1 || upd == null || upd.rank() != in.rank()
        || upd.shape()[0] != idx.shape()[0]) {
      return why.dynamic(op, "the indices must be a static vector and the updates static rows of the input");
    }
    Type i32 = IntegerType.get(e.ctx, 32);
    Value zero = e.scalar(i32, 0);
    long[] rowShape = upd.shape().clone();
    rowShape[0] = 1;
    Value x = op.operand(0);
    List<Value> rows = unpack(e, e.convert(op.operand(1), i32));
    for (int r = 0; r < rows.size(); r++) {
      long[] start = new long[upd.rank()];
      start[0] = r;
      long[] limit = upd.shape().clone();
      limit[0] = r + 1;
      long[] strides = new long[upd.rank()];
      java.util.Arrays.fill(strides, 1);
      Value row = e.put(e.b.slice(op.operand(2), start, limit, strides));
      List<Value> operands = new ArrayList<>(List.of(x, row, rows.get(r)));
      for (int d = 1; d < in.rank(); d++) {
        operands.add(zero);
      }
      x = e.op("dynamic_update_slice", operands, op.result(0).type());
    }
    e.replace(x);
    return true;
  }

  private static boolean leakyReluGrad(Operation op, Emit e, Reasons why) {
    RankedTensorType t = TfShapes.ranked(op.operand(0));
    if (t == null || !TfShapes.isFloat(t) || !(op.attr("alpha") instanceof org.jmlir.ir.attr.FloatAttr alpha)) {
      return why.dynamic(op, "the gradients must be a ranked float tensor and alpha a float");
    }
    Value grad = op.operand(0);
    Value features = op.operand(1);
    Value zero = e.scalar(t.elementType(), 0);
    Value positive = e.bcompare("GT", features, zero);
    Value scaled = e.bcast("multiply", grad, e.scalar(t.elementType(), alpha.doubleValue()), grad.type());
    e.replace(e.put(e.b.select(positive, grad, scaled)));
    return true;
  }

  private static boolean reduceScatter(Operation op, Emit e, Reasons why) {
    DenseIntOrFPElementsAttr groups = TfShapes.constAttr(op.operand(1));
    Long dim = TfShapes.constInt(op.operand(2));
    RankedTensorType t = TfShapes.ranked(op.operand(0));
    if (groups == null || !(groups.type() instanceof RankedTensorType gt) || gt.rank() != 2 || dim == null || t == null) {
      return why.attribute(op, "the group assignment and the scatter dimension must be constants");
    }
    String reduce = TfShapes.stringAttr(op, "reduce_op", "");
    String reducer = switch (reduce) {
      case "Add", "Mean" -> "add";
      case "Mul" -> "multiply";
      case "Min" -> "minimum";
      case "Max" -> "maximum";
      default -> null;
    };
    if (reducer == null) {
      return why.attribute(op, "reduce_op " + reduce);
    }
    BigInteger[] ids = new BigInteger[(int) TfShapes.numElements(gt.shape())];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = BigInteger.valueOf(ConstFold.element(groups, i).intValue());
    }
    List<NamedAttribute> attrs = List.of(
        e.attr("scatter_dimension", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), dim)),
        e.attr("replica_groups", ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, gt.shape(), IntegerType.get(e.ctx, 64)), ids)));
    HloOp rs = e.b.create("reduce_scatter", List.of(op.operand(0)), attrs, List.of(op.result(0).type()), 1);
    Block body = Emit.scalarBlock(e.ctx, 2, t.elementType(), op.location());
    rs.region(0).addBlock(body);
    HloBuilder inner = new HloBuilder(e.ctx, Emit.NS, op.location()).atEnd(body);
    inner.returnOp(List.of(inner.binary(reducer, body.argument(0), body.argument(1)).result(0)));
    Value result = e.put(rs);
    if (reduce.equals("Mean")) {
      result = e.bcast("divide", result, e.scalar(t.elementType(), gt.shape()[1]), result.type());
    }
    e.replace(result);
    return true;
  }
}

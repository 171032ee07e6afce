package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Ops whose result size depends on the data, as XLA compiles them: into a buffer of the largest
 * possible size whose leading dimension is then set to the real count with
 * {@code set_dimension_size} (a bounded dynamic type, {@code tensor<?x..., bounds>}), cast back to
 * the TensorFlow result type. {@code Where} (the coordinates of the true / non-zero elements, in
 * row-major order), {@code Unique} (the distinct values in order of first appearance and, for each
 * element, the index of its value), and {@code XlaSetDynamicDimensionSize} / {@code XlaSetBound}
 * themselves.
 */
final class BoundedPatterns {
  private BoundedPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(ArrayPatterns.p("tf.Where", (op, e) -> where(op, e, why)));
    out.add(ArrayPatterns.p("tf.Unique", (op, e) -> unique(op, e, why)));
    out.add(ArrayPatterns.p("tf.XlaSetDynamicDimensionSize", (op, e) -> setDimensionSize(op, e, why)));
    out.add(ArrayPatterns.p("tf.XlaSetBound", (op, e) -> setBound(op, e, why)));
  }

  private static boolean where(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    if (in == null || !(op.result(0).type() instanceof RankedTensorType res) || res.rank() != 2) {
      return why.dynamic(op, "the input shape must be static");
    }
    int rank = in.rank();
    long n = TfShapes.numElements(in.shape());
    Type i32 = IntegerType.get(e.ctx, 32);
    Type index = res.elementType();
    Value x = op.operand(0);
    Value pred = TfShapes.isBool(x.type()) ? x : e.compare("NE", x, e.splat(in, BigInteger.ZERO));
    RankedTensorType flatI32 = RankedTensorType.get(e.ctx, new long[] {n}, i32);
    Value flatPred = e.reshape(pred, RankedTensorType.get(e.ctx, new long[] {n}, IntegerType.get(e.ctx, 1)));
    Value ones = e.convert(flatPred, i32);
    // The row of each true element in the output: its inclusive running count minus one; false
    // elements go to the spare last row, dropped at the end.
    Value running = e.reduceWindow(ones, e.scalar(i32, 0), new long[] {n}, new long[] {1}, new long[][] {{n - 1, 0}}, "add", flatI32);
    Value row = e.binary("subtract", running, e.splat(flatI32, BigInteger.ONE));
    Value rows = e.put(e.b.select(flatPred, row, e.splat(flatI32, BigInteger.valueOf(n))));
    // The coordinates of every element, row-major: [n, rank].
    List<Value> columns = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      Value iota = e.put(e.b.iota(RankedTensorType.get(e.ctx, in.shape(), index), d));
      columns.add(e.reshape(iota, RankedTensorType.get(e.ctx, new long[] {n, 1}, index)));
    }
    Value coords = rank == 1 ? columns.get(0) : e.put(e.b.concatenate(columns, 1));
    Value placed = scatterRows(op, e, RankedTensorType.get(e.ctx, new long[] {n + 1, rank}, index), rows, coords);
    Value buffer = e.put(e.b.slice(placed, new long[] {0, 0}, new long[] {n, rank}, new long[] {1, 1}));
    Value count = e.reduce(ones, e.scalar(i32, 0), new long[] {0}, "add");
    e.replace(bounded(op, e, buffer, count, n, res));
    return true;
  }

  private static boolean unique(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    if (in == null || in.rank() != 1 || !(op.result(0).type() instanceof RankedTensorType res) || res.rank() != 1
        || !(op.result(1).type() instanceof RankedTensorType idxType)) {
      return why.dynamic(op, "the input must be a static 1-D tensor");
    }
    long n = in.shape()[0];
    Type i32 = IntegerType.get(e.ctx, 32);
    RankedTensorType vecI32 = RankedTensorType.get(e.ctx, new long[] {n}, i32);
    RankedTensorType square = RankedTensorType.get(e.ctx, new long[] {n, n}, in.elementType());
    RankedTensorType squareI32 = RankedTensorType.get(e.ctx, new long[] {n, n}, i32);
    Value x = op.operand(0);
    // first[i]: the first j with x[j] == x[i].
    Value rowsOfX = e.broadcastInDim(x, new long[] {0}, square);
    Value colsOfX = e.broadcastInDim(x, new long[] {1}, square);
    Value same = e.compare("EQ", rowsOfX, colsOfX);
    Value j = e.put(e.b.iota(squareI32, 1));
    Value candidates = e.put(e.b.select(same, j, e.splat(squareI32, BigInteger.valueOf(n))));
    Value first = e.reduce(candidates, e.scalar(i32, n), new long[] {1}, "minimum");
    Value i = e.put(e.b.iota(vecI32, 0));
    Value isFirst = e.compare("EQ", first, i);
    Value firstOnes = e.convert(isFirst, i32);
    // slot[i]: how many distinct values come before element i (exclusive running count).
    Value inclusive = e.reduceWindow(firstOnes, e.scalar(i32, 0), new long[] {n}, new long[] {1}, new long[][] {{n - 1, 0}}, "add", vecI32);
    Value slot = e.binary("subtract", inclusive, firstOnes);
    // idx[i] = slot[first[i]].
    GatherDimensionNumbersAttr pick =
        GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[0], new long[] {0}, new long[0], new long[0], new long[] {0}, 1);
    Value idx = e.op("gather", List.of(slot, e.reshape(first, RankedTensorType.get(e.ctx, new long[] {n, 1}, i32))), vecI32,
        e.attr("dimension_numbers", pick), e.attr("slice_sizes", e.dims(new long[] {1})),
        e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false)));
    Value rows = e.put(e.b.select(isFirst, slot, e.splat(vecI32, BigInteger.valueOf(n))));
    Value values = e.reshape(x, RankedTensorType.get(e.ctx, new long[] {n, 1}, in.elementType()));
    Value placed = scatterRows(op, e, RankedTensorType.get(e.ctx, new long[] {n + 1, 1}, in.elementType()), rows, values);
    Value buffer = e.reshape(e.put(e.b.slice(placed, new long[] {0, 0}, new long[] {n, 1}, new long[] {1, 1})),
        RankedTensorType.get(e.ctx, new long[] {n}, in.elementType()));
    Value count = e.reduce(firstOnes, e.scalar(i32, 0), new long[] {0}, "add");
    Value y = bounded(op, e, buffer, count, n, res);
    // The indices have the input's extent; a less static declared type gets a cast.
    e.replace(y, cast(e, e.convert(idx, idxType.elementType()), op.result(1).type()));
    return true;
  }

  /** {@code updates} rows scattered into a zero {@code buffer} at {@code rows} (one row index per update row). */
  private static Value scatterRows(Operation op, Emit e, RankedTensorType buffer, Value rows, Value updates) {
    long n = ((RankedTensorType) rows.type()).shape()[0];
    Value indices = e.reshape(rows, RankedTensorType.get(e.ctx, new long[] {n, 1}, TfShapes.element(rows.type())));
    ScatterDimensionNumbersAttr dn =
        ScatterDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[] {1}, new long[] {0}, new long[0], new long[0], new long[] {0}, 1);
    List<NamedAttribute> attrs = List.of(e.attr("scatter_dimension_numbers", dn),
        e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false)), e.attr("unique_indices", IntegerAttr.bool(e.ctx, false)));
    HloOp s = e.b.create("scatter", List.of(e.splat(buffer, BigInteger.ZERO), indices, updates), attrs, List.of(buffer), 1);
    Block body = Emit.scalarBlock(e.ctx, 2, buffer.elementType(), op.location());
    s.region(0).addBlock(body);
    new HloBuilder(e.ctx, Emit.NS, op.location()).atEnd(body).returnOp(List.of(body.argument(1)));
    return e.put(s);
  }

  /**
   * {@code buffer} with dimension 0 set to {@code count} (bounded by {@code bound}), cast to
   * {@code result} when that differs.
   */
  private static Value bounded(Operation op, Emit e, Value buffer, Value count, long bound, RankedTensorType result) {
    RankedTensorType b = (RankedTensorType) buffer.type();
    long[] shape = b.shape().clone();
    long[] bounds = new long[shape.length];
    java.util.Arrays.fill(bounds, TfShapes.DYNAMIC);
    shape[0] = TfShapes.DYNAMIC;
    bounds[0] = bound;
    RankedTensorType boundedType = RankedTensorType.get(e.ctx, shape, b.elementType(), TypeExtensionsAttr.get(e.ctx, Emit.NS, bounds));
    Value sized = e.op("set_dimension_size", List.of(buffer, count), boundedType,
        e.attr("dimension", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), 0)));
    return cast(e, sized, result);
  }

  /** {@code v} as type {@code to} (a tensor.cast when they differ). */
  static Value cast(Emit e, Value v, Type to) {
    if (v.type().equals(to)) {
      return v;
    }
    OperationState s = new OperationState(e.ctx, "tensor.cast", e.root.location());
    s.addOperands(List.of(v));
    s.addType(to);
    return e.rw.create(s).result(0);
  }

  private static boolean setDimensionSize(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    Long dim = TfShapes.constInt(op.operand(1));
    if (in == null || dim == null || dim < 0 || dim >= in.rank() || in.shape()[dim.intValue()] == TfShapes.DYNAMIC) {
      return why.attribute(op, "the dimension must be a constant of a static dimension");
    }
    int d = dim.intValue();
    long[] shape = in.shape().clone();
    long[] bounds = new long[shape.length];
    java.util.Arrays.fill(bounds, TfShapes.DYNAMIC);
    bounds[d] = shape[d];
    shape[d] = TfShapes.DYNAMIC;
    RankedTensorType boundedType = RankedTensorType.get(e.ctx, shape, in.elementType(), TypeExtensionsAttr.get(e.ctx, Emit.NS, bounds));
    Value size = e.convert(op.operand(2), IntegerType.get(e.ctx, 32));
    Value sized = e.op("set_dimension_size", List.of(op.operand(0), size), boundedType,
        e.attr("dimension", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), d)));
    e.replace(cast(e, sized, op.result(0).type()));
    return true;
  }

  /** TensorFlow's rule: a {@code SetBound} custom call carrying the constant bound as {@code mhlo.literal}. */
  private static boolean setBound(Operation op, Emit e, Reasons why) {
    var bound = TfShapes.constAttr(op.operand(1));
    if (bound == null) {
      return why.attribute(op, "the bound is not a constant");
    }
    Value call = e.op("custom_call", List.of(op.operand(0)), op.result(0).type(),
        e.attr("call_target_name", StringAttr.get(e.ctx, "SetBound")), e.attr("backend_config", StringAttr.get(e.ctx, "")));
    call.definingOp().setAttr("mhlo.literal", bound);
    e.replace(call);
    return true;
  }
}

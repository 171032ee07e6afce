package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Small tf2xla kernels, as the HLO they build: Cross (three products of slices), LowerBound /
 * UpperBound (a count of the sorted elements below, or not above, each value), InTopKV2 (the
 * number of predictions above the target's, below k, for a finite target in range),
 * ReciprocalGrad, PlaceholderWithDefault (its input), Empty (zeros), ParameterizedTruncatedNormal
 * (TruncatedNormal's inverse CDF with the given mean, deviation and bounds), XlaDynamicSlice
 * ({@code dynamic_slice}), XlaDot / XlaDotV2 ({@code dot_general} with the serialized
 * {@code xla::DotDimensionNumbers}) and DynamicStitch / ParallelDynamicStitch with constant
 * indices (one gather of the concatenated data).
 */
final class SmallKernelPatterns {
  private SmallKernelPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.Cross", (op, e) -> cross(op, e, why)));
    out.add(p("tf.LowerBound", (op, e) -> bound(op, e, why, "LT")));
    out.add(p("tf.UpperBound", (op, e) -> bound(op, e, why, "LE")));
    out.add(p("tf.InTopKV2", (op, e) -> inTopK(op, e, why)));
    out.add(p("tf.ReciprocalGrad", (op, e) -> {
      if (TfShapes.ranked(op.operand(0)) == null || TfShapes.ranked(op.operand(1)) == null) {
        return why.dynamic(op, "operands must be ranked HLO tensors");
      }
      // dy * -(y * y).
      Type t = op.result(0).type();
      Value y = op.operand(0);
      e.replace(e.bcast("multiply", op.operand(1), e.unary("negate", e.bcast("multiply", y, y, y.type())), t));
      return true;
    }));
    out.add(p("tf.PlaceholderWithDefault", (op, e) -> {
      if (!TfShapes.isHloTensor(op.operand(0).type())) {
        return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "operand type has no HLO equivalent");
      }
      e.replace(BoundedPatterns.cast(e, op.operand(0), op.result(0).type()));
      return true;
    }));
    out.add(p("tf.Empty", (op, e) -> {
      if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || !TfShapes.isHloTensor(r)) {
        return why.dynamic(op, "the result must be static");
      }
      e.replace(e.splat(r, java.math.BigInteger.ZERO));
      return true;
    }));
    out.add(p("tf.ParameterizedTruncatedNormal", (op, e) -> truncatedNormal(op, e, why)));
    out.add(p("tf.XlaDynamicSlice", (op, e) -> dynamicSlice(op, e, why)));
    out.add(p("tf.XlaDot", (op, e) -> xlaDot(op, e, why)));
    out.add(p("tf.XlaDotV2", (op, e) -> xlaDot(op, e, why)));
    out.add(p("tf.DynamicStitch", (op, e) -> stitch(op, e, why)));
    out.add(p("tf.ParallelDynamicStitch", (op, e) -> stitch(op, e, why)));
  }

  /**
   * DynamicStitch with constant indices (the tf2xla kernel needs them at compile time): every data
   * tensor flattened to rows of the slice shape and concatenated; one gather takes, for each output
   * row, the row the last (data, position) written to it holds.
   */
  private static boolean stitch(Operation op, Emit e, Reasons why) {
    int n = op.numOperands() / 2;
    if (n == 0 || !(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || r.rank() < 1) {
      return why.dynamic(op, "the result must be static");
    }
    long[] slice = java.util.Arrays.copyOfRange(r.shape(), 1, r.rank());
    long sliceSize = TfShapes.numElements(slice);
    long rows = r.shape()[0];
    long[] source = new long[(int) rows];
    java.util.Arrays.fill(source, -1);
    List<Value> parts = new ArrayList<>();
    long offset = 0;
    for (int i = 0; i < n; i++) {
      long[] idx = TfShapes.constInts(op.operand(i));
      RankedTensorType data = TfShapes.staticTensor(op.operand(n + i));
      if (idx == null) {
        return why.attribute(op, "lowering requires operand #" + i + " to be a constant");
      }
      if (data == null || TfShapes.numElements(data.shape()) != idx.length * sliceSize) {
        return why.dynamic(op, "the data must be static, the indices' shape then the slice shape");
      }
      for (int k = 0; k < idx.length; k++) {
        if (idx[k] < 0 || idx[k] >= rows) {
          return why.attribute(op, "index " + idx[k] + " outside the result's " + rows + " rows");
        }
        source[(int) idx[k]] = offset + k;
      }
      parts.add(e.reshape(op.operand(n + i), TfShapes.tensor(e.ctx, new long[] {idx.length, sliceSize}, r.elementType())));
      offset += idx.length;
    }
    Value all = parts.size() == 1 ? parts.get(0) : e.put(e.b.concatenate(parts, 0));
    java.math.BigInteger[] at = new java.math.BigInteger[(int) rows];
    boolean complete = true;
    for (int j = 0; j < rows; j++) {
      at[j] = java.math.BigInteger.valueOf(Math.max(source[j], 0));
      complete &= source[j] >= 0;
    }
    if (!complete || offset == 0) {
      return why.attribute(op, "the indices do not cover every row of the result");
    }
    Value indices = e.constant(org.jmlir.dialect.fold.ConstFold.dense(e.ctx, TfShapes.tensor(e.ctx, new long[] {rows, 1}, IntegerType.get(e.ctx, 32)), at));
    var dn = org.jmlir.dialect.hlo.GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[] {1}, new long[] {0}, new long[0], new long[0],
        new long[] {0}, 1);
    Value g = e.op("gather", List.of(all, indices), TfShapes.tensor(e.ctx, new long[] {rows, sliceSize}, r.elementType()),
        e.attr("dimension_numbers", dn), e.attr("slice_sizes", e.dims(new long[] {1, sliceSize})),
        e.attr("indices_are_sorted", org.jmlir.ir.attr.IntegerAttr.bool(e.ctx, false)));
    e.replace(e.reshape(g, r));
    return true;
  }

  /** Element {@code i} of {@code x}'s last dimension, keeping it (size 1). */
  private static Value component(Emit e, Value x, int i) {
    RankedTensorType t = (RankedTensorType) x.type();
    long[] start = new long[t.rank()];
    long[] limit = t.shape().clone();
    start[t.rank() - 1] = i;
    limit[t.rank() - 1] = i + 1;
    return e.put(e.b.slice(x, start, limit, TfShapes.ones(t.rank())));
  }

  private static boolean cross(Operation op, Emit e, Reasons why) {
    RankedTensorType a = TfShapes.staticTensor(op.operand(0));
    RankedTensorType b = TfShapes.staticTensor(op.operand(1));
    if (a == null || b == null || !a.equals(b) || a.rank() < 1 || a.shape()[a.rank() - 1] != 3) {
      return why.dynamic(op, "the operands must be static, of one shape, their last dimension 3");
    }
    Value[] x = {component(e, op.operand(0), 0), component(e, op.operand(0), 1), component(e, op.operand(0), 2)};
    Value[] y = {component(e, op.operand(1), 0), component(e, op.operand(1), 1), component(e, op.operand(1), 2)};
    List<Value> parts = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      int j = (i + 1) % 3;
      int k = (i + 2) % 3;
      parts.add(e.binary("subtract", e.binary("multiply", x[j], y[k]), e.binary("multiply", x[k], y[j])));
    }
    e.replace(BoundedPatterns.cast(e, e.put(e.b.concatenate(parts, a.rank() - 1)), op.result(0).type()));
    return true;
  }

  /** LowerBound ("LT") / UpperBound ("LE"): per row, how many sorted elements compare so with each value. */
  private static boolean bound(Operation op, Emit e, Reasons why, String direction) {
    RankedTensorType sorted = TfShapes.staticTensor(op.operand(0));
    RankedTensorType values = TfShapes.staticTensor(op.operand(1));
    if (sorted == null || values == null || sorted.rank() != 2 || values.rank() != 2 || sorted.shape()[0] != values.shape()[0]) {
      return why.dynamic(op, "sorted_inputs and values must be static matrices of one batch");
    }
    long batch = sorted.shape()[0];
    long n = sorted.shape()[1];
    long m = values.shape()[1];
    RankedTensorType cube = TfShapes.tensor(e.ctx, new long[] {batch, m, n}, sorted.elementType());
    Value s = e.broadcastInDim(op.operand(0), new long[] {0, 2}, cube);
    Value v = e.broadcastInDim(op.operand(1), new long[] {0, 1}, cube);
    Type out = TfShapes.element(op.result(0).type());
    Value counted = e.convert(e.compare(direction, s, v), out);
    e.replace(BoundedPatterns.cast(e, e.reduce(counted, e.scalar(out, 0), new long[] {2}, "add"), op.result(0).type()));
    return true;
  }

  private static boolean inTopK(Operation op, Emit e, Reasons why) {
    RankedTensorType pred = TfShapes.staticTensor(op.operand(0));
    RankedTensorType targets = TfShapes.staticTensor(op.operand(1));
    if (pred == null || targets == null || pred.rank() != 2 || targets.rank() != 1 || !(pred.elementType() instanceof FloatType)) {
      return why.dynamic(op, "predictions must be a static float matrix, targets a static vector");
    }
    RankedTensorType k = TfShapes.ranked(op.operand(2));
    if (k == null || k.rank() != 0) {
      return why.attribute(op, "k must be a scalar");
    }
    long batch = pred.shape()[0];
    long classes = pred.shape()[1];
    Type it = targets.elementType();
    RankedTensorType grid = TfShapes.tensor(e.ctx, new long[] {batch, classes}, it);
    Value isTarget = e.compare("EQ", e.put(e.b.iota(grid, 1)), e.broadcastInDim(op.operand(1), new long[] {0}, grid));
    Type el = pred.elementType();
    Value target = e.reduce(e.put(e.b.select(isTarget, op.operand(0), e.splat(pred, java.math.BigInteger.ZERO))), e.scalar(el, 0),
        new long[] {1}, "add");
    Value above = e.compare("GT", op.operand(0), e.broadcastInDim(target, new long[] {0}, pred));
    Value count = e.reduce(e.convert(above, it), e.scalar(it, 0), new long[] {1}, "add");
    RankedTensorType row = TfShapes.tensor(e.ctx, new long[] {batch}, it);
    Value inTop = e.compare("LT", count, e.broadcastInDim(e.convert(op.operand(2), it), new long[0], row));
    Value inRange = e.binary("and", e.compare("GE", op.operand(1), e.splat(row, java.math.BigInteger.ZERO)),
        e.compare("LT", op.operand(1), e.splat(row, java.math.BigInteger.valueOf(classes))));
    Value finite = e.put(e.b.create("is_finite", List.of(target), List.of(), List.of(TfShapes.tensor(e.ctx, new long[] {batch}, IntegerType.get(e.ctx, 1))), 0));
    e.replace(BoundedPatterns.cast(e, e.binary("and", e.binary("and", inTop, inRange), finite), op.result(0).type()));
    return true;
  }

  /** A parameter (rank 0, or [shape[0]] along the batch) broadcast to {@code t}, or null. */
  private static Value parameter(Emit e, Value p, RankedTensorType t) {
    RankedTensorType pt = TfShapes.staticTensor(p);
    if (pt == null || !pt.elementType().equals(t.elementType())) {
      return null;
    }
    if (pt.rank() == 0 || (pt.rank() == 1 && pt.shape()[0] == 1)) {
      return e.broadcastInDim(e.reshape(p, TfShapes.tensor(e.ctx, new long[0], t.elementType())), new long[0], t);
    }
    return pt.rank() == 1 && t.rank() >= 1 && pt.shape()[0] == t.shape()[0] ? e.broadcastInDim(p, new long[] {0}, t) : null;
  }

  /**
   * ParameterizedTruncatedNormal as tf2xla's kernel: u uniform in [smallest normal, 1), p =
   * cdf(alpha) + (cdf(beta) - cdf(alpha)) u for alpha = (min - mean) / stdev and beta = (max -
   * mean) / stdev, the sample mean + stdev sqrt(2) erfinv(2p - 1) clamped to [min, max].
   */
  private static boolean truncatedNormal(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || !(r.elementType() instanceof FloatType f)) {
      return why.dynamic(op, "the result must be a static float tensor");
    }
    Value[] params = new Value[4];
    for (int i = 0; i < 4; i++) {
      params[i] = parameter(e, op.operand(i + 1), r);
      if (params[i] == null) {
        return why.attribute(op, "means, stdevs, minvals and maxvals must be static scalars or vectors over the first dimension");
      }
    }
    Value u = e.op("rng", List.of(e.scalar(f, f.width() == 32 ? Float.MIN_NORMAL : f.width() == 64 ? Double.MIN_NORMAL : 6.103515625E-5),
        e.scalar(f, 1), e.i64s(r.shape())), r, e.attr("rng_distribution",
        org.jmlir.dialect.hlo.HloEnumAttr.get(e.ctx, Emit.NS, org.jmlir.dialect.hlo.HloEnum.RNG_DISTRIBUTION, "UNIFORM")));
    Value mean = params[0];
    Value stdev = params[1];
    Value sqrt2 = e.broadcastInDim(e.scalar(f, Math.sqrt(2)), new long[0], r);
    Value one = e.broadcastInDim(e.scalar(f, 1), new long[0], r);
    Value two = e.broadcastInDim(e.scalar(f, 2), new long[0], r);
    java.util.function.UnaryOperator<Value> cdf = x -> e.binary("divide",
        e.binary("add", one, e.chlo("erf", List.of(e.binary("divide", x, sqrt2)), r)), two);
    Value alpha = cdf.apply(e.binary("divide", e.binary("subtract", params[2], mean), stdev));
    Value beta = cdf.apply(e.binary("divide", e.binary("subtract", params[3], mean), stdev));
    Value p = e.binary("add", alpha, e.binary("multiply", e.binary("subtract", beta, alpha), u));
    Value x = e.binary("multiply", sqrt2, e.chlo("erf_inv", List.of(e.binary("subtract", e.binary("multiply", two, p), one)), r));
    e.replace(e.put(e.b.clamp(params[2], e.binary("add", mean, e.binary("multiply", x, stdev)), params[3])));
    return true;
  }

  private static boolean dynamicSlice(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    RankedTensorType starts = TfShapes.staticTensor(op.operand(1));
    long[] sizes = TfShapes.constInts(op.operand(2));
    if (sizes == null) {
      return why.attribute(op, "lowering requires operand #2 to be a constant");
    }
    if (in == null || starts == null || starts.rank() != 1 || starts.shape()[0] != in.rank() || sizes.length != in.rank()) {
      return why.dynamic(op, "the input must be ranked, the start indices a static vector of its rank");
    }
    List<Value> operands = new ArrayList<>();
    operands.add(op.operand(0));
    RankedTensorType scalar = TfShapes.tensor(e.ctx, new long[0], starts.elementType());
    for (int i = 0; i < in.rank(); i++) {
      Value one = e.put(e.b.slice(op.operand(1), new long[] {i}, new long[] {i + 1}, new long[] {1}));
      operands.add(e.reshape(one, scalar));
    }
    Value r = e.op("dynamic_slice", operands, TfShapes.tensor(e.ctx, sizes, in.elementType()), e.attr("slice_sizes", e.dims(sizes)));
    e.replace(BoundedPatterns.cast(e, r, op.result(0).type()));
    return true;
  }

  /**
   * XlaDot/XlaDotV2: {@code dot_general} with the {@code xla::DotDimensionNumbers} decoded from
   * the serialized {@code dimension_numbers} (fields 1-4: lhs/rhs contracting, lhs/rhs batch).
   */
  private static boolean xlaDot(Operation op, Emit e, Reasons why) {
    if (!(op.attr("dimension_numbers") instanceof StringAttr s)) {
      return why.attribute(op, "no dimension_numbers attribute");
    }
    List<List<Long>> fields = ShardingPatterns.repeatedInts(s.value(), 4);
    if (fields == null || TfShapes.ranked(op.operand(0)) == null || TfShapes.ranked(op.operand(1)) == null) {
      return why.attribute(op, "dimension_numbers is not a serialized xla::DotDimensionNumbers");
    }
    if (!(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "the result is unranked");
    }
    long[][] f = new long[4][];
    for (int i = 0; i < 4; i++) {
      f[i] = fields.get(i).stream().mapToLong(Long::longValue).toArray();
    }
    DotDimensionNumbersAttr dn = DotDimensionNumbersAttr.get(e.ctx, Emit.NS, f[2], f[3], f[0], f[1]);
    // XlaDotV2's preferred_element_type is the result's: dot_general takes it directly.
    e.replace(e.op("dot_general", List.of(op.operand(0), op.operand(1)), r, e.attr("dot_dimension_numbers", dn)));
    return true;
  }
}

package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * tf2xla kernels of a few network ops, as the HLO they build: LRN (a SAME {@code reduce_window}
 * sum of squares over the depth window, in f32 for narrower floats, then input * (bias + alpha
 * sum)^-beta), FakeQuantWithMinMaxArgs / FakeQuantWithMinMaxVars (the range nudged so that zero
 * is exact: scale = (max - min) / (quant_max - quant_min), the zero point rounded half away from
 * zero into [quant_min, quant_max]; then clamp, shift, floor(x / scale + 1/2), scale back; their
 * gradients pass the gradient inside the nudged range), and
 * XlaSort / XlaKeyValueSort ({@code sort} along the last dimension by XLA's less-than comparator,
 * a total order for floats, on the keys only), RandomShuffle (a sort of random keys with the
 * indices, then a gather of the rows).
 */
final class NnKernelPatterns {
  private NnKernelPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.LRN", (op, e) -> lrn(op, e, why)));
    out.add(p("tf.FakeQuantWithMinMaxArgs", (op, e) -> fakeQuant(op, e, why, false)));
    out.add(p("tf.FakeQuantWithMinMaxVars", (op, e) -> fakeQuant(op, e, why, true)));
    out.add(p("tf.FakeQuantWithMinMaxArgsGradient", (op, e) -> fakeQuantGrad(op, e, why, false)));
    out.add(p("tf.FakeQuantWithMinMaxVarsGradient", (op, e) -> fakeQuantGrad(op, e, why, true)));
    out.add(p("tf.XlaSort", (op, e) -> sort(op, e, why)));
    out.add(p("tf.XlaKeyValueSort", (op, e) -> sort(op, e, why)));
    out.add(p("tf.RandomShuffle", (op, e) -> shuffle(op, e, why)));
  }

  /**
   * RandomShuffle: a permutation of the first dimension from sorting random keys (as the tf2xla
   * kernel, which sorts random 32-bit keys with the indices; one round here, seeds not
   * modelled), then a gather of the rows in that order.
   */
  private static boolean shuffle(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || !TfShapes.isHloTensor(x)) {
      return why.dynamic(op, "the input must be static");
    }
    if (x.rank() == 0 || x.shape()[0] <= 1) {
      e.replace(op.operand(0));
      return true;
    }
    long n = x.shape()[0];
    org.jmlir.ir.type.IntegerType i32 = org.jmlir.ir.type.IntegerType.get(e.ctx, 32);
    RankedTensorType keysT = TfShapes.tensor(e.ctx, new long[] {n}, i32);
    Value keys = e.op("rng", List.of(e.scalar(i32, 0), e.scalar(i32, Integer.MAX_VALUE), e.i64s(new long[] {n})), keysT,
        e.attr("rng_distribution", org.jmlir.dialect.hlo.HloEnumAttr.get(e.ctx, Emit.NS, org.jmlir.dialect.hlo.HloEnum.RNG_DISTRIBUTION, "UNIFORM")));
    Value iota = e.put(e.b.iota(keysT, 0));
    HloOp sort = e.b.create("sort", List.of(keys, iota),
        List.of(e.attr("dimension", HloAttrs.i64(e.ctx, 0)), e.attr("is_stable", IntegerAttr.bool(e.ctx, false))), List.of(keysT, keysT), 1);
    e.binaryBody(sort, 0, i32, "compare_LT");
    // The comparator takes both operands' pairs: keys (0, 1) and indices (2, 3).
    Block body = sort.region(0).front();
    body.addArgument(RankedTensorType.get(e.ctx, new long[0], i32), op.location());
    body.addArgument(RankedTensorType.get(e.ctx, new long[0], i32), op.location());
    e.put(sort);
    Value perm = e.reshape(sort.result(1), TfShapes.tensor(e.ctx, new long[] {n, 1}, i32));
    long[] slice = x.shape().clone();
    slice[0] = 1;
    long[] offset = new long[x.rank() - 1];
    for (int i = 0; i < offset.length; i++) {
      offset[i] = i + 1;
    }
    var dn = org.jmlir.dialect.hlo.GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, offset, new long[] {0}, new long[0], new long[0],
        new long[] {0}, 1);
    e.replace(BoundedPatterns.cast(e, e.op("gather", List.of(op.operand(0), perm), x, e.attr("dimension_numbers", dn),
        e.attr("slice_sizes", e.dims(slice)), e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false))), op.result(0).type()));
    return true;
  }

  private static double floatAttr(Operation op, String name, double dflt) {
    return op.attr(name) instanceof FloatAttr f ? f.doubleValue() : dflt;
  }

  private static long intAttr(Operation op, String name, long dflt) {
    return op.attr(name) instanceof IntegerAttr i ? i.longValue() : dflt;
  }

  private static boolean lrn(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() != 4 || !(x.elementType() instanceof FloatType f)) {
      return why.dynamic(op, "the input must be a static 4-D float tensor");
    }
    long radius = intAttr(op, "depth_radius", 5);
    double bias = floatAttr(op, "bias", 1);
    double alpha = floatAttr(op, "alpha", 1);
    double beta = floatAttr(op, "beta", 0.5);
    Type acc = f.width() < 32 ? FloatType.get(e.ctx, FloatType.Kind.F32) : f;
    Value wide = e.convert(op.operand(0), acc);
    Value squares = e.binary("multiply", wide, wide);
    RankedTensorType wt = (RankedTensorType) squares.type();
    Value sum = e.reduceWindow(squares, e.scalar(acc, 0), new long[] {1, 1, 1, 2 * radius + 1}, new long[] {1, 1, 1, 1},
        new long[][] {{0, 0}, {0, 0}, {0, 0}, {radius, radius}}, "add", wt);
    Value sqrSum = e.convert(sum, f);
    Value base = e.bcast("add", e.scalar(f, bias), e.bcast("multiply", e.scalar(f, alpha), sqrSum, x), x);
    Value scale = e.bcast("power", base, e.scalar(f, -beta), x);
    e.replace(BoundedPatterns.cast(e, e.binary("multiply", op.operand(0), scale), op.result(0).type()));
    return true;
  }

  /** TensorFlow's nudged range of a fake quantization: {nudged min, nudged max, scale}, rank 0, or null (with the reason). */
  private static Value[] nudge(Operation op, Emit e, Reasons why, FloatType f, boolean vars, int minIndex) {
    long bits = intAttr(op, "num_bits", 8);
    boolean narrow = TfShapes.boolAttr(op, "narrow_range", false);
    double quantMin = narrow ? 1 : 0;
    double quantMax = (1L << bits) - 1;
    Value min;
    Value max;
    if (vars) {
      RankedTensorType mt = TfShapes.ranked(op.operand(minIndex));
      RankedTensorType nt = TfShapes.ranked(op.operand(minIndex + 1));
      if (mt == null || nt == null || mt.rank() != 0 || nt.rank() != 0) {
        why.attribute(op, "min and max must be scalars (per-channel ranges are the PerChannel ops)");
        return null;
      }
      min = op.operand(minIndex);
      max = op.operand(minIndex + 1);
    } else {
      min = e.scalar(f, floatAttr(op, "min", -6));
      max = e.scalar(f, floatAttr(op, "max", 6));
    }
    Value qMin = e.scalar(f, quantMin);
    Value qMax = e.scalar(f, quantMax);
    Value scale = e.binary("divide", e.binary("subtract", max, min), e.scalar(f, quantMax - quantMin));
    Value zeroFromMin = e.binary("subtract", qMin, e.binary("divide", min, scale));
    Value zero = e.put(e.b.select(e.compare("LE", zeroFromMin, qMin), qMin,
        e.put(e.b.select(e.compare("GE", zeroFromMin, qMax), qMax, e.unary("round_nearest_afz", zeroFromMin)))));
    return new Value[] {e.binary("multiply", e.binary("subtract", qMin, zero), scale), e.binary("multiply", e.binary("subtract", qMax, zero), scale),
        scale};
  }

  private static boolean fakeQuant(Operation op, Emit e, Reasons why, boolean vars) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || !(x.elementType() instanceof FloatType f)) {
      return why.dynamic(op, "the input must be a ranked float tensor");
    }
    Value[] range = nudge(op, e, why, f, vars, 1);
    if (range == null) {
      return false;
    }
    Value nudgedMin = range[0];
    Value nudgedMax = range[1];
    Value scale = range[2];
    // Quantize: clamp, shift, floor(x / scale + 1/2), scale back.
    Type t = op.result(0).type();
    Value clamped = e.put(e.b.clamp(nudgedMin, op.operand(0), nudgedMax));
    Value shifted = e.bcast("subtract", clamped, nudgedMin, t);
    Value invScale = e.binary("divide", e.scalar(f, 1), scale);
    Value rounded = e.unary("floor", e.bcast("add", e.bcast("multiply", shifted, invScale, t), e.scalar(f, 0.5), t));
    e.replace(e.bcast("add", e.bcast("multiply", rounded, scale, t), nudgedMin, t));
    return true;
  }

  /**
   * The fake quantization gradients: the gradient where the input lies in the nudged range, else 0;
   * the Vars form also sums the gradient below the range (min's) and above it (max's).
   */
  private static boolean fakeQuantGrad(Operation op, Emit e, Reasons why, boolean vars) {
    RankedTensorType g = TfShapes.ranked(op.operand(0));
    RankedTensorType x = TfShapes.ranked(op.operand(1));
    if (g == null || x == null || !g.equals(x) || !(x.elementType() instanceof FloatType f)) {
      return why.dynamic(op, "the gradients and inputs must be ranked float tensors of one shape");
    }
    Value[] range = nudge(op, e, why, f, vars, 2);
    if (range == null) {
      return false;
    }
    Type i1 = TfShapes.withElement(e.ctx, x, org.jmlir.ir.type.IntegerType.get(e.ctx, 1));
    Value below = e.bcast("compare", op.operand(1), range[0], i1,
        e.attr("comparison_direction", org.jmlir.dialect.chlo.ChloEnumAttr.get(e.ctx, org.jmlir.dialect.chlo.ChloEnumAttr.Kind.COMPARISON_DIRECTION, "LT")));
    Value above = e.bcast("compare", op.operand(1), range[1], i1,
        e.attr("comparison_direction", org.jmlir.dialect.chlo.ChloEnumAttr.get(e.ctx, org.jmlir.dialect.chlo.ChloEnumAttr.Kind.COMPARISON_DIRECTION, "GT")));
    Value zeros = e.bcast("multiply", op.operand(0), e.scalar(f, 0), x);
    Value outside = e.binary("or", below, above);
    Value inside = e.put(e.b.select(outside, zeros, op.operand(0)));
    if (!vars) {
      e.replace(inside);
      return true;
    }
    long[] all = TfShapes.iota(x.rank());
    Value minGrad = e.reduce(e.put(e.b.select(below, op.operand(0), zeros)), e.scalar(f, 0), all, "add");
    Value maxGrad = e.reduce(e.put(e.b.select(above, op.operand(0), zeros)), e.scalar(f, 0), all, "add");
    e.replace(inside, BoundedPatterns.cast(e, minGrad, op.result(1).type()), BoundedPatterns.cast(e, maxGrad, op.result(2).type()));
    return true;
  }

  private static boolean sort(Operation op, Emit e, Reasons why) {
    List<Type> types = new ArrayList<>();
    for (Value v : op.operands()) {
      if (TfShapes.ranked(v) == null || !TfShapes.isHloTensor(v.type())) {
        return why.dynamic(op, "the operands must be ranked HLO tensors");
      }
      types.add(v.type());
    }
    RankedTensorType keys = TfShapes.ranked(op.operand(0));
    if (keys.rank() == 0) {
      e.replace(op.operands().toArray(Value[]::new));
      return true;
    }
    HloOp sort = e.b.create("sort", op.operands(),
        List.of(e.attr("dimension", HloAttrs.i64(e.ctx, keys.rank() - 1)), e.attr("is_stable", IntegerAttr.bool(e.ctx, false))),
        types, 1);
    Block body = new Block();
    sort.region(0).addBlock(body);
    for (Value v : op.operands()) {
      Type el = TfShapes.element(v.type());
      body.addArgument(RankedTensorType.get(e.ctx, new long[0], el), op.location());
      body.addArgument(RankedTensorType.get(e.ctx, new long[0], el), op.location());
    }
    HloBuilder in = new HloBuilder(e.ctx, Emit.NS, op.location()).atEnd(body);
    String compareType = keys.elementType() instanceof FloatType ? "TOTALORDER" : null;
    in.returnOp(List.of(in.compare("LT", body.argument(0), body.argument(1), compareType).result(0)));
    e.put(sort);
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      results.add(BoundedPatterns.cast(e, sort.result(i), op.result(i).type()));
    }
    e.replace(results.toArray(Value[]::new));
    return true;
  }
}

package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.List;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** Linear algebra, reductions, convolutions, pools and normalizations (Java: computed attributes). */
final class NnPatterns {
  private NnPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.MatMul", (op, e) -> matmul(op, e, why)));
    out.add(p("tf.BatchMatMul", (op, e) -> batchMatmul(op, e, why)));
    out.add(p("tf.BatchMatMulV2", (op, e) -> batchMatmul(op, e, why)));
    out.add(p("tf.BatchMatMulV3", (op, e) -> batchMatmul(op, e, why)));
    out.add(p("tf.BiasAdd", (op, e) -> biasAdd(op, e, why)));
    out.add(p("tf.Softmax", (op, e) -> softmax(op, e, why, false)));
    out.add(p("tf.LogSoftmax", (op, e) -> softmax(op, e, why, true)));
    out.add(p("tf.Sum", (op, e) -> reduction(op, e, why, "add", 0, false)));
    out.add(p("tf.Mean", (op, e) -> reduction(op, e, why, "add", 0, true)));
    out.add(p("tf.Prod", (op, e) -> reduction(op, e, why, "multiply", 1, false)));
    out.add(p("tf.Max", (op, e) -> reduction(op, e, why, "maximum", Double.NEGATIVE_INFINITY, false)));
    out.add(p("tf.Min", (op, e) -> reduction(op, e, why, "minimum", Double.POSITIVE_INFINITY, false)));
    out.add(p("tf.All", (op, e) -> reduction(op, e, why, "and", 1, false)));
    out.add(p("tf.Any", (op, e) -> reduction(op, e, why, "or", 0, false)));
    out.add(p("tf.ArgMax", (op, e) -> argMinMax(op, e, why, "GT")));
    out.add(p("tf.ArgMin", (op, e) -> argMinMax(op, e, why, "LT")));
    out.add(p("tf.Conv2D", (op, e) -> conv(op, e, why, false)));
    out.add(p("tf.Conv3D", (op, e) -> conv(op, e, why, false)));
    out.add(p("tf.DepthwiseConv2dNative", (op, e) -> conv(op, e, why, true)));
    out.add(p("tf.MaxPool", (op, e) -> pool(op, e, why, true)));
    out.add(p("tf.AvgPool", (op, e) -> pool(op, e, why, false)));
    out.add(p("tf.MaxPool3D", (op, e) -> pool(op, e, why, true)));
    out.add(p("tf.AvgPool3D", (op, e) -> pool(op, e, why, false)));
    out.add(p("tf.FusedBatchNorm", (op, e) -> batchNorm(op, e, why)));
    out.add(p("tf.FusedBatchNormV2", (op, e) -> batchNorm(op, e, why)));
    out.add(p("tf.FusedBatchNormV3", (op, e) -> batchNorm(op, e, why)));
    out.add(p("tf.Cumsum", (op, e) -> cumulative(op, e, why, "add", 0)));
    out.add(p("tf.Cumprod", (op, e) -> cumulative(op, e, why, "multiply", 1)));
    // tf2xla's scan kernel: a log-add-exp window from -inf (floats only).
    out.add(p("tf.CumulativeLogsumexp", (op, e) -> TfShapes.isFloat(op.operand(0).type())
        ? cumulative(op, e, why, "logaddexp", Double.NEGATIVE_INFINITY)
        : why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "'tf.CumulativeLogsumexp' of a non-float tensor")));
    out.add(p("tf.Einsum", (op, e) -> einsum(op, e, why)));
    out.add(p("tf.LeakyRelu", (op, e) -> leakyRelu(op, e, why)));
    out.add(p("tf.TopKV2", (op, e) -> topK(op, e, why)));
    out.add(p("tf.BiasAddGrad", (op, e) -> biasAddGrad(op, e, why)));
    out.add(p("tf.SoftmaxCrossEntropyWithLogits", (op, e) -> crossEntropy(op, e, why)));
    out.add(p("tf.SparseSoftmaxCrossEntropyWithLogits", (op, e) -> sparseCrossEntropy(op, e, why)));
    out.add(p("tf.RandomUniform", (op, e) -> random(op, e, why, "UNIFORM")));
    out.add(p("tf.RandomStandardNormal", (op, e) -> random(op, e, why, "NORMAL")));
  }

  private static boolean matmul(Operation op, Emit e, Reasons why) {
    RankedTensorType a = TfShapes.ranked(op.operand(0));
    RankedTensorType b = TfShapes.ranked(op.operand(1));
    if (a == null || b == null) {
      return why.dynamic(op, "operands must be ranked");
    }
    if (a.rank() != 2 || b.rank() != 2) {
      return why.attribute(op, "operands must be matrices");
    }
    // TensorFlow's rule: a dot of the operands, each transposed first when its flag says so.
    Value x = TfShapes.boolAttr(op, "transpose_a", false) ? e.put(e.b.transpose(op.operand(0), new long[] {1, 0})) : op.operand(0);
    Value y = TfShapes.boolAttr(op, "transpose_b", false) ? e.put(e.b.transpose(op.operand(1), new long[] {1, 0})) : op.operand(1);
    e.replace(e.op("dot", List.of(x, y), op.result(0).type()));
    return true;
  }

  private static boolean batchMatmul(Operation op, Emit e, Reasons why) {
    RankedTensorType a = TfShapes.ranked(op.operand(0));
    RankedTensorType b = TfShapes.ranked(op.operand(1));
    if (a == null || b == null || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "operands and result must be ranked");
    }
    boolean adjX = TfShapes.boolAttr(op, "adj_x", false);
    boolean adjY = TfShapes.boolAttr(op, "adj_y", false);
    Value x = op.operand(0);
    Value y = op.operand(1);
    if (adjX && a.elementType() instanceof org.jmlir.ir.type.ComplexType) {
      x = e.chlo("conj", List.of(x), x.type());
    }
    if (adjY && b.elementType() instanceof org.jmlir.ir.type.ComplexType) {
      y = e.chlo("conj", List.of(y), y.type());
    }
    int rank = r.rank();
    // Broadcast the batch dimensions of both operands to the result's: -xla-legalize-tf as
    // TensorFlow (through the shape dialect), else with static broadcasts.
    // (BatchMatMulV3 goes through a tf2xla kernel in TensorFlow: static broadcasts here.)
    if (TfLegalization.target(e.ctx) == TfLegalization.Target.MHLO && !op.name().equals("tf.BatchMatMulV3") && a.rank() >= 2 && b.rank() >= 2) {
      Value[] xy = TfBatchBroadcast.apply(e, x, y, r);
      x = xy[0];
      y = xy[1];
    } else {
      x = broadcastBatch(e, x, a, r, rank);
      y = broadcastBatch(e, y, b, r, rank);
    }
    if (x == null || y == null) {
      return why.dynamic(op, "batch dimensions that need a run-time broadcast");
    }
    long[] batch = TfShapes.iota(rank - 2);
    e.replace(dot(e, x, y, batch, new long[] {adjX ? rank - 2 : rank - 1}, new long[] {adjY ? rank - 1 : rank - 2}, r));
    return true;
  }

  private static Value dot(Emit e, Value x, Value y, long[] batch, long[] lc, long[] rc, Type result) {
    var dn = org.jmlir.dialect.hlo.DotDimensionNumbersAttr.get(e.ctx, Emit.NS, batch, batch, lc, rc);
    return e.op("dot_general", List.of(x, y), result, e.attr("dot_dimension_numbers", dn));
  }

  private static Value broadcastBatch(Emit e, Value v, RankedTensorType t, RankedTensorType result, int rank) {
    boolean same = t.rank() == rank;
    for (int i = 0; same && i < rank - 2; i++) {
      long have = t.shape()[i];
      long want = result.shape()[i];
      same = have == want || (have == TfShapes.DYNAMIC && want == TfShapes.DYNAMIC);
    }
    if (same) {
      return v;
    }
    if (!t.hasStaticShape() || !result.hasStaticShape()) {
      return null;
    }
    long[] shape = result.shape().clone();
    shape[rank - 2] = t.shape()[t.rank() - 2];
    shape[rank - 1] = t.shape()[t.rank() - 1];
    long[] dims = new long[t.rank()];
    for (int i = 0; i < t.rank(); i++) {
      dims[i] = rank - t.rank() + i;
    }
    return e.broadcastInDim(v, dims, TfShapes.tensor(e.ctx, shape, t.elementType()));
  }

  private static boolean biasAdd(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || TfShapes.ranked(op.operand(1)) == null) {
      return why.dynamic(op, "operands must be ranked");
    }
    String format = TfShapes.stringAttr(op, "data_format", "NHWC");
    long feature = format.startsWith("NC") ? 1 : x.rank() - 1;
    e.replace(e.binary("add", op.operand(0), e.expandTo(op.operand(1), new long[] {feature}, op.operand(0))));
    return true;
  }

  private static boolean softmax(Operation op, Emit e, Reasons why, boolean log) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || x.rank() == 0) {
      return why.dynamic(op, "the logits must be ranked, rank 1 or more");
    }
    int last = x.rank() - 1;
    Type el = x.elementType();
    Value logits = op.operand(0);
    long[] keep = TfShapes.iota(last);
    Value max = e.reduce(logits, e.scalar(el, Double.NEGATIVE_INFINITY), new long[] {last}, "maximum");
    Value shifted = e.binary("subtract", logits, e.expandTo(max, keep, logits));
    Value exp = e.unary("exponential", shifted);
    Value sum = e.reduce(exp, e.scalar(el, 0), new long[] {last}, "add");
    if (log) {
      Value logSum = e.unary("log", sum);
      e.replace(e.binary("subtract", shifted, e.expandTo(logSum, keep, logits)));
    } else {
      e.replace(e.binary("divide", exp, e.expandTo(sum, keep, logits)));
    }
    return true;
  }

  private static org.jmlir.ir.attr.NamedAttribute bdims(Emit e, long[] dims) {
    return e.attr("broadcast_dimensions", org.jmlir.ir.attr.DenseArrayAttr.get(e.ctx, IntegerType.get(e.ctx, 64), dims));
  }

  private static boolean reduction(Operation op, Emit e, Reasons why, String reducer, double init, boolean mean) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    long[] axes = TfShapes.constInts(op.operand(1));
    if (x == null) {
      return why.dynamic(op, "the input is unranked");
    }
    if (axes == null) {
      return why.attribute(op, "reduction_indices is not a constant");
    }
    if (!TfShapes.isHloTensor(x)) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "element type has no HLO equivalent");
    }
    Type el = x.elementType();
    double start = init;
    if (el instanceof IntegerType it && Double.isInfinite(init)) {
      // Integer max/min start from the type's extreme value.
      int w = it.width();
      start = it.isUnsigned() ? (init < 0 ? 0 : Math.pow(2, w) - 1) : (init < 0 ? -Math.pow(2, w - 1) : Math.pow(2, w - 1) - 1);
    }
    java.util.TreeSet<Long> dims = new java.util.TreeSet<>();
    for (long a : axes) {
      dims.add(TfShapes.axis(a, x.rank()));
    }
    long[] d = dims.stream().mapToLong(Long::longValue).toArray();
    Value initValue = el instanceof IntegerType it && it.width() == 1
        ? e.splat(TfShapes.tensor(e.ctx, new long[0], el), java.math.BigInteger.valueOf((long) start))
        : e.scalar(el, start);
    Value r = e.reduce(op.operand(0), initValue, d, reducer);
    if (mean) {
      long count = 1;
      boolean known = true;
      for (long a : d) {
        known &= x.shape()[(int) a] != TfShapes.DYNAMIC;
        count *= x.shape()[(int) a];
      }
      if (known) {
        r = e.chlo("broadcast_divide", List.of(r, e.scalar(el, count)), r.type(), bdims(e, new long[0]));
      } else {
        Value n = null;
        for (long a : d) {
          Value s = e.op("get_dimension_size", List.of(op.operand(0)), null, e.attr("dimension", HloAttrs.i64(e.ctx, a)));
          n = n == null ? s : e.binary("multiply", n, s);
        }
        r = e.chlo("broadcast_divide", List.of(r, e.convert(n, el)), r.type(), bdims(e, new long[0]));
      }
    }
    Type resultType = op.result(0).type();
    if (TfShapes.boolAttr(op, "keep_dims", false)) {
      if (resultType instanceof RankedTensorType rt && rt.hasStaticShape()) {
        r = e.reshape(r, rt);
      } else if (resultType instanceof RankedTensorType rt) {
        // Kept dimensions become 1; the others are the reduced value's, in order.
        int[] src = new int[rt.rank()];
        for (int i = 0, j = 0; i < rt.rank(); i++) {
          src[i] = dims.contains((long) i) ? -1 : j++;
        }
        r = ArrayPatterns.dynamicReshape(e, r, rt, src);
      } else {
        return why.dynamic(op, "keep_dims with an unranked result");
      }
    }
    e.replace(r);
    return true;
  }

  private static boolean argMinMax(Operation op, Emit e, Reasons why, String direction) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    Long axisValue = TfShapes.constInt(op.operand(1));
    if (x == null) {
      return why.dynamic(op, "the input is unranked");
    }
    if (axisValue == null) {
      return why.attribute(op, "the dimension operand is not a constant");
    }
    long axis = TfShapes.axis(axisValue, x.rank());
    e.replace(argReduce(e, op.operand(0), axis, op.result(0).type(), direction));
    return true;
  }

  /**
   * The index (of {@code resultType}) of the largest ("GT") or smallest ("LT") element of
   * {@code input} along {@code axis}, as TensorFlow's ArgMax/ArgMin: ties (and NaNs first) take the
   * smaller index.
   */
  static Value argReduce(Emit e, Value input, long axis, Type resultType, String direction) {
    RankedTensorType x = (RankedTensorType) input.type();
    Operation op = e.root;
    Type el = x.elementType();
    Type idx = TfShapes.element(resultType);
    // Unknown extents (a batch): the indices are a dynamic_iota of the input's run-time shape.
    Value iota = x.hasStaticShape() ? e.put(e.b.iota(TfShapes.tensor(e.ctx, x.shape(), idx), axis))
        : e.put(e.b.create("dynamic_iota", List.of(ShapeToStablehlo.shapeOf(e.ctx, op, input)),
            List.of(e.attr("iota_dimension", HloAttrs.i64(e.ctx, axis))), List.of(TfShapes.tensor(e.ctx, x.shape(), idx)), 0));
    Value initV = e.scalar(el, direction.equals("GT") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
    if (el instanceof IntegerType it) {
      int w = it.width();
      initV = e.scalar(el, direction.equals("GT") ? -Math.pow(2, w - 1) : Math.pow(2, w - 1) - 1);
    }
    Value initI = e.scalar(idx, 0);
    HloOp reduce = e.b.create("reduce", List.of(input, iota, initV, initI),
        List.of(e.attr("dimensions", e.dims(new long[] {axis}))),
        List.of(TfShapes.withElement(e.ctx, resultType, el), resultType), 1);
    Block body = new Block();
    reduce.region(0).addBlock(body);
    RankedTensorType sv = TfShapes.tensor(e.ctx, new long[0], el);
    RankedTensorType si = TfShapes.tensor(e.ctx, new long[0], idx);
    Value v1 = body.addArgument(sv, op.location());
    Value i1 = body.addArgument(si, op.location());
    Value v2 = body.addArgument(sv, op.location());
    Value i2 = body.addArgument(si, op.location());
    HloBuilder in = new HloBuilder(e.ctx, Emit.NS, op.location()).atEnd(body);
    // TensorFlow's ArgMax: the larger value wins; ties (and NaNs first) take the smaller index.
    Value better = in.compare(direction, v1, v2, null).result(0);
    Value equal = in.compare("EQ", v1, v2, null).result(0);
    Value smallerIndex = in.compare("LT", i1, i2, null).result(0);
    Value tieBreak = in.binary("and", equal, smallerIndex).result(0);
    Value pick = in.binary("or", better, tieBreak).result(0);
    if (el instanceof FloatType) {
      Value nan = in.compare("NE", v1, v1, null).result(0);
      pick = in.binary("or", pick, nan).result(0);
    }
    Value v = in.select(pick, v1, v2).result(0);
    Value i = in.select(pick, i1, i2).result(0);
    in.returnOp(List.of(v, i));
    e.put(reduce);
    return reduce.result(1);
  }

  /** Explicit (low, high) pads per spatial dimension for TensorFlow's SAME/VALID/EXPLICIT padding. */
  static long[][] padding(Operation op, long[] inSpatial, long[] windowSpatial, long[] strides, long[] dilations, long[] explicit,
      int[] spatialDims) {
    String mode = TfShapes.stringAttr(op, "padding", "VALID");
    long[][] pads = new long[inSpatial.length][2];
    for (int i = 0; i < inSpatial.length; i++) {
      if (mode.equals("SAME")) {
        pads[i] = TfShapes.samePad(inSpatial[i], windowSpatial[i], strides[i], dilations[i]);
      } else if (mode.equals("EXPLICIT") && explicit != null) {
        pads[i][0] = explicit[2 * spatialDims[i]];
        pads[i][1] = explicit[2 * spatialDims[i] + 1];
      }
    }
    return pads;
  }

  private static boolean conv(Operation op, Emit e, Reasons why, boolean depthwise) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    RankedTensorType filter = TfShapes.staticTensor(op.operand(1));
    if (in == null || filter == null) {
      return why.dynamic(op, "the input must be ranked and the filter static");
    }
    int rank = in.rank();
    int nSpatial = rank - 2;
    String format = TfShapes.stringAttr(op, "data_format", rank == 5 ? "NDHWC" : "NHWC");
    boolean channelsFirst = format.startsWith("NC");
    long featureDim = channelsFirst ? 1 : rank - 1;
    long[] spatial = new long[nSpatial];
    int[] spatialIdx = new int[nSpatial];
    for (int i = 0; i < nSpatial; i++) {
      spatial[i] = channelsFirst ? 2 + i : 1 + i;
      spatialIdx[i] = (int) spatial[i];
    }
    long[] strides = TfShapes.intsAttr(op, "strides");
    long[] dil = TfShapes.intsAttr(op, "dilations");
    long[] s = new long[nSpatial];
    long[] d = new long[nSpatial];
    long[] inSpatial = new long[nSpatial];
    long[] win = new long[nSpatial];
    for (int i = 0; i < nSpatial; i++) {
      s[i] = strides == null ? 1 : strides[spatialIdx[i]];
      d[i] = dil == null ? 1 : dil[spatialIdx[i]];
      inSpatial[i] = in.shape()[spatialIdx[i]];
      win[i] = filter.shape()[i];
    }
    boolean same = TfShapes.stringAttr(op, "padding", "VALID").equals("SAME");
    for (long v : inSpatial) {
      if (same && v == TfShapes.DYNAMIC) {
        return why.dynamic(op, "SAME padding of a dynamic spatial dimension");
      }
    }
    long[][] pads = padding(op, inSpatial, win, s, d, TfShapes.intsAttr(op, "explicit_paddings"), spatialIdx);
    long inChannels = in.shape()[(int) featureDim];
    Value kernel = op.operand(1);
    long groups = 1;
    if (depthwise) {
      // [H, W, C, M] -> [H, W, 1, C*M] with C feature groups.
      long[] ks = filter.shape().clone();
      ks[nSpatial] = 1;
      ks[nSpatial + 1] = filter.shape()[nSpatial] * filter.shape()[nSpatial + 1];
      kernel = e.reshape(kernel, TfShapes.tensor(e.ctx, ks, filter.elementType()));
      groups = filter.shape()[nSpatial];
    } else if (inChannels != TfShapes.DYNAMIC && inChannels != filter.shape()[nSpatial]) {
      groups = inChannels / filter.shape()[nSpatial];
    }
    long[] kSpatial = TfShapes.iota(nSpatial);
    ConvDimensionNumbersAttr dn = ConvDimensionNumbersAttr.get(e.ctx, Emit.NS, 0, featureDim, spatial,
        nSpatial, nSpatial + 1, kSpatial, 0, featureDim, spatial);
    var padAttr = e.padding(pads);
    e.replace(e.op("convolution", List.of(op.operand(0), kernel), op.result(0).type(),
        e.attr("window_strides", e.dims(s)), e.attr("padding", padAttr), e.attr("rhs_dilation", e.dims(d)),
        e.attr("dimension_numbers", dn), e.attr("feature_group_count", HloAttrs.i64(e.ctx, groups)),
        e.attr("batch_group_count", HloAttrs.i64(e.ctx, 1))));
    return true;
  }

  private static boolean pool(Operation op, Emit e, Reasons why, boolean max) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    long[] ksize = TfShapes.intsAttr(op, "ksize");
    long[] strides = TfShapes.intsAttr(op, "strides");
    if (in == null || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "input and result must be ranked");
    }
    if (ksize == null || strides == null || ksize.length != in.rank()) {
      return why.attribute(op, "ksize and strides must list every dimension");
    }
    boolean same = TfShapes.stringAttr(op, "padding", "VALID").equals("SAME");
    long[][] pads = new long[in.rank()][2];
    if (same) {
      for (int i = 0; i < in.rank(); i++) {
        long size = in.shape()[i];
        if (size == TfShapes.DYNAMIC && ksize[i] != 1) {
          return why.dynamic(op, "SAME padding of a dynamic dimension");
        }
        if (size == TfShapes.DYNAMIC) {
          continue;
        }
        pads[i] = TfShapes.samePad(size, ksize[i], strides[i], 1);
      }
    }
    Type el = in.elementType();
    if (max) {
      e.replace(e.reduceWindow(op.operand(0), e.scalar(el, Double.NEGATIVE_INFINITY), ksize, strides, same ? pads : null, "maximum", r));
      return true;
    }
    Value sum = e.reduceWindow(op.operand(0), e.scalar(el, 0), ksize, strides, same ? pads : null, "add", r);
    if (!same) {
      long count = 1;
      for (long k : ksize) {
        count *= k;
      }
      e.replace(e.chlo("broadcast_divide", List.of(sum, e.scalar(el, count)), r, bdims(e, new long[0])));
      return true;
    }
    // SAME: divide by the number of elements each window covers inside the input. Dynamic
    // dimensions (the batch) must have window 1 and stride 1: the counts do not depend on them.
    long[] onesShape = in.shape().clone();
    long[] countShape = r.shape().clone();
    for (int i = 0; i < onesShape.length; i++) {
      if (onesShape[i] == TfShapes.DYNAMIC) {
        if (ksize[i] != 1 || strides[i] != 1) {
          return why.dynamic(op, "SAME average pooling over a dynamic dimension");
        }
        onesShape[i] = 1;
        countShape[i] = 1;
      }
    }
    Value ones = e.splat(TfShapes.tensor(e.ctx, onesShape, el), Emit.bits(e.ctx, el, 1));
    Value counts = e.reduceWindow(ones, e.scalar(el, 0), ksize, strides, pads, "add", TfShapes.tensor(e.ctx, countShape, el));
    e.replace(in.hasStaticShape() ? e.binary("divide", sum, counts) : e.bcast("divide", sum, counts, r));
    return true;
  }

  private static boolean batchNorm(Operation op, Emit e, Reasons why) {
    if (TfShapes.boolAttr(op, "is_training", true)) {
      return why.attribute(op, "is_training = true (only inference is supported)");
    }
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null) {
      return why.dynamic(op, "the input is unranked");
    }
    String format = TfShapes.stringAttr(op, "data_format", "NHWC");
    long feature = format.startsWith("NC") ? 1 : x.rank() - 1;
    float eps = op.attr("epsilon") instanceof org.jmlir.ir.attr.FloatAttr f ? (float) f.doubleValue() : 0.0001f;
    Type scaleEl = TfShapes.element(op.operand(1).type());
    Value input = e.convert(op.operand(0), scaleEl);
    Value y = e.op("batch_norm_inference", List.of(input, op.operand(1), op.operand(2), op.operand(3), op.operand(4)),
        TfShapes.withElement(e.ctx, x, scaleEl),
        e.attr("epsilon", org.jmlir.ir.attr.FloatAttr.get(e.ctx, FloatType.get(e.ctx, FloatType.Kind.F32), eps)),
        e.attr("feature_index", HloAttrs.i64(e.ctx, feature)));
    y = e.convert(y, x.elementType());
    java.util.List<Value> results = new java.util.ArrayList<>(List.of(y, op.operand(3), op.operand(4), op.operand(3), op.operand(4)));
    for (int i = 5; i < op.numResults(); i++) {
      if (!(op.result(i).type() instanceof RankedTensorType rs) || !rs.hasStaticShape()) {
        return why.dynamic(op, "reserve_space result without a static shape");
      }
      results.add(e.splat(rs, Emit.bits(e.ctx, rs.elementType(), 0)));
    }
    e.rw.replaceOp(op, results.subList(0, op.numResults()));
    return true;
  }

  private static boolean cumulative(Operation op, Emit e, Reasons why, String reducer, double init) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    Long axisValue = TfShapes.constInt(op.operand(1));
    if (x == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (axisValue == null) {
      return why.attribute(op, "the axis is not a constant");
    }
    int rank = x.rank();
    long axis = TfShapes.axis(axisValue, rank);
    boolean exclusive = TfShapes.boolAttr(op, "exclusive", false);
    boolean reverse = TfShapes.boolAttr(op, "reverse", false);
    Value in = op.operand(0);
    if (reverse) {
      in = e.put(e.b.reverse(in, new long[] {axis}));
    }
    long n = x.shape()[(int) axis];
    long[] window = new long[rank];
    long[] strides = new long[rank];
    java.util.Arrays.fill(window, 1);
    java.util.Arrays.fill(strides, 1);
    window[(int) axis] = n;
    long[][] pads = new long[rank][2];
    pads[(int) axis][0] = n - 1;
    Value r = e.reduceWindow(in, e.scalar(x.elementType(), init), window, strides, pads, reducer, x);
    if (exclusive) {
      long[] low = new long[rank];
      long[] high = new long[rank];
      low[(int) axis] = 1;
      high[(int) axis] = -1;
      r = e.put(e.b.pad(r, e.scalar(x.elementType(), init), low, high, new long[rank]));
    }
    if (reverse) {
      r = e.put(e.b.reverse(r, new long[] {axis}));
    }
    e.replace(r);
    return true;
  }

  private static boolean einsum(Operation op, Emit e, Reasons why) {
    if (!(op.attr("equation") instanceof StringAttr eq)) {
      return why.attribute(op, "no equation");
    }
    if (op.numOperands() == 1) {
      e.replace(e.op("unary_einsum", List.of(op.operand(0)), op.result(0).type(), e.attr("einsum_config", eq)));
    } else if (op.numOperands() == 2) {
      e.replace(e.op("einsum", List.of(op.operand(0), op.operand(1)), op.result(0).type(), e.attr("einsum_config", eq)));
    } else {
      return why.attribute(op, "einsum of " + op.numOperands() + " operands");
    }
    return true;
  }

  private static boolean leakyRelu(Operation op, Emit e, Reasons why) {
    Value x = op.operand(0);
    if (!TfShapes.isHloTensor(x.type()) || !TfShapes.isFloat(x.type())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "LeakyRelu of a non-float tensor");
    }
    double alpha = op.attr("alpha") instanceof org.jmlir.ir.attr.FloatAttr f ? f.doubleValue() : 0.2;
    Type el = TfShapes.element(x.type());
    Value scaled = e.chlo("broadcast_multiply", List.of(x, e.scalar(el, alpha)), x.type(), bdims(e, new long[0]));
    Value positive = e.bcompare("GT", x, e.scalar(el, 0));
    e.replace(e.chlo("broadcast_select", List.of(positive, x, scaled), x.type()));
    return true;
  }

  /** The sum of the gradients over every dimension but the feature one. */
  private static boolean biasAddGrad(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || x.rank() < 2) {
      return why.dynamic(op, "the gradient must be ranked, rank 2 or more");
    }
    long feature = TfShapes.stringAttr(op, "data_format", "NHWC").startsWith("NC") ? 1 : x.rank() - 1;
    long[] dims = new long[x.rank() - 1];
    for (int i = 0, j = 0; i < x.rank(); i++) {
      if (i != feature) {
        dims[j++] = i;
      }
    }
    e.replace(e.reduce(op.operand(0), e.scalar(x.elementType(), 0), dims, "add"));
    return true;
  }

  /** loss = sum(labels * -log_softmax(logits)), backprop = softmax(logits) - labels, over the last dimension. */
  private static boolean crossEntropy(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || x.rank() != 2 || !op.operand(1).type().equals(x)) {
      return why.dynamic(op, "logits and labels must be rank-2 tensors of the same type");
    }
    e.rw.replaceOp(op, crossEntropyOf(e, op.operand(0), op.operand(1)));
    return true;
  }

  /**
   * SparseSoftmaxCrossEntropyWithLogits: the dense form with one-hot labels (an iota along the
   * classes compared with each row's label).
   */
  private static boolean sparseCrossEntropy(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    RankedTensorType labels = TfShapes.ranked(op.operand(1));
    if (x == null || x.rank() != 2 || labels == null || labels.rank() != 1) {
      return why.dynamic(op, "the logits must be a static matrix and the labels a vector");
    }
    RankedTensorType idx = TfShapes.tensor(e.ctx, x.shape(), labels.elementType());
    Value hot = e.compare("EQ", e.put(e.b.iota(idx, 1)), e.broadcastInDim(op.operand(1), new long[] {0}, idx));
    Value dense = e.put(e.b.select(hot, e.splat(x, Emit.bits(e.ctx, x.elementType(), 1)), e.splat(x, java.math.BigInteger.ZERO)));
    e.rw.replaceOp(op, crossEntropyOf(e, op.operand(0), dense));
    return true;
  }

  /** (loss, backprop) of logits against dense labels, over the last dimension of a matrix. */
  private static List<Value> crossEntropyOf(Emit e, Value logits, Value labels) {
    Type el = TfShapes.element(logits.type());
    long[] keep = {0};
    Value max = e.reduce(logits, e.scalar(el, Double.NEGATIVE_INFINITY), new long[] {1}, "maximum");
    Value shifted = e.binary("subtract", logits, e.expandTo(max, keep, logits));
    Value exp = e.unary("exponential", shifted);
    Value sum = e.reduce(exp, e.scalar(el, 0), new long[] {1}, "add");
    Value logSoftmax = e.binary("subtract", shifted, e.expandTo(e.unary("log", sum), keep, logits));
    Value loss = e.reduce(e.binary("multiply", labels, e.unary("negate", logSoftmax)), e.scalar(el, 0), new long[] {1}, "add");
    Value softmax = e.binary("divide", exp, e.expandTo(sum, keep, logits));
    return List.of(loss, e.binary("subtract", softmax, labels));
  }

  /** stablehlo.rng between 0 and 1 (uniform) or with mean 0 and deviation 1 (normal); seeds are not modelled. */
  private static boolean random(Operation op, Emit e, Reasons why, String distribution) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !TfShapes.isFloat(r)) {
      return why.dynamic(op, "the result must be a ranked float tensor");
    }
    Value shape = e.convert(op.operand(0), IntegerType.get(e.ctx, 64));
    Value a = e.scalar(r.elementType(), 0);
    Value b = e.scalar(r.elementType(), 1);
    e.replace(e.op("rng", List.of(a, b, shape), r, e.attr("rng_distribution",
        org.jmlir.dialect.hlo.HloEnumAttr.get(e.ctx, Emit.NS, org.jmlir.dialect.hlo.HloEnum.RNG_DISTRIBUTION, distribution))));
    return true;
  }

  private static boolean topK(Operation op, Emit e, Reasons why) {
    Long k = TfShapes.constInt(op.operand(1));
    if (k == null) {
      return why.attribute(op, "k is not a constant");
    }
    if (TfShapes.ranked(op.operand(0)) == null) {
      return why.dynamic(op, "the input is unranked");
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(e.ctx, "chlo.top_k", op.location());
    s.addOperands(List.of(op.operand(0)));
    s.addTypes(List.of(op.result(0).type(), op.result(1).type()));
    s.addAttribute("k", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), k));
    Operation t = e.rw.create(s);
    e.rw.replaceOp(op, t.results());
    return true;
  }
}

package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.List;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The gradients of pools and convolutions, as TensorFlow's bridge writes them: MaxPoolGrad is a
 * select_and_scatter (select the first maximum of each window with GE, add the gradients);
 * AvgPoolGrad divides the gradient by the window sizes, dilates it by the strides and sums it over
 * the windows; Conv*BackpropInput is the convolution of the dilated gradient with the spatially
 * reversed filter whose feature dimensions swap; Conv*BackpropFilter convolves the input (its batch
 * and feature dimensions swapped) with the gradient as the kernel, dilated by the strides.
 */
final class GradPatterns {
  private GradPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.MaxPoolGrad", (op, e) -> maxPoolGrad(op, e, why, TfShapes.intsAttr(op, "ksize"), TfShapes.intsAttr(op, "strides"))));
    out.add(p("tf.MaxPool3DGrad", (op, e) -> maxPoolGrad(op, e, why, TfShapes.intsAttr(op, "ksize"), TfShapes.intsAttr(op, "strides"))));
    out.add(p("tf.MaxPoolGradV2", (op, e) -> maxPoolGrad(op, e, why, TfShapes.constInts(op.operand(3)), TfShapes.constInts(op.operand(4)))));
    out.add(p("tf.AvgPoolGrad", (op, e) -> avgPoolGrad(op, e, why)));
    out.add(p("tf.AvgPool3DGrad", (op, e) -> avgPoolGrad(op, e, why)));
    out.add(p("tf.Conv2DBackpropInput", (op, e) -> backpropInput(op, e, why, TfShapes.constInts(op.operand(0)))));
    out.add(p("tf.Conv3DBackpropInputV2", (op, e) -> backpropInput(op, e, why, TfShapes.constInts(op.operand(0)))));
    out.add(p("tf.Conv3DBackpropInput", (op, e) -> backpropInput(op, e, why, staticShape(op.operand(0)))));
    out.add(p("tf.Conv2DBackpropFilter", (op, e) -> backpropFilter(op, e, why, TfShapes.constInts(op.operand(1)), false)));
    out.add(p("tf.Conv3DBackpropFilterV2", (op, e) -> backpropFilter(op, e, why, TfShapes.constInts(op.operand(1)), false)));
    out.add(p("tf.Conv3DBackpropFilter", (op, e) -> backpropFilter(op, e, why, staticShape(op.operand(1)), false)));
    out.add(p("tf.DepthwiseConv2dNativeBackpropFilter", (op, e) -> backpropFilter(op, e, why, TfShapes.constInts(op.operand(1)), true)));
    for (String v : new String[] {"", "V2", "V3"}) {
      out.add(p("tf.FusedBatchNormGrad" + v, (op, e) -> batchNormGrad(op, e, why)));
    }
  }

  /**
   * FusedBatchNormGrad(V2/V3) (y_backprop, x, scale, mean, variance): training is
   * {@code batch_norm_grad}; inference computes x_backprop = dy * scale * rsqrt(var + eps),
   * scale_backprop = sum(dy * (x - mean)) * rsqrt(var + eps) and offset_backprop = sum(dy) over
   * every dimension but the feature one. The reserve-space results are zeros. Half-precision
   * operands are computed in the scale's type.
   */
  private static boolean batchNormGrad(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(1));
    RankedTensorType scale = TfShapes.ranked(op.operand(2));
    if (x == null || scale == null || scale.rank() != 1) {
      return why.dynamic(op, "x must be ranked and scale a vector");
    }
    for (int i = 3; i < op.numResults(); i++) {
      if (!(op.result(i).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
        return why.dynamic(op, "reserve-space results without a static shape");
      }
    }
    long feature = TfShapes.stringAttr(op, "data_format", "NHWC").startsWith("NC") ? 1 : x.rank() - 1;
    double eps = op.attr("epsilon") instanceof org.jmlir.ir.attr.FloatAttr f ? f.doubleValue() : 0.0001;
    Type el = scale.elementType();
    Value dy = e.convert(op.operand(0), el);
    Value in = e.convert(op.operand(1), el);
    RankedTensorType wide = (RankedTensorType) TfShapes.withElement(e.ctx, x, el);
    List<Value> grads;
    if (TfShapes.boolAttr(op, "is_training", true)) {
      HloOp g = e.b.create("batch_norm_grad", List.of(in, op.operand(2), op.operand(3), op.operand(4), dy),
          List.of(e.attr("epsilon", org.jmlir.ir.attr.FloatAttr.get(e.ctx, org.jmlir.ir.type.FloatType.get(e.ctx,
              org.jmlir.ir.type.FloatType.Kind.F32), eps)), e.attr("feature_index", HloAttrs.i64(e.ctx, feature))),
          List.of(wide, scale, scale), 0);
      e.put(g);
      grads = List.of(g.result(0), g.result(1), g.result(2));
    } else {
      long[] others = new long[x.rank() - 1];
      for (int i = 0, j = 0; i < x.rank(); i++) {
        if (i != feature) {
          others[j++] = i;
        }
      }
      long[] along = {feature};
      Value rstd = e.unary("rsqrt", e.bcast("add", op.operand(4), e.scalar(el, eps), scale));
      Value dx = e.binary("multiply", dy, e.expandTo(e.binary("multiply", op.operand(2), rstd), along, in));
      Value centered = e.binary("subtract", in, e.expandTo(op.operand(3), along, in));
      Value dScale = e.binary("multiply", e.reduce(e.binary("multiply", dy, centered), e.scalar(el, 0), others, "add"), rstd);
      Value dOffset = e.reduce(dy, e.scalar(el, 0), others, "add");
      grads = List.of(dx, dScale, dOffset);
    }
    List<Value> results = new java.util.ArrayList<>(List.of(e.convert(grads.get(0), x.elementType()), grads.get(1), grads.get(2)));
    for (int i = 3; i < op.numResults(); i++) {
      RankedTensorType r = (RankedTensorType) op.result(i).type();
      results.add(e.splat(r, java.math.BigInteger.ZERO));
    }
    e.rw.replaceOp(op, results);
    return true;
  }

  private static long[] staticShape(Value v) {
    RankedTensorType t = TfShapes.staticTensor(v);
    return t == null ? null : t.shape();
  }

  /** The layout of a convolution or pool operand: rank, feature dimension and spatial dimensions. */
  private record Layout(int rank, int feature, int[] spatial) {
    static Layout of(Operation op, int rank) {
      String format = TfShapes.stringAttr(op, "data_format", rank == 5 ? "NDHWC" : "NHWC");
      boolean first = format.startsWith("NC");
      int[] spatial = new int[rank - 2];
      for (int i = 0; i < spatial.length; i++) {
        spatial[i] = first ? 2 + i : 1 + i;
      }
      return new Layout(rank, first ? 1 : rank - 1, spatial);
    }

    int n() {
      return spatial.length;
    }

    long[] spatialLongs() {
      long[] out = new long[spatial.length];
      for (int i = 0; i < out.length; i++) {
        out[i] = spatial[i];
      }
      return out;
    }

    /** The spatial entries of a full-rank attribute (strides, dilations), 1 when absent. */
    long[] pick(long[] full) {
      long[] out = new long[spatial.length];
      for (int i = 0; i < out.length; i++) {
        out[i] = full == null ? 1 : full[spatial[i]];
      }
      return out;
    }
  }

  private static boolean maxPoolGrad(Operation op, Emit e, Reasons why, long[] ksize, long[] strides) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (in == null || TfShapes.ranked(op.operand(2)) == null) {
      return why.dynamic(op, "the input and the gradient must be ranked");
    }
    if (ksize == null || strides == null || ksize.length != in.rank() || strides.length != in.rank()) {
      return why.attribute(op, "ksize and strides must be constants listing every dimension");
    }
    long[][] pads = windowPads(op, in.shape(), ksize, strides);
    if (pads == null) {
      return why.dynamic(op, "SAME padding of a dynamic dimension");
    }
    Type el = in.elementType();
    HloOp s = e.b.create("select_and_scatter", List.of(op.operand(0), op.operand(2), e.scalar(el, 0)),
        List.of(e.attr("window_dimensions", e.dims(ksize)), e.attr("window_strides", e.dims(strides)), e.attr("padding", e.padding(pads))),
        List.of(op.result(0).type()), 2);
    e.binaryBody(s, 0, el, "compare_GE");
    e.binaryBody(s, 1, el, "add");
    e.replace(e.put(s));
    return true;
  }

  /** The (low, high) window padding of every dimension (SAME or VALID); null for SAME over a dynamic windowed dimension. */
  private static long[][] windowPads(Operation op, long[] shape, long[] ksize, long[] strides) {
    boolean same = TfShapes.stringAttr(op, "padding", "VALID").equals("SAME");
    long[][] pads = new long[shape.length][2];
    for (int i = 0; same && i < shape.length; i++) {
      if (shape[i] == TfShapes.DYNAMIC) {
        if (ksize[i] != 1 || strides[i] != 1) {
          return null;
        }
        continue;
      }
      pads[i] = TfShapes.samePad(shape[i], ksize[i], strides[i], 1);
    }
    return pads;
  }

  private static boolean avgPoolGrad(Operation op, Emit e, Reasons why) {
    long[] shape = TfShapes.constInts(op.operand(0));
    RankedTensorType grad = TfShapes.ranked(op.operand(1));
    long[] ksize = TfShapes.intsAttr(op, "ksize");
    long[] strides = TfShapes.intsAttr(op, "strides");
    if (shape == null) {
      return why.attribute(op, "orig_input_shape is not a constant");
    }
    if (grad == null || grad.rank() != shape.length) {
      return why.dynamic(op, "the gradient must be ranked like the input");
    }
    if (ksize == null || strides == null || ksize.length != shape.length || strides.length != shape.length) {
      return why.attribute(op, "ksize and strides must list every dimension");
    }
    boolean same = TfShapes.stringAttr(op, "padding", "VALID").equals("SAME");
    long[][] pads = windowPads(op, shape, ksize, strides);
    int rank = shape.length;
    long[] outShape = new long[rank];
    for (int i = 0; i < rank; i++) {
      outShape[i] = same ? (shape[i] + strides[i] - 1) / strides[i] : (shape[i] - ksize[i]) / strides[i] + 1;
    }
    Type el = grad.elementType();
    Value divided;
    if (same) {
      // Each output element averaged only the input elements its window covered.
      Value unit = e.splat(TfShapes.tensor(e.ctx, shape, el), Emit.bits(e.ctx, el, 1));
      Value counts = e.reduceWindow(unit, e.scalar(el, 0), ksize, strides, pads, "add", TfShapes.tensor(e.ctx, outShape, el));
      divided = e.bcast("divide", op.operand(1), counts, grad);
    } else {
      long count = 1;
      for (long k : ksize) {
        count *= k;
      }
      divided = e.bcast("divide", op.operand(1), e.scalar(el, count), grad);
    }
    // The transposed window sum: dilate by the strides, pad by the window less the forward padding.
    long[] low = new long[rank];
    long[] high = new long[rank];
    long[] interior = new long[rank];
    for (int i = 0; i < rank; i++) {
      low[i] = ksize[i] - 1 - pads[i][0];
      high[i] = shape[i] + pads[i][0] - (outShape[i] - 1) * strides[i] - 1;
      interior[i] = strides[i] - 1;
    }
    Value padded = e.put(e.b.pad(divided, e.scalar(el, 0), low, high, interior));
    e.replace(e.reduceWindow(padded, e.scalar(el, 0), ksize, TfShapes.ones(rank), null, "add", op.result(0).type()));
    return true;
  }

  /** The spatial extents of the gradient: its own when static, else the forward convolution's. */
  private static long outExtent(RankedTensorType dy, int dim, long in, long kEff, long stride, long[] pads) {
    long have = dy.shape()[dim];
    return have != TfShapes.DYNAMIC ? have : (in + pads[0] + pads[1] - kEff) / stride + 1;
  }

  private static org.jmlir.ir.attr.NamedAttribute[] convAttrs(Emit e, long[] strides, long[][] pads, long[] lhsDil, long[] rhsDil,
      ConvDimensionNumbersAttr dn, long featureGroups, long batchGroups) {
    return new org.jmlir.ir.attr.NamedAttribute[] {e.attr("window_strides", e.dims(strides)), e.attr("padding", e.padding(pads)),
        e.attr("lhs_dilation", e.dims(lhsDil)), e.attr("rhs_dilation", e.dims(rhsDil)), e.attr("dimension_numbers", dn),
        e.attr("feature_group_count", HloAttrs.i64(e.ctx, featureGroups)), e.attr("batch_group_count", HloAttrs.i64(e.ctx, batchGroups))};
  }

  /**
   * Conv2DBackpropInput / Conv3DBackpropInput(V2): the gradient, dilated by the strides, convolved
   * with the spatially reversed filter (its input and output feature dimensions exchanged), padded
   * so that the result has the input's spatial extents.
   */
  private static boolean backpropInput(Operation op, Emit e, Reasons why, long[] sizes) {
    RankedTensorType filter = TfShapes.staticTensor(op.operand(1));
    RankedTensorType dy = TfShapes.ranked(op.operand(2));
    if (sizes == null) {
      return why.attribute(op, "input_sizes is not a constant");
    }
    if (filter == null || dy == null || dy.rank() != sizes.length || filter.rank() != sizes.length) {
      return why.dynamic(op, "the filter must be static and the gradient ranked like the input");
    }
    Layout l = Layout.of(op, sizes.length);
    int n = l.n();
    if (sizes[l.feature()] != filter.shape()[n]) {
      return why.attribute(op, "grouped convolution (input channels differ from the filter's)");
    }
    long[] s = l.pick(TfShapes.intsAttr(op, "strides"));
    long[] d = l.pick(TfShapes.intsAttr(op, "dilations"));
    long[] in = new long[n];
    long[] k = new long[n];
    for (int i = 0; i < n; i++) {
      in[i] = sizes[l.spatial()[i]];
      k[i] = filter.shape()[i];
    }
    long[][] forward = NnPatterns.padding(op, in, k, s, d, TfShapes.intsAttr(op, "explicit_paddings"), l.spatial());
    long[][] pads = new long[n][2];
    for (int i = 0; i < n; i++) {
      long kEff = (k[i] - 1) * d[i] + 1;
      long out = outExtent(dy, l.spatial()[i], in[i], kEff, s[i], forward[i]);
      long expanded = (out - 1) * s[i] + 1;
      pads[i][0] = kEff - 1 - forward[i][0];
      pads[i][1] = in[i] + kEff - 1 - expanded - pads[i][0];
    }
    Value reversed = e.put(e.b.reverse(op.operand(1), TfShapes.iota(n)));
    long[] sp = l.spatialLongs();
    ConvDimensionNumbersAttr dn = ConvDimensionNumbersAttr.get(e.ctx, Emit.NS, 0, l.feature(), sp, n + 1, n, TfShapes.iota(n), 0,
        l.feature(), sp);
    e.replace(e.op("convolution", List.of(op.operand(2), reversed), op.result(0).type(), convAttrs(e, TfShapes.ones(n), pads, s, d, dn, 1, 1)));
    return true;
  }

  /**
   * Conv2DBackpropFilter / Conv3DBackpropFilter(V2) / DepthwiseConv2dNativeBackpropFilter: the
   * input, batch and feature dimensions exchanged, convolved with the gradient as the kernel
   * (dilated by the strides, window strides the dilations); grouped (and depthwise) convolutions
   * use a batch group count.
   */
  private static boolean backpropFilter(Operation op, Emit e, Reasons why, long[] filterSizes, boolean depthwise) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    RankedTensorType dy = TfShapes.ranked(op.operand(2));
    if (filterSizes == null) {
      return why.attribute(op, "filter_sizes is not a constant");
    }
    if (x == null || dy == null || x.rank() != filterSizes.length || dy.rank() != x.rank()) {
      return why.dynamic(op, "the input and the gradient must be ranked like the filter");
    }
    Layout l = Layout.of(op, x.rank());
    int n = l.n();
    long[] s = l.pick(TfShapes.intsAttr(op, "strides"));
    long[] d = l.pick(TfShapes.intsAttr(op, "dilations"));
    long[] in = new long[n];
    long[] k = new long[n];
    for (int i = 0; i < n; i++) {
      in[i] = x.shape()[l.spatial()[i]];
      k[i] = filterSizes[i];
      if (in[i] == TfShapes.DYNAMIC) {
        return why.dynamic(op, "a dynamic spatial dimension of the input");
      }
    }
    long channels = x.shape()[l.feature()];
    long groups;
    Type result = op.result(0).type();
    if (depthwise) {
      // [H, W, C, M] is computed as [H, W, 1, C*M] with C batch groups.
      groups = filterSizes[n];
      long[] flat = filterSizes.clone();
      flat[n] = 1;
      flat[n + 1] = filterSizes[n] * filterSizes[n + 1];
      result = TfShapes.tensor(e.ctx, flat, x.elementType());
    } else if (channels == TfShapes.DYNAMIC || channels % filterSizes[n] != 0) {
      return why.dynamic(op, "the input channels must be static, a multiple of the filter's");
    } else {
      groups = channels / filterSizes[n];
    }
    long[][] forward = NnPatterns.padding(op, in, k, s, d, TfShapes.intsAttr(op, "explicit_paddings"), l.spatial());
    long[][] pads = new long[n][2];
    for (int i = 0; i < n; i++) {
      long kEff = (k[i] - 1) * d[i] + 1;
      long out = outExtent(dy, l.spatial()[i], in[i], kEff, s[i], forward[i]);
      pads[i][0] = forward[i][0];
      pads[i][1] = (out - 1) * s[i] + 1 + (k[i] - 1) * d[i] - in[i] - forward[i][0];
    }
    long[] sp = l.spatialLongs();
    ConvDimensionNumbersAttr dn = ConvDimensionNumbersAttr.get(e.ctx, Emit.NS, l.feature(), 0, sp, 0, l.feature(), sp, n, n + 1,
        TfShapes.iota(n));
    Value r = e.op("convolution", List.of(op.operand(0), op.operand(2)), result, convAttrs(e, d, pads, TfShapes.ones(n), s, dn, 1, groups));
    e.replace(e.reshape(r, op.result(0).type()));
    return true;
  }
}

package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Image resizing of static NHWC images to a constant size, with TensorFlow's sampling
 * ({@code align_corners}, {@code half_pixel_centers}, computed in f32 as TensorFlow's kernels do).
 * {@code ResizeNearestNeighbor}: two gathers of the chosen rows and columns.
 * {@code ResizeBilinear}: the f32 image contracted with a constant [out, in] interpolation matrix
 * per spatial dimension (each row holds 1 - lerp at the lower and lerp at the upper source index),
 * then transposed back to NHWC.
 */
final class ImagePatterns {
  private ImagePatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(ArrayPatterns.p("tf.ResizeNearestNeighbor", (op, e) -> nearest(op, e, why)));
    out.add(ArrayPatterns.p("tf.ResizeBilinear", (op, e) -> bilinear(op, e, why)));
    out.add(ArrayPatterns.p("tf.ResizeBilinearGrad", (op, e) -> grad(op, e, why, true)));
    out.add(ArrayPatterns.p("tf.ResizeNearestNeighborGrad", (op, e) -> grad(op, e, why, false)));
  }

  /**
   * The resize gradients: the forward resize is y = Mh x Mw^T per image and channel (bilinear: the
   * interpolation weights; nearest: a 0/1 matrix of the chosen rows), so the gradient is
   * dx = Mh^T dy Mw, two contractions with the transposed matrices. The image size comes from
   * the original image (bilinear) or the constant size operand (nearest).
   */
  private static boolean grad(Operation op, Emit e, Reasons why, boolean bilinear) {
    RankedTensorType g = TfShapes.staticTensor(op.operand(0));
    long[] hw = null;
    if (bilinear && TfShapes.staticTensor(op.operand(1)) instanceof RankedTensorType orig && orig.rank() == 4) {
      hw = new long[] {orig.shape()[1], orig.shape()[2]};
    } else if (!bilinear) {
      hw = TfShapes.constInts(op.operand(1));
    }
    if (g == null || g.rank() != 4 || hw == null || hw.length != 2 || hw[0] <= 0 || hw[1] <= 0
        || !(op.result(0).type() instanceof RankedTensorType res) || !(res.elementType() instanceof FloatType)) {
      return why.dynamic(op, "the gradients must be a static 4-D float tensor and the image size known");
    }
    if (hw[0] * g.shape()[1] > LinalgPatterns.LARGEST_CONSTANT || hw[1] * g.shape()[2] > LinalgPatterns.LARGEST_CONSTANT) {
      return why.attribute(op, "images too large for the resize matrices");
    }
    boolean align = TfShapes.boolAttr(op, "align_corners", false);
    boolean half = TfShapes.boolAttr(op, "half_pixel_centers", false);
    long[] s = g.shape();
    Type f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    java.util.function.BiFunction<Long, Long, org.jmlir.ir.attr.ElementsAttr> matrix = (in, out) -> bilinear
        ? weights(e, in, out, align, half) : oneHot(e, nearestIndices(in, out, align, half), in);
    Value mh = e.put(e.b.transpose(e.constant(matrix.apply(hw[0], s[1])), new long[] {1, 0}));
    Value mw = e.put(e.b.transpose(e.constant(matrix.apply(hw[1], s[2])), new long[] {1, 0}));
    // [N, oh, ow, C] x [H, oh] -> [N, ow, C, H]; x [W, ow] -> [N, C, H, W]; transposed to NHWC.
    Value r1 = contract(e, e.convert(op.operand(0), f32), mh, new long[] {s[0], s[2], s[3], hw[0]});
    Value r2 = contract(e, r1, mw, new long[] {s[0], s[3], hw[0], hw[1]});
    Value nhwc = e.put(e.b.transpose(r2, new long[] {0, 2, 3, 1}));
    e.replace(BoundedPatterns.cast(e, e.convert(nhwc, res.elementType()), res));
    return true;
  }

  /** The [out, in] f32 matrix with a 1 at (i, indices[i]). */
  private static org.jmlir.ir.attr.ElementsAttr oneHot(Emit e, long[] indices, long in) {
    FloatType f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    BigInteger one = Emit.bits(e.ctx, f32, 1);
    BigInteger[] bits = new BigInteger[(int) (indices.length * in)];
    java.util.Arrays.fill(bits, BigInteger.ZERO);
    for (int i = 0; i < indices.length; i++) {
      bits[(int) (i * in + indices[i])] = one;
    }
    return ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, new long[] {indices.length, in}, f32), bits);
  }

  /** The static input and the two output sizes, or null (the reason recorded). */
  private static long[] sizes(Operation op, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    long[] size = TfShapes.constInts(op.operand(1));
    if (in == null || in.rank() != 4 || size == null || size.length != 2 || size[0] <= 0 || size[1] <= 0) {
      why.dynamic(op, "the images must be a static 4-D tensor and the size a constant pair");
      return null;
    }
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      why.dynamic(op, "the result shape is not static");
      return null;
    }
    return size;
  }

  /** TensorFlow's scale from input to output coordinates. */
  private static float scale(long in, long out, boolean alignCorners) {
    return alignCorners && out > 1 ? (float) (in - 1) / (float) (out - 1) : (float) in / (float) out;
  }

  private static boolean nearest(Operation op, Emit e, Reasons why) {
    long[] size = sizes(op, why);
    if (size == null) {
      return false;
    }
    boolean align = TfShapes.boolAttr(op, "align_corners", false);
    boolean half = TfShapes.boolAttr(op, "half_pixel_centers", false);
    RankedTensorType in = (RankedTensorType) op.operand(0).type();
    long[] s = in.shape();
    Value rows = pick(e, op.operand(0), 1, nearestIndices(s[1], size[0], align, half), new long[] {s[0], size[0], s[2], s[3]});
    Value both = pick(e, rows, 2, nearestIndices(s[2], size[1], align, half), new long[] {s[0], size[0], size[1], s[3]});
    e.replace(both);
    return true;
  }

  private static long[] nearestIndices(long in, long out, boolean align, boolean half) {
    float scale = scale(in, out, align);
    long[] idx = new long[(int) out];
    for (int i = 0; i < out; i++) {
      float x = half ? (i + 0.5f) * scale : i * scale;
      long k = align ? Math.round(x) : (long) Math.floor(x);
      k = Math.min(k, in - 1);
      idx[i] = half ? Math.max(0, k) : k;
    }
    return idx;
  }

  /** {@code x} with dimension {@code dim} gathered at {@code indices}: the result has {@code shape}. */
  private static Value pick(Emit e, Value x, int dim, long[] indices, long[] shape) {
    RankedTensorType t = (RankedTensorType) x.type();
    BigInteger[] bits = new BigInteger[indices.length];
    for (int i = 0; i < bits.length; i++) {
      bits[i] = BigInteger.valueOf(indices[i]);
    }
    Value idx = e.constant(ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, new long[] {indices.length, 1}, IntegerType.get(e.ctx, 32)), bits));
    long[] offset = new long[t.rank() - 1];
    for (int i = 0, k = 0; i < t.rank(); i++) {
      if (i != dim) {
        offset[k++] = i;
      }
    }
    long[] slice = t.shape().clone();
    slice[dim] = 1;
    GatherDimensionNumbersAttr dn =
        GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, offset, new long[] {dim}, new long[0], new long[0], new long[] {dim}, 1);
    return e.op("gather", List.of(x, idx), RankedTensorType.get(e.ctx, shape, t.elementType()), e.attr("dimension_numbers", dn),
        e.attr("slice_sizes", e.dims(slice)), e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false)));
  }

  private static boolean bilinear(Operation op, Emit e, Reasons why) {
    long[] size = sizes(op, why);
    if (size == null) {
      return false;
    }
    RankedTensorType res = (RankedTensorType) op.result(0).type();
    if (!(res.elementType() instanceof FloatType)) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "the result is not a float tensor");
    }
    boolean align = TfShapes.boolAttr(op, "align_corners", false);
    boolean half = TfShapes.boolAttr(op, "half_pixel_centers", false);
    RankedTensorType in = (RankedTensorType) op.operand(0).type();
    long[] s = in.shape();
    Type f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    Value x = e.convert(op.operand(0), f32);
    Value mh = e.constant(weights(e, s[1], size[0], align, half));
    Value mw = e.constant(weights(e, s[2], size[1], align, half));
    // [N, H, W, C] x [oh, H] -> [N, W, C, oh]; x [ow, W] -> [N, C, oh, ow]; transposed to NHWC.
    Value r1 = contract(e, x, mh, new long[] {s[0], s[2], s[3], size[0]});
    Value r2 = contract(e, r1, mw, new long[] {s[0], s[3], size[0], size[1]});
    Value nhwc = e.put(e.b.transpose(r2, new long[] {0, 2, 3, 1}));
    e.replace(e.convert(nhwc, res.elementType()));
    return true;
  }

  /** {@code x}'s dimension 1 contracted with {@code m}'s dimension 1 (m is [out, in]); the f32 result has {@code shape}. */
  private static Value contract(Emit e, Value x, Value m, long[] shape) {
    var dn = DotDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[0], new long[0], new long[] {1}, new long[] {1});
    return e.op("dot_general", List.of(x, m), RankedTensorType.get(e.ctx, shape, FloatType.get(e.ctx, FloatType.Kind.F32)),
        e.attr("dot_dimension_numbers", dn));
  }

  /** The [out, in] f32 interpolation matrix of one spatial dimension. */
  private static org.jmlir.ir.attr.ElementsAttr weights(Emit e, long in, long out, boolean align, boolean half) {
    float scale = scale(in, out, align);
    float[][] m = new float[(int) out][(int) in];
    for (int i = 0; i < out; i++) {
      float x = half ? (i + 0.5f) * scale - 0.5f : i * scale;
      float floor = (float) Math.floor(x);
      int lower = (int) Math.max(floor, 0);
      int upper = (int) Math.min((long) Math.ceil(x), in - 1);
      float lerp = x - floor;
      m[i][lower] += 1 - lerp;
      m[i][upper] += lerp;
    }
    BigInteger[] bits = new BigInteger[(int) (out * in)];
    FloatType f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    for (int i = 0; i < out; i++) {
      for (int j = 0; j < in; j++) {
        bits[(int) (i * in + j)] = Emit.bits(e.ctx, f32, m[i][j]);
      }
    }
    return ConstFold.dense(e.ctx, RankedTensorType.get(e.ctx, new long[] {out, in}, f32), bits);
  }
}

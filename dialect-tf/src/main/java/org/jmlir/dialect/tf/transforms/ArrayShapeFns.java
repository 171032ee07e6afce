package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.axis;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.merge;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.constInts;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.constScalar;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shapeOperand;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfAttrValues;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the ops that build, reshape and combine tensors (tensorflow/core/ops/array_ops.cc
 * and the shape-taking random ops): Shape, ShapeN, Rank, Size, Reshape, Transpose, ExpandDims,
 * Squeeze, Tile, Fill, Empty, BroadcastTo, ConcatV2, Concat, Pack, Unpack, Pad, PadV2, MirrorPad,
 * OneHot, Range, Where and Unique.
 */
final class ArrayShapeFns {
  private ArrayShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    m.put("tf.Shape", op -> one(new long[] {rankOrUnknown(shape(op, 0))}));
    m.put("tf.ShapeN", ArrayShapeFns::shapeN);
    ShapeFunctions.put(m, op -> one(new long[0]), "tf.Rank", "tf.Size");
    m.put("tf.Reshape", ArrayShapeFns::reshape);
    m.put("tf.Transpose", ArrayShapeFns::transpose);
    m.put("tf.ExpandDims", ArrayShapeFns::expandDims);
    m.put("tf.Squeeze", ArrayShapeFns::squeeze);
    m.put("tf.Tile", ArrayShapeFns::tile);
    ShapeFunctions.put(m, op -> one(shapeOperand(op.operand(0))),
        "tf.Fill", "tf.Empty", "tf.RandomUniform", "tf.RandomUniformInt", "tf.RandomStandardNormal",
        "tf.TruncatedNormal", "tf.StatelessRandomUniform", "tf.StatelessRandomNormal", "tf.StatelessTruncatedNormal",
        "tf.StatelessRandomUniformInt", "tf.StatelessRandomUniformV2", "tf.StatelessRandomNormalV2",
        "tf.StatelessTruncatedNormalV2", "tf.StatelessRandomUniformIntV2", "tf.StatelessRandomUniformFullIntV2",
        "tf.StatelessRandomUniformFullInt");
    // Philox's key (uint64[1]) and counter (uint64[2]).
    m.put("tf.StatelessRandomGetKeyCounter", op -> List.of(new long[] {1}, new long[] {2}));
    m.put("tf.BroadcastTo", ArrayShapeFns::broadcastTo);
    m.put("tf.ConcatV2", op -> concat(op, 0, op.numOperands() - 1, op.numOperands() - 1));
    m.put("tf.Concat", op -> concat(op, 1, op.numOperands(), 0));
    m.put("tf.Pack", ArrayShapeFns::pack);
    m.put("tf.Unpack", ArrayShapeFns::unpack);
    ShapeFunctions.put(m, ArrayShapeFns::pad, "tf.Pad", "tf.PadV2", "tf.MirrorPad");
    m.put("tf.OneHot", ArrayShapeFns::oneHot);
    m.put("tf.Range", ArrayShapeFns::range);
    m.put("tf.Where", op -> op.numOperands() == 1 ? one(new long[] {UNKNOWN, rankOrUnknown(shape(op, 0))}) : null);
    m.put("tf.Unique", ArrayShapeFns::unique);
  }

  private static long rankOrUnknown(long[] s) {
    return s == null ? UNKNOWN : s.length;
  }

  private static List<long[]> shapeN(Operation op) {
    List<long[]> out = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      out.add(new long[] {rankOrUnknown(shape(op, i))});
    }
    return out;
  }

  /** The requested shape, its one unknown size solved from the input's element count. */
  private static List<long[]> reshape(Operation op) {
    long[] out = shapeOperand(op.operand(1));
    if (out == null) {
      return null;
    }
    long[] in = shape(op, 0);
    int unknown = -1;
    long known = 1;
    for (int i = 0; i < out.length; i++) {
      if (!known(out[i])) {
        if (unknown >= 0) {
          return one(out);
        }
        unknown = i;
      } else {
        known *= out[i];
      }
    }
    long total = in == null ? UNKNOWN : PartialShapes.numElements(in);
    if (unknown < 0) {
      return known(total) && total != known ? null : one(out); // "Cannot reshape a tensor with N elements to shape"
    }
    if (known(total) && known > 0) {
      if (total % known != 0) {
        return null;
      }
      out = PartialShapes.with(out, unknown, total / known);
    }
    return one(out);
  }

  private static List<long[]> transpose(Operation op) {
    long[] in = shape(op, 0);
    long[] perm = constInts(op, 1);
    int rank = ShapeFnOperands.rank(in, op, 1);
    if (rank < 0 || perm == null && in == null) {
      return null;
    }
    if (perm == null) {
      return one(unknownOfRank(rank));
    }
    if (perm.length != rank) {
      return null;
    }
    long[] out = new long[rank];
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      int p = axis(perm[i], rank);
      if (p < 0 || seen[p]) {
        return null;
      }
      seen[p] = true;
      out[i] = in == null ? UNKNOWN : in[p];
    }
    return one(out);
  }

  private static List<long[]> expandDims(Operation op) {
    long[] in = shape(op, 0);
    long[] dim = constInts(op, 1);
    if (in == null) {
      return null;
    }
    if (dim == null) {
      return one(unknownOfRank(in.length + 1));
    }
    int at = dim.length == 1 ? axis(dim[0], in.length + 1) : -1;
    return at < 0 ? null : one(PartialShapes.insert(in, at, 1));
  }

  /** Drops the listed size-1 dimensions, or all of them; an unknown size then leaves the rank unknown. */
  private static List<long[]> squeeze(Operation op) {
    long[] in = shape(op, 0);
    long[] dims = TfAttrValues.intList(op, "squeeze_dims");
    if (in == null) {
      return null;
    }
    boolean[] drop = new boolean[in.length];
    if (dims != null && dims.length > 0) {
      for (long d : dims) {
        int ax = axis(d, in.length);
        if (ax < 0 || known(in[ax]) && in[ax] != 1) {
          return null; // "Can not squeeze dim[i], expected a dimension of 1"
        }
        drop[ax] = true;
      }
    } else {
      for (int i = 0; i < in.length; i++) {
        if (!known(in[i])) {
          return null;
        }
        drop[i] = in[i] == 1;
      }
    }
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < in.length; i++) {
      if (!drop[i]) {
        out.add(in[i]);
      }
    }
    return one(PartialShapes.toArray(out));
  }

  private static List<long[]> tile(Operation op) {
    long[] in = shape(op, 0);
    long[] multiples = constInts(op, 1);
    int rank = ShapeFnOperands.rank(in, op, 1);
    if (rank < 0) {
      return null;
    }
    if (multiples == null) {
      return one(unknownOfRank(rank));
    }
    if (multiples.length != rank) {
      return null;
    }
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      out[i] = in == null ? UNKNOWN : PartialShapes.multiply(in[i], multiples[i]);
    }
    return one(out);
  }

  /** The requested shape; each input size greater than 1 must match its (right-aligned) output size. */
  private static List<long[]> broadcastTo(Operation op) {
    long[] in = shape(op, 0);
    long[] out = shapeOperand(op.operand(1));
    if (out == null || in == null) {
      return one(out);
    }
    if (in.length > out.length) {
      return null;
    }
    out = out.clone();
    for (int i = 1; i <= in.length; i++) {
      long d = in[in.length - i];
      if (known(d) && d > 1) {
        long o = mergeDim(out[out.length - i], d);
        if (o == CONFLICT) {
          return null;
        }
        out[out.length - i] = o;
      } else if (d == 0 && known(out[out.length - i]) && out[out.length - i] > 1) {
        return null;
      }
    }
    return one(out);
  }

  /** Inputs {@code [from, to)} joined along the constant axis operand {@code axisOperand}. */
  private static List<long[]> concat(Operation op, int from, int to, int axisOperand) {
    long[] merged = null;
    int rank = -1;
    for (int i = from; i < to; i++) {
      long[] s = shape(op, i);
      if (s != null) {
        if (rank >= 0 && s.length != rank) {
          return null;
        }
        rank = s.length;
      }
    }
    Long axisValue = constScalar(op, axisOperand);
    if (rank < 0) {
      return null;
    }
    if (axisValue == null) {
      return one(unknownOfRank(rank)); // TF merges the ranks only
    }
    int ax = axis(axisValue, rank);
    if (ax < 0) {
      return null;
    }
    long sum = 0;
    for (int i = from; i < to; i++) {
      long[] s = shape(op, i);
      if (s == null) {
        sum = UNKNOWN;
        continue;
      }
      sum = PartialShapes.add(sum, s[ax]);
      long[] others = PartialShapes.with(s, ax, UNKNOWN);
      if (PartialShapes.incompatible(merged, others)) {
        return null;
      }
      merged = merge(merged, others);
    }
    return one(PartialShapes.with(merged, ax, sum));
  }

  private static List<long[]> pack(Operation op) {
    long[] merged = null;
    for (int i = 0; i < op.numOperands(); i++) {
      long[] s = shape(op, i);
      if (PartialShapes.incompatible(merged, s)) {
        return null; // "Shapes of all inputs must match"
      }
      merged = merge(merged, s);
    }
    if (merged == null) {
      return null;
    }
    int at = axis(ShapeFnOperands.intAttr(op, "axis", 0), merged.length + 1);
    return at < 0 ? null : one(PartialShapes.insert(merged, at, op.numOperands()));
  }

  /** Each of the {@code num} results is the value without the unpacked axis. */
  private static List<long[]> unpack(Operation op) {
    long[] in = shape(op, 0);
    if (in == null) {
      return null;
    }
    int at = axis(ShapeFnOperands.intAttr(op, "axis", 0), in.length);
    long num = ShapeFnOperands.intAttr(op, "num", op.numResults());
    if (at < 0 || mergeDim(in[at], num) == CONFLICT) {
      return null;
    }
    return PartialShapes.repeat(PartialShapes.drop(in, at), op.numResults());
  }

  /** Each size grows by its two paddings (a constant n x 2 operand); MirrorPad limits them. */
  private static List<long[]> pad(Operation op) {
    long[] in = shape(op, 0);
    long[] pShape = shape(op, 1);
    if (pShape != null && (pShape.length != 2 || known(pShape[1]) && pShape[1] != 2)) {
      return null; // "Shape must be rank 2"/"Dimension must be 2"
    }
    int rank = in != null ? in.length : pShape != null && known(pShape[0]) ? (int) pShape[0] : -1;
    if (rank < 0 || pShape != null && known(pShape[0]) && pShape[0] != rank) {
      return null;
    }
    long[] p = constInts(op, 1);
    if (p == null || in == null) {
      return one(unknownOfRank(rank));
    }
    String mode = TfAttrValues.string(op, "mode", "");
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      long before = p[2 * i];
      long after = p[2 * i + 1];
      if (before < 0 || after < 0) {
        return null; // "Paddings must be non-negative"
      }
      if (known(in[i]) && !mode.isEmpty()) {
        long limit = mode.equals("REFLECT") ? in[i] - 1 : in[i];
        if (before > limit || after > limit) {
          return null;
        }
      }
      out[i] = PartialShapes.add(in[i], before + after);
    }
    return one(out);
  }

  /** The indices' shape with the depth inserted at {@code axis} (-1: last). */
  private static List<long[]> oneHot(Operation op) {
    long[] indices = shape(op, 0);
    long axisAttr = ShapeFnOperands.intAttr(op, "axis", -1);
    if (axisAttr < -1 || indices == null) {
      return null; // "axis must be >= -1"
    }
    Long depth = constScalar(op, 1);
    if (depth != null && depth < 0) {
      return null;
    }
    int at = axisAttr == -1 ? indices.length : (int) axisAttr;
    if (at > indices.length) {
      return null;
    }
    return one(PartialShapes.insert(indices, at, depth == null ? UNKNOWN : depth));
  }

  /**
   * A vector of ceil(|limit - start| / |delta|) elements for constant operands (integers), or
   * ceil(|(limit - start) / delta|) (floats); TF's checks on the direction and delta apply.
   */
  private static List<long[]> range(Operation op) {
    double[] start = ShapeFnOperands.constNumbers(op.operand(0));
    double[] limit = ShapeFnOperands.constNumbers(op.operand(1));
    double[] delta = ShapeFnOperands.constNumbers(op.operand(2));
    if (start == null || limit == null || delta == null || start.length != 1 || limit.length != 1 || delta.length != 1) {
      return one(new long[] {UNKNOWN});
    }
    double s = start[0];
    double l = limit[0];
    double d = delta[0];
    if (d == 0 || d > 0 && s > l || d < 0 && s < l) {
      return null; // "Requires delta != 0" / "Requires start <= limit when delta > 0"
    }
    boolean integral = constInts(op.operand(0)) != null;
    long size = integral
        ? (long) ((Math.abs((long) l - (long) s) + Math.abs((long) d) - 1) / Math.abs((long) d))
        : (long) Math.ceil(Math.abs((l - s) / d));
    return one(new long[] {size});
  }

  /** y has an unknown number of elements; idx has the input's (1-D) shape. */
  private static List<long[]> unique(Operation op) {
    long[] x = shape(op, 0);
    if (x != null && x.length != 1) {
      return null;
    }
    List<long[]> out = new ArrayList<>(2);
    out.add(new long[] {UNKNOWN});
    out.add(x == null ? new long[] {UNKNOWN} : x);
    return out;
  }
}

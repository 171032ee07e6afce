package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.axis;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;

/** Shape functions of the ops that reduce along axes: the reductions, ArgMax/ArgMin and TopKV2. */
final class ReductionShapeFns {
  private ReductionShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    ShapeFunctions.put(m, ReductionShapeFns::reduction,
        "tf.Sum", "tf.Mean", "tf.Max", "tf.Min", "tf.Prod", "tf.All", "tf.Any", "tf.EuclideanNorm");
    ShapeFunctions.put(m, ReductionShapeFns::argMinMax, "tf.ArgMax", "tf.ArgMin");
    m.put("tf.TopKV2", ReductionShapeFns::topK);
  }

  /**
   * The input without its reduced axes (kept as 1s with keep_dims). Axes that are not constant
   * leave only the rank, and that only with keep_dims.
   */
  private static List<long[]> reduction(Operation op) {
    long[] in = shape(op, 0);
    long[] axes = ShapeFnOperands.constInts(op, 1);
    boolean keep = ShapeFnOperands.boolAttr(op, "keep_dims");
    if (in == null) {
      return null;
    }
    if (axes == null) {
      return keep ? one(unknownOfRank(in.length)) : null;
    }
    boolean[] reduced = new boolean[in.length];
    for (long a : axes) {
      int ax = axis(a, in.length);
      if (ax < 0) {
        return null; // "Invalid reduction dimension"
      }
      reduced[ax] = true;
    }
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < in.length; i++) {
      if (!reduced[i]) {
        out.add(in[i]);
      } else if (keep) {
        out.add(1L);
      }
    }
    return one(PartialShapes.toArray(out));
  }

  /** The input without the constant dimension operand's axis. */
  private static List<long[]> argMinMax(Operation op) {
    long[] in = shape(op, 0);
    Long dim = ShapeFnOperands.constScalar(op, 1);
    if (in == null || in.length == 0) {
      return null;
    }
    if (dim == null) {
      return one(unknownOfRank(in.length - 1));
    }
    int ax = axis(dim, in.length);
    return ax < 0 ? null : one(PartialShapes.drop(in, ax)); // "Expected dimension in the range"
  }

  /** Values and indices: the input with its last dimension k. */
  private static List<long[]> topK(Operation op) {
    long[] in = shape(op, 0);
    Long k = ShapeFnOperands.constScalar(op, 1);
    if (in == null || in.length < 1 || k != null && k < 0) {
      return null;
    }
    long last = in[in.length - 1];
    if (k != null && known(last) && last < k) {
      return null; // "input must have at least k columns"
    }
    return PartialShapes.repeat(PartialShapes.with(in, in.length - 1, k == null ? UNKNOWN : k), 2);
  }
}

package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.axis;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.sub;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.constInts;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.constScalar;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the ops that take parts of a tensor: Slice, Split, SplitV, Gather, GatherV2
 * (with batch_dims) and GatherNd; StridedSlice has its own file.
 */
final class SliceShapeFns {
  private SliceShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    m.put("tf.Slice", SliceShapeFns::slice);
    m.put("tf.StridedSlice", StridedSliceShapeFn::resultShapes);
    m.put("tf.Split", SliceShapeFns::split);
    m.put("tf.SplitV", SliceShapeFns::splitV);
    m.put("tf.Gather", SliceShapeFns::gather);
    m.put("tf.GatherV2", SliceShapeFns::gatherV2);
    m.put("tf.GatherNd", SliceShapeFns::gatherNd);
  }

  /** Each size, where it is -1 the rest of the dimension after begin. */
  private static List<long[]> slice(Operation op) {
    long[] in = shape(op, 0);
    int rank = ShapeFnOperands.rank(in, op, 2);
    long[] begin = constInts(op, 1);
    long[] size = constInts(op, 2);
    if (rank < 0) {
      return null;
    }
    if (size == null) {
      return one(unknownOfRank(rank));
    }
    if (size.length != rank || begin != null && begin.length != rank) {
      return null;
    }
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      long dim = in == null ? UNKNOWN : in[i];
      if (begin != null && (begin[i] < 0 || known(dim) && begin[i] > dim)) {
        return null; // begin out of the dimension
      }
      if (size[i] >= 0) {
        if (known(dim) && begin != null && begin[i] + size[i] > dim) {
          return null; // "Out of bounds slicing on dimension"
        }
        out[i] = size[i];
      } else if (size[i] == -1) {
        out[i] = known(dim) && begin != null ? dim - begin[i] : UNKNOWN;
      } else {
        return null;
      }
    }
    return one(out);
  }

  /** num_split equal parts of the value along the constant split_dim (operand 0). */
  private static List<long[]> split(Operation op) {
    long[] in = shape(op, 1);
    int n = (int) ShapeFnOperands.intAttr(op, "num_split", op.numResults());
    Long dim = constScalar(op, 0);
    if (in == null) {
      return null;
    }
    if (dim == null) {
      return PartialShapes.repeat(unknownOfRank(in.length), op.numResults());
    }
    int ax = axis(dim, in.length);
    if (ax < 0 || n <= 0 || known(in[ax]) && in[ax] % n != 0) {
      return null; // "Number of ways to split should evenly divide the split dimension"
    }
    return PartialShapes.repeat(PartialShapes.with(in, ax, known(in[ax]) ? in[ax] / n : UNKNOWN), op.numResults());
  }

  /** Parts of the constant size_splits lengths (one -1 takes the rest) along the constant axis. */
  private static List<long[]> splitV(Operation op) {
    long[] in = shape(op, 0);
    Long dim = constScalar(op, 2);
    if (in == null) {
      return null;
    }
    if (dim == null) {
      return PartialShapes.repeat(unknownOfRank(in.length), op.numResults());
    }
    int ax = axis(dim, in.length);
    if (ax < 0) {
      return null;
    }
    long[] sizes = constInts(op, 1);
    if (sizes == null) {
      return PartialShapes.repeat(PartialShapes.with(in, ax, UNKNOWN), op.numResults());
    }
    if (sizes.length != op.numResults()) {
      return null;
    }
    int rest = -1;
    long total = 0;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == -1) {
        if (rest >= 0) {
          return null; // "Only one dimensions can have a value of -1"
        }
        rest = i;
      } else {
        total += sizes[i];
      }
    }
    long[] resolved = sizes.clone();
    if (known(in[ax])) {
      if (rest < 0 ? total != in[ax] : total > in[ax]) {
        return null; // "Determined shape must either match input shape along split_dim exactly..."
      }
      if (rest >= 0) {
        resolved[rest] = in[ax] - total;
      }
    } else if (rest >= 0) {
      resolved[rest] = UNKNOWN;
    }
    List<long[]> out = new ArrayList<>();
    for (long size : resolved) {
      out.add(PartialShapes.with(in, ax, size));
    }
    return out;
  }

  /** Gather (v1): the indices' shape, then params' without its first dimension. */
  private static List<long[]> gather(Operation op) {
    long[] params = shape(op, 0);
    long[] indices = shape(op, 1);
    if (params != null && params.length < 1) {
      return null;
    }
    return params == null || indices == null ? null : one(PartialShapes.concat(indices, sub(params, 1, params.length)));
  }

  /**
   * params[:axis] + indices[batch_dims:] + params[axis+1:], the leading batch_dims sizes of params
   * and indices merged; with an unknown axis only the rank.
   */
  private static List<long[]> gatherV2(Operation op) {
    long[] params = shape(op, 0);
    long[] indices = shape(op, 1);
    long batchDims = ShapeFnOperands.intAttr(op, "batch_dims", 0);
    Long axisValue = constScalar(op, 2);
    if (params != null && params.length < 1 || params == null || indices == null) {
      return null;
    }
    if (batchDims < 0) {
      batchDims += indices.length;
    }
    if (batchDims < 0 || batchDims > indices.length) {
      return null; // "batch_dims must be less than or equal to rank(indices)"
    }
    if (axisValue == null) {
      return one(unknownOfRank(params.length + indices.length - 1 - (int) batchDims));
    }
    int ax = axis(axisValue, params.length);
    if (ax < 0 || batchDims > ax) {
      return null; // "batch_dims must be less than or equal to axis"
    }
    long[] batch = new long[(int) batchDims];
    for (int i = 0; i < batchDims; i++) {
      batch[i] = mergeDim(params[i], indices[i]);
      if (batch[i] == CONFLICT) {
        return null;
      }
    }
    long[] outer = PartialShapes.concat(batch, sub(params, (int) batchDims, ax));
    return one(PartialShapes.concat(outer, sub(indices, (int) batchDims, indices.length), sub(params, ax + 1, params.length)));
  }

  /** indices[:-1] + params[indices[-1]:]; an unknown index depth leaves the rank unknown. */
  private static List<long[]> gatherNd(Operation op) {
    long[] params = shape(op, 0);
    long[] indices = shape(op, 1);
    if (indices != null && indices.length < 1 || params == null || indices == null) {
      return null;
    }
    long depth = indices[indices.length - 1];
    if (!known(depth) || depth > params.length) {
      return null; // "indices.shape[-1] must be <= params.rank"
    }
    return one(PartialShapes.concat(sub(indices, 0, indices.length - 1), sub(params, (int) depth, params.length)));
  }
}

package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;

/**
 * tf.StridedSlice's shape function (TensorFlow's ValidateStridedSliceOp): the sparse slice spec
 * (begin, end, strides and the five masks) is expanded to one entry per input dimension (the
 * ellipsis, explicit or implied at the end, covers the dimensions no entry names), each dimension's
 * length is counted from its canonical begin and end, then new axes add 1s and shrunk axes go.
 * Strides must be constant; begin and end that are not leave their sizes unknown.
 */
final class StridedSliceShapeFn {
  private static final int NEW_AXIS = -1;
  private static final int SHRINK = -2;

  private StridedSliceShapeFn() {}

  static List<long[]> resultShapes(Operation op) {
    long[] in = ShapeFnOperands.shape(op, 0);
    long[] strides = ShapeFnOperands.constInts(op, 3);
    if (in == null || strides == null) {
      return null;
    }
    long[] begin = ShapeFnOperands.constInts(op, 1);
    long[] end = ShapeFnOperands.constInts(op, 2);
    int n = strides.length;
    if (begin != null && begin.length != n || end != null && end.length != n) {
      return null; // "Expected begin, end, and strides to be 1D equal size tensors"
    }
    long beginMask = ShapeFnOperands.intAttr(op, "begin_mask", 0);
    long endMask = ShapeFnOperands.intAttr(op, "end_mask", 0);
    long ellipsisMask = ShapeFnOperands.intAttr(op, "ellipsis_mask", 0);
    long newAxisMask = ShapeFnOperands.intAttr(op, "new_axis_mask", 0);
    long shrinkMask = ShapeFnOperands.intAttr(op, "shrink_axis_mask", 0);
    if (Long.bitCount(ellipsisMask & ((1L << n) - 1)) > 1) {
      return null; // "Multiple ellipses in slice spec not allowed"
    }
    int sparseDims = n;
    int ellipsisAt = Long.numberOfTrailingZeros(ellipsisMask);
    if ((ellipsisMask & ((1L << n) - 1)) == 0) {
      ellipsisAt = n; // an implied ellipsis after the last entry
      sparseDims = n + 1;
    }
    int newAxesAfterEllipsis = 0;
    for (int i = ellipsisAt + 1; i < n; i++) {
      if ((newAxisMask & (1L << i)) != 0) {
        newAxesAfterEllipsis++;
      }
    }

    // The dense spec: per input dimension its sparse entry (or -1 for one the ellipsis covers).
    int rank = in.length;
    int[] entryOf = new int[rank];
    List<Integer> gather = new ArrayList<>(); // input dimension, NEW_AXIS or SHRINK per result slot
    int full = 0;
    for (int i = 0; i < sparseDims; i++) {
      if (i == ellipsisAt) {
        int next = Math.min(rank - (sparseDims - i) + 1 + newAxesAfterEllipsis, rank);
        for (; full < next; full++) {
          entryOf[full] = -1;
          gather.add(full);
        }
      } else if ((newAxisMask & (1L << i)) != 0) {
        gather.add(NEW_AXIS);
      } else {
        if (full == rank) {
          return null; // "Index out of range using input dim"
        }
        entryOf[full] = i;
        gather.add((shrinkMask & (1L << i)) != 0 ? SHRINK : full);
        full++;
      }
    }

    long[] sizes = new long[rank];
    for (int d = 0; d < rank; d++) {
      int e = entryOf[d];
      if (e < 0) {
        sizes[d] = in[d];
        continue;
      }
      long stride = strides[e];
      if (stride == 0) {
        return null; // "strides[i] must be non-zero"
      }
      boolean shrink = (shrinkMask & (1L << e)) != 0;
      boolean masked = (beginMask & (1L << e)) != 0 && (endMask & (1L << e)) != 0;
      long dim = in[d];
      if (shrink) {
        if (known(dim) && begin != null) {
          long b = begin[e] < 0 ? begin[e] + dim : begin[e];
          if (b < 0 || b >= dim || stride < 0) {
            return null; // "slice index ... of dimension ... out of bounds."
          }
        }
        sizes[d] = 1;
      } else if (!known(dim)) {
        sizes[d] = UNKNOWN;
      } else if (masked || begin != null && end != null) {
        long b = canonical(begin == null ? 0 : begin[e], (beginMask & (1L << e)) != 0, stride, dim, true);
        long en = canonical(end == null ? 0 : end[e], (endMask & (1L << e)) != 0, stride, dim, false);
        long interval = en - b;
        sizes[d] = interval == 0 || (interval < 0) != (stride < 0) ? 0 : (interval + stride + (stride > 0 ? -1 : 1)) / stride;
      } else {
        sizes[d] = UNKNOWN;
      }
    }
    List<Long> out = new ArrayList<>();
    for (int g : gather) {
      if (g == NEW_AXIS) {
        out.add(1L);
      } else if (g != SHRINK) {
        out.add(sizes[g]);
      }
    }
    return PartialShapes.one(PartialShapes.toArray(out));
  }

  /**
   * A begin or end index made absolute and clamped to [0, dim] (positive stride) or [-1, dim - 1]
   * (negative stride); a masked one is the far end in the stride's direction.
   */
  private static long canonical(long x, boolean masked, long stride, long dim, boolean isBegin) {
    long lo = stride > 0 ? 0 : -1;
    long hi = stride > 0 ? dim : dim - 1;
    if (masked) {
      return stride > 0 == isBegin ? lo : hi;
    }
    long fwd = x < 0 ? dim + x : x;
    return Math.max(lo, Math.min(hi, fwd));
  }
}

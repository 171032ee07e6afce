package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.type.ShapedType;

/**
 * Arithmetic on TensorFlow's partial shapes as the shape functions see them: a {@code long[]} of
 * dimensions where {@link ShapedType#DYNAMIC} is an unknown size, and null an unknown rank.
 */
final class PartialShapes {
  static final long UNKNOWN = ShapedType.DYNAMIC;

  private PartialShapes() {}

  static boolean known(long d) {
    return d >= 0;
  }

  /** A shape of {@code rank} unknown dimensions. */
  static long[] unknownOfRank(int rank) {
    long[] s = new long[rank];
    Arrays.fill(s, UNKNOWN);
    return s;
  }

  /** Two sizes of the same dimension merged (InferenceContext::Merge); null-free: -2 on conflict. */
  static long mergeDim(long a, long b) {
    if (!known(a)) {
      return b;
    }
    if (!known(b) || a == b) {
      return a;
    }
    return CONFLICT;
  }

  /** The result of merging two different known sizes. */
  static final long CONFLICT = -2;

  /**
   * Two descriptions of the same shape merged: the known rank and the known dimensions of either, or
   * null with {@code conflict[0]} set when they disagree. An unknown rank merges to the other.
   */
  static long[] merge(long[] a, long[] b) {
    if (a == null) {
      return b;
    }
    if (b == null) {
      return a;
    }
    if (a.length != b.length) {
      return null;
    }
    long[] out = new long[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = mergeDim(a[i], b[i]);
      if (out[i] == CONFLICT) {
        return null;
      }
    }
    return out;
  }

  /** Whether merging {@code a} and {@code b} fails (different ranks or known sizes). */
  static boolean incompatible(long[] a, long[] b) {
    return a != null && b != null && merge(a, b) == null;
  }

  static long[] concat(long[]... parts) {
    int n = 0;
    for (long[] p : parts) {
      if (p == null) {
        return null;
      }
      n += p.length;
    }
    long[] out = new long[n];
    int at = 0;
    for (long[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }

  /** Dimensions {@code [from, to)} of {@code s}. */
  static long[] sub(long[] s, int from, int to) {
    return Arrays.copyOfRange(s, from, to);
  }

  /** {@code s} without dimension {@code axis}. */
  static long[] drop(long[] s, int axis) {
    return concat(sub(s, 0, axis), sub(s, axis + 1, s.length));
  }

  /** {@code s} with {@code d} inserted before dimension {@code axis}. */
  static long[] insert(long[] s, int axis, long d) {
    return concat(sub(s, 0, axis), new long[] {d}, sub(s, axis, s.length));
  }

  static long[] with(long[] s, int axis, long d) {
    long[] out = s.clone();
    out[axis] = d;
    return out;
  }

  /** {@code axis} made non-negative for a rank-{@code rank} shape, or -1 when out of [-rank, rank). */
  static int axis(long axis, int rank) {
    long a = axis < 0 ? axis + rank : axis;
    return a < 0 || a >= rank ? -1 : (int) a;
  }

  static long add(long a, long b) {
    return known(a) && known(b) ? a + b : UNKNOWN;
  }

  static long multiply(long a, long b) {
    return known(a) && known(b) ? a * b : UNKNOWN;
  }

  /** The number of elements, or {@link #UNKNOWN}. */
  static long numElements(long[] s) {
    long n = 1;
    for (long d : s) {
      n = multiply(n, d);
    }
    return n;
  }

  static long[] toArray(List<Long> dims) {
    return dims.stream().mapToLong(Long::longValue).toArray();
  }

  /** A list holding one shape; null (nothing known) when the shape's rank is unknown. */
  static List<long[]> one(long[] shape) {
    if (shape == null) {
      return null;
    }
    List<long[]> l = new ArrayList<>(1);
    l.add(shape);
    return l;
  }

  /** {@code n} results of the same shape. */
  static List<long[]> repeat(long[] shape, int n) {
    if (shape == null) {
      return null;
    }
    List<long[]> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(shape);
    }
    return l;
  }
}

package org.jmlir.ir.type;

/** A type with an element type and (maybe) a shape: vectors, tensors, memrefs. */
public interface ShapedType extends Type {
  /** Marker for a dynamic dimension ({@code ?}); matches MLIR's {@code ShapedType::kDynamic}. */
  long DYNAMIC = Long.MIN_VALUE;

  Type elementType();

  boolean hasRank();

  /** The dimensions; only valid when {@link #hasRank()}. Do not modify the returned array. */
  long[] shape();

  default int rank() {
    return shape().length;
  }

  default boolean hasStaticShape() {
    if (!hasRank()) {
      return false;
    }
    for (long d : shape()) {
      if (d == DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** Number of elements of a static shape. */
  default long numElements() {
    long n = 1;
    for (long d : shape()) {
      n *= d;
    }
    return n;
  }

  /** MLIR's verifyCompatibleShape on two ranked shapes: same rank, each pair equal or one dynamic. */
  static boolean compatibleDims(long[] x, long[] y) {
    if (x.length != y.length) {
      return false;
    }
    for (int i = 0; i < x.length; i++) {
      if (x[i] != y[i] && x[i] != DYNAMIC && y[i] != DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  static boolean isDynamic(long dim) {
    return dim == DYNAMIC;
  }
}

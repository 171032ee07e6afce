package org.jmlir.dialect.hlo.transforms;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.type.ShapedType;

/**
 * Data movement on dense constants, for the folders of the HLO shape ops (reshape, transpose, slice,
 * reverse, concatenate, broadcast): elements are moved as their stored bits, so every element type
 * a dense attribute holds (integers, i1, floats, complex) moves the same way.
 */
final class DenseMoves {
  private DenseMoves() {}

  /** A splat of {@code a}'s value over {@code type} (MLIR's resizeSplat). */
  static DenseIntOrFPElementsAttr resizeSplat(MLIRContext ctx, DenseIntOrFPElementsAttr a, ShapedType type) {
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, a.rawData(), true);
  }

  /** Row-major strides of a static shape. */
  static long[] strides(long[] shape) {
    long[] s = new long[shape.length];
    long acc = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      s[i] = acc;
      acc *= shape[i];
    }
    return s;
  }

  /** The interface of index maps: the source element of result element {@code i}. */
  @FunctionalInterface
  interface IndexMap {
    long source(long i);
  }

  /** A constant of {@code type} whose element i is element {@code map.source(i)} of {@code src}. */
  static DenseIntOrFPElementsAttr gather(MLIRContext ctx, DenseIntOrFPElementsAttr src, ShapedType type, IndexMap map) {
    if (src.isSplat()) {
      return resizeSplat(ctx, src, type);
    }
    long n = type.numElements();
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(src.elementType());
    byte[] in = src.rawData();
    byte[] out;
    if (bits == 1) {
      out = new byte[(int) ((n + 7) / 8)];
      for (long i = 0; i < n; i++) {
        long s = map.source(i);
        if ((in[(int) (s >>> 3)] >> (s & 7) & 1) != 0) {
          out[(int) (i >>> 3)] |= (byte) (1 << (i & 7));
        }
      }
    } else {
      int bytes = bits / 8;
      out = new byte[(int) (n * bytes)];
      for (long i = 0; i < n; i++) {
        System.arraycopy(in, (int) (map.source(i) * bytes), out, (int) (i * bytes), bytes);
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, out);
  }

  /** The source coordinate that result coordinate {@code k} of dimension {@code d} reads. */
  @FunctionalInterface
  interface CoordMap {
    long source(int d, long k);
  }

  /**
   * A constant of {@code type} whose element at result coordinates (k_0, ...) is the source element
   * whose coordinate along {@code sourceDims[d]} is {@code coords.source(d, k_d)}.
   */
  private static DenseIntOrFPElementsAttr byCoordinates(MLIRContext ctx, DenseIntOrFPElementsAttr src, ShapedType type, long[] sourceDims, CoordMap coords) {
    long[] srcStrides = strides(src.type().shape());
    long[] resShape = type.shape();
    long[] resStrides = strides(resShape);
    return gather(ctx, src, type, i -> {
      long s = 0;
      for (int d = 0; d < resShape.length; d++) {
        s += coords.source(d, i / resStrides[d] % resShape[d]) * srcStrides[(int) sourceDims[d]];
      }
      return s;
    });
  }

  private static long[] identity(int rank) {
    long[] dims = new long[rank];
    for (int i = 0; i < rank; i++) {
      dims[i] = i;
    }
    return dims;
  }

  /** transpose: result dim d is operand dim {@code perm[d]}. */
  static DenseIntOrFPElementsAttr transpose(MLIRContext ctx, DenseIntOrFPElementsAttr src, ShapedType type, long[] perm) {
    return byCoordinates(ctx, src, type, perm, (d, k) -> k);
  }

  /** slice with static start indices and strides. */
  static DenseIntOrFPElementsAttr slice(MLIRContext ctx, DenseIntOrFPElementsAttr src, ShapedType type, long[] start, long[] step) {
    return byCoordinates(ctx, src, type, identity(start.length), (d, k) -> start[d] + k * step[d]);
  }

  /** reverse along {@code dims}. */
  static DenseIntOrFPElementsAttr reverse(MLIRContext ctx, DenseIntOrFPElementsAttr src, long[] dims) {
    long[] shape = src.type().shape();
    boolean[] rev = new boolean[shape.length];
    for (long d : dims) {
      rev[(int) d] = true;
    }
    return byCoordinates(ctx, src, src.type(), identity(shape.length), (d, k) -> rev[d] ? shape[d] - 1 - k : k);
  }

  /** concatenate along {@code dim} (static shapes). */
  static DenseIntOrFPElementsAttr concatenate(MLIRContext ctx, List<DenseIntOrFPElementsAttr> parts, ShapedType type, int dim) {
    long[] shape = type.shape();
    long outer = 1;
    for (int d = 0; d < dim; d++) {
      outer *= shape[d];
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(type.elementType());
    long n = type.numElements();
    byte[] out = new byte[(int) (bits == 1 ? (n + 7) / 8 : n * (bits / 8))];
    long pos = 0;
    for (long o = 0; o < outer; o++) {
      for (DenseIntOrFPElementsAttr p : parts) {
        long inner = outer == 0 ? 0 : p.type().numElements() / outer;
        for (long j = 0; j < inner; j++, pos++) {
          copyElement(p, o * inner + j, out, pos, bits);
        }
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, out);
  }

  /** Copies element {@code index} of {@code src} (element 0 of a splat) to position {@code pos} of {@code out}; i1 packed by bits. */
  static void copyElement(DenseIntOrFPElementsAttr src, long index, byte[] out, long pos, int bits) {
    long s = src.isSplat() ? 0 : index;
    byte[] in = src.rawData();
    if (bits == 1) {
      if ((in[(int) (s >>> 3)] >> (s & 7) & 1) != 0) {
        out[(int) (pos >>> 3)] |= (byte) (1 << (pos & 7));
      }
      return;
    }
    int bytes = bits / 8;
    System.arraycopy(in, (int) (s * bytes), out, (int) (pos * bytes), bytes);
  }
}

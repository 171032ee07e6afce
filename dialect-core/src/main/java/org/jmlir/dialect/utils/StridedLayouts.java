package org.jmlir.dialect.utils;

import java.util.List;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/**
 * Strides and offsets of memref layouts (MLIR's {@code getStridesAndOffset}) and the saturating
 * arithmetic MLIR uses to combine them, where a dynamic value absorbs everything but a zero factor.
 */
public final class StridedLayouts {
  private StridedLayouts() {}

  /** A memref's layout as an offset and one stride per dimension; dynamic entries are {@link ShapedType#DYNAMIC}. */
  public record Strided(long offset, long[] strides) {}

  /**
   * The strides and offset of {@code type}: canonical row-major strides for the identity layout, the
   * given ones for {@code strided<...>}; null for other affine-map layouts (not recognized here).
   */
  public static Strided stridesOf(MemRefType type) {
    if (type.layout() == null || (type.layout() instanceof AffineMapAttr a && a.map().isIdentity())) {
      return new Strided(0, canonicalStrides(type.shape()));
    }
    if (type.layout() instanceof StridedLayoutAttr s) {
      return new Strided(s.offset(), s.strides());
    }
    if (type.layout() instanceof AffineMapAttr a) {
      return affineStrides(a.map());
    }
    return null;
  }

  /**
   * MLIR's getStridesAndOffset for an affine-map layout: one result that is a sum of dims times
   * constants (the strides) plus constants (the offset); a symbol added in makes the offset dynamic.
   * Null for anything else (divisions, modulo, products with symbols, several results).
   */
  private static Strided affineStrides(org.jmlir.ir.affine.AffineMap map) {
    if (map.numResults() != 1) {
      return null;
    }
    List<org.jmlir.ir.affine.AffineExpr> locals = new java.util.ArrayList<>();
    long[] flat = org.jmlir.ir.affine.AffineFlattener.flatten(map.results().get(0), map.numDims(), map.numSymbols(), locals);
    Strided result;
    if (flat == null || !locals.isEmpty()) {
      // Semi-affine (a dim times a symbol): strides and offset term by term, dynamic where a symbol enters.
      long[] strides = new long[map.numDims()];
      long[] offset = {0};
      if (!extractStrides(map.results().get(0), 1, strides, offset)) {
        return null;
      }
      result = new Strided(offset[0], strides);
    } else {
      long[] strides = java.util.Arrays.copyOf(flat, map.numDims());
      long offset = flat[flat.length - 1];
      for (int i = 0; i < map.numSymbols(); i++) {
        if (flat[map.numDims() + i] != 0) {
          offset = ShapedType.DYNAMIC;
        }
      }
      result = new Strided(offset, strides);
    }
    for (long st : result.strides()) {
      if (st == 0) {
        return null; // as MLIR: a zero stride is taken for an aliasing, non-strided layout
      }
    }
    return result;
  }

  /** MLIR's extractStrides: adds {@code e} times {@code factor} into the strides and offset; false where not strided. */
  private static boolean extractStrides(org.jmlir.ir.affine.AffineExpr e, long factor, long[] strides, long[] offset) {
    if (e instanceof org.jmlir.ir.affine.AffineDimExpr d) {
      strides[d.position()] = add(strides[d.position()], factor);
      return true;
    }
    if (e instanceof org.jmlir.ir.affine.AffineSymbolExpr) {
      offset[0] = add(offset[0], mul(ShapedType.DYNAMIC, factor));
      return true;
    }
    if (e instanceof org.jmlir.ir.affine.AffineConstantExpr c) {
      offset[0] = add(offset[0], mul(c.value(), factor));
      return true;
    }
    if (e instanceof org.jmlir.ir.affine.AffineBinaryExpr b) {
      switch (b.kind()) {
        case ADD:
          return extractStrides(b.lhs(), factor, strides, offset) && extractStrides(b.rhs(), factor, strides, offset);
        case MUL:
          if (!(b.lhs() instanceof org.jmlir.ir.affine.AffineDimExpr)) {
            return false;
          }
          long f = b.rhs() instanceof org.jmlir.ir.affine.AffineConstantExpr c ? c.value() : ShapedType.DYNAMIC;
          return extractStrides(b.lhs(), mul(factor, f), strides, offset);
        default:
          return false;
      }
    }
    return false;
  }

  /** Row-major strides of a contiguous buffer of {@code shape}; dynamic after the first dynamic size. */
  public static long[] canonicalStrides(long[] shape) {
    long[] strides = new long[shape.length];
    long running = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = running;
      running = mul(running, shape[i]);
    }
    return strides;
  }

  /** Saturating multiplication: zero times anything is zero; otherwise dynamic is sticky. */
  public static long mul(long a, long b) {
    if (a == 0 || b == 0) {
      return 0;
    }
    if (a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC) {
      return ShapedType.DYNAMIC;
    }
    return a * b;
  }

  /** Saturating addition: dynamic is sticky. */
  public static long add(long a, long b) {
    if (a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC) {
      return ShapedType.DYNAMIC;
    }
    return a + b;
  }

  /** {@code memref<shape x elt, strided<strides, offset: o>, space>} built from {@code like}'s element type and space. */
  public static MemRefType withStridedLayout(MLIRContext ctx, MemRefType like, long[] shape, long offset, long[] strides) {
    return MemRefType.get(ctx, shape, like.elementType(), StridedLayoutAttr.get(ctx, offset, strides), like.memorySpace());
  }

  /**
   * MLIR's computeMemRefRankReductionMask: which dims of {@code original} a rank-reduced
   * {@code reduced} drops. Unit static sizes are candidates; where there are more candidates than
   * dropped dims, a candidate counts as dropped only while its stride occurs more often in the
   * original than in the reduced type. Null when no consistent choice exists.
   */
  public static boolean[] memRefRankReductionMask(MemRefType original, MemRefType reduced, long[] staticSizes) {
    int rank = original.rank();
    boolean[] unused = new boolean[rank];
    if (rank == reduced.rank()) {
      return unused;
    }
    int count = 0;
    for (int i = 0; i < staticSizes.length && i < rank; i++) {
      if (staticSizes[i] == 1) {
        unused[i] = true;
        count++;
      }
    }
    if (count + reduced.rank() == rank) {
      return unused;
    }
    Strided o = stridesOf(original);
    Strided r = stridesOf(reduced);
    if (o == null || r == null) {
      return null;
    }
    java.util.Map<Long, Integer> unaccounted = new java.util.HashMap<>();
    java.util.Map<Long, Integer> candidate = new java.util.HashMap<>();
    for (long st : o.strides()) {
      unaccounted.merge(st, 1, Integer::sum);
    }
    for (long st : r.strides()) {
      candidate.merge(st, 1, Integer::sum);
    }
    for (int d = 0; d < rank; d++) {
      if (!unused[d]) {
        continue;
      }
      long st = o.strides()[d];
      int have = unaccounted.getOrDefault(st, 0);
      int want = candidate.getOrDefault(st, 0);
      if (have > want) {
        unaccounted.put(st, have - 1);
      } else if (have == want) {
        unused[d] = false;
        count--;
      } else {
        return null;
      }
    }
    return count + reduced.rank() == rank ? unused : null;
  }

  /**
   * MLIR's SubViewOp::getDroppedDims: {@link #memRefRankReductionMask} of the source and result types;
   * where the strides leave no consistent choice (mlir-opt asserts), the sizes alone decide; null if
   * even they do not.
   */
  public static boolean[] droppedDims(MemRefType source, MemRefType result, long[] staticSizes) {
    boolean[] mask = memRefRankReductionMask(source, result, staticSizes);
    return mask != null ? mask : OffsetsSizesStrides.rankReductionMask(staticSizes, result.shape());
  }
}

package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.type.VectorType;

/** Shape helpers TensorFlow's verifiers use (MLIR's getBroadcastedType, TF's DropRefType/DropTypeSubTypes). */
public final class TfShapes {
  private TfShapes() {}

  /**
   * Whether two shaped types broadcast to a common type (TCOpIsBroadcastableToRes): same element
   * type, not a vector and a tensor, and each dimension pair equal, 1 or dynamic.
   */
  public static boolean isBroadcastable(Type a, Type b) {
    if (!(a instanceof ShapedType sa) || !(b instanceof ShapedType sb)) {
      return false;
    }
    if (sa.elementType() != sb.elementType()) {
      return false;
    }
    boolean va = a instanceof VectorType;
    boolean vb = b instanceof VectorType;
    if (!sa.hasRank() || !sb.hasRank()) {
      return !va && !vb;
    }
    if (va != vb) {
      return false;
    }
    long[] x = sa.shape();
    long[] y = sb.shape();
    for (int i = x.length - 1, j = y.length - 1; i >= 0 && j >= 0; i--, j--) {
      long d1 = x[i];
      long d2 = y[j];
      if (d1 == ShapedType.DYNAMIC || d2 == ShapedType.DYNAMIC) {
        continue;
      }
      if (d1 != d2 && d1 != 1 && d2 != 1) {
        return false;
      }
    }
    return true;
  }

  /**
   * The numpy-style broadcast of two shapes, or null when they do not broadcast. A dynamic dimension
   * against a static one greater than 1 takes the static size (TensorFlow's rule, which MLIR's
   * getBroadcastedShape follows: a correct program broadcasts the unknown one).
   */
  public static long[] broadcastShape(long[] a, long[] b) {
    int rank = Math.max(a.length, b.length);
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      long x = i < rank - a.length ? 1 : a[i - (rank - a.length)];
      long y = i < rank - b.length ? 1 : b[i - (rank - b.length)];
      if (x == y || y == 1) {
        out[i] = x;
      } else if (x == 1) {
        out[i] = y;
      } else if (x < 0 || y < 0) {
        out[i] = x > 1 ? x : y > 1 ? y : ShapedType.DYNAMIC;
      } else {
        return null;
      }
    }
    return out;
  }

  /** A tensor type with ref element types replaced by what they refer to (TF's DropRefType). */
  public static Type dropRef(MLIRContext ctx, Type t) {
    if (t instanceof TensorType tt && TfTypes.isRef(tt.elementType())) {
      return withElement(ctx, tt, TfTypes.removeRef(ctx, tt.elementType()));
    }
    return t;
  }

  /** A tensor of resource/variant with the subtypes dropped (TF's DropTypeSubTypes). */
  public static Type dropSubTypes(MLIRContext ctx, Type t) {
    if (t instanceof TensorType tt && tt.elementType() instanceof TfTypeWithSubtypes w && !w.subtypes().isEmpty()) {
      Type bare = w.kind() == TfTypeWithSubtypes.Kind.RESOURCE ? TfTypes.resource(ctx) : TfTypes.variant(ctx);
      return withElement(ctx, tt, bare);
    }
    return t;
  }

  /** {@code t} with element type {@code element}. */
  public static TensorType withElement(MLIRContext ctx, TensorType t, Type element) {
    if (t instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), element, r.encoding());
    }
    return UnrankedTensorType.get(ctx, element);
  }

  /**
   * Whether two types may describe the same value, one refining the other (TF's cast
   * compatibility): equal, or tensors with the same element type whose shapes agree where both are
   * known.
   */
  public static boolean isCastCompatible(Type a, Type b) {
    if (a == b) {
      return true;
    }
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb) || ta.elementType() != tb.elementType()) {
      return false;
    }
    if (!ta.hasRank() || !tb.hasRank()) {
      return true;
    }
    return ShapedType.compatibleDims(ta.shape(), tb.shape());
  }

  /**
   * TensorFlow's BroadcastCompatible for one pair of types: ref types dropped, element types equal
   * (resource/variant elements compare their subtypes when both have them), and ranked shapes that
   * broadcast; non-tensor types must be equal.
   */
  public static boolean isBroadcastCompatible(MLIRContext ctx, Type a, Type b) {
    Type l = dropRef(ctx, a);
    Type r = dropRef(ctx, b);
    if (!(l instanceof TensorType lt) || !(r instanceof TensorType rt)) {
      return l == r;
    }
    if (lt.elementType() != rt.elementType()) {
      if (!(lt.elementType() instanceof TfTypeWithSubtypes lw) || !(rt.elementType() instanceof TfTypeWithSubtypes rw)
          || lw.kind() != rw.kind()) {
        return false;
      }
      if (!lw.subtypes().isEmpty() && !rw.subtypes().isEmpty()) {
        int n = Math.min(lw.subtypes().size(), rw.subtypes().size());
        for (int i = 0; i < n; i++) {
          if (!isBroadcastCompatible(ctx, lw.subtypes().get(i), rw.subtypes().get(i))) {
            return false;
          }
        }
      }
    }
    if (!lt.hasRank() || !rt.hasRank()) {
      return true;
    }
    return broadcastShape(lt.shape(), rt.shape()) != null;
  }
}

package org.jmlir.translate.hlo;

import java.util.List;

/**
 * An XLA shape as HLO text writes it: an array ({@code f32[2,<=4]{1,0}}), a tuple ({@code (f32[],
 * s32[4])}), a token ({@code token[]}) or an opaque value.
 *
 * @param elementType the primitive type keyword ({@code f32}, {@code pred}, {@code s64}, ...);
 *     {@code tuple} for tuples, {@code token} and {@code opaque} for those
 * @param dims the dimension sizes; a bounded dimension holds its bound
 * @param dynamic which dimensions are dynamic ({@code ?} or {@code <=N}); null when none
 * @param layout the minor-to-major layout, or null when not written
 * @param tuple the element shapes of a tuple
 */
public record HloShape(String elementType, long[] dims, boolean[] dynamic, long[] layout, List<HloShape> tuple) {
  /** The size of an unbounded dynamic dimension ({@code ?}). */
  public static final long UNBOUNDED = -1;

  public static HloShape tuple(List<HloShape> elements) {
    return new HloShape("tuple", new long[0], null, null, List.copyOf(elements));
  }

  public boolean isTuple() {
    return tuple != null;
  }

  public boolean isToken() {
    return "token".equals(elementType);
  }

  public boolean isArray() {
    return !isTuple() && !isToken() && !"opaque".equals(elementType);
  }

  public int rank() {
    return dims.length;
  }

  public boolean isDynamic(int i) {
    return dynamic != null && dynamic[i];
  }

  /** Number of array leaves of a (nested) tuple; 1 for a non-tuple. */
  public int leafCount() {
    if (!isTuple()) {
      return 1;
    }
    int n = 0;
    for (HloShape s : tuple) {
      n += s.leafCount();
    }
    return n;
  }

  /** The shape as XLA prints it, with the layout when {@code withLayout}. */
  public String toText(boolean withLayout) {
    StringBuilder sb = new StringBuilder();
    append(sb, withLayout);
    return sb.toString();
  }

  void append(StringBuilder sb, boolean withLayout) {
    if (isTuple()) {
      sb.append('(');
      for (int i = 0; i < tuple.size(); i++) {
        sb.append(i > 0 ? ", " : "");
        tuple.get(i).append(sb, withLayout);
      }
      sb.append(')');
      return;
    }
    sb.append(elementType).append('[');
    for (int i = 0; i < dims.length; i++) {
      sb.append(i > 0 ? "," : "");
      if (isDynamic(i)) {
        sb.append(dims[i] == UNBOUNDED ? "?" : "<=" + dims[i]);
      } else {
        sb.append(dims[i]);
      }
    }
    sb.append(']');
    if (withLayout && dims.length > 0) {
      // A shape written without a layout has XLA's default one, major-to-minor.
      sb.append('{');
      for (int i = 0; i < dims.length; i++) {
        long d = layout != null && i < layout.length ? layout[i] : dims.length - 1 - i;
        sb.append(i > 0 ? "," : "").append(d);
      }
      sb.append('}');
    }
  }
}

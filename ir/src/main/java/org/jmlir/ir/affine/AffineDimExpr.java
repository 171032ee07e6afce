package org.jmlir.ir.affine;

/** {@code dN}. */
public record AffineDimExpr(int position) implements AffineExpr {
  private static final AffineDimExpr[] CACHE = new AffineDimExpr[32];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineDimExpr(i);
    }
  }

  static AffineDimExpr of(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineDimExpr(position);
  }

  @Override
  public Kind kind() {
    return Kind.DIM;
  }

  @Override
  public String toString() {
    return "d" + position;
  }
}

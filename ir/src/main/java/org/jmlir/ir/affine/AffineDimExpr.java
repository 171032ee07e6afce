package org.jmlir.ir.affine;

/** {@code dN}. */
public record AffineDimExpr(int position) implements AffineExpr {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof AffineDimExpr e && position == e.position;
  }

  @Override
  public int hashCode() {
    return position * 7 + 2;
  }

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

package org.jmlir.ir.affine;

/** {@code sN}. */
public record AffineSymbolExpr(int position) implements AffineExpr {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof AffineSymbolExpr e && position == e.position;
  }

  @Override
  public int hashCode() {
    return position * 7 + 3;
  }

  private static final AffineSymbolExpr[] CACHE = new AffineSymbolExpr[32];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineSymbolExpr(i);
    }
  }

  static AffineSymbolExpr of(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineSymbolExpr(position);
  }

  @Override
  public Kind kind() {
    return Kind.SYMBOL;
  }

  @Override
  public String toString() {
    return "s" + position;
  }
}

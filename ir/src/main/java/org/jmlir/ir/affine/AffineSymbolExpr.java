package org.jmlir.ir.affine;

/** {@code sN}. */
public record AffineSymbolExpr(int position) implements AffineExpr {
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

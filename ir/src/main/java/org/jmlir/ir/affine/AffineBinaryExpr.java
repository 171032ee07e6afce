package org.jmlir.ir.affine;

/**
 * {@code lhs op rhs} for ADD, MUL, MOD, FLOOR_DIV and CEIL_DIV. Build through the simplifying
 * combinators on {@link AffineExpr}; the canonical constructor does not simplify.
 */
public record AffineBinaryExpr(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof AffineBinaryExpr e && kind == e.kind && lhs.equals(e.lhs) && rhs.equals(e.rhs);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * kind.hashCode() + lhs.hashCode()) + rhs.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }
}

package org.jmlir.ir.affine;

/**
 * {@code lhs op rhs} for ADD, MUL, MOD, FLOOR_DIV and CEIL_DIV. Build through the simplifying
 * combinators on {@link AffineExpr}; the canonical constructor does not simplify.
 */
public record AffineBinaryExpr(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }
}

package org.jmlir.ir.affine;

/** An integer constant. */
public record AffineConstantExpr(long value) implements AffineExpr {
  static AffineConstantExpr of(long value) {
    return new AffineConstantExpr(value);
  }

  @Override
  public Kind kind() {
    return Kind.CONSTANT;
  }

  @Override
  public String toString() {
    return Long.toString(value);
  }
}

package org.jmlir.ir.affine;

/** An integer constant. */
public record AffineConstantExpr(long value) implements AffineExpr {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof AffineConstantExpr e && value == e.value;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(value) * 7 + 1;
  }

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

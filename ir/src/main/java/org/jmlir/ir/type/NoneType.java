package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code none}. */
public final class NoneType implements BuiltinType {
  private record Key() {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key;
    }

    @Override
    public int hashCode() {
      return 272;
    }
  }

  private NoneType(Key k) {}

  public static NoneType get(MLIRContext ctx) {
    return ctx.intern(new Key(), NoneType::new);
  }

  @Override
  public String toString() {
    return "none";
  }
}

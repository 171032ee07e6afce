package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;

/** {@code unit}: presence is the value. */
public final class UnitAttr implements BuiltinAttribute {
  private record Key() {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key;
    }

    @Override
    public int hashCode() {
      return 137;
    }
  }

  private UnitAttr(Key k) {}

  public static UnitAttr get(MLIRContext ctx) {
    return ctx.intern(new Key(), UnitAttr::new);
  }
}

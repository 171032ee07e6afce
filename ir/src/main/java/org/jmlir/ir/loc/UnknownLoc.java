package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/** {@code loc(unknown)}. */
public final class UnknownLoc implements Location {
  private record Key() {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key;
    }

    @Override
    public int hashCode() {
      return 593;
    }
  }

  private UnknownLoc(Key k) {}

  public static UnknownLoc get(MLIRContext ctx) {
    return ctx.intern(new Key(), UnknownLoc::new);
  }

  @Override
  public String toString() {
    return "loc(unknown)";
  }
}

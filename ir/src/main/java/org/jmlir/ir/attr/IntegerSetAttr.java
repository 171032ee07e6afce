package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.affine.IntegerSet;

/** {@code affine_set<(d0) : (d0 >= 0)>}. */
public final class IntegerSetAttr implements BuiltinAttribute {
  private record Key(IntegerSet set) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(set, k.set);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(set);
    }
  }

  private final IntegerSet set;

  private IntegerSetAttr(Key k) {
    this.set = k.set;
  }

  public static IntegerSetAttr get(MLIRContext ctx, IntegerSet set) {
    return ctx.intern(new Key(set), IntegerSetAttr::new);
  }

  public IntegerSet set() {
    return set;
  }
}

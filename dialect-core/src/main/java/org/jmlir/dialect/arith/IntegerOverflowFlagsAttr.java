package org.jmlir.dialect.arith;

import org.jmlir.ir.MLIRContext;

/** {@code #arith.overflow<nsw, nuw>}: no-signed-wrap / no-unsigned-wrap flags, joined by ", ". */
public final class IntegerOverflowFlagsAttr extends ArithFlagsAttr {
  public static final String[] FLAGS = {"nsw", "nuw"};

  public static final int NONE = 0;

  private record Key(int flags) {

    @Override

    public boolean equals(Object o) {

      return o instanceof Key k

          && flags == k.flags;

    }


    @Override

    public int hashCode() {

      return flags;

    }

  }

  private IntegerOverflowFlagsAttr(Key k) {
    super("overflow", k.flags, "<" + EnumFlags.stringify(k.flags, FLAGS, -1, null, ", ") + ">");
  }

  public static IntegerOverflowFlagsAttr get(MLIRContext ctx, int flags) {
    return ctx.intern(new Key(flags), IntegerOverflowFlagsAttr::new);
  }
}

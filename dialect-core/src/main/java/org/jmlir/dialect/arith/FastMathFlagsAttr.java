package org.jmlir.dialect.arith;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #arith.fastmath<nnan,ninf>}: LLVM's fast-math flags as a bit set. Prints "none" for no
 * flags and "fast" for all of them, joined by "," without spaces, as mlir-opt 22 does.
 */
public final class FastMathFlagsAttr extends ArithFlagsAttr {
  /** The flags in bit order, with their keywords. */
  public static final String[] FLAGS = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};

  public static final int NONE = 0;
  public static final int FAST = (1 << FLAGS.length) - 1;

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

  private FastMathFlagsAttr(Key k) {
    super("fastmath", k.flags, "<" + EnumFlags.stringify(k.flags, FLAGS, FAST, "fast", ",") + ">");
  }

  public static FastMathFlagsAttr get(MLIRContext ctx, int flags) {
    return ctx.intern(new Key(flags), FastMathFlagsAttr::new);
  }
}

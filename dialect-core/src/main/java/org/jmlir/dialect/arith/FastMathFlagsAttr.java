package org.jmlir.dialect.arith;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * {@code #arith.fastmath<nnan,ninf>}: LLVM's fast-math flags as a bit set. Prints "none" for no
 * flags and "fast" for all of them, as mlir-opt 22 does.
 */
public final class FastMathFlagsAttr implements DialectAttribute {
  /** The flags in bit order, with their keywords. */
  public static final String[] FLAGS = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};

  public static final int NONE = 0;
  public static final int FAST = (1 << FLAGS.length) - 1;

  private record Key(int flags) {}

  private final int flags;
  private final String params;

  private FastMathFlagsAttr(Key k) {
    this.flags = k.flags;
    this.params = "<" + EnumFlags.stringify(flags, FLAGS, FAST, "fast", ",") + ">";
  }

  public static FastMathFlagsAttr get(MLIRContext ctx, int flags) {
    return ctx.intern(new Key(flags), FastMathFlagsAttr::new);
  }

  public int flags() {
    return flags;
  }

  @Override
  public String dialectNamespace() {
    return ArithDialect.NAMESPACE;
  }

  /** {@code fastmath<...>}. */
  @Override
  public String body() {
    return "fastmath" + params;
  }

  /** The parameters as the op syntax prints them: {@code <nnan,ninf>}. */
  public String params() {
    return params;
  }

  @Override
  public String toString() {
    return "#arith." + body();
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/** {@code #arith.overflow<nsw, nuw>}: no-signed-wrap / no-unsigned-wrap flags. */
public final class IntegerOverflowFlagsAttr implements DialectAttribute {
  public static final String[] FLAGS = {"nsw", "nuw"};

  public static final int NONE = 0;

  private record Key(int flags) {}

  private final int flags;
  private final String params;

  private IntegerOverflowFlagsAttr(Key k) {
    this.flags = k.flags;
    this.params = "<" + EnumFlags.stringify(flags, FLAGS, -1, null, ", ") + ">";
  }

  public static IntegerOverflowFlagsAttr get(MLIRContext ctx, int flags) {
    return ctx.intern(new Key(flags), IntegerOverflowFlagsAttr::new);
  }

  public int flags() {
    return flags;
  }

  @Override
  public String dialectNamespace() {
    return ArithDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "overflow" + params;
  }

  public String params() {
    return params;
  }

  @Override
  public String toString() {
    return "#arith." + body();
  }
}

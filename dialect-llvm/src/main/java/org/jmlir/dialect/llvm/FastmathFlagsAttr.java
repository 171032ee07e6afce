package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/** {@code #llvm.fastmath<nnan, afn>}: LLVM's fast-math flags, in LLVM's bit order. */
public final class FastmathFlagsAttr implements DialectAttribute {
  public static final int NNAN = 1;
  public static final int NINF = 2;
  public static final int NSZ = 4;
  public static final int ARCP = 8;
  public static final int CONTRACT = 16;
  public static final int AFN = 32;
  public static final int REASSOC = 64;
  public static final int FAST = 127;

  /** The keywords in bit order. */
  public static final String[] NAMES = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"};

  private record Key(int flags) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
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

  private final int flags;
  private final String body;

  private FastmathFlagsAttr(Key k) {
    this.flags = k.flags;
    StringBuilder sb = new StringBuilder("fastmath<");
    if (flags == 0) {
      sb.append("none");
    } else if (flags == FAST) {
      sb.append("fast");
    } else {
      boolean first = true;
      for (int i = 0; i < NAMES.length; i++) {
        if ((flags & (1 << i)) != 0) {
          sb.append(first ? "" : ", ").append(NAMES[i]);
          first = false;
        }
      }
    }
    this.body = sb.append('>').toString();
  }

  public static FastmathFlagsAttr get(MLIRContext ctx, int flags) {
    return ctx.intern(new Key(flags), FastmathFlagsAttr::new);
  }

  public static FastmathFlagsAttr none(MLIRContext ctx) {
    return get(ctx, 0);
  }

  public int flags() {
    return flags;
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#llvm." + body;
  }
}

package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * {@code #llvm.zero}, {@code #llvm.undef} and {@code #llvm.poison}: what {@code llvm.mlir.zero},
 * {@code llvm.mlir.undef} and {@code llvm.mlir.poison} fold to, so that folding treats them as
 * constants (deduplicated and hoisted like any other) and materializes them back as those ops.
 */
public final class LlvmValueAttr implements DialectAttribute {
  public static final String ZERO = "zero";
  public static final String UNDEF = "undef";
  public static final String POISON = "poison";

  private record Key(String kind) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && kind.equals(k.kind);
    }

    @Override
    public int hashCode() {
      return kind.hashCode() * 17 + 5;
    }
  }

  private final String kind;

  private LlvmValueAttr(Key k) {
    this.kind = k.kind;
  }

  public static LlvmValueAttr get(MLIRContext ctx, String kind) {
    return ctx.intern(new Key(kind), LlvmValueAttr::new);
  }

  /** {@link #ZERO}, {@link #UNDEF} or {@link #POISON}. */
  public String kind() {
    return kind;
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return kind;
  }
}

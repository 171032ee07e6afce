package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.NoneType;
import org.jmlir.ir.type.Type;

/**
 * {@code "text"} or {@code "text" : type}. The value is held as a Java string in which each char
 * is one byte of the (possibly non-UTF-8) data when {@link #isBinary()}; otherwise as normal text.
 */
public final class StringAttr implements BuiltinAttribute, TypedAttr {
  private record Key(String value, Type type) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(value, k.value)
          && java.util.Objects.equals(type, k.type);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(value) + java.util.Objects.hashCode(type);
    }
  }

  private final String value;
  private final Type type;

  private StringAttr(Key k) {
    this.value = k.value;
    this.type = k.type;
  }

  /** A string attribute with the {@code none} type (the type MLIR gives untyped strings). */
  public static StringAttr get(MLIRContext ctx, String value) {
    return get(ctx, value, NoneType.get(ctx));
  }

  public static StringAttr get(MLIRContext ctx, String value, Type type) {
    return ctx.intern(new Key(value, type), StringAttr::new);
  }

  public String value() {
    return value;
  }

  @Override
  public Type type() {
    return type;
  }

  @Override
  public String toString() {
    return value;
  }
}

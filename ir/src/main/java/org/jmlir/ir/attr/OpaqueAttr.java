package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/**
 * An attribute of a dialect that is not loaded (allowed with unregistered dialects), kept as text:
 * {@code #ns.body} / {@code #ns<body>}; the type is {@code none} unless written.
 */
public final class OpaqueAttr implements BuiltinAttribute, TypedAttr {
  private record Key(String dialectNamespace, String data, Type type) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(dialectNamespace, k.dialectNamespace)
          && java.util.Objects.equals(data, k.data)
          && java.util.Objects.equals(type, k.type);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(dialectNamespace) + java.util.Objects.hashCode(data)) + java.util.Objects.hashCode(type);
    }
  }

  private final String dialectNamespace;
  private final String data;
  private final Type type;

  private OpaqueAttr(Key k) {
    this.dialectNamespace = k.dialectNamespace;
    this.data = k.data;
    this.type = k.type;
  }

  public static OpaqueAttr get(MLIRContext ctx, String dialectNamespace, String data, Type type) {
    return ctx.intern(new Key(dialectNamespace, data, type), OpaqueAttr::new);
  }

  public String dialectNamespace() {
    return dialectNamespace;
  }

  /** The body after the namespace: {@code x} for {@code #ns.x}, {@code <...>} kept with brackets. */
  public String data() {
    return data;
  }

  @Override
  public Type type() {
    return type;
  }
}

package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/**
 * An attribute of a dialect that is not loaded (allowed with unregistered dialects), kept as text:
 * {@code #ns.body} / {@code #ns<body>}; the type is {@code none} unless written.
 */
public final class OpaqueAttr implements BuiltinAttribute, TypedAttr {
  private record Key(String dialectNamespace, String data, Type type) {}

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

package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/**
 * A type of a dialect that is not loaded (only with unregistered dialects allowed), kept as text:
 * {@code !ns.body} / {@code opaque<"ns", "body">}.
 */
public final class OpaqueType implements BuiltinType {
  private record Key(String dialectNamespace, String data) {}

  private final String dialectNamespace;
  private final String data;

  private OpaqueType(Key k) {
    this.dialectNamespace = k.dialectNamespace;
    this.data = k.data;
  }

  public static OpaqueType get(MLIRContext ctx, String dialectNamespace, String data) {
    return ctx.intern(new Key(dialectNamespace, data), OpaqueType::new);
  }

  public String dialectNamespace() {
    return dialectNamespace;
  }

  public String data() {
    return data;
  }
}

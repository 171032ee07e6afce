package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/**
 * A type of a dialect that is not loaded (only with unregistered dialects allowed), kept as text:
 * {@code !ns.body} / {@code opaque<"ns", "body">}.
 */
public final class OpaqueType implements BuiltinType {
  private record Key(String dialectNamespace, String data) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(dialectNamespace, k.dialectNamespace)
          && java.util.Objects.equals(data, k.data);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(dialectNamespace) + java.util.Objects.hashCode(data);
    }
  }

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

package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * The tf_type attributes kept as their text: {@code #tf_type.version<...>},
 * {@code #tf_type.full_type<...>} and {@code #tf_type.placeholder<"...">}, which jmlir carries through
 * without interpreting.
 */
public final class TfTextAttr implements DialectAttribute {
  private record Key(String body) {}

  private final String body;

  private TfTextAttr(Key k) {
    this.body = k.body;
  }

  /** The attribute {@code #tf_type.<body>}, e.g. {@code body = "placeholder<\"x\">"}. */
  public static TfTextAttr get(MLIRContext ctx, String body) {
    return ctx.intern(new Key(body), TfTextAttr::new);
  }

  @Override
  public String dialectNamespace() {
    return TfTypeDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#tf_type." + body;
  }
}

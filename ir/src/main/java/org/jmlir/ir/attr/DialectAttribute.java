package org.jmlir.ir.attr;

/**
 * An attribute defined by a dialect, printed as {@code #namespace.body} (or {@code #namespace<body>});
 * implementations must be interned in the context.
 */
public interface DialectAttribute extends Attribute {
  String dialectNamespace();

  /** The text after {@code #namespace.}. */
  String body();
}

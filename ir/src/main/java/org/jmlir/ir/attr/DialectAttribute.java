package org.jmlir.ir.attr;

/**
 * An attribute defined by a dialect, printed as {@code #namespace.body} (or {@code #namespace<body>});
 * implementations must be interned in the context.
 */
public interface DialectAttribute extends Attribute {
  String dialectNamespace();

  /** The text after {@code #namespace.}. */
  String body();

  /**
   * Visits the attributes and types nested in this one, so that the printer can give them aliases
   * (MLIR's SubElementAttrInterface); none by default.
   */
  default void walkSubElements(java.util.function.Consumer<Object> fn) {}

  /**
   * Appends the text after {@code #namespace.} through {@code printer}, which prints nested
   * attributes with their aliases; by default {@link #body()}.
   */
  default void printBody(org.jmlir.ir.print.AttrTypePrinter printer, StringBuilder out) {
    out.append(body());
  }
}

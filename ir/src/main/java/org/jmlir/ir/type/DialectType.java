package org.jmlir.ir.type;

/**
 * A type defined by a dialect. It prints as {@code !namespace.body} (or {@code !namespace<body>}
 * when the body is not a bare identifier); implementations must be interned in the context.
 */
public interface DialectType extends Type {
  /** The dialect namespace, e.g. {@code "tf_type"}. */
  String dialectNamespace();

  /** The text after {@code !namespace.}, e.g. {@code "resource<tensor<f32>>"}. */
  String body();
}

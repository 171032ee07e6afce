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

  /** Whether this type may be a vector's element (MLIR's VectorElementTypeInterface). */
  default boolean isVectorElementType() {
    return true;
  }

  /** Whether this type may be a memref's element (MLIR's MemRefElementTypeInterface). */
  default boolean isMemRefElementType() {
    return true;
  }
}

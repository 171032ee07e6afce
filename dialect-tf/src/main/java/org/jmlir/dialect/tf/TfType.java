package org.jmlir.dialect.tf;

import org.jmlir.ir.type.DialectType;

/**
 * A type of TensorFlow's {@code tf_type} dialect: a {@link TfSimpleType} named by a keyword
 * ({@code !tf_type.string}, {@code !tf_type.f32ref}, {@code !tf_type.control}, ...) or a
 * {@link TfTypeWithSubtypes} ({@code !tf_type.resource<tensor<f32>>}, {@code !tf_type.variant}).
 * Instances are interned in their context; build them through {@link TfTypes}.
 */
public sealed interface TfType extends DialectType permits TfSimpleType, TfTypeWithSubtypes {
  /** The keyword after {@code !tf_type.} ({@code "string"}, {@code "resource"}, {@code "f32ref"}). */
  String name();

  @Override
  default String dialectNamespace() {
    return TfTypeDialect.NAMESPACE;
  }
}

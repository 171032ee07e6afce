package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;

/**
 * A {@code tf_type} type without parameters: the quantized and string element types, the ref types
 * (one per TensorFlow dtype, TF's {@code DT_*_REF}), {@code control} and the opaque {@code tensor}.
 */
public final class TfSimpleType implements TfType {
  private record Key(String name) {}

  private final String name;

  private TfSimpleType(Key k) {
    this.name = k.name;
  }

  /** The type {@code !tf_type.<name>}; {@code name} must be one of {@link TfTypes#SIMPLE_NAMES}. */
  static TfSimpleType get(MLIRContext ctx, String name) {
    return ctx.intern(new Key(name), TfSimpleType::new);
  }

  @Override
  public String name() {
    return name;
  }

  /** Whether this is a ref type ({@code !tf_type.f32ref}, ...). */
  public boolean isRef() {
    return name.endsWith("ref");
  }

  @Override
  public String body() {
    return name;
  }

  @Override
  public String toString() {
    return "!tf_type." + name;
  }
}

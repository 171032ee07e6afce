package org.jmlir.dialect.shape;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;

/** The shape dialect's types: {@code !shape.witness}, {@code !shape.shape}, {@code !shape.size}. Interned. */
public final class ShapeType implements DialectType {
  /** Which shape type. */
  public enum Kind {
    WITNESS("witness"),
    SHAPE("shape"),
    SIZE("size");

    final String mnemonic;

    Kind(String mnemonic) {
      this.mnemonic = mnemonic;
    }
  }

  private record Key(Kind kind) {}

  private final Kind kind;

  private ShapeType(Key k) {
    this.kind = k.kind;
  }

  public static ShapeType get(MLIRContext ctx, Kind kind) {
    return ctx.intern(new Key(kind), ShapeType::new);
  }

  public static ShapeType witness(MLIRContext ctx) {
    return get(ctx, Kind.WITNESS);
  }

  public Kind kind() {
    return kind;
  }

  @Override
  public String dialectNamespace() {
    return ShapeDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return kind.mnemonic;
  }

  @Override
  public String toString() {
    return "!shape." + kind.mnemonic;
  }
}

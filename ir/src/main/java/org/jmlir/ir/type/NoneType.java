package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code none}. */
public final class NoneType implements BuiltinType {
  private record Key() {}

  private NoneType(Key k) {}

  public static NoneType get(MLIRContext ctx) {
    return ctx.intern(new Key(), NoneType::new);
  }

  @Override
  public String toString() {
    return "none";
  }
}

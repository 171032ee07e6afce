package org.jmlir.ir.ods;

import org.jmlir.ir.type.Type;

/** Renders types and attributes inside diagnostic messages ({@code 'f32'}), as mlir-opt prints them. */
public final class Texts {
  private Texts() {}

  /** The type as the printer spells it. */
  public static String type(Type t) {
    return String.valueOf(t);
  }
}

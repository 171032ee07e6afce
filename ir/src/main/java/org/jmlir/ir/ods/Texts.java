package org.jmlir.ir.ods;

import java.util.List;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.Type;

/** Renders types and attributes inside diagnostic messages ({@code 'f32'}), as mlir-opt prints them. */
public final class Texts {
  private Texts() {}

  /** The type as the printer spells it. */
  public static String type(Type t) {
    return AttrTypePrinter.toString(t);
  }

  /** MLIR's streaming of a TypeRange into a diagnostic: {@code 'i32', 'f32'}. */
  public static String typeList(List<Type> types) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append('\'').append(type(types.get(i))).append('\'');
    }
    return sb.toString();
  }
}

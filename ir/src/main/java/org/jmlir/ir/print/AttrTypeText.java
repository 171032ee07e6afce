package org.jmlir.ir.print;

import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.Type;

/** Types and attributes as text for diagnostics ({@code 'i32'} in "... expects different type ..."). */
public final class AttrTypeText {
  private AttrTypeText() {}

  public static String type(Type t) {
    return AttrTypePrinter.toString(t);
  }

  public static String attribute(Attribute a) {
    return AttrTypePrinter.toString(a);
  }
}

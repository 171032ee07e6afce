package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;

/** Readers of TensorFlow op attributes, shared by the verifiers and the shape functions. */
public final class TfAttrValues {
  private TfAttrValues() {}

  /** A string attribute's value, or {@code otherwise} when absent or not a string. */
  public static String string(Operation op, String name, String otherwise) {
    return op.attr(name) instanceof StringAttr s ? s.value() : otherwise;
  }

  /** An integer list attribute, or null when absent or not a list of integers. */
  public static long[] intList(Operation op, String name) {
    if (!(op.attr(name) instanceof ArrayAttr a)) {
      return null;
    }
    List<Attribute> elements = a.elements();
    long[] out = new long[elements.size()];
    for (int i = 0; i < out.length; i++) {
      if (!(elements.get(i) instanceof IntegerAttr v)) {
        return null;
      }
      out[i] = v.value().longValue();
    }
    return out;
  }
}

package org.jmlir.ir.attr;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code [a, b, c]}. */
public final class ArrayAttr implements BuiltinAttribute {
  private record Key(List<Attribute> elements) {}

  private final List<Attribute> elements;

  private ArrayAttr(Key k) {
    this.elements = k.elements;
  }

  public static ArrayAttr get(MLIRContext ctx, List<? extends Attribute> elements) {
    return ctx.intern(new Key(List.copyOf(elements)), ArrayAttr::new);
  }

  public List<Attribute> elements() {
    return elements;
  }

  public int size() {
    return elements.size();
  }

  public Attribute get(int i) {
    return elements.get(i);
  }
}

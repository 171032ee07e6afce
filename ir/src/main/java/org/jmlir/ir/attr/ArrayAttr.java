package org.jmlir.ir.attr;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code [a, b, c]}. */
public final class ArrayAttr implements BuiltinAttribute {
  private record Key(List<Attribute> elements) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(elements, k.elements);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(elements);
    }
  }

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

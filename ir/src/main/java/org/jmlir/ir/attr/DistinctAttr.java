package org.jmlir.ir.attr;

/**
 * {@code distinct[N]<attr>}: a unique instance wrapping {@code referenced}. Deliberately not
 * interned: each {@link #create} is a new identity. The printer renumbers them in print order.
 */
public final class DistinctAttr implements BuiltinAttribute {
  private final Attribute referenced;

  private DistinctAttr(Attribute referenced) {
    this.referenced = referenced;
  }

  public static DistinctAttr create(Attribute referenced) {
    return new DistinctAttr(referenced);
  }

  public Attribute referenced() {
    return referenced;
  }
}

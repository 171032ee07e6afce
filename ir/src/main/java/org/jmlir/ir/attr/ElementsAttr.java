package org.jmlir.ir.attr;

import org.jmlir.ir.type.ShapedType;

/** A constant tensor/vector value: dense, dense string, dense resource or sparse elements. */
public interface ElementsAttr extends TypedAttr {
  @Override
  ShapedType type();

  /** The number of elements the type holds. */
  default long numElements() {
    return type().numElements();
  }
}

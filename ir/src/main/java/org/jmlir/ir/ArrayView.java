package org.jmlir.ir;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A read-only list over an array the caller never changes afterwards (an op's results, its
 * regions). Unlike List.of(array), which copies, it costs one small object that escape analysis
 * usually removes: walks call these accessors on every op.
 */
final class ArrayView<T> extends AbstractList<T> implements RandomAccess {
  private final T[] elements;

  ArrayView(T[] elements) {
    this.elements = elements;
  }

  @Override
  public T get(int index) {
    return elements[index];
  }

  @Override
  public int size() {
    return elements.length;
  }
}

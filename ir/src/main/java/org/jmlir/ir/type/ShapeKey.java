package org.jmlir.ir.type;

import java.util.Arrays;

/** An immutable shape usable inside interning keys (arrays compare by content). */
record ShapeKey(long[] dims) {
  ShapeKey {
    dims = dims.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShapeKey s && Arrays.equals(dims, s.dims);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(dims);
  }

  @Override
  public String toString() {
    return Arrays.toString(dims);
  }
}

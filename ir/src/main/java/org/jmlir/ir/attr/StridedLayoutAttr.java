package org.jmlir.ir.attr;

import java.util.Arrays;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/** {@code strided<[?, 1], offset: ?>}; dynamic values are {@link ShapedType#DYNAMIC}. */
public final class StridedLayoutAttr implements BuiltinAttribute {
  private record Key(long offset, StridesKey strides) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && offset == k.offset
          && java.util.Objects.equals(strides, k.strides);
    }

    @Override
    public int hashCode() {
      return 31 * Long.hashCode(offset) + java.util.Objects.hashCode(strides);
    }
  }

  private record StridesKey(long[] v) {
    @Override
    public boolean equals(Object o) {
      return o instanceof StridesKey k && Arrays.equals(k.v, v);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(v);
    }
  }

  private final long offset;
  private final long[] strides;

  private StridedLayoutAttr(Key k) {
    this.offset = k.offset;
    this.strides = k.strides.v;
  }

  public static StridedLayoutAttr get(MLIRContext ctx, long offset, long[] strides) {
    return ctx.intern(new Key(offset, new StridesKey(strides.clone())), StridedLayoutAttr::new);
  }

  public long offset() {
    return offset;
  }

  /** Do not modify. */
  public long[] strides() {
    return strides;
  }
}

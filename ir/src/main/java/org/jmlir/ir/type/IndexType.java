package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code index}: a target-sized integer. */
public final class IndexType implements BuiltinType {
  private record Key() {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key;
    }

    @Override
    public int hashCode() {
      return 634;
    }
  }

  private IndexType(Key k) {}

  public static IndexType get(MLIRContext ctx) {
    return ctx.intern(new Key(), IndexType::new);
  }

  /** Matches MLIR's {@code IndexType::kInternalStorageBitWidth}. */
  public static final int INTERNAL_STORAGE_BIT_WIDTH = 64;

  @Override
  public String toString() {
    return "index";
  }
}

package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;

/** {@code memref<*xf32, memspace>}. */
public final class UnrankedMemRefType implements BuiltinType, BaseMemRefType {
  private record Key(Type elementType, Attribute memorySpace) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(elementType, k.elementType)
          && java.util.Objects.equals(memorySpace, k.memorySpace);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(elementType) + java.util.Objects.hashCode(memorySpace);
    }
  }

  private static final long[] NO_SHAPE = new long[0];
  private final Type elementType;
  private final Attribute memorySpace;

  private UnrankedMemRefType(Key k) {
    this.elementType = k.elementType;
    this.memorySpace = k.memorySpace;
  }

  public static UnrankedMemRefType get(MLIRContext ctx, Type elementType, Attribute memorySpace) {
    return ctx.intern(new Key(elementType, memorySpace), UnrankedMemRefType::new);
  }

  @Override
  public Type elementType() {
    return elementType;
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  @Override
  public long[] shape() {
    return NO_SHAPE;
  }

  @Override
  public Attribute memorySpace() {
    return memorySpace;
  }
}

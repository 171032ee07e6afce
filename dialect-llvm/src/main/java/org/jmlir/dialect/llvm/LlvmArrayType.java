package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/** {@code !llvm.array<4 x i32>}. */
public final class LlvmArrayType implements LlvmType {
  private record Key(Type elementType, long numElements) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(elementType, k.elementType)
          && numElements == k.numElements;
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(elementType) + Long.hashCode(numElements);
    }
  }

  private final Type elementType;
  private final long numElements;

  private LlvmArrayType(Key k) {
    this.elementType = k.elementType;
    this.numElements = k.numElements;
  }

  public static LlvmArrayType get(MLIRContext ctx, Type elementType, long numElements) {
    return ctx.intern(new Key(elementType, numElements), LlvmArrayType::new);
  }

  public Type elementType() {
    return elementType;
  }

  public long numElements() {
    return numElements;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append("array<").append(numElements).append(" x ");
    LlvmTypes.appendNested(out, elementType, printing);
    out.append('>');
  }

  @Override
  public String toString() {
    return "!llvm." + body();
  }
}

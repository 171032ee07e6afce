package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;

/** {@code !llvm.ptr} / {@code !llvm.ptr<3>}: an opaque pointer in an address space. */
public final class LlvmPointerType implements LlvmType {
  private record Key(int addressSpace) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && addressSpace == k.addressSpace;
    }

    @Override
    public int hashCode() {
      return addressSpace;
    }
  }

  private final int addressSpace;
  private final String body;

  private LlvmPointerType(Key k) {
    this.addressSpace = k.addressSpace;
    this.body = addressSpace == 0 ? "ptr" : "ptr<" + addressSpace + ">";
  }

  public static LlvmPointerType get(MLIRContext ctx) {
    return get(ctx, 0);
  }

  public static LlvmPointerType get(MLIRContext ctx, int addressSpace) {
    return ctx.intern(new Key(addressSpace), LlvmPointerType::new);
  }

  public int addressSpace() {
    return addressSpace;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append(body);
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "!llvm." + body;
  }
}

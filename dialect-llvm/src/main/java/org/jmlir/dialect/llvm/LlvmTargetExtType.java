package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/** {@code !llvm.target<"name", types..., ints...>}: a target extension type. */
public final class LlvmTargetExtType implements LlvmType {
  private record Key(String name, List<Type> typeParams, List<Long> intParams) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(name, k.name)
          && java.util.Objects.equals(typeParams, k.typeParams)
          && java.util.Objects.equals(intParams, k.intParams);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(name) + java.util.Objects.hashCode(typeParams)) + java.util.Objects.hashCode(intParams);
    }
  }

  private final String name;
  private final List<Type> typeParams;
  private final List<Long> intParams;

  private LlvmTargetExtType(Key k) {
    this.name = k.name;
    this.typeParams = k.typeParams;
    this.intParams = k.intParams;
  }

  public static LlvmTargetExtType get(MLIRContext ctx, String name, List<? extends Type> typeParams, List<Long> intParams) {
    return ctx.intern(new Key(name, List.copyOf(typeParams), List.copyOf(intParams)), LlvmTargetExtType::new);
  }

  /** LLVM's type properties for target types (llvm/lib/IR/Type.cpp): spirv types have a zero value and may be globals. */
  public boolean hasZeroInit() {
    return name.startsWith("spirv.");
  }

  public boolean canBeGlobal() {
    return name.startsWith("spirv.");
  }

  /** Loads, stores and allocas of this type are allowed (spirv types and aarch64.svcount). */
  public boolean supportsMemOps() {
    return name.startsWith("spirv.") || name.equals("aarch64.svcount");
  }

  public String extName() {
    return name;
  }

  public List<Type> typeParams() {
    return typeParams;
  }

  public List<Long> intParams() {
    return intParams;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append("target<");
    LlvmTypes.appendString(out, name);
    for (Type t : typeParams) {
      out.append(", ").append(org.jmlir.ir.print.AttrTypeText.type(t)); // matches mlir-opt 22: full spelling here
    }
    for (long v : intParams) {
      out.append(", ").append(v);
    }
    out.append('>');
  }

  @Override
  public String toString() {
    return "!llvm." + body();
  }
}

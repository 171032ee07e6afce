package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/** {@code !llvm.func<i32 (ptr, ...)>}: a result (possibly {@code void}), parameters and varargs. */
public final class LlvmFunctionType implements LlvmType {
  private record Key(Type result, List<Type> params, boolean varArg) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(result, k.result)
          && java.util.Objects.equals(params, k.params)
          && varArg == k.varArg;
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(result) + java.util.Objects.hashCode(params)) + Boolean.hashCode(varArg);
    }
  }

  private final Type result;
  private final List<Type> params;
  private final boolean varArg;

  private LlvmFunctionType(Key k) {
    this.result = k.result;
    this.params = k.params;
    this.varArg = k.varArg;
  }

  public static LlvmFunctionType get(MLIRContext ctx, Type result, List<? extends Type> params, boolean varArg) {
    return ctx.intern(new Key(result, List.copyOf(params), varArg), LlvmFunctionType::new);
  }

  /** The result type; {@code !llvm.void} when the function returns nothing. */
  public Type returnType() {
    return result;
  }

  /** The results as a list: empty for {@code void}. */
  public List<Type> returnTypes() {
    return result instanceof LlvmPrimitiveType p && p.isVoid() ? List.of() : List.of(result);
  }

  public List<Type> params() {
    return params;
  }

  public boolean isVarArg() {
    return varArg;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append("func<");
    LlvmTypes.appendNested(out, result, printing);
    out.append(" (");
    for (int i = 0; i < params.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      LlvmTypes.appendNested(out, params.get(i), printing);
    }
    if (varArg) {
      out.append(params.isEmpty() ? "..." : ", ...");
    }
    out.append(")>");
  }

  @Override
  public String toString() {
    return "!llvm." + body();
  }
}

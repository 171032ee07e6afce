package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;

/** The llvm types without parameters: {@code void}, {@code label}, {@code metadata}, {@code token}, ... */
public final class LlvmPrimitiveType implements LlvmType {
  /** Which one. */
  public enum Kind {
    VOID("void"),
    LABEL("label"),
    METADATA("metadata"),
    TOKEN("token"),
    X86_AMX("x86_amx"),
    PPC_FP128("ppc_fp128");

    final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }

    static Kind of(String keyword) {
      for (Kind k : values()) {
        if (k.keyword.equals(keyword)) {
          return k;
        }
      }
      return null;
    }
  }

  private record Key(Kind kind) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(kind, k.kind);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(kind);
    }
  }

  private final Kind kind;

  private LlvmPrimitiveType(Key k) {
    this.kind = k.kind;
  }

  public static LlvmPrimitiveType get(MLIRContext ctx, Kind kind) {
    return ctx.intern(new Key(kind), LlvmPrimitiveType::new);
  }

  public static LlvmPrimitiveType voidType(MLIRContext ctx) {
    return get(ctx, Kind.VOID);
  }

  public Kind kind() {
    return kind;
  }

  public boolean isVoid() {
    return kind == Kind.VOID;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append(kind.keyword);
  }

  @Override
  public String body() {
    return kind.keyword;
  }

  @Override
  public String toString() {
    return "!llvm." + kind.keyword;
  }
}

package org.jmlir.dialect.llvm;

import org.jmlir.ir.type.DialectType;

/**
 * A type of the llvm dialect. Inside another llvm type it prints without the {@code !llvm.} prefix
 * ({@code !llvm.struct<(ptr, array<2 x i64>)>}), as MLIR 22 prints it.
 */
public sealed interface LlvmType extends DialectType
    permits LlvmPointerType, LlvmStructType, LlvmArrayType, LlvmFunctionType, LlvmPrimitiveType, LlvmTargetExtType {
  @Override
  default String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  /**
   * MLIR 22: of the llvm types only ppc_fp128 (a float type) and pointers may be vector elements
   * (builtin types go inside llvm types, not llvm types inside builtin vectors).
   */
  @Override
  default boolean isVectorElementType() {
    return this instanceof LlvmPointerType
        || this instanceof LlvmPrimitiveType p && p.kind() == LlvmPrimitiveType.Kind.PPC_FP128;
  }

  /** MLIR 22: of the llvm types only ppc_fp128 may be a memref element. */
  @Override
  default boolean isMemRefElementType() {
    return this instanceof LlvmPrimitiveType p && p.kind() == LlvmPrimitiveType.Kind.PPC_FP128;
  }

  /** Appends the body (the text after {@code !llvm.}); {@code printing} guards recursive structs. */
  void appendBody(StringBuilder out, LlvmTypes.PrintStack printing);

  @Override
  default String body() {
    StringBuilder sb = new StringBuilder();
    appendBody(sb, new LlvmTypes.PrintStack());
    return sb.toString();
  }
}

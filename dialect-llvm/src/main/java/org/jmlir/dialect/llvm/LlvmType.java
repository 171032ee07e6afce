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

  /** Appends the body (the text after {@code !llvm.}); {@code printing} guards recursive structs. */
  void appendBody(StringBuilder out, LlvmTypes.PrintStack printing);

  @Override
  default String body() {
    StringBuilder sb = new StringBuilder();
    appendBody(sb, new LlvmTypes.PrintStack());
    return sb.toString();
  }
}

package org.jmlir.llvm.translate;

import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/**
 * Translates the ops of a dialect other than llvm to LLVM IR, as MLIR's
 * {@code LLVMTranslationDialectInterface} does (the gpu dialect's {@code gpu.binary} and
 * {@code gpu.launch_func}). Implementations are {@link java.util.ServiceLoader} services, looked up
 * only when a module holds an op outside the llvm dialect.
 */
public interface DialectTranslation {
  /** The namespace of the dialect whose ops this translates. */
  String dialect();

  /**
   * Translates an op of the module's body, after globals and function signatures are declared and
   * before function bodies are built (MLIR's order).
   */
  void translateTopLevel(Operation op, Context t) throws TranslationException;

  /** Translates an op inside a function body at the builder's position. */
  void translateOp(Operation op, Context t) throws TranslationException;

  /** LLVM's {@code range(iBITS lo, hi)} attribute (bounds taken modulo 2^BITS). */
  static org.bytedeco.llvm.LLVM.LLVMAttributeRef rangeAttribute(LLVMContextRef ctx, int bits, java.math.BigInteger lo,
      java.math.BigInteger hi) {
    int words = (bits + 63) / 64;
    long[][] w = new long[2][words];
    java.math.BigInteger[] bounds = {lo, hi};
    for (int b = 0; b < 2; b++) {
      java.math.BigInteger u = bounds[b].signum() < 0 ? bounds[b].add(java.math.BigInteger.ONE.shiftLeft(bits)) : bounds[b];
      for (int k = 0; k < words; k++) {
        w[b][k] = u.shiftRight(64 * k).longValue();
      }
    }
    int kind = org.bytedeco.llvm.global.LLVM.LLVMGetEnumAttributeKindForName("range", 5);
    return org.bytedeco.llvm.global.LLVM.LLVMCreateConstantRangeAttribute(ctx, kind, bits, w[0], w[1]);
  }

  /** What a translation sees of the module being built. */
  interface Context {
    LLVMContextRef context();

    LLVMModuleRef module();

    LLVMBuilderRef builder();

    /** The LLVM value of an MLIR value translated before. */
    LLVMValueRef value(Value v);

    /** The LLVM type of {@code type}, as the llvm dialect's types translate ({@code op} names errors). */
    org.bytedeco.llvm.LLVM.LLVMTypeRef type(Operation op, org.jmlir.ir.type.Type type) throws TranslationException;

    /** Records the LLVM value of an op's result. */
    void map(Value v, LLVMValueRef r);

    /**
     * Appends {@code fn} to {@code llvm.global_ctors} (or {@code llvm.global_dtors}) with
     * {@code priority}, as LLVM's {@code appendToGlobalCtors} does: the array is made anew after the
     * module's other globals.
     */
    void appendStructor(boolean dtor, LLVMValueRef fn, int priority);
  }
}

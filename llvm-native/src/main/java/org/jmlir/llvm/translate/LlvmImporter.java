package org.jmlir.llvm.translate;

import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;

/** LLVM IR modules into the llvm dialect (jtranslate --import-llvm). */
public final class LlvmImporter {
  private LlvmImporter() {}

  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name) throws TranslationException {
    throw new TranslationException(null, "--import-llvm is not implemented yet");
  }
}

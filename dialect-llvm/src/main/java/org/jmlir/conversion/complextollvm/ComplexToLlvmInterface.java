package org.jmlir.conversion.complextollvm;

import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.ir.rewrite.RewritePattern;

/** The complex dialect's part of {@code convert-to-llvm} (a service: MLIR's ConvertToLLVMPatternInterface). */
public final class ComplexToLlvmInterface implements ToLlvmInterface {
  @Override
  public String dialect() {
    return "complex";
  }

  @Override
  public void populate(LlvmTypeConverter converter, List<RewritePattern> out) {
    ComplexToLlvm.patterns(converter, out);
  }
}

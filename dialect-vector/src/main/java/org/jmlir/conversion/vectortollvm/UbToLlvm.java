package org.jmlir.conversion.vectortollvm;

import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code convert-ub-to-llvm}, after MLIR 22's UBToLLVM: the patterns convert-to-llvm uses for the ub
 * dialect ({@code ub.poison}, {@code ub.unreachable}); the vector lowerings leave poison vectors
 * behind, and test-lower-to-llvm runs this pass last.
 */
public final class UbToLlvm extends LlvmConversionPass {
  public UbToLlvm(PassOptions o) {
    super(o, Set.of("index-bitwidth"), "convert-ub-to-llvm", "UBToLLVMConversionPass",
        "Convert UB dialect to LLVM dialect");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter tc) {
    List<RewritePattern> out = new java.util.ArrayList<>();
    org.jmlir.conversion.llvmcommon.UbToLlvm.patterns(tc, out);
    return out;
  }
}

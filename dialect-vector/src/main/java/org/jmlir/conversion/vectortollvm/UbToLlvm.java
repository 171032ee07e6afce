package org.jmlir.conversion.vectortollvm;

import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code convert-ub-to-llvm}, after MLIR 22's UBToLLVM: {@code ub.poison} becomes
 * {@code llvm.mlir.poison} of the converted type (the vector lowerings leave poison vectors behind,
 * and test-lower-to-llvm runs this pass last).
 */
public final class UbToLlvm extends LlvmConversionPass {
  public UbToLlvm(PassOptions o) {
    super(o, Set.of("index-bitwidth"), "convert-ub-to-llvm", "UBToLLVMConversionPass",
        "Convert UB dialect to LLVM dialect");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter tc) {
    return List.of(VectorToLlvm.pattern(tc, "ub.poison", (b, op, in) -> b.poison(tc.convertType(op.result(0).type()))));
  }
}

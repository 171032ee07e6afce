package org.jmlir.conversion.cftollvm;

import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code test-cf-assert}, MLIR's test pass: cf.assert alone is lowered, and a failed assert prints its
 * message and goes on instead of aborting (runtime-verification tests check several failures).
 */
public final class TestCfAssert extends LlvmConversionPass {
  public TestCfAssert(PassOptions o) {
    super(o, Set.of(), "test-cf-assert", "TestCFAssertPass", "Function pass to test cf.assert lowering to LLVM without abort");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return List.of(CfToLlvm.assertPattern(converter, false));
  }
}

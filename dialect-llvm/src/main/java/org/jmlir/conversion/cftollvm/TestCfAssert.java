package org.jmlir.conversion.cftollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code test-cf-assert} (mlir-opt 22's test pass of the same name): lowers only cf.assert to the
 * llvm dialect, printing the message and going on instead of aborting, so that a runtime-verification
 * test can report several failed checks in one run.
 */
public final class TestCfAssert extends LlvmConversionPass {
  public TestCfAssert(PassOptions o) {
    super(o, Set.of(), "test-cf-assert", "TestCfAssertPass", "Function pass to test cf.assert lowering to LLVM without abort");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<RewritePattern> out = new ArrayList<>();
    out.add(CfToLlvm.assertPattern(converter, false));
    return out;
  }
}

package org.jmlir.conversion.memreftollvm;

import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelinePass;

/**
 * {@code test-memref-to-llvm-with-transforms}, MLIR's test pass of the memref and func lowerings:
 * mlir-opt 22 lowers only the func ops under it (memref ops, even an alloc, stay as they are), which
 * is what {@code convert-func-to-llvm} does.
 */
public final class TestMemRefToLlvmWithTransforms extends PipelinePass {
  public TestMemRefToLlvmWithTransforms(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "test-memref-to-llvm-with-transforms";
  }

  @Override
  public String summary() {
    return "Tests conversion of MemRef dialects + `func.func` to LLVM dialect with MemRef transforms.";
  }

  @Override
  protected String pipelineText(PassRegistry registry) {
    return "builtin.module(convert-func-to-llvm)";
  }
}

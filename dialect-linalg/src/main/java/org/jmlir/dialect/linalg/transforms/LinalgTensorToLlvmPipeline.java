package org.jmlir.dialect.linalg.transforms;

import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelinePass;

/**
 * {@code -linalg-tensor-to-llvm} (ours; MLIR has no such pipeline, its tests spell the passes out): a
 * module of linalg ops on tensors to the llvm dialect, ready for jrun: {@code -linalg-vectorize}
 * (option {@code vectorize}, default true), One-Shot Bufferize with function boundaries and
 * identity-layout signatures, the buffer deallocation pipeline, then the lowerings of bufferization,
 * vector (multi-reductions, transfers), linalg (remaining ops as loops), affine, scf, ub, memref,
 * arith, math, func and cf to llvm.
 */
public final class LinalgTensorToLlvmPipeline extends PipelinePass {
  public static final String ARGUMENT = "linalg-tensor-to-llvm";
  public static final String SUMMARY = "Vectorize, bufferize and lower a module of linalg ops on tensors to the llvm dialect (jmlir)";

  private final boolean vectorize;

  public LinalgTensorToLlvmPipeline(PassOptions o) {
    super(o);
    vectorize = o.getBool("vectorize", true);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  /** The pass pipeline, as a textual pipeline for the module. */
  public static String pipeline(boolean vectorize) {
    return "builtin.module(" + (vectorize ? "linalg-vectorize," : "")
        + "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
        + "buffer-deallocation-pipeline,convert-bufferization-to-memref,lower-vector-multi-reduction,convert-vector-to-scf,"
        + "convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-vector-to-llvm,convert-ub-to-llvm,"
        + "finalize-memref-to-llvm,convert-arith-to-llvm,convert-math-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
        + "reconcile-unrealized-casts)";
  }

  @Override
  protected String pipelineText(PassRegistry registry) {
    return pipeline(vectorize);
  }
}

package org.jmlir.run;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;

/**
 * {@code jrun --gpu-emulate}: lowers a GPU program for the CPU before it is compiled: gpu.launch
 * bodies are outlined, kernels and launches become host loops and calls (dialect-gpu's
 * {@code gpu-emulate-on-host}), and the result goes to the llvm dialect. Loaded only when asked.
 */
final class GpuEmulation {
  private GpuEmulation() {}

  static final String PIPELINE =
      "builtin.module(gpu-kernel-outlining,gpu-emulate-on-host,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)";

  /** Runs the pipeline on {@code module}; false (diagnostics reported) when a pass fails. */
  static boolean lower(MLIRContext ctx, Operation module) {
    try {
      PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), PIPELINE));
      return pm.run(module);
    } catch (PipelineParser.PipelineException e) {
      throw new IllegalStateException("jrun's own gpu emulation pipeline does not parse: " + e.getMessage(), e);
    }
  }
}

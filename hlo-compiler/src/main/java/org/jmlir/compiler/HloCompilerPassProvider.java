package org.jmlir.compiler;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the HLO compiler's pass and pipelines with jopt. */
public final class HloCompilerPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    PassRegistry.Option blas = new PassRegistry.Option("blas-min-flops", "<long>",
        "dot_general with at least this many multiply-adds (or a dynamic size) calls cblas_sgemm; negative: never (default -1)");
    PassRegistry.Option stream = new PassRegistry.Option("stream-min-bytes", "<long>",
        "A rank-1 result of at least this many bytes is written with streaming (non-temporal) stores; negative: never (default -1)");
    PassRegistry.Option streamPipeline = new PassRegistry.Option("stream-min-bytes", "<long>",
        "A rank-1 result of at least this many bytes is written with streaming (non-temporal) stores; negative: never (default 16777216)");
    PassRegistry.Option parallel = new PassRegistry.Option("stream-parallel", "<bool>",
        "Outline a streamed result's loop over tiles into a function called through a <name>_parallel declaration that the runtime"
            + " defines (compiled graphs split the tiles over their threads; default false)");
    PassRegistry.Option main = new PassRegistry.Option("runner-main", "<bool>", "Add a main() for jrun that runs the graph on generated inputs and prints its results");
    PassRegistry.Option tanh = new PassRegistry.Option("fast-tanh", "<bool>",
        "f32 tanh as the compiler's [11/6] rational (hlo-fast-tanh, at most 5.3 ulps from tanh) rather than MLIR's approximation (default true)");
    PassRegistry.Option batch = new PassRegistry.Option("runner-batch", "<long>", "With runner-main: the size of every dynamic dimension (default 2)");
    PassRegistry.Option streamTanh = new PassRegistry.Option("stream-tanh", "<bool>",
        "A streamed result that computes tanh (and no other expensive math) keeps its streaming stores through stack tiles (default false)");
    r.register("hlo-to-loops", "Fuse StableHLO ops and emit each fusion as scf loops on memrefs sized at run time", HloToLoops::new, blas, stream, parallel,
        streamTanh);
    r.register("hlo-to-llvm", "Compile StableHLO functions to the llvm dialect (fusion, buffers sized at run time, loops)",
        o -> new CompilerPipeline(o, false), blas, streamPipeline, parallel, main, batch, tanh);
    r.register("tf-to-llvm", "Compile a TensorFlow graph to the llvm dialect through StableHLO and the HLO compiler",
        o -> new CompilerPipeline(o, true), blas, streamPipeline, parallel, main, batch, tanh);
    r.register("hlo-fast-tanh", "Lower f32 math.tanh to the compiler's [11/6] rational (at most 5.3 ulps from tanh; cheaper than the math polynomial approximation)",
        FastTanh::new);
    r.register("tf-refine-loop-functions", "Refine the argument and result types of tf.While's cond and body functions from the loop's operands",
        RefineLoopFunctions::new);
    r.register("hlo-runner-main", "Add a main() that fills the inputs of @main (renamed @main_graph), calls it and prints its results",
        RunnerMain::new, new PassRegistry.Option("batch", "<long>", "The size of every dynamic dimension (default 2)"));
  }
}

package org.jmlir.compiler;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;

/**
 * The compiler's pipelines, as passes that run a fixed list of passes:
 * <ul>
 *   <li>{@code hlo-to-llvm}: StableHLO functions to the llvm dialect: {@code hlo-to-loops}, then
 *       canonicalize and cse, complex arithmetic on the parts (convert-complex-to-standard), the
 *       compiler's own tanh ({@link FastTanh}, unless {@code fast-tanh=false}) and the math polynomial
 *       approximations (so that LLVM vectorizes tanh, exp, log...), scf to cf, and the vector, memref, complex, math, arith, func, cf and index lowerings
 *       to llvm.
 *   <li>{@code tf-to-llvm}: a TensorFlow module (as {@code jtranslate --graphdef-to-mlir} writes it):
 *       {@code tf-standard-pipeline}, {@code tf-to-stablehlo} (every op must legalize) and then
 *       {@code hlo-to-llvm}.
 * </ul>
 * Options: {@code blas-min-flops} (see {@link HloToLoops}), {@code stream-min-bytes} (rank-1 results
 * of at least this many bytes are written with streaming stores, see {@link Streaming}; default
 * {@link #STREAM_MIN_BYTES}, negative: never), {@code stream-parallel} (their loops over tiles are called through
 * {@code _parallel} declarations the runtime defines: for compiled graphs) and {@code runner-main}: add a
 * {@code main()} for {@code jrun -e main} (see {@link RunnerMain}) with {@code runner-batch} as the size
 * of every dynamic dimension, and {@code fast-tanh} (default true: f32 tanh is {@link FastTanh}'s
 * rational, at most 5.3 ulps from tanh; false: MLIR's approximation, 4.65 ulps, about 3 FMAs more per
 * element).
 */
public final class CompilerPipeline extends Pass {
  private final String name;
  private final boolean fromTf;
  private final long blasMinFlops;
  private final long streamMinBytes;
  private final boolean streamParallel;
  private final boolean runnerMain;
  private final long runnerBatch;
  private final boolean fastTanh;
  private OpPassManager pipeline;

  public CompilerPipeline(PassOptions o, boolean fromTf) {
    super(o);
    this.fromTf = fromTf;
    this.name = fromTf ? "tf-to-llvm" : "hlo-to-llvm";
    for (String k : o.values().keySet()) {
      if (!k.equals("blas-min-flops") && !k.equals("stream-min-bytes") && !k.equals("stream-parallel") && !k.equals("runner-main") && !k.equals("runner-batch")
          && !k.equals("fast-tanh")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    blasMinFlops = o.getLong("blas-min-flops", -1);
    streamMinBytes = o.getLong("stream-min-bytes", STREAM_MIN_BYTES);
    streamParallel = o.getBool("stream-parallel", false);
    runnerMain = o.getBool("runner-main", false);
    runnerBatch = o.getLong("runner-batch", 2);
    fastTanh = o.getBool("fast-tanh", true);
  }

  @Override
  public String argument() {
    return name;
  }

  @Override
  public String summary() {
    return fromTf ? "Compile a TensorFlow graph (tf_executor or tf dialect) to the llvm dialect through StableHLO and the HLO compiler"
        : "Compile StableHLO functions to the llvm dialect (fusion, buffers sized at run time, loops)";
  }

  /** The TensorFlow part of {@code tf-to-llvm} (to StableHLO), the passes before {@code hlo-to-llvm}'s. */
  public static final String TF_TO_STABLEHLO =
      "tf-standard-pipeline,tf-refine-loop-functions,tf-functional-control-flow-to-regions,tf-to-stablehlo{allow-partial-conversion=false}";

  /**
   * The default of {@code stream-min-bytes}: 16 MiB, half the last-level cache of the project's build
   * machine (32 MiB): a result this large has left the cache before the next fusion could read it.
   */
  public static final long STREAM_MIN_BYTES = 16L << 20;

  /** The pipeline's text for these options (and the default {@code stream-min-bytes}). */
  public static String pipelineText(boolean fromTf, long blasMinFlops, boolean runnerMain, long runnerBatch) {
    return pipelineText(fromTf, blasMinFlops, STREAM_MIN_BYTES, false, runnerMain, runnerBatch);
  }

  /** The pipeline's text for these options (and the compiler's tanh). */
  public static String pipelineText(boolean fromTf, long blasMinFlops, long streamMinBytes, boolean streamParallel, boolean runnerMain,
      long runnerBatch) {
    return pipelineText(fromTf, blasMinFlops, streamMinBytes, streamParallel, runnerMain, runnerBatch, true);
  }

  /** The pipeline's text for these options; {@code fastTanh}: f32 tanh as {@link FastTanh}, else as MLIR approximates it. */
  public static String pipelineText(boolean fromTf, long blasMinFlops, long streamMinBytes, boolean streamParallel, boolean runnerMain,
      long runnerBatch, boolean fastTanh) {
    return pipelineText(fromTf, blasMinFlops, streamMinBytes, streamParallel, runnerMain, runnerBatch, fastTanh, false);
  }

  /**
   * The pipeline's text for these options, and {@code streamTanh}: hlo-to-loops' {@code stream-tanh}
   * (tanh results streamed through stack tiles; the benchmark's A/B, off by default: slower in the
   * interleaved rounds of BENCHMARKS.md, issue 14, session tanh11).
   */
  public static String pipelineText(boolean fromTf, long blasMinFlops, long streamMinBytes, boolean streamParallel, boolean runnerMain,
      long runnerBatch, boolean fastTanh, boolean streamTanh) {
    StringBuilder s = new StringBuilder("builtin.module(");
    if (fromTf) {
      s.append(TF_TO_STABLEHLO).append(',');
    }
    s.append("hlo-to-loops{blas-min-flops=").append(blasMinFlops).append(" stream-min-bytes=").append(streamMinBytes)
        .append(streamParallel ? " stream-parallel=true" : "").append(streamTanh ? " stream-tanh=true" : "").append("},");
    if (runnerMain) {
      s.append("hlo-runner-main{batch=").append(runnerBatch).append("},");
    }
    s.append("canonicalize,cse,convert-complex-to-standard,").append(fastTanh ? "hlo-fast-tanh," : "").append("test-math-polynomial-approximation,convert-scf-to-cf,canonicalize,cse,")
        .append("convert-vector-to-llvm,finalize-memref-to-llvm,convert-complex-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,")
        .append("convert-cf-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)");
    return s.toString();
  }

  @Override
  public void initialize(MLIRContext ctx) {
    try {
      pipeline = PipelineParser.parseAnchored(PassRegistry.withAllPasses(), pipelineText(fromTf, blasMinFlops, streamMinBytes, streamParallel, runnerMain, runnerBatch, fastTanh));
      pipeline.initialize(ctx);
    } catch (PipelineParser.PipelineException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!pc.runPipeline(pipeline, root)) {
      pc.signalFailure();
    }
  }
}

package org.jmlir.compiler.gpu;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelinePass;

/**
 * {@code hlo-to-gpu}: the HLO compiler's loops with GPU kernels. {@code hlo-to-loops}, whose
 * {@code cblas_sgemm} calls (2-D f32 products of at least {@code blas-min-flops} multiply-adds; 0, the
 * default: all of them; negative: none, dot_general becomes loops) {@link CublasCalls} turns into
 * calls of our runtime's cuBLAS sgemm, then {@link LoopsToParallel}, {@code gpu-map-parallel-loops} (outer
 * loops to blocks, the loops directly inside to threads) and {@code -convert-parallel-loops-to-gpu},
 * and {@code gpu-kernel-outlining}: shape computation ({@code memref.dim}, sizes, buffer allocation)
 * stays in the host function and each independent loop nest becomes a {@code gpu.launch_func} of a
 * kernel in a {@code gpu.module}; {@code hlo-gpu-device-buffers} then puts the buffers the kernels
 * touch in device memory (gpu.alloc, gpu.memcpy at the host boundary, gpu.dealloc). With {@code emulate=true} the kernels then become host loops
 * ({@code gpu-emulate-on-host}, which makes the device buffers host memory, then {@code lower-affine} for the launch sizes), so the result runs
 * anywhere.
 */
public final class GpuPipeline extends PipelinePass {
  private final boolean emulate;
  private final long blasMinFlops;

  public GpuPipeline(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("emulate") && !k.equals("blas-min-flops")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    emulate = o.getBool("emulate", false);
    blasMinFlops = o.getLong("blas-min-flops", 0);
  }

  /** The passes of {@code hlo-to-gpu} with its defaults (every matrix product a cuBLAS call), comma-separated. */
  public static String passes(boolean emulate) {
    return passes(emulate, 0);
  }

  /** The passes of {@code hlo-to-gpu}, comma-separated (to splice into a module pipeline). */
  public static String passes(boolean emulate, long blasMinFlops) {
    return "hlo-to-loops{blas-min-flops=" + blasMinFlops + "},canonicalize,cse," + (blasMinFlops >= 0 ? "hlo-gpu-cublas," : "")
        + "hlo-loops-to-parallel,func.func(gpu-map-parallel-loops),"
        + "convert-parallel-loops-to-gpu,gpu-kernel-outlining,hlo-gpu-uniform-reductions,hlo-gpu-device-buffers" + (emulate ? ",gpu-emulate-on-host,lower-affine" : "");
  }

  private static final Pattern HLO_TO_LOOPS = Pattern.compile("hlo-to-loops\\{[^}]*\\}");

  /**
   * The compiler's CPU pipeline ({@code CompilerPipeline.pipelineText}) with its {@code hlo-to-loops}
   * replaced by the GPU path under host emulation: TensorFlow graphs compiled for the GPU and run on
   * the CPU (the compiled-graph API's pipeline hook).
   */
  public static String emulatedPipeline(String cpuPipeline) {
    return emulatedPipeline(cpuPipeline, 0);
  }

  /** {@link #emulatedPipeline(String)} with {@code hlo-to-gpu}'s {@code blas-min-flops} (negative: generated kernels only). */
  public static String emulatedPipeline(String cpuPipeline, long blasMinFlops) {
    Matcher m = HLO_TO_LOOPS.matcher(cpuPipeline);
    if (!m.find()) {
      throw new IllegalArgumentException("not an HLO compiler pipeline (no hlo-to-loops): " + cpuPipeline);
    }
    return cpuPipeline.substring(0, m.start()) + passes(true, blasMinFlops) + cpuPipeline.substring(m.end());
  }

  /**
   * The compiler's CPU pipeline with its {@code hlo-to-loops} replaced by the GPU path for a device of
   * chip {@code chip} (e.g. {@code sm_90}): {@code hlo-to-gpu}, its copies and buffers made asynchronous
   * ({@code hlo-gpu-async-copies}: {@code gpu-to-llvm} converts only the async forms), the kernels' math approximated as
   * on the CPU path (the same polynomials, so the device's results keep the CPU path's bounds),
   * {@code convert-gpu-to-nvvm}, {@code nvvm-attach-target}, {@code gpu-module-to-binary} with the
   * PTX text ({@code format=isa}: the driver assembles it for the device it runs on) and
   * {@code gpu-to-llvm}; the host code then goes through the rest of the CPU pipeline. The result
   * calls the {@code mgpu*} runtime (dialect-gpu's {@code CudaRuntime}).
   */
  public static String devicePipeline(String cpuPipeline, long blasMinFlops, String chip) {
    Matcher m = HLO_TO_LOOPS.matcher(cpuPipeline);
    if (!m.find()) {
      throw new IllegalArgumentException("not an HLO compiler pipeline (no hlo-to-loops): " + cpuPipeline);
    }
    return cpuPipeline.substring(0, m.start()) + passes(false, blasMinFlops) + "," + deviceLowering(chip) + cpuPipeline.substring(m.end());
  }

  /** The passes that turn {@code hlo-to-gpu}'s output into host LLVM code with the kernels' PTX embedded. */
  public static String deviceLowering(String chip) {
    return "hlo-gpu-async-copies,test-math-polynomial-approximation,lower-affine,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),"
        + "reconcile-unrealized-casts,"
        + "nvvm-attach-target{chip=" + chip + "},gpu-module-to-binary{format=isa},gpu-to-llvm";
  }

  @Override
  public String argument() {
    return "hlo-to-gpu";
  }

  @Override
  public String summary() {
    return "Compile StableHLO functions to loops with GPU kernels (shape computation on the host)";
  }

  @Override
  protected String pipelineText(PassRegistry registry) {
    return "builtin.module(" + passes(emulate, blasMinFlops) + ")";
  }
}

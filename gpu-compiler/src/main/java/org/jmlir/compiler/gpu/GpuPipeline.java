package org.jmlir.compiler.gpu;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelinePass;

/**
 * {@code hlo-to-gpu}: the HLO compiler's loops with GPU kernels. {@code hlo-to-loops} (no BLAS calls:
 * dot_general becomes loops), then {@link LoopsToParallel}, {@code gpu-map-parallel-loops} (outer
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

  public GpuPipeline(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("emulate")) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
    emulate = o.getBool("emulate", false);
  }

  /** The passes of {@code hlo-to-gpu}, comma-separated (to splice into a module pipeline). */
  public static String passes(boolean emulate) {
    return "hlo-to-loops{blas-min-flops=-1},canonicalize,cse,hlo-loops-to-parallel,func.func(gpu-map-parallel-loops),"
        + "convert-parallel-loops-to-gpu,gpu-kernel-outlining,hlo-gpu-uniform-reductions,hlo-gpu-device-buffers" + (emulate ? ",gpu-emulate-on-host,lower-affine" : "");
  }

  private static final Pattern HLO_TO_LOOPS = Pattern.compile("hlo-to-loops\\{[^}]*\\}");

  /**
   * The compiler's CPU pipeline ({@code CompilerPipeline.pipelineText}) with its {@code hlo-to-loops}
   * replaced by the GPU path under host emulation: TensorFlow graphs compiled for the GPU and run on
   * the CPU (the compiled-graph API's pipeline hook).
   */
  public static String emulatedPipeline(String cpuPipeline) {
    Matcher m = HLO_TO_LOOPS.matcher(cpuPipeline);
    if (!m.find()) {
      throw new IllegalArgumentException("not an HLO compiler pipeline (no hlo-to-loops): " + cpuPipeline);
    }
    return cpuPipeline.substring(0, m.start()) + passes(true) + cpuPipeline.substring(m.end());
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
    return "builtin.module(" + passes(emulate) + ")";
  }
}

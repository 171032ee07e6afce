package org.jmlir.compiler.gpu;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the GPU path of the HLO compiler with jopt. */
public final class GpuCompilerPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("hlo-loops-to-parallel",
        "Turn the independent scf.for loops of loop nests (outermost and perfectly nested once) into scf.parallel", LoopsToParallel::new);
    r.register("hlo-gpu-device-buffers", "Place the buffers that GPU kernels touch in device memory (gpu.alloc, gpu.memcpy at the host "
        + "boundary and around host uses, gpu.dealloc)", DeviceBuffers::new);
    r.register("hlo-gpu-uniform-reductions", "Mark the gpu.all_reduce ops at the top level of single-block kernels uniform",
        UniformReductions::new);
    r.register("hlo-to-gpu", "Compile StableHLO functions to loops with GPU kernels: shape computation and buffers on the host, "
        + "each independent loop nest a gpu.launch_func of an outlined kernel", GpuPipeline::new,
        new PassRegistry.Option("emulate", "<bool>", "Also turn the kernels into host loops (gpu-emulate-on-host)"),
        new PassRegistry.Option("blas-min-flops", "<long>",
            "2-D f32 dot_general with at least this many multiply-adds calls cuBLAS (mgpuCublasSgemm); negative: never (default 0)"));
    r.register("hlo-gpu-async-copies", "Give the synchronous gpu.alloc/dealloc/memcpy/memset a stream of their own, synchronized after "
        + "them (so -gpu-to-llvm lowers them)", AsyncCopies::new);
    r.register("gpu-decompose-memrefs", "Decomposes memref index computation into explicit ops.", DecomposeMemRefs::new);
    r.register("hlo-gpu-cublas", "Turn the HLO compiler's cblas_sgemm calls into calls of jmlir's GPU runtime (mgpuCublasSgemm)",
        CublasCalls::new);
    r.register("convert-affine-for-to-gpu", "Convert top-level AffineFor Ops to GPU kernels",
        org.jmlir.conversion.scftogpu.AffineForToGpu::new,
        new PassRegistry.Option("gpu-block-dims", "<uint>", "Number of GPU block dimensions for mapping"),
        new PassRegistry.Option("gpu-thread-dims", "<uint>", "Number of GPU thread dimensions for mapping"));
  }
}

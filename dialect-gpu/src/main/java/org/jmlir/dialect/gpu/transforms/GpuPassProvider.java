package org.jmlir.dialect.gpu.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the gpu dialect's passes. */
public final class GpuPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register(
        "gpu-kernel-outlining",
        "Outline gpu.launch bodies to kernel functions",
        KernelOutlining::new,
        new PassRegistry.Option("data-layout-str", "", "String description of the data layout"));
    r.register(
        "gpu-launch-sink-index-computations", "Sink index computations into gpu.launch body", SinkIndexComputations::new);
    r.register(
        "convert-gpu-to-nvvm",
        "Generate NVVM operations for gpu operations",
        org.jmlir.conversion.gputonvvm.GpuToNvvm::new,
        new PassRegistry.Option("allow-pattern-rollback", "", "Experimental performance flag to disallow pattern rollback"),
        new PassRegistry.Option("allowed-dialects", "<string>", "Run conversion patterns of only the specified dialects"),
        new PassRegistry.Option("has-redux", "", "Target gpu supports redux"),
        new PassRegistry.Option("index-bitwidth", "<uint>", "Bitwidth of the index type, 0 to use size of machine word"),
        new PassRegistry.Option(
            "use-bare-ptr-memref-call-conv",
            "",
            "Replace memref arguments in GPU functions with bare pointers. All memrefs must have static shape."));
    r.register(
        "gpu-map-parallel-loops",
        "Greedily maps loops to GPU hardware dimensions.",
        MapParallelLoops::new,
        new PassRegistry.Option(
            "mapping-policy",
            "<string>",
            "Policy outlining how to assign loops to GPU dimensions.Supported values are `outermost-first` and `innermost-first`."));
    r.register("convert-parallel-loops-to-gpu", "Convert mapped scf.parallel ops to gpu launch operations", ParallelLoopsToGpu::new);
    r.register("gpu-async-region", "Make GPU ops async", AsyncRegion::new);
    r.register("gpu-eliminate-barriers", "Erase unnecessary barriers", EliminateBarriers::new);
    r.register(
        "gpu-emulate-on-host",
        "Turn GPU kernels and their launches into host code (blocks and threads as loops, barriers honoured)",
        EmulateOnHost::new);
    r.register(
        "gpu-to-llvm",
        "Convert GPU dialect to LLVM dialect with GPU runtime calls",
        org.jmlir.conversion.gputollvm.GpuToLlvm::new,
        new PassRegistry.Option("allow-pattern-rollback", "", "Experimental performance flag to disallow pattern rollback"),
        new PassRegistry.Option(
            "intersperse-sizes-for-kernels",
            "",
            "Inserts a size_t argument following each memref argument, containing the static size in bytes of the buffer."),
        new PassRegistry.Option(
            "use-bare-pointers-for-host", "", "Use bare pointers to pass memref arguments to host functions. All memrefs must have static shape."),
        new PassRegistry.Option(
            "use-bare-pointers-for-kernels",
            "",
            "Use bare pointers to pass memref arguments to kernels. The kernel must use the same setting for this option."));
    r.register(
        "gpu-module-to-binary",
        "Transforms a GPU module into a GPU binary.",
        GpuModuleToBinary::new,
        new PassRegistry.Option("format", "<string>", "The target representation of the compilation process."),
        new PassRegistry.Option("l", "<string>", "Extra files to link to."),
        new PassRegistry.Option("opts", "<string>", "Command line options to pass to the tools."),
        new PassRegistry.Option("section", "<string>", "ELF section where binary is to be located."),
        new PassRegistry.Option("toolkit", "<string>", "Toolkit path."));
    r.register(
        "nvvm-attach-target",
        "Attaches an NVVM target attribute to a GPU Module.",
        NvvmAttachTarget::new,
        new PassRegistry.Option("O", "<uint>", "Optimization level."),
        new PassRegistry.Option("chip", "<string>", "Target chip."),
        new PassRegistry.Option("fast", "", "Enable fast math mode."),
        new PassRegistry.Option("features", "<string>", "Target features, default is to use the minimum PTX ISA version for the SM target."),
        new PassRegistry.Option("ftz", "", "Enable flush to zero for denormals."),
        new PassRegistry.Option("l", "<string>", "Extra bitcode libraries paths to link to."),
        new PassRegistry.Option("module", "<string>", "Regex used to identify the modules to attach the target to."),
        new PassRegistry.Option("ptxas-cmd-options", "<string>", "Command line options passed to downstream compiler"),
        new PassRegistry.Option("triple", "<string>", "Target triple."));
  }
}

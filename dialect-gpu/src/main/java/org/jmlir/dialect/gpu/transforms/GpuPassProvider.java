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
  }
}

package org.jmlir.dialect;

import org.jmlir.dialect.arith.IntRangeOptimizations;
import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the passes of the core dialects (arith, math, memref, scf, ...) that are not conversions. */
public final class CorePassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("int-range-optimizations", "Do optimizations based on integer range analysis", IntRangeOptimizations::new,
        new PassRegistry.Option[0]);
    r.register("arith-unsigned-when-equivalent", "Replace signed ops with unsigned ones where they are proven equivalent",
        org.jmlir.dialect.arith.UnsignedWhenEquivalent::new, new PassRegistry.Option[0]);
    r.register("math-sincos-fusion", "Fuse sin and cos operations.", org.jmlir.dialect.math.SincosFusion::new,
        new PassRegistry.Option[0]);
    r.register("math-uplift-to-fma", "Uplift arith ops to math.fma.", org.jmlir.dialect.math.UpliftToFma::new,
        new PassRegistry.Option[0]);
    r.register("promote-buffers-to-stack", "Promotes heap-based allocations to automatically managed stack-based allocations",
        org.jmlir.dialect.memref.PromoteBuffersToStack::new, org.jmlir.dialect.memref.PromoteBuffersToStack.OPTIONS);
    r.register("generate-runtime-verification", "Generate additional runtime op verification checks",
        org.jmlir.dialect.rtverify.GenerateRuntimeVerification::new, org.jmlir.dialect.rtverify.GenerateRuntimeVerification.OPTIONS);
  }
}

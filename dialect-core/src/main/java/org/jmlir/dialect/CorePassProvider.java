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
    r.register("memref-expand", "Legalize memref operations to be convertible to LLVM.",
        org.jmlir.dialect.memref.transforms.MemRefExpand::new, new PassRegistry.Option[0]);
    r.register("scf-for-loop-canonicalization", "Canonicalize operations within scf.for loop bodies",
        org.jmlir.dialect.scf.transforms.ForLoopCanonicalization::new, new PassRegistry.Option[0]);
    r.register("scf-for-to-while", "Convert SCF for loops to SCF while loops",
        org.jmlir.dialect.scf.transforms.ForToWhile::new, new PassRegistry.Option[0]);
    r.register("scf-forall-to-parallel", "Convert SCF forall loops to SCF parallel loops",
        org.jmlir.dialect.scf.transforms.ForallToParallel::new, new PassRegistry.Option[0]);
    r.register("scf-forall-to-for", "Convert SCF forall loops to SCF for loops",
        org.jmlir.dialect.scf.transforms.ForallToFor::new, new PassRegistry.Option[0]);
    r.register("scf-parallel-for-to-nested-fors", "Convert scf.parallel loops to nested scf.for loops",
        org.jmlir.dialect.scf.transforms.ParallelForToNestedFors::new, new PassRegistry.Option[0]);
  }
}

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
    r.register("scf-for-to-while", "Convert SCF for loops to SCF while loops",
        org.jmlir.dialect.scf.transforms.ForToWhile::new, new PassRegistry.Option[0]);
    r.register("scf-forall-to-parallel", "Convert SCF forall loops to SCF parallel loops",
        org.jmlir.dialect.scf.transforms.ForallToParallel::new, new PassRegistry.Option[0]);
    r.register("scf-forall-to-for", "Convert SCF forall loops to SCF for loops",
        org.jmlir.dialect.scf.transforms.ForallToFor::new, new PassRegistry.Option[0]);
    r.register("scf-parallel-for-to-nested-fors", "Convert SCF parallel for loops to nested SCF for loops",
        org.jmlir.dialect.scf.transforms.ParallelForToNestedFors::new, new PassRegistry.Option[0]);
    r.register("arith-expand", "Legalize Arith ops to be convertible to LLVM.",
        org.jmlir.dialect.arith.transforms.ArithExpandOps::new,
        new PassRegistry.Option("include-bf16", "", "Enable the BF16 expansion patterns"),
        new PassRegistry.Option("include-f4e2m1", "", "Enable the F4E2M1 expansion patterns"),
        new PassRegistry.Option("include-f8e8m0", "", "Enable the F8E8M0 expansion patterns"));
    r.register("arith-emulate-unsupported-floats", "Emulate operations on unsupported floats with extf/truncf",
        org.jmlir.dialect.arith.transforms.EmulateUnsupportedFloats::new,
        new PassRegistry.Option("source-types", "<string>", "MLIR types without arithmetic support on a given target"),
        new PassRegistry.Option("target-type", "<string>", "MLIR type to convert the unsupported source types to"));
    r.register("arith-int-range-narrowing", "Reduce integer operations bitwidth based on integer range analysis",
        org.jmlir.dialect.arith.transforms.IntRangeNarrowing::new,
        new PassRegistry.Option("int-bitwidths-supported", "<uint>", "Integer bitwidths supported"));
    r.register("math-expand-ops", "Expand math operations.", org.jmlir.dialect.math.transforms.MathExpandOps::new,
        new PassRegistry.Option("ops", "<string>", "Operations to expand."));
    r.register("math-extend-to-supported-types", "Legalize floating-point math ops on low-precision floats",
        org.jmlir.dialect.math.transforms.ExtendToSupportedTypes::new,
        new PassRegistry.Option("extra-types", "<string>",
            "MLIR types with arithmetic support on a given target (f64 and f32 are implicitly supported)"),
        new PassRegistry.Option("target-type", "<string>", "MLIR type to convert the unsupported source types to"));
    r.register("promote-buffers-to-stack", "Promotes heap-based allocations to automatically managed stack-based allocations",
        org.jmlir.dialect.memref.PromoteBuffersToStack::new, org.jmlir.dialect.memref.PromoteBuffersToStack.OPTIONS);
    r.register("generate-runtime-verification", "Generate additional runtime op verification checks",
        org.jmlir.dialect.rtverify.GenerateRuntimeVerification::new, org.jmlir.dialect.rtverify.GenerateRuntimeVerification.OPTIONS);
    r.register("test-math-algebraic-simplification", "Test math algebraic simplification",
        org.jmlir.dialect.math.transforms.TestAlgebraicSimplification::new, new PassRegistry.Option[0]);
    r.register("test-math-polynomial-approximation", "Test math polynomial approximations",
        org.jmlir.dialect.math.transforms.TestPolynomialApproximation::new,
        new PassRegistry.Option("enable-avx2", "", "Enable approximations that emit AVX2 intrinsics via the X86Vector dialect"));
  }
}

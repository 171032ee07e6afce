package org.jmlir.conversion;

import org.jmlir.conversion.vectortollvm.TestLowerToLlvm;
import org.jmlir.conversion.vectortollvm.VectorToLlvm;
import org.jmlir.conversion.vectortoscf.VectorToScf;
import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the vector lowerings and the test-lower-to-llvm pipeline. */
public final class VectorConversionPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("convert-vector-to-llvm", "Lower the operations from the vector dialect into the LLVM dialect", VectorToLlvm::new);
    r.register("convert-vector-to-scf", "Lower the operations from the vector dialect into the SCF dialect", VectorToScf::new);
    r.register(
        "arith-emulate-wide-int",
        "Emulate 2*N-bit integer operations using N-bit operations",
        org.jmlir.conversion.arithwideint.EmulateWideInt::new,
        new PassRegistry.Option("widest-int-supported", "<uint>", "Widest integer type supported by the target"));
    r.register(
        "memref-emulate-wide-int",
        "Emulate 2*N-bit integer operations using N-bit operations",
        o -> new org.jmlir.conversion.arithwideint.EmulateWideInt(o, true),
        new PassRegistry.Option("widest-int-supported", "<uint>", "Widest integer type supported by the target"));
    r.register(
        "test-arith-emulate-wide-int",
        "Function pass to test Wide Integer Emulation",
        org.jmlir.conversion.arithwideint.TestEmulateWideInt::new,
        new PassRegistry.Option("function-prefix", "<string>", "Prefix of functions to run the emulation pass on"),
        new PassRegistry.Option("widest-int-supported", "<uint>", "Maximum integer bit width supported by the target"));
    r.register(
        "convert-arith-to-apfloat",
        "Convert Arith ops to APFloat runtime library calls",
        org.jmlir.conversion.arithtoapfloat.ArithToApFloat::new);
    r.register(
        "convert-math-to-apfloat",
        "Convert Math ops to APFloat runtime library calls",
        org.jmlir.conversion.arithtoapfloat.MathToApFloat::new);
    r.register(
        "convert-ub-to-llvm",
        "Convert UB dialect to LLVM dialect",
        org.jmlir.conversion.vectortollvm.UbToLlvm::new,
        org.jmlir.conversion.llvmcommon.LlvmConversionPass.INDEX_BITWIDTH);
    r.register("lower-vector-multi-reduction", "Lower 'vector.multi_reduction' operations",
        org.jmlir.dialect.vector.transforms.LowerVectorMultiReduction::new,
        new PassRegistry.Option("lowering-strategy", "<value>", "Select the strategy to control how multi_reduction is lowered."));
    r.register("lower-vector-mask", "Lower 'vector.mask' operations", org.jmlir.dialect.vector.transforms.LowerVectorMask::new);
    r.register("test-vector-emulate-masked-load-store",
        "Test patterns that emulate the maskedload/maskedstore op by  memref.load/store and scf.if",
        org.jmlir.dialect.vector.transforms.TestEmulateMaskedLoadStore::new);
    r.register("test-vector-extract-strided-slice-lowering",
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass.STRIDED_SLICE_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::extractStridedSliceLowering);
    r.register("test-vector-break-down-bitcast", org.jmlir.dialect.vector.transforms.VectorTestPatternPass.BITCAST_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::breakDownBitCast);
    r.register("test-vector-break-down-reduction-patterns",
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass.BREAK_DOWN_REDUCTION_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::breakDownReduction);
    r.register("test-vector-chained-reduction-folding-patterns",
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass.CHAINED_REDUCTION_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::chainedReduction);
    r.register("test-scalar-vector-transfer-lowering",
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass.SCALAR_TRANSFER_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::scalarTransferLowering,
        new PassRegistry.Option("allow-multiple-uses", "<bool>", "Fold transfer operations with multiple uses"));
    r.register("test-vector-gather-lowering", org.jmlir.conversion.vectortollvm.TestVectorGatherLowering.SUMMARY,
        org.jmlir.conversion.vectortollvm.TestVectorGatherLowering::new);
    r.register("test-vector-scan-lowering", org.jmlir.dialect.vector.transforms.VectorTestPatternPass.SCAN_SUMMARY,
        org.jmlir.dialect.vector.transforms.VectorTestPatternPass::scanLowering);
    r.register(
        "test-lower-to-llvm",
        "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.",
        TestLowerToLlvm::new);
  }
}

package org.jmlir.opt;

import java.util.List;
import org.jmlir.conversion.LlvmConversionPassProvider;
import org.jmlir.conversion.VectorConversionPassProvider;
import org.jmlir.conversion.scftocf.ScfToControlFlowPassProvider;
import org.jmlir.conversion.affinetostandard.AffineToStandardPassProvider;
import org.jmlir.conversion.linalgtoloops.LinalgToLoopsPassProvider;
import org.jmlir.dialect.linalg.transforms.LinalgPassProvider;
import org.jmlir.dialect.CorePassProvider;
import org.jmlir.dialect.DialectCoreProvider;
import org.jmlir.dialect.affine.AffineDialectProvider;
import org.jmlir.dialect.affine.transforms.AffineBuildingPassProvider;
import org.jmlir.dialect.gpu.GpuDialectProvider;
import org.jmlir.dialect.gpu.transforms.GpuPassProvider;
import org.jmlir.dialect.nvvm.NvvmDialectProvider;
import org.jmlir.dialect.linalg.LinalgDialectProvider;
import org.jmlir.dialect.cf.ControlFlowDialectProvider;
import org.jmlir.dialect.hlo.HloDialectProvider;
import org.jmlir.hlo.interpret.dialect.CheckDialectProvider;
import org.jmlir.dialect.hlo.transforms.HloLegalizationPassProvider;
import org.jmlir.hlo.interpret.transforms.InterpreterPassProvider;
import org.jmlir.dialect.llvm.LlvmDialectProvider;
import org.jmlir.dialect.vector.VectorDialectProvider;
import org.jmlir.dialect.index.IndexDialectProvider;
import org.jmlir.dialect.math.MathDialectProvider;
import org.jmlir.dialect.memref.MemRefDialectProvider;
import org.jmlir.dialect.scf.ScfDialectProvider;
import org.jmlir.dialect.tensor.TensorDialectProvider;
import org.jmlir.dialect.ub.UbDialectProvider;
import org.jmlir.dialect.tf.TfDialectProvider;
import org.jmlir.dialect.tf.transforms.TfPassProvider;
import org.jmlir.dialect.tfexecutor.transforms.TfExecutorPassProvider;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.builtin.BuiltinDialectProvider;
import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.transforms.TransformsPassProvider;
import org.jmlir.pdll.transforms.PdllPassProvider;
import org.jmlir.conversion.tftohlo.TfToHloPassProvider;

/**
 * The dialects and passes jopt registers, listed as mlir-opt's registerAllDialects and
 * registerAllPasses list theirs. ServiceLoader would find the same providers (JoptRegistryTest
 * checks that nothing is missing), but it instantiates each through reflection, a cost every run paid
 * at start-up.
 */
final class JoptRegistry {
  private JoptRegistry() {}

  static List<DialectProvider> dialectProviders() {
    return List.of(
        // First, as ServiceLoader finds it (opt-tool's own classes come first on the class path).
        new TestDialectProvider(),
        new BuiltinDialectProvider(),
        new DialectCoreProvider(),
        new MathDialectProvider(),
        new IndexDialectProvider(),
        new ControlFlowDialectProvider(),
        new MemRefDialectProvider(),
        new TensorDialectProvider(),
        new ScfDialectProvider(),
        new UbDialectProvider(),
        new org.jmlir.dialect.complex.ComplexDialectProvider(),
        new TfDialectProvider(),
        new AffineDialectProvider(),
        new LinalgDialectProvider(),
        new org.jmlir.dialect.bufferization.BufferizationDialect.Provider(),
        new HloDialectProvider(),
        new GpuDialectProvider(),
        new NvvmDialectProvider(),
        new CheckDialectProvider(),
        new LlvmDialectProvider(),
        new VectorDialectProvider(),
        new org.jmlir.dialect.transform.TransformDialectProvider());
  }

  static List<PassProvider> passProviders() {
    return List.of(
        new TransformsPassProvider(), new ScfToControlFlowPassProvider(), new CorePassProvider(), new TfExecutorPassProvider(),
        new TfPassProvider(), new HloLegalizationPassProvider(), new GpuPassProvider(), new LlvmConversionPassProvider(), new PdllPassProvider(),
        new InterpreterPassProvider(), new VectorConversionPassProvider(), new AffineBuildingPassProvider(), new TfToHloPassProvider(),
        new AffineToStandardPassProvider(), new LinalgPassProvider(), new LinalgToLoopsPassProvider(),
        new org.jmlir.dialect.bufferization.transforms.BufferizationPassProvider(),
        new org.jmlir.conversion.stablehlotolinalg.StablehloToLinalgPassProvider(),
        new org.jmlir.compiler.HloCompilerPassProvider(),
        new org.jmlir.conversion.complextostandard.ComplexToStandardPassProvider(),
        new org.jmlir.conversion.complextollvm.ComplexToLlvmPassProvider(),
        new org.jmlir.compiler.gpu.GpuCompilerPassProvider(),
        new org.jmlir.dialect.transform.TransformPassProvider());
  }

  static MLIRContext newContext() {
    MLIRContext ctx = new MLIRContext();
    for (DialectProvider p : dialectProviders()) {
      p.register(ctx);
    }
    return ctx;
  }

  static PassRegistry passes() {
    PassRegistry r = new PassRegistry();
    for (PassProvider p : passProviders()) {
      p.register(r);
    }
    return r;
  }
}

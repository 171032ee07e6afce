package org.jmlir.run;

import java.util.List;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/**
 * The dialects jrun registers: the {@link DialectProvider}s on its class path, listed here instead of
 * found through {@link java.util.ServiceLoader}, whose scan of every class-path jar (LLVM's and CUDA's
 * platform jars among them) costs a JIT run milliseconds. JrunDialectsTest checks that the list and
 * the services agree.
 */
final class JrunDialects {
  private JrunDialects() {}

  static List<DialectProvider> providers() {
    return List.of(
        new org.jmlir.ir.builtin.BuiltinDialectProvider(),
        new org.jmlir.dialect.DialectCoreProvider(),
        new org.jmlir.dialect.math.MathDialectProvider(),
        new org.jmlir.dialect.index.IndexDialectProvider(),
        new org.jmlir.dialect.cf.ControlFlowDialectProvider(),
        new org.jmlir.dialect.memref.MemRefDialectProvider(),
        new org.jmlir.dialect.tensor.TensorDialectProvider(),
        new org.jmlir.dialect.scf.ScfDialectProvider(),
        new org.jmlir.dialect.ub.UbDialectProvider(),
        new org.jmlir.dialect.complex.ComplexDialectProvider(),
        new org.jmlir.dialect.gpu.GpuDialectProvider(),
        new org.jmlir.dialect.nvvm.NvvmDialectProvider(),
        new org.jmlir.dialect.llvm.LlvmDialectProvider());
  }

  /** A context with jrun's dialects registered (each loads on first use). */
  static MLIRContext context() {
    MLIRContext ctx = new MLIRContext();
    for (DialectProvider p : providers()) {
      p.register(ctx);
    }
    return ctx;
  }
}

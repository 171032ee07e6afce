package org.jmlir.run;

import java.util.List;
import java.util.function.Supplier;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/**
 * The dialects jrun registers: the {@link DialectProvider}s on its class path, listed here instead of
 * found through {@link java.util.ServiceLoader}, whose scan of every class-path jar (LLVM's and CUDA's
 * platform jars among them) costs a JIT run milliseconds. JrunDialectsTest checks that the list and
 * the services agree, and that {@link #context} registers what the providers register.
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

  /** The namespaces {@link #providers} register, in their order. */
  static final List<String> NAMESPACES =
      List.of(
          "builtin", "func", "arith", "math", "index", "cf", "memref", "tensor", "scf", "ub", "complex", "gpu", "nvvm",
          "llvm", "dlti");

  /**
   * A context with jrun's dialects registered (each loads on first use). Registered here through one
   * factory class rather than through the providers: each provider and each of their
   * {@code SomeDialect::new} references is a class (a lambda's, which also loads the dialect's
   * class) that every jrun start would load from the AOT cache, ~40 classes for the one or two
   * dialects a program uses (BENCHMARKS.md, issue 12).
   */
  static MLIRContext context() {
    MLIRContext ctx = new MLIRContext();
    for (String ns : NAMESPACES) {
      ctx.registerDialect(ns, new Factory(ns));
    }
    if (AOT_TRAINING) {
      for (org.jmlir.ir.OpDef op : ctx.getOrLoadDialect("llvm").operations()) {
        if (op.assembly() instanceof org.jmlir.ir.ods.format.FormatProgram format) {
          format.size(); // compiles the format (on first use otherwise): its directives' classes
        }
      }
    }
    return ctx;
  }

  /**
   * Set by the build's AOT training run (run-tool/pom.xml): the context then builds every op of the
   * llvm dialect and compiles its format, which a run otherwise does on the first use of each op (or
   * of its group), so that all their classes and lambdas are in the AOT cache. A lambda the cache lacks is spun at run time,
   * ~0.6 ms each interpreted: a program with one {@code llvm.intr.*} op took ~80 ms longer than
   * one without before this (BENCHMARKS.md, issue 12).
   */
  private static final boolean AOT_TRAINING = Boolean.getBoolean("jmlir.jrun.aotTraining");

  /** Makes the dialect of one namespace; only the arm taken loads its class. */
  private static final class Factory implements Supplier<Dialect> {
    private final String namespace;

    Factory(String namespace) {
      this.namespace = namespace;
    }

    @Override
    public Dialect get() {
      return switch (namespace) {
        case "builtin" -> new org.jmlir.ir.builtin.BuiltinDialect();
        case "func" -> new org.jmlir.dialect.func.FuncDialect();
        case "arith" -> new org.jmlir.dialect.arith.ArithDialect();
        case "math" -> new org.jmlir.dialect.math.MathDialect();
        case "index" -> new org.jmlir.dialect.index.IndexDialect();
        case "cf" -> new org.jmlir.dialect.cf.ControlFlowDialect();
        case "memref" -> new org.jmlir.dialect.memref.MemRefDialect();
        case "tensor" -> new org.jmlir.dialect.tensor.TensorDialect();
        case "scf" -> new org.jmlir.dialect.scf.ScfDialect();
        case "ub" -> new org.jmlir.dialect.ub.UbDialect();
        case "complex" -> new org.jmlir.dialect.complex.ComplexDialect();
        case "gpu" -> new org.jmlir.dialect.gpu.GpuDialect();
        case "nvvm" -> new org.jmlir.dialect.nvvm.NvvmDialect();
        case "llvm" -> new org.jmlir.dialect.llvm.LlvmDialect();
        case "dlti" -> new org.jmlir.dialect.dlti.DltiDialect();
        default -> throw new IllegalStateException("jrun registers no dialect " + namespace);
      };
    }
  }
}

package org.jmlir.conversion.llvmcommon;

import java.util.List;
import org.jmlir.conversion.arithtollvm.ArithToLlvm;
import org.jmlir.conversion.cftollvm.CfToLlvm;
import org.jmlir.conversion.functollvm.FuncToLlvm;
import org.jmlir.conversion.indextollvm.IndexToLlvm;
import org.jmlir.conversion.mathtollvm.MathToLlvm;
import org.jmlir.conversion.memreftollvm.MemRefToLlvm;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * A dialect's contribution to {@code convert-to-llvm} (MLIR's ConvertToLLVMPatternInterface): the
 * patterns that lower its ops with a shared type converter. {@link #ALL} lists the dialects jmlir
 * lowers, in the order their patterns are added.
 */
public interface ToLlvmInterface {
  /** The dialect namespace. */
  String dialect();

  /** Adds the dialect's lowering patterns to {@code out}. */
  void populate(LlvmTypeConverter converter, List<RewritePattern> out);

  static ToLlvmInterface of(String dialect, java.util.function.BiConsumer<LlvmTypeConverter, List<RewritePattern>> p) {
    return new ToLlvmInterface() {
      @Override
      public String dialect() {
        return dialect;
      }

      @Override
      public void populate(LlvmTypeConverter converter, List<RewritePattern> out) {
        p.accept(converter, out);
      }
    };
  }

  /**
   * {@link #ALL} and the interfaces other modules provide as {@link java.util.ServiceLoader} services
   * (the vector dialect's), loaded when a conversion first asks.
   */
  static List<ToLlvmInterface> all() {
    return Extensions.ALL_WITH_SERVICES;
  }

  /** Holder of the lazily loaded list. */
  final class Extensions {
    private Extensions() {}

    static final List<ToLlvmInterface> ALL_WITH_SERVICES = load();

    private static List<ToLlvmInterface> load() {
      List<ToLlvmInterface> out = new java.util.ArrayList<>(ALL);
      for (ToLlvmInterface i : java.util.ServiceLoader.load(ToLlvmInterface.class, ToLlvmInterface.class.getClassLoader())) {
        out.add(i);
      }
      return List.copyOf(out);
    }
  }

  List<ToLlvmInterface> ALL =
      List.of(
          of("arith", ArithToLlvm::patterns),
          of("cf", CfToLlvm::patterns),
          of("func", FuncToLlvm::patterns),
          of("index", IndexToLlvm::patterns),
          of("math", MathToLlvm::patterns),
          of("memref", (tc, out) -> MemRefToLlvm.patterns(tc, out, true)),
          of("ub", UbToLlvm::patterns));
}

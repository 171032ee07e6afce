package org.jmlir.conversion;

import static org.jmlir.conversion.llvmcommon.LlvmConversionPass.INDEX_BITWIDTH;

import org.jmlir.conversion.arithtollvm.ArithToLlvm;
import org.jmlir.conversion.cftollvm.CfToLlvm;
import org.jmlir.conversion.functollvm.FuncToLlvm;
import org.jmlir.conversion.indextollvm.IndexToLlvm;
import org.jmlir.conversion.mathtolibm.MathToLibm;
import org.jmlir.conversion.mathtollvm.MathToLlvm;
import org.jmlir.conversion.memreftollvm.MemRefToLlvm;
import org.jmlir.conversion.reconcile.ReconcileUnrealizedCasts;
import org.jmlir.conversion.tollvm.ConvertToLlvm;
import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the lowerings to the llvm dialect. */
public final class LlvmConversionPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("convert-arith-to-llvm", "Convert Arith dialect to LLVM dialect", ArithToLlvm::new, INDEX_BITWIDTH);
    r.register("convert-func-to-llvm", "Convert from the Func dialect to the LLVM dialect", FuncToLlvm::new,
        INDEX_BITWIDTH,
        new PassRegistry.Option("use-bare-ptr-memref-call-conv", "",
            "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types").withDefault("false"));
    r.register("llvm-legalize-for-export", "Legalize LLVM dialect to be convertible to LLVM IR",
        org.jmlir.dialect.llvm.transforms.LegalizeForExport::new);
    r.register("test-data-layout-query", "Test data layout queries",
        org.jmlir.dialect.dlti.TestDataLayoutQuery::new);
    r.register("ensure-debug-info-scope-on-llvm-func",
        "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
        org.jmlir.dialect.llvm.transforms.EnsureDebugInfoScope::new,
        new PassRegistry.Option("emission-kind", "<value>", "Emission kind to generate debug info.")
            .withDefault("LineTablesOnly"));
    r.register("llvm-use-default-visibility",
        "Update default visibility of all global values and function definitions",
        org.jmlir.dialect.llvm.transforms.UseDefaultVisibility::new,
        new PassRegistry.Option("visibility", "<value>", "Visibility to use in place of default."));
    r.register("llvm-add-comdats", "Add comdats to linkonce and linkonce_odr functions",
        org.jmlir.dialect.llvm.transforms.AddComdats::new);
    r.register("llvm-optimize-for-nvvm-target", "Optimize NVVM IR",
        org.jmlir.dialect.llvm.transforms.OptimizeForNvvm::new);
    r.register("llvm-target-to-data-layout", "Derive data layout attributes from LLVM target attributes",
        org.jmlir.dialect.llvm.transforms.TargetToDataLayout::new,
        new PassRegistry.Option("initialize-llvm-targets", "",
            "Whether to pre-load all available target machines, that LLVM is configured to support, into the TargetRegistry.")
            .withDefault("true"));
    r.register("llvm-request-c-wrappers", "Request C wrapper emission for all functions",
        org.jmlir.conversion.functollvm.RequestCWrappers::new);
    r.register("set-llvm-module-datalayout", "Attach a datalayout string as a module attribute",
        org.jmlir.conversion.functollvm.SetModuleDataLayout::new,
        new PassRegistry.Option("data-layout", "<string>",
            "String description (LLVM format) of the data layout that is expected on the produced module")
            .withDefault(""));
    r.register("convert-cf-to-llvm", "Convert ControlFlow operations to the LLVM dialect", CfToLlvm::new, INDEX_BITWIDTH);
    r.register("test-cf-assert", "Function pass to test cf.assert lowering to LLVM without abort",
        org.jmlir.conversion.cftollvm.TestCfAssert::new);
    r.register("convert-index-to-llvm", "Lower the `index` dialect to the `llvm` dialect.", IndexToLlvm::new, INDEX_BITWIDTH);
    r.register("convert-math-to-llvm", "Convert Math dialect to LLVM dialect", MathToLlvm::new,
        new PassRegistry.Option("approximate-log1p", "", "Enable approximation of Log1p.").withDefault("true"));
    r.register("convert-math-to-libm", "Convert Math dialect to libm calls", MathToLibm::new, new PassRegistry.Option[0]);
    r.register("convert-complex-to-libm", "Convert Complex dialect to libm calls",
        org.jmlir.conversion.complextolibm.ComplexToLibm::new, new PassRegistry.Option[0]);
    r.register("convert-math-to-funcs", "Convert Math operations to calls of outlined implementations.",
        org.jmlir.conversion.mathtofuncs.MathToFuncs::new,
        new PassRegistry.Option("convert-ctlz", "",
            "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.")
            .withDefault("false"),
        new PassRegistry.Option("min-width-of-fpowi-exponent", "<uint>",
            "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value")
            .withDefault("1"));
    r.register("finalize-memref-to-llvm", "Finalize MemRef dialect to LLVM dialect conversion", MemRefToLlvm::new,
        INDEX_BITWIDTH,
        new PassRegistry.Option("use-aligned-alloc", "", "Use aligned_alloc in place of malloc for heap allocations")
            .withDefault("false"),
        new PassRegistry.Option("use-generic-functions", "",
            "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions")
            .withDefault("false"));
    r.register("test-memref-to-llvm-with-transforms",
        "Tests conversion of MemRef dialects + `func.func` to LLVM dialect with MemRef transforms.",
        org.jmlir.conversion.memreftollvm.TestMemRefToLlvmWithTransforms::new, new PassRegistry.Option[0]);
    r.register("reconcile-unrealized-casts", "Simplify and eliminate unrealized conversion casts", ReconcileUnrealizedCasts::new);
    r.register("convert-to-llvm", "Convert to LLVM via dialect interfaces found in the input IR", ConvertToLlvm::new,
        new PassRegistry.Option("allow-pattern-rollback", "", "Experimental performance flag to disallow pattern rollback")
            .withDefault("true"),
        new PassRegistry.Option("dynamic", "", "Use op conversion attributes to configure the conversion").withDefault("false"),
        new PassRegistry.Option("filter-dialects", "<string>", "Test conversion patterns of only the specified dialects").asList());
  }
}

package org.jmlir.ir.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the dialect-independent passes of {@code ir}. */
public final class TransformsPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("canonicalize", "Canonicalize operations", Canonicalizer::new, Canonicalizer.OPTIONS);
    r.register("cse", "Eliminate common sub-expressions", CSE::new, new PassRegistry.Option[0]);
    r.register("symbol-dce", "Eliminate dead symbols", SymbolDCE::new, new PassRegistry.Option[0]);
    r.register("strip-debuginfo", "Strip debug info from all operations", StripDebugInfo::new, new PassRegistry.Option[0]);
    r.register("inline", "Inline function calls", Inliner::new, Inliner.OPTIONS);
    r.register("sccp", "Sparse Conditional Constant Propagation", SCCP::new, new PassRegistry.Option[0]);
    r.register("print-op-stats", "Print statistics of operations", PrintOpStats::new,
        new PassRegistry.Option("json", "", "print the stats as JSON"));
    r.register("duplicate-function-elimination", "Deduplicate functions", DuplicateFunctionElimination::new,
        new PassRegistry.Option[0]);
    r.register("loop-invariant-code-motion", "Hoist loop invariant instructions outside of the loop",
        LoopInvariantCodeMotion::new, new PassRegistry.Option[0]);
    r.register("test-pass-failure", "Test a pass in the pass manager that always fails", TestFailurePasses.TestPassFailure::new,
        new PassRegistry.Option("gen-diagnostics", "", "Generate a diagnostic message"));
    r.register("test-mlir-reducer", "Tests MLIR Reduce tool by generating failures", TestFailurePasses.TestMlirReducer::new,
        new PassRegistry.Option[0]);
    r.register("mem2reg", "Promotes memory slots into values.", Mem2Reg::new, Mem2Reg.OPTIONS);
    r.register("remove-dead-values", "Remove dead values", RemoveDeadValues::new, RemoveDeadValues.OPTIONS);
    r.register("topological-sort", "Sort regions without SSA dominance in topological order", TopologicalSort::new,
        new PassRegistry.Option[0]);
    r.register("control-flow-sink", "Sink operations into conditional blocks", ControlFlowSink::new,
        new PassRegistry.Option[0]);
    r.register("sroa", "Scalar Replacement of Aggregates", Sroa::new, new PassRegistry.Option[0]);
    r.register("view-op-graph", "Print Graphviz visualization of an operation", ViewOpGraph::new, ViewOpGraph.OPTIONS);
  }
}

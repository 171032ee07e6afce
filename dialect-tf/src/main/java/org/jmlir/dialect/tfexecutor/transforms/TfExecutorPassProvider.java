package org.jmlir.dialect.tfexecutor.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the tf_executor graph passes with jopt. */
public final class TfExecutorPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("tf-executor-graph-pruning", "Prunes unreachable ops in a tf_executor.graph", ExecutorGraphPruning::new,
        ExecutorGraphPruning.OPTIONS);
    r.register("tf-executor-island-coarsening", "Walks tf_executor::GraphOp and merges individual tf_executor::IslandOps",
        ExecutorIslandCoarsening::new, new PassRegistry.Option[0]);
    r.register("tf-executor-break-up-islands", "Transform from TF control dialect to TF executor dialect.",
        ExecutorBreakUpIslands::new, new PassRegistry.Option[0]);
    r.register("tf-executor-split-into-island-per-op", "Transform from TF control dialect to TF executor dialect.",
        SplitIntoIslandPerOp::new, new PassRegistry.Option[0]);
    r.register("tf-executor-to-functional-conversion", "Lift graph operations out of the tf_executor dialect",
        ExecutorToFunctional::new, new PassRegistry.Option[0]);
  }
}

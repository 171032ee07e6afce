package org.jmlir.dialect.tfexecutor.transforms;

import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-executor-to-functional-conversion}: a graph made only of islands becomes plain code. Each
 * island's ops move, in graph order, to just before the graph; island outputs become the values
 * their yield forwards, graph results the fetched values, and control dependencies disappear (the
 * order of the lifted ops keeps them). Any other executor op in a graph is an error.
 */
public final class ExecutorToFunctional extends Pass {
  public ExecutorToFunctional(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-executor-to-functional-conversion";
  }

  @Override
  public String summary() {
    return "Lift graph operations out of the tf_executor dialect";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation graph : root.collect(op -> op instanceof GraphOp)) {
      if (!lift((GraphOp) graph)) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean lift(GraphOp graph) {
    Operation fetch = graph.fetch();
    for (Operation op = graph.body().first(); op != fetch; op = op.nextInBlock()) {
      if (!(op instanceof IslandOp)) {
        op.emitOpError("is not supported for lifting out of tf_executor.graph, expected tf_executor.island").report();
        return false;
      }
    }
    for (Operation op = graph.body().first(); op != fetch; op = op.nextInBlock()) {
      IslandOp island = (IslandOp) op;
      Operation yield = island.yield();
      for (Operation inner = island.body().first(); inner != yield; ) {
        Operation next = inner.nextInBlock();
        inner.moveBefore(graph);
        inner = next;
      }
      var outputs = island.outputs();
      for (int i = 0; i < outputs.size(); i++) {
        outputs.get(i).replaceAllUsesWith(yield.operand(i));
      }
    }
    // The fetch lists data results first, then control inputs; graph results match the data ones.
    for (int i = 0; i < graph.numResults(); i++) {
      graph.result(i).replaceAllUsesWith(fetch.operand(i));
    }
    graph.dropAllReferences();
    graph.erase();
    return true;
  }
}

package org.jmlir.dialect.tfexecutor.transforms;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Set;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.NextIterationSourceOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code tf-executor-graph-pruning}: a tf_executor.graph is a DAG whose live part is what its fetch
 * (and any op named in {@code ops-to-preserve} or that must execute) transitively depends on,
 * through operands, values an island's body captures, and a NextIteration.Source's sink; everything else is erased. A {@code main}
 * function without {@code tf.entry_function} is left alone: a graph imported without feeds and
 * fetches has no outputs to prune towards (TensorFlow V1 compatibility).
 */
public final class ExecutorGraphPruning extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("ops-to-preserve", "<string>", "Comma separated list of ops that should not be pruned regardless of reachability")
  };

  private final Set<String> opsToPreserve;

  public ExecutorGraphPruning(PassOptions o) {
    super(o);
    opsToPreserve = new HashSet<>(o.getList("ops-to-preserve"));
  }

  @Override
  public String argument() {
    return "tf-executor-graph-pruning";
  }

  @Override
  public String summary() {
    return "Prunes unreachable ops in a tf_executor.graph";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    root.walk(
        op -> {
          if (op.name().equals("func.func") && canPrune(op)) {
            op.walk(
                nested -> {
                  if (nested instanceof GraphOp graph) {
                    prune(graph);
                  }
                });
          }
        });
  }

  private static boolean canPrune(Operation func) {
    return !(func.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr name && name.value().equals("main"))
        || func.attr("tf.entry_function") instanceof DictionaryAttr;
  }

  /**
   * Ops TensorFlow declares with the TF_MustExecute effect (that we know of): kept with their inputs
   * even when nothing fetched needs them.
   */
  private static final Set<String> MUST_EXECUTE = Set.of("tf._InternalTestMustExecuteTrait_", "tf.CheckNumerics");

  /** An op, or an island holding an op, that must stay whether or not the fetch reaches it. */
  private boolean preserved(Operation op) {
    boolean[] keep = {false};
    op.walkPreOrder(
        nested -> {
          if (opsToPreserve.contains(nested.name()) || MUST_EXECUTE.contains(nested.name())) {
            keep[0] = true;
          }
        });
    return keep[0];
  }

  void prune(GraphOp graph) {
    Set<Operation> reachable = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Operation> toVisit = new ArrayDeque<>();
    Operation fetch = graph.fetch();
    reachable.add(fetch);
    toVisit.push(fetch);
    for (Operation op = graph.body().first(); op != null; op = op.nextInBlock()) {
      if (preserved(op) && reachable.add(op)) {
        toVisit.push(op);
      }
    }
    while (!toVisit.isEmpty()) {
      Operation op = toVisit.pop();
      // Operands, including those of nested ops (an island's body may capture graph values).
      op.walkPreOrder(
          nested -> {
            for (int i = 0; i < nested.numOperands(); i++) {
              visitValue(graph, nested.operand(i), reachable, toVisit);
            }
          });
      if (op instanceof NextIterationSourceOp) {
        for (Operation sink : op.result(1).users()) {
          if (reachable.add(sink)) {
            toVisit.push(sink);
          }
        }
      }
    }
    // Backwards, so that an op is erased after its users.
    for (Operation op = graph.body().last(); op != null; ) {
      Operation prev = op.prevInBlock();
      if (!reachable.contains(op)) {
        op.dropAllReferences();
        op.erase();
      }
      op = prev;
    }
  }

  private static void visitValue(GraphOp graph, Value v, Set<Operation> reachable, ArrayDeque<Operation> toVisit) {
    Operation def = v.definingOp();
    if (def != null && def.parentOp() == graph && reachable.add(def)) {
      toVisit.push(def);
    }
  }
}

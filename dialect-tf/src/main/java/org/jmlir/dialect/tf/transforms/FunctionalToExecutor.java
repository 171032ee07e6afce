package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-functional-to-executor-conversion}: a function's body (all but its return) moves into
 * one {@code tf_executor.island} of a new {@code tf_executor.graph}, which fetches the island's data
 * results (its control result when there are none) and whose results the function returns. A body
 * that already is one graph is left alone.
 */
public final class FunctionalToExecutor extends Pass {
  public FunctionalToExecutor(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-functional-to-executor-conversion";
  }

  @Override
  public String summary() {
    return "Transform from func op to TF executor dialect.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(op -> op.name().equals("func.func"))) {
      if (func.region(0).isEmpty()) {
        continue;
      }
      if (!convert(func)) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean convert(Operation func) {
    if (func.region(0).numBlocks() != 1) {
      return func.emitError("expect function to have only a single block").report();
    }
    Block body = func.region(0).front();
    Operation ret = body.last();
    if (body.first() != ret && body.first().nextInBlock() == ret && body.first() instanceof GraphOp) {
      return true;
    }
    if (ret == null || !ret.name().equals("func.return")) {
      return func.emitError("expect function to end with a valid return").report();
    }
    List<Type> results = ((FunctionType) ((TypeAttr) func.attr("function_type")).value()).results();
    GraphOp graph = GraphOp.create(func.context(), func.location(), results);
    IslandOp island = IslandOp.create(func.context(), func.location(), results, List.of());
    Block graphBody = graph.region(0).isEmpty() ? graph.region(0).addBlock() : graph.region(0).front();
    graphBody.append(island);
    List<? extends Value> fetched = island.numResults() == 1 ? island.results() : island.outputs();
    graphBody.append(FetchOp.create(func.context(), func.location(), new ArrayList<>(fetched)));
    List<Operation> moved = new ArrayList<>();
    for (Operation op = body.first(); op != ret; op = op.nextInBlock()) {
      moved.add(op);
    }
    body.prepend(graph);
    for (Operation op : moved) {
      op.remove();
      island.body().append(op);
    }
    island.body().append(YieldOp.create(func.context(), ret.location(), new ArrayList<>(ret.operands())));
    ret.setOperands(new ArrayList<>(graph.results()));
    return true;
  }
}

package org.jmlir.dialect.tfexecutor.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-executor-split-into-island-per-op} (TensorFlow's preparation for graph export): each
 * function must be one tf_executor.graph holding one island; that island becomes one island per op
 * it holds, each yielding its op's results, with no control dependencies between them (the control
 * uses of the old island and the fetch's control operands are dropped: a later pass derives them
 * from side effects). An island holding nothing gets a tf.NoOp, tf.Identity or tf.IdentityN.
 */
public final class SplitIntoIslandPerOp extends Pass {
  public SplitIntoIslandPerOp(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-executor-split-into-island-per-op";
  }

  @Override
  public String summary() {
    return "Transform from TF control dialect to TF executor dialect.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> funcs = root.collect(op -> op.name().equals("func.func"));
    for (Operation func : funcs) {
      if (!runOnFunction(func)) {
        pc.signalFailure();
      }
    }
  }

  private static boolean runOnFunction(Operation func) {
    if (func.region(0).isEmpty()) {
      return true;
    }
    Block body = func.region(0).front();
    GraphOp graph = body.first() instanceof GraphOp g && g.nextInBlock() == body.last() ? g : null;
    if (graph == null) {
      return func.emitError("expected function to contain only a graph_op").report();
    }
    Block graphBody = graph.body();
    if (!(graphBody.first() instanceof IslandOp island) || island.nextInBlock() != graphBody.last()) {
      return graph.emitError("expected graph op to contain only a single island_op and a single fetch_op").report();
    }
    dropControlUses(island);
    split(island);
    FetchOp fetch = graph.fetch();
    if (fetch.numOperands() > graph.numResults()) {
      fetch.setOperands(new ArrayList<>(fetch.operands().subList(0, graph.numResults())));
    }
    return true;
  }

  /**
   * Splits {@code island} into one island per op it holds (placed before it, no control inputs),
   * or fills it when empty; a single wrapped op stays.
   */
  public static void split(IslandOp island) {
    YieldOp yield = island.yield();
    if (island.body().first() == yield) {
      populateEmpty(island);
      return;
    }
    if (island.wrapsSingleOp()) {
      return;
    }
    MLIRContext ctx = island.context();
    List<Operation> subOps = new ArrayList<>();
    for (Operation op = island.body().first(); op != yield; op = op.nextInBlock()) {
      subOps.add(op);
    }
    for (Operation op : subOps) {
      IslandOp wrapper = IslandOp.create(ctx, op.location(), op.resultTypes(), List.of());
      island.block().insertBefore(island, wrapper);
      for (int i = 0; i < op.numResults(); i++) {
        op.result(i).replaceAllUsesWith(wrapper.outputs().get(i));
      }
      op.remove();
      wrapper.body().append(op);
      wrapper.body().append(YieldOp.create(ctx, op.location(), op.results()));
    }
    for (int i = 0; i < island.outputs().size(); i++) {
      island.outputs().get(i).replaceAllUsesWith(yield.operand(i));
    }
    dropControlUses(island);
    island.erase();
  }

  /** Removes the island's control result from the operand lists of its users. */
  private static void dropControlUses(IslandOp island) {
    while (!island.control().hasNoUses()) {
      org.jmlir.ir.OpOperand use = island.control().firstUse();
      Operation owner = use.owner();
      List<Value> kept = new ArrayList<>(owner.operands());
      kept.remove(use.index());
      owner.setOperands(kept);
    }
  }

  private static void populateEmpty(IslandOp island) {
    MLIRContext ctx = island.context();
    YieldOp yield = island.yield();
    Location loc = island.location();
    String name = yield.numOperands() == 0 ? "tf.NoOp" : yield.numOperands() == 1 ? "tf.Identity" : "tf.IdentityN";
    List<Type> types = yield.operandTypes();
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperands(yield.operands()).addTypes(types);
    Operation filler = Operation.create(s);
    island.body().prepend(filler);
    for (int i = 0; i < filler.numResults(); i++) {
      yield.setOperand(i, filler.result(i));
    }
  }
}

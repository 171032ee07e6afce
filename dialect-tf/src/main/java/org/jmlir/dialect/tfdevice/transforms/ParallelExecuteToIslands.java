package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-parallel-execute-to-islands}: an island wrapping a {@code tf_device.parallel_execute}
 * becomes one island per region (each with the island's control inputs), so the regions run
 * concurrently. The island's data results map to the new islands' outputs; its control, when used,
 * to a sink island joining the new islands' controls; new islands whose results nobody uses are
 * pinned to the graph's fetch.
 */
public final class ParallelExecuteToIslands extends Pass {
  public ParallelExecuteToIslands(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-parallel-execute-to-islands";
  }

  @Override
  public String summary() {
    return "Lowers device parallel_execute to executor islands";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // Only TensorFlow's legacy graph export behaviour (its default) is implemented; the new export
    // pipeline's variant (parallel-group annotations, islands split per op) is refused.
    if (!options().getBool("legacy-graph-export", true)) {
      root.emitError("tf-parallel-execute-to-islands: legacy-graph-export=false is not supported").report();
      pc.signalFailure();
      return;
    }
    for (Operation op : root.collect(op -> op instanceof IslandOp)) {
      IslandOp island = (IslandOp) op;
      if (island.wrapsSingleOp() && island.body().first().name().equals("tf_device.parallel_execute")) {
        convert(island, island.body().first());
      }
    }
  }

  private static void convert(IslandOp island, Operation parallel) {
    List<IslandOp> executes = new ArrayList<>();
    List<Value> controls = new ArrayList<>(island.operands());
    Block graphBody = island.block();
    for (int r = 0; r < parallel.numRegions(); r++) {
      Block region = parallel.region(r).front();
      Operation ret = region.last();
      List<Type> types = new ArrayList<>(ret.operandTypes());
      IslandOp execute = IslandOp.create(island.context(), island.location(), types, controls);
      graphBody.insertBefore(island, execute);
      Block body = execute.body();
      List<Operation> ops = new ArrayList<>();
      for (Operation o = region.first(); o != ret; o = o.nextInBlock()) {
        ops.add(o);
      }
      for (Operation o : ops) {
        o.remove();
        body.append(o);
      }
      body.append(YieldOp.create(island.context(), ret.location(), new ArrayList<>(ret.operands())));
      executes.add(execute);
    }
    // Results of the parallel_execute, in order, are the regions' returned values.
    List<Value> flat = new ArrayList<>();
    for (IslandOp e : executes) {
      flat.addAll(e.outputs());
    }
    YieldOp yield = island.yield();
    for (int i = 0; i < island.numResults() - 1; i++) {
      Value fetched = yield.operand(i);
      if (fetched instanceof OpResult res && res.definingOp() == parallel) {
        island.result(i).replaceAllUsesWith(flat.get(res.index()));
      }
    }
    if (!island.control().hasNoUses()) {
      List<Value> joined = new ArrayList<>();
      for (IslandOp e : executes) {
        joined.add(e.control());
      }
      IslandOp sink = IslandOp.create(island.context(), island.location(), List.of(), joined);
      sink.body().append(YieldOp.create(island.context(), island.location(), List.of()));
      graphBody.insertBefore(island, sink);
      island.control().replaceAllUsesWith(sink.control());
    }
    List<Value> unused = new ArrayList<>();
    for (IslandOp e : executes) {
      boolean used = false;
      for (Value v : e.results()) {
        used |= !v.hasNoUses();
      }
      if (!used) {
        unused.add(e.control());
      }
    }
    if (!unused.isEmpty() && island.parentOp() instanceof GraphOp graph) {
      Operation fetch = graph.body().last();
      List<Value> fetches = new ArrayList<>(fetch.operands());
      fetches.addAll(unused);
      Operation newFetch = FetchOp.create(island.context(), fetch.location(), fetches);
      graphBody.insertBefore(fetch, newFetch);
      fetch.erase();
    }
    island.erase();
  }
}

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
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-parallel-execute-to-islands}: an island wrapping a {@code tf_device.parallel_execute}
 * becomes one island per region (each with the island's control inputs), so the regions run
 * concurrently. The island's data results map to the new islands' outputs; its control, when used,
 * to a sink island joining the new islands' controls; with {@code legacy-graph-export} (the
 * default) new islands whose results nobody uses are pinned to the graph's fetch, without it the
 * regions' ops are annotated and split one per island (see {@code convert}). Every island of a
 * graph must wrap exactly one op.
 */
public final class ParallelExecuteToIslands extends Pass {
  public ParallelExecuteToIslands(PassOptions o) {
    super(o);
  }

  private static final String PARALLEL_IDS = "_parallel_execution_ids";

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
    boolean legacy = options().getBool("legacy-graph-export", true);
    for (Operation f : root.collect(op -> op.name().equals("func.func"))) {
      List<IslandOp> found = new ArrayList<>();
      for (Operation op : f.collect(op -> op instanceof IslandOp)) {
        IslandOp island = (IslandOp) op;
        if (!(island.parentOp() instanceof GraphOp)) {
          continue;
        }
        if (!island.wrapsSingleOp()) {
          island.emitError("tf_executor.island must perfectly wrap a single op").report();
          pc.signalFailure();
        }
        if (island.body().first() != null && island.body().first().name().equals("tf_device.parallel_execute")) {
          found.add(island);
        }
      }
      // The group index is per function and, as in TensorFlow, the same for every parallel_execute.
      for (IslandOp island : found) {
        convert(island, island.body().first(), legacy, 0);
      }
    }
  }

  /**
   * Without {@code legacy}, each op of region {@code i} (its yield included) is annotated with
   * {@code _parallel_execution_ids = "p<group>:<i>"} (appended to the parallel_execute's own
   * annotation), no unused region is pinned to the fetch, and the new islands are split one op per
   * island: the new export pipeline derives control dependencies later.
   */
  private static void convert(IslandOp island, Operation parallel, boolean legacy, int group) {
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
      if (!legacy) {
        String annotation = "p" + group + ":" + r;
        if (parallel.attr(PARALLEL_IDS) instanceof StringAttr outer) {
          annotation = outer.value() + "," + annotation;
        }
        StringAttr value = StringAttr.get(island.context(), annotation);
        for (Operation o = body.first(); o != null; o = o.nextInBlock()) {
          o.setAttr(PARALLEL_IDS, value);
        }
      }
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
    if (!legacy) {
      for (IslandOp e : executes) {
        if (e.body().size() > 1) {
          org.jmlir.dialect.tfexecutor.transforms.SplitIntoIslandPerOp.split(e);
        }
      }
      unused.clear();
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

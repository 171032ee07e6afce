package org.jmlir.dialect.tfexecutor.transforms;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tf.analysis.SideEffectAnalysis;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.NextIterationSourceOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-executor-break-up-islands}: every op of an island gets an island of its own, the form
 * the GraphDef exporter expects, with control edges keeping what the island's order guaranteed.
 *
 * <p>As TensorFlow's pass, ops that start the island (no in-island operand, no side-effect
 * predecessor) take the island's control inputs, grouped through an empty island when there are
 * several; ops that end it (used by nothing later in the island) feed the old island's control users
 * through one control, again grouped; users of the old outputs get that control as an input too;
 * empty islands are given a NoOp/Identity/IdentityN. An op also waits for the ops of its island that
 * TensorFlow's side-effect analysis ({@link SideEffectAnalysis}, run on the function before anything
 * moves) says it must follow: accesses of the same resource where one writes, and anything ordered
 * with an op of unknown effects; reads of a resource, and accesses of resources that cannot alias,
 * stay unordered.
 */
public final class ExecutorBreakUpIslands extends Pass {
  public ExecutorBreakUpIslands(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-executor-break-up-islands";
  }

  @Override
  public String summary() {
    return "Transform from TF control dialect to TF executor dialect.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(op -> op.name().equals("func.func") && !op.region(0).isEmpty())) {
      Block body = func.region(0).front();
      Operation first = body.first();
      if (!(first instanceof GraphOp graph) || first.nextInBlock() != body.last()) {
        func.emitError("expected function to contain only a graph_op").report();
        pc.signalFailure();
        return;
      }
      if (!breakUp(graph, SideEffectAnalysis.of(func))) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean breakUp(GraphOp graph, SideEffectAnalysis effects) {
    Map<Operation, List<Value>> newControls = new LinkedHashMap<>();
    for (Operation op = graph.fetch().prevInBlock(); op != null; ) {
      Operation prev = op.prevInBlock();
      if (op instanceof IslandOp island && !breakUpIsland(island, effects, newControls)) {
        return false;
      }
      op = prev;
    }
    for (Map.Entry<Operation, List<Value>> e : newControls.entrySet()) {
      Operation op = e.getKey();
      List<Value> operands = new ArrayList<>(op.operands());
      Set<Operation> defining = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
      for (Value v : operands) {
        defining.add(v.definingOp());
      }
      List<Value> added = new ArrayList<>(e.getValue());
      java.util.Collections.reverse(added);
      for (Value c : added) {
        if (defining.add(c.definingOp())) {
          operands.add(c);
        }
      }
      op.setOperands(operands);
    }
    addStatefulControlFlowDependencies(graph);
    return true;
  }

  private static boolean isStatefulFunctionalControlFlow(Operation op) {
    String n = op.name();
    if (!n.equals("tf.If") && !n.equals("tf.Case") && !n.equals("tf.While")) {
      return false;
    }
    return op.attr("is_stateless") instanceof IntegerAttr b && b.value().signum() == 0;
  }

  private static void addStatefulControlFlowDependencies(GraphOp graph) {
    FetchOp fetch = graph.fetch();
    for (Operation op = graph.body().first(); op != fetch; op = op.nextInBlock()) {
      if (op instanceof IslandOp island && island.wrapsSingleOp() && isStatefulFunctionalControlFlow(island.body().first())
          && !fetch.operands().contains(island.control())) {
        List<Value> operands = new ArrayList<>(fetch.operands());
        operands.add(island.control());
        fetch.setOperands(operands);
      }
    }
  }

  private static Operation create(MLIRContext ctx, String name, Location loc, List<? extends Value> operands, List<Type> types) {
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperands(operands).addTypes(types);
    return Operation.create(s);
  }

  /** An island before {@code at} holding {@code op} (or a tf.NoOp when null), yielding its results. */
  private static IslandOp island(Operation at, Location loc, List<Value> controls, Operation op) {
    MLIRContext ctx = at.context();
    List<Type> types = op == null ? List.of() : op.resultTypes();
    IslandOp island = IslandOp.create(ctx, loc, types, controls);
    at.block().insertBefore(at, island);
    if (op == null) {
      island.body().append(create(ctx, "tf.NoOp", loc, List.of(), List.of()));
      island.body().append(YieldOp.create(ctx, loc, List.of()));
    } else {
      for (int i = 0; i < op.numResults(); i++) {
        op.result(i).replaceAllUsesWith(island.outputs().get(i));
      }
      op.remove();
      island.body().append(op);
      island.body().append(YieldOp.create(ctx, loc, op.results()));
    }
    return island;
  }

  private static void populateEmpty(IslandOp island) {
    MLIRContext ctx = island.context();
    YieldOp yield = island.yield();
    Location loc = island.location();
    Operation filler;
    if (yield.numOperands() == 0) {
      filler = create(ctx, "tf.NoOp", loc, List.of(), List.of());
    } else {
      filler = create(ctx, yield.numOperands() == 1 ? "tf.Identity" : "tf.IdentityN", loc, yield.operands(), yield.operandTypes());
    }
    island.body().insertBefore(yield, filler);
    for (int i = 0; i < filler.numResults(); i++) {
      yield.setOperand(i, filler.result(i));
    }
  }

  private static boolean breakUpIsland(IslandOp island, SideEffectAnalysis effects, Map<Operation, List<Value>> newControls) {
    YieldOp yield = island.yield();
    if (island.body().first() == yield) {
      populateEmpty(island);
      return true;
    }
    if (island.wrapsSingleOp()) {
      return true;
    }
    Location loc = island.location();
    List<Value> islandControls = new ArrayList<>(island.operands());
    for (Value fetched : yield.operands()) {
      Operation def = fetched.definingOp();
      if (def == null || def.parentOp() == island) {
        continue;
      }
      if (def instanceof IslandOp other) {
        islandControls.add(other.control());
      } else {
        def.emitError("fetching non-island as dependency").report();
        return false;
      }
    }
    if (islandControls.size() > 1) {
      IslandOp group = island(island, loc, islandControls, null);
      islandControls = new ArrayList<>(List.of(group.control()));
    }
    // Sources and sinks, before anything moves.
    List<Operation> subOps = new ArrayList<>();
    for (Operation op = island.body().first(); op != yield; op = op.nextInBlock()) {
      subOps.add(op);
    }
    Set<Operation> sources = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    Set<Operation> sinks = new LinkedHashSet<>();
    for (Operation op : subOps) {
      List<Operation> preds = effects.directControlPredecessors(op);
      sinks.add(op);
      preds.forEach(sinks::remove);
      boolean inIslandOperands = false;
      for (Value v : op.operands()) {
        Operation def = v.definingOp();
        if (def == null || def.parentOp() != island) {
          continue;
        }
        inIslandOperands = true;
        if (!isStatefulFunctionalControlFlow(def)) {
          sinks.remove(def);
        }
      }
      if (preds.isEmpty() && (!inIslandOperands || isStatefulFunctionalControlFlow(op))) {
        sources.add(op);
      }
    }
    Map<Operation, Value> controlOf = new IdentityHashMap<>();
    List<Value> sinkControls = new ArrayList<>();
    for (Operation op : subOps) {
      // A source waits for the island's controls; any other op for its side-effect predecessors
      // (which carry the island's controls, as its operands do).
      List<Value> controls = islandControls;
      if (!sources.contains(op)) {
        controls = effects.directControlPredecessors(op).stream().map(controlOf::get).toList();
      }
      IslandOp single = island(island, op.location(), controls, op);
      controlOf.put(op, single.control());
      if (sinks.contains(op)) {
        sinkControls.add(single.control());
      }
    }
    Value sinkControl;
    if (sinkControls.size() > 1) {
      sinkControl = island(island, loc, sinkControls, null).control();
    } else {
      sinkControl = sinkControls.get(0);
    }
    island.control().replaceAllUsesWith(sinkControl);
    for (Value out : island.outputs()) {
      for (OpOperand use : out.uses()) {
        Operation owner = use.owner();
        if (owner.name().startsWith("tf_executor.")
            && !(owner instanceof GraphOp || owner instanceof YieldOp || owner instanceof NextIterationSourceOp)) {
          newControls.computeIfAbsent(owner, k -> new ArrayList<>()).add(sinkControl);
        } else {
          Operation parentIsland = owner.parentOp();
          while (parentIsland != null && !(parentIsland instanceof IslandOp)) {
            parentIsland = parentIsland.parentOp();
          }
          if (parentIsland == null) {
            owner.emitOpError("adding control dependency not supported").report();
            return false;
          }
          newControls.computeIfAbsent(parentIsland, k -> new ArrayList<>()).add(sinkControl);
        }
      }
    }
    var outputs = island.outputs();
    for (int i = 0; i < outputs.size(); i++) {
      outputs.get(i).replaceAllUsesWith(yield.operand(i));
    }
    island.dropAllReferences();
    island.erase();
    return true;
  }
}

package org.jmlir.dialect.tfexecutor.transforms;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.TfExecutorType;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-executor-island-coarsening}: merges islands of a graph into as few as the dependencies
 * allow, as TensorFlow's pass does. The fetched values first pass through an island of their own, so
 * islands that feed the fetch independently can meet there. Merge decisions are computed before the
 * IR changes: until nothing changes, each group joins the group of its nearest consumer (scanning
 * groups last to first), then each group joins the group of its nearest producer; the nearest op
 * must itself be an island. Each group then becomes one island at its root's place, keeping the
 * results used outside it and the control inputs coming from outside it.
 */
public final class ExecutorIslandCoarsening extends Pass {
  public ExecutorIslandCoarsening(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-executor-island-coarsening";
  }

  @Override
  public String summary() {
    return "Walks tf_executor::GraphOp and merges individual tf_executor::IslandOps";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> o instanceof GraphOp)) {
      GraphOp graph = (GraphOp) op;
      insertIslandForFetch(graph.fetch());
      for (Group g : analyse(graph)) {
        if (g.islands.size() > 1) {
          merge(g);
        }
      }
    }
  }

  /** Islands to merge into one, created where {@code root} stands. */
  private static final class Group {
    final IslandOp root;
    final List<IslandOp> islands = new ArrayList<>();

    Group(IslandOp root) {
      this.root = root;
      islands.add(root);
    }
  }

  /** The fetch's data operands become the outputs of a new island, its control operands that island's inputs. */
  private static void insertIslandForFetch(FetchOp fetch) {
    List<Value> data = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    List<Value> controls = new ArrayList<>();
    for (Value v : fetch.operands()) {
      if (v.type() instanceof TfExecutorType) {
        controls.add(v);
      } else {
        data.add(v);
        types.add(v.type());
      }
    }
    IslandOp island = IslandOp.create(fetch.context(), fetch.location(), types, controls);
    island.body().append(YieldOp.create(fetch.context(), fetch.location(), data));
    fetch.block().insertBefore(fetch, island);
    List<Value> operands = new ArrayList<>(island.outputs());
    if (!controls.isEmpty()) {
      operands.add(island.control());
    }
    fetch.setOperands(operands);
  }

  private static List<Group> analyse(GraphOp graph) {
    List<Group> groups = new ArrayList<>();
    Map<Operation, Group> groupOf = new IdentityHashMap<>();
    for (Operation op = graph.body().first(); op != null; op = op.nextInBlock()) {
      if (op instanceof IslandOp island) {
        Group g = new Group(island);
        groups.add(g);
        groupOf.put(island, g);
      }
    }
    boolean updated;
    do {
      updated = false;
      for (int i = groups.size() - 1; i >= 0; i--) {
        Group g = groups.get(i);
        if (g.islands.isEmpty()) {
          continue;
        }
        Group into = nearest(graph, g, groupOf, false);
        if (into != null) {
          join(g, into, true, groupOf);
          updated = true;
        }
      }
      for (Group g : groups) {
        if (g.islands.isEmpty()) {
          continue;
        }
        Group into = nearest(graph, g, groupOf, true);
        if (into != null) {
          join(g, into, false, groupOf);
          updated = true;
        }
      }
    } while (updated);
    return groups;
  }

  private static void join(Group from, Group into, boolean inFront, Map<Operation, Group> groupOf) {
    for (IslandOp island : from.islands) {
      groupOf.put(island, into);
    }
    into.islands.addAll(inFront ? 0 : into.islands.size(), from.islands);
    from.islands.clear();
  }

  /**
   * The group of the nearest producer (latest op defining a value the group uses) or consumer
   * (earliest op using one of its results), when that op is an island of another group; else null.
   */
  private static Group nearest(GraphOp graph, Group g, Map<Operation, Group> groupOf, boolean producer) {
    Operation[] candidate = {null};
    Group[] candidateGroup = {null};
    java.util.function.Consumer<Operation> consider =
        op -> {
          Group og = groupOf.get(op);
          if (og == g) {
            return;
          }
          if (og != null) {
            op = og.root;
          }
          if (candidate[0] == null || (producer ? candidate[0].isBeforeInBlock(op) : op.isBeforeInBlock(candidate[0]))) {
            candidate[0] = op;
            candidateGroup[0] = og;
          }
        };
    Block body = graph.body();
    for (IslandOp island : g.islands) {
      if (producer) {
        island.walkPreOrder(
            op -> {
              for (int i = 0; i < op.numOperands(); i++) {
                Operation def = op.operand(i).definingOp();
                if (def != null && def.parentOp() == graph) {
                  consider.accept(def);
                }
              }
            });
      } else {
        for (Operation user : island.control().users()) {
          consider.accept(user);
        }
        for (Value out : island.outputs()) {
          for (Operation user : out.users()) {
            consider.accept(ancestorIn(body, user));
          }
        }
      }
    }
    return candidateGroup[0];
  }

  private static Operation ancestorIn(Block block, Operation op) {
    while (op.block() != block) {
      op = op.parentOp();
    }
    return op;
  }

  private static void merge(Group g) {
    Set<Block> blocks = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (IslandOp island : g.islands) {
      island.walkPreOrder(
          op -> {
            for (int r = 0; r < op.numRegions(); r++) {
              blocks.addAll(op.region(r).blocks());
            }
          });
    }
    // Control inputs from outside the group, first-seen order.
    Set<Value> operands = new LinkedHashSet<>();
    for (IslandOp island : g.islands) {
      operands.addAll(island.operands());
    }
    for (IslandOp island : g.islands) {
      operands.remove(island.control());
    }
    // Results used outside the group survive; uses inside take the inner value directly.
    List<Value> inner = new ArrayList<>();
    List<Value> outer = new ArrayList<>();
    for (IslandOp island : g.islands) {
      YieldOp yield = island.yield();
      var outputs = island.outputs();
      for (int i = 0; i < outputs.size(); i++) {
        Value result = outputs.get(i);
        boolean kept = false;
        for (OpOperand use : new ArrayList<>(result.uses())) {
          if (blocks.contains(use.owner().block())) {
            use.set(yield.operand(i));
          } else if (!kept) {
            inner.add(yield.operand(i));
            outer.add(result);
            kept = true;
          }
        }
      }
    }
    List<Type> types = new ArrayList<>();
    for (Value v : inner) {
      types.add(v.type());
    }
    IslandOp merged = IslandOp.create(g.root.context(), g.root.location(), types, new ArrayList<>(operands));
    g.root.block().insertBefore(g.root, merged);
    var newOutputs = merged.outputs();
    for (int i = 0; i < outer.size(); i++) {
      outer.get(i).replaceAllUsesWith(newOutputs.get(i));
    }
    YieldOp newYield = YieldOp.create(g.root.context(), g.root.location(), inner);
    merged.body().append(newYield);
    for (IslandOp island : g.islands) {
      Operation yield = island.yield();
      for (Operation op = island.body().first(); op != yield; ) {
        Operation next = op.nextInBlock();
        op.moveBefore(newYield);
        op = next;
      }
    }
    for (IslandOp island : g.islands) {
      island.control().replaceAllUsesWith(merged.control());
    }
    for (IslandOp island : g.islands) {
      island.dropAllReferences();
      island.erase();
    }
  }
}

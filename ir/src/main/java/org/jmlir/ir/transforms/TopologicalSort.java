package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code topological-sort} (MLIR's TopologicalSort): in the graph regions of registered ops (a module
 * body, a tf_executor graph), ops move after the ops defining the values they (or ops nested in them)
 * use, keeping the original order where they are free to stay (MLIR's sortTopologically: repeated
 * scans that schedule every ready op; on a cycle the first unscheduled op is taken as it is). The
 * terminator stays last.
 */
public final class TopologicalSort extends Pass {
  public TopologicalSort(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "topological-sort";
  }

  @Override
  public String summary() {
    return "Sort regions without SSA dominance in topological order";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    root.walk(op -> {
      if (!op.isRegistered() || !op.hasTrait(Trait.GRAPH_REGION)) {
        return;
      }
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          sort(b);
        }
      }
    });
  }

  private static void sort(Block block) {
    List<Operation> ops = new ArrayList<>(block.operations());
    if (!ops.isEmpty() && ops.get(ops.size() - 1).hasTrait(Trait.TERMINATOR)) {
      ops.remove(ops.size() - 1);
    }
    Set<Operation> unscheduled = Collections.newSetFromMap(new IdentityHashMap<>());
    unscheduled.addAll(ops);
    // The unscheduled ops in their current order, from the first not yet placed one.
    int next = 0;
    List<Operation> order = new ArrayList<>(ops);
    List<Operation> placed = new ArrayList<>();
    while (!unscheduled.isEmpty()) {
      boolean any = false;
      List<Operation> rest = new ArrayList<>();
      for (int i = next; i < order.size(); i++) {
        Operation op = order.get(i);
        if (ready(op, unscheduled)) {
          unscheduled.remove(op);
          placed.add(op);
          any = true;
        } else {
          rest.add(op);
        }
      }
      if (!any) {
        Operation first = rest.remove(0);
        unscheduled.remove(first);
        placed.add(first);
      }
      order = new ArrayList<>(placed);
      next = placed.size();
      order.addAll(rest);
    }
    Operation anchor = block.last() != null && block.last().hasTrait(Trait.TERMINATOR) ? block.last() : null;
    for (Operation op : placed) {
      if (anchor != null) {
        op.moveBefore(anchor);
      } else {
        op.remove();
        block.append(op);
      }
    }
  }

  /** Whether no operand of {@code op} or of the ops nested in it comes from an unscheduled op. */
  private static boolean ready(Operation op, Set<Operation> unscheduled) {
    boolean[] ok = {true};
    op.walk(nested -> {
      for (Value v : nested.operands()) {
        Operation def = v.definingOp();
        Operation top = def == null ? null : topLevel(def, op.block());
        if (top != null && top != op && unscheduled.contains(top)) {
          ok[0] = false;
        }
      }
    });
    return ok[0];
  }

  /** The ancestor of {@code op} directly in {@code block}, or null. */
  private static Operation topLevel(Operation op, Block block) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.block() == block) {
        return o;
      }
    }
    return null;
  }
}

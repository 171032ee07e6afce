package org.jmlir.dialect.tf.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.analysis.SideEffectAnalysis;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-order-by-dialect}: reorders the ops of every block of each function of the module so
 * that ops of one dialect follow each other as far as the data flow allows (preparing
 * {@code tf-group-by-dialect}). A list scheduler: of the ops whose operands (and, through TensorFlow's
 * side-effect analysis, whose control predecessors) are all emitted, it takes the one of the dialect
 * emitted last, else the earliest in the block, and a terminator only when nothing else is ready.
 * A function with the {@code ignore_side_effects_for_testing} attribute is ordered by data flow
 * alone. Nested blocks are ordered before the block holding them.
 */
public final class OrderByDialect extends Pass {
  public OrderByDialect(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-order-by-dialect";
  }

  @Override
  public String summary() {
    return "Reorders ops so ops of the same dialect are next to each other.";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    for (Operation func : new ArrayList<>(module.region(0).front().operations())) {
      if (!func.name().equals("func.func")) {
        continue;
      }
      SideEffectAnalysis info =
          func.attr("ignore_side_effects_for_testing") == null ? SideEffectAnalysis.of(func) : null;
      for (Operation op : func.collect(o -> o.numRegions() > 0)) {
        for (Region region : op.regions()) {
          for (Block block : region.blocks()) {
            if (block.first() == null) {
              continue;
            }
            for (Operation sorted : sort(block, info)) {
              sorted.remove();
              block.append(sorted);
            }
          }
        }
      }
    }
  }

  private static String dialectOf(Operation op) {
    int dot = op.name().indexOf('.');
    return dot < 0 ? "" : op.name().substring(0, dot);
  }

  /** The ops of {@code block} in their new order. */
  private static List<Operation> sort(Block block, SideEffectAnalysis info) {
    Map<Operation, int[]> pending = new IdentityHashMap<>(); // {data edges, control edges}
    Map<Operation, Integer> position = new IdentityHashMap<>();
    Map<Operation, Operation> ancestor = new IdentityHashMap<>();
    List<Operation> ready = new ArrayList<>();
    int i = 0;
    for (Operation top : block.operations()) {
      int[] edges = new int[2];
      top.walk(
          child -> {
            ancestor.put(child, top);
            if (info != null) {
              for (Operation p : info.directControlPredecessors(child)) {
                if (p.block() == block) {
                  edges[1]++;
                }
              }
            }
            for (Value v : child.operands()) {
              if (v.parentBlock() == block) {
                edges[0]++;
              }
            }
          });
      pending.put(top, edges);
      if (edges[0] == 0 && edges[1] == 0) {
        ready.add(top);
      }
      position.put(top, i++);
    }
    ArrayDeque<Value> todo = new ArrayDeque<>(block.arguments());
    List<Operation> result = new ArrayList<>();
    Operation previous = null;
    while (!todo.isEmpty() || !ready.isEmpty()) {
      while (!todo.isEmpty()) {
        for (OpOperand use : todo.poll().uses()) {
          Operation user = ancestor.get(use.owner());
          if (user == null) {
            continue;
          }
          int[] edges = pending.get(user);
          if (--edges[0] == 0 && edges[1] == 0) {
            ready.add(user);
          }
        }
      }
      Operation best = null;
      for (Operation op : ready) {
        if (best == null || better(op, best, previous, position)) {
          best = op;
        }
      }
      if (best == null) {
        break;
      }
      ready.remove(best);
      previous = best;
      todo.addAll(best.results());
      if (info != null) {
        for (Operation s : info.directControlSuccessors(best)) {
          Operation succ = ancestor.get(s);
          if (succ == null) {
            continue;
          }
          int[] edges = pending.get(succ);
          if (--edges[1] == 0 && edges[0] == 0) {
            ready.add(succ);
          }
        }
      }
      result.add(best);
    }
    return result;
  }

  private static boolean better(Operation a, Operation b, Operation previous, Map<Operation, Integer> position) {
    boolean aTerm = a.hasTrait(Trait.TERMINATOR);
    boolean bTerm = b.hasTrait(Trait.TERMINATOR);
    if (aTerm != bTerm) {
      return bTerm;
    }
    boolean aSame = previous != null && dialectOf(previous).equals(dialectOf(a));
    boolean bSame = previous != null && dialectOf(previous).equals(dialectOf(b));
    if (aSame != bSame) {
      return aSame;
    }
    return position.get(a) < position.get(b);
  }
}

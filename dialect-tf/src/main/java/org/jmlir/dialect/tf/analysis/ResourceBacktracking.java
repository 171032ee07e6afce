package org.jmlir.dialect.tf.analysis;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.CallOpInterface;

/**
 * Follows a value back through the ops that hand it on unchanged (TensorFlow's BacktrackAnalysis):
 * graph results to the fetched values, island outputs to the yielded ones, tf.Identity/IdentityN
 * to their operands, and calls whose callee returns one of its arguments to the argument passed.
 * It tells which results of a function or region are "passthrough" arguments, which is how resource
 * handles flow through tf.If/Case/While and calls.
 */
final class ResourceBacktracking {
  /** Per region: the entry-block argument each terminator operand passes on, or -1. */
  private final Map<Region, int[]> passthrough = new HashMap<>();

  /** Regions being backtracked now: a recursive call cannot be followed. */
  private final Set<Region> active = new HashSet<>();

  /** The value {@code v} passes on unchanged from, as far back as can be followed ({@code v} itself when none). */
  Value backtrack(Value v) {
    // A graph region may hold a cycle of islands handing a value round: stop where it closes.
    Set<Value> seen = new HashSet<>();
    while (v instanceof OpResult r && seen.add(v)) {
      Operation op = r.owner();
      int i = r.index();
      Value next = null;
      if (op instanceof GraphOp g) {
        next = g.fetch().operand(i);
      } else if (op instanceof IslandOp island) {
        next = v == island.control() ? null : island.yield().operand(i);
      } else if (op.name().equals("tf.Identity") || op.name().equals("tf.IdentityN")) {
        next = op.operand(i);
      } else if (CallOpInterface.of(op) instanceof CallOpInterface call) {
        Operation callee = call.resolveCallable(op);
        int arg = callee == null || callee.numRegions() == 0 ? -1 : passthroughArgument(callee.region(0), i);
        next = arg < 0 ? null : call.argOperands(op).get(arg);
      }
      if (next == null) {
        break;
      }
      v = next;
    }
    return v;
  }

  /**
   * The index of the entry-block argument of {@code region} that operand {@code resultIndex} of its
   * terminator passes on unchanged, or -1 (also for an empty region or one being followed already).
   */
  int passthroughArgument(Region region, int resultIndex) {
    int[] args = passthrough.get(region);
    if (args == null) {
      if (region.isEmpty() || region.front().last() == null || !active.add(region)) {
        return -1;
      }
      Block entry = region.front();
      Operation terminator = region.back().last();
      args = new int[terminator.numOperands()];
      for (int i = 0; i < args.length; i++) {
        args[i] = backtrack(terminator.operand(i)) instanceof BlockArgument a && a.owner() == entry ? a.index() : -1;
      }
      active.remove(region);
      passthrough.put(region, args);
    }
    return resultIndex < args.length ? args[resultIndex] : -1;
  }
}

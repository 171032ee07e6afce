package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.SideEffects;

/**
 * {@code control-flow-sink} (MLIR's ControlFlowSink): moves side-effect-free ops whose every user is
 * inside one region of a region-branch op into that region, when the region runs at most once per
 * execution of the op (the branches of scf.if and scf.index_switch). Ops are placed at the start of
 * the region's entry block; the users of a sunk op are then tried in turn, depth first.
 */
public final class ControlFlowSink extends Pass {
  public ControlFlowSink(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "control-flow-sink";
  }

  @Override
  public String summary() {
    return "Sink operations into conditional blocks";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    DominanceInfo dom = new DominanceInfo();
    for (Operation op : root.collect(o -> semantics(o) != null)) {
      List<Attribute> constants = new ArrayList<>(op.numOperands());
      for (int i = 0; i < op.numOperands(); i++) {
        constants.add(OperationFolder.constantValue(op.operand(i)));
      }
      int[] bounds = semantics(op).regionInvocationUpperBounds(op, constants);
      if (bounds == null) {
        continue;
      }
      for (int r = 0; r < op.numRegions(); r++) {
        if (bounds[r] >= 0 && bounds[r] <= 1 && !op.region(r).isEmpty()) {
          sinkInto(op.region(r), dom);
        }
      }
    }
  }

  private static RegionBranchSemantics semantics(Operation op) {
    return op.numRegions() == 0 ? null : RegionBranchSemantics.of(op);
  }

  private static void sinkInto(Region region, DominanceInfo dom) {
    List<Operation> stack = new ArrayList<>();
    region.blocks().forEach(b -> b.forEach(stack::add));
    while (!stack.isEmpty()) {
      Operation user = stack.removeLast();
      for (int i = 0; i < user.numOperands(); i++) {
        Operation def = user.operand(i).definingOp();
        if (def == null || def.parentRegion() == region) {
          continue;
        }
        if (allUsersIn(def, region, dom) && SideEffects.isMemoryEffectFree(def)) {
          def.remove();
          region.front().prepend(def);
          stack.add(def);
        }
      }
    }
  }

  /** Whether every user of {@code op}'s results lies in a block the region's entry dominates. */
  private static boolean allUsersIn(Operation op, Region region, DominanceInfo dom) {
    for (Value v : op.results()) {
      for (var use : v.uses()) {
        Operation anc = DominanceInfo.ancestorInRegion(region, use.owner());
        if (anc == null || !dom.dominates(region.front(), anc.block())) {
          return false;
        }
      }
    }
    return true;
  }
}

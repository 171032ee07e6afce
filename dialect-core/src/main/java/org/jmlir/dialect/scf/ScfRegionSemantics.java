package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.RegionBranchSemantics;

/**
 * Control flow between the regions of scf.if, scf.for, scf.while, scf.execute_region and
 * scf.index_switch, as their RegionBranchOpInterface implementations in MLIR 22 describe it (a loop
 * may always run its body again or exit; a known condition picks one branch).
 */
final class ScfRegionSemantics implements RegionBranchSemantics {
  @Override
  public List<Successor> entrySuccessors(Operation op, List<Attribute> operands) {
    List<Successor> out = new ArrayList<>();
    switch (op) {
      case IfOp ifOp -> {
        Attribute c = operands.get(0);
        boolean known = c instanceof IntegerAttr;
        boolean value = known && ((IntegerAttr) c).value().signum() != 0;
        if (!known || value) {
          out.add(new Successor(0, List.of(), List.of()));
        }
        if (!known || !value) {
          out.add(ifOp.elseRegion().isEmpty() ? toParent(op, List.of()) : new Successor(1, List.of(), List.of()));
        }
      }
      case ForOp forOp -> {
        out.add(new Successor(0, forOp.regionIterArgs(), forOp.initArgs()));
        out.add(toParent(op, forOp.initArgs()));
      }
      case WhileOp w -> out.add(new Successor(0, w.beforeArguments(), op.operands()));
      case ExecuteRegionOp e -> out.add(new Successor(0, List.of(), List.of()));
      case IndexSwitchOp sw -> {
        if (operands.get(0) instanceof IntegerAttr v) {
          long[] cases = sw.cases();
          int region = 0;
          for (int i = 0; i < cases.length; i++) {
            if (cases[i] == v.longValue()) {
              region = i + 1;
            }
          }
          out.add(new Successor(region, List.of(), List.of()));
        } else {
          for (int r = 0; r < op.numRegions(); r++) {
            out.add(new Successor(r, List.of(), List.of()));
          }
        }
      }
      default -> {
        return null;
      }
    }
    return out;
  }

  /**
   * scf.if runs each branch at most once (a known condition: the branch taken once, the other never);
   * scf.index_switch each case at most once (a known index: only the case it selects, or the default).
   */
  @Override
  public int[] regionInvocationUpperBounds(Operation op, List<Attribute> operands) {
    switch (op) {
      case IfOp i -> {
        if (operands.get(0) instanceof IntegerAttr c) {
          boolean taken = c.value().signum() != 0;
          return new int[] {taken ? 1 : 0, taken ? 0 : 1};
        }
        return new int[] {1, 1};
      }
      case IndexSwitchOp sw -> {
        int[] bounds = new int[op.numRegions()];
        if (!(operands.get(0) instanceof IntegerAttr v)) {
          java.util.Arrays.fill(bounds, 1);
          return bounds;
        }
        long[] cases = sw.cases();
        int live = 0;
        for (int i = 0; i < cases.length; i++) {
          if (cases[i] == v.longValue()) {
            live = i + 1;
            break;
          }
        }
        bounds[live] = 1;
        return bounds;
      }
      default -> {
        return null;
      }
    }
  }

  @Override
  public List<Successor> terminatorSuccessors(Operation terminator, List<Attribute> operands) {
    Operation parent = terminator.parentOp();
    Region region = terminator.parentRegion();
    List<Successor> out = new ArrayList<>();
    List<Value> values = terminator.operands();
    switch (parent) {
      case ForOp forOp -> {
        out.add(new Successor(0, forOp.regionIterArgs(), values));
        out.add(toParent(parent, values));
      }
      case WhileOp w -> {
        if (region == w.before() && terminator instanceof ConditionOp cond) {
          List<Value> args = cond.args();
          Attribute c = operands.get(0);
          boolean known = c instanceof IntegerAttr;
          boolean value = known && ((IntegerAttr) c).value().signum() != 0;
          if (!known || value) {
            out.add(new Successor(1, w.after().front().arguments(), args));
          }
          if (!known || !value) {
            out.add(toParent(parent, args));
          }
        } else {
          out.add(new Successor(0, w.beforeArguments(), values));
        }
      }
      case IfOp i -> out.add(toParent(parent, values));
      case ExecuteRegionOp e -> out.add(toParent(parent, values));
      case IndexSwitchOp s -> out.add(toParent(parent, values));
      default -> {
        return null;
      }
    }
    return out;
  }

  private static Successor toParent(Operation op, List<Value> values) {
    return new Successor(-1, op.results(), values);
  }
}

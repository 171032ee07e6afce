package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * MLIR's Liveness for the blocks of all regions under an op (live-in and live-out sets per block,
 * values used in nested regions counting as uses in the enclosing block), and MLIR's
 * ValueComparator, which orders the live memrefs the deallocation retains.
 */
final class DeallocLiveness {
  private final Map<Block, Set<Value>> liveIn = new IdentityHashMap<>();
  private final Map<Block, Set<Value>> liveOut = new IdentityHashMap<>();

  DeallocLiveness(Operation root) {
    for (Region r : root.regions()) {
      region(r);
    }
  }

  private static Set<Value> set() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }

  private void region(Region region) {
    Map<Block, Set<Value>> defs = new IdentityHashMap<>();
    Map<Block, Set<Value>> uses = new IdentityHashMap<>();
    for (Block b : region.blocks()) {
      Set<Value> def = set();
      Set<Value> use = set();
      Set<Value> out = set();
      for (BlockArgument a : b.arguments()) {
        def.add(a);
        escapes(region, b, a, out);
      }
      for (Operation op : b) {
        for (OpResult r : op.results()) {
          escapes(region, b, r, out);
        }
      }
      for (Operation op : b) {
        op.walkPreOrder(o -> {
          def.addAll(o.results());
          use.addAll(o.operands());
          for (Region nr : o.regions()) {
            for (Block nb : nr.blocks()) {
              def.addAll(nb.arguments());
            }
          }
        });
      }
      use.removeAll(def);
      defs.put(b, def);
      uses.put(b, use);
      liveOut.put(b, out);
      liveIn.put(b, set());
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = region.blocks().size() - 1; i >= 0; i--) {
        Block b = region.blocks().get(i);
        Set<Value> out = liveOut.get(b);
        for (Block s : b.successors()) {
          out.addAll(liveIn.get(s));
        }
        Set<Value> in = set();
        in.addAll(uses.get(b));
        in.addAll(out);
        in.removeAll(defs.get(b));
        if (!in.equals(liveIn.get(b))) {
          liveIn.put(b, in);
          changed = true;
        }
      }
    }
    for (Block b : region.blocks()) {
      for (Operation op : b) {
        for (Region nr : op.regions()) {
          region(nr);
        }
      }
    }
  }

  /** A value defined in {@code b} escapes it when some use lies in another block of the region. */
  private static void escapes(Region region, Block b, Value v, Set<Value> out) {
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      Block owner = u.owner().block();
      while (owner != null && owner.parent() != region) {
        Operation p = owner.parentOp();
        owner = p == null ? null : p.block();
      }
      if (owner != null && owner != b) {
        out.add(v);
        return;
      }
    }
  }

  List<Value> liveIn(Block b) {
    return new ArrayList<>(liveIn.getOrDefault(b, Set.of()));
  }

  Set<Value> liveInSet(Block b) {
    return liveIn.getOrDefault(b, Set.of());
  }

  List<Value> liveOut(Block b) {
    return new ArrayList<>(liveOut.getOrDefault(b, Set.of()));
  }

  /** MLIR's ValueComparator: block arguments first, then by position in the region tree. */
  static final Comparator<Value> ORDER = DeallocLiveness::compare;

  private static int compare(Value l, Value r) {
    if (l == r) {
      return 0;
    }
    return less(l, r) ? -1 : 1;
  }

  private static boolean less(Value lhs, Value rhs) {
    boolean lArg = lhs instanceof BlockArgument;
    if (lArg != rhs instanceof BlockArgument) {
      return lArg;
    }
    Region lr;
    Region rr;
    if (lArg) {
      BlockArgument la = (BlockArgument) lhs;
      BlockArgument ra = (BlockArgument) rhs;
      if (la.index() != ra.index()) {
        return la.index() < ra.index();
      }
      lr = la.owner().parent();
      rr = ra.owner().parent();
    } else if (lhs.definingOp() == rhs.definingOp()) {
      return ((OpResult) lhs).index() < ((OpResult) rhs).index();
    } else {
      lr = lhs.definingOp().block().parent();
      rr = rhs.definingOp().block().parent();
      if (lr == rr) {
        return lhs.definingOp().isBeforeInBlock(rhs.definingOp());
      }
    }
    while (lr != null && rr != null) {
      if (lr.regionNumber() != rr.regionNumber()) {
        return lr.regionNumber() < rr.regionNumber();
      }
      Region lp = parentRegion(lr);
      Region rp = parentRegion(rr);
      if (lp == rp) {
        return lr.parentOp().isBeforeInBlock(rr.parentOp());
      }
      lr = lp;
      rr = rp;
    }
    return rr != null;
  }

  private static Region parentRegion(Region r) {
    Operation p = r.parentOp();
    return p == null || p.block() == null ? null : p.block().parent();
  }
}

package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.Type;

/**
 * {@code sccp}: sparse conditional constant propagation, as MLIR 22's SCCP (dead-code analysis plus
 * sparse constant propagation, then a rewrite). Values start uninitialized and only rise to a
 * constant or to unknown; blocks are visited only once some live edge reaches them, so a branch on a
 * known condition keeps the other side from spoiling block arguments and region results. Calls to
 * callables in the analysed op carry their return values back; arguments of private callables whose
 * every use is a call are the join of the live call sites. Afterwards each value known to be
 * constant is replaced by a constant materialized at the front of its isolated region, and ops left
 * without uses and effects are erased. Branches themselves are left to canonicalization.
 */
public final class SCCP extends Pass {
  public SCCP(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "sccp";
  }

  @Override
  public String summary() {
    return "Sparse Conditional Constant Propagation";
  }

  @Override
  public void run(Operation op, PassContext pc) {
    Solver s = new Solver(op);
    s.solve();
    s.rewrite();
  }

  /** A value's lattice element: uninitialized (absent), unknown, or a constant and the dialect that made it. */
  private record Lattice(Attribute value, Dialect dialect) {
    static final Lattice UNKNOWN = new Lattice(null, null);

    boolean isUnknown() {
      return value == null;
    }
  }

  private static final class Solver {
    private final Operation root;
    private final Map<Value, Lattice> lattice = new IdentityHashMap<>();
    private final Set<Block> executable = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final ArrayDeque<Operation> worklist = new ArrayDeque<>();
    private final Set<Operation> queued = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /** Ops whose fold returned a value that is not their operand: revisit them when it changes. */
    private final Map<Value, List<Operation>> extraUsers = new IdentityHashMap<>();
    /** Callables (by op) whose call sites are all known, and their live calls and visited returns. */
    private final Set<Operation> knownCallers = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<Operation, List<Operation>> liveCalls = new IdentityHashMap<>();
    private final Map<Operation, List<Operation>> returns = new IdentityHashMap<>();

    Solver(Operation root) {
      this.root = root;
    }

    void solve() {
      findKnownCallers();
      for (Region r : root.regions()) {
        if (!r.isEmpty()) {
          for (BlockArgument a : r.front().arguments()) {
            join(a, Lattice.UNKNOWN);
          }
          markExecutable(r.front());
        }
      }
      while (!worklist.isEmpty()) {
        Operation op = worklist.poll();
        queued.remove(op);
        visit(op);
      }
    }

    // ---- callables -----------------------------------------------------------------------

    /** MLIR's initializeSymbolCallables: private (or invisible nested) callables used only by calls. */
    private void findKnownCallers() {
      knownCallers.addAll(org.jmlir.ir.analysis.KnownCallables.find(root));
    }

    /** The callable {@code call} targets inside the analysed op, with a body; else null. */
    private Operation resolve(Operation call) {
      Operation callee = CallOpInterface.of(call).resolveCallable(call);
      if (callee == null || !callee.hasTrait(Trait.SYMBOL) || !root.isAncestor(callee)) {
        return null;
      }
      CallableOpInterface c = CallableOpInterface.of(callee);
      return c != null && c.callableRegion(callee) != null ? callee : null;
    }

    // ---- lattice -------------------------------------------------------------------------

    private Lattice get(Value v) {
      return lattice.get(v);
    }

    private void join(Value v, Lattice in) {
      if (in == null) {
        return;
      }
      Lattice old = lattice.get(v);
      Lattice next;
      if (old == null) {
        next = in;
      } else if (old.isUnknown() || Objects.equals(old.value(), in.value()) && old.dialect() == in.dialect()) {
        return;
      } else {
        next = Lattice.UNKNOWN;
      }
      lattice.put(v, next);
      for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
        enqueueIfLive(u.owner());
      }
      List<Operation> extra = extraUsers.get(v);
      if (extra != null) {
        for (Operation o : extra) {
          enqueueIfLive(o);
        }
      }
    }

    private void joinAll(List<? extends Value> targets, List<Value> sources) {
      for (int i = 0; i < targets.size() && i < sources.size(); i++) {
        join(targets.get(i), get(sources.get(i)));
      }
    }

    private void setUnknown(List<? extends Value> values) {
      for (Value v : values) {
        join(v, Lattice.UNKNOWN);
      }
    }

    private void enqueueIfLive(Operation op) {
      if (op.block() != null && executable.contains(op.block()) && queued.add(op)) {
        worklist.add(op);
      }
    }

    private void markExecutable(Block b) {
      if (executable.add(b)) {
        for (Operation op : b) {
          if (queued.add(op)) {
            worklist.add(op);
          }
        }
      }
    }

    /** The constants of {@code op}'s operands (null entries: unknown), or null while one is uninitialized. */
    private List<Attribute> operandConstants(Operation op) {
      List<Attribute> out = new ArrayList<>(op.numOperands());
      for (int i = 0; i < op.numOperands(); i++) {
        Lattice l = get(op.operand(i));
        if (l == null) {
          return null;
        }
        out.add(l.value());
      }
      return out;
    }

    // ---- transfer functions --------------------------------------------------------------

    private void visit(Operation op) {
      CallOpInterface call = CallOpInterface.of(op);
      if (call != null) {
        visitCall(op, call);
        return;
      }
      if (op.numRegions() > 0) {
        visitRegionOp(op);
        return;
      }
      if (op.hasTrait(Trait.TERMINATOR) || op.numSuccessors() > 0) {
        visitTerminator(op);
        if (op.numResults() == 0) {
          return;
        }
      }
      visitFold(op);
    }

    private void visitCall(Operation op, CallOpInterface call) {
      Operation callee = resolve(op);
      if (callee == null) {
        setUnknown(op.results());
        return;
      }
      Region body = CallableOpInterface.of(callee).callableRegion(callee);
      if (knownCallers.contains(callee)) {
        List<Operation> calls = liveCalls.computeIfAbsent(callee, k -> new ArrayList<>());
        if (!calls.contains(op)) {
          calls.add(op);
        }
        joinAll(body.front().arguments(), call.argOperands(op));
        markExecutable(body.front());
      }
      for (Operation ret : returns.getOrDefault(callee, List.of())) {
        joinAll(op.results(), ret.operands());
      }
    }

    private void visitRegionOp(Operation op) {
      CallableOpInterface callable = CallableOpInterface.of(op);
      if (callable != null) {
        Region body = callable.callableRegion(op);
        if (body != null && !body.isEmpty() && !knownCallers.contains(op)) {
          setUnknown(body.front().arguments());
          markExecutable(body.front());
        }
        setUnknown(op.results());
        return;
      }
      RegionBranchSemantics rb = regionSemantics(op);
      List<Attribute> consts = operandConstants(op);
      List<RegionBranchSemantics.Successor> succs = rb == null ? null : rb.entrySuccessors(op, consts == null ? nulls(op.numOperands()) : consts);
      if (succs == null) {
        // Not described: every region may run with unknown arguments, results unknown.
        for (Region r : op.regions()) {
          if (!r.isEmpty()) {
            setUnknown(r.front().arguments());
            markExecutable(r.front());
          }
        }
        setUnknown(op.results());
        return;
      }
      if (consts == null) {
        return; // wait until the operands are known
      }
      followRegionSuccessors(op, succs);
    }

    private void followRegionSuccessors(Operation op, List<RegionBranchSemantics.Successor> succs) {
      for (RegionBranchSemantics.Successor s : succs) {
        joinAll(s.inputs(), s.operands());
        if (s.region() >= 0) {
          Region r = op.region(s.region());
          if (r.isEmpty()) {
            continue;
          }
          // Entry arguments that receive nothing forwarded (an induction variable) are unknown.
          for (BlockArgument a : r.front().arguments()) {
            if (!s.inputs().contains(a)) {
              join(a, Lattice.UNKNOWN);
            }
          }
          markExecutable(r.front());
        }
      }
    }

    private RegionBranchSemantics regionSemantics(Operation op) {
      Dialect d = dialectOf(op);
      return d == null ? null : d.getInterface(RegionBranchSemantics.class);
    }

    private static List<Attribute> nulls(int n) {
      List<Attribute> out = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        out.add(null);
      }
      return out;
    }

    private void visitTerminator(Operation op) {
      Operation parent = op.parentOp();
      if (op.numSuccessors() > 0) {
        if (!(op instanceof BranchOpInterface br)) {
          for (int i = 0; i < op.numSuccessors(); i++) {
            setUnknown(op.successor(i).arguments());
            markExecutable(op.successor(i));
          }
          return;
        }
        List<Attribute> consts = operandConstants(op);
        if (consts == null) {
          return;
        }
        Block taken = br.successorForOperands(consts);
        for (int i = 0; i < op.numSuccessors(); i++) {
          Block dest = op.successor(i);
          if (taken != null && dest != taken) {
            continue;
          }
          joinAll(dest.arguments(), br.successorOperands(i));
          markExecutable(dest);
        }
        return;
      }
      if (parent == null) {
        return;
      }
      CallableOpInterface callable = CallableOpInterface.of(parent);
      if (callable != null && op.hasTrait(Trait.RETURN_LIKE) && callable.callableRegion(parent) == op.parentRegion()) {
        List<Operation> rets = returns.computeIfAbsent(parent, k -> new ArrayList<>());
        if (!rets.contains(op)) {
          rets.add(op);
        }
        // Every call that reached the callable so far sees these values.
        for (Operation c : callsOf(parent)) {
          joinAll(c.results(), op.operands());
        }
        return;
      }
      RegionBranchSemantics rb = regionSemantics(parent);
      if (rb == null) {
        return;
      }
      List<Attribute> consts = operandConstants(op);
      if (consts == null) {
        return;
      }
      List<RegionBranchSemantics.Successor> succs = rb.terminatorSuccessors(op, consts);
      if (succs != null) {
        followRegionSuccessors(parent, succs);
      }
    }

    /** The live calls of {@code callable}; for callables with unknown callers, every live call found. */
    private List<Operation> callsOf(Operation callable) {
      List<Operation> out = new ArrayList<>();
      List<Operation> known = liveCalls.get(callable);
      if (known != null) {
        out.addAll(known);
      }
      if (!knownCallers.contains(callable)) {
        for (Block b : executable) {
          for (Operation o : b) {
            if (CallOpInterface.of(o) != null && resolve(o) == callable) {
              out.add(o);
            }
          }
        }
      }
      return out;
    }

    private void visitFold(Operation op) {
      if (op.numResults() == 0) {
        return;
      }
      if (op.hasTrait(Trait.CONSTANT_LIKE) && op.numResults() == 1) {
        Attribute c = OperationFolder.constantValue(op.result(0));
        join(op.result(0), c == null ? Lattice.UNKNOWN : new Lattice(c, dialectOf(op)));
        return;
      }
      List<Attribute> consts = operandConstants(op);
      if (consts == null) {
        return;
      }
      OpFolder folder = OpFolder.of(op);
      if (folder == null) {
        setUnknown(op.results());
        return;
      }
      // Simulated execution only: an in-place fold is undone.
      List<Value> operands = new ArrayList<>(op.operands());
      Attribute props = op.properties();
      var attrs = op.attributes();
      List<OpFoldResult> results = folder.fold(op, consts);
      if (results == null || results.isEmpty()) {
        if (results != null) {
          op.setOperands(operands);
          op.setProperties(props);
          op.setAttributes(attrs);
        }
        setUnknown(op.results());
        return;
      }
      for (int i = 0; i < results.size(); i++) {
        switch (results.get(i)) {
          case OpFoldResult.Constant(Attribute a) -> join(op.result(i), new Lattice(a, dialectOf(op)));
          case OpFoldResult.Folded(Value v) -> {
            List<Operation> extra = extraUsers.computeIfAbsent(v, k -> new ArrayList<>());
            if (!extra.contains(op)) {
              extra.add(op);
            }
            join(op.result(i), get(v));
          }
        }
      }
    }

    private Dialect dialectOf(Operation op) {
      String ns = op.def().dialectNamespace();
      return ns.isEmpty() || !op.isRegistered() ? null : op.context().getOrLoadDialect(ns);
    }

    // ---- rewrite ---------------------------------------------------------------------------

    private record ConstantKey(Region region, Dialect dialect, Attribute value, Type type) {

      @Override

      public boolean equals(Object o) {

        return o instanceof ConstantKey k

            && java.util.Objects.equals(region, k.region)

            && java.util.Objects.equals(dialect, k.dialect)

            && java.util.Objects.equals(value, k.value)

            && java.util.Objects.equals(type, k.type);

      }


      @Override

      public int hashCode() {

        return 31 * (31 * (31 * java.util.Objects.hashCode(region) + java.util.Objects.hashCode(dialect)) + java.util.Objects.hashCode(value)) + java.util.Objects.hashCode(type);

      }

    }

    private final Map<ConstantKey, Operation> constants = new HashMap<>();

    void rewrite() {
      ArrayList<Block> work = new ArrayList<>();
      addRegions(work, root.regions());
      while (!work.isEmpty()) {
        Block block = work.remove(work.size() - 1);
        for (Operation op : block) {
          boolean replacedAll = op.numResults() != 0;
          for (Value r : op.results()) {
            replacedAll &= replaceWithConstant(r, block);
          }
          if (replacedAll && SideEffects.wouldOpBeTriviallyDead(op) && op.useEmpty()) {
            op.erase();
            continue;
          }
          addRegions(work, op.regions());
        }
        for (BlockArgument a : block.arguments()) {
          replaceWithConstant(a, block);
        }
      }
    }

    private static void addRegions(List<Block> work, List<Region> regions) {
      for (Region r : regions) {
        List<Block> blocks = r.blocks();
        for (int i = blocks.size() - 1; i >= 0; i--) {
          work.add(blocks.get(i));
        }
      }
    }

    private boolean replaceWithConstant(Value v, Block block) {
      Lattice l = get(v);
      if (l == null || l.isUnknown() || l.dialect() == null) {
        return false;
      }
      Region region = block.parent();
      // As MLIR's OperationFolder: up to an op that might be isolated from above (an unregistered one
      // might) or a top-level op.
      while (region.parentOp() != null
          && region.parentOp().isRegistered()
          && !region.parentOp().hasTrait(Trait.ISOLATED_FROM_ABOVE)
          && region.parentOp().block() != null) {
        region = region.parentOp().parentRegion();
      }
      ConstantKey key = new ConstantKey(region, l.dialect(), l.value(), v.type());
      Operation c = constants.get(key);
      if (c == null) {
        c = l.dialect().materializeConstant(l.value(), v.type(), UnknownLoc.get(root.context()));
        if (c == null) {
          return false;
        }
        region.front().prepend(c);
        constants.put(key, c);
      }
      v.replaceAllUsesWith(c.result(0));
      return true;
    }
  }
}

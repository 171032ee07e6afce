package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.InferIntRangeInterface;
import org.jmlir.ir.interfaces.RegionBranchSemantics;

/**
 * Integer range analysis (MLIR's IntegerRangeAnalysis with its dead-code analysis): a sparse forward
 * fixpoint over the values of the live blocks. An op with an {@link InferIntRangeInterface}
 * extension computes its results from its operands' ranges once they are all known; other ops' and
 * function arguments' integers may be anything. Branches whose condition has a constant range take
 * one successor only; region ops described by {@link RegionBranchSemantics} forward values into
 * their regions and results, and an {@code scf.for} induction variable ranges over its bounds. A
 * result that changes again after it reached a terminator is widened to the whole range, which
 * ends the iteration around loops.
 *
 * <p>Differs from MLIR: analysis is per function (arguments of private functions and results of
 * calls are not taken from their call sites and callees).
 */
public final class IntegerRangeAnalysis {
  private final Map<Value, ConstantIntRanges> ranges = new IdentityHashMap<>();
  private final Set<Block> live = Collections.newSetFromMap(new IdentityHashMap<>());
  private final ArrayDeque<Operation> worklist = new ArrayDeque<>();
  private final Set<Operation> queued = Collections.newSetFromMap(new IdentityHashMap<>());

  /** Analyses everything nested in {@code root}. */
  public static IntegerRangeAnalysis run(Operation root) {
    IntegerRangeAnalysis a = new IntegerRangeAnalysis();
    for (Region r : root.regions()) {
      a.enterRegion(r, List.of());
    }
    while (!a.worklist.isEmpty()) {
      Operation op = a.worklist.poll();
      a.queued.remove(op);
      a.visit(op);
    }
    return a;
  }

  /** The range of {@code v}, or null when it is not an integer or was never reached. */
  public ConstantIntRanges range(Value v) {
    return ranges.get(v);
  }

  /**
   * Gives {@code to} the range of {@code from} (joined with what it had): a rewrite that replaces
   * a value by a new one keeps what the analysis knew (MLIR's copyIntegerRange).
   */
  public void copyRange(Value from, Value to) {
    ConstantIntRanges r = ranges.get(from);
    if (r != null) {
      ConstantIntRanges old = ranges.get(to);
      ranges.put(to, old == null ? r : old.union(r));
    }
  }

  /** Whether {@code b} was found reachable. */
  public boolean isLive(Block b) {
    return live.contains(b);
  }

  // ---- lattice ---------------------------------------------------------------------------------

  private static ConstantIntRanges maxOf(Value v) {
    int w = ConstantIntRanges.storageWidth(v.type());
    return w == 0 ? null : ConstantIntRanges.maxRange(w);
  }

  /** Joins {@code in} into {@code v}'s range; true when it changed. */
  private boolean join(Value v, ConstantIntRanges in) {
    if (in == null || ConstantIntRanges.storageWidth(v.type()) != in.width()) {
      return false;
    }
    ConstantIntRanges old = ranges.get(v);
    ConstantIntRanges next = old == null ? in : old.union(in);
    if (next.equals(old)) {
      return false;
    }
    ranges.put(v, next);
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      enqueue(u.owner());
    }
    return true;
  }

  private void joinMax(List<? extends Value> values) {
    for (Value v : values) {
      join(v, maxOf(v));
    }
  }

  private void enqueue(Operation op) {
    if (op.block() != null && live.contains(op.block()) && queued.add(op)) {
      worklist.add(op);
    }
  }

  private void markLive(Block b) {
    if (live.add(b)) {
      for (Operation op : b) {
        if (queued.add(op)) {
          worklist.add(op);
        }
      }
    }
  }

  /** Marks {@code r}'s entry live; entry arguments not in {@code forwarded} may hold anything. */
  private void enterRegion(Region r, List<? extends Value> forwarded) {
    if (r.isEmpty()) {
      return;
    }
    for (BlockArgument a : r.front().arguments()) {
      if (!forwarded.contains(a)) {
        join(a, maxOf(a));
      }
    }
    markLive(r.front());
  }

  /** The operands' constants for branch decisions (null entries: not a single value). */
  private List<Attribute> constants(Operation op) {
    List<Attribute> out = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      ConstantIntRanges r = ranges.get(v);
      BigInteger c = r == null ? null : r.constantValue();
      out.add(c == null ? null : IntegerAttr.get(op.context(), v.type(), c));
    }
    return out;
  }

  // ---- transfer ----------------------------------------------------------------------------------

  private void visit(Operation op) {
    if (op.numRegions() > 0) {
      visitRegionOp(op);
      return;
    }
    if (op.numSuccessors() > 0) {
      visitBranch(op);
      return;
    }
    if (op.hasTrait(Trait.TERMINATOR)) {
      visitRegionTerminator(op);
      return;
    }
    InferIntRangeInterface infer = op.def().extension(InferIntRangeInterface.class);
    if (infer == null) {
      joinMax(op.results());
      return;
    }
    List<ConstantIntRanges> args = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      args.add(ranges.get(op.operand(i)));
    }
    List<ConstantIntRanges> results = infer.inferResultRanges(op, args);
    for (int i = 0; i < op.numResults() && i < results.size(); i++) {
      Value v = op.result(i);
      boolean wasSet = ranges.containsKey(v);
      if (join(v, results.get(i)) && wasSet && usedByTerminator(v)) {
        join(v, maxOf(v)); // a loop-variant value: widened (MLIR's IntegerRangeAnalysis)
      }
    }
  }

  private static boolean usedByTerminator(Value v) {
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      if (u.owner().hasTrait(Trait.TERMINATOR)) {
        return true;
      }
    }
    return false;
  }

  private void visitBranch(Operation op) {
    if (!(op instanceof BranchOpInterface br)) {
      for (int i = 0; i < op.numSuccessors(); i++) {
        joinMax(op.successor(i).arguments());
        markLive(op.successor(i));
      }
      return;
    }
    Block taken = br.successorForOperands(constants(op));
    for (int i = 0; i < op.numSuccessors(); i++) {
      Block dest = op.successor(i);
      if (taken != null && dest != taken) {
        continue;
      }
      List<Value> forwarded = br.successorOperands(i);
      for (int k = 0; k < forwarded.size() && k < dest.numArguments(); k++) {
        join(dest.argument(k), ranges.get(forwarded.get(k)));
      }
      markLive(dest);
    }
  }

  private static RegionBranchSemantics semantics(Operation op) {
    String ns = op.def().dialectNamespace();
    Dialect d = ns.isEmpty() || !op.isRegistered() ? null : op.context().getOrLoadDialect(ns);
    return d == null ? null : d.getInterface(RegionBranchSemantics.class);
  }

  private void visitRegionOp(Operation op) {
    RegionBranchSemantics rb = semantics(op);
    List<RegionBranchSemantics.Successor> succs = rb == null ? null : rb.entrySuccessors(op, constants(op));
    if (succs == null) {
      for (Region r : op.regions()) {
        enterRegion(r, List.of());
      }
      joinMax(op.results());
      return;
    }
    follow(op, succs);
  }

  private void visitRegionTerminator(Operation op) {
    Operation parent = op.parentOp();
    RegionBranchSemantics rb = parent == null ? null : semantics(parent);
    if (rb == null) {
      return;
    }
    List<RegionBranchSemantics.Successor> succs = rb.terminatorSuccessors(op, constants(op));
    if (succs != null) {
      follow(parent, succs);
    }
  }

  private void follow(Operation op, List<RegionBranchSemantics.Successor> succs) {
    for (RegionBranchSemantics.Successor s : succs) {
      for (int i = 0; i < s.inputs().size() && i < s.operands().size(); i++) {
        join(s.inputs().get(i), ranges.get(s.operands().get(i)));
      }
      if (s.region() >= 0) {
        Region r = op.region(s.region());
        List<Value> forwarded = new ArrayList<>(s.inputs());
        if (!r.isEmpty() && op.name().equals("scf.for")) {
          forwarded.add(r.front().argument(0));
          loopInductionVariable(op, r.front().argument(0));
        }
        enterRegion(r, forwarded);
      }
    }
  }

  /**
   * An scf.for induction variable: lower bound's smallest to upper bound's largest value minus one
   * (reversed for a negative step), as MLIR's visitNonControlFlowArguments; nothing when empty.
   */
  private void loopInductionVariable(Operation loop, BlockArgument iv) {
    int w = ConstantIntRanges.storageWidth(iv.type());
    if (w == 0) {
      return;
    }
    ConstantIntRanges lb = ranges.get(loop.operand(0));
    ConstantIntRanges ub = ranges.get(loop.operand(1));
    ConstantIntRanges step = ranges.get(loop.operand(2));
    BigInteger min = lb != null ? lb.smin() : ConstantIntRanges.signedMin(w);
    BigInteger max = ub != null ? ub.smax() : ConstantIntRanges.signedMax(w);
    BigInteger st = step != null ? step.smax() : ConstantIntRanges.signedMax(w);
    if (st.signum() < 0) {
      BigInteger t = min;
      min = max;
      max = t;
    } else {
      max = ConstantIntRanges.toSigned(max.subtract(BigInteger.ONE), w);
    }
    if (max.compareTo(min) >= 0) {
      join(iv, ConstantIntRanges.fromSigned(min, max, w));
    }
  }
}

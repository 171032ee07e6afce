package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.bufferization.DeallocCanonicalization;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.type.BaseMemRefType;

/**
 * MLIR's BufferViewFlowAnalysis and BufferOriginAnalysis: which values a buffer may be a view of or
 * be forwarded from (through view-like ops, branches, region ops and calls), and from that whether
 * two buffers surely come from the same allocation, surely from different ones, or either.
 */
final class BufferOrigin {
  private final Map<Value, List<Value>> reverse = new IdentityHashMap<>();
  private final Map<Value, List<Value>> forward = new IdentityHashMap<>();
  private final Set<Value> terminals = Collections.newSetFromMap(new IdentityHashMap<>());

  BufferOrigin(Operation root) {
    root.walk(this::visit);
  }

  private void depend(Value dep, Value value) {
    reverse.computeIfAbsent(value, k -> new ArrayList<>()).add(dep);
    forward.computeIfAbsent(dep, k -> new ArrayList<>()).add(value);
  }

  private void depend(List<? extends Value> deps, List<? extends Value> values) {
    for (int i = 0; i < Math.min(deps.size(), values.size()); i++) {
      depend(deps.get(i), values.get(i));
    }
  }

  static boolean isViewLike(Operation op) {
    return DeallocCanonicalization.isViewLike(op);
  }

  private void visit(Operation op) {
    if (op.name().equals("arith.select") && op.numResults() == 1 && op.result(0).type() instanceof BaseMemRefType) {
      // arith.select's BufferViewFlowOpInterface: the result is one of the two values, never a terminal.
      depend(op.operand(1), op.result(0));
      depend(op.operand(2), op.result(0));
      return;
    }
    if (isViewLike(op)) {
      depend(op.operand(0), op.result(0));
      return;
    }
    if (op instanceof BranchOpInterface br) {
      for (int s = 0; s < op.numSuccessors(); s++) {
        depend(br.successorOperands(s), op.successor(s).arguments());
      }
      return;
    }
    RegionBranchSemantics rbs = op.numRegions() > 0 ? RegionBranchSemantics.of(op) : null;
    List<RegionBranchSemantics.Successor> entry = rbs == null ? null : rbs.entrySuccessors(op, unknown(op.numOperands()));
    if (entry != null) {
      for (RegionBranchSemantics.Successor s : entry) {
        depend(s.operands(), s.inputs());
      }
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          Operation t = b.terminator();
          List<RegionBranchSemantics.Successor> next = t == null ? null : rbs.terminatorSuccessors(t, unknown(t.numOperands()));
          if (next != null) {
            for (RegionBranchSemantics.Successor s : next) {
              depend(s.operands(), s.inputs());
            }
          }
        }
      }
      return;
    }
    if (op.name().equals("shape.assuming") || op.name().equals("affine.if")) {
      // Their RegionBranchOpInterface (the shape and affine dialects register no RegionBranchSemantics):
      // the operands of each region's yield become the op's results.
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          Operation t = b.terminator();
          if (t != null) {
            depend(t.operands(), op.results());
          }
        }
      }
      return;
    }
    if (op.hasTrait(org.jmlir.ir.Trait.TERMINATOR) && op.parentOp() != null && op.numResults() == 0) {
      return;
    }
    if (op.name().equals("func.call") || op.name().equals("func.call_indirect")) {
      terminalValues(op);
      for (Value o : op.operands()) {
        for (Value r : op.results()) {
          depend(o, r);
        }
      }
      return;
    }
    terminalValues(op);
  }

  private static List<Attribute> unknown(int n) {
    return new ArrayList<>(Collections.nCopies(n, (Attribute) null));
  }

  private void terminalValues(Operation op) {
    for (Value v : op.results()) {
      if (v.type() instanceof BaseMemRefType) {
        terminals.add(v);
      }
    }
    for (Region r : op.regions()) {
      if (!r.blocks().isEmpty()) {
        for (BlockArgument a : r.front().arguments()) {
          if (a.type() instanceof BaseMemRefType) {
            terminals.add(a);
          }
        }
      }
    }
  }

  /** MLIR's BufferViewFlowAnalysis::resolve: {@code v} and every value that may be a view of or forwarded from it. */
  Set<Value> resolve(Value v) {
    return closure(v, forward);
  }

  private Set<Value> resolveReverse(Value v) {
    return closure(v, reverse);
  }

  private static Set<Value> closure(Value v, Map<Value, List<Value>> edges) {
    Set<Value> result = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Value> queue = new ArrayDeque<>();
    queue.push(v);
    while (!queue.isEmpty()) {
      Value cur = queue.pop();
      if (result.add(cur)) {
        for (Value d : edges.getOrDefault(cur, List.of())) {
          queue.push(d);
        }
      }
    }
    return result;
  }

  /** MLIR's getViewBase: through view-like ops to the viewed buffer. */
  static Value viewBase(Value v) {
    while (v.definingOp() != null && isViewLike(v.definingOp()) && v == v.definingOp().result(0)) {
      v = v.definingOp().operand(0);
    }
    return v;
  }

  static boolean hasAllocateEffect(Value v) {
    Operation d = v.definingOp();
    return d != null && DeallocCanonicalization.allocates(d, v);
  }

  static boolean isFunctionArgument(Value v) {
    return v instanceof BlockArgument a && a.owner().isEntryBlock() && a.owner().parentOp() != null
        && a.owner().parentOp().hasTrait(org.jmlir.ir.Trait.FUNCTION_LIKE);
  }

  /** MLIR's isSameAllocation: true, false, or null (cannot tell). */
  Boolean isSameAllocation(Value v1, Value v2) {
    v1 = viewBase(v1);
    v2 = viewBase(v2);
    if (v1 == v2) {
      return true;
    }
    Terminal t1 = terminals(resolveReverse(v1));
    Terminal t2 = terminals(resolveReverse(v2));
    if (t1.values.isEmpty() || t2.values.isEmpty()) {
      return null;
    }
    if (t1.values.size() == 1 && t2.values.size() == 1 && t1.values.iterator().next() == t2.values.iterator().next()) {
      return true;
    }
    for (Value v : t1.values) {
      if (t2.values.contains(v)) {
        return null;
      }
    }
    boolean isolated1 = t1.allAllocs && (t2.allAllocs || t2.allAllocsOrArgs);
    boolean isolated2 = (t1.allAllocs || t1.allAllocsOrArgs) && t2.allAllocs;
    return isolated1 || isolated2 ? Boolean.FALSE : null;
  }

  private record Terminal(Set<Value> values, boolean allAllocs, boolean allAllocsOrArgs) {}

  private Terminal terminals(Set<Value> origin) {
    Set<Value> t = Collections.newSetFromMap(new IdentityHashMap<>());
    boolean allAllocs = true;
    boolean allAllocsOrArgs = true;
    for (Value v : origin) {
      if (v.type() instanceof BaseMemRefType && terminals.contains(v)) {
        t.add(v);
        allAllocs &= hasAllocateEffect(v);
        allAllocsOrArgs &= isFunctionArgument(v) || hasAllocateEffect(v);
      }
    }
    return new Terminal(t, allAllocs, allAllocsOrArgs);
  }
}

package org.jmlir.ir.transforms;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.analysis.CallGraph;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.rewrite.SideEffects;

/**
 * Counts the symbol uses of discardable callables (private ones whose every use is visible) so the
 * inliner knows when a callable becomes dead or has a single use left (MLIR's CGUseList). Symbol
 * references have no use lists, hence the bookkeeping.
 */
final class CallGraphUseList {
  /** The uses one node holds: referenced in its own attributes (a set), or by nested ops (counted). */
  private static final class Uses {
    final Set<CallGraph.Node> topLevel = new HashSet<>();
    final Map<CallGraph.Node, Integer> inner = new LinkedHashMap<>();
  }

  private final CallGraph cg;
  private final Map<CallGraph.Node, Integer> discardableUses = new IdentityHashMap<>();
  private final Map<CallGraph.Node, Uses> nodeUses = new IdentityHashMap<>();

  CallGraphUseList(Operation root, CallGraph cg) {
    this.cg = cg;
    Map<SymbolRefAttr, CallGraph.Node> alwaysLive = new HashMap<>();
    SymbolTable.walkSymbolTables(root, root.block() == null, (table, allUsesVisible) -> collect(table, allUsesVisible, alwaysLive));
    for (CallGraph.Node n : alwaysLive.values()) {
      if (n != null) {
        discardableUses.remove(n);
      }
    }
    for (CallGraph.Node n : cg.nodes()) {
      recomputeUses(n);
    }
  }

  private void collect(Operation table, boolean allUsesVisible, Map<SymbolRefAttr, CallGraph.Node> alwaysLive) {
    if (table.numRegions() == 0 || table.region(0).isEmpty()) {
      return;
    }
    for (Operation op : table.region(0).front()) {
      CallableOpInterface callable = CallableOpInterface.of(op);
      if (callable != null) {
        Region body = callable.callableRegion(op);
        CallGraph.Node node = body == null ? null : cg.lookupNode(body);
        if (node != null) {
          if (op.hasTrait(Trait.SYMBOL)
              && SymbolTable.visibility(op) == SymbolTable.Visibility.PRIVATE) {
            // func.func's canDiscardOnUseEmpty is "is private", which also covers allUsesVisible.
            discardableUses.putIfAbsent(node, 0);
          }
          continue;
        }
      }
      walkReferencedNodes(op, alwaysLive, (n, user) -> {});
    }
  }

  /**
   * Calls {@code fn(node, user)} for each symbol use in {@code op} and the ops nested in it (not
   * inside nested symbol tables) that names a callable with a node.
   */
  private void walkReferencedNodes(
      Operation op, Map<SymbolRefAttr, CallGraph.Node> resolved, BiConsumer<CallGraph.Node, Operation> fn) {
    Operation tableOp = op.parentOp();
    org.jmlir.ir.analysis.KnownCallables.walkUses(
        op,
        (user, ref) -> {
          CallGraph.Node node;
          if (resolved.containsKey(ref)) {
            node = resolved.get(ref);
          } else {
            Operation sym = tableOp == null ? null : SymbolTable.lookupNearestSymbolFrom(tableOp, ref);
            CallableOpInterface c = sym == null ? null : CallableOpInterface.of(sym);
            Region body = c == null ? null : c.callableRegion(sym);
            node = body == null ? null : cg.lookupNode(body);
            resolved.put(ref, node);
          }
          if (node != null) {
            fn.accept(node, user);
          }
        });
  }



  /** Drops the uses {@code call}, inside {@code user}, held. */
  void dropCallUses(CallGraph.Node user, Operation call) {
    Map<CallGraph.Node, Integer> userRefs = uses(user).inner;
    walkReferencedNodes(
        call,
        new HashMap<>(),
        (node, u) -> {
          Integer c = userRefs.get(node);
          if (c == null) {
            return;
          }
          userRefs.put(node, c - 1);
          discardableUses.merge(node, -1, Integer::sum);
        });
  }

  void eraseNode(CallGraph.Node node) {
    for (CallGraph.Edge e : node.edges()) {
      if (e.kind() == CallGraph.EdgeKind.CHILD) {
        eraseNode(e.target());
      }
    }
    Uses u = nodeUses.remove(node);
    if (u != null) {
      decrement(u);
    }
    discardableUses.remove(node);
  }

  boolean isDead(CallGraph.Node node) {
    Operation op = node.callableRegion().parentOp();
    if (!op.hasTrait(Trait.SYMBOL)) {
      return SideEffects.isMemoryEffectFree(op) && op.useEmpty();
    }
    Integer c = discardableUses.get(node);
    return c != null && c == 0;
  }

  boolean hasOneUseAndDiscardable(CallGraph.Node node) {
    Operation op = node.callableRegion().parentOp();
    if (!op.hasTrait(Trait.SYMBOL)) {
      return SideEffects.isMemoryEffectFree(op) && op.numResults() == 1 && op.result(0).hasOneUse();
    }
    Integer c = discardableUses.get(node);
    return c != null && c == 1;
  }

  void recomputeUses(CallGraph.Node node) {
    Operation parent = node.callableRegion().parentOp();
    Uses old = nodeUses.get(node);
    if (old != null) {
      decrement(old);
    }
    Uses fresh = new Uses();
    nodeUses.put(node, fresh);
    walkReferencedNodes(
        parent,
        new HashMap<>(),
        (ref, user) -> {
          if (!discardableUses.containsKey(ref)) {
            return;
          }
          if (user != parent) {
            fresh.inner.merge(ref, 1, Integer::sum);
          } else if (!fresh.topLevel.add(ref)) {
            return;
          }
          discardableUses.merge(ref, 1, Integer::sum);
        });
  }

  /** After a copy of {@code callee} was inlined into {@code caller}, caller holds callee's inner uses too. */
  void mergeUsesAfterInlining(CallGraph.Node callee, CallGraph.Node caller) {
    Uses from = uses(callee);
    Uses to = uses(caller);
    for (Map.Entry<CallGraph.Node, Integer> e : from.inner.entrySet()) {
      to.inner.merge(e.getKey(), e.getValue(), Integer::sum);
      discardableUses.merge(e.getKey(), e.getValue(), Integer::sum);
    }
  }

  private Uses uses(CallGraph.Node n) {
    return nodeUses.computeIfAbsent(n, k -> new Uses());
  }

  private void decrement(Uses u) {
    for (CallGraph.Node n : u.topLevel) {
      discardableUses.merge(n, -1, Integer::sum);
    }
    for (Map.Entry<CallGraph.Node, Integer> e : u.inner.entrySet()) {
      discardableUses.merge(e.getKey(), -e.getValue(), Integer::sum);
    }
  }
}

package org.jmlir.ir.analysis;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;

/**
 * The call graph of the callables nested in an op (MLIR's CallGraph): one node per callable region,
 * call edges resolved through symbol tables, child edges to nested callables, and two external nodes
 * (the external caller, with an abstract edge to every top-level callable, and the unknown callee).
 * {@link #sccs()} lists the strongly connected components bottom-up in the order LLVM's scc_iterator
 * yields them, so inlining visits callees before their callers exactly as upstream does.
 */
public final class CallGraph {
  /** What an edge means. */
  public enum EdgeKind {
    ABSTRACT,
    CALL,
    CHILD
  }

  /** An edge to {@code target}. */
  public record Edge(Node target, EdgeKind kind) {}

  /** A callable region, or one of the two external nodes (region null). */
  public static final class Node {
    private final Region region;
    private final List<Edge> edges = new ArrayList<>(2);

    Node(Region region) {
      this.region = region;
    }

    public boolean isExternal() {
      return region == null;
    }

    /** The callable region; not for external nodes. */
    public Region callableRegion() {
      return region;
    }

    /** The outgoing edges in insertion order, each (target, kind) once. */
    public List<Edge> edges() {
      return edges;
    }

    public boolean hasChildren() {
      for (Edge e : edges) {
        if (e.kind() == EdgeKind.CHILD) {
          return true;
        }
      }
      return false;
    }

    void addEdge(Node target, EdgeKind kind) {
      for (Edge e : edges) {
        if (e.target() == target && e.kind() == kind) {
          return;
        }
      }
      edges.add(new Edge(target, kind));
    }

    @Override
    public String toString() {
      return region == null ? "<external>" : "Node(" + region.parentOp().name() + ")";
    }
  }

  private final Node externalCaller = new Node(null);
  private final Node unknownCallee = new Node(null);
  private final Map<Region, Node> nodes = new LinkedHashMap<>();

  /** Builds the graph of everything nested in {@code root}: callables first, then calls. */
  public CallGraph(Operation root) {
    compute(root, null, false);
    compute(root, null, true);
  }

  private void compute(Operation op, Node parent, boolean resolveCalls) {
    CallOpInterface call = CallOpInterface.of(op);
    if (call != null) {
      if (resolveCalls && parent != null) {
        parent.addEdge(resolveCallable(op), EdgeKind.CALL);
      }
      return;
    }
    CallableOpInterface callable = CallableOpInterface.of(op);
    if (callable != null) {
      Region body = callable.callableRegion(op);
      if (body == null) {
        return;
      }
      parent = getOrAddNode(body, parent);
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          compute(nested, parent, resolveCalls);
        }
      }
    }
  }

  private Node getOrAddNode(Region region, Node parent) {
    Node node = nodes.get(region);
    if (node == null) {
      node = new Node(region);
      nodes.put(region, node);
      if (parent != null) {
        parent.addEdge(node, EdgeKind.CHILD);
      } else {
        externalCaller.addEdge(node, EdgeKind.ABSTRACT);
      }
    }
    return node;
  }

  public Node externalCallerNode() {
    return externalCaller;
  }

  public Node unknownCalleeNode() {
    return unknownCallee;
  }

  /** The node of {@code region}, or null. */
  public Node lookupNode(Region region) {
    return nodes.get(region);
  }

  /** The callable nodes, in creation order. */
  public List<Node> nodes() {
    return new ArrayList<>(nodes.values());
  }

  /** The node {@code call} targets, or the unknown-callee node. */
  public Node resolveCallable(Operation call) {
    Operation callee = CallOpInterface.of(call).resolveCallable(call);
    if (callee != null) {
      CallableOpInterface callable = CallableOpInterface.of(callee);
      if (callable != null) {
        Region body = callable.callableRegion(callee);
        Node n = body == null ? null : nodes.get(body);
        if (n != null) {
          return n;
        }
      }
    }
    return unknownCallee;
  }

  /**
   * The strongly connected components reachable from the external caller node, callees first: an
   * iterative Tarjan walk in the same order as LLVM's scc_iterator (the last-visited node of an SCC
   * comes first in it).
   */
  public List<List<Node>> sccs() {
    List<List<Node>> out = new ArrayList<>();
    Map<Node, Integer> visitNumber = new IdentityHashMap<>();
    List<Node> sccStack = new ArrayList<>();
    // Each frame: node, next edge index, lowest visit number seen.
    List<Node> frameNode = new ArrayList<>();
    List<int[]> frameState = new ArrayList<>();
    int[] counter = {0};
    visit(externalCaller, visitNumber, sccStack, frameNode, frameState, counter);
    while (!frameNode.isEmpty()) {
      // Visit children of the top frame.
      while (true) {
        int top = frameNode.size() - 1;
        Node n = frameNode.get(top);
        int[] st = frameState.get(top);
        if (st[0] >= n.edges.size()) {
          break;
        }
        Node child = n.edges.get(st[0]++).target();
        Integer num = visitNumber.get(child);
        if (num == null) {
          visit(child, visitNumber, sccStack, frameNode, frameState, counter);
        } else if (st[1] > num) {
          st[1] = num;
        }
      }
      int top = frameNode.size() - 1;
      Node visiting = frameNode.remove(top);
      int minVisit = frameState.remove(top)[1];
      if (!frameNode.isEmpty()) {
        int[] parent = frameState.get(frameNode.size() - 1);
        if (parent[1] > minVisit) {
          parent[1] = minVisit;
        }
      }
      if (minVisit != visitNumber.get(visiting)) {
        continue;
      }
      List<Node> scc = new ArrayList<>();
      Node n;
      do {
        n = sccStack.remove(sccStack.size() - 1);
        scc.add(n);
        visitNumber.put(n, Integer.MAX_VALUE);
      } while (n != visiting);
      out.add(scc);
    }
    return out;
  }

  private static void visit(
      Node n, Map<Node, Integer> visitNumber, List<Node> sccStack, List<Node> frameNode, List<int[]> frameState, int[] counter) {
    int num = ++counter[0];
    visitNumber.put(n, num);
    sccStack.add(n);
    frameNode.add(n);
    frameState.add(new int[] {0, num});
  }
}

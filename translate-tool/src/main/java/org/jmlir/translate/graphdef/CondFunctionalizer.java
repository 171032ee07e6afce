package org.jmlir.translate.graphdef;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NameAttrList;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * TensorFlow's FunctionalizeCond: v1 conditionals (Switch nodes on a predicate, Merge nodes joining
 * the branches) become If nodes. Every node gets a cond state, the branch of each predicate it runs
 * under; Merge nodes with the same state, ancestors and predicate form one If (named after the
 * first Merge, {@code <merge>_if}), innermost first. The branches become
 * {@code _functionalize_if_then_branch_N} / {@code _else_branch_N} functions whose arguments are the
 * Switch inputs; each Merge leaves an Identity of its If output under its name.
 */
final class CondFunctionalizer {
  private final FlowGraph g;
  private final FlowLibrary library;

  private enum Branch { ELSE, THEN, NEITHER, BOTH }

  /** An output of a node: a predicate, or (with a type) an ancestor. */
  private record Tensor(FlowGraph.Node node, int index) {}

  private static final Comparator<Tensor> TENSOR_ORDER =
      Comparator.comparingInt((Tensor t) -> t.node == null ? -1 : t.node.id).thenComparingInt(Tensor::index);

  /** Which branch of which predicate a node runs under; empty states are null. */
  private static final TreeMap<Tensor, Branch> DEAD = new TreeMap<>(TENSOR_ORDER);

  static {
    DEAD.put(new Tensor(null, -1), Branch.NEITHER);
  }

  private record Ancestor(Tensor tensor, int kind) {}

  private static final Comparator<Ancestor> ANCESTOR_ORDER =
      Comparator.comparing(Ancestor::tensor, TENSOR_ORDER).thenComparingInt(Ancestor::kind);
  private static final int MERGE = 0;
  private static final int PRED = 1;
  private static final int SWITCH = 2;

  private final Map<FlowGraph.Node, TreeMap<Tensor, Branch>> condState = new HashMap<>();
  private final Map<FlowGraph.Node, TreeSet<Ancestor>> ancestors = new HashMap<>();
  private final Map<FlowGraph.Node, Tensor> mergePredicate = new HashMap<>();
  private final Map<FlowGraph.Node, Tensor> mergeReplacement = new HashMap<>();
  private final List<FlowGraph.Node> switchIds = new ArrayList<>();

  CondFunctionalizer(FlowGraph g, FlowLibrary library) {
    this.g = g;
    this.library = library;
  }

  private static String node(FlowGraph.Node n) {
    return "{{node " + n.name() + "}}";
  }

  private TreeMap<Tensor, Branch> state(FlowGraph.Node n) {
    return condState.get(n);
  }

  private static boolean isDead(TreeMap<Tensor, Branch> s) {
    return s == DEAD;
  }

  private static TreeMap<Tensor, Branch> normalized(TreeMap<Tensor, Branch> s) {
    return s == null || s.isEmpty() ? null : s;
  }

  private static String describe(TreeMap<Tensor, Branch> s) {
    if (s == null) {
      return "{}";
    }
    List<String> parts = new ArrayList<>();
    for (Map.Entry<Tensor, Branch> e : s.entrySet()) {
      parts.add(e.getValue() == Branch.NEITHER ? "d"
          : "s(" + e.getKey().node().name() + ":" + e.getKey().index() + "," + e.getValue().name().toLowerCase() + ")");
    }
    return "{" + String.join(", ", parts) + "}";
  }

  /** The predicate of a Switch, looking through Identity nodes. */
  private static Tensor switchPredicate(FlowGraph.Node sw) throws TranslateException {
    FlowGraph.Edge e = sw.dataInput(1);
    if (e == null) {
      throw new TranslateException("Invalid argument: Switch " + node(sw) + " has no predicate");
    }
    while (e.src().isIdentity() && e.src().dataInput(0) != null) {
      e = e.src().dataInput(0);
    }
    return new Tensor(e.src(), e.srcOutput());
  }

  // ---- states --------------------------------------------------------------------------------

  void run() throws TranslateException {
    List<FlowGraph.Node> postOrder = new ArrayList<>();
    List<FlowGraph.Node> mergeOrder = new ArrayList<>();
    postOrder(postOrder);
    for (FlowGraph.Node n : postOrder) {
      if (n.isSwitch()) {
        switchIds.add(n);
      } else if (n.isMerge()) {
        mergeOrder.add(n);
      }
    }
    if (mergeOrder.isEmpty()) {
      deleteReachableAndDeadNodes(mergeOrder);
      return;
    }
    for (int i = postOrder.size() - 1; i >= 0; i--) {
      FlowGraph.Node n = postOrder.get(i);
      determineCondState(n);
      determineAncestorState(n);
      if (n.isSwitch()) {
        removeRedundantSwitch(n);
      } else if (n.isMerge()) {
        removeRedundantMerge(n);
      }
    }
    // Innermost first: merges by nesting depth, in topological order within a depth.
    List<FlowGraph.Node> sorted = new ArrayList<>();
    for (int i = mergeOrder.size() - 1; i >= 0; i--) {
      sorted.add(mergeOrder.get(i));
    }
    sorted.sort(Comparator.comparingInt((FlowGraph.Node m) -> state(m) == null ? 0 : state(m).size()).reversed());
    Map<List<Object>, List<FlowGraph.Node>> clusters = new LinkedHashMap<>();
    for (FlowGraph.Node m : sorted) {
      TreeMap<Tensor, Branch> s = state(m);
      if (isDead(s)) {
        continue;
      }
      Tensor pred = mergePredicate.get(m);
      if (pred == null) {
        throw new TranslateException("Internal: Cannot find predicate for Merge node " + m.name());
      }
      List<Object> key = new ArrayList<>();
      key.add(s == null ? Map.of() : s);
      key.add(ancestors.get(m) == null ? Set.of() : ancestors.get(m));
      key.add(pred);
      clusters.computeIfAbsent(key, k -> new ArrayList<>()).add(m);
    }
    for (List<FlowGraph.Node> cluster : clusters.values()) {
      Conditional c = new Conditional(mergePredicate.get(cluster.getFirst()));
      c.merges.addAll(cluster);
      c.buildAndReplace();
    }
    deleteReachableAndDeadNodes(mergeOrder);
  }

  /** Nodes in the post-order of a depth-first walk from the nodes without inputs. */
  private void postOrder(List<FlowGraph.Node> out) {
    Set<FlowGraph.Node> visited = new HashSet<>();
    for (FlowGraph.Node root : g.nodes()) {
      if (!root.in.isEmpty() || !visited.add(root)) {
        continue;
      }
      ArrayDeque<Object[]> stack = new ArrayDeque<>();
      stack.push(new Object[] {root, 0});
      while (!stack.isEmpty()) {
        Object[] top = stack.peek();
        FlowGraph.Node n = (FlowGraph.Node) top[0];
        int next = (Integer) top[1];
        if (next < n.out.size()) {
          top[1] = next + 1;
          FlowGraph.Node child = n.out.get(next).dst();
          if (visited.add(child)) {
            stack.push(new Object[] {child, 0});
          }
        } else {
          stack.pop();
          out.add(n);
        }
      }
    }
  }

  private TreeMap<Tensor, Branch> stateAlongEdge(FlowGraph.Edge e) throws TranslateException {
    TreeMap<Tensor, Branch> id = state(e.src());
    if (isDead(id)) {
      return id;
    }
    if (e.src().isSwitch()) {
      TreeMap<Tensor, Branch> s = id == null ? new TreeMap<>(TENSOR_ORDER) : new TreeMap<>(id);
      // A control edge from a Switch (a branch's pivot) runs under neither branch in particular.
      s.put(switchPredicate(e.src()), e.isControl() ? Branch.NEITHER : Branch.values()[e.srcOutput()]);
      return s;
    }
    return id;
  }

  private void determineCondState(FlowGraph.Node dst) throws TranslateException {
    if (dst.isMerge()) {
      if (isDead(state(dst))) {
        return;
      }
      int dataInputs = 0;
      for (FlowGraph.Edge e : dst.in) {
        if (!e.isControl()) {
          dataInputs++;
        }
        condState.put(dst, joinMerge(dst, stateAlongEdge(e), state(dst)));
      }
      if (dataInputs != 2) {
        throw new TranslateException("Unimplemented: " + dst.name() + " only has " + dataInputs
            + " inputs, while only merge nodes with two inputs supported.");
      }
      return;
    }
    for (FlowGraph.Edge e : dst.in) {
      condState.put(dst, joinNonMerge(stateAlongEdge(e), state(dst), dst));
    }
  }

  private static TreeMap<Tensor, Branch> joinNonMerge(TreeMap<Tensor, Branch> src, TreeMap<Tensor, Branch> dst,
      FlowGraph.Node node) throws TranslateException {
    src = normalized(src);
    dst = normalized(dst);
    if (dst == null || isDead(src)) {
      return src;
    }
    if (isDead(dst) || src == null) {
      return dst;
    }
    if (src.equals(dst)) {
      return src;
    }
    TreeMap<Tensor, Branch> both = new TreeMap<>(src);
    for (Map.Entry<Tensor, Branch> kv : dst.entrySet()) {
      Branch b = both.get(kv.getKey());
      if (b == null) {
        both.put(kv.getKey(), kv.getValue());
      } else if (b != kv.getValue()) {
        if (b == Branch.NEITHER) {
          both.put(kv.getKey(), kv.getValue());
        } else if (kv.getValue() != Branch.NEITHER) {
          throw new TranslateException("Invalid argument: Graph contains node with inputs predicated on incompatible "
              + "predicates: " + describe(src) + " and " + describe(dst) + "\n\tfor node " + node(node));
        }
      }
    }
    return both;
  }

  /** Joining the states of a Merge's inputs: they differ in exactly one predicate, then and else. */
  private TreeMap<Tensor, Branch> joinMerge(FlowGraph.Node merge, TreeMap<Tensor, Branch> src,
      TreeMap<Tensor, Branch> dst) throws TranslateException {
    src = normalized(src);
    dst = normalized(dst);
    if (dst == null) {
      return src;
    }
    if (src == null) {
      throw new TranslateException("Internal: Merge node " + merge.name() + " has input that's not in any CondContext."
          + "\n\tfor node " + node(merge));
    }
    if (isDead(src)) {
      return src;
    }
    if (isDead(dst)) {
      return dst;
    }
    List<Map.Entry<Tensor, Branch>> diff = new ArrayList<>();
    TreeMap<Tensor, Branch> common = new TreeMap<>(TENSOR_ORDER);
    for (Map.Entry<Tensor, Branch> e : src.entrySet()) {
      if (e.getValue() == dst.get(e.getKey())) {
        common.put(e.getKey(), e.getValue());
      } else {
        diff.add(e);
      }
    }
    for (Map.Entry<Tensor, Branch> e : dst.entrySet()) {
      if (e.getValue() != src.get(e.getKey())) {
        diff.add(e);
      }
    }
    diff.sort(Map.Entry.<Tensor, Branch>comparingByKey(TENSOR_ORDER).thenComparing(Map.Entry.comparingByValue()));
    if (diff.size() != 2) {
      throw new TranslateException("Invalid argument: Merge of two inputs that differ on more than one predicate "
          + describe(src) + " and " + describe(dst) + "\n\tfor node " + node(merge));
    }
    Branch a = diff.get(0).getValue();
    Branch b = diff.get(1).getValue();
    boolean branches = a != b && (a == Branch.THEN || a == Branch.ELSE) && (b == Branch.THEN || b == Branch.ELSE);
    if (!diff.get(0).getKey().equals(diff.get(1).getKey()) || !branches) {
      throw new TranslateException("Invalid argument: Unable to determine predicate for merge node\n\tfor node " + node(merge));
    }
    mergePredicate.put(merge, diff.get(0).getKey());
    return normalized(common);
  }

  private void determineAncestorState(FlowGraph.Node dst) throws TranslateException {
    TreeSet<Ancestor> s = new TreeSet<>(ANCESTOR_ORDER);
    for (FlowGraph.Edge e : dst.in) {
      FlowGraph.Node src = e.src();
      TreeSet<Ancestor> other = ancestors.get(src);
      if (other != null) {
        s.addAll(other);
      }
      if (src.isMerge()) {
        s.add(new Ancestor(new Tensor(src, 0), MERGE));
      } else if (src.isSwitch()) {
        FlowGraph.Edge p = src.dataInput(1);
        s.add(p == null ? new Ancestor(new Tensor(src, 0), SWITCH) : new Ancestor(switchPredicate(src), PRED));
      }
    }
    ancestors.put(dst, s.isEmpty() ? null : s);
  }

  private static Branch branchOf(TreeMap<Tensor, Branch> s, Tensor pred) {
    if (s == null) {
      return Branch.NEITHER;
    }
    Branch b = s.get(pred);
    return b == null ? Branch.NEITHER : b;
  }

  /** A Switch on a predicate whose branch is already known here forwards its input to that branch only. */
  private void removeRedundantSwitch(FlowGraph.Node sw) throws TranslateException {
    TreeMap<Tensor, Branch> dstId = state(sw);
    if (isDead(dstId)) {
      return;
    }
    Branch b = branchOf(dstId, switchPredicate(sw));
    if (b != Branch.THEN && b != Branch.ELSE) {
      FlowGraph.Edge v = sw.dataInput(0);
      while (v != null && v.src().isIdentity() && v.src().dataInput(0) != null) {
        v = v.src().dataInput(0);
      }
      b = v == null ? Branch.NEITHER : branchOf(dstId, new Tensor(v.src(), v.srcOutput()));
      if (b != Branch.THEN && b != Branch.ELSE) {
        return;
      }
    }
    FlowGraph.Edge value = sw.dataInput(0);
    for (FlowGraph.Edge e : new ArrayList<>(sw.out)) {
      FlowGraph.Node dst = e.dst();
      g.removeEdge(e);
      if (e.isControl()) {
        condState.put(dst, dst.isMerge() ? joinMerge(dst, dstId, state(dst)) : joinNonMerge(dstId, state(dst), dst));
      } else if (Branch.values()[e.srcOutput()] != b) {
        condState.put(dst, DEAD);
        continue;
      }
      if (e.isControl()) {
        g.addControlEdge(value.src(), dst);
      } else {
        g.addEdge(value.src(), value.srcOutput(), dst, e.dstInput());
      }
    }
  }

  /** A Merge with one dead input forwards the other. */
  private void removeRedundantMerge(FlowGraph.Node merge) throws TranslateException {
    if (!isDead(state(merge))) {
      return;
    }
    FlowGraph.Edge live = null;
    for (FlowGraph.Edge e : merge.in) {
      if (!e.isControl() && !isDead(state(e.src()))) {
        live = e;
        break;
      }
    }
    if (live == null) {
      throw new TranslateException("Invalid argument: Merge node " + node(merge) + " has no non-dead inputs.");
    }
    condState.put(merge, DEAD);
    for (FlowGraph.Edge e : new ArrayList<>(merge.out)) {
      g.removeEdge(e);
      if (e.isControl()) {
        g.addControlEdge(live.src(), e.dst());
      } else {
        g.addEdge(live.src(), live.srcOutput(), e.dst(), e.dstInput());
      }
    }
  }

  /** After an If replaced merges: the states downstream of it, again, in topological order. */
  private void propagateUpdatedState(FlowGraph.Node replacee) throws TranslateException {
    List<FlowGraph.Node> order = new ArrayList<>();
    postOrder(order);
    Set<FlowGraph.Node> changed = new HashSet<>();
    for (FlowGraph.Edge e : replacee.out) {
      changed.add(e.dst());
    }
    for (int i = order.size() - 1; i >= 0 && !changed.isEmpty(); i--) {
      FlowGraph.Node n = order.get(i);
      if (!changed.remove(n)) {
        continue;
      }
      TreeMap<Tensor, Branch> old = state(n);
      condState.remove(n);
      determineCondState(n);
      if (!Objects.equals(state(n), old)) {
        for (FlowGraph.Edge e : n.out) {
          changed.add(e.dst());
        }
      }
    }
  }

  /** Removes the switches and merges, what their data outputs reach, and dead nodes. */
  private void deleteReachableAndDeadNodes(List<FlowGraph.Node> mergeOrder) {
    ArrayDeque<FlowGraph.Node> delete = new ArrayDeque<>();
    removeQueueingDataOutputs(switchIds, delete);
    removeQueueingDataOutputs(mergeOrder, delete);
    for (FlowGraph.Node n : g.nodes()) {
      if (isDead(state(n))) {
        delete.add(n);
      }
    }
    while (!delete.isEmpty()) {
      FlowGraph.Node d = delete.poll();
      if (d.removed) {
        continue;
      }
      for (FlowGraph.Edge e : d.out) {
        delete.add(e.dst());
      }
      g.removeNode(d);
    }
  }

  /** Removes each node not yet removed, queueing the destinations of its data outputs in {@code delete}. */
  private void removeQueueingDataOutputs(Iterable<FlowGraph.Node> nodes, ArrayDeque<FlowGraph.Node> delete) {
    for (FlowGraph.Node n : nodes) {
      if (n.removed) {
        continue;
      }
      for (FlowGraph.Edge e : n.out) {
        if (!e.isControl()) {
          delete.add(e.dst());
        }
      }
      g.removeNode(n);
    }
  }

  // ---- one conditional -----------------------------------------------------------------------

  /** An argument of the If: a value some switches of the conditional route into the branches. */
  private static final class CondArg {
    final FlowGraph.Node src;
    final int srcOutput;
    final FlowGraph.Node[] copy = new FlowGraph.Node[2];
    final List<FlowGraph.Node> switches = new ArrayList<>();

    CondArg(FlowGraph.Node src, int srcOutput) {
      this.src = src;
      this.srcOutput = srcOutput;
    }
  }

  private static final Comparator<FlowGraph.Node> BY_NAME_RESOURCES_LAST =
      Comparator.comparing((FlowGraph.Node n) -> n.type("T") == DataType.DT_RESOURCE).thenComparing(FlowGraph.Node::name)
          .thenComparingInt(n -> n.id);

  private final class Conditional {
    final Tensor predicate;
    Tensor switchPredicate;
    final TreeSet<FlowGraph.Node> switches = new TreeSet<>(BY_NAME_RESOURCES_LAST);
    final TreeSet<FlowGraph.Node> merges = new TreeSet<>(BY_NAME_RESOURCES_LAST);
    final List<FlowGraph.Node> externalControlInputs = new ArrayList<>();
    final List<FlowGraph.Node> externalControlOutputs = new ArrayList<>();
    final FlowGraph[] bodies = {new FlowGraph(), new FlowGraph()};
    final List<Map<FlowGraph.Node, FlowGraph.Node>> maps = List.of(new HashMap<>(), new HashMap<>());
    final List<CondArg> args = new ArrayList<>();
    FlowGraph.Node ifNode;

    Conditional(Tensor predicate) {
      this.predicate = predicate;
    }

    void addSwitch(FlowGraph.Node s) throws TranslateException {
      Tensor p = switchPredicate(s);
      if (switchPredicate == null) {
        switchPredicate = p;
      }
      if (!switchPredicate.equals(p)) {
        throw new TranslateException("Invalid argument: Merge nodes " + merges + " directly dominated by switch nodes "
            + "with different predicates (" + switchPredicate.node().name() + ":" + switchPredicate.index() + " vs "
            + p.node().name() + ":" + p.index() + ").");
      }
      switches.add(s);
      if (!switchIds.contains(s)) {
        switchIds.add(s);
      }
    }

    private int branchOfEdge(FlowGraph.Edge e) {
      return e.src().isSwitch() ? e.srcOutput() : branchOf(state(e.src()), predicate).ordinal();
    }

    private FlowGraph.Node copyOf(int branch, FlowGraph.Node n) {
      return maps.get(branch).computeIfAbsent(n, k -> bodies[branch].add(k.def));
    }

    void buildAndReplace() throws TranslateException {
      extractBodies();
      buildArguments();
      buildIf();
      addInputEdges();
      addOutputEdges();
      propagateUpdatedState(ifNode);
    }

    /** The nodes of each branch, from the merges' inputs backwards to the switches. */
    private void extractBodies() throws TranslateException {
      List<List<FlowGraph.Node>> stacks = List.of(new ArrayList<>(), new ArrayList<>());
      for (FlowGraph.Node m : merges) {
        for (FlowGraph.Edge e : m.in) {
          if (e.isControl()) {
            continue;
          }
          int branch = branchOfEdge(e);
          if (branch > 1) {
            throw new TranslateException("Internal: Error: " + e.src().name() + " is not on either then or else branch ("
                + Branch.values()[branch].name().toLowerCase() + ") for predicate " + predicate.node().name() + ":"
                + predicate.index() + " [" + describe(state(e.src())) + "].");
          }
          if (e.src().isSwitch()) {
            addSwitch(e.src());
          } else {
            stacks.get(branch).add(e.src());
          }
        }
      }
      for (int branch = 0; branch < 2; branch++) {
        List<FlowGraph.Node> stack = stacks.get(branch);
        Map<FlowGraph.Node, FlowGraph.Node> map = maps.get(branch);
        FlowGraph out = bodies[branch];
        Set<FlowGraph.Node> visited = new HashSet<>();
        while (!stack.isEmpty()) {
          FlowGraph.Node n = stack.removeLast();
          if (!visited.add(n)) {
            continue;
          }
          for (FlowGraph.Edge e : n.out) {
            if (!e.dst().isMerge() && !Objects.equals(state(e.dst()), state(n)) && e.isControl()) {
              externalControlOutputs.add(n);
            }
          }
          List<FlowGraph.Edge> inEdges = new ArrayList<>(n.in);
          inEdges.sort(Comparator.comparingInt(FlowGraph.Edge::srcOutput).thenComparing(e -> e.src().name()));
          for (FlowGraph.Edge e : inEdges) {
            FlowGraph.Node src = e.src();
            if (src.isSwitch()) {
              addSwitch(src);
              continue;
            }
            TreeMap<Tensor, Branch> srcId = state(src);
            TreeMap<Tensor, Branch> dstId = state(n);
            if (n.isMerge() || Objects.equals(srcId, dstId)) {
              if (!map.containsKey(src)) {
                copyOf(branch, src);
                stack.add(src);
              }
            } else if (e.isControl()) {
              if (isExternalControlInput(srcId, dstId)) {
                externalControlInputs.add(src);
              }
            } else if (src.isConstant()) {
              copyOf(branch, src);
            } else {
              TreeMap<Tensor, Branch> outer = dstId == null ? new TreeMap<>(TENSOR_ORDER) : new TreeMap<>(dstId);
              outer.remove(predicate);
              if (Objects.equals(normalized(outer), srcId)) {
                addSwitchAlongEdge(e, branch);
                continue;
              }
              throw new TranslateException("Invalid argument: Graph contains node " + node(src) + " that feeds into node "
                  + node(n) + " but these nodes are in different control contexts (" + describe(srcId) + " vs "
                  + describe(dstId) + " (detected during in edge testing)");
            }
            FlowGraph.Node srcCopy = map.get(src);
            FlowGraph.Node dstCopy = copyOf(branch, n);
            if (e.isControl()) {
              if (srcCopy != null) {
                out.addControlEdge(srcCopy, dstCopy);
              }
            } else {
              out.addEdge(srcCopy, e.srcOutput(), dstCopy, e.dstInput());
            }
          }
        }
      }
      // One result per merge, in both branches.
      int index = 0;
      for (FlowGraph.Node m : merges) {
        for (int branch = 0; branch < 2; branch++) {
          maps.get(branch).put(m, bodies[branch].add(FlowLibrary.retvalNode(m.type("T"), index)));
        }
        index++;
        for (FlowGraph.Edge e : m.in) {
          if (e.isControl() || e.src().isSwitch()) {
            continue;
          }
          int branch = branchOfEdge(e);
          bodies[branch].addEdge(copyOf(branch, e.src()), e.srcOutput(), maps.get(branch).get(m), 0);
        }
      }
    }

    /** A control edge between different states is external, unless it only adds the pivot's predicate. */
    private boolean isExternalControlInput(TreeMap<Tensor, Branch> srcId, TreeMap<Tensor, Branch> dstId) {
      if (srcId == null || dstId == null) {
        return true;
      }
      List<Map.Entry<Tensor, Branch>> diff = new ArrayList<>();
      for (Map.Entry<Tensor, Branch> e : srcId.entrySet()) {
        if (e.getValue() != dstId.get(e.getKey())) {
          diff.add(e);
        }
      }
      for (Map.Entry<Tensor, Branch> e : dstId.entrySet()) {
        if (e.getValue() != srcId.get(e.getKey())) {
          diff.add(e);
        }
      }
      if (diff.size() == 2 && diff.get(0).getKey().equals(diff.get(1).getKey())
          && (diff.get(0).getValue() == Branch.NEITHER || diff.get(1).getValue() == Branch.NEITHER)) {
        return srcId.get(diff.get(0).getKey()) != Branch.NEITHER;
      }
      return true;
    }

    /** A value from outside entering a branch without a Switch gets one. */
    private void addSwitchAlongEdge(FlowGraph.Edge e, int branch) throws TranslateException {
      FlowGraph.Node src = e.src();
      FlowGraph.Node sw = g.add(NodeDef.newBuilder().setName(g.newName(src.name() + "_added_switch")).setOp("Switch")
          .putAttr("T", AttrValue.newBuilder().setType(outputType(src, e.srcOutput())).build()).build());
      g.addEdge(src, e.srcOutput(), sw, 0);
      g.addEdge(predicate.node(), predicate.index(), sw, 1);
      condState.put(sw, state(src));
      ancestors.put(sw, ancestors.get(src));
      g.removeEdge(e);
      g.addEdge(sw, branch, e.dst(), e.dstInput());
      addSwitch(sw);
    }

    /** One argument per distinct switch input, in both branches. */
    private void buildArguments() throws TranslateException {
      Map<Tensor, CondArg> byInput = new LinkedHashMap<>();
      for (FlowGraph.Node s : switches) {
        FlowGraph.Edge e = s.dataInput(0);
        CondArg a = byInput.computeIfAbsent(new Tensor(e.src(), e.srcOutput()), k -> new CondArg(k.node(), k.index()));
        a.switches.add(s);
      }
      args.addAll(byInput.values());
      int count = 0;
      for (CondArg a : args) {
        DataType type = a.switches.getFirst().type("T");
        for (int branch = 0; branch < 2; branch++) {
          a.copy[branch] = bodies[branch].add(FlowLibrary.argNode(type, count));
        }
        for (FlowGraph.Node s : a.switches) {
          for (FlowGraph.Edge e : s.out) {
            if (e.isControl()) {
              continue;
            }
            int branch = e.srcOutput();
            FlowGraph.Node dstCopy = maps.get(branch).get(e.dst());
            if (dstCopy == null) {
              continue; // a dead switch output
            }
            bodies[branch].addEdge(a.copy[branch], 0, dstCopy, e.dst().isMerge() ? 0 : e.dstInput());
          }
        }
        count++;
      }
      for (FlowGraph.Node m : merges) {
        for (int branch = 0; branch < 2; branch++) {
          if (maps.get(branch).get(m).dataInput(0) == null) {
            throw new TranslateException("Internal: Failed to functionalize control flow with merge " + node(m)
                + " that doesn't have input on " + Branch.values()[branch].name().toLowerCase() + " branch.");
          }
        }
      }
    }

    private void buildIf() throws TranslateException {
      FlowGraph.Node first = merges.first();
      // Like TensorFlow's NodeDefBuilder given the merge's debug info: its original names, or its name.
      NodeDef.ExperimentalDebugInfo.Builder debug = first.def.getExperimentalDebugInfo().toBuilder();
      if (debug.getOriginalNodeNamesCount() == 0) {
        debug.addOriginalNodeNames(first.name());
      }
      NodeDef.Builder def = NodeDef.newBuilder().setName(first.name() + "_if").setOp("If")
          .setExperimentalDebugInfo(debug);
      String[] attrName = {"else_branch", "then_branch"};
      for (int branch = 0; branch < 2; branch++) {
        String name = library.uniqueName("_functionalize_if_" + attrName[branch] + "_");
        library.put(library.toFunctionDef(bodies[branch], name));
        def.putAttr(attrName[branch], AttrValue.newBuilder().setFunc(NameAttrList.newBuilder().setName(name)).build());
      }
      AttrValue.ListValue.Builder tin = AttrValue.ListValue.newBuilder();
      for (CondArg a : args) {
        tin.addType(a.switches.getFirst().type("T"));
      }
      AttrValue.ListValue.Builder tout = AttrValue.ListValue.newBuilder();
      AttrValue.ListValue.Builder shapes = AttrValue.ListValue.newBuilder();
      for (FlowGraph.Node m : merges) {
        tout.addType(m.type("T"));
        AttrValue known = m.attr("_output_shapes");
        shapes.addShape(known != null && known.getList().getShapeCount() > 0 ? known.getList().getShape(0)
            : TensorShapeProto.newBuilder().setUnknownRank(true).build());
      }
      def.putAttr("Tin", AttrValue.newBuilder().setList(tin).build());
      def.putAttr("Tout", AttrValue.newBuilder().setList(tout).build());
      def.putAttr("output_shapes", AttrValue.newBuilder().setList(shapes).build());
      def.putAttr("Tcond", AttrValue.newBuilder().setType(DataType.DT_BOOL).build());
      for (String internal : List.of("_xla_frontend_attributes", "_xla_outside_compilation", "_tpu_replicate")) {
        AttrValue v = predicate.node().attr(internal);
        if (v != null && v.hasS()) {
          def.putAttr(internal, v);
        }
      }
      ifNode = g.add(def.build());
      TreeMap<Tensor, Branch> s = state(first);
      if (s != null) {
        TreeMap<Tensor, Branch> outer = new TreeMap<>(s);
        outer.remove(predicate);
        condState.put(ifNode, normalized(outer));
      }
      ancestors.put(ifNode, ancestors.get(first));
    }

    private void addInputEdges() throws TranslateException {
      int index = 0;
      if (predicate.node().isMerge()) {
        Tensor r = mergeReplacement.get(predicate.node());
        if (r == null) {
          throw new TranslateException("Internal: Cannot find replacement for Merge node " + predicate.node().name());
        }
        g.addEdge(r.node(), r.index(), ifNode, index++);
      } else {
        g.addEdge(predicate.node(), predicate.index(), ifNode, index++);
      }
      for (CondArg a : args) {
        g.addEdge(a.src, a.srcOutput, ifNode, index++);
      }
      for (FlowGraph.Node n : externalControlInputs) {
        g.addControlEdge(n, ifNode);
      }
    }

    private void addOutputEdges() throws TranslateException {
      int i = 0;
      for (FlowGraph.Node m : merges) {
        // The merge's name stays in the graph, as an Identity of the If's output.
        FlowGraph.Node id = g.add(NodeDef.newBuilder().setName(m.name()).setOp("Identity")
            .putAttr("T", AttrValue.newBuilder().setType(m.type("T")).build()).build());
        g.addEdge(ifNode, i, id, 0);
        condState.put(id, state(ifNode));
        ancestors.put(id, ancestors.get(ifNode));
        for (FlowGraph.Edge e : new ArrayList<>(m.out)) {
          if (e.srcOutput() > 0) {
            throw new TranslateException("Unimplemented: Output of index (" + e.srcOutput() + ") of merge node " + node(m));
          }
          g.removeEdge(e);
          if (e.isControl()) {
            g.addControlEdge(ifNode, e.dst());
          } else {
            g.addEdge(ifNode, i, e.dst(), e.dstInput());
          }
        }
        mergeReplacement.put(m, new Tensor(ifNode, i));
        i++;
      }
      for (FlowGraph.Node n : externalControlOutputs) {
        g.addControlEdge(ifNode, n);
      }
    }
  }

  /** The type of output {@code index} of {@code n}, as the importer computes it. */
  private static DataType outputType(FlowGraph.Node n, int index) {
    OpSignatures.Outputs o = OpSignatures.outputs(n.def, n.def.getAttrMap());
    DataType t = index < o.types().size() ? o.types().get(index) : null;
    return t == null ? DataType.DT_INVALID : t;
  }
}

package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NodeDef;

/**
 * A mutable TensorFlow graph (TensorFlow's {@code Graph}): nodes with ids in creation order and
 * explicit data and control edges, which functionalization rewires. Nodes keep their NodeDef minus
 * the inputs, which {@link #toNodeDefs()} rebuilds from the edges.
 */
final class FlowGraph {
  /** An edge; {@code srcOutput} and {@code dstInput} are -1 for a control edge. */
  record Edge(Node src, int srcOutput, Node dst, int dstInput) {
    boolean isControl() {
      return srcOutput < 0;
    }
  }

  /** A node: its definition without inputs, and its edges. */
  static final class Node {
    final int id;
    NodeDef def;
    final List<Edge> in = new ArrayList<>();
    final List<Edge> out = new ArrayList<>();
    boolean removed;

    Node(int id, NodeDef def) {
      this.id = id;
      this.def = def.toBuilder().clearInput().build();
    }

    String name() {
      return def.getName();
    }

    String op() {
      return def.getOp();
    }

    AttrValue attr(String key) {
      return def.getAttrMap().get(key);
    }

    /** The type attribute {@code key}, or DT_INVALID. */
    DataType type(String key) {
      AttrValue v = attr(key);
      return v != null && v.hasType() ? v.getType() : DataType.DT_INVALID;
    }

    /** The data edge into input {@code index}, or null. */
    Edge dataInput(int index) {
      for (Edge e : in) {
        if (e.dstInput == index) {
          return e;
        }
      }
      return null;
    }

    List<Edge> dataInputs() {
      List<Edge> out = new ArrayList<>();
      for (Edge e : in) {
        if (!e.isControl()) {
          out.add(e);
        }
      }
      out.sort(Comparator.comparingInt(Edge::dstInput));
      return out;
    }

    boolean is(String... ops) {
      for (String o : ops) {
        if (op().equals(o)) {
          return true;
        }
      }
      return false;
    }

    boolean isSwitch() {
      return is("Switch", "RefSwitch");
    }

    boolean isMerge() {
      return is("Merge", "RefMerge");
    }

    boolean isEnter() {
      return is("Enter", "RefEnter");
    }

    boolean isExit() {
      return is("Exit", "RefExit");
    }

    boolean isNextIteration() {
      return is("NextIteration", "RefNextIteration");
    }

    boolean isIdentity() {
      return is("Identity", "RefIdentity");
    }

    boolean isConstant() {
      return is("Const", "HostConst");
    }

    @Override
    public String toString() {
      return name();
    }
  }

  private final List<Node> nodes = new ArrayList<>();

  /** The graph of {@code defs}, whose inputs name nodes as {@code node}, {@code node:i} or {@code ^node}. */
  static FlowGraph of(List<NodeDef> defs) throws TranslateException {
    FlowGraph g = new FlowGraph();
    Map<String, Node> byName = new HashMap<>();
    for (NodeDef d : defs) {
      if (byName.put(d.getName(), g.add(d)) != null) {
        throw new TranslateException("Invalid argument: Node '" + d.getName() + "' is not unique");
      }
    }
    for (NodeDef d : defs) {
      Node dst = byName.get(d.getName());
      int index = 0;
      for (String in : d.getInputList()) {
        boolean control = in.startsWith("^");
        String name = control ? in.substring(1) : in;
        int output = 0;
        int colon = name.lastIndexOf(':');
        if (!control && colon > 0) {
          try {
            output = Integer.parseInt(name.substring(colon + 1));
            name = name.substring(0, colon);
          } catch (NumberFormatException e) {
            // a name with a colon
          }
        }
        Node src = byName.get(name);
        if (src == null) {
          throw new TranslateException("Invalid argument: Node '" + d.getName() + "': Unknown input node '" + in + "'");
        }
        if (control) {
          g.addControlEdge(src, dst);
        } else {
          g.addEdge(src, output, dst, index++);
        }
      }
    }
    return g;
  }

  /** Adds a node (its inputs in {@code def} are ignored). */
  Node add(NodeDef def) {
    Node n = new Node(nodes.size(), def);
    nodes.add(n);
    return n;
  }

  /** The live nodes in id order. */
  List<Node> nodes() {
    List<Node> out = new ArrayList<>(nodes.size());
    for (Node n : nodes) {
      if (!n.removed) {
        out.add(n);
      }
    }
    return out;
  }

  int idBound() {
    return nodes.size();
  }

  Edge addEdge(Node src, int srcOutput, Node dst, int dstInput) {
    Edge e = new Edge(src, srcOutput, dst, dstInput);
    src.out.add(e);
    dst.in.add(e);
    return e;
  }

  /** A control edge, unless the same one exists. */
  void addControlEdge(Node src, Node dst) {
    for (Edge e : dst.in) {
      if (e.isControl() && e.src == src) {
        return;
      }
    }
    addEdge(src, -1, dst, -1);
  }

  void removeEdge(Edge e) {
    e.src.out.remove(e);
    e.dst.in.remove(e);
  }

  void removeNode(Node n) {
    for (Edge e : new ArrayList<>(n.in)) {
      removeEdge(e);
    }
    for (Edge e : new ArrayList<>(n.out)) {
      removeEdge(e);
    }
    n.removed = true;
  }

  /** A name not used by any live node: {@code prefix/_N} (TensorFlow's Graph::NewName). */
  String newName(String prefix) {
    for (int i = 0; ; i++) {
      String candidate = prefix + "/_" + i;
      boolean used = false;
      for (Node n : nodes) {
        if (!n.removed && n.name().equals(candidate)) {
          used = true;
          break;
        }
      }
      if (!used) {
        return candidate;
      }
    }
  }

  /** The nodes as NodeDefs: data inputs in order, then control inputs sorted by name. */
  List<NodeDef> toNodeDefs() {
    List<NodeDef> out = new ArrayList<>();
    for (Node n : nodes()) {
      NodeDef.Builder b = n.def.toBuilder().clearInput();
      for (Edge e : n.dataInputs()) {
        b.addInput(e.srcOutput == 0 ? e.src.name() : e.src.name() + ":" + e.srcOutput);
      }
      List<String> controls = new ArrayList<>();
      for (Edge e : n.in) {
        if (e.isControl()) {
          controls.add("^" + e.src.name());
        }
      }
      controls.sort(Comparator.naturalOrder());
      b.addAllInput(controls);
      out.add(b.build());
    }
    return out;
  }
}

package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code view-op-graph}: the op as a Graphviz DOT graph, written as MLIR 22's pass writes it (to the
 * tool's stderr). An op with regions is a cluster (one nested cluster per block); any other op is a
 * record node listing its operands, name, attributes and results, filled with a colour per op name;
 * data-flow edges run from result ports to operand ports, control-flow edges (when asked) between
 * consecutive ops of a block.
 */
public final class ViewOpGraph extends Pass {
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("max-label-len", "<uint>", "Limit attribute/type length to number of chars"),
    new PassRegistry.Option("print-attrs", "", "Print attributes of operations"),
    new PassRegistry.Option("print-control-flow-edges", "", "Print control flow edges"),
    new PassRegistry.Option("print-data-flow-edges", "", "Print data flow edges"),
    new PassRegistry.Option("print-result-types", "", "Print result types of operations"),
  };

  /** MLIR's default large-elements limit for labels. */
  private static final long LARGE_ATTR_LIMIT = 16;

  private final int maxLabelLen;
  private final boolean printAttrs;
  private final boolean printControlFlowEdges;
  private final boolean printDataFlowEdges;
  private final boolean printResultTypes;

  public ViewOpGraph(PassOptions o) {
    super(o);
    long len = o.getLong("max-label-len", 20);
    this.maxLabelLen = (int) Math.min(Integer.MAX_VALUE, Math.max(0, len));
    this.printAttrs = o.getBool("print-attrs", true);
    this.printControlFlowEdges = o.getBool("print-control-flow-edges", false);
    this.printDataFlowEdges = o.getBool("print-data-flow-edges", true);
    this.printResultTypes = o.getBool("print-result-types", true);
  }

  @Override
  public String argument() {
    return "view-op-graph";
  }

  @Override
  public String summary() {
    return "Print Graphviz visualization of an operation";
  }

  @Override
  public void run(Operation op, PassContext pc) {
    Writer w = new Writer(op);
    w.line("digraph G {");
    w.indent++;
    w.line("compound = true;");
    w.processOperation(op);
    w.emitAllEdges();
    w.indent--;
    w.line("}");
    pc.out().print(w.out);
    pc.out().flush();
  }

  /** A node: its id, and the cluster it anchors (0: none). */
  private record Node(int id, int cluster) {}

  private record DataFlowEdge(Value value, Node node, String port) {}

  /** The state of one run. */
  private final class Writer {
    final StringBuilder out = new StringBuilder();
    int indent;
    int counter;
    final Function<Value, String> names;
    final Map<String, String> colors = new HashMap<>();
    final Map<Value, Node> valueToNode = new IdentityHashMap<>();
    final List<DataFlowEdge> dataFlowEdges = new ArrayList<>();
    final List<String> edges = new ArrayList<>();

    Writer(Operation root) {
      names = IRPrinter.valueNames(root);
      // One hue per op name, in the order a post-order walk first meets them.
      Map<String, Boolean> seen = new LinkedHashMap<>();
      root.walk(o -> seen.putIfAbsent(o.name(), Boolean.TRUE));
      int i = 0;
      for (String name : seen.keySet()) {
        colors.put(name, String.format(Locale.ROOT, "%.6f", (double) i++ / seen.size()) + " 0.3 0.95");
      }
    }

    void line(String s) {
      out.append("  ".repeat(indent)).append(s).append('\n');
    }

    void emitAllEdges() {
      if (printDataFlowEdges) {
        for (DataFlowEdge e : dataFlowEdges) {
          emitEdge(valueToNode.getOrDefault(e.value(), new Node(0, 0)), e.node(), e.port(), "solid");
        }
      }
      for (String e : edges) {
        line(e + ";");
      }
      edges.clear();
    }

    Node emitCluster(Runnable body, String label) {
      int cluster = ++counter;
      line("subgraph cluster_" + cluster + " {");
      indent++;
      Node anchor = emitNode(" ", "plain", null);
      line("label = \"" + label + "\";");
      body.run();
      indent--;
      line("}");
      return new Node(anchor.id(), cluster);
    }

    Node emitNode(String label, String shape, String background) {
      int id = ++counter;
      Map<String, String> attrs = new TreeMap<>();
      attrs.put("label", "\"" + label + "\"");
      attrs.put("shape", shape);
      if (background != null) {
        attrs.put("style", "filled");
        attrs.put("fillcolor", "\"" + background + "\"");
      }
      line("v" + id + " " + attrList(attrs) + ";");
      return new Node(id, 0);
    }

    void emitEdge(Node from, Node to, String port, String style) {
      Map<String, String> attrs = new TreeMap<>();
      attrs.put("style", style);
      if (from.cluster() != 0) {
        attrs.put("ltail", "cluster_" + from.cluster());
      }
      if (to.cluster() != 0) {
        attrs.put("lhead", "cluster_" + to.cluster());
      }
      StringBuilder sb = new StringBuilder("v").append(from.id());
      if (!port.isEmpty() && from.cluster() == 0) {
        sb.append(":res").append(port).append(":s");
      }
      sb.append(" -> v").append(to.id());
      if (!port.isEmpty() && to.cluster() == 0) {
        sb.append(":arg").append(port).append(":n");
      }
      edges.add(sb.append(attrList(attrs)).toString());
    }

    String attrList(Map<String, String> attrs) {
      StringBuilder sb = new StringBuilder("[");
      for (Map.Entry<String, String> e : attrs.entrySet()) {
        if (sb.length() > 1) {
          sb.append(", ");
        }
        sb.append(e.getKey()).append(" = ").append(e.getValue());
      }
      return sb.append(']').toString();
    }

    Node processOperation(Operation op) {
      Node node;
      if (op.numRegions() > 0) {
        node = emitCluster(() -> op.regions().forEach(this::processRegion), clusterLabel(op));
      } else {
        node = emitNode(recordLabel(op), "Mrecord", colors.get(op.name()));
      }
      if (printDataFlowEdges) {
        for (Value v : op.operands()) {
          dataFlowEdges.add(new DataFlowEdge(v, node, portName(v)));
        }
      }
      for (Value r : op.results()) {
        valueToNode.put(r, node);
      }
      return node;
    }

    void processRegion(Region region) {
      for (Block b : region.blocks()) {
        emitCluster(
            () -> {
              for (BlockArgument a : b.arguments()) {
                String label = "<res" + portName(a) + "> " + names.apply(a);
                if (printResultTypes) {
                  label += " " + type(a.type());
                }
                valueToNode.put(a, emitNode(label, "Mrecord", null));
              }
              Node prev = null;
              for (Operation o : b) {
                Node next = processOperation(o);
                if (printControlFlowEdges && prev != null) {
                  emitEdge(prev, next, "", "dashed");
                }
                prev = next;
              }
            },
            "");
      }
    }

    String clusterLabel(Operation op) {
      StringBuilder sb = new StringBuilder(op.name());
      if (printResultTypes) {
        List<String> types = new ArrayList<>();
        for (Type t : op.resultTypes()) {
          types.add(AttrTypePrinter.toString(t));
        }
        sb.append(" : (").append(truncate(String.join(", ", types))).append(')');
      }
      if (printAttrs) {
        sb.append("\\l");
        for (NamedAttribute a : op.attrDictionary().entries()) {
          sb.append(escape(a.name())).append(": ").append(attr(a.value())).append("\\l");
        }
      }
      return sb.toString();
    }

    String recordLabel(Operation op) {
      StringBuilder sb = new StringBuilder("{");
      if (op.numOperands() > 0) {
        sb.append('{');
        for (int i = 0; i < op.numOperands(); i++) {
          Value v = op.operand(i);
          sb.append(i > 0 ? "|" : "").append("<arg").append(portName(v)).append("> ").append(names.apply(v));
        }
        sb.append("}|");
      }
      sb.append(op.name()).append("\\l");
      List<NamedAttribute> attrs = op.attrDictionary().entries();
      if (printAttrs && !attrs.isEmpty()) {
        sb.append("\\l");
        for (NamedAttribute a : attrs) {
          sb.append(a.name()).append(": ").append(attr(a.value())).append("\\l");
        }
      }
      if (op.numResults() > 0) {
        sb.append("|{");
        for (int i = 0; i < op.numResults(); i++) {
          Value r = op.result(i);
          sb.append(i > 0 ? "|" : "").append("<res").append(portName(r)).append("> ").append(names.apply(r));
          if (printResultTypes) {
            sb.append(' ').append(type(r.type()));
          }
        }
        sb.append('}');
      }
      return sb.append('}').toString();
    }

    /** The value's name as an operand, with the characters DOT ports cannot hold replaced by '_'. */
    String portName(Value v) {
      return names.apply(v).replace('%', '_').replace('#', '_').replace('.', '_').replace('-', '_');
    }

    String attr(Attribute a) {
      boolean splat =
          (a instanceof DenseIntOrFPElementsAttr d && d.isSplat()) || (a instanceof DenseStringElementsAttr s && s.isSplat());
      if (splat) {
        return escape(AttrTypePrinter.toString(a));
      }
      if (a instanceof ElementsAttr e && e.numElements() > LARGE_ATTR_LIMIT) {
        int rank = e.type().rank();
        return "[".repeat(rank) + "..." + "]".repeat(rank) + " : " + type(e.type());
      }
      if (a instanceof ArrayAttr arr && arr.size() > LARGE_ATTR_LIMIT) {
        return "[...]";
      }
      return escape(truncate(AttrTypePrinter.toString(a)));
    }

    String type(Type t) {
      return escape(truncate(AttrTypePrinter.toString(t)));
    }

    String truncate(String s) {
      return s.length() <= maxLabelLen ? s : s.substring(0, maxLabelLen) + "...";
    }
  }

  /** Graphviz record labels need braces, bars, angle brackets, newlines and quotes escaped. */
  private static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ("{|<}>\n\"".indexOf(c) >= 0) {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }
}

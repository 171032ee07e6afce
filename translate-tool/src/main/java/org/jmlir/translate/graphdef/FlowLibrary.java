package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.FunctionDef;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.OpDef;

/**
 * The function library while functionalization adds to it, and the conversions between a function
 * and a {@link FlowGraph} of its body ({@code _Arg} and {@code _Retval} nodes for its signature), as
 * TensorFlow's FunctionDefToBodyHelper and GraphToFunctionDef do.
 */
final class FlowLibrary {
  private final Map<String, FunctionDef> functions = new LinkedHashMap<>();

  FlowLibrary(List<FunctionDef> library) {
    for (FunctionDef f : library) {
      functions.put(f.getSignature().getName(), f);
    }
  }

  List<FunctionDef> functions() {
    return new ArrayList<>(functions.values());
  }

  void put(FunctionDef f) {
    functions.put(f.getSignature().getName(), f);
  }

  /** {@code prefix0}, {@code prefix1}, ...: the first name no function has (UniqueFunctionName). */
  String uniqueName(String prefix) {
    for (int i = 0; ; i++) {
      if (!functions.containsKey(prefix + i)) {
        return prefix + i;
      }
    }
  }

  /** A node's outputs as (output argument name, index within it), the callee's for a call. */
  private List<String[]> outputArgs(NodeDef n) {
    List<String[]> out = new ArrayList<>();
    FunctionDef callee = functions.get(n.getOp());
    if (callee != null) {
      for (OpDef.ArgDef a : callee.getSignature().getOutputArgList()) {
        out.add(new String[] {a.getName(), "0"});
      }
      return out;
    }
    OpSignatures.Outputs o = OpSignatures.outputs(n, n.getAttrMap());
    for (int i = 0; i < o.types().size(); i++) {
      out.add(new String[] {o.argNames().get(i), Integer.toString(o.argIndex().get(i))});
    }
    return out;
  }

  // ---- function -> graph ---------------------------------------------------------------------

  /** TensorFlow's {@code _Arg<index>} node of a function body. */
  static NodeDef argNode(DataType type, int index) {
    return NodeDef.newBuilder().setName("_Arg" + index).setOp("_Arg")
        .putAttr("T", AttrValue.newBuilder().setType(type).build())
        .putAttr("index", AttrValue.newBuilder().setI(index).build()).build();
  }

  /** TensorFlow's {@code _Retval<index>} node of a function body. */
  static NodeDef retvalNode(DataType type, int index) {
    return NodeDef.newBuilder().setName("_Retval" + index).setOp("_Retval")
        .putAttr("T", AttrValue.newBuilder().setType(type).build())
        .putAttr("index", AttrValue.newBuilder().setI(index).build()).build();
  }


  /** The body of {@code f} as a graph: {@code _Arg} nodes named by the inputs, {@code _Retval} nodes. */
  FlowGraph toGraph(FunctionDef f) throws TranslateException {
    FlowGraph g = new FlowGraph();
    Map<String, FlowGraph.Node> byName = new HashMap<>();
    Set<String> used = new HashSet<>();
    for (NodeDef n : f.getNodeDefList()) {
      used.add(n.getName());
    }
    List<OpDef.ArgDef> ins = f.getSignature().getInputArgList();
    for (int i = 0; i < ins.size(); i++) {
      NodeDef arg = NodeDef.newBuilder().setName(ins.get(i).getName()).setOp("_Arg")
          .putAttr("T", AttrValue.newBuilder().setType(ins.get(i).getType()).build())
          .putAttr("index", AttrValue.newBuilder().setI(i).build()).build();
      byName.put(arg.getName(), g.add(arg));
    }
    for (NodeDef n : f.getNodeDefList()) {
      byName.put(n.getName(), g.add(n));
    }
    for (NodeDef n : f.getNodeDefList()) {
      FlowGraph.Node dst = byName.get(n.getName());
      int index = 0;
      for (String in : n.getInputList()) {
        if (in.startsWith("^")) {
          FlowGraph.Node src = byName.get(in.substring(1));
          if (src == null) {
            throw unknownInput(f, n.getName(), in);
          }
          g.addControlEdge(src, dst);
        } else {
          connect(g, f, byName, n.getName(), in, dst, index++);
        }
      }
    }
    List<OpDef.ArgDef> outs = f.getSignature().getOutputArgList();
    for (int i = 0; i < outs.size(); i++) {
      String ret = f.getRetMap().get(outs.get(i).getName());
      if (ret == null) {
        throw new TranslateException("Invalid argument: function '" + f.getSignature().getName()
            + "' has no return value for '" + outs.get(i).getName() + "'");
      }
      String name = unique("_Retval" + i, used);
      FlowGraph.Node r = g.add(NodeDef.newBuilder().setName(name).setOp("_Retval")
          .putAttr("T", AttrValue.newBuilder().setType(outs.get(i).getType()).build())
          .putAttr("index", AttrValue.newBuilder().setI(i).build()).build());
      connect(g, f, byName, name, ret, r, 0);
    }
    return g;
  }

  private static String unique(String name, Set<String> used) {
    String candidate = name;
    for (int i = 0; !used.add(candidate); i++) {
      candidate = name + "_" + i;
    }
    return candidate;
  }

  /** An edge for a function-body input: {@code arg}, {@code node:out_arg:i} or {@code node:i}. */
  private void connect(FlowGraph g, FunctionDef f, Map<String, FlowGraph.Node> byName, String user, String in,
      FlowGraph.Node dst, int dstInput) throws TranslateException {
    String[] parts = in.split(":");
    FlowGraph.Node src = byName.get(parts[0]);
    if (src == null) {
      throw unknownInput(f, user, in);
    }
    int flat = 0;
    if (parts.length == 2) {
      flat = Integer.parseInt(parts[1]);
    } else if (parts.length == 3) {
      int index = Integer.parseInt(parts[2]);
      flat = index;
      List<String[]> args = outputArgs(src.def);
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i)[0].equals(parts[1]) && args.get(i)[1].equals(parts[2])) {
          flat = i;
          break;
        }
      }
    }
    g.addEdge(src, flat, dst, dstInput);
  }

  private static TranslateException unknownInput(FunctionDef f, String node, String in) {
    return new TranslateException("Invalid argument: Node '" + node + "' in function '" + f.getSignature().getName()
        + "': Unknown input node '" + in + "'");
  }

  // ---- graph -> function ---------------------------------------------------------------------

  /**
   * A function of the graph {@code g} (GraphToFunctionDef): arguments and results from its
   * {@code _Arg} and {@code _Retval} nodes by index, named after those nodes as TensorFlow
   * normalizes them ({@code _Arg0} is {@code arg0}).
   */
  FunctionDef toFunctionDef(FlowGraph g, String name) throws TranslateException {
    return toFunctionDef(g, OpDef.newBuilder().setName(name).build(), null);
  }

  /**
   * The function of {@code g}; with {@code original}, its signature (names, attributes, control
   * outputs) is kept and only the body is replaced.
   */
  FunctionDef toFunctionDef(FlowGraph g, OpDef signature, FunctionDef original) throws TranslateException {
    List<FlowGraph.Node> args = new ArrayList<>();
    List<FlowGraph.Node> rets = new ArrayList<>();
    List<FlowGraph.Node> body = new ArrayList<>();
    for (FlowGraph.Node n : g.nodes()) {
      if (n.is("_Arg")) {
        args.add(n);
      } else if (n.is("_Retval")) {
        rets.add(n);
      } else {
        body.add(n);
      }
    }
    Comparator<FlowGraph.Node> byIndex = Comparator.comparingLong(n -> n.attr("index").getI());
    args.sort(byIndex);
    rets.sort(byIndex);
    FunctionDef.Builder fd = original != null ? original.toBuilder().clearNodeDef().clearRet()
        : FunctionDef.newBuilder();
    OpDef.Builder sig = signature.toBuilder();
    Map<FlowGraph.Node, String> argNames = new HashMap<>();
    Set<String> usedNames = new HashSet<>();
    for (int i = 0; i < args.size(); i++) {
      String n = original != null ? signature.getInputArg(i).getName() : unique(normalize(args.get(i).name()), usedNames);
      argNames.put(args.get(i), n);
      if (original == null) {
        sig.addInputArg(OpDef.ArgDef.newBuilder().setName(n).setType(args.get(i).type("T")));
      }
    }
    for (FlowGraph.Node n : body) {
      NodeDef.Builder nd = n.def.toBuilder().clearInput();
      for (FlowGraph.Edge e : n.dataInputs()) {
        nd.addInput(input(e, argNames));
      }
      for (FlowGraph.Edge e : n.in) {
        if (e.isControl() && !argNames.containsKey(e.src())) {
          nd.addInput("^" + e.src().name());
        }
      }
      fd.addNodeDef(nd);
    }
    for (int i = 0; i < rets.size(); i++) {
      FlowGraph.Edge in = rets.get(i).dataInput(0);
      if (in == null) {
        throw new TranslateException("Internal: result " + i + " of function '" + signature.getName() + "' has no value");
      }
      String n = original != null ? signature.getOutputArg(i).getName() : unique(normalize(rets.get(i).name()), usedNames);
      if (original == null) {
        DataType t = rets.get(i).type("T");
        sig.addOutputArg(OpDef.ArgDef.newBuilder().setName(n).setType(t));
      }
      fd.putRet(n, input(in, argNames));
    }
    return fd.setSignature(sig).build();
  }

  private String input(FlowGraph.Edge e, Map<FlowGraph.Node, String> argNames) {
    String arg = argNames.get(e.src());
    if (arg != null) {
      return arg;
    }
    List<String[]> outs = outputArgs(e.src().def);
    if (e.srcOutput() < outs.size()) {
      String[] a = outs.get(e.srcOutput());
      return e.src().name() + ":" + a[0] + ":" + a[1];
    }
    return e.src().name() + ":output:" + e.srcOutput();
  }

  /** TensorFlow's NodeNameMapping::Normalize: lower case, [a-z0-9_], starting at the first letter. */
  static String normalize(String name) {
    StringBuilder sb = new StringBuilder(name.length());
    for (char c : name.toCharArray()) {
      sb.append(c < 128 && Character.isLetterOrDigit(c) ? Character.toLowerCase(c) : '_');
    }
    int first = 0;
    while (first < sb.length() && !Character.isLetter(sb.charAt(first))) {
      first++;
    }
    return first == sb.length() ? "unknown" : sb.substring(first);
  }
}

package org.jmlir.translate.graphdef;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NameAttrList;
import org.jmlir.translate.proto.NodeDef;

/**
 * TensorFlow's FunctionalizeWhileLoop: each v1 while loop (a frame of Enter, Merge, Switch, Exit,
 * NextIteration and LoopCond nodes) becomes a While node named after its LoopCond, calling a
 * condition and a body function ({@code _functionalize_cond_N}, {@code _functionalize_body_N}),
 * innermost loops first. The loop's values are its Enter nodes, sorted by name (resources last);
 * a constant Enter passes through the body unchanged. Conditionals inside the condition and body
 * are functionalized too.
 */
final class WhileFunctionalizer {
  private final FlowGraph g;
  private final FlowLibrary library;

  /** The frame a node runs in: its name ("" for the graph itself) and the Enter that opened it. */
  private record FrameInfo(String name, FlowGraph.Node frame, FlowGraph.Node parentFrame) {}

  /** One loop: its nodes, arguments (Enter nodes) and LoopCond. */
  private static final class Frame {
    String name;
    Frame parent;
    int children;
    final List<Arg> args = new ArrayList<>();
    FlowGraph.Node loopCond;
    final Set<FlowGraph.Node> nodes = new LinkedHashSet<>();
  }

  /** A loop value: its Enter and, unless loop-invariant, its Merge, Switch, NextIteration and Exit. */
  private static final class Arg {
    FlowGraph.Node enter;
    boolean invariant;
    FlowGraph.Node merge;
    FlowGraph.Node switchNode;
    FlowGraph.Node nextIteration;
    FlowGraph.Node exit;
  }

  WhileFunctionalizer(FlowGraph g, FlowLibrary library) {
    this.g = g;
    this.library = library;
  }

  void run() throws TranslateException {
    Map<FlowGraph.Node, FrameInfo> info = controlFlowInfo();
    Map<String, Frame> frames = new LinkedHashMap<>();
    for (FlowGraph.Node n : g.nodes()) {
      FrameInfo cf = info.get(n);
      Frame frame = frames.computeIfAbsent(cf.name, k -> new Frame());
      String parentName = cf.parentFrame == null ? "" : info.get(cf.parentFrame).name;
      Frame parent = frames.computeIfAbsent(parentName, k -> new Frame());
      if (frame.parent == null) {
        frame.parent = parent;
        frame.name = cf.name;
        parent.children++;
      }
      if (n.isEnter()) {
        Arg a = new Arg();
        a.enter = n;
        AttrValue c = n.attr("is_constant");
        a.invariant = c != null && c.getB();
        frame.args.add(a);
      } else if (n.is("LoopCond")) {
        frame.loopCond = n;
      }
      frame.nodes.add(n);
    }
    ArrayDeque<Frame> work = new ArrayDeque<>();
    for (Frame f : frames.values()) {
      if (f.children == 0) {
        work.add(f);
      }
    }
    while (!work.isEmpty()) {
      Frame f = work.poll();
      if (f.parent == f) {
        continue; // the graph itself
      }
      functionalize(f);
      if (--f.parent.children == 0) {
        work.add(f.parent);
      }
    }
  }

  private static String node(FlowGraph.Node n) {
    return "{{node " + n.name() + "}}";
  }

  /**
   * TensorFlow's BuildControlFlowInfo: the frame of every node, by a breadth-first walk from the
   * nodes without inputs; an Enter opens its frame_name, an Exit's consumers are in the parent.
   */
  private Map<FlowGraph.Node, FrameInfo> controlFlowInfo() throws TranslateException {
    Map<FlowGraph.Node, FrameInfo> info = new HashMap<>();
    Map<FlowGraph.Node, FlowGraph.Node> reachedFrom = new HashMap<>();
    ArrayDeque<FlowGraph.Node> ready = new ArrayDeque<>();
    for (FlowGraph.Node n : g.nodes()) {
      if (n.in.isEmpty()) {
        info.put(n, new FrameInfo("", null, null));
        reachedFrom.put(n, n);
        ready.add(n);
      }
    }
    while (!ready.isEmpty()) {
      FlowGraph.Node curr = ready.poll();
      FrameInfo ci = info.get(curr);
      String frameName = ci.name;
      FlowGraph.Node frame = ci.frame;
      FlowGraph.Node parent = ci.parentFrame;
      if (curr.isExit()) {
        FrameInfo pi = parent == null ? new FrameInfo("", null, null) : info.get(parent);
        frameName = pi.name;
        frame = pi.frame;
        parent = pi.parentFrame;
      }
      for (FlowGraph.Edge e : curr.out) {
        FlowGraph.Node out = e.dst();
        boolean visited = reachedFrom.containsKey(out);
        if (!visited) {
          reachedFrom.put(out, curr);
          ready.add(out);
        }
        if (out.isEnter()) {
          if (visited) {
            FlowGraph.Node outParent = info.get(out).parentFrame;
            String parentFrame = outParent == null ? "" : info.get(outParent).name;
            if (!parentFrame.equals(frameName)) {
              throw differentFrames(out, curr, frameName, reachedFrom.get(out), parentFrame);
            }
          } else {
            AttrValue fn = out.attr("frame_name");
            String name = fn == null ? "" : fn.getS().toStringUtf8();
            if (name.isEmpty()) {
              throw new TranslateException("Invalid argument: The Enter " + node(out) + " must have a frame name.");
            }
            info.put(out, new FrameInfo(name, out, frame));
          }
        } else if (visited) {
          if (!info.get(out).name.equals(frameName)) {
            throw differentFrames(out, curr, frameName, reachedFrom.get(out), info.get(out).name);
          }
        } else {
          info.put(out, new FrameInfo(frameName, frame, parent));
        }
      }
    }
    List<String> unreachable = new ArrayList<>();
    for (FlowGraph.Node n : g.nodes()) {
      if (!info.containsKey(n)) {
        unreachable.add(node(n));
      }
    }
    if (!unreachable.isEmpty()) {
      throw new TranslateException("Invalid argument: The following nodes are unreachable from the source in the graph: "
          + String.join(", ", unreachable));
    }
    return info;
  }

  private static TranslateException differentFrames(FlowGraph.Node out, FlowGraph.Node in, String frame,
      FlowGraph.Node other, String otherFrame) {
    return new TranslateException("Invalid argument: " + node(out) + " has inputs from different frames. The input "
        + node(in) + " is in frame '" + frame + "'. The input " + node(other) + " is in frame '" + otherFrame + "'.");
  }

  private static boolean isResource(FlowGraph.Node n) {
    return n.type("T") == DataType.DT_RESOURCE;
  }

  private void functionalize(Frame frame) throws TranslateException {
    // A loop-varying Enter feeding several nodes is split: each loop value needs its own Enter.
    List<Arg> args = new ArrayList<>();
    for (Arg arg : frame.args) {
      if (arg.invariant) {
        args.add(arg);
        continue;
      }
      List<FlowGraph.Edge> edges = new ArrayList<>(arg.enter.out);
      for (int i = 0; i < edges.size(); i++) {
        FlowGraph.Edge e = edges.get(i);
        if (e.isControl()) {
          throw new TranslateException("Internal: " + e.src().name());
        }
        Arg split = new Arg();
        if (i == 0) {
          split.enter = arg.enter;
        } else {
          split.enter = g.add(arg.enter.def);
          frame.nodes.add(split.enter);
          for (FlowGraph.Edge in : arg.enter.in) {
            if (in.isControl()) {
              g.addControlEdge(in.src(), split.enter);
            } else {
              g.addEdge(in.src(), in.srcOutput(), split.enter, 0);
            }
          }
          g.removeEdge(e);
          g.addEdge(split.enter, 0, e.dst(), e.dstInput());
        }
        args.add(split);
      }
      if (edges.isEmpty()) {
        args.add(arg);
      }
    }
    args.sort(Comparator.comparing((Arg a) -> isResource(a.enter)).thenComparing(a -> a.enter.name()));
    frame.args.clear();
    frame.args.addAll(args);
    if (frame.loopCond == null) {
      throw new TranslateException("Invalid argument: Loop " + frame.name + " has no LoopCond node");
    }
    Set<FlowGraph.Node> switches = new HashSet<>();
    for (FlowGraph.Edge e : frame.loopCond.out) {
      if (!e.isControl() && e.dst().isSwitch() && e.dstInput() == 1) {
        switches.add(e.dst());
      }
    }
    for (Arg arg : frame.args) {
      if (!arg.invariant) {
        findLoopNodes(frame, arg, switches);
      }
    }

    FlowGraph cond = buildCondition(frame);
    new CondFunctionalizer(cond, library).run();
    List<DataType> types = new ArrayList<>();
    FlowGraph body = buildBody(frame, types);
    new CondFunctionalizer(body, library).run();
    String condName = library.uniqueName("_functionalize_cond_");
    String bodyName = library.uniqueName("_functionalize_body_");
    library.put(library.toFunctionDef(cond, condName));
    library.put(library.toFunctionDef(body, bodyName));

    AttrValue.ListValue.Builder t = AttrValue.ListValue.newBuilder();
    for (DataType dt : types) {
      t.addType(dt);
    }
    NodeDef.Builder whileDef = NodeDef.newBuilder().setName(frame.loopCond.name()).setOp("While")
        .putAttr("T", AttrValue.newBuilder().setList(t).build())
        .putAttr("cond", AttrValue.newBuilder().setFunc(NameAttrList.newBuilder().setName(condName)).build())
        .putAttr("body", AttrValue.newBuilder().setFunc(NameAttrList.newBuilder().setName(bodyName)).build())
        // The defaults TensorFlow's import adds to a While node.
        .putAttr("output_shapes", AttrValue.newBuilder().setList(AttrValue.ListValue.getDefaultInstance()).build())
        .putAttr("parallel_iterations", AttrValue.newBuilder().setI(10).build());
    for (String internal : List.of("_xla_frontend_attributes", "_xla_outside_compilation", "_tpu_replicate")) {
      AttrValue v = frame.loopCond.attr(internal);
      if (v != null && v.hasS()) {
        whileDef.putAttr(internal, v);
      }
    }
    FlowGraph.Node whileNode = g.add(whileDef.build());
    for (int i = 0; i < frame.args.size(); i++) {
      Arg arg = frame.args.get(i);
      FlowGraph.Edge in = arg.enter.dataInput(0);
      if (in != null) {
        g.addEdge(in.src(), in.srcOutput(), whileNode, i);
      }
      if (!arg.invariant && arg.exit != null) {
        for (FlowGraph.Edge e : new ArrayList<>(arg.exit.out)) {
          g.removeEdge(e);
          if (e.isControl()) {
            g.addControlEdge(whileNode, e.dst());
          } else {
            g.addEdge(whileNode, i, e.dst(), e.dstInput());
          }
        }
      }
    }
    for (FlowGraph.Node n : frame.nodes) {
      g.removeNode(n);
    }
    frame.nodes.clear();
    frame.parent.nodes.add(whileNode);
  }

  /** Enter -> Merge -> Switch -> Exit, with NextIteration into the Merge and LoopCond into the Switch. */
  private static void findLoopNodes(Frame frame, Arg arg, Set<FlowGraph.Node> switches) throws TranslateException {
    if (arg.enter.out.size() != 1) {
      throw new TranslateException("Internal: Enter node for loop-varying argument " + node(arg.enter)
          + " has " + (arg.enter.out.isEmpty() ? "zero successors" : "multiple successors"));
    }
    FlowGraph.Edge enterMerge = arg.enter.out.getFirst();
    arg.merge = enterMerge.dst();
    if (!arg.merge.isMerge()) {
      throw new TranslateException("Invalid argument: Successor of Enter node for loop-varying argument "
          + node(arg.merge) + " is not a Merge node; got: " + arg.merge.op());
    }
    List<FlowGraph.Edge> mergeInputs = arg.merge.dataInputs();
    if (mergeInputs.size() != 2) {
      throw new TranslateException("Invalid argument: Unexpected number of inputs to Merge node for loop-varying argument "
          + node(arg.merge) + "; expected 2, got " + mergeInputs.size());
    }
    FlowGraph.Edge back = arg.merge.dataInput(1 - enterMerge.dstInput());
    arg.nextIteration = back == null ? null : back.src();
    if (arg.nextIteration == null || !arg.nextIteration.isNextIteration()) {
      throw new TranslateException("Invalid argument: Expected NextIteration node as input to Merge node; got node "
          + (arg.nextIteration == null ? "none" : node(arg.nextIteration) + " with kind " + arg.nextIteration.op()));
    }
    for (FlowGraph.Edge e : arg.merge.out) {
      if (e.dstInput() == 0 && e.dst().isSwitch() && switches.contains(e.dst())) {
        if (arg.switchNode != null) {
          throw new TranslateException("Invalid argument: Duplicate Switch successors to " + node(arg.merge));
        }
        arg.switchNode = e.dst();
      }
    }
    if (arg.switchNode == null) {
      throw new TranslateException("Invalid argument: Missing Switch successor to " + node(arg.merge));
    }
    ArrayDeque<FlowGraph.Edge> possibleExit = new ArrayDeque<>();
    for (FlowGraph.Edge e : arg.switchNode.out) {
      if (e.srcOutput() == 0) {
        possibleExit.add(e);
      }
    }
    while (!possibleExit.isEmpty()) {
      FlowGraph.Edge e = possibleExit.poll();
      if (e.dst().isExit()) {
        if (arg.exit != null) {
          throw new TranslateException("Invalid argument: Duplicate Exit successors to " + node(arg.switchNode));
        }
        arg.exit = e.dst();
      } else if (e.dst().isIdentity()) {
        possibleExit.addAll(e.dst().out);
      } else {
        throw new TranslateException("Unimplemented: General graph between switch (" + node(arg.switchNode)
            + ") and exit node of frame " + frame.name + " not supported yet.");
      }
    }
  }

  /** The condition: the loop values as arguments (at the Merge, or the Enter of an invariant), LoopCond's input as result. */
  private FlowGraph buildCondition(Frame frame) throws TranslateException {
    FlowGraph out = new FlowGraph();
    Map<FlowGraph.Node, FlowGraph.Node> map = new HashMap<>();
    for (int i = 0; i < frame.args.size(); i++) {
      Arg arg = frame.args.get(i);
      FlowGraph.Node a = out.add(FlowLibrary.argNode(arg.enter.type("T"), i));
      map.put(arg.invariant ? arg.enter : arg.merge, a);
    }
    map.put(frame.loopCond, out.add(FlowLibrary.retvalNode(DataType.DT_BOOL, 0)));
    copySubgraph(frame, new ArrayList<>(List.of(frame.loopCond)), Set.of(), map, out);
    return out;
  }

  /** The body: the loop values as arguments (at the Switch's true output), each NextIteration's input as a result. */
  private FlowGraph buildBody(Frame frame, List<DataType> types) throws TranslateException {
    FlowGraph out = new FlowGraph();
    Map<FlowGraph.Node, FlowGraph.Node> map = new HashMap<>();
    Set<FlowGraph.Node> squash = new HashSet<>();
    List<FlowGraph.Node> nextIterations = new ArrayList<>();
    for (int i = 0; i < frame.args.size(); i++) {
      Arg arg = frame.args.get(i);
      DataType type = arg.enter.type("T");
      types.add(type);
      FlowGraph.Node a = out.add(FlowLibrary.argNode(type, i));
      FlowGraph.Node r = out.add(FlowLibrary.retvalNode(type, i));
      if (arg.invariant) {
        map.put(arg.enter, a);
        out.addEdge(a, 0, r, 0);
      } else {
        if (type == DataType.DT_RESOURCE) {
          throw new TranslateException("Unimplemented: Loop-varying DT_RESOURCE Enter node " + arg.enter.name()
              + " is currently not supported.");
        }
        map.put(arg.switchNode, a);
        squash.add(arg.switchNode);
        map.put(arg.nextIteration, r);
        nextIterations.add(arg.nextIteration);
      }
    }
    copySubgraph(frame, nextIterations, squash, map, out);
    return out;
  }

  /**
   * TensorFlow's CopySubgraph: copies what the stack's nodes depend on, walking inputs backwards
   * (in order of source output and name) until mapped nodes; leaving the frame is an error. An edge
   * from a squashed node (a Switch become an argument) reads output 0.
   */
  private static void copySubgraph(Frame frame, List<FlowGraph.Node> stack, Set<FlowGraph.Node> squash,
      Map<FlowGraph.Node, FlowGraph.Node> map, FlowGraph out) throws TranslateException {
    Set<FlowGraph.Node> visited = new HashSet<>();
    while (!stack.isEmpty()) {
      FlowGraph.Node n = stack.removeLast();
      if (!visited.add(n)) {
        continue;
      }
      List<FlowGraph.Edge> edges = new ArrayList<>(n.in);
      edges.sort(Comparator.comparingInt(FlowGraph.Edge::srcOutput).thenComparing(e -> e.src().name()));
      for (FlowGraph.Edge e : edges) {
        FlowGraph.Node src = e.src();
        if (!frame.nodes.contains(src)) {
          throw new TranslateException("Internal: Graph traversal of loop frame " + frame.name + " escaped frame at "
              + src.name() + " without encountering an argument node.");
        }
        if (!map.containsKey(src)) {
          map.put(src, out.add(src.def));
          stack.add(src);
        }
        FlowGraph.Node srcCopy = map.get(src);
        FlowGraph.Node dstCopy = map.get(e.dst());
        if (e.isControl()) {
          out.addControlEdge(srcCopy, dstCopy);
        } else {
          out.addEdge(srcCopy, squash.contains(src) ? 0 : e.srcOutput(), dstCopy, e.dstInput());
        }
      }
    }
  }
}

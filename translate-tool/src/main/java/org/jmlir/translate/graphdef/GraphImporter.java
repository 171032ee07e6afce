package org.jmlir.translate.graphdef;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.translate.TranslateException;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.FunctionDef;
import org.jmlir.translate.proto.GradientDef;
import org.jmlir.translate.proto.GraphDebugInfo;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.OpDef;
import org.jmlir.translate.proto.ResourceHandleProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * GraphDef to a module in the tf_executor dialect, as tf-mlir-translate's importer produces it:
 * {@code @main} holds one {@code tf_executor.graph} whose nodes are islands wrapping {@code tf.*}
 * ops (or the executor's own control-flow ops), in reverse post-order of the graph with ties broken
 * by node name; library functions reached from it become private functions of the same form.
 */
public final class GraphImporter {
  private final MLIRContext ctx;
  private final GraphDef graph;
  private final ImportSpecs specs;
  private final Map<String, FunctionDef> library = new HashMap<>();
  private final Map<String, String> gradients = new HashMap<>();
  /** Library function name to its symbol in the module, in order of first use. */
  private final Map<String, String> imported = new LinkedHashMap<>();
  private final ArrayDeque<String> pending = new ArrayDeque<>();
  private final Set<String> usedSymbols = new HashSet<>();
  private final AttrConverter attrs;
  private final NodeLocations locations;
  private final Type controlType;
  private Block moduleBody;

  public GraphImporter(MLIRContext ctx, GraphDef graph, ImportSpecs specs) {
    this(ctx, graph, specs, GraphDebugInfo.getDefaultInstance());
  }

  /** An importer whose node locations carry the stack traces of {@code debugInfo} ({@code -tf-debug-info}). */
  public GraphImporter(MLIRContext ctx, GraphDef graph, ImportSpecs specs, GraphDebugInfo debugInfo) {
    this.ctx = ctx;
    this.locations = new NodeLocations(ctx, debugInfo);
    this.graph = graph;
    this.specs = specs;
    for (FunctionDef f : graph.getLibrary().getFunctionList()) {
      library.put(f.getSignature().getName(), f);
      usedSymbols.add(f.getSignature().getName());
    }
    for (GradientDef g : graph.getLibrary().getGradientList()) {
      gradients.put(g.getFunctionName(), g.getGradientFunc());
    }
    usedSymbols.add("main");
    this.attrs = new AttrConverter(ctx, this::symbolFor, specs.splatted());
    this.controlType = org.jmlir.dialect.tfexecutor.TfExecutorType.control(ctx);
  }

  /**
   * The symbol of library function {@code name}, queued for import on first use. Like TensorFlow,
   * a counter is appended to the name until it is unique among the library's names and symbols
   * already given out.
   */
  private String symbolFor(String name) {
    String s = imported.get(name);
    if (s != null) {
      return s;
    }
    if (!library.containsKey(name)) {
      return name; // a function not in the library (TensorFlow reports it when the op runs)
    }
    for (int i = 0; ; i++) {
      String candidate = name + i;
      if (usedSymbols.add(candidate)) {
        imported.put(name, candidate);
        pending.add(name);
        return candidate;
      }
    }
  }

  /** Builds the module. */
  public Operation importGraph() throws TranslateException {
    OperationState ms = new OperationState(ctx, "builtin.module", UnknownLoc.get(ctx));
    Region r = ms.addRegion();
    moduleBody = r.addBlock();
    ms.addAttribute("tf.versions", versions());
    Operation module = Operation.create(ms);
    moduleBody.append(importMain());
    drainPending();
    // Library functions nothing refers to come last: unlike TensorFlow's importer we keep them, so
    // that GraphDef -> MLIR -> GraphDef keeps every function.
    for (FunctionDef f : graph.getLibrary().getFunctionList()) {
      symbolFor(f.getSignature().getName());
      drainPending();
    }
    return module;
  }

  private void drainPending() throws TranslateException {
    while (!pending.isEmpty()) {
      String name = pending.poll();
      moduleBody.append(importFunction(library.get(name), imported.get(name)));
    }
  }

  private Attribute versions() {
    return versions(ctx, graph.getVersions());
  }

  /** The module's {@code tf.versions} attribute for a graph's VersionDef. */
  public static Attribute versions(MLIRContext ctx, org.jmlir.translate.proto.VersionDef v) {
    List<Attribute> bad = new ArrayList<>();
    for (int b : v.getBadConsumersList()) {
      bad.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 32), b));
    }
    return DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("bad_consumers", ArrayAttr.get(ctx, bad)),
        new NamedAttribute("min_consumer", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), v.getMinConsumer())),
        new NamedAttribute("producer", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), v.getProducer()))));
  }

  // ---- one graph body ------------------------------------------------------------------------

  /** An input edge: the source node (or function argument) and output index; -1 is a control edge. */
  private record Edge(String node, int index) {}

  /** A graph to import: its nodes, the function arguments and what to fetch. */
  private final class Body {
    final String funcName; // null for main
    final Map<String, NodeDef> nodes = new LinkedHashMap<>();
    final Map<String, List<Edge>> inputs = new HashMap<>();
    final Map<String, OpSignatures.Outputs> outputs = new HashMap<>();
    /** Fed outputs ("node:index") and function arguments (by name) to block-argument numbers. */
    final Map<String, Integer> argByName = new HashMap<>();
    final List<Type> argTypes = new ArrayList<>();
    /** Locations of the arguments (library functions: the argument names), else unknown. */
    final List<Location> argLocs = new ArrayList<>();
    final List<DictionaryAttr> argAttrs = new ArrayList<>();
    final List<Edge> fetches = new ArrayList<>();
    final List<DictionaryAttr> resultAttrs = new ArrayList<>();
    final List<String> controlFetches = new ArrayList<>();
    /** The fetch's location: in library functions it names the output arguments. */
    Location fetchLoc = UnknownLoc.get(ctx);
    /** Nodes dropped because they were replaced by arguments. */
    final Set<String> removed = new HashSet<>();
    /**
     * Nodes TensorFlow's graph has but the function body does not (arguments, results): they take
     * part in the import order only.
     */
    final Map<String, NodeDef> orderOnly = new LinkedHashMap<>();
    /** Fed outputs ("node:index") that TensorFlow reads from a new Placeholder node, by its name. */
    final Map<String, String> feedNodes = new HashMap<>();

    Body(String funcName) {
      this.funcName = funcName;
    }

    /** The block argument edge {@code e} reads, else null (no key string built when there are none). */
    Integer arg(Edge e) {
      return argByName.isEmpty() ? null : argByName.get(key(e));
    }

    boolean isArg(Edge e) {
      return !argByName.isEmpty() && argByName.containsKey(key(e));
    }

    /** The Placeholder node that feeds edge {@code e}'s output, else null. */
    String feedNode(Edge e) {
      return feedNodes.isEmpty() || e.index < 0 ? null : feedNodes.get(key(e));
    }

    Location loc(NodeDef node) {
      return locations.of(node, funcName);
    }
  }

  private Operation importMain() throws TranslateException {
    Body b = new Body(null);
    for (NodeDef n : graph.getNodeList()) {
      if (b.nodes.put(n.getName(), n) != null) {
        throw new TranslateException("Invalid argument: Node '" + n.getName() + "' is not unique");
      }
    }
    for (NodeDef n : b.nodes.values()) {
      b.inputs.put(n.getName(), parseGraphInputs(n));
    }
    computeOutputs(b);
    Map<String, String> entry = null;
    if (specs.graphAsFunction()) {
      entry = graphAsFunctionSignature(b);
    } else {
      if (!specs.inputs().isEmpty() || !specs.outputs().isEmpty() || !specs.controlOutputs().isEmpty()) {
        entry = new LinkedHashMap<>();
        entry.put("control_outputs", String.join(",", specs.controlOutputs()));
        List<String> in = new ArrayList<>();
        for (ImportSpecs.Input i : specs.inputs()) {
          in.add(i.name());
        }
        entry.put("inputs", String.join(",", in));
        entry.put("outputs", String.join(",", specs.outputs()));
      }
      addFeeds(b);
      addFetches(b);
    }
    checkEdges(b);
    if (specs.pruneUnusedNodes()) {
      prune(b);
    }
    Operation f = buildFunction(b, "main", false);
    if (entry != null) {
      List<NamedAttribute> e = new ArrayList<>();
      for (Map.Entry<String, String> kv : entry.entrySet()) {
        e.add(new NamedAttribute(kv.getKey(), StringAttr.get(ctx, kv.getValue())));
      }
      f.setAttr("tf.entry_function", DictionaryAttr.get(ctx, e));
    }
    if (specs.graphAsFunction() && !specs.xlaCompileDeviceType().isEmpty()) {
      f.setAttr("_xla_compile_device_type", StringAttr.get(ctx, specs.xlaCompileDeviceType()));
    }
    return f;
  }

  private List<Edge> parseGraphInputs(NodeDef n) throws TranslateException {
    List<Edge> edges = new ArrayList<>(n.getInputCount());
    boolean sawControl = false;
    for (String in : n.getInputList()) {
      if (in.startsWith("^")) {
        edges.add(new Edge(in.substring(1), -1));
        sawControl = true;
        continue;
      }
      if (sawControl) {
        throw new TranslateException("Invalid argument: Node '" + n.getName()
            + "': data input '" + in + "' comes after a control input");
      }
      int colon = in.lastIndexOf(':');
      int index = 0;
      String node = in;
      if (colon >= 0) {
        try {
          index = Integer.parseInt(in.substring(colon + 1));
          node = in.substring(0, colon);
        } catch (NumberFormatException e) {
          throw new TranslateException("Invalid argument: Node '" + n.getName() + "': bad input '" + in + "'");
        }
      }
      edges.add(new Edge(node, index));
    }
    return edges;
  }

  private void computeOutputs(Body b) throws TranslateException {
    for (NodeDef n : b.nodes.values()) {
      FunctionDef called = library.get(n.getOp());
      if (called != null) {
        List<DataType> types = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> index = new ArrayList<>();
        for (OpDef.ArgDef a : called.getSignature().getOutputArgList()) {
          types.add(a.getType());
          names.add(a.getName());
          index.add(0);
        }
        b.outputs.put(n.getName(), new OpSignatures.Outputs(types, names, index));
      } else {
        b.outputs.put(n.getName(), OpSignatures.outputs(n, n.getAttrMap()));
      }
    }
  }

  /** Every input names an existing node and one of its outputs. */
  private void checkEdges(Body b) throws TranslateException {
    for (NodeDef n : b.nodes.values()) {
      for (Edge e : b.inputs.get(n.getName())) {
        if (e.node.startsWith("\u0000arg:")) {
          continue;
        }
        if (e.index >= 0 && b.isArg(e)) {
          continue;
        }
        if (e.index < 0 && !b.argByName.isEmpty() && b.argByName.containsKey(e.node + ":0")
            && !b.nodes.containsKey(e.node)) {
          continue; // a control dependency on a function argument: dropped, as TensorFlow does
        }
        NodeDef src = b.nodes.get(e.node);
        if (src == null) {
          if (b.removed.contains(e.node)) {
            continue;
          }
          throw new TranslateException("Invalid argument: Node '" + n.getName() + "': Unknown input node '"
              + e.node + (e.index > 0 ? ":" + e.index : "") + "'");
        }
        int count = b.outputs.get(e.node).types().size();
        if (e.index >= count) {
          throw new TranslateException("Invalid argument: Node '" + n.getName() + "': Connecting to invalid output "
              + e.index + " of source node " + e.node + " which has " + count + " outputs.");
        }
      }
    }
  }

  private static String key(Edge e) {
    return e.node + ":" + e.index;
  }

  /** {@code -tf-input-arrays}: each fed output becomes an argument of main. */
  private void addFeeds(Body b) throws TranslateException {
    for (ImportSpecs.Input in : specs.inputs()) {
      Edge e = parseOutputName(in.name());
      NodeDef n = b.nodes.get(e.node);
      if (n == null) {
        throw new TranslateException("Invalid argument: Input " + in.name() + " was not found in graph");
      }
      List<DataType> outs = b.outputs.get(e.node).types();
      if (e.index >= outs.size()) {
        throw new TranslateException("Invalid argument: Invalid output index " + e.index + " specified for node: " + e.node);
      }
      DataType dt = in.dtype() != DataType.DT_INVALID ? in.dtype() : outs.get(e.index);
      if (dt == null && n.getAttrMap().containsKey("dtype")) {
        dt = n.getAttrMap().get("dtype").getType();
      }
      if (dt == null) {
        throw new TranslateException("Invalid argument: Node '" + e.node + "': the type of input " + in.name() + " is unknown");
      }
      Type elem = elementWithSubtypes(dt, in.subtypes());
      b.argByName.put(key(e), b.argTypes.size());
      b.argTypes.add(tensorType(in.shape(), elem));
      // As TensorFlow: a Placeholder (or LegacyFedInput, _Arg) is the argument itself and keeps its
      // device; any other fed output is first replaced by a new Placeholder without device, in place
      // when it is the node's only output (the node and its inputs are then gone), else beside it.
      boolean keepsNode = TF_FEED_OPS.contains(n.getOp());
      List<NamedAttribute> argAttr = new ArrayList<>();
      if (keepsNode && !n.getDevice().isEmpty()) {
        argAttr.add(new NamedAttribute("tf.device", StringAttr.get(ctx, n.getDevice())));
      }
      b.argAttrs.add(DictionaryAttr.get(ctx, argAttr));
      if (keepsNode && outs.size() == 1) {
        b.orderOnly.put(e.node, b.nodes.remove(e.node));
        b.removed.add(e.node);
      } else if (!keepsNode && outs.size() == 1 && e.index == 0) {
        b.nodes.remove(e.node);
        b.removed.add(e.node);
        b.orderOnly.put(e.node, NodeDef.newBuilder().setName(e.node).setOp("Placeholder").build());
        b.inputs.put(e.node, List.of());
      } else if (!keepsNode) {
        String name = e.node + "_" + e.index;
        for (int i = 0; b.nodes.containsKey(name) || b.orderOnly.containsKey(name); i++) {
          name = e.node + "_" + e.index + "_" + i;
        }
        b.orderOnly.put(name, NodeDef.newBuilder().setName(name).setOp("Placeholder").build());
        b.inputs.put(name, List.of());
        b.feedNodes.put(key(e), name);
      }
    }
  }

  /** The ops TensorFlow's importer takes as arguments as they are when fed. */
  private static final Set<String> TF_FEED_OPS = Set.of("Placeholder", "LegacyFedInput", "_Arg");

  private Edge parseOutputName(String s) throws TranslateException {
    int colon = s.lastIndexOf(':');
    if (colon < 0) {
      return new Edge(s, 0);
    }
    try {
      return new Edge(s.substring(0, colon), Integer.parseInt(s.substring(colon + 1)));
    } catch (NumberFormatException e) {
      return new Edge(s, 0);
    }
  }

  private void addFetches(Body b) throws TranslateException {
    for (String out : specs.outputs()) {
      Edge e = parseOutputName(out);
      if (!b.argByName.containsKey(key(e))) {
        if (b.removed.contains(e.node)) {
          throw new TranslateException("Invalid argument: Invalid output index " + e.index + " specified for node: " + e.node);
        }
        if (!b.nodes.containsKey(e.node)) {
          throw new TranslateException("Invalid argument: Output " + e.node + " was not found in graph");
        }
        if (e.index >= b.outputs.get(e.node).types().size()) {
          throw new TranslateException("Invalid argument: Invalid output index " + e.index + " specified for node: " + e.node);
        }
      }
      b.fetches.add(e);
      b.resultAttrs.add(DictionaryAttr.empty(ctx));
    }
    addControlOutputs(b);
  }

  /** {@code -tf-control-output-arrays}: unique names of nodes of the graph, as TensorFlow checks them. */
  private void addControlOutputs(Body b) throws TranslateException {
    if (new HashSet<>(specs.controlOutputs()).size() != specs.controlOutputs().size()) {
      throw new TranslateException("Invalid argument: Control outputs must be unique");
    }
    for (String c : specs.controlOutputs()) {
      if (!b.nodes.containsKey(c)) {
        throw new TranslateException("Invalid argument: Control output '" + c + "' is missing");
      }
      b.controlFetches.add(c);
    }
  }

  /** {@code -tf-graph-as-function}: _Arg nodes are the arguments and _Retval nodes the results. */
  private Map<String, String> graphAsFunctionSignature(Body b) throws TranslateException {
    if (specs.pruneUnusedNodes() || !specs.inputs().isEmpty() || !specs.outputs().isEmpty()) {
      throw new TranslateException("Invalid argument: Pruning of graph is currently unsupported when the main graph "
          + "is converted to a function.");
    }
    List<NodeDef> args = new ArrayList<>();
    List<NodeDef> rets = new ArrayList<>();
    for (NodeDef n : b.nodes.values()) {
      if (n.getOp().equals("_Arg")) {
        placeByIndex(n, args);
      } else if (n.getOp().equals("_Retval")) {
        placeByIndex(n, rets);
      }
    }
    requireDense(args, "_Arg");
    requireDense(rets, "_Retval");
    List<String> inNames = new ArrayList<>();
    for (NodeDef a : args) {
      b.argByName.put(a.getName() + ":0", b.argTypes.size());
      b.argTypes.add(argType(a));
      b.argAttrs.add(argAttributes(a.getDevice(), a.getAttrMap()));
      b.orderOnly.put(a.getName(), b.nodes.remove(a.getName()));
      b.removed.add(a.getName());
      inNames.add(a.getName());
    }
    List<String> outNames = new ArrayList<>();
    for (NodeDef r : rets) {
      List<Edge> in = b.inputs.get(r.getName());
      if (in.isEmpty() || in.get(0).index < 0) {
        throw new TranslateException("Invalid argument: Node '" + r.getName() + "': _Retval has no input");
      }
      b.fetches.add(in.get(0));
      b.resultAttrs.add(argAttributes(r.getDevice(), r.getAttrMap()));
      b.orderOnly.put(r.getName(), b.nodes.remove(r.getName()));
      b.removed.add(r.getName());
      outNames.add(r.getName());
    }
    addControlOutputs(b);
    Map<String, String> entry = new LinkedHashMap<>();
    entry.put("control_outputs", String.join(",", specs.controlOutputs()));
    entry.put("inputs", String.join(",", inNames));
    entry.put("outputs", String.join(",", outNames));
    return entry;
  }

  /** Puts an _Arg/_Retval node at its {@code index} in {@code nodes}, which grows as needed. */
  private static void placeByIndex(NodeDef n, List<NodeDef> nodes) throws TranslateException {
    AttrValue index = n.getAttrMap().get("index");
    if (index == null) {
      throw new TranslateException("Invalid argument: " + n.getOp() + " node '" + n.getName()
          + "' is missing attribute 'index'");
    }
    long i = index.getI();
    if (i < 0 || i > 1_000_000) {
      throw new TranslateException("Invalid argument: " + n.getOp() + " node '" + n.getName()
          + "' has an out of range attribute 'index' " + i);
    }
    while (nodes.size() <= i) {
      nodes.add(null);
    }
    NodeDef other = nodes.get((int) i);
    if (other != null) {
      throw new TranslateException("Invalid argument: " + n.getOp() + " node '" + n.getName() + "' has attribute 'index' "
          + i + " that conflicts with node '" + other.getName() + "'");
    }
    nodes.set((int) i, n);
  }

  private static void requireDense(List<NodeDef> nodes, String op) throws TranslateException {
    for (int i = 0; i < nodes.size(); i++) {
      if (nodes.get(i) == null) {
        throw new TranslateException("Invalid argument: Graph missing " + op + " at index " + i);
      }
    }
  }

  /** Argument/result attributes: the device, then the node's underscore attributes as tf.* attributes. */
  private DictionaryAttr argAttributes(String device, Map<String, AttrValue> nodeAttrs) throws TranslateException {
    List<NamedAttribute> out = new ArrayList<>();
    if (!device.isEmpty()) {
      out.add(new NamedAttribute("tf.device", StringAttr.get(ctx, device)));
    }
    for (Map.Entry<String, AttrValue> e : new TreeMap<>(nodeAttrs).entrySet()) {
      String k = e.getKey();
      if (k.startsWith("_") && !k.equals("_output_shapes") && !k.equals("_handle_dtypes") && !k.equals("_handle_shapes")) {
        out.add(new NamedAttribute("tf." + k, attrs.convert(e.getValue())));
      }
    }
    return DictionaryAttr.get(ctx, out);
  }

  /** The type of an _Arg: resource handle data, else its single _output_shapes entry, else unranked. */
  private Type argType(NodeDef a) throws TranslateException {
    DataType dt = a.getAttrMap().getOrDefault("T", AttrValue.getDefaultInstance()).getType();
    Map<String, AttrValue> m = a.getAttrMap();
    if (dt == DataType.DT_RESOURCE && m.containsKey("_handle_dtypes") && m.containsKey("_handle_shapes")
        && m.get("_handle_dtypes").getList().getTypeCount() > 0) {
      Type elem = elementWithSubtypes(dt, List.of(ResourceHandleProto.DtypeAndShape.newBuilder()
          .setDtype(m.get("_handle_dtypes").getList().getType(0))
          .setShape(m.get("_handle_shapes").getList().getShapeCount() > 0
              ? m.get("_handle_shapes").getList().getShape(0) : TensorShapeProto.getDefaultInstance())
          .build()));
      return UnrankedTensorType.get(ctx, elem);
    }
    AttrValue shapes = m.get("_output_shapes");
    if (shapes != null && shapes.getList().getShapeCount() == 1) {
      return tensorType(shapes.getList().getShape(0), attrs.type(dt));
    }
    return UnrankedTensorType.get(ctx, attrs.type(dt));
  }

  Type elementWithSubtypes(DataType dt, List<ResourceHandleProto.DtypeAndShape> subtypes) throws TranslateException {
    if (subtypes.isEmpty()) {
      return attrs.type(dt);
    }
    List<Type> sub = new ArrayList<>(subtypes.size());
    for (ResourceHandleProto.DtypeAndShape s : subtypes) {
      sub.add(tensorType(s.getShape(), attrs.type(s.getDtype())));
    }
    return dt == DataType.DT_RESOURCE ? org.jmlir.dialect.tf.TfTypes.resource(ctx, sub)
        : org.jmlir.dialect.tf.TfTypes.variant(ctx, sub);
  }

  Type tensorType(TensorShapeProto s, Type elem) {
    if (s.getUnknownRank()) {
      return UnrankedTensorType.get(ctx, elem);
    }
    long[] dims = new long[s.getDimCount()];
    for (int i = 0; i < dims.length; i++) {
      long d = s.getDim(i).getSize();
      dims[i] = d < 0 ? Long.MIN_VALUE : d;
    }
    return RankedTensorType.get(ctx, dims, elem);
  }

  /** {@code -tf-prune-unused-nodes}: keep what the fetches need. */
  private void prune(Body b) {
    Set<String> keep = new HashSet<>();
    ArrayDeque<String> work = new ArrayDeque<>();
    for (Edge e : b.fetches) {
      if (!b.argByName.containsKey(key(e))) {
        work.add(e.node);
      }
    }
    work.addAll(b.controlFetches);
    if (work.isEmpty() && b.fetches.isEmpty()) {
      return;
    }
    while (!work.isEmpty()) {
      String n = work.poll();
      if (!b.nodes.containsKey(n) || !keep.add(n)) {
        continue;
      }
      for (Edge e : b.inputs.get(n)) {
        // A fed output is an argument: what produced it in the graph is not needed for it.
        if (e.index < 0 || !b.isArg(e)) {
          work.add(e.node);
        }
      }
    }
    b.nodes.keySet().retainAll(keep);
  }

  // ---- ordering ------------------------------------------------------------------------------

  private static boolean isNextIteration(NodeDef n) {
    return n.getOp().equals("NextIteration") || n.getOp().equals("RefNextIteration");
  }

  private static boolean isMerge(NodeDef n) {
    return n.getOp().equals("Merge") || n.getOp().equals("RefMerge");
  }

  /** Whether the edge into {@code dst} from {@code src} is a loop back edge (NextIteration to Merge). */
  private static boolean isBackEdge(NodeDef src, NodeDef dst) {
    return src != null && isNextIteration(src) && isMerge(dst);
  }

  /**
   * The nodes in TensorFlow's import order ({@link NodeOrder}), computed over the graph TensorFlow
   * orders: with the nodes that become function arguments or results. A node that never becomes
   * ready sits on a cycle outside a loop frame.
   */
  private List<NodeDef> order(Body b) throws TranslateException {
    List<NodeDef> all = new ArrayList<>(b.nodes.size() + b.orderOnly.size());
    all.addAll(b.nodes.values());
    all.addAll(b.orderOnly.values());
    Map<String, Integer> index = new HashMap<>(all.size() * 2);
    for (int i = 0; i < all.size(); i++) {
      index.putIfAbsent(all.get(i).getName(), i);
    }
    int n = all.size();
    String[] names = new String[n];
    String[] devices = new String[n];
    int[][] inputs = new int[n][];
    boolean[] backIn = new boolean[n];
    boolean[] backOut = new boolean[n];
    int[] buf = new int[16];
    for (int i = 0; i < n; i++) {
      NodeDef node = all.get(i);
      names[i] = node.getName();
      devices[i] = node.getDevice();
      List<Edge> in = b.inputs.getOrDefault(node.getName(), List.of());
      if (buf.length < in.size()) {
        buf = new int[in.size()];
      }
      int k = 0;
      for (Edge e : in) {
        String feed = b.feedNode(e);
        Integer src = index.get(feed != null ? feed : e.node);
        if (src == null) {
          continue;
        }
        if (isBackEdge(all.get(src), node)) {
          backIn[i] = true;
          backOut[src] = true;
          continue;
        }
        buf[k++] = src;
      }
      inputs[i] = Arrays.copyOf(buf, k);
    }
    int[] order = NodeOrder.order(names, devices, inputs, backIn, backOut);
    List<NodeDef> ordered = new ArrayList<>(b.nodes.size());
    boolean[] placed = new boolean[n];
    for (int i : order) {
      placed[i] = true;
      if (i < b.nodes.size()) {
        ordered.add(all.get(i));
      }
    }
    if (ordered.size() != b.nodes.size()) {
      for (int i = 0; i < b.nodes.size(); i++) {
        if (!placed[i]) {
          throw new TranslateException("Invalid argument: Graph contains a cycle through node '" + names[i]
              + "' that is not a loop (a cycle must go through NextIteration into Merge)");
        }
      }
    }
    return ordered;
  }

  // ---- building ops --------------------------------------------------------------------------

  /** Values of one graph under construction. */
  private final class Builder {
    final Body b;
    final Block entry;
    final Block graphBody;
    final Map<String, Operation> opOf = new HashMap<>();
    final Map<String, Operation> nextIterationSource = new HashMap<>();

    Builder(Body b, Block entry, Block graphBody) {
      this.b = b;
      this.entry = entry;
      this.graphBody = graphBody;
    }

    Value value(Edge e) {
      Integer arg = b.arg(e);
      if (arg != null) {
        return entry.argument(arg);
      }
      Operation op = opOf.get(e.node);
      return op.result(e.index);
    }

    Value control(String node) {
      Operation op = opOf.get(node);
      return op == null ? null : op.result(op.numResults() - 1);
    }

    Type type(Edge e) {
      return value(e).type();
    }
  }

  private Operation buildFunction(Body b, String symbol, boolean isPrivate) throws TranslateException {
    List<NodeDef> ordered = order(b);
    Block entry = new Block();
    for (int i = 0; i < b.argTypes.size(); i++) {
      entry.addArgument(b.argTypes.get(i), i < b.argLocs.size() ? b.argLocs.get(i) : UnknownLoc.get(ctx));
    }
    OperationState gs = new OperationState(ctx, "tf_executor.graph", UnknownLoc.get(ctx));
    Region gr = gs.addRegion();
    Block graphBody = gr.addBlock();
    Builder bld = new Builder(b, entry, graphBody);
    for (NodeDef n : ordered) {
      try {
        convertNode(bld, n);
      } catch (TranslateException e) {
        if (e.getMessage().startsWith("Invalid argument: Node '") || e.getMessage().startsWith("Invalid argument: Op ")) {
          throw e;
        }
        throw new TranslateException("Invalid argument: Node '" + n.getName() + "'"
            + (b.funcName == null ? "" : " in function '" + b.funcName + "'") + ": " + e.getMessage());
      }
    }
    // TensorFlow puts each NextIteration.Source at the top of the graph when it reaches the node's
    // sink, so the last loop's source comes first.
    for (NodeDef n : ordered) {
      Operation source = bld.nextIterationSource.get(n.getName());
      if (source != null && isNextIteration(n)) {
        source.remove();
        graphBody.prepend(source);
      }
    }
    // Fetch: data results, then control results.
    List<Value> fetched = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    for (Edge e : b.fetches) {
      Value v = bld.value(e);
      fetched.add(v);
      resultTypes.add(v.type());
    }
    for (String c : b.controlFetches) {
      Value v = bld.control(c);
      if (v != null) {
        fetched.add(v);
      }
    }
    OperationState fs = new OperationState(ctx, "tf_executor.fetch", b.fetchLoc);
    fs.addOperands(fetched);
    graphBody.append(Operation.create(fs));
    gs.addTypes(resultTypes);
    Operation graphOp = Operation.create(gs);
    entry.append(graphOp);
    OperationState rs = new OperationState(ctx, "func.return", UnknownLoc.get(ctx));
    rs.addOperands(graphOp.results());
    entry.append(Operation.create(rs));

    OperationState fn = new OperationState(ctx, "func.func", UnknownLoc.get(ctx));
    fn.addAttribute("sym_name", StringAttr.get(ctx, symbol));
    fn.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, b.argTypes, resultTypes)));
    if (isPrivate) {
      fn.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
    }
    if (anyNonEmpty(b.argAttrs)) {
      fn.addAttribute("arg_attrs", ArrayAttr.get(ctx, b.argAttrs));
    }
    if (anyNonEmpty(b.resultAttrs)) {
      fn.addAttribute("res_attrs", ArrayAttr.get(ctx, b.resultAttrs));
    }
    fn.addRegion().addBlock(entry);
    return Operation.create(fn);
  }

  private static boolean anyNonEmpty(List<DictionaryAttr> list) {
    for (DictionaryAttr d : list) {
      if (!d.entries().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  private List<Type> resultTypes(Body b, NodeDef n, List<Value> operands) throws TranslateException {
    List<Type> operandTypes = new ArrayList<>(operands.size());
    for (Value v : operands) {
      operandTypes.add(v.type());
    }
    OpSignatures.Outputs outs = b.outputs.get(n.getName());
    List<Type> types = new ArrayList<>();
    AttrValue shapes = n.getAttrMap().get("_output_shapes");
    boolean source = true;
    for (Edge e : b.inputs.get(n.getName())) {
      if (e.index >= 0) {
        source = false;
      }
    }
    for (int i = 0; i < outs.types().size(); i++) {
      DataType dt = outs.types().get(i);
      if (dt == null) {
        throw new TranslateException("Invalid argument: Node '" + n.getName() + "': cannot tell the type of output "
            + i + " of op '" + n.getOp() + "' (no T or dtype attribute and the op is not known)");
      }
      Type elem = attrs.type(dt);
      Type functional = functionalResultType(n, i, elem, operandTypes);
      // With shape inference TensorFlow takes a ReadVariableOp's _output_shapes (the variable's
      // shape is not known from its resource handle), when they give one shape per output.
      boolean readVariable = specs.enableShapeInference() && n.getOp().equals("ReadVariableOp") && shapes != null
          && shapes.getList().getShapeCount() == outs.types().size();
      if ((specs.useOutputShapes() || readVariable) && shapes != null && i < shapes.getList().getShapeCount()) {
        types.add(tensorType(shapes.getList().getShape(i), elem));
      } else if (functional != null) {
        types.add(functional);
      } else if (source) {
        types.add(sourceType(n, i, elem));
      } else {
        // SwitchN's syntax gives its results the type of its data operand, so they always follow it.
        Type refined = specs.enableShapeInference() || n.getOp().equals("_SwitchN") ? ShapeRefiner.refine(ctx, n.getOp(), i, operandTypes, elem) : null;
        types.add(refined != null ? refined : UnrankedTensorType.get(ctx, elem));
      }
    }
    return types;
  }

  /**
   * Result {@code i} of a functional While, If or Case, as TensorFlow types it: a While with
   * {@code output_shapes} takes them even without shape inference; with shape inference, If and
   * Case take {@code output_shapes} too and a While without them keeps its operands' shapes. Null:
   * not such an op, or nothing known.
   */
  private Type functionalResultType(NodeDef n, int i, Type elem, List<Type> operandTypes) {
    boolean isWhile = isWhile(n);
    boolean isIfOrCase = switch (n.getOp()) {
      case "If", "StatelessIf", "Case", "StatelessCase" -> true;
      default -> false;
    };
    if (!isWhile && !isIfOrCase) {
      return null;
    }
    AttrValue shapes = n.getAttrMap().get("output_shapes");
    int count = shapes == null ? 0 : shapes.getList().getShapeCount();
    if (count > 0) {
      boolean use = isWhile || specs.enableShapeInference();
      return use && i < count ? tensorType(shapes.getList().getShape(i), elem) : null;
    }
    if (isWhile && specs.enableShapeInference() && i < operandTypes.size()) {
      return operandTypes.get(i) instanceof RankedTensorType r ? RankedTensorType.get(ctx, r.shape(), elem)
          : UnrankedTensorType.get(ctx, elem);
    }
    return null;
  }

  private static boolean isWhile(NodeDef n) {
    return n.getOp().equals("While") || n.getOp().equals("StatelessWhile");
  }

  /** Shapes of ops without inputs, which TensorFlow's importer always infers. */
  private Type sourceType(NodeDef n, int index, Type elem) throws TranslateException {
    Map<String, AttrValue> m = n.getAttrMap();
    switch (n.getOp()) {
      case "Const" -> {
        if (m.containsKey("value") && m.get("value").hasTensor()) {
          TensorShapeProto s = m.get("value").getTensor().getTensorShape();
          return tensorType(s, elem);
        }
      }
      case "InfeedDequeueTuple" -> {
        AttrValue shapes = m.get("shapes");
        if (shapes != null && index < shapes.getList().getShapeCount()) {
          return tensorType(shapes.getList().getShape(index), elem);
        }
      }
      case "Placeholder", "PlaceholderV2", "VariableV2", "Variable", "Empty", "InfeedDequeue" -> {
        if (m.containsKey("shape") && m.get("shape").hasShape()) {
          return tensorType(m.get("shape").getShape(), elem);
        }
      }
      case "_Arg" -> {
        AttrValue shapes = m.get("_output_shapes");
        if (shapes != null && shapes.getList().getShapeCount() == 1) {
          return tensorType(shapes.getList().getShape(0), elem);
        }
      }
      case "VarHandleOp" -> {
        if (m.containsKey("dtype") && m.containsKey("shape")) {
          Type sub = elementWithSubtypes(DataType.DT_RESOURCE, List.of(ResourceHandleProto.DtypeAndShape.newBuilder()
              .setDtype(m.get("dtype").getType()).setShape(m.get("shape").getShape()).build()));
          return RankedTensorType.get(ctx, new long[0], sub);
        }
      }
      default -> { }
    }
    return UnrankedTensorType.get(ctx, elem);
  }

  /** The node's attributes as the op's: all but _output_shapes, with the device always present. */
  private List<NamedAttribute> nodeAttributes(NodeDef n) throws TranslateException {
    List<NamedAttribute> out = new ArrayList<>();
    // A partial device name is completed as TensorFlow's importer does (type CPU, id 0).
    String device = DeviceNames.complete(n.getDevice());
    if (device == null) {
      throw new TranslateException("Invalid argument: Op tf." + n.getOp() + " has invalid device name: " + n.getDevice());
    }
    out.add(new NamedAttribute("device", StringAttr.get(ctx, device)));
    TreeMap<String, AttrValue> nodeAttrs = new TreeMap<>(n.getAttrMap());
    TfOpDef def = library.containsKey(n.getOp()) ? null : TfOpDefs.get(n.getOp());
    if (def != null) {
      // As TensorFlow's importer: the node is checked against its op, and attributes it leaves out
      // take the op's defaults.
      RegistryDefaults.validate(def, n, nodeAttrs);
      for (Map.Entry<String, AttrValue> d : RegistryDefaults.defaults(def).entrySet()) {
        nodeAttrs.putIfAbsent(d.getKey(), d.getValue());
      }
    }
    for (Map.Entry<String, AttrValue> e : nodeAttrs.entrySet()) {
      String k = e.getKey();
      AttrValue v = e.getValue();
      if (k.equals("_output_shapes") || k.equals("device")) {
        continue;
      }
      if (v.hasFunc()) {
        // A function-valued attribute is the callee symbol, its attributes spelled name.key.
        out.add(new NamedAttribute(k, SymbolRefAttr.get(ctx, symbolFor(v.getFunc().getName()))));
        for (Map.Entry<String, AttrValue> fa : new TreeMap<>(v.getFunc().getAttrMap()).entrySet()) {
          out.add(new NamedAttribute(k + "." + fa.getKey(), attrs.convert(fa.getValue())));
        }
        continue;
      }
      out.add(new NamedAttribute(k, attrs.convert(v)));
    }
    return out;
  }

  private void convertNode(Builder bld, NodeDef n) throws TranslateException {
    Body b = bld.b;
    List<Edge> ins = b.inputs.get(n.getName());
    List<Value> data = new ArrayList<>();
    List<Value> controls = new ArrayList<>();
    List<Edge> backEdges = new ArrayList<>();
    boolean merge = isMerge(n);
    for (Edge e : ins) {
      if (e.index < 0) {
        Value c = bld.control(e.node);
        if (c != null) {
          controls.add(c);
        }
      } else if (merge && isBackEdge(b.nodes.get(e.node), n)) {
        backEdges.add(e);
        data.add(nextIterationSource(bld, b.nodes.get(e.node)).result(0));
      } else {
        data.add(bld.value(e));
      }
    }
    Location loc = b.loc(n);
    List<NamedAttribute> attributes = nodeAttributes(n);
    String op = n.getOp();
    Operation created;
    switch (op) {
      case "Switch", "RefSwitch", "Merge", "RefMerge", "Enter", "RefEnter", "Exit", "RefExit", "LoopCond", "_SwitchN",
          "ControlTrigger" -> {
        List<Type> types = resultTypes(b, n, data);
        if (op.endsWith("Merge")) {
          types = new ArrayList<>(types);
          types.set(1, RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32)));
        }
        String name = switch (op) {
          case "RefSwitch" -> "Switch";
          case "RefMerge" -> "Merge";
          case "RefEnter" -> "Enter";
          case "RefExit" -> "Exit";
          case "_SwitchN" -> "SwitchN";
          default -> op;
        };
        OperationState s = new OperationState(ctx, "tf_executor." + name, loc);
        s.addOperands(data).addOperands(controls).addTypes(types).addType(controlType);
        for (NamedAttribute a : attributes) {
          s.addAttribute(a.name(), a.value());
        }
        created = Operation.create(s);
      }
      case "NextIteration", "RefNextIteration" -> {
        Operation source = nextIterationSource(bld, n);
        if (!data.isEmpty()) {
          // As TensorFlow builds it: the source yields what the sink is given.
          source.result(0).setType(data.get(0).type());
        }
        OperationState s = new OperationState(ctx, "tf_executor.NextIteration.Sink", loc);
        s.addOperand(source.result(1)).addOperands(data).addOperands(controls);
        for (NamedAttribute a : attributes) {
          s.addAttribute(a.name(), a.value());
        }
        graphBodyAppend(bld, Operation.create(s));
        bld.opOf.put(n.getName(), source);
        return;
      }
      default -> {
        List<Type> types = resultTypes(b, n, data);
        String innerName = "tf." + op;
        // TensorFlow imports the stateless functional control-flow ops as the stateful ones with
        // is_stateless = true (and the stateful ones with false).
        String functional = switch (op) {
          case "If", "StatelessIf" -> "If";
          case "While", "StatelessWhile" -> "While";
          case "Case", "StatelessCase" -> "Case";
          default -> null;
        };
        if (functional != null) {
          innerName = "tf." + functional;
          attributes = new ArrayList<>(attributes);
          attributes.add(new NamedAttribute("is_stateless", IntegerAttr.bool(ctx, op.startsWith("Stateless"))));
          AttrValue shapes = n.getAttrMap().get("output_shapes");
          if (isWhile(n) && shapes != null && shapes.getList().getShapeCount() > 0) {
            // The loop keeps these shapes: TensorFlow marks it so shape inference does not refine them.
            attributes.add(new NamedAttribute("shape_invariant", org.jmlir.ir.attr.UnitAttr.get(ctx)));
          }
        }
        if (library.containsKey(op)) {
          innerName = "tf.LegacyCall";
          List<NamedAttribute> call = new ArrayList<>();
          boolean disable = false;
          for (NamedAttribute a : attributes) {
            if (a.name().equals("_disable_call_shape_inference")) {
              disable = a.value() instanceof IntegerAttr i && i.value().signum() != 0;
              continue;
            }
            call.add(a);
          }
          call.add(new NamedAttribute("_disable_call_shape_inference", IntegerAttr.bool(ctx, disable)));
          call.add(new NamedAttribute("f", SymbolRefAttr.get(ctx, symbolFor(op))));
          attributes = call;
        }
        List<org.jmlir.dialect.tf.TfDerivedAttr> derived = org.jmlir.dialect.tf.TfOpRegistry.derivedAttributes(innerName);
        Set<String> drop = new HashSet<>();
        for (org.jmlir.dialect.tf.TfDerivedAttr d : derived) {
          drop.add(d.name());
        }
        // TensorFlow's internal ops (_Arg, _Retval, _Send, ...) have no MLIR definition there and keep
        // all their attributes.
        if (!org.jmlir.dialect.tf.TfOpRegistry.isRegistered(innerName) && innerName.equals("tf." + op)
            && !op.startsWith("_")) {
          TfOpDef def = TfOpDefs.get(op);
          if (def != null) {
            drop.addAll(org.jmlir.dialect.tf.registry.TfOpDefVerifier.derivable(def, data.size(), types.size()));
          }
        }
        if (!drop.isEmpty()) {
          // As TensorFlow does: attributes that follow from operand/result types are not stored.
          List<NamedAttribute> kept = new ArrayList<>();
          for (NamedAttribute a : attributes) {
            if (!drop.contains(a.name())) {
              kept.add(a);
            }
          }
          attributes = kept;
        }
        OperationState inner = new OperationState(ctx, innerName, loc);
        inner.addOperands(data).addTypes(types);
        for (NamedAttribute a : attributes) {
          inner.addAttribute(a.name(), a.value());
        }
        Operation innerOp = Operation.create(inner);
        addSegmentSizes(innerOp, n.getOp());
        if (specs.enableShapeInference() && !specs.useOutputShapes()) {
          // As TensorFlow's importer runs every op's shape function: the ones -tf-shape-inference knows.
          org.jmlir.dialect.tf.transforms.ShapeInference.refineResults(innerOp);
          types = innerOp.resultTypes();
        }
        OperationState island = new OperationState(ctx, "tf_executor.island", loc);
        island.addOperands(controls).addTypes(types).addType(controlType);
        Block body = island.addRegion().addBlock();
        body.append(innerOp);
        OperationState y = new OperationState(ctx, "tf_executor.yield", loc);
        y.addOperands(innerOp.results());
        body.append(Operation.create(y));
        created = Operation.create(island);
      }
    }
    graphBodyAppend(bld, created);
    bld.opOf.put(n.getName(), created);
  }

  /**
   * The tf ops TensorFlow's dialect declares with attribute-sized operand (first flag) or result
   * (second flag) segments: its importer records each argument's value count as
   * {@code operandSegmentSizes}/{@code resultSegmentSizes}.
   */
  private static final Map<String, boolean[]> SEGMENTED = Map.of(
      "ParseExample", new boolean[] {true, true},
      "ParseExampleV2", new boolean[] {false, true},
      "BatchFunction", new boolean[] {true, false});

  private void addSegmentSizes(Operation op, String opName) {
    boolean[] which = SEGMENTED.get(opName);
    TfOpDef def = which == null ? null : TfOpDefs.get(opName);
    if (def == null) {
      return;
    }
    if (which[0]) {
      int[] sizes = org.jmlir.dialect.tf.registry.TfOpDefVerifier.split(def.inputs(), op.numOperands(), op);
      if (sizes != null) {
        op.setAttr("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes));
      }
    }
    if (which[1]) {
      int[] sizes = org.jmlir.dialect.tf.registry.TfOpDefVerifier.split(def.outputs(), op.numResults(), op);
      if (sizes != null) {
        op.setAttr("resultSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes));
      }
    }
  }

  private static void graphBodyAppend(Builder bld, Operation op) {
    bld.graphBody.append(op);
  }

  /** The NextIteration.Source of a NextIteration node, made where it is first needed. */
  private Operation nextIterationSource(Builder bld, NodeDef n) throws TranslateException {
    Operation s = bld.nextIterationSource.get(n.getName());
    if (s != null) {
      return s;
    }
    List<Type> types = resultTypes(bld.b, n, List.of());
    OperationState st = new OperationState(ctx, "tf_executor.NextIteration.Source", bld.b.loc(n));
    st.addTypes(types).addType(org.jmlir.dialect.tfexecutor.TfExecutorType.token(ctx)).addType(controlType);
    for (NamedAttribute a : nodeAttributes(n)) {
      st.addAttribute(a.name(), a.value());
    }
    s = Operation.create(st);
    graphBodyAppend(bld, s);
    bld.nextIterationSource.put(n.getName(), s);
    return s;
  }

  // ---- library functions ---------------------------------------------------------------------

  private Operation importFunction(FunctionDef fd, String symbol) throws TranslateException {
    String fname = fd.getSignature().getName();
    Body b = new Body(fname);
    List<OpDef.ArgDef> inArgs = fd.getSignature().getInputArgList();
    AttrValue inputShapes = fd.getAttrMap().get("_input_shapes");
    for (int i = 0; i < inArgs.size(); i++) {
      OpDef.ArgDef a = inArgs.get(i);
      Map<String, AttrValue> argAttr = fd.containsArgAttr(i) ? fd.getArgAttrOrThrow(i).getAttrMap() : Map.of();
      if (fd.containsResourceArgUniqueId(i)) {
        // TensorFlow's function instantiation gives the _Arg node the id, as _resource_arg_unique_id.
        Map<String, AttrValue> withId = new HashMap<>(argAttr);
        withId.put("_resource_arg_unique_id", AttrValue.newBuilder().setI(fd.getResourceArgUniqueIdOrThrow(i)).build());
        argAttr = withId;
      }
      NodeDef.Builder pseudo = NodeDef.newBuilder().setName(a.getName()).setOp("_Arg");
      pseudo.putAttr("T", AttrValue.newBuilder().setType(a.getType()).build());
      pseudo.putAllAttr(argAttr);
      if (!argAttr.containsKey("_output_shapes") && inputShapes != null && i < inputShapes.getList().getShapeCount()) {
        pseudo.putAttr("_output_shapes", AttrValue.newBuilder().setList(
            AttrValue.ListValue.newBuilder().addShape(inputShapes.getList().getShape(i))).build());
      }
      b.argByName.put(a.getName() + ":0", b.argTypes.size());
      b.orderOnly.put(a.getName(), NodeDef.newBuilder().setName(a.getName()).setOp("_Arg").build());
      b.argLocs.add(NameLoc.get(ctx, a.getName()));
      b.argTypes.add(argType(pseudo.build()));
      b.argAttrs.add(argAttributes("", argAttr));
    }
    for (NodeDef n : fd.getNodeDefList()) {
      if (b.nodes.put(n.getName(), n) != null) {
        throw new TranslateException("Invalid argument: Node '" + n.getName() + "' in function '" + fname + "' is not unique");
      }
    }
    computeOutputs(b);
    for (NodeDef n : fd.getNodeDefList()) {
      List<Edge> edges = new ArrayList<>();
      for (String in : n.getInputList()) {
        edges.add(functionInput(b, fname, n.getName(), in));
      }
      b.inputs.put(n.getName(), edges);
    }
    // The output argument names, kept (like the argument names) in locations so that export
    // writes the same signature: one name, or fused[names] for several.
    List<Location> outNames = new ArrayList<>();
    for (OpDef.ArgDef out : fd.getSignature().getOutputArgList()) {
      outNames.add(NameLoc.get(ctx, out.getName()));
    }
    if (outNames.size() == 1) {
      b.fetchLoc = outNames.getFirst();
    } else if (outNames.size() > 1) {
      b.fetchLoc = org.jmlir.ir.loc.FusedLoc.get(ctx, outNames, null);
    }
    for (OpDef.ArgDef out : fd.getSignature().getOutputArgList()) {
      String ret = fd.getRetMap().get(out.getName());
      if (ret == null) {
        throw new TranslateException("Invalid argument: function '" + fname + "' has no return value for '" + out.getName() + "'");
      }
      Edge retEdge = functionInput(b, fname, "return value " + out.getName(), ret);
      b.fetches.add(retEdge);
      b.resultAttrs.add(DictionaryAttr.empty(ctx));
      // TensorFlow's function body has a _Retval node per output, named after it.
      String retNode = out.getName() + "_RetVal";
      b.orderOnly.put(retNode, NodeDef.newBuilder().setName(retNode).setOp("_Retval").build());
      b.inputs.put(retNode, List.of(retEdge));
    }
    for (String c : fd.getSignature().getControlOutputList()) {
      String node = fd.getControlRetMap().getOrDefault(c, c);
      if (b.nodes.containsKey(node)) {
        b.controlFetches.add(node);
      }
    }
    checkEdges(b);
    Operation f = buildFunction(b, symbol, true);
    // The library name, which -tf-export-original-func-name exports again.
    f.setAttr("tf._original_func_name", StringAttr.get(ctx, fname));
    for (Map.Entry<String, AttrValue> e : new TreeMap<>(fd.getAttrMap()).entrySet()) {
      f.setAttr("tf." + e.getKey(), attrs.convert(e.getValue()));
    }
    String grad = gradients.get(fname);
    if (grad != null) {
      f.setAttr("tf.gradient", SymbolRefAttr.get(ctx, symbolFor(grad)));
    }
    if (fd.getSignature().getIsStateful()) {
      f.setAttr("tf.signature.is_stateful", org.jmlir.ir.attr.UnitAttr.get(ctx));
    }
    return f;
  }

  /** A function-body input: {@code arg}, {@code node:out_arg:index}, {@code node:out_arg} or {@code ^node}. */
  private Edge functionInput(Body b, String fname, String user, String in) throws TranslateException {
    if (in.startsWith("^")) {
      return new Edge(in.substring(1), -1);
    }
    String[] parts = in.split(":");
    if (parts.length == 1) {
      if (b.argByName.containsKey(in + ":0")) {
        return new Edge(in, 0);
      }
      return new Edge(in, 0);
    }
    String node = parts[0];
    OpSignatures.Outputs outs = b.outputs.get(node);
    if (outs == null) {
      throw new TranslateException("Invalid argument: Node '" + user + "' in function '" + fname
          + "': Unknown input node '" + in + "'");
    }
    int index = parts.length > 2 ? Integer.parseInt(parts[2]) : 0;
    if (parts.length == 2 && parts[1].chars().allMatch(Character::isDigit)) {
      return new Edge(node, Integer.parseInt(parts[1]));
    }
    String argName = parts[1];
    int flat = -1;
    for (int i = 0; i < outs.argNames().size(); i++) {
      if (outs.argNames().get(i).equals(argName) && outs.argIndex().get(i) == index) {
        flat = i;
        break;
      }
    }
    if (flat < 0) {
      // Not in our table of output names: an op with one output argument.
      flat = index;
    }
    return new Edge(node, flat);
  }
}

package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tf.TfDerivedAttr;
import org.jmlir.dialect.tf.TfOpRegistry;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefVerifier;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.FunctionDef;
import org.jmlir.translate.proto.FunctionDefLibrary;
import org.jmlir.translate.proto.GradientDef;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NameAttrList;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.OpDef;
import org.jmlir.translate.proto.VersionDef;

/**
 * A module in the tf_executor dialect back to a GraphDef (TensorFlow's ConvertMlirToGraph): @main's
 * graph becomes the nodes, its arguments {@code _Arg} and its results {@code _Retval} nodes, every
 * other function a FunctionDef of the library. Node names come from the ops' name locations, made
 * unique the way TensorFlow does (a counter appended, after "_<hash>_" for ops); derived
 * attributes of registered ops are rebuilt from the operand and result types.
 */
public final class GraphDefExporter {
  private static final String PREFIX = "Functions must be of a single Graph with single op Islands: ";

  private final MLIRContext ctx;
  private final AttrExporter attrs;
  private boolean exportEntryToLibrary;
  private boolean originalNames;
  /** Function symbol to its FunctionDef name. */
  private final Map<String, String> exportedName = new HashMap<>();
  /** The module's functions by symbol. */
  private final Map<String, Operation> functions = new HashMap<>();
  /** What goes between a clashing op name and its counter: "_hash_" (see {@link #clashSeparator}). */
  private String opSuffix = "";

  public GraphDefExporter(MLIRContext ctx) {
    this.ctx = ctx;
    this.attrs = new AttrExporter(ctx, s -> exportedName.getOrDefault(s, s));
  }

  /** {@code -tf-export-original-func-name}: name functions by their tf._original_func_name. */
  public GraphDefExporter exportOriginalFunctionNames(boolean on) {
    this.originalNames = on;
    return this;
  }

  /** {@code -tf-export-entry-func-to-flib}: also put @main into the library. */
  public GraphDefExporter exportEntryFunctionToLibrary(boolean on) {
    this.exportEntryToLibrary = on;
    return this;
  }

  public GraphDef export(Operation module) throws TranslateException {
    return export(module, null);
  }

  /**
   * The same, with @main's nodes handed to {@code mainNodes} one by one as they are made (in the
   * graph's order) instead of kept in the result, which then has none: a large graph's text can be
   * written without holding every NodeDef. Null keeps them in the result.
   */
  public GraphDef export(Operation module, java.util.function.Consumer<NodeDef> mainNodes) throws TranslateException {
    GraphDef.Builder g = GraphDef.newBuilder();
    Block body = module.region(0).front();
    Operation main = null;
    FunctionDefLibrary.Builder lib = FunctionDefLibrary.newBuilder();
    opSuffix = clashSeparator(module);
    for (Operation op : body.operations()) {
      if (!op.name().equals("func.func")) {
        continue;
      }
      String name = symbol(op);
      functions.put(name, op);
      if (name.equals("main")) {
        main = op;
      } else if (originalNames && op.attr("tf._original_func_name") instanceof StringAttr orig) {
        exportedName.put(name, orig.value());
      }
    }
    if (main == null) {
      throw new TranslateException("Graph export failed: Failed precondition: entry function `main` must be present");
    }
    List<FunctionDef> defs = new ArrayList<>();
    List<GradientDef> grads = new ArrayList<>();
    for (Operation op : functionOrder(body, main)) {
      if (op != main || exportEntryToLibrary) {
        defs.add(exportFunction(op));
        if (op.attr("tf.gradient") instanceof SymbolRefAttr grad) {
          grads.add(GradientDef.newBuilder().setFunctionName(rename(symbol(op))).setGradientFunc(rename(grad.root())).build());
        }
      }
    }
    // The library as TensorFlow writes it: functions and gradients by name, whatever the order of
    // conversion.
    defs.sort(java.util.Comparator.comparing(d -> d.getSignature().getName()));
    grads.sort(java.util.Comparator.comparing(GradientDef::getFunctionName));
    lib.addAllFunction(defs).addAllGradient(grads);
    Graph main2 = exportBody(main, true, mainNodes);
    g.addAllNode(main2.nodes);
    g.setLibrary(lib);
    g.setVersions(versions(module));
    return g.build();
  }

  /**
   * TensorFlow's exporter makes a clashing op name unique as {@code name_H_N}, H being the 32-bit
   * truncation of the Fingerprint64 of the graph it starts from (no nodes, an empty library and the
   * module's versions, serialized deterministically), and as {@code nameN} when H is 0. Argument and
   * result names keep the plain {@code nameN}. Where TensorFlow's graph takes the versions from its
   * own build (a module without tf.versions) we hash the versions we write instead.
   */
  private String clashSeparator(Operation module) {
    byte[] empty = GraphDef.newBuilder().setLibrary(FunctionDefLibrary.getDefaultInstance())
        .setVersions(versions(module)).build().toByteArray();
    int h = (int) org.jmlir.translate.savedmodel.Fingerprint64.of(empty);
    return h == 0 ? "" : "_" + h + "_";
  }

  /**
   * The functions in the order TensorFlow's exporter adds them to the library: every function but
   * @main in module order, each after the functions its graph calls (ops named after a function,
   * tf.LegacyCall's f) and after its gradient, each once; @main last.
   */
  private static List<Operation> functionOrder(Block body, Operation main) {
    Map<String, Operation> bySymbol = new java.util.LinkedHashMap<>();
    for (Operation op : body.operations()) {
      if (op.name().equals("func.func")) {
        bySymbol.put(symbol(op), op);
      }
    }
    java.util.LinkedHashSet<Operation> order = new java.util.LinkedHashSet<>();
    Set<Operation> visited = new HashSet<>();
    for (Operation root : bySymbol.values()) {
      if (root == main || !visited.add(root)) {
        continue;
      }
      // Post-order without recursion: each frame is a function and the dependencies left to visit.
      java.util.ArrayDeque<Object[]> stack = new java.util.ArrayDeque<>();
      stack.push(new Object[] {root, dependencies(root, bySymbol).iterator()});
      while (!stack.isEmpty()) {
        Object[] top = stack.peek();
        @SuppressWarnings("unchecked")
        java.util.Iterator<Operation> it = (java.util.Iterator<Operation>) top[1];
        if (it.hasNext()) {
          Operation next = it.next();
          if (visited.add(next)) {
            stack.push(new Object[] {next, dependencies(next, bySymbol).iterator()});
          }
        } else {
          stack.pop();
          order.add((Operation) top[0]);
        }
      }
    }
    order.add(main);
    return new ArrayList<>(order);
  }

  /** What TensorFlow's exporter converts before a function: its callees in op order, then its gradient. */
  private static List<Operation> dependencies(Operation f, Map<String, Operation> bySymbol) {
    List<Operation> out = new ArrayList<>();
    f.walk(op -> {
      if (op.name().equals("tf.LegacyCall") && op.attr("f") instanceof SymbolRefAttr callee) {
        Operation c = bySymbol.get(callee.root());
        if (c != null) {
          out.add(c);
        }
      } else if (op.name().startsWith("tf.") && bySymbol.containsKey(op.name().substring(3))) {
        out.add(bySymbol.get(op.name().substring(3)));
      }
    });
    if (f.attr("tf.gradient") instanceof SymbolRefAttr grad && bySymbol.containsKey(grad.root())) {
      out.add(bySymbol.get(grad.root()));
    }
    return out;
  }

  private static void collectRefs(Attribute a, List<String> out) {
    switch (a) {
      case SymbolRefAttr s -> out.add(s.root());
      case ArrayAttr arr -> arr.elements().forEach(e -> collectRefs(e, out));
      case DictionaryAttr d -> d.entries().forEach(e -> collectRefs(e.value(), out));
      default -> {
        String text = org.jmlir.ir.print.AttrTypeText.attribute(a);
        int at = text.startsWith("#tf_type.func<@") ? text.indexOf('@') : -1;
        if (at >= 0) {
          int end = text.indexOf(',', at);
          out.add(text.substring(at + 1, end < 0 ? text.length() - 1 : end).replace("\"", ""));
        }
      }
    }
  }

  private String rename(String symbol) {
    return exportedName.getOrDefault(symbol, symbol);
  }

  private static String symbol(Operation func) {
    return func.attr("sym_name") instanceof StringAttr s ? s.value() : "";
  }

  private VersionDef versions(Operation module) {
    VersionDef.Builder v = VersionDef.newBuilder();
    if (module.attr("tf.versions") instanceof DictionaryAttr d) {
      if (d.get("producer") instanceof IntegerAttr p) {
        v.setProducer((int) p.longValue());
      }
      if (d.get("min_consumer") instanceof IntegerAttr m) {
        v.setMinConsumer((int) m.longValue());
      }
      if (d.get("bad_consumers") instanceof ArrayAttr bad) {
        for (Attribute a : bad.elements()) {
          if (a instanceof IntegerAttr i) {
            v.addBadConsumers((int) i.longValue());
          }
        }
      }
    }
    return v.build();
  }

  // ---- one function body ---------------------------------------------------------------------

  /** What a graph body exports to: nodes, and for functions the signature's pieces. */
  private static final class Graph {
    final List<NodeDef> nodes = new ArrayList<>();
    /** Where the nodes go: {@link #nodes}, or the caller's consumer. */
    final java.util.function.Consumer<NodeDef> sink;
    final List<String> argNames = new ArrayList<>();
    final List<String> retNames = new ArrayList<>();
    final List<String> retInputs = new ArrayList<>();
    final List<String> controlRets = new ArrayList<>();

    Graph(java.util.function.Consumer<NodeDef> sink) {
      this.sink = sink == null ? nodes::add : sink;
    }
  }

  /** Where a value comes from in the exported graph. */
  private record Source(String node, int index, String outArg, int outArgIndex) {}

  private final class Exporter {
    final boolean isMain;
    final Set<String> usedNames;
    final Map<String, Integer> counters = new HashMap<>();
    final Map<Value, Source> sources;
    final Map<Operation, String> nodeName;

    /** {@code ops}: the number of ops in the graph, to size the tables once. */
    Exporter(boolean isMain, int ops) {
      this.isMain = isMain;
      usedNames = HashSet.newHashSet(ops + 16);
      // Keyed by identity (values and ops do not define equals): one probe in one array per look-up.
      sources = new java.util.IdentityHashMap<>(2 * ops + 16);
      nodeName = new java.util.IdentityHashMap<>(ops + 16);
    }

    /** TensorFlow's unique naming: the name, else the name followed by 1, 2, ... not yet taken. */
    String unique(String name) {
      return unique(name, "");
    }

    /** The same with {@code separator} between the name and its counter. */
    String unique(String name, String separator) {
      if (usedNames.add(name)) {
        return name;
      }
      int c = counters.getOrDefault(name, 0);
      while (true) {
        c++;
        String candidate = name + separator + c;
        if (usedNames.add(candidate)) {
          counters.put(name, c);
          return candidate;
        }
      }
    }

    /** An input string: "node", "node:i" in graphs; "arg" or "node:out_arg:i" in functions. */
    String input(Value v) throws TranslateException {
      Source s = sources.get(v);
      if (s == null) {
        throw new TranslateException("Graph export failed: a value used in the graph has no producer node");
      }
      if (s.outArg == null) {
        return s.index == 0 ? s.node : s.node + ":" + s.index;
      }
      return isMain ? (s.index == 0 ? s.node : s.node + ":" + s.index) : s.node + ":" + s.outArg + ":" + s.outArgIndex;
    }
  }

  private FunctionDef exportFunction(Operation func) throws TranslateException {
    Graph g = exportBody(func, false, null);
    FunctionType ft = (FunctionType) ((TypeAttr) func.attr("function_type")).value();
    OpDef.Builder sig = OpDef.newBuilder().setName(rename(symbol(func)));
    FunctionDef.Builder fd = FunctionDef.newBuilder();
    for (int i = 0; i < ft.inputs().size(); i++) {
      sig.addInputArg(OpDef.ArgDef.newBuilder().setName(g.argNames.get(i)).setType(dataType(ft.inputs().get(i))));
      DictionaryAttr argAttr = argAttrs(func, "arg_attrs", i);
      FunctionDef.ArgAttrs.Builder aa = FunctionDef.ArgAttrs.newBuilder();
      if (argAttr != null) {
        for (NamedAttribute a : argAttr.entries()) {
          String k = a.name().startsWith("tf.") ? a.name().substring(3) : a.name();
          aa.putAttr(k, attrs.convert(a.value()));
          if (k.equals("_resource_arg_unique_id") && a.value() instanceof IntegerAttr id) {
            fd.putResourceArgUniqueId(i, (int) id.longValue());
          }
        }
      }
      if (ft.inputs().get(i) instanceof org.jmlir.ir.type.RankedTensorType) {
        aa.putAttr("_output_shapes", outputShapes(ft.inputs().get(i)));
      }
      if (aa.getAttrCount() > 0) {
        fd.putArgAttr(i, aa.build());
      }
    }
    for (int i = 0; i < ft.results().size(); i++) {
      sig.addOutputArg(OpDef.ArgDef.newBuilder().setName(g.retNames.get(i)).setType(dataType(ft.results().get(i))));
      fd.putRet(g.retNames.get(i), g.retInputs.get(i));
    }
    for (String c : g.controlRets) {
      sig.addControlOutput(c);
      fd.putControlRet(c, c);
    }
    for (NamedAttribute a : func.attributes().entries()) {
      String n = a.name();
      if (n.equals("tf.gradient") || n.equals("tf.entry_function") || n.equals("tf._original_func_name")) {
        continue;
      }
      if (n.equals("tf.signature.is_stateful")) {
        sig.setIsStateful(true);
        continue;
      }
      if (n.startsWith("tf.")) {
        fd.putAttr(n.substring(3), attrs.convert(a.value()));
      }
    }
    fd.setSignature(sig);
    fd.addAllNodeDef(g.nodes);
    return fd.build();
  }

  private static DictionaryAttr argAttrs(Operation func, String which, int i) {
    if (func.attr(which) instanceof ArrayAttr arr && i < arr.size() && arr.get(i) instanceof DictionaryAttr d) {
      return d;
    }
    return null;
  }

  private DataType dataType(Type t) throws TranslateException {
    Type elem = t instanceof ShapedType s ? s.elementType() : t;
    DataType dt = DataTypes.dataType(elem);
    if (dt == DataType.DT_INVALID) {
      throw new TranslateException("Graph export failed: Unimplemented: type " + org.jmlir.ir.print.AttrTypeText.type(t)
          + " has no TensorFlow DataType");
    }
    return dt;
  }

  private Graph exportBody(Operation func, boolean isMain, java.util.function.Consumer<NodeDef> sink)
      throws TranslateException {
    if (func.region(0).numBlocks() != 1) {
      throw new TranslateException(PREFIX + "only single block functions are supported.");
    }
    Block entry = func.region(0).front();
    Operation graphOp = entry.first();
    // A body of plain ops is wrapped; one with nothing but its return has no graph, as TensorFlow says.
    if (graphOp != null && graphOp != entry.last() && !graphOp.name().startsWith("tf_executor.")
        && entry.last().name().equals("func.return") && allPlainOps(entry)) {
      graphOp = wrapInGraph(entry);
    }
    if (graphOp == null || !graphOp.name().equals("tf_executor.graph")) {
      throw new TranslateException(PREFIX + "first op in function is not a tf_executor.graph.");
    }
    if (entry.size() != 2 || !entry.last().name().equals("func.return")) {
      throw new TranslateException(PREFIX + "function does not only contain a single tf_executor.graph.");
    }
    Graph g = new Graph(sink);
    Exporter ex = new Exporter(isMain, graphOp.region(0).front().size());
    String fname = symbol(func);
    // Argument and result names: tf.entry_function's for main, else argument locations / argN.
    List<String> inNames = new ArrayList<>();
    List<String> outNames = new ArrayList<>();
    if (isMain && func.attr("tf.entry_function") instanceof DictionaryAttr ef) {
      if (ef.get("inputs") instanceof StringAttr s && !s.value().isEmpty()) {
        inNames.addAll(List.of(s.value().split(",", -1)));
      }
      if (ef.get("outputs") instanceof StringAttr s && !s.value().isEmpty()) {
        outNames.addAll(List.of(s.value().split(",", -1)));
      }
    }
    Operation fetch = graphOp.region(0).front().last();
    Operation ret = entry.last();
    int numResults = ret.numOperands();
    // Reserve the names of _Arg and _Retval nodes first: ops named like them get a suffix.
    for (int i = 0; i < entry.numArguments(); i++) {
      String n = i < inNames.size() ? legalize(tensorNode(inNames.get(i)))
          : argName(entry.argument(i).location(), "arg" + i);
      g.argNames.add(ex.unique(n));
    }
    if (!isMain) {
      outNames.addAll(resultNames(func));
    }
    for (int i = 0; i < numResults; i++) {
      String n = !isMain ? outNames.get(i)
          : i < outNames.size() ? legalize(tensorNode(outNames.get(i))) : "retval" + i;
      g.retNames.add(isMain ? ex.unique(n) : n);
    }
    for (int i = 0; i < entry.numArguments(); i++) {
      Value a = entry.argument(i);
      ex.sources.put(a, new Source(g.argNames.get(i), 0, null, 0));
      if (isMain) {
        NodeDef.Builder n = NodeDef.newBuilder().setName(g.argNames.get(i)).setOp("_Arg");
        DictionaryAttr aa = argAttrs(func, "arg_attrs", i);
        if (aa != null && aa.get("tf.device") instanceof StringAttr dev) {
          n.setDevice(dev.value());
        }
        n.putAttr("T", AttrValue.newBuilder().setType(dataType(a.type())).build());
        n.putAttr("index", AttrValue.newBuilder().setI(i).build());
        if (a.type() instanceof org.jmlir.ir.type.RankedTensorType) {
          n.putAttr("_output_shapes", outputShapes(a.type()));
        }
        if (aa != null) {
          for (NamedAttribute e : aa.entries()) {
            if (e.name().startsWith("tf.") && !e.name().equals("tf.device")) {
              n.putAttr(e.name().substring(3), attrs.convert(e.value()));
            }
          }
        }
        g.sink.accept(n.build());
      }
    }
    // Names of the graph's ops first (in order), so that inputs can be written as nodes are built.
    // Each op's name and, for an island, its wrapped op, by position in ops.
    List<Operation> ops = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<Operation> inners = new ArrayList<>();
    for (Operation op : graphOp.region(0).front().operations()) {
      if (op == fetch) {
        continue;
      }
      ops.add(op);
      Operation in = op.name().equals("tf_executor.island") ? inner(op) : null;
      inners.add(in);
      if (op.name().equals("tf_executor.NextIteration.Sink")) {
        names.add(null);
        continue; // the Source and the Sink are one NextIteration node, named by the Source
      }
      Operation named = in != null ? in : op;
      String n = ex.unique(nodeNameFromLoc(named.location(), isMain ? null : fname, named.name()), opSuffix);
      names.add(n);
      ex.nodeName.put(op, n);
    }
    for (int i = 0; i < ops.size(); i++) {
      registerSources(ex, ops.get(i), names.get(i), inners.get(i));
    }
    for (int i = 0; i < ops.size(); i++) {
      NodeDef node = exportNode(ex, ops.get(i), names.get(i), inners.get(i));
      if (node != null) {
        g.sink.accept(node);
      }
    }
    // Fetches: data values to the results, control tokens to control outputs.
    int dataIndex = 0;
    for (Value v : fetch.operands()) {
      if (isControl(v)) {
        Operation p = ((OpResult) v).owner();
        g.controlRets.add(ex.nodeName.get(p));
        continue;
      }
      if (dataIndex >= numResults) {
        break;
      }
      String in = ex.input(v);
      if (isMain) {
        NodeDef.Builder r = NodeDef.newBuilder().setName(g.retNames.get(dataIndex)).setOp("_Retval").addInput(in);
        DictionaryAttr ra = argAttrs(func, "res_attrs", dataIndex);
        if (ra != null && ra.get("tf.device") instanceof StringAttr dev) {
          r.setDevice(dev.value());
        }
        r.putAttr("T", AttrValue.newBuilder().setType(dataType(v.type())).build());
        r.putAttr("index", AttrValue.newBuilder().setI(dataIndex).build());
        g.sink.accept(r.build());
      } else {
        g.retInputs.add(in);
      }
      dataIndex++;
    }
    return g;
  }

  private static boolean allPlainOps(Block entry) {
    for (Operation op : entry.operations()) {
      if (op.name().startsWith("tf_executor.") || op.numRegions() > 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * A function body of plain tf ops (the functional form) as a graph of one island per op, which is
   * what TensorFlow's export pipeline turns it into before exporting.
   */
  private Operation wrapInGraph(Block entry) {
    Operation ret = entry.last();
    org.jmlir.ir.OperationState gs = new org.jmlir.ir.OperationState(ctx, "tf_executor.graph", ret.location());
    Block graphBody = gs.addRegion().addBlock();
    gs.addTypes(ret.operandTypes());
    Type control = org.jmlir.dialect.tfexecutor.TfExecutorType.control(ctx);
    List<Operation> ops = new ArrayList<>(entry.operations());
    for (Operation op : ops) {
      if (op == ret) {
        continue;
      }
      org.jmlir.ir.OperationState is = new org.jmlir.ir.OperationState(ctx, "tf_executor.island", op.location());
      is.addTypes(op.resultTypes()).addType(control);
      Block body = is.addRegion().addBlock();
      Operation island = Operation.create(is);
      graphBody.append(island);
      for (int i = 0; i < op.numResults(); i++) {
        op.result(i).replaceAllUsesWith(island.result(i));
      }
      op.remove();
      body.append(op);
      org.jmlir.ir.OperationState ys = new org.jmlir.ir.OperationState(ctx, "tf_executor.yield", op.location());
      ys.addOperands(op.results());
      body.append(Operation.create(ys));
    }
    org.jmlir.ir.OperationState fs = new org.jmlir.ir.OperationState(ctx, "tf_executor.fetch", ret.location());
    fs.addOperands(ret.operands());
    graphBody.append(Operation.create(fs));
    Operation graph = Operation.create(gs);
    entry.insertBefore(ret, graph);
    ret.setOperands(graph.results());
    return graph;
  }

  private static boolean isControl(Value v) {
    return org.jmlir.dialect.tfexecutor.TfExecutorType.isControl(v.type());
  }

  private static Operation inner(Operation island) throws TranslateException {
    Block b = island.region(0).front();
    if (b.size() != 2 || !b.last().name().equals("tf_executor.yield")) {
      throw new TranslateException(PREFIX + "tf_executor.island must perfectly wrap a single op.");
    }
    Operation op = b.first();
    Operation yield = b.last();
    if (yield.numOperands() != op.numResults()) {
      throw new TranslateException(PREFIX + "tf_executor.island must perfectly wrap a single op.");
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (yield.operand(i) != op.result(i)) {
        throw new TranslateException(PREFIX + "tf_executor.island must perfectly wrap a single op.");
      }
    }
    return op;
  }

  /**
   * Records which node output each result of {@code op} (named {@code name}; {@code in} the op an
   * island wraps, else null) is. Only the island's results: the wrapped op's are used by its yield
   * alone.
   */
  private void registerSources(Exporter ex, Operation op, String name, Operation in) throws TranslateException {
    if (in != null) {
      // @main's inputs read "node" or "node:i": output argument names are for functions only.
      List<String> outArgs = ex.isMain ? null : outputArgNames(in);
      for (int i = 0; i < in.numResults(); i++) {
        ex.sources.put(op.result(i), outArgs == null ? new Source(name, i, "", 0)
            : new Source(name, i, outArgs.get(2 * i), Integer.parseInt(outArgs.get(2 * i + 1))));
      }
      return;
    }
    if (op.name().equals("tf_executor.NextIteration.Sink")) {
      return;
    }
    String[] outNames = switch (op.name()) {
      case "tf_executor.Switch" -> new String[] {"output_false", "output_true"};
      case "tf_executor.Merge" -> new String[] {"output", "value_index"};
      case "tf_executor.SwitchN" -> null;
      default -> new String[] {"output"};
    };
    int data = op.numResults() - 1;
    if (op.name().equals("tf_executor.NextIteration.Source")) {
      data = 1;
    }
    for (int i = 0; i < data; i++) {
      String arg = outNames == null ? "outputs" : outNames[Math.min(i, outNames.length - 1)];
      int argIndex = outNames == null ? i : 0;
      ex.sources.put(op.result(i), new Source(name, i, arg, argIndex));
    }
  }

  /**
   * The output argument names of a function: those its import recorded on the location of the
   * graph's fetch (or the return), one name per result, else {@code output0}, {@code output1}, ...
   */
  private static List<String> resultNames(Operation func) {
    int count = ((FunctionType) ((TypeAttr) func.attr("function_type")).value()).results().size();
    List<String> names = new ArrayList<>();
    if (!func.region(0).isEmpty() && !func.region(0).front().isEmpty()) {
      Block entry = func.region(0).front();
      Operation end = entry.first().name().equals("tf_executor.graph") && !entry.first().region(0).isEmpty()
          ? entry.first().region(0).front().last() : entry.last();
      Location loc = end == null ? null : end.location();
      if (loc instanceof NameLoc n) {
        names.add(n.name());
      } else if (loc instanceof FusedLoc f && f.metadata() == null) {
        for (Location l : f.locations()) {
          names.add(l instanceof NameLoc n ? n.name() : "");
        }
      }
    }
    if (names.size() != count || names.contains("") || new HashSet<>(names).size() != count) {
      names.clear();
      for (int i = 0; i < count; i++) {
        names.add("output" + i);
      }
    }
    return names;
  }

  /** The library function {@code op} calls as a node of that function's name (LegacyCall), or null. */
  private Operation calledFunction(Operation op) {
    if (op.name().equals("tf.LegacyCall") && op.attr("f") instanceof SymbolRefAttr f) {
      return functions.get(f.root());
    }
    return op.name().startsWith("tf.") ? functions.get(op.name().substring(3)) : null;
  }

  /** Output argument name and index within it of each result, flattened as name, index, name, index. */
  private List<String> outputArgNames(Operation op) {
    List<String> out = new ArrayList<>();
    Operation callee = calledFunction(op);
    if (callee != null && op.numResults() == resultNames(callee).size()) {
      // A call node's outputs are the callee's output arguments, one value each.
      for (String name : resultNames(callee)) {
        out.add(name);
        out.add("0");
      }
      return out;
    }
    TfOpRegistry.OpInfo info = TfOpRegistry.info(op.name());
    if (info != null && op.isRegistered()) {
      org.jmlir.ir.ods.OpSpec spec = op.def().extension(org.jmlir.ir.ods.OpSpec.class);
      int[][] groups = spec == null ? null : spec.resultGroups(op);
      if (groups != null && groups.length == info.results().size()) {
        for (int gi = 0; gi < groups.length; gi++) {
          for (int k = 0; k < groups[gi][1]; k++) {
            out.add(info.results().get(gi).name());
            out.add(Integer.toString(k));
          }
        }
        if (out.size() == 2 * op.numResults()) {
          return out;
        }
        out.clear();
      }
    }
    String tfName = op.name().startsWith("tf.") ? op.name().substring(3) : op.name();
    TfOpDef def = op.name().startsWith("tf.") ? TfOpDefs.get(tfName) : null;
    int[] sizes = def == null ? null : TfOpDefVerifier.split(def.outputs(), op.numResults(), op);
    if (sizes != null && java.util.Arrays.stream(sizes).allMatch(k -> k >= 0)) {
      for (int g = 0; g < sizes.length; g++) {
        for (int k = 0; k < sizes[g]; k++) {
          out.add(def.outputs().get(g).name());
          out.add(Integer.toString(k));
        }
      }
      return out;
    }
    List<OpSignatures.Arg> args = OpSignatures.outputArgs(tfName);
    if (args != null && args.size() == 1) {
      for (int i = 0; i < op.numResults(); i++) {
        out.add(args.get(0).name());
        out.add(Integer.toString(i));
      }
      return out;
    }
    if (args != null && args.size() == op.numResults()) {
      for (OpSignatures.Arg a : args) {
        out.add(a.name());
        out.add("0");
      }
      return out;
    }
    for (int i = 0; i < op.numResults(); i++) {
      out.add("output");
      out.add(Integer.toString(i));
    }
    return out;
  }

  /** The node of graph op {@code op} named {@code name} ({@code in}: the op an island wraps, else null). */
  private NodeDef exportNode(Exporter ex, Operation op, String name, Operation in) throws TranslateException {
    NodeDef.Builder n = NodeDef.newBuilder();
    Operation attrOp = op;
    List<Value> data = new ArrayList<>();
    List<Value> controls = new ArrayList<>();
    String opName;
    switch (op.name()) {
      case "tf_executor.island" -> {
        attrOp = in;
        data.addAll(in.operands());
        controls.addAll(op.operands());
        opName = tfOpName(in);
      }
      case "tf_executor.NextIteration.Source" -> {
        return null; // exported with its Sink
      }
      case "tf_executor.NextIteration.Sink" -> {
        Operation source = ((OpResult) op.operand(0)).owner();
        n.setName(ex.nodeName.get(source));
        attrOp = op;
        data.add(op.operand(1));
        for (int i = 2; i < op.numOperands(); i++) {
          controls.add(op.operand(i));
        }
        opName = "NextIteration";
        // Attributes live on the Source (its location names the node); merge both.
        fillNode(ex, n, source, opName, List.of(), List.of());
        fillNode(ex, n, op, opName, data, controls);
        return n.build();
      }
      default -> {
        opName = switch (op.name()) {
          case "tf_executor.SwitchN" -> "_SwitchN";
          default -> op.name().substring("tf_executor.".length());
        };
        for (Value v : op.operands()) {
          (isControl(v) ? controls : data).add(v);
        }
      }
    }
    n.setName(name);
    fillNode(ex, n, attrOp, opName, data, controls);
    n.setExperimentalDebugInfo(originalNodes(attrOp.location()));
    return n.build();
  }

  /**
   * TensorFlow's ConvertTFDialectOpToNodeDef: one tf op as a NodeDef named {@code name}, with its
   * attributes and the derived ones, without inputs.
   */
  public NodeDef exportOp(Operation op, String name) throws TranslateException {
    NodeDef.Builder n = NodeDef.newBuilder().setName(name);
    fillNode(null, n, op, tfOpName(op), List.of(), List.of());
    return n.build();
  }

  /** The GraphDef op of a tf op: its name without "tf.", callee of LegacyCall, Stateless* forms. */
  private String tfOpName(Operation op) {
    String name = op.name();
    if (name.equals("tf.LegacyCall") && op.attr("f") instanceof SymbolRefAttr f) {
      return rename(f.root());
    }
    String base = name.startsWith("tf.") ? name.substring(3) : name;
    if ((base.equals("If") || base.equals("While") || base.equals("Case"))
        && op.attr("is_stateless") instanceof IntegerAttr s && s.boolValue()) {
      return "Stateless" + base;
    }
    return base;
  }

  private void fillNode(Exporter ex, NodeDef.Builder n, Operation op, String opName, List<Value> data, List<Value> controls)
      throws TranslateException {
    n.setOp(opName);
    for (Value v : data) {
      n.addInput(ex.input(v));
    }
    for (Value c : controls) {
      String producer = c instanceof OpResult r ? ex.nodeName.get(r.owner()) : null;
      if (producer != null) {
        n.addInput("^" + producer);
      }
    }
    boolean legacyCall = op.name().equals("tf.LegacyCall");
    boolean functional = op.name().equals("tf.If") || op.name().equals("tf.While") || op.name().equals("tf.Case");
    Map<String, NameAttrList.Builder> funcs = new HashMap<>();
    for (NamedAttribute a : op.attrDictionary().entries()) {
      String k = a.name();
      if (k.equals("device")) {
        if (a.value() instanceof StringAttr s) {
          n.setDevice(s.value());
        }
        continue;
      }
      if (legacyCall && (k.equals("f") || k.equals("_disable_call_shape_inference"))) {
        if (k.equals("_disable_call_shape_inference") && a.value() instanceof IntegerAttr b && b.boolValue()) {
          n.putAttr(k, AttrValue.newBuilder().setB(true).build());
        }
        continue;
      }
      if (functional && k.equals("is_stateless") || op.name().equals("tf.While") && k.equals("shape_invariant")) {
        continue; // MLIR-only markers: the op name and output_shapes say the same in a GraphDef
      }
      if (k.equals("operandSegmentSizes") || k.equals("resultSegmentSizes")
          || k.equals("operand_segment_sizes") || k.equals("result_segment_sizes")) {
        continue; // MLIR's bookkeeping; TensorFlow's node has the number attributes instead
      }
      if (k.equals("frame_name") || k.equals("parallel_iterations") || k.equals("is_constant") || k.equals("num_outs")
          || k.equals("T") || k.equals("N")) {
        if (!op.name().startsWith("tf_executor.")) {
          n.putAttr(k, attrs.convert(a.value()));
        } else if (!k.equals("T") && !k.equals("N")) {
          n.putAttr(k, attrs.convert(a.value()));
        }
        continue;
      }
      if (a.value() instanceof SymbolRefAttr s) {
        funcs.computeIfAbsent(k, x -> NameAttrList.newBuilder()).setName(rename(s.root()));
        continue;
      }
      int dot = k.indexOf('.');
      if (dot > 0 && op.attr(k.substring(0, dot)) instanceof SymbolRefAttr) {
        funcs.computeIfAbsent(k.substring(0, dot), x -> NameAttrList.newBuilder())
            .putAttr(k.substring(dot + 1), attrs.convert(a.value()));
        continue;
      }
      n.putAttr(k, attrs.convert(a.value()));
    }
    for (Map.Entry<String, NameAttrList.Builder> f : funcs.entrySet()) {
      n.putAttr(f.getKey(), AttrValue.newBuilder().setFunc(f.getValue()).build());
    }
    rebuildDerived(n, op);
  }

  /** Derived attributes (T, N, dtype, ...) from the operand and result types, as TensorFlow does. */
  private void rebuildDerived(NodeDef.Builder n, Operation op) throws TranslateException {
    if (op.name().startsWith("tf_executor.")) {
      executorDerived(n, op);
      return;
    }
    if (!TfOpRegistry.isRegistered(op.name())) {
      registryDerived(n, op);
      return;
    }
    TfOpDef registered = TfOpDefs.get(op.name());
    for (TfDerivedAttr d : TfOpRegistry.derivedAttributes(op.name())) {
      if (n.containsAttr(d.name())) {
        continue;
      }
      TfDerivedAttr.Kind kind = d.kind();
      if (kind == TfDerivedAttr.Kind.ELEMENT_TYPE_LIST && registered != null && registered.attr(d.name()) != null
          && registered.attr(d.name()).type().equals("type")) {
        // TensorFlow's registry has the final word: AddN's and Einsum's T is one type, not a list.
        kind = TfDerivedAttr.Kind.ELEMENT_TYPE;
      }
      List<? extends Value> values;
      try {
        values = d.values(op);
      } catch (RuntimeException e) {
        continue; // the op's operands do not fit its groups; the verifier reports that
      }
      AttrValue.Builder v = AttrValue.newBuilder();
      switch (kind) {
        case ELEMENT_TYPE -> {
          if (values.isEmpty()) {
            continue;
          }
          v.setType(valueType(values.get(0).type()));
        }
        case ELEMENT_TYPE_LIST -> {
          AttrValue.ListValue.Builder l = AttrValue.ListValue.newBuilder();
          for (Value x : values) {
            l.addType(valueType(x.type()));
          }
          v.setList(l);
        }
        case SIZE -> v.setI(values.size());
        case SHAPE -> {
          if (values.isEmpty()) {
            continue;
          }
          v.setShape(AttrExporter.shapeOf(values.get(0).type()));
        }
        case SHAPE_LIST -> {
          AttrValue.ListValue.Builder l = AttrValue.ListValue.newBuilder();
          for (Value x : values) {
            l.addShape(AttrExporter.shapeOf(x.type()));
          }
          v.setList(l);
        }
        case RESOURCE_ELEMENT_TYPE, RESOURCE_SHAPE -> {
          Type sub = values.isEmpty() ? null : AttrExporter.resourceSubtype(ctx, values.get(0).type());
          if (sub == null) {
            continue;
          }
          if (d.kind() == TfDerivedAttr.Kind.RESOURCE_ELEMENT_TYPE) {
            v.setType(dataType(sub));
          } else {
            v.setShape(AttrExporter.shapeOf(sub));
          }
        }
      }
      n.putAttr(d.name(), v.build());
    }
  }

  /**
   * Derived attributes of a tf op the dialect does not define, from TensorFlow's op registry: the
   * type, type-list and number attributes its arguments name, where the node does not have them.
   */
  private void registryDerived(NodeDef.Builder n, Operation op) throws TranslateException {
    if (!op.name().startsWith("tf.")) {
      return;
    }
    TfOpDef def = TfOpDefs.get(op.name());
    if (def == null) {
      return;
    }
    int[] in = segments(op, "operandSegmentSizes", def.inputs().size());
    if (in == null) {
      in = TfOpDefVerifier.split(def.inputs(), op.numOperands(), op);
    }
    int[] out = segments(op, "resultSegmentSizes", def.outputs().size());
    if (out == null) {
      out = TfOpDefVerifier.split(def.outputs(), op.numResults(), op);
    }
    if (in != null) {
      deriveFrom(n, def.inputs(), in, op.operandTypes());
    }
    if (out != null) {
      deriveFrom(n, def.outputs(), out, op.resultTypes());
    }
  }

  /**
   * The argument sizes an op records in its segment attribute (TensorFlow's ops with
   * attribute-sized segments, e.g. ParseExample), when it has one per argument; else null.
   */
  private static int[] segments(Operation op, String name, int numArgs) {
    if (!(op.attr(name) instanceof org.jmlir.ir.attr.DenseArrayAttr d) || d.size() != numArgs) {
      return null;
    }
    int[] sizes = new int[numArgs];
    for (int i = 0; i < numArgs; i++) {
      sizes[i] = (int) d.rawValue(i);
    }
    return sizes;
  }

  private void deriveFrom(NodeDef.Builder n, List<TfOpDef.Arg> args, int[] sizes, List<Type> types)
      throws TranslateException {
    int index = 0;
    for (int g = 0; g < args.size(); g++) {
      if (sizes[g] < 0) {
        return;
      }
      TfOpDef.Arg a = args.get(g);
      List<Type> values = types.subList(index, index + sizes[g]);
      index += sizes[g];
      if (!a.numberAttr().isEmpty() && !n.containsAttr(a.numberAttr())) {
        n.putAttr(a.numberAttr(), AttrValue.newBuilder().setI(values.size()).build());
      }
      if (!a.typeListAttr().isEmpty() && !n.containsAttr(a.typeListAttr())) {
        AttrValue.ListValue.Builder l = AttrValue.ListValue.newBuilder();
        for (Type t : values) {
          l.addType(valueType(t));
        }
        n.putAttr(a.typeListAttr(), AttrValue.newBuilder().setList(l).build());
      }
      if (!a.typeAttr().isEmpty() && !values.isEmpty() && !n.containsAttr(a.typeAttr())) {
        n.putAttr(a.typeAttr(), AttrValue.newBuilder().setType(valueType(values.get(0))).build());
      }
    }
  }

  /** The DataType of a value for a type attribute: reference types count as their value type. */
  private DataType valueType(Type t) throws TranslateException {
    DataType dt = dataType(t);
    return dt.getNumber() > 100 ? DataType.forNumber(dt.getNumber() - 100) : dt;
  }

  /** {@code _output_shapes} for an argument of known rank (how TensorFlow carries argument shapes). */
  private static AttrValue outputShapes(Type t) {
    return AttrValue.newBuilder().setList(AttrValue.ListValue.newBuilder().addShape(AttrExporter.shapeOf(t))).build();
  }

  /** T (and N for Merge) of the executor's control-flow ops, from their data types. */
  private void executorDerived(NodeDef.Builder n, Operation op) throws TranslateException {
    if (op.name().equals("tf_executor.LoopCond") || op.name().equals("tf_executor.ControlTrigger")) {
      return;
    }
    if (op.numResults() > 1 && !n.containsAttr("T")) {
      n.putAttr("T", AttrValue.newBuilder().setType(valueType(op.result(0).type())).build());
    } else if (op.name().equals("tf_executor.NextIteration.Sink") && !n.containsAttr("T")) {
      n.putAttr("T", AttrValue.newBuilder().setType(valueType(op.operand(1).type())).build());
    }
    if (op.name().equals("tf_executor.Merge") && !n.containsAttr("N")) {
      int count = 0;
      for (Value v : op.operands()) {
        if (!isControl(v)) {
          count++;
        }
      }
      n.putAttr("N", AttrValue.newBuilder().setI(count).build());
    }
  }

  // ---- names ---------------------------------------------------------------------------------

  /** A node name from a location (the name of a NameLoc, in a fused or call-site location too). */
  static String nodeNameFromLoc(Location loc, String function, String fallback) {
    String name = findName(loc);
    if (name != null) {
      // As TensorFlow: what follows '@' names the function the node came from (or anything else).
      int at = name.indexOf('@');
      if (at >= 0) {
        name = name.substring(0, at);
      }
    }
    if (name == null || name.isEmpty()) {
      name = fallback;
    }
    return legalize(name);
  }

  /** The node part of a tensor name ({@code node:index} or {@code ^node}), as TensorFlow's ParseTensorName. */
  static String tensorNode(String name) {
    if (name.startsWith("^")) {
      return name.substring(1);
    }
    int end = name.length();
    int digits = end;
    while (digits > 0 && Character.isDigit(name.charAt(digits - 1))) {
      digits--;
    }
    if (digits < end && digits > 0 && name.charAt(digits - 1) == ':') {
      return name.substring(0, digits - 1);
    }
    return name;
  }

  private static String argName(Location loc, String fallback) {
    String n = findName(loc);
    return n == null ? fallback : legalize(n);
  }

  private static String findName(Location loc) {
    return switch (loc) {
      // The importer's "Op:" names carry the op type, not the node's name.
      case NameLoc n -> n.name().endsWith(":") ? null : n.name();
      case CallSiteLoc c -> findName(c.callee());
      case FusedLoc f -> {
        // The importer's fused[original nodes..., node]: the node's own name comes last.
        for (int i = f.locations().size() - 1; i >= 0; i--) {
          String s = findName(f.locations().get(i));
          if (s != null) {
            yield s;
          }
        }
        yield null;
      }
      case null, default -> null;
    };
  }

  /**
   * The experimental_debug_info of a node: the names before the node's own in a fused location,
   * {@code node@function} split into the original node and function names.
   */
  private static NodeDef.ExperimentalDebugInfo originalNodes(Location loc) {
    NodeDef.ExperimentalDebugInfo.Builder info = null;
    if (loc instanceof FusedLoc f) {
      for (int i = 0; i < f.locations().size() - 1; i++) {
        String name = findName(f.locations().get(i));
        if (name == null) {
          continue;
        }
        if (info == null) {
          info = NodeDef.ExperimentalDebugInfo.newBuilder();
        }
        int at = name.indexOf('@');
        info.addOriginalNodeNames(at < 0 ? name : name.substring(0, at));
        if (at >= 0 && at + 1 < name.length()) {
          info.addOriginalFuncNames(name.substring(at + 1));
        }
      }
    }
    return info == null ? NodeDef.ExperimentalDebugInfo.getDefaultInstance() : info.build();
  }

  /** Node names keep [A-Za-z0-9_.\-/>]; other characters become '.'. */
  static String legalize(String name) {
    if (name.isEmpty()) {
      return ".";
    }
    StringBuilder sb = null;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = Character.isLetterOrDigit(c) && c < 128 || c == '.' || c == '_'
          || (i > 0 && (c == '-' || c == '/' || c == '>'));
      if (!ok && sb == null) {
        sb = new StringBuilder(name.length()).append(name, 0, i);
      }
      if (sb != null) {
        sb.append(ok ? c : '.');
      }
    }
    return sb == null ? name : sb.toString();
  }
}

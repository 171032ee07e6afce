package org.jmlir.translate.savedmodel;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.TextFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.transforms.DuplicateFunctionElimination;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.graphdef.ControlFlowFunctionalizer;
import org.jmlir.translate.graphdef.DataTypes;
import org.jmlir.translate.graphdef.GraphImporter;
import org.jmlir.translate.graphdef.ImportSpecs;
import org.jmlir.translate.graphdef.TensorConverter;
import org.jmlir.translate.proto.AssetFileDef;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.BundleEntryProto;
import org.jmlir.translate.proto.CollectionDef;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.MetaGraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.ResourceHandleProto;
import org.jmlir.translate.proto.SavedModel;
import org.jmlir.translate.proto.SignatureDef;
import org.jmlir.translate.proto.TensorInfo;
import org.jmlir.translate.proto.TensorProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * tf-mlir-translate's {@code --savedmodel-signaturedefs-to-mlir}: a SavedModel directory (a v1
 * MetaGraphDef chosen by its tags) becomes a module with {@code tf_saved_model.semantics}. Each
 * signature (sorted by key; those named by {@code -tf-savedmodel-exported-names} when given) is a
 * public function named after its key with {@code tf_saved_model.exported_names = ["key"]}; its
 * arguments are the signature's inputs (sorted by key, {@code tf_saved_model.index_path = ["key"]})
 * and its results the signature's outputs (likewise). The variables are then lifted to
 * {@code tf_saved_model.global_tensor}s holding the checkpoint's values ({@link VariableLifting},
 * with the functions lifted out of {@code tf_executor}), as TensorFlow's importer does after its
 * lite import.
 */
public final class SavedModelImporter {
  private final MLIRContext ctx;
  private final Path dir;
  private final ImportSpecs base;

  public SavedModelImporter(MLIRContext ctx, Path dir, ImportSpecs base) {
    this.ctx = ctx;
    this.dir = dir;
    this.base = base;
  }

  /** Reads {@code saved_model.pb} (or {@code .pbtxt}). */
  public static SavedModel read(Path dir) throws TranslateException {
    Path pb = dir.resolve("saved_model.pb");
    Path txt = dir.resolve("saved_model.pbtxt");
    try {
      if (Files.exists(pb)) {
        byte[] data = Files.readAllBytes(pb);
        try {
          return SavedModel.parseFrom(data);
        } catch (InvalidProtocolBufferException e) {
          throw new TranslateException(pb + ": byte offset " + failureOffset(data) + ": not a SavedModel ("
              + e.getMessage() + ")");
        }
      }
      if (Files.exists(txt)) {
        SavedModel.Builder b = SavedModel.newBuilder();
        try {
          TextFormat.merge(Files.readString(txt, StandardCharsets.UTF_8), b);
        } catch (TextFormat.ParseException e) {
          throw new TranslateException(txt + ":" + e.getLine() + ":" + e.getColumn() + ": not a SavedModel: " + e.getMessage());
        }
        return b.build();
      }
    } catch (IOException e) {
      throw new TranslateException(dir + ": " + e.getMessage());
    }
    throw new TranslateException("SavedModel file does not exist at: " + dir + "/{saved_model.pbtxt|saved_model.pb}");
  }

  /** Where parsing a damaged message first fails: the size of the longest prefix that still parses. */
  private static int failureOffset(byte[] data) {
    int lo = 0;
    int hi = data.length;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      try {
        SavedModel.parseFrom(java.util.Arrays.copyOf(data, mid));
        lo = mid;
      } catch (InvalidProtocolBufferException e) {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** The module for the MetaGraphDef tagged exactly {@code tags} ({@code --savedmodel-signaturedefs-to-mlir}). */
  public Operation importModel(Set<String> tags, Set<String> exportedNames) throws TranslateException {
    return importModel(tags, exportedNames, false);
  }

  /**
   * The module for the MetaGraphDef tagged exactly {@code tags}. {@code lite} is
   * {@code --savedmodel-signaturedefs-to-mlir-lite}: the graph is taken as it is (variables stay
   * variable ops of the functions, nothing is read from the checkpoint) and the SaverDef's restore
   * op becomes an initializer of type {@code restore_op}, fed the checkpoint's path through the
   * {@code __tf_saved_model_variables} asset.
   */
  public Operation importModel(Set<String> tags, Set<String> exportedNames, boolean lite) throws TranslateException {
    SavedModel sm = read(dir);
    MetaGraphDef meta = null;
    for (MetaGraphDef m : sm.getMetaGraphsList()) {
      if (new HashSet<>(m.getMetaInfoDef().getTagsList()).equals(tags)) {
        meta = m;
        break;
      }
    }
    if (meta == null) {
      throw new TranslateException("Could not find meta graph def matching supplied tags: { "
          + String.join(" ", tags) + " }. To inspect available tag-sets in the SavedModel, please use the SavedModel CLI: `saved_model_cli`");
    }
    for (String missing : exportedNames) {
      if (!meta.getSignatureDefMap().containsKey(missing)) {
        throw new TranslateException("Exported name '" + missing + "' is not a signature of the MetaGraphDef");
      }
    }
    TensorBundle bundle = null;
    Path prefix = dir.resolve("variables").resolve("variables");
    if (!lite && Files.exists(Path.of(prefix + ".index"))) {
      bundle = TensorBundle.open(prefix);
    }
    GraphDef graph = meta.getGraphDef();
    // The library's own functions; with -tf-upgrade-legacy the whole graph's v1 control flow is
    // functionalized once, and the functions that makes are each signature's own.
    Set<String> libraryNames = new HashSet<>();
    for (var f : graph.getLibrary().getFunctionList()) {
      libraryNames.add(f.getSignature().getName());
    }
    if (base.upgradeLegacy()) {
      graph = ControlFlowFunctionalizer.functionalize(graph);
    }
    Map<String, NodeDef> nodes = new LinkedHashMap<>();
    for (NodeDef n : graph.getNodeList()) {
      nodes.put(n.getName(), n);
    }
    OperationState ms = new OperationState(ctx, "builtin.module", UnknownLoc.get(ctx));
    Block body = ms.addRegion().addBlock();
    Operation module = Operation.create(ms);
    Functions funcs = new Functions(module, libraryNames);
    for (Map.Entry<String, SignatureDef> e : new TreeMap<>(meta.getSignatureDefMap()).entrySet()) {
      String key = e.getKey();
      if (key.equals("__saved_model_init_op") || (!exportedNames.isEmpty() && !exportedNames.contains(key))) {
        continue;
      }
      funcs.add(key, importSignature(key, e.getValue(), graph, nodes));
    }
    // The assets, then the initializers: the restore op (lite only) and the init op.
    List<Operation> assetOps = new ArrayList<>();
    List<Binding> assetBindings = new ArrayList<>();
    List<AssetFileDef> assetDefs = assets(meta);
    for (int i = 0; i < assetDefs.size(); i++) {
      AssetFileDef a = assetDefs.get(i);
      String sym = "__tf_saved_model_asset" + i + "_" + a.getFilename();
      assetOps.add(asset(sym, "assets/" + a.getFilename()));
      assetBindings.add(new Binding(a.getTensorInfo().getName(), sym));
    }
    List<Attribute> initializers = new ArrayList<>();
    if (lite && meta.hasSaverDef()) {
      String sym = "__tf_saved_model_variables";
      assetOps.add(asset(sym, "variables/variables"));
      List<Binding> bindings = new ArrayList<>();
      bindings.add(new Binding(meta.getSaverDef().getFilenameTensorName(), sym));
      bindings.addAll(assetBindings);
      String restore = meta.getSaverDef().getRestoreOpName();
      funcs.add(restore, importInitializer(restore, bindings, "restore_op", graph, nodes));
      initializers.add(SymbolRefAttr.get(ctx, restore));
    }
    String initOp = initOp(meta);
    if (initOp != null) {
      funcs.add(initOp, importInitializer(initOp, assetBindings, "init_op", graph, nodes));
      initializers.add(SymbolRefAttr.get(ctx, initOp));
    }
    module.setAttr("tf.versions", funcs.versions != null ? funcs.versions : versions(graph));
    module.setAttr("tf_saved_model.semantics", UnitAttr.get(ctx));
    // TensorFlow's order (SortSavedModelModule): the session initializer, the assets (by name,
    // last first), the exported functions by exported name, the private functions by name. The
    // non-lite import lifts the variables afterwards, to the top.
    body.append(savedModelOp("session_initializer",
        List.of(new NamedAttribute("initializers", ArrayAttr.get(ctx, initializers)))));
    assetOps.sort((x, y) -> symbol(y).compareTo(symbol(x)));
    for (Operation a : assetOps) {
      body.append(a);
    }
    for (Operation f : funcs.sorted()) {
      body.append(f);
    }
    if (!lite) {
      List<String> initNames = new ArrayList<>();
      for (Attribute a : initializers) {
        initNames.add(((SymbolRefAttr) a).root());
      }
      TensorBundle checkpoint = bundle;
      new VariableLifting(ctx, module, (name, declared) -> variableValue(name, declared, checkpoint)).run(initNames);
    }
    return module;
  }

  /** A tensor fed to an initializer and the asset it is bound to. */
  private record Binding(String tensor, String asset) {}

  private Operation asset(String sym, String filename) {
    return savedModelOp("asset", List.of(new NamedAttribute("filename", StringAttr.get(ctx, filename)),
        new NamedAttribute("sym_name", StringAttr.get(ctx, sym))));
  }

  /**
   * A module-level {@code tf_saved_model} op; its attributes are inherent, in properties, as
   * TensorFlow's ODS ops of that dialect keep them (printed {@code <{...}>}).
   */
  private Operation savedModelOp(String name, List<NamedAttribute> inherent) {
    OperationState st = new OperationState(ctx, "tf_saved_model." + name, UnknownLoc.get(ctx));
    st.properties = DictionaryAttr.get(ctx, inherent);
    return Operation.create(st);
  }

  private static String symbol(Operation op) {
    return ((StringAttr) op.attr("sym_name")).value();
  }

  private Attribute versions(GraphDef graph) {
    return GraphImporter.versions(ctx, graph.getVersions());
  }

  /**
   * The functions of the module being built: each imported graph's function of its own name, and
   * the library functions it calls (each once). Functions that the importer made up rather than
   * took from the graph's library (functionalized control flow) are private to their graph and
   * renamed {@code <graph>/<name>}, as TensorFlow does, so two graphs' copies cannot collide.
   */
  private final class Functions {
    final Operation module;
    final Set<String> libraryNames;
    final Map<String, Operation> exported = new TreeMap<>();
    final Map<String, Operation> priv = new TreeMap<>();
    Attribute versions;

    Functions(Operation module, Set<String> libraryNames) {
      this.module = module;
      this.libraryNames = libraryNames;
    }

    void add(String name, Operation graphModule) {
      if (versions == null) {
        versions = graphModule.attr("tf.versions");
      }
      Map<String, String> renamed = new HashMap<>();
      for (Operation f : graphModule.region(0).front().operations()) {
        String sym = symbol(f);
        if (!sym.equals(name) && !(f.attr("tf._original_func_name") instanceof StringAttr o
            && libraryNames.contains(o.value()))) {
          renamed.put(sym, name + "/" + sym);
        }
      }
      if (!renamed.isEmpty()) {
        graphModule.walk(op -> DuplicateFunctionElimination.rewriteSymbolUses(op, renamed, ctx));
        for (Operation f : graphModule.region(0).front().operations()) {
          String to = renamed.get(symbol(f));
          if (to != null) {
            f.setAttr("sym_name", StringAttr.get(ctx, to));
          }
        }
      }
      for (Operation f : new ArrayList<>(graphModule.region(0).front().operations())) {
        String sym = symbol(f);
        if (sym.equals(name)) {
          f.remove();
          f.removeAttr("sym_visibility");
          String exportedName = ((StringAttr) ((ArrayAttr) f.attr("tf_saved_model.exported_names")).elements().get(0)).value();
          exported.put(exportedName, f);
        } else if (!priv.containsKey(sym)) {
          f.remove();
          f.setAttr("sym_visibility", StringAttr.get(ctx, "private"));
          priv.put(sym, f);
        }
      }
    }

    List<Operation> sorted() {
      List<Operation> out = new ArrayList<>(exported.values());
      out.addAll(priv.values());
      return out;
    }
  }

  /**
   * A signature's function. Its arguments and results follow TensorFlow's order: by the unsigned
   * {@link Fingerprint64} of their keys (so that nobody relies on it).
   */
  private Operation importSignature(String key, SignatureDef sig, GraphDef graph, Map<String, NodeDef> nodes)
      throws TranslateException {
    List<ImportSpecs.Input> inputs = new ArrayList<>();
    List<Attribute> argAttrs = new ArrayList<>();
    for (Map.Entry<String, TensorInfo> in : byFingerprint(sig.getInputsMap())) {
      TensorInfo t = in.getValue();
      inputs.add(new ImportSpecs.Input(denseName(key, in.getKey(), t), t.getDtype(), List.of(),
          t.hasTensorShape() ? t.getTensorShape() : TensorShapeProto.newBuilder().setUnknownRank(true).build()));
      argAttrs.add(indexPath(in.getKey()));
    }
    List<String> outputs = new ArrayList<>();
    List<Attribute> resAttrs = new ArrayList<>();
    for (Map.Entry<String, TensorInfo> out : byFingerprint(sig.getOutputsMap())) {
      outputs.add(denseName(key, out.getKey(), out.getValue()));
      resAttrs.add(indexPath(out.getKey()));
    }
    Operation m = importFunction(key, inputs, outputs, List.of(), argAttrs, resAttrs, graph);
    mainOf(m, key).setAttr("tf_saved_model.exported_names", ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, key))));
    return m;
  }

  /**
   * The tensor a signature's input or output names; TensorFlow imports dense tensors only
   * ({@code GetDenseTensorNameFromTensorInfo}; encoding case 4 is a sparse tensor, 5 a composite one).
   */
  private static String denseName(String signature, String key, TensorInfo t) throws TranslateException {
    if (t.getEncodingCase() == TensorInfo.EncodingCase.NAME) {
      return t.getName();
    }
    throw new TranslateException("signature '" + signature + "', tensor '" + key
        + "': Only dense tensor is supported, but got encoding case " + t.getEncodingCase().getNumber());
  }

  private static List<Map.Entry<String, TensorInfo>> byFingerprint(Map<String, TensorInfo> map) {
    List<Map.Entry<String, TensorInfo>> entries = new ArrayList<>(map.entrySet());
    entries.sort(Map.Entry.comparingByKey(Fingerprint64.ORDER));
    return entries;
  }

  /** A function {@code name} of what {@code outputs} and {@code controlOutputs} need, fed by {@code inputs}. */
  private Operation importFunction(String name, List<ImportSpecs.Input> inputs, List<String> outputs,
      List<String> controlOutputs, List<Attribute> argAttrs, List<Attribute> resAttrs, GraphDef graph)
      throws TranslateException {
    ImportSpecs specs = new ImportSpecs(inputs, outputs, controlOutputs, true, false, false,
        false, base.useOutputShapes(), false, "", false);
    Operation m = new GraphImporter(ctx, graph, specs).importGraph();
    Operation f = mainOf(m, "main");
    f.setAttr("sym_name", StringAttr.get(ctx, name));
    if (!argAttrs.isEmpty()) {
      f.setAttr("arg_attrs", ArrayAttr.get(ctx, merge(f.attr("arg_attrs"), argAttrs)));
    }
    if (!resAttrs.isEmpty()) {
      f.setAttr("res_attrs", ArrayAttr.get(ctx, merge(f.attr("res_attrs"), resAttrs)));
    }
    return m;
  }

  private static Operation mainOf(Operation module, String name) {
    for (Operation f : module.region(0).front().operations()) {
      if (f.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return f;
      }
    }
    throw new IllegalStateException("no function " + name);
  }

  /**
   * The MetaGraphDef's init op, as TensorFlow's loader finds it: the {@code __saved_model_init_op}
   * signature's output, else the {@code saved_model_main_op} or {@code legacy_init_op} collection;
   * null when there is none.
   */
  private static String initOp(MetaGraphDef meta) {
    SignatureDef init = meta.getSignatureDefMap().get("__saved_model_init_op");
    if (init != null && init.containsOutputs("__saved_model_init_op")) {
      return nodeOf(init.getOutputsOrThrow("__saved_model_init_op").getName());
    }
    for (String key : List.of("saved_model_main_op", "legacy_init_op")) {
      CollectionDef c = meta.getCollectionDefMap().get(key);
      if (c != null && c.hasNodeList() && c.getNodeList().getValueCount() > 0) {
        return nodeOf(c.getNodeList().getValue(0));
      }
    }
    return null;
  }

  private static String nodeOf(String tensor) {
    String s = tensor.startsWith("^") ? tensor.substring(1) : tensor;
    int colon = s.lastIndexOf(':');
    return colon > 0 && s.substring(colon + 1).chars().allMatch(Character::isDigit) ? s.substring(0, colon) : s;
  }

  /** The asset files: the MetaGraphDef's asset_file_def, else its {@code saved_model_assets} collection. */
  private static List<AssetFileDef> assets(MetaGraphDef meta) throws TranslateException {
    if (meta.getAssetFileDefCount() > 0) {
      return meta.getAssetFileDefList();
    }
    List<AssetFileDef> out = new ArrayList<>();
    CollectionDef c = meta.getCollectionDefMap().get("saved_model_assets");
    if (c != null && c.hasAnyList()) {
      for (com.google.protobuf.Any a : c.getAnyList().getValueList()) {
        try {
          out.add(AssetFileDef.parseFrom(a.getValue()));
        } catch (InvalidProtocolBufferException e) {
          throw new TranslateException("saved_model_assets: not an AssetFileDef (" + e.getMessage() + ")");
        }
      }
    }
    return out;
  }

  /**
   * An initializer as TensorFlow imports it: a function of the op's name fed by the tensors of
   * {@code bindings} (each argument bound to its {@code tf_saved_model.asset}), run for its effect
   * (a control output), exported as {@code __tf_saved_model_session_initializer_<name>} with
   * {@code tf_saved_model.initializer_type} {@code type} ({@code "init_op"} or {@code "restore_op"}).
   * A tensor fed twice is one argument, bound to its first asset.
   */
  private Operation importInitializer(String op, List<Binding> bindings, String type, GraphDef graph,
      Map<String, NodeDef> nodes) throws TranslateException {
    if (!nodes.containsKey(op)) {
      String what = type.equals("init_op") ? "the init op '" : "the restore op '";
      throw new TranslateException(what + op + "' is not a node of the MetaGraphDef's graph");
    }
    List<ImportSpecs.Input> inputs = new ArrayList<>();
    List<Attribute> argAttrs = new ArrayList<>();
    Set<String> fed = new HashSet<>();
    for (Binding b : bindings) {
      String tensor = tensorName(b.tensor());
      if (!fed.add(tensor)) {
        continue;
      }
      if (!nodes.containsKey(nodeOf(tensor))) {
        throw new TranslateException("the tensor '" + b.tensor() + "' fed to '" + op
            + "' is not in the MetaGraphDef's graph");
      }
      inputs.add(new ImportSpecs.Input(tensor, DataType.DT_STRING, List.of(), TensorShapeProto.getDefaultInstance()));
      argAttrs.add(DictionaryAttr.get(ctx, List.of(
          new NamedAttribute("tf_saved_model.bound_input", SymbolRefAttr.get(ctx, b.asset())))));
    }
    Operation m = importFunction(op, inputs, List.of(), List.of(op), argAttrs, List.of(), graph);
    Operation f = mainOf(m, op);
    f.removeAttr("tf.entry_function");
    f.setAttr("tf_saved_model.exported_names", ArrayAttr.get(ctx,
        List.of(StringAttr.get(ctx, "__tf_saved_model_session_initializer_" + op))));
    f.setAttr("tf_saved_model.initializer_type", StringAttr.get(ctx, type));
    return m;
  }

  /** Each argument's (result's) own attributes with the tf_saved_model one added. */
  private List<Attribute> merge(Attribute existing, List<Attribute> added) {
    List<Attribute> out = new ArrayList<>();
    for (int i = 0; i < added.size(); i++) {
      List<NamedAttribute> entries = new ArrayList<>();
      if (existing instanceof ArrayAttr a && i < a.size() && a.elements().get(i) instanceof DictionaryAttr d) {
        entries.addAll(d.entries());
      }
      entries.addAll(((DictionaryAttr) added.get(i)).entries());
      entries.sort((x, y) -> x.name().compareTo(y.name()));
      out.add(DictionaryAttr.get(ctx, entries));
    }
    return out;
  }

  private DictionaryAttr indexPath(String key) {
    return DictionaryAttr.get(ctx, List.of(new NamedAttribute("tf_saved_model.index_path",
        ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, key))))));
  }

  /** {@code "x:0"} is output 0 of node x: the importer's {@code x}; {@code "x:1"} stays. */
  private static String tensorName(String name) {
    return name.endsWith(":0") ? name.substring(0, name.length() - 2) : name;
  }

  /**
   * A lifted variable's value: the checkpoint's tensor of that name, whose element type must be the
   * one the graph declares.
   */
  private Attribute variableValue(String var, Type declared, TensorBundle bundle) throws TranslateException {
    Path index = dir.resolve("variables").resolve("variables.index");
    if (bundle == null) {
      throw new TranslateException("variable '" + var + "' has no value: the SavedModel has no " + index);
    }
    TensorProto value = bundle.tensor(var);
    if (value == null) {
      throw new TranslateException("variable '" + var + "' is not in the checkpoint " + index);
    }
    BundleEntryProto entry = bundle.entries().get(var);
    Type element = DataTypes.elementType(ctx, entry.getDtype());
    if (declared instanceof org.jmlir.ir.type.TensorType t && !t.elementType().equals(element)) {
      throw new TranslateException("variable '" + var + "': the checkpoint holds " + entry.getDtype().name()
          + ", the graph declares " + t.elementType());
    }
    return TensorConverter.convert(ctx, value, false);
  }
}

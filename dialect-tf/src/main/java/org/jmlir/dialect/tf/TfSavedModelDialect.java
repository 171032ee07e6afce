package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.verify.TypeChecks;

/**
 * TensorFlow's {@code tf_saved_model} dialect: the module-level ops {@code global_tensor} (a
 * variable or constant), {@code session_initializer} and {@code asset}, and the verifier of its
 * attributes (tf_saved_model.cc): {@code semantics} on the module (exported names unique, exported
 * functions public and the others private, at most one session initializer, exported functions not
 * referenced from inside the module), {@code exported_names}, {@code initializer_type}, and the
 * {@code index_path} / {@code bound_input} argument and result attributes. It stays open: other
 * {@code tf_saved_model} ops verify and print in the generic form.
 */
public final class TfSavedModelDialect extends Dialect {
  public static final String NAMESPACE = "tf_saved_model";

  public static final String SEMANTICS = "tf_saved_model.semantics";
  public static final String EXPORTED_NAMES = "tf_saved_model.exported_names";
  public static final String INDEX_PATH = "tf_saved_model.index_path";
  public static final String BOUND_INPUT = "tf_saved_model.bound_input";
  public static final String INITIALIZER_TYPE = "tf_saved_model.initializer_type";
  public static final String UNDER_CONSTRUCTION = "tf_saved_model.under_construction";
  public static final String RESOURCE_NAME = "tf.resource_name";

  public static final String GLOBAL_TENSOR = "tf_saved_model.global_tensor";
  public static final String SESSION_INITIALIZER = "tf_saved_model.session_initializer";
  public static final String ASSET = "tf_saved_model.asset";

  /** An op of the dialect. */
  public static final class SavedModelOp extends Operation {
    SavedModelOp() {}
  }

  private static final AttrConstraint STRING = AttrConstraint.STRING;
  private static final AttrConstraint ELEMENTS =
      AttrConstraint.of("constant vector/tensor attribute", a -> a instanceof ElementsAttr);
  private static final AttrConstraint TYPE = AttrConstraint.of("any type attribute", a -> a instanceof TypeAttr);
  private static final AttrConstraint SYMBOL_REF_ARRAY =
      AttrConstraint.of(
          "symbol ref array attribute",
          a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(e -> e instanceof SymbolRefAttr));

  public static final OpDef GLOBAL_TENSOR_DEF =
      OpSpec.define(GLOBAL_TENSOR, SavedModelOp::new)
          .attr("sym_name", STRING)
          .optionalAttr("value", ELEMENTS)
          .attr("type", TYPE)
          .optionalAttr("is_mutable", AttrConstraint.UNIT)
          .verifier(TfSavedModelDialect::verifyGlobalTensor)
          .build();

  public static final OpDef SESSION_INITIALIZER_DEF =
      OpSpec.define(SESSION_INITIALIZER, SavedModelOp::new)
          .attr("initializers", SYMBOL_REF_ARRAY)
          .verifier(TfSavedModelDialect::verifySessionInitializer)
          .build();

  public static final OpDef ASSET_DEF =
      OpSpec.define(ASSET, SavedModelOp::new)
          .attr("sym_name", STRING)
          .attr("filename", STRING)
          .traits(Trait.SYMBOL)
          .build();

  public TfSavedModelDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(GLOBAL_TENSOR_DEF, SESSION_INITIALIZER_DEF, ASSET_DEF);
  }

  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }

  // ---- op verifiers ------------------------------------------------------------------------------

  private static boolean verifyGlobalTensor(Operation op) {
    Type type = op.attr("type") instanceof TypeAttr t ? t.value() : null;
    if (op.attr("value") instanceof TypedAttr value) {
      if (!(type instanceof TensorType) || !(value.type() instanceof TensorType)
          || !TypeChecks.compatibleShape(type, value.type())) {
        return op.emitError("'type' and 'value' attributes should have compatible tensor types").report();
      }
    }
    if (op.attr("is_mutable") == null && !(type instanceof ShapedType s && s.hasStaticShape())) {
      return op.emitError("'type' attribute for immutable 'tf_saved_model.global_tensor' should have a static shape")
          .report();
    }
    return true;
  }

  private static boolean verifySessionInitializer(Operation op) {
    Operation module = enclosingModule(op);
    if (!(op.attr("initializers") instanceof ArrayAttr inits)) {
      return true;
    }
    for (Attribute a : inits.elements()) {
      Operation init = module == null ? null : lookupFunc(module, ((SymbolRefAttr) a).root());
      if (init == null) {
        return op.emitOpError("the initializer function does not exist").report();
      }
      if (!functionType(init).results().isEmpty()) {
        return op.emitOpError("the initializer function should have no output").report();
      }
      List<String> names = exportedNames(init);
      if (names.isEmpty()) {
        return op.emitOpError("the initializer function should be exported").report();
      }
      if (names.size() != 1) {
        return op.emitOpError("the initializer function should have only one exported names").report();
      }
    }
    return true;
  }

  // ---- attribute verifiers -----------------------------------------------------------------------

  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    switch (attr.name()) {
      case EXPORTED_NAMES -> {
        if (!isFunc(op) && !op.name().equals(GLOBAL_TENSOR)) {
          return op.emitError("'" + EXPORTED_NAMES + "' must be on a 'func' or 'tf_saved_model.global_tensor' op")
              .report();
        }
        if (!(attr.value() instanceof ArrayAttr arr) || !arr.elements().stream().allMatch(e -> e instanceof StringAttr)) {
          return op.emitError("'" + EXPORTED_NAMES + "' must be an array of strings").report();
        }
        Operation parent = op.parentOp();
        if (parent == null || parent.attr(SEMANTICS) == null) {
          return op.emitError(
                  "'" + EXPORTED_NAMES + "' must be on an op whose immediate parent has attribute '" + SEMANTICS + "'")
              .report();
        }
        return !isFunc(op) || verifyExportedFunc(op);
      }
      case SEMANTICS -> {
        if (!op.name().equals("builtin.module")) {
          return op.emitError("'" + SEMANTICS + "' must be on a module op").report();
        }
        return verifySavedModelModule(op);
      }
      case UNDER_CONSTRUCTION -> {
        return true;
      }
      case INITIALIZER_TYPE -> {
        return verifyInitializerType(op, attr.value());
      }
      default -> {
        return op.emitError("unknown tf_saved_model dialect attribute '" + attr.name() + "'").report();
      }
    }
  }

  @Override
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex, NamedAttribute attr) {
    if (attr.name().equals(BOUND_INPUT)) {
      if (!(attr.value() instanceof SymbolRefAttr ref) || !ref.isFlat()) {
        return op.emitError("'" + BOUND_INPUT + "' attribute should be a FlatSymbolRefAttr").report();
      }
      Operation module = enclosingModule(op);
      Operation symbol = module == null ? null : SymbolTable.lookupSymbolIn(module, ref.root());
      if (symbol == null) {
        return op.emitError(
                "'" + BOUND_INPUT + "' attribute must reference a valid symbol, got invalid symbol '" + ref.root() + "'")
            .report();
      }
      Type expected = boundInputType(symbol);
      if (expected == null) {
        return false;
      }
      List<Type> inputs = functionType(op).inputs();
      Type argType = argIndex < inputs.size() ? inputs.get(argIndex) : null;
      if (!expected.equals(argType)) {
        return op.emitError("bound input with type '" + AttrTypeText.type(argType) + "' expected to have type '"
                + AttrTypeText.type(expected) + "'").report();
      }
      return true;
    }
    if (attr.name().equals(INDEX_PATH)) {
      return verifyIndexPath(op, attr.value());
    }
    return op.emitError("unknown tf_saved_model dialect arg attribute '" + attr.name() + "'").report();
  }

  @Override
  public boolean verifyRegionResultAttribute(Operation op, int regionIndex, int resultIndex, NamedAttribute attr) {
    if (attr.name().equals(INDEX_PATH)) {
      return verifyIndexPath(op, attr.value());
    }
    return op.emitError("unknown tf_saved_model dialect result attribute '" + attr.name() + "'").report();
  }

  private static boolean verifyIndexPath(Operation op, Attribute value) {
    if (!(value instanceof ArrayAttr arr)) {
      return op.emitError("'" + INDEX_PATH + "' attribute should be an ArrayAttr").report();
    }
    for (Attribute e : arr.elements()) {
      boolean ok = e instanceof StringAttr
          || e instanceof IntegerAttr i
              && (i.type() instanceof IndexType || i.type() instanceof IntegerType t && t.width() == 64);
      if (!ok) {
        return op.emitError("'" + INDEX_PATH + "' elements should be strings or 64-bit integers").report();
      }
    }
    return true;
  }

  /** The type a function argument bound to {@code symbol} must have; null (reported) for other symbols. */
  private static Type boundInputType(Operation symbol) {
    if (symbol.name().equals(GLOBAL_TENSOR) && symbol.attr("type") instanceof TypeAttr t) {
      return RankedTensorType.get(symbol.context(), new long[0], TfTypes.resource(symbol.context(), List.of(t.value())));
    }
    if (symbol.name().equals(ASSET)) {
      return RankedTensorType.get(symbol.context(), new long[0], TfTypes.string(symbol.context()));
    }
    symbol.emitError("unknown symbol operation").report();
    return null;
  }

  private static boolean verifyInitializerType(Operation op, Attribute value) {
    if (!isFunc(op)) {
      return op.emitError("Attribute " + INITIALIZER_TYPE + " should be on a func::FuncOp.").report();
    }
    if (!(value instanceof StringAttr s)) {
      return op.emitError("Attribute " + INITIALIZER_TYPE + " should be a StringAttr.").report();
    }
    if (!s.value().equals("restore_op") && !s.value().equals("init_op")) {
      return op.emitError(INITIALIZER_TYPE + " should be one of 'restore_op' or 'init_op'. Got: " + s.value()).report();
    }
    return true;
  }

  /** The checks of an exported function's arguments and results. */
  private static boolean verifyExportedFunc(Operation func) {
    Operation module = enclosingModule(func);
    boolean underConstruction = module != null && module.attr(UNDER_CONSTRUCTION) != null;
    int numArgs = functionType(func).inputs().size();
    boolean reachedBoundInputs = false;
    for (int i = 0; i < numArgs; i++) {
      if (argAttr(func, "arg_attrs", i, BOUND_INPUT) != null) {
        reachedBoundInputs = true;
        continue;
      }
      if (argAttr(func, "arg_attrs", i, INDEX_PATH) != null) {
        if (reachedBoundInputs) {
          return func.emitError(
                  "all '" + INDEX_PATH + "' arg attributes should precede all '" + BOUND_INPUT + "' arg attributes")
              .report();
        }
        continue;
      }
      if (argAttr(func, "arg_attrs", i, RESOURCE_NAME) != null) {
        if (underConstruction) {
          continue;
        }
        return func.emitError("'" + RESOURCE_NAME + "' attribute is not allowed unless it is being under construction")
            .report();
      }
      return func.emitError(
              "all arguments should have '" + INDEX_PATH + "', '" + BOUND_INPUT + "' or '" + RESOURCE_NAME + "' attributes")
          .report();
    }
    Set<String> bound = new HashSet<>();
    for (int i = 0; i < numArgs; i++) {
      if (argAttr(func, "arg_attrs", i, BOUND_INPUT) instanceof SymbolRefAttr ref && ref.isFlat()
          && !bound.add(ref.root()) && !underConstruction) {
        return func.emitError("duplicate '" + BOUND_INPUT + "' binding").report();
      }
    }
    int numResults = functionType(func).results().size();
    for (int i = 0; i < numResults; i++) {
      if (argAttr(func, "res_attrs", i, INDEX_PATH) == null) {
        return func.emitError("all results should have '" + INDEX_PATH + "' attributes").report();
      }
    }
    return true;
  }

  /** The module-wide checks of {@code tf_saved_model.semantics}. */
  private boolean verifySavedModelModule(Operation module) {
    Block body = module.numRegions() == 1 && !module.region(0).isEmpty() ? module.region(0).front() : null;
    if (body == null) {
      return true;
    }
    Map<String, Operation> exportedBy = new HashMap<>();
    for (Operation op : body) {
      Attribute names = op.attr(EXPORTED_NAMES);
      if (names == null) {
        continue;
      }
      if (!verifyOperationAttribute(op, new NamedAttribute(EXPORTED_NAMES, names))) {
        return false;
      }
      for (Attribute n : ((ArrayAttr) names).elements()) {
        String name = ((StringAttr) n).value();
        Operation first = exportedBy.putIfAbsent(name, op);
        if (first != null) {
          return op.emitError("duplicate exported name '" + name + "'")
              .attachNote(first.location(), "previously seen here")
              .report();
        }
      }
    }
    for (Operation op : body) {
      if (!isFunc(op)) {
        continue;
      }
      boolean exported = isExported(op);
      boolean isPublic = SymbolTable.visibility(op) == SymbolTable.Visibility.PUBLIC;
      if (exported && !isPublic) {
        return op.emitError("exported function @" + SymbolTable.symbolName(op) + " should be public").report();
      }
      if (!exported && isPublic) {
        return op.emitError("non-exported function @" + SymbolTable.symbolName(op) + " should be private").report();
      }
      if (!exported && hasSavedModelArgAttr(op)) {
        return op.emitError("can only apply 'tf_saved_model' argument attributes to exported functions").report();
      }
    }
    List<Operation> initializers = new ArrayList<>();
    for (Operation op : body) {
      if (op.name().equals(SESSION_INITIALIZER)) {
        initializers.add(op);
      }
    }
    Set<String> initNames = new HashSet<>();
    if (!initializers.isEmpty()) {
      if (initializers.size() > 1) {
        return initializers.get(1).emitError("there must be no more than one session_initializer op").report();
      }
      Set<String> seenTypes = new HashSet<>();
      if (initializers.get(0).attr("initializers") instanceof ArrayAttr inits) {
        for (Attribute a : inits.elements()) {
          if (!(a instanceof SymbolRefAttr ref)) {
            continue;
          }
          initNames.add(ref.root());
          Operation init = lookupFunc(module, ref.root());
          if (init != null && init.attr(INITIALIZER_TYPE) instanceof StringAttr type && !seenTypes.add(type.value())) {
            return init.emitError(
                    "Attribute " + INITIALIZER_TYPE + " should not have duplicate values. Found duplicate: \"" + type.value() + "\"")
                .report();
          }
        }
      }
    }
    // Every symbol use in the module: none may name an exported function, except the session
    // initializer naming its initializers. Uses below an op of an unknown dialect with one region
    // (it may be a symbol table of its own) cannot be analyzed.
    List<Region> work = new ArrayList<>(module.regions());
    while (!work.isEmpty()) {
      Region r = work.remove(work.size() - 1);
      for (Block b : r.blocks()) {
        for (Operation op : b) {
          if (op.numRegions() == 1 && !op.isRegistered() && op.context().getLoadedDialect(dialectOf(op)) == null) {
            return module.emitError("modules with '" + SEMANTICS + "' must have analyzable symbol uses").report();
          }
          List<SymbolRefAttr> uses = new ArrayList<>();
          SymbolTable.forEachSymbolUse(op, uses::add);
          for (SymbolRefAttr use : uses) {
            Operation target = SymbolTable.lookupNearestSymbolFrom(op, use);
            if (target == null || !isFunc(target) || !isExported(target)) {
              continue;
            }
            if (op.name().equals(SESSION_INITIALIZER) && initNames.contains(SymbolTable.symbolName(target))) {
              continue;
            }
            return op.emitError("exported function cannot be internally referenced")
                .attachNote(target.location(), "references this exported function")
                .report();
          }
          if (!op.hasTrait(Trait.SYMBOL_TABLE)) {
            work.addAll(op.regions());
          }
        }
      }
    }
    return true;
  }

  // ---- helpers -----------------------------------------------------------------------------------

  private static String dialectOf(Operation op) {
    int dot = op.name().indexOf('.');
    return dot < 0 ? "" : op.name().substring(0, dot);
  }

  private static boolean isFunc(Operation op) {
    return op.name().equals("func.func");
  }

  private static Operation enclosingModule(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.name().equals("builtin.module")) {
        return p;
      }
    }
    return null;
  }

  private static Operation lookupFunc(Operation module, String name) {
    Operation op = SymbolTable.lookupSymbolIn(module, name);
    return op != null && isFunc(op) ? op : null;
  }

  private static FunctionType functionType(Operation func) {
    return func.attr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f
        ? f
        : FunctionType.get(func.context(), List.of(), List.of());
  }

  private static List<String> exportedNames(Operation op) {
    List<String> names = new ArrayList<>();
    if (op.attr(EXPORTED_NAMES) instanceof ArrayAttr arr) {
      for (Attribute a : arr.elements()) {
        if (a instanceof StringAttr s) {
          names.add(s.value());
        }
      }
    }
    return names;
  }

  private static boolean isExported(Operation op) {
    return op.attr(EXPORTED_NAMES) instanceof ArrayAttr arr && arr.size() > 0;
  }

  /** Entry {@code name} of the dictionary at {@code index} of a function's {@code arg_attrs} or {@code res_attrs}. */
  private static Attribute argAttr(Operation func, String which, int index, String name) {
    if (func.attr(which) instanceof ArrayAttr arr && index < arr.size() && arr.get(index) instanceof DictionaryAttr d) {
      return d.get(name);
    }
    return null;
  }

  private static boolean hasSavedModelArgAttr(Operation func) {
    FunctionType type = functionType(func);
    for (int i = 0; i < type.inputs().size(); i++) {
      if (argAttr(func, "arg_attrs", i, INDEX_PATH) != null || argAttr(func, "arg_attrs", i, BOUND_INPUT) != null) {
        return true;
      }
    }
    for (int i = 0; i < type.results().size(); i++) {
      if (argAttr(func, "res_attrs", i, INDEX_PATH) != null || argAttr(func, "res_attrs", i, BOUND_INPUT) != null) {
        return true;
      }
    }
    return false;
  }
}

package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfOpRegistry;
import org.jmlir.dialect.tf.TfSavedModelDialect;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's SavedModel passes over bound inputs ({@code tf_saved_model.bound_input} arguments):
 *
 * <ul>
 *   <li>{@code tf-saved-model-dedup-bound-input-binding-pass}: an argument bound to a symbol an
 *       earlier argument of the same function is already bound to is replaced by that argument and
 *       erased.
 *   <li>{@code tf-saved-model-asset-sinking}: the asset arguments of the session initializer's
 *       functions become {@code tf.Const} scalar strings holding the asset's path below
 *       {@code saved-model-dir}; the {@code tf_saved_model.asset} ops are then removed.
 *   <li>{@code tf-saved-model-freeze-assets}: an asset argument whose every use is a
 *       {@code tf.InitializeTableFromTextFileV2} gets a {@code tf.Const} (a one-element string
 *       tensor of the asset's file name) in its place and is erased; assets no function binds any
 *       more are removed.
 * </ul>
 */
public final class SavedModelBoundInputPasses extends Pass {
  public enum Kind {
    DEDUP,
    ASSET_SINKING,
    FREEZE_ASSETS
  }

  public static final PassRegistry.Option[] ASSET_SINKING_OPTIONS = {
    new PassRegistry.Option("saved-model-dir", "<string>", "Directory of the saved model")
  };

  private final Kind kind;
  private final String savedModelDir;

  private SavedModelBoundInputPasses(PassOptions o, Kind kind) {
    super(o);
    this.kind = kind;
    this.savedModelDir = o.get("saved-model-dir", "");
  }

  public static SavedModelBoundInputPasses dedup(PassOptions o) {
    return new SavedModelBoundInputPasses(o, Kind.DEDUP);
  }

  public static SavedModelBoundInputPasses assetSinking(PassOptions o) {
    return new SavedModelBoundInputPasses(o, Kind.ASSET_SINKING);
  }

  public static SavedModelBoundInputPasses freezeAssets(PassOptions o) {
    return new SavedModelBoundInputPasses(o, Kind.FREEZE_ASSETS);
  }

  @Override
  public String argument() {
    return switch (kind) {
      case DEDUP -> "tf-saved-model-dedup-bound-input-binding-pass";
      case ASSET_SINKING -> "tf-saved-model-asset-sinking";
      case FREEZE_ASSETS -> "tf-saved-model-freeze-assets";
    };
  }

  @Override
  public String summary() {
    return switch (kind) {
      case DEDUP -> "Remove duplicate 'tf_saved_model.bound_input' bindings.";
      case ASSET_SINKING -> "Replace arguments of session initializer functions with constants holding asset file paths.";
      case FREEZE_ASSETS -> "Freeze assets in a SavedModel";
    };
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    switch (kind) {
      case DEDUP -> {
        for (Operation f : funcs(module)) {
          dedup(f);
        }
      }
      case ASSET_SINKING -> sinkAssets(module);
      case FREEZE_ASSETS -> {
        if (module.attr(TfSavedModelDialect.SEMANTICS) != null) {
          freezeAssets(module);
        }
      }
    }
  }

  private static void dedup(Operation f) {
    if (f.region(0).isEmpty()) {
      return;
    }
    Block entry = f.region(0).front();
    Map<String, Integer> first = new HashMap<>();
    BitSet erase = new BitSet();
    for (int i = 0; i < entry.numArguments(); i++) {
      if (!(boundInput(f, i) instanceof SymbolRefAttr ref)) {
        continue;
      }
      Integer earlier = first.putIfAbsent(ref.root(), i);
      if (earlier != null) {
        entry.argument(i).replaceAllUsesWith(entry.argument(earlier));
        erase.set(i);
      }
    }
    eraseArguments(f, erase);
  }

  private void sinkAssets(Operation module) {
    MLIRContext ctx = module.context();
    for (Operation f : initializerFunctions(module)) {
      if (f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      BitSet erase = new BitSet();
      List<Operation> consts = new ArrayList<>();
      for (int i = 0; i < entry.numArguments(); i++) {
        Operation asset = boundSymbol(module, f, i);
        if (asset == null || !asset.name().equals(TfSavedModelDialect.ASSET)) {
          continue;
        }
        String path = joinPath(savedModelDir, str(asset.attr("filename")));
        Operation c = stringConst(ctx, asset.location(), new long[0], path);
        consts.add(c);
        entry.argument(i).replaceAllUsesWith(c.result(0));
        erase.set(i);
      }
      for (int i = consts.size() - 1; i >= 0; i--) {
        entry.prepend(consts.get(i));
      }
      eraseArguments(f, erase);
    }
    for (Operation op : new ArrayList<>(module.region(0).front().operations())) {
      if (op.name().equals(TfSavedModelDialect.ASSET)) {
        op.erase();
      }
    }
  }

  private static void freezeAssets(Operation module) {
    MLIRContext ctx = module.context();
    for (Operation f : funcs(module)) {
      if (f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      BitSet erase = new BitSet();
      List<Operation> consts = new ArrayList<>();
      for (int i = 0; i < entry.numArguments(); i++) {
        Operation asset = boundSymbol(module, f, i);
        if (asset == null || !asset.name().equals(TfSavedModelDialect.ASSET)) {
          continue;
        }
        Value arg = entry.argument(i);
        boolean deletable = true;
        for (OpOperand use : new ArrayList<>(arg.uses())) {
          if (!use.owner().name().equals("tf.InitializeTableFromTextFileV2")) {
            deletable = false;
            continue;
          }
          Operation c = stringConst(ctx, asset.location(), new long[] {1}, str(asset.attr("filename")));
          consts.add(c);
          use.set(c.result(0));
        }
        if (deletable) {
          erase.set(i);
        }
      }
      for (Operation c : consts) {
        entry.prepend(c);
      }
      eraseArguments(f, erase);
    }
    // Assets no argument is bound to any more go.
    java.util.Set<String> used = new java.util.HashSet<>();
    for (Operation f : funcs(module)) {
      int n = functionType(f).inputs().size();
      for (int i = 0; i < n; i++) {
        if (boundInput(f, i) instanceof SymbolRefAttr ref) {
          used.add(ref.root());
        }
      }
    }
    for (Operation op : new ArrayList<>(module.region(0).front().operations())) {
      if (op.name().equals(TfSavedModelDialect.ASSET) && !used.contains(SymbolTable.symbolName(op))) {
        op.erase();
      }
    }
  }

  // ---- helpers -----------------------------------------------------------------------------------

  static List<Operation> funcs(Operation module) {
    List<Operation> out = new ArrayList<>();
    for (Operation op : module.region(0).front()) {
      if (op.name().equals("func.func")) {
        out.add(op);
      }
    }
    return out;
  }

  /** The functions the module's session initializer names, in its order. */
  static List<Operation> initializerFunctions(Operation module) {
    List<Operation> out = new ArrayList<>();
    for (Operation op : module.region(0).front()) {
      if (op.name().equals(TfSavedModelDialect.SESSION_INITIALIZER) && op.attr("initializers") instanceof ArrayAttr a) {
        for (Attribute e : a.elements()) {
          if (e instanceof SymbolRefAttr ref
              && SymbolTable.lookupSymbolIn(module, ref.root()) instanceof Operation f
              && f.name().equals("func.func")) {
            out.add(f);
          }
        }
        break;
      }
    }
    return out;
  }

  static Attribute boundInput(Operation f, int i) {
    if (f.attr("arg_attrs") instanceof ArrayAttr a && i < a.size() && a.get(i) instanceof DictionaryAttr d) {
      return d.get(TfSavedModelDialect.BOUND_INPUT);
    }
    return null;
  }

  /** The op argument {@code i} of {@code f} is bound to, or null. */
  static Operation boundSymbol(Operation module, Operation f, int i) {
    return boundInput(f, i) instanceof SymbolRefAttr ref ? SymbolTable.lookupSymbolIn(module, ref.root()) : null;
  }

  static FunctionType functionType(Operation f) {
    return (FunctionType) ((TypeAttr) f.attr("function_type")).value();
  }

  /**
   * Erases the arguments of {@code f} set in {@code erase} (which have no uses left): from its entry
   * block, its type and its {@code arg_attrs}, which go when every remaining dictionary is empty.
   */
  static void eraseArguments(Operation f, BitSet erase) {
    if (erase.isEmpty()) {
      return;
    }
    MLIRContext ctx = f.context();
    FunctionType type = functionType(f);
    List<Type> inputs = new ArrayList<>();
    for (int i = 0; i < type.inputs().size(); i++) {
      if (!erase.get(i)) {
        inputs.add(type.inputs().get(i));
      }
    }
    if (!f.region(0).isEmpty()) {
      Block entry = f.region(0).front();
      for (int i = entry.numArguments() - 1; i >= 0; i--) {
        if (erase.get(i)) {
          entry.eraseArgument(i);
        }
      }
    }
    f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, type.results())));
    if (f.attr("arg_attrs") instanceof ArrayAttr a) {
      List<Attribute> kept = new ArrayList<>();
      boolean any = false;
      for (int i = 0; i < a.size(); i++) {
        if (!erase.get(i)) {
          kept.add(a.get(i));
          any |= a.get(i) instanceof DictionaryAttr d && !d.isEmpty();
        }
      }
      f.setAttr("arg_attrs", any ? ArrayAttr.get(ctx, kept) : null);
    }
  }

  static Operation stringConst(MLIRContext ctx, Location loc, long[] shape, String value) {
    RankedTensorType type = RankedTensorType.get(ctx, shape, TfTypes.string(ctx));
    OperationState st = new OperationState(ctx, TfOpRegistry.info("tf.Const").def(), loc);
    st.addAttribute("value", DenseStringElementsAttr.get(ctx, type, List.of(value)));
    st.addType(type);
    return Operation.create(st);
  }

  private static String str(Attribute a) {
    return a instanceof org.jmlir.ir.attr.StringAttr s ? s.value() : "";
  }

  /** tensorflow::io::JoinPath of two parts. */
  private static String joinPath(String dir, String file) {
    if (dir.isEmpty()) {
      return file;
    }
    if (file.isEmpty()) {
      return dir;
    }
    String a = dir.endsWith("/") ? dir.substring(0, dir.length() - 1) : dir;
    String b = file.startsWith("/") ? file.substring(1) : file;
    return a + "/" + b;
  }
}

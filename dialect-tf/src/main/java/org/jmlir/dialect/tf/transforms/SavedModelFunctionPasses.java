package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.dialect.func.ReturnOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * Two of TensorFlow's SavedModel module passes.
 *
 * <p>{@code tf-saved-model-convert-session-initializer-to-function}: the module's
 * {@code tf_saved_model.session_initializer} becomes a function {@code @session_initializer}
 * (exported under that name) calling each initializer function, which turns private and unexported.
 *
 * <p>{@code tf-saved-model-add-functions-for-exported-names}: a public function exported under
 * names is renamed {@code <name>_internal}, made private without its {@code tf_saved_model.*}
 * attributes, and each exported name gets a public trampoline function at the module's start that
 * calls it.
 */
public final class SavedModelFunctionPasses extends Pass {
  private static final String EXPORTED = "tf_saved_model.exported_names";

  private final boolean sessionInitializer;

  private SavedModelFunctionPasses(PassOptions o, boolean sessionInitializer) {
    super(o);
    this.sessionInitializer = sessionInitializer;
  }

  public static SavedModelFunctionPasses sessionInitializerToFunction(PassOptions o) {
    return new SavedModelFunctionPasses(o, true);
  }

  public static SavedModelFunctionPasses addFunctionsForExportedNames(PassOptions o) {
    return new SavedModelFunctionPasses(o, false);
  }

  @Override
  public String argument() {
    return sessionInitializer
        ? "tf-saved-model-convert-session-initializer-to-function"
        : "tf-saved-model-add-functions-for-exported-names";
  }

  @Override
  public String summary() {
    return sessionInitializer
        ? "Converts the session initializer to a function."
        : "Add functions to represent exported names";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    if (sessionInitializer) {
      convertSessionInitializer(module, pc);
    } else {
      addTrampolines(module);
    }
  }

  private static List<String> exportedNames(Operation f) {
    List<String> out = new ArrayList<>();
    if (f.attr(EXPORTED) instanceof ArrayAttr a) {
      for (Attribute e : a.elements()) {
        if (e instanceof StringAttr s) {
          out.add(s.value());
        }
      }
    }
    return out;
  }

  private static StringAttr str(MLIRContext ctx, String s) {
    return StringAttr.get(ctx, s);
  }

  private static FunctionType typeOf(Operation func) {
    return (FunctionType) ((TypeAttr) func.attr("function_type")).value();
  }

  private static Operation call(MLIRContext ctx, Location loc, String callee, FunctionType type, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, CallOp.DEF, loc);
    s.addOperands(args).addTypes(type.results());
    s.addAttribute("callee", SymbolRefAttr.get(ctx, callee));
    return Operation.create(s);
  }

  private static Operation ret(MLIRContext ctx, Location loc, List<? extends Value> values) {
    return Operation.create(new OperationState(ctx, ReturnOp.DEF, loc).addOperands(values));
  }

  // ---- session initializer ----------------------------------------------------------------------

  private static void convertSessionInitializer(Operation module, PassContext pc) {
    MLIRContext ctx = module.context();
    Block body = module.region(0).front();
    Operation init = null;
    for (Operation op : body) {
      if (op.name().equals("tf_saved_model.session_initializer")) {
        init = op;
        break;
      }
    }
    if (init == null) {
      return;
    }
    if (SymbolTable.lookupSymbolIn(module, "session_initializer") != null) {
      module.emitError("Already a session initializer function called session_initializer").report();
      pc.signalFailure();
      return;
    }
    OperationState st = new OperationState(ctx, FuncOp.DEF, module.location());
    st.addAttribute(SymbolTable.SYMBOL_ATTR, str(ctx, "session_initializer"));
    st.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, List.of(), List.of())));
    st.addAttribute(EXPORTED, ArrayAttr.get(ctx, List.of(str(ctx, "session_initializer"))));
    Block entry = new Block();
    st.addRegion().addBlock(entry);
    Operation func = Operation.create(st);
    body.insertBefore(init, func);
    if (init.attr("initializers") instanceof ArrayAttr refs) {
      for (Attribute r : refs.elements()) {
        if (!(r instanceof SymbolRefAttr ref)) {
          continue;
        }
        Operation f = SymbolTable.lookupSymbolIn(module, ref.root());
        if (f == null || !f.name().equals("func.func")) {
          continue;
        }
        FunctionType type = typeOf(f);
        if (!type.inputs().isEmpty()) {
          init.emitWarning("encountered session initializers with arguments").report();
          continue;
        }
        f.setAttr(SymbolTable.VISIBILITY_ATTR, str(ctx, "private"));
        f.removeAttr(EXPORTED);
        entry.append(call(ctx, init.location(), ref.root(), type, List.of()));
      }
    }
    entry.append(ret(ctx, init.location(), List.of()));
    init.erase();
  }

  // ---- trampolines for exported names --------------------------------------------------------------

  private static void addTrampolines(Operation module) {
    MLIRContext ctx = module.context();
    Block body = module.region(0).front();
    List<Operation> funcs = new ArrayList<>();
    for (Operation op : body) {
      if (op.name().equals("func.func")) {
        funcs.add(op);
      }
    }
    for (Operation f : funcs) {
      List<String> names = exportedNames(f);
      if (names.isEmpty() || SymbolTable.visibility(f) != SymbolTable.Visibility.PUBLIC) {
        continue;
      }
      String own = SymbolTable.symbolName(f);
      if (names.size() == 1 && names.get(0).equals(own)) {
        return;
      }
      f.removeAttr(EXPORTED);
      String internal = own + "_internal";
      f.setAttr(SymbolTable.SYMBOL_ATTR, str(ctx, internal));
      FunctionType type = typeOf(f);
      for (int i = names.size() - 1; i >= 0; i--) {
        String name = names.get(i);
        Operation tramp = f.cloneWithoutRegions(new org.jmlir.ir.IRMapping());
        tramp.setAttr(SymbolTable.SYMBOL_ATTR, str(ctx, name));
        tramp.setAttr(EXPORTED, ArrayAttr.get(ctx, List.of(str(ctx, name))));
        Block entry = new Block();
        tramp.region(0).addBlock(entry);
        for (Type t : type.inputs()) {
          entry.addArgument(t, f.location());
        }
        Operation c = call(ctx, f.location(), internal, type, entry.arguments());
        entry.append(c);
        entry.append(ret(ctx, f.location(), c.results()));
        body.prepend(tramp);
      }
      unexport(f);
    }
  }

  private static void unexport(Operation f) {
    MLIRContext ctx = f.context();
    f.setAttr(SymbolTable.VISIBILITY_ATTR, str(ctx, "private"));
    f.removeAttr(EXPORTED);
    StripAttributes.stripArray(f, "arg_attrs", a -> a.name().startsWith("tf_saved_model."));
    StripAttributes.stripArray(f, "res_attrs", a -> a.name().startsWith("tf_saved_model."));
  }
}

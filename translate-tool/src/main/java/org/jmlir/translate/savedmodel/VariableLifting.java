package org.jmlir.translate.savedmodel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.dialect.tfexecutor.transforms.ExecutorGraphPruning;
import org.jmlir.dialect.tfexecutor.transforms.ExecutorToFunctional;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;

/**
 * What {@code --savedmodel-signaturedefs-to-mlir} does after the lite import, as TensorFlow's
 * {@code SavedModelSignatureDefImporter::LiftVariables} does it, step by step:
 * <ol>
 *   <li>every function's graph is pruned to what its fetch needs and lifted out of
 *       {@code tf_executor} (plain ops in the function body; a graph with any op other than islands,
 *       v1 control flow, is an error);
 *   <li>the session initializer functions lose their {@code VarHandleOp}s and everything that uses
 *       them or only feeds them (the variables' values come from the checkpoint instead);
 *   <li>read-only ref variables ({@code VariableV2} read through {@code Identity}) become resource
 *       variables: a {@code VarHandleOp} named by {@code shared_name} (else the {@code _class}
 *       {@code loc:@name}), each {@code Identity} a {@code ReadVariableOp};
 *   <li>each function's {@code VarHandleOp}s, in body order, become arguments appended after the
 *       others (one per shared name);
 *   <li>those arguments are bound ({@code tf_saved_model.bound_input}) to module-level mutable
 *       {@code global_tensor}s holding the checkpoint's values, created at the top of the module in
 *       the order of TensorFlow's {@code SmallSet<StringRef, 4>} of names: first-seen order (functions
 *       in module order, arguments in order) while there are at most four, byte order beyond; a bound
 *       argument whose resource subtype is not the global tensor's type takes that type.
 * </ol>
 * One extension: TensorFlow refuses a ref variable with a user other than {@code Identity}; we
 * also accept users that read it as a plain value (no ref input in their OpDef, e.g. the
 * {@code Mul} TensorFlow-java builds on a variable), each fed through its own
 * {@code ReadVariableOp}. A user that takes a ref (an {@code Assign}) is refused as TensorFlow
 * refuses it.
 */
final class VariableLifting {
  private final MLIRContext ctx;
  private final Operation module;
  private final VariableValues values;

  /** The checkpoint's value of a variable, as a global tensor's {@code value} (its type the tensor's). */
  interface VariableValues {
    Attribute value(String name, Type declared) throws TranslateException;
  }

  VariableLifting(MLIRContext ctx, Operation module, VariableValues values) {
    this.ctx = ctx;
    this.module = module;
    this.values = values;
  }

  void run(List<String> initializers) throws TranslateException {
    toFunctional();
    List<Operation> funcs = functions();
    for (Operation f : funcs) {
      if (f.attr("sym_name") instanceof StringAttr s && initializers.contains(s.value())) {
        removeVariables(f);
      }
    }
    for (Operation f : funcs) {
      readonlyRefsToResources(f);
    }
    for (Operation f : funcs) {
      promoteVarHandles(f);
    }
    lift(funcs);
  }

  private List<Operation> functions() {
    List<Operation> out = new ArrayList<>();
    for (Operation op : module.region(0).front().operations()) {
      if (op.name().equals("func.func")) {
        out.add(op);
      }
    }
    return out;
  }

  /** tf-executor-graph-pruning then tf-executor-to-functional-conversion on every function. */
  private void toFunctional() throws TranslateException {
    OpPassManager root = new OpPassManager("builtin.module");
    root.addPass(new ExecutorGraphPruning(PassOptions.NONE));
    root.addPass(new ExecutorToFunctional(PassOptions.NONE));
    StringBuilder errors = new StringBuilder();
    boolean ok;
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(d -> describe(d, errors))) {
      ok = new PassManager(ctx, root).run(module);
    }
    if (!ok) {
      throw new TranslateException("Failed to prepare to lift variables: " + errors);
    }
  }

  private static boolean describe(Diagnostic d, StringBuilder errors) {
    if (errors.length() > 0) {
      errors.append("; ");
    }
    String node = nodeName(d.location());
    errors.append(node == null ? "" : "node '" + node + "': ").append(d.message());
    return true;
  }

  /** The GraphDef node an imported op came from: the name in its location. */
  static String nodeName(Location loc) {
    if (loc instanceof FusedLoc f && !f.locations().isEmpty()) {
      return nodeName(f.locations().get(f.locations().size() - 1));
    }
    if (loc instanceof NameLoc n) {
      String name = n.name();
      int at = name.indexOf('@');
      return at > 0 ? name.substring(0, at) : name;
    }
    return null;
  }

  /**
   * RemoveVariablesInSessionInitializer: the initializer's VarHandleOps, every op using them (and
   * what uses those), and the ops that fed them, erased users first.
   */
  private static void removeVariables(Operation func) {
    Block body = func.region(0).front();
    Set<Operation> dead = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    List<Operation> eraseList = new ArrayList<>();
    List<Operation> vars = new ArrayList<>();
    for (Operation op : body.operations()) {
      if (op.name().equals("tf.VarHandleOp")) {
        vars.add(op);
      }
    }
    dead.addAll(vars);
    for (Operation v : vars) {
      recursiveRemove(v, eraseList, dead);
    }
    for (Operation op : eraseList) {
      // A terminator stays (TensorFlow would leave the function without one); so do ops still used by one.
      if (op == body.terminator() || op.block() == null) {
        continue;
      }
      op.dropAllReferences();
      op.erase();
    }
  }

  private static void recursiveRemove(Operation op, List<Operation> eraseList, Set<Operation> dead) {
    for (Value r : op.results()) {
      for (Operation user : r.users()) {
        if (dead.add(user)) {
          recursiveRemove(user, eraseList, dead);
        }
      }
    }
    eraseList.add(op);
    for (Value in : op.operands()) {
      Operation def = in.definingOp();
      if (def != null && dead.add(def)) {
        recursiveRemove(def, eraseList, dead);
      }
    }
  }

  /** ConvertReadonlyReferenceVariablesToResourceVariables, with the extension described above. */
  private void readonlyRefsToResources(Operation func) throws TranslateException {
    List<Operation> vars = func.collect(op -> op.name().equals("tf.VariableV2"));
    List<Operation> convert = new ArrayList<>();
    for (Operation v : vars) {
      if (v.result(0).hasNoUses()) {
        v.erase();
        continue;
      }
      for (Operation user : v.result(0).users()) {
        if (!user.name().equals("tf.Identity") && takesRef(user)) {
          throw new TranslateException("Failed to prepare to lift variables: node '" + nodeName(v.location())
              + "': 'tf.VariableV2' op expects all users to be 'tf.Identity', but got user " + user.name());
        }
      }
      convert.add(v);
    }
    for (Operation v : convert) {
      TensorType refType = (TensorType) v.result(0).type();
      Type element = TfTypes.removeRef(ctx, refType.elementType());
      TensorType valueType = refType.hasRank() ? RankedTensorType.get(ctx, refType.shape(), element)
          : org.jmlir.ir.type.UnrankedTensorType.get(ctx, element);
      String name = variableName(v);
      Attribute device = v.attr("device") instanceof StringAttr s ? s : StringAttr.get(ctx, "");
      Attribute container = v.attr("container") instanceof StringAttr s ? s : StringAttr.get(ctx, "");
      OperationState hs = new OperationState(ctx, "tf.VarHandleOp", v.location());
      hs.addType(RankedTensorType.get(ctx, new long[0], TfTypes.resource(ctx, List.of(valueType))));
      hs.addAttribute("container", container);
      hs.addAttribute("device", device);
      hs.addAttribute("shared_name", StringAttr.get(ctx, name));
      Operation handle = Operation.create(hs);
      v.block().insertBefore(v, handle);
      for (OpOperand use : new ArrayList<>(v.result(0).uses())) {
        Operation user = use.owner();
        OperationState rs = new OperationState(ctx, "tf.ReadVariableOp", user.location());
        rs.addOperand(handle.result(0));
        rs.addType(valueType);
        Operation read = Operation.create(rs);
        user.block().insertBefore(user, read);
        if (user.name().equals("tf.Identity")) {
          user.result(0).replaceAllUsesWith(read.result(0));
          user.dropAllReferences();
          user.erase();
        } else {
          use.set(read.result(0));
        }
      }
      v.erase();
    }
  }

  /** Whether an op may write through a ref operand: its OpDef has a ref input, or it is not registered. */
  private static boolean takesRef(Operation user) {
    if (!user.name().startsWith("tf.")) {
      return true;
    }
    TfOpDef def = TfOpDefs.get(user.name().substring(3));
    return def == null || def.inputs().stream().anyMatch(TfOpDef.Arg::isRef);
  }

  /** The variable's name: its shared_name, else the {@code loc:@name} of its (or its Identity's) {@code _class}. */
  private static String variableName(Operation v) throws TranslateException {
    if (v.attr("shared_name") instanceof StringAttr s && !s.value().isEmpty()) {
      return s.value();
    }
    Attribute classes = v.attr("_class");
    if (!(classes instanceof ArrayAttr)) {
      classes = v.result(0).users().get(0).attr("_class");
    }
    String node = nodeName(v.location());
    if (!(classes instanceof ArrayAttr list)) {
      // TensorFlow refuses the variable ("has no '_class' and 'shared_name' attributes"); its node name is what it is saved under.
      return node;
    }
    String result = null;
    for (Attribute a : list.elements()) {
      if (a instanceof StringAttr s && s.value().startsWith("loc:@")) {
        if (result != null) {
          throw new TranslateException("Failed to prepare to lift variables: node '" + node
              + "': 'tf.VariableV2' op expects only one named location in '_class' attribute");
        }
        result = s.value().substring(5);
      }
    }
    return result == null ? node : result;
  }

  /** PromoteVarHandlesToArgs: each shared name's VarHandleOp becomes an appended argument. */
  private void promoteVarHandles(Operation func) throws TranslateException {
    if (func.region(0).blocks().size() != 1) {
      throw new TranslateException("Failed to promote var handles to args: expects function '"
          + ((StringAttr) func.attr("sym_name")).value() + "' to have 1 block, got " + func.region(0).blocks().size());
    }
    Block body = func.region(0).front();
    Map<String, BlockArgument> byName = new LinkedHashMap<>();
    List<DictionaryAttr> argAttrs = argAttrs(func);
    for (Operation op : new ArrayList<>(body.operations())) {
      if (!op.name().equals("tf.VarHandleOp")) {
        continue;
      }
      String name = op.attr("shared_name") instanceof StringAttr s ? s.value() : "";
      BlockArgument arg = byName.get(name);
      if (arg == null) {
        arg = body.addArgument(op.result(0).type(), op.location());
        byName.put(name, arg);
        argAttrs.add(DictionaryAttr.get(ctx, List.of(new NamedAttribute("tf.resource_name", StringAttr.get(ctx, name)))));
      }
      op.result(0).replaceAllUsesWith(arg);
      op.erase();
    }
    if (!byName.isEmpty()) {
      FunctionType old = (FunctionType) ((TypeAttr) func.attr("function_type")).value();
      func.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, body.argumentTypes(), old.results())));
      setArgAttrs(func, argAttrs);
    }
  }

  /** LiftVariables: resource-name arguments bound to global tensors, created in SmallSet order. */
  private void lift(List<Operation> funcs) throws TranslateException {
    List<String> firstSeen = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Operation f : funcs) {
      List<DictionaryAttr> attrs = argAttrs(f);
      boolean changed = false;
      for (int i = 0; i < attrs.size(); i++) {
        if (!(attrs.get(i).get("tf.resource_name") instanceof StringAttr name)) {
          continue;
        }
        if (seen.add(name.value())) {
          firstSeen.add(name.value());
        }
        List<NamedAttribute> entries = new ArrayList<>();
        for (NamedAttribute e : attrs.get(i).entries()) {
          if (!e.name().equals("tf.resource_name")) {
            entries.add(e);
          }
        }
        entries.add(new NamedAttribute("tf_saved_model.bound_input", SymbolRefAttr.get(ctx, name.value())));
        attrs.set(i, DictionaryAttr.get(ctx, entries));
        changed = true;
      }
      if (changed) {
        setArgAttrs(f, attrs);
      }
    }
    Iterable<String> order = firstSeen;
    if (firstSeen.size() > 4) {
      TreeSet<String> sorted = new TreeSet<>(VariableLifting::compareBytes);
      sorted.addAll(firstSeen);
      order = sorted;
    }
    Map<String, Type> declared = declaredTypes(funcs);
    Block top = module.region(0).front();
    Operation anchor = top.first();
    Map<String, Type> globalTypes = new LinkedHashMap<>();
    for (String name : order) {
      Attribute value = values.value(name, declared.get(name));
      globalTypes.put(name, ((org.jmlir.ir.attr.TypedAttr) value).type());
      OperationState st = new OperationState(ctx, "tf_saved_model.global_tensor", NameLoc.get(ctx, name));
      st.properties = DictionaryAttr.get(ctx, List.of(
          new NamedAttribute("is_mutable", org.jmlir.ir.attr.UnitAttr.get(ctx)),
          new NamedAttribute("sym_name", StringAttr.get(ctx, name)),
          new NamedAttribute("type", TypeAttr.get(ctx, ((org.jmlir.ir.attr.TypedAttr) value).type())),
          new NamedAttribute("value", value)));
      Operation g = Operation.create(st);
      if (anchor == null) {
        top.append(g);
      } else {
        top.insertBefore(anchor, g);
      }
    }
    retypeBoundArguments(funcs, globalTypes);
  }

  /**
   * As TensorFlow does once the global tensors exist: an argument bound to one whose resource
   * subtype is not the global tensor's type (an unknown or partial variable shape) becomes
   * {@code tensor<!tf_type.resource<global type>>}, and the function type follows.
   */
  private void retypeBoundArguments(List<Operation> funcs, Map<String, Type> globalTypes) {
    for (Operation f : funcs) {
      List<DictionaryAttr> attrs = argAttrs(f);
      Block body = f.region(0).front();
      boolean changed = false;
      for (int i = 0; i < attrs.size(); i++) {
        if (!(attrs.get(i).get("tf_saved_model.bound_input") instanceof SymbolRefAttr s)
            || !(globalTypes.get(s.root()) instanceof TensorType global)) {
          continue;
        }
        Type current = body.argument(i).type();
        if (current instanceof TensorType t && t.elementType() instanceof org.jmlir.dialect.tf.TfTypeWithSubtypes r
            && r.subtypes().size() == 1 && r.subtypes().get(0).equals(global)) {
          continue;
        }
        body.argument(i).setType(RankedTensorType.get(ctx, new long[0], TfTypes.resource(ctx, List.of(global))));
        changed = true;
      }
      if (changed) {
        FunctionType old = (FunctionType) ((TypeAttr) f.attr("function_type")).value();
        f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, body.argumentTypes(), old.results())));
      }
    }
  }

  /** Each bound variable's value type, from the resource subtype of an argument bound to it. */
  private Map<String, Type> declaredTypes(List<Operation> funcs) {
    Map<String, Type> out = new LinkedHashMap<>();
    for (Operation f : funcs) {
      List<DictionaryAttr> attrs = argAttrs(f);
      Block body = f.region(0).front();
      for (int i = 0; i < attrs.size() && i < body.numArguments(); i++) {
        if (attrs.get(i).get("tf_saved_model.bound_input") instanceof SymbolRefAttr s
            && body.argument(i).type() instanceof TensorType t
            && t.elementType() instanceof org.jmlir.dialect.tf.TfTypeWithSubtypes r && !r.subtypes().isEmpty()) {
          out.putIfAbsent(s.root(), r.subtypes().get(0));
        }
      }
    }
    return out;
  }

  /** StringRef's order: unsigned bytes of the UTF-8 spelling, a prefix first. */
  static int compareBytes(String a, String b) {
    byte[] x = a.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] y = b.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return java.util.Arrays.compareUnsigned(x, y);
  }

  private List<DictionaryAttr> argAttrs(Operation func) {
    int n = func.region(0).front().numArguments();
    List<DictionaryAttr> out = new ArrayList<>(n);
    Attribute a = func.attr("arg_attrs");
    for (int i = 0; i < n; i++) {
      out.add(a instanceof ArrayAttr arr && i < arr.size() && arr.elements().get(i) instanceof DictionaryAttr d
          ? d : DictionaryAttr.empty(ctx));
    }
    return out;
  }

  private void setArgAttrs(Operation func, List<DictionaryAttr> attrs) {
    if (attrs.stream().allMatch(DictionaryAttr::isEmpty)) {
      func.removeAttr("arg_attrs");
    } else {
      func.setAttr("arg_attrs", ArrayAttr.get(ctx, new ArrayList<Attribute>(attrs)));
    }
  }
}

package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * The call-graph half of {@code --stablehlo-refine-shapes}: a {@code func.call} refines its callee
 * in place for the call's context (its leading token operands, the scalar integer constants that
 * follow them, the "dimension arguments", and the types of the rest). The dimension arguments become
 * constants inside the callee and leave both signatures; the other arguments take the call's operand
 * types (behind {@code stablehlo.shape_refinement_operand_wrapper} custom calls until refinement
 * catches up). A callee refined once is not refined again; a second call with another context is an
 * error on the callee, as is recursion. A call whose callee returns only integer constants and has
 * no memory effects (transitively through its calls) becomes those constants; with effects, the call
 * stays and its used constant results are replaced.
 */
final class RefineCallGraph {
  static final String WRAPPER = "stablehlo.shape_refinement_operand_wrapper";

  /** The context a function is refined in: upstream's RefinementKey. */
  record Key(Operation func, int tokens, List<BigInteger> globals, List<Type> functional) {
    /** The key of a call; null (an error reported) when the callee does not resolve. */
    static Key fromCall(Operation call) {
      int tokens = 0;
      List<Value> operands = call.operands();
      while (tokens < operands.size() && operands.get(tokens).type() instanceof TokenType) {
        tokens++;
      }
      List<BigInteger> globals = new ArrayList<>();
      for (int i = tokens; i < operands.size(); i++) {
        Value v = operands.get(i);
        if (!(v.type() instanceof RankedTensorType t) || t.rank() != 0 || !(t.elementType() instanceof IntegerType)
            || !(OperationFolder.constantValue(v) instanceof DenseIntOrFPElementsAttr d)) {
          break;
        }
        globals.add(ConstFold.element(d, 0));
      }
      List<Type> functional = new ArrayList<>();
      for (int i = tokens + globals.size(); i < operands.size(); i++) {
        functional.add(operands.get(i).type());
      }
      Operation callee = call.attr("callee") instanceof SymbolRefAttr ref ? SymbolTable.lookupNearestSymbolFrom(call, ref) : null;
      if (callee == null || !callee.name().equals("func.func")) {
        call.emitOpError("cannot resolve function call").report();
        return null;
      }
      return new Key(callee, tokens, globals, functional);
    }

    /** Tokens, then the functional argument types: what stays of the callee's signature. */
    List<Type> nonGlobalTypes(MLIRContext ctx) {
      List<Type> types = new ArrayList<>();
      for (int i = 0; i < tokens; i++) {
        types.add(TokenType.get(ctx, "stablehlo"));
      }
      types.addAll(functional);
      return types;
    }

    String describe() {
      StringBuilder sb = new StringBuilder("RefinementKey(").append(name(func)).append(", toks=").append(tokens).append(", dim_args=[");
      for (int i = 0; i < globals.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(globals.get(i));
      }
      sb.append("], fn_args=[");
      for (int i = 0; i < functional.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(org.jmlir.ir.ods.Texts.type(functional.get(i)));
      }
      return sb.append("])").toString();
    }
  }

  /** Per-run state: the context each function was refined in, the functions being refined now, effects. */
  static final class State {
    private final Map<Operation, Key> contexts = new IdentityHashMap<>();
    private final ArrayDeque<String> refining = new ArrayDeque<>();
    private final Map<Operation, Boolean> effectFree = new IdentityHashMap<>();

    /** Computes the effects of every function before anything is refined, as upstream does. */
    State(Operation entry) {
      effectFree(entry);
      Operation module = entry.parentOp();
      if (module != null && module.numRegions() > 0 && !module.region(0).isEmpty()) {
        for (Operation o : module.region(0).front()) {
          if (o.name().equals("func.func")) {
            effectFree(o);
          }
        }
      }
    }

    boolean isMemoryEffectFree(Operation func) {
      return Boolean.TRUE.equals(effectFree.get(func));
    }

    private boolean effectFree(Operation func) {
      Boolean known = effectFree.get(func);
      if (known != null) {
        return known;
      }
      effectFree.put(func, false); // visiting: a recursive call is not known to be free
      boolean free = !func.region(0).isEmpty() && regionFree(func.region(0));
      effectFree.put(func, free);
      return free;
    }

    private boolean regionFree(Region region) {
      for (Block b : region.blocks()) {
        for (Operation op : b) {
          if (!opFree(op)) {
            return false;
          }
        }
      }
      return true;
    }

    private boolean opFree(Operation op) {
      if (op.name().equals("func.call")) {
        Operation callee = op.attr("callee") instanceof SymbolRefAttr ref ? SymbolTable.lookupNearestSymbolFrom(op, ref) : null;
        return callee != null && callee.name().equals("func.func") && effectFree(callee);
      }
      if (op.name().equals("func.call_indirect")) {
        return false;
      }
      boolean own = op instanceof MemoryEffectOpInterface m ? m.effects().isEmpty() : op.hasTrait(Trait.NO_MEMORY_EFFECT);
      if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        return own;
      }
      if (op instanceof MemoryEffectOpInterface m && !m.effects().isEmpty()) {
        return false;
      }
      for (Region r : op.regions()) {
        if (!regionFree(r)) {
          return false;
        }
      }
      return true;
    }
  }

  private RefineCallGraph() {}

  private static String name(Operation func) {
    return func.attr("sym_name") instanceof StringAttr s ? s.value() : "";
  }

  private static FunctionType functionType(Operation func) {
    return (FunctionType) ((TypeAttr) func.attr("function_type")).value();
  }

  /** refineFunction: refines {@code key.func} for its context unless it already was; false on error. */
  static boolean refineFunction(State state, Key key) {
    Operation func = key.func();
    String name = name(func);
    Key prev = state.contexts.get(func);
    if (prev != null) {
      MLIRContext ctx = func.context();
      boolean sameGlobals = key.globals().isEmpty() || prev.globals().equals(key.globals());
      if (!sameGlobals || !key.nonGlobalTypes(ctx).equals(prev.nonGlobalTypes(ctx))) {
        func.emitOpError("refined with incompatible refinement keys:\n  curr=" + key.describe() + "\n  prev=" + prev.describe())
            .report();
        return false;
      }
      if (state.refining.contains(name)) {
        func.emitOpError("Function " + name + " is being refined recursively\n").report();
        return false;
      }
      return true;
    }
    state.refining.push(name);
    state.contexts.put(func, key);
    try {
      if (func.region(0).numBlocks() != 1) {
        func.emitOpError("must have exactly one block").report();
        return false;
      }
      Block body = func.region(0).front();
      int first = key.tokens();
      int end = first + key.globals().size();
      if (end > body.numArguments()) {
        // Too many operands for the callee: the verifier reports it after the pass.
        return false;
      }
      Operation anchor = body.isEmpty() ? null : body.first();
      for (int i = first; i < end; i++) {
        BlockArgument arg = body.argument(i);
        if (!(arg.type() instanceof ShapedType shaped)) {
          func.emitOpError("expected global constant argument to be shaped").report();
          return false;
        }
        OperationState s = new OperationState(func.context(), "stablehlo.constant", arg.location());
        s.addTypes(List.of(arg.type()));
        s.addAttribute("value", ConstFold.splat(func.context(), shaped, key.globals().get(i - first)));
        Operation c = Operation.create(s);
        if (anchor == null) {
          body.append(c);
        } else {
          body.insertBefore(anchor, c);
        }
        arg.replaceAllUsesWith(c.result(0));
      }
      eraseArguments(func, first, end);
      if (!refineArguments(func, key.nonGlobalTypes(func.context()))) {
        return false;
      }
      RefineShapes.applyPatterns(func, state);
      return true;
    } finally {
      state.refining.pop();
    }
  }

  /** Erases the function's arguments [from, to), with their attributes, from its body and type. */
  private static void eraseArguments(Operation func, int from, int to) {
    if (from >= to) {
      return;
    }
    Block body = func.region(0).front();
    for (int i = to - 1; i >= from; i--) {
      body.eraseArgument(i);
    }
    FunctionType ft = functionType(func);
    List<Type> inputs = new ArrayList<>(ft.inputs());
    inputs.subList(from, to).clear();
    func.setAttr("function_type", TypeAttr.get(func.context(), FunctionType.get(func.context(), inputs, ft.results())));
    if (func.attr("arg_attrs") instanceof ArrayAttr attrs && attrs.size() >= to) {
      List<Attribute> kept = new ArrayList<>(attrs.elements());
      kept.subList(from, to).clear();
      func.setAttr("arg_attrs", ArrayAttr.get(func.context(), kept));
    }
  }

  /** refineArguments (StablehloRefineArguments): validates, wraps the refined arguments, updates the type. */
  static boolean refineArguments(Operation func, List<Type> refined) {
    Block body = func.region(0).front();
    List<Type> current = new ArrayList<>();
    for (BlockArgument a : body.arguments()) {
      current.add(a.type());
    }
    if (current.size() != refined.size()) {
      func.emitOpError("number of refinements must match number of op operands " + refined.size() + " vs " + current.size()).report();
      return false;
    }
    for (int i = 0; i < current.size(); i++) {
      String problem = refinementProblem(current.get(i), refined.get(i));
      if (problem != null) {
        func.emitOpError("invalid refinement for argument " + i + ", refinement " + problem + " in " + org.jmlir.ir.ods.Texts.type(current.get(i)) + " -> " + org.jmlir.ir.ods.Texts.type(refined.get(i)))
            .report();
        return false;
      }
    }
    MLIRContext ctx = func.context();
    Operation anchor = body.isEmpty() ? null : body.first();
    for (int i = 0; i < current.size(); i++) {
      if (current.get(i).equals(refined.get(i))) {
        continue;
      }
      BlockArgument arg = body.argument(i);
      long[] shape = ((RankedTensorType) refined.get(i)).shape();
      BigInteger[] dims = new BigInteger[shape.length];
      for (int k = 0; k < shape.length; k++) {
        dims[k] = BigInteger.valueOf(shape[k]);
      }
      RankedTensorType shapeType = RankedTensorType.get(ctx, new long[] {shape.length}, IntegerType.get(ctx, 64));
      OperationState cs = new OperationState(ctx, "stablehlo.constant", arg.location());
      cs.addTypes(List.of(shapeType));
      cs.addAttribute("value", ConstFold.dense(ctx, shapeType, dims));
      Operation constant = Operation.create(cs);
      OperationState ws = new OperationState(ctx, "stablehlo.custom_call", arg.location());
      ws.addOperands(List.of(arg, constant.result(0)));
      ws.addTypes(List.of(arg.type()));
      ws.addAttribute("call_target_name", StringAttr.get(ctx, WRAPPER));
      RankedTensorType oneI64 = RankedTensorType.get(ctx, new long[] {1}, IntegerType.get(ctx, 64));
      ws.addAttribute("indices_of_shape_operands", ConstFold.dense(ctx, oneI64, new BigInteger[] {BigInteger.ONE}));
      Operation wrapper = Operation.create(ws);
      for (Operation o : List.of(constant, wrapper)) {
        if (anchor == null) {
          body.append(o);
        } else {
          body.insertBefore(anchor, o);
        }
      }
      Value wrapped = wrapper.result(0);
      for (var use = arg.firstUse(); use != null; ) {
        var next = use.nextUse();
        if (use.owner() != wrapper) {
          use.set(wrapped);
        }
        use = next;
      }
    }
    for (int i = 0; i < current.size(); i++) {
      body.argument(i).setType(refined.get(i));
    }
    FunctionType ft = functionType(func);
    func.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, refined, ft.results())));
    return true;
  }

  /** validateRefinedTypes for one argument: null when {@code refined} may replace {@code type}. */
  private static String refinementProblem(Type type, Type refined) {
    if (type.equals(refined)) {
      return null;
    }
    if (!(type instanceof TensorType t) || !(refined instanceof TensorType r)) {
      return "must be a tensor";
    }
    if (!t.elementType().equals(r.elementType())) {
      return "element types must match";
    }
    if (!(refined instanceof RankedTensorType rr)) {
      return "must be ranked";
    }
    if (!(type instanceof RankedTensorType tr)) {
      return null;
    }
    if (tr.rank() != rr.rank()) {
      return "rank must match operand rank";
    }
    for (int i = 0; i < tr.rank(); i++) {
      if (tr.shape()[i] != ShapedType.DYNAMIC && tr.shape()[i] != rr.shape()[i]) {
        return "dimension sizes must match for static dimensions";
      }
    }
    return null;
  }

  /** The integer constants the function's return gives, null where a result is not one. */
  private static List<DenseIntOrFPElementsAttr> constantResults(Operation func) {
    List<DenseIntOrFPElementsAttr> out = new ArrayList<>();
    if (func.region(0).numBlocks() != 1) {
      // A declaration (reported when it was refined): no result is known to be constant.
      for (int i = 0; i < functionType(func).results().size(); i++) {
        out.add(null);
      }
      return out;
    }
    Operation ret = null;
    for (Operation o : func.region(0).front()) {
      if (o.name().equals("func.return")) {
        ret = o;
        break;
      }
    }
    if (ret == null) {
      return out;
    }
    for (Value v : ret.operands()) {
      Operation def = v.definingOp();
      Attribute a = def == null || !def.hasTrait(Trait.CONSTANT_LIKE) ? null : OperationFolder.constantValue(v);
      out.add(a instanceof DenseIntOrFPElementsAttr d
              && (d.type().elementType() instanceof IntegerType || d.type().elementType() instanceof IndexType) ? d : null);
    }
    return out;
  }

  private static Value constant(PatternRewriter r, Operation at, DenseIntOrFPElementsAttr value) {
    OperationState s = new OperationState(at.context(), "stablehlo.constant", at.location());
    s.addTypes(List.of(value.type()));
    s.addAttribute("value", value);
    return r.create(s).result(0);
  }

  /** RefineCallOpPattern. */
  static RewritePattern callPattern(State state) {
    return new NamedPattern("RefineCallOpPattern", "func.call", 1, (op, r) -> refineCall(op, r, state));
  }

  private static boolean refineCall(Operation op, PatternRewriter r, State state) {
    Key key = Key.fromCall(op);
    if (key == null || !refineFunction(state, key)) {
      return false;
    }
    Operation callee = key.func();
    List<Type> calleeResults = functionType(callee).results();
    List<DenseIntOrFPElementsAttr> constants = constantResults(callee);
    boolean allConstant = constants.size() == op.numResults() && !constants.contains(null);
    if (allConstant && state.isMemoryEffectFree(callee)) {
      r.setInsertionPoint(op);
      List<Value> values = new ArrayList<>();
      for (DenseIntOrFPElementsAttr c : constants) {
        values.add(constant(r, op, c));
      }
      r.replaceOp(op, values);
      return true;
    }
    boolean changed = false;
    if (!op.resultTypes().equals(calleeResults)) {
      if (!RefineShapes.refineValuesOf(r, op, calleeResults)) {
        return false;
      }
      changed = true;
    }
    if (!key.globals().isEmpty()) {
      List<Value> operands = new ArrayList<>(op.operands());
      List<Value> kept = new ArrayList<>(operands.subList(0, key.tokens()));
      kept.addAll(operands.subList(operands.size() - key.functional().size(), operands.size()));
      r.modifyOpInPlace(op, () -> {
        op.setOperands(kept);
        if (op.attr("arg_attrs") instanceof ArrayAttr attrs) {
          List<Attribute> all = attrs.elements();
          List<Attribute> keptAttrs = new ArrayList<>(all.subList(0, Math.min(key.tokens(), all.size())));
          keptAttrs.addAll(all.subList(Math.max(0, all.size() - key.functional().size()), all.size()));
          op.setAttr("arg_attrs", ArrayAttr.get(op.context(), keptAttrs));
        }
      });
      changed = true;
    }
    boolean usedConstant = false;
    for (int i = 0; i < Math.min(constants.size(), op.numResults()); i++) {
      usedConstant |= constants.get(i) != null && !op.result(i).hasNoUses();
    }
    if (usedConstant) {
      r.setInsertionPointAfter(op);
      for (int i = 0; i < Math.min(constants.size(), op.numResults()); i++) {
        if (constants.get(i) != null && !op.result(i).hasNoUses()) {
          r.replaceAllUsesWith(op.result(i), constant(r, op, constants.get(i)));
        }
      }
      return true;
    }
    return changed || RefineShapes.refineValuesOf(r, op, calleeResults);
  }
}

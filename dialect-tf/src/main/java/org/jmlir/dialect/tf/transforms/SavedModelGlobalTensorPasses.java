package org.jmlir.dialect.tf.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.dialect.tf.TfOpRegistry;
import org.jmlir.dialect.tf.TfSavedModelDialect;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's SavedModel passes over {@code tf_saved_model.global_tensor}s:
 *
 * <ul>
 *   <li>{@code tf-saved-model-optimize-global-tensors}: bound inputs nobody uses are erased; a mutable
 *       global tensor that is not exported and that no argument bound to it may write (TensorFlow's
 *       ResourceAnalyzer: only reads, returns and yields are known not to write; calls and control
 *       flow are followed into their callees and regions; any other op writes every resource it
 *       uses, also inside its regions) loses {@code is_mutable}; global tensors neither exported nor
 *       bound to an argument are erased.
 *   <li>{@code tf-saved-model-freeze-global-tensors}: every argument of an exported function bound to
 *       an immutable global tensor is replaced by the tensor's value: its reads become
 *       {@code tf.Const}s, through calls, tf.If/While(Region) and tf.BatchFunction into callees and
 *       regions (which lose the matching operands, arguments, results and
 *       {@code tf._input_shapes} entries); any other use fails. The frozen tensors are erased;
 *       mutable ones fail the pass unless {@code allow-mutable-tensors}, and so does a tensor that
 *       remains.
 * </ul>
 */
public final class SavedModelGlobalTensorPasses extends Pass {
  private final boolean freeze;

  private SavedModelGlobalTensorPasses(PassOptions o, boolean freeze) {
    super(o);
    this.freeze = freeze;
  }

  public static SavedModelGlobalTensorPasses optimize(PassOptions o) {
    return new SavedModelGlobalTensorPasses(o, false);
  }

  public static SavedModelGlobalTensorPasses freeze(PassOptions o) {
    return new SavedModelGlobalTensorPasses(o, true);
  }

  @Override
  public String argument() {
    return freeze ? "tf-saved-model-freeze-global-tensors" : "tf-saved-model-optimize-global-tensors";
  }

  @Override
  public String summary() {
    return freeze ? "Freeze tf_saved_model.global_tensor's in func bodies."
        : "Optimize tf_saved_model.global_tensor's.";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()
        || module.attr(TfSavedModelDialect.SEMANTICS) == null) {
      return;
    }
    if (freeze) {
      if (!freeze(module, options().getBool("allow-mutable-tensors", false))) {
        pc.signalFailure();
      }
    } else {
      optimize(module);
    }
  }

  // ---- optimize ----------------------------------------------------------------------------------

  private static void optimize(Operation module) {
    for (Operation f : SavedModelBoundInputPasses.funcs(module)) {
      if (f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      BitSet erase = new BitSet();
      for (int i = 0; i < entry.numArguments(); i++) {
        if (SavedModelBoundInputPasses.boundInput(f, i) != null && entry.argument(i).hasNoUses()) {
          erase.set(i);
        }
      }
      SavedModelBoundInputPasses.eraseArguments(f, erase);
    }
    ResourceAnalyzer analyzer = new ResourceAnalyzer(module);
    Map<Operation, List<Value>> bound = new LinkedHashMap<>();
    for (Operation f : SavedModelBoundInputPasses.funcs(module)) {
      if (f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      for (int i = 0; i < entry.numArguments(); i++) {
        Operation g = SavedModelBoundInputPasses.boundSymbol(module, f, i);
        if (g != null && g.name().equals(TfSavedModelDialect.GLOBAL_TENSOR)) {
          bound.computeIfAbsent(g, k -> new ArrayList<>()).add(entry.argument(i));
        }
      }
    }
    for (Map.Entry<Operation, List<Value>> e : bound.entrySet()) {
      Operation g = e.getKey();
      if (!isMutable(g) || g.attr(TfSavedModelDialect.EXPORTED_NAMES) != null) {
        continue;
      }
      boolean written = false;
      for (Value arg : e.getValue()) {
        written |= analyzer.isPotentiallyWritten(arg);
      }
      if (!written) {
        g.removeAttr("is_mutable");
      }
    }
    for (Operation op : new ArrayList<>(module.region(0).front().operations())) {
      if (op.name().equals(TfSavedModelDialect.GLOBAL_TENSOR) && op.attr(TfSavedModelDialect.EXPORTED_NAMES) == null
          && !bound.containsKey(op)) {
        op.erase();
      }
    }
  }

  private static boolean isMutable(Operation globalTensor) {
    Attribute a = globalTensor.attr("is_mutable");
    return a != null;
  }

  private static boolean isResource(Value v) {
    return org.jmlir.dialect.tf.analysis.ResourceAliasAnalysis.isResource(v);
  }

  /** Which resource values an op may write (TensorFlow's ResourceAnalyzer over a module). */
  private static final class ResourceAnalyzer {
    final Set<Value> written = Collections.newSetFromMap(new IdentityHashMap<>());
    final Set<Region> discovered = Collections.newSetFromMap(new IdentityHashMap<>());
    final Operation module;

    ResourceAnalyzer(Operation module) {
      this.module = module;
      for (Operation f : SavedModelBoundInputPasses.funcs(module)) {
        analyze(f.region(0));
      }
    }

    boolean isPotentiallyWritten(Value v) {
      return written.contains(v);
    }

    void setWritten(Value v) {
      if (isResource(v)) {
        written.add(v);
      }
    }

    void analyze(Region region) {
      if (!discovered.add(region)) {
        return;
      }
      List<Operation> ops = new ArrayList<>();
      for (Block b : region.blocks()) {
        for (Operation top : b.operations()) {
          ops.addAll(top.collect(o -> true));
        }
      }
      for (Operation op : ops) {
        String name = op.name();
        switch (name) {
          case "tf.ReadVariableOp", "func.return", "tf.Yield" -> {}
          case "tf.AssignVariableOp" -> setWritten(op.operand(0));
          case "tf.If" -> {
            List<Value> input = op.operands().subList(1, op.numOperands());
            propagateFromCallee(function(op, "then_branch"), input);
            propagateFromCallee(function(op, "else_branch"), input);
          }
          case "tf.IfRegion" -> {
            List<Value> input = op.operands().subList(1, op.numOperands());
            propagateFromRegion(op.region(0), input);
            propagateFromRegion(op.region(1), input);
          }
          case "tf.While" -> {
            propagateFromCallee(function(op, "cond"), op.operands());
            propagateFromCallee(function(op, "body"), op.operands());
          }
          case "tf.WhileRegion" -> {
            propagateFromRegion(op.region(0), op.operands());
            propagateFromRegion(op.region(1), op.operands());
          }
          case "tf.BatchFunction" -> propagateFromCallee(function(op, "f"), op.operands());
          default -> {
            if (isCall(op)) {
              propagateFromCallee(callee(op), op.operands());
            } else {
              for (Value v : op.operands()) {
                setWritten(v);
              }
              for (Operation inner : op.collect(o -> o != op)) {
                for (Value v : inner.operands()) {
                  if (!definedInside(v, op)) {
                    setWritten(v);
                  }
                }
              }
            }
          }
        }
      }
    }

    Operation function(Operation op, String attr) {
      return op.attr(attr) instanceof SymbolRefAttr ref ? SymbolTable.lookupSymbolIn(module, ref.root()) : null;
    }

    Operation callee(Operation call) {
      return function(call, call.name().equals("func.call") ? "callee" : "f");
    }

    void propagateFromCallee(Operation f, List<Value> propagateTo) {
      if (f != null && f.name().equals("func.func") && !f.region(0).isEmpty()) {
        propagateFromRegion(f.region(0), propagateTo);
      }
    }

    void propagateFromRegion(Region r, List<Value> propagateTo) {
      analyze(r);
      if (r.isEmpty()) {
        return;
      }
      List<BlockArgument> args = r.front().arguments();
      for (int i = 0; i < Math.min(args.size(), propagateTo.size()); i++) {
        if (isResource(args.get(i)) && isPotentiallyWritten(args.get(i))) {
          setWritten(propagateTo.get(i));
        }
      }
    }
  }

  private static boolean definedInside(Value v, Operation op) {
    Operation owner = v instanceof BlockArgument a ? a.owner().parentOp() : v.definingOp();
    for (Operation p = owner; p != null; p = p.parentOp()) {
      if (p == op) {
        return true;
      }
    }
    return false;
  }

  static boolean isCall(Operation op) {
    return switch (op.name()) {
      case "func.call", "tf.PartitionedCall", "tf.StatefulPartitionedCall", "tf.LegacyCall" -> true;
      default -> false;
    };
  }

  // ---- freeze ------------------------------------------------------------------------------------

  private static boolean freeze(Operation module, boolean allowMutable) {
    List<Operation> globals = new ArrayList<>();
    for (Operation op : module.region(0).front().operations()) {
      if (op.name().equals(TfSavedModelDialect.GLOBAL_TENSOR)) {
        globals.add(op);
      }
    }
    for (Operation g : globals) {
      if (isMutable(g) && !allowMutable) {
        return g.emitError("is not immutable, try removing mutable variables in your model since mutable "
            + "variables are currently not supported through this converter").report();
      }
    }
    Map<BlockArgument, Operation> freezable = new LinkedHashMap<>();
    Set<Operation> frozen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Operation f : SavedModelBoundInputPasses.funcs(module)) {
      if (f.attr(TfSavedModelDialect.EXPORTED_NAMES) == null || f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      for (int i = 0; i < entry.numArguments(); i++) {
        BlockArgument arg = entry.argument(i);
        Operation g = SavedModelBoundInputPasses.boundSymbol(module, f, i);
        if (!isResource(arg) || g == null || !g.name().equals(TfSavedModelDialect.GLOBAL_TENSOR) || isMutable(g)) {
          continue;
        }
        freezable.put(arg, g);
        if (g.attr("value") != null) {
          frozen.add(g);
        }
      }
    }
    Map<Operation, TreeSet<Integer>> toErase = new LinkedHashMap<>();
    for (Map.Entry<BlockArgument, Operation> e : freezable.entrySet()) {
      Attribute value = e.getValue().attr("value");
      if (value == null) {
        continue;
      }
      if (!replaceWithConstant(module, e.getKey(), value, toErase)) {
        return false;
      }
    }
    eraseObsoleteUses(toErase);
    for (Operation f : SavedModelBoundInputPasses.funcs(module)) {
      if (f.attr(TfSavedModelDialect.EXPORTED_NAMES) == null || f.region(0).isEmpty()) {
        continue;
      }
      Block entry = f.region(0).front();
      BitSet erase = new BitSet();
      for (int i = 0; i < entry.numArguments(); i++) {
        BlockArgument arg = entry.argument(i);
        Operation g = freezable.get(arg);
        if (g == null || g.attr("value") == null) {
          continue;
        }
        Operation constant = null;
        for (OpOperand use : new ArrayList<>(arg.uses())) {
          Operation user = use.owner();
          if (user.name().equals("tf.ReadVariableOp")) {
            if (constant == null) {
              constant = constant(g.attr("value"), g);
              entry.prepend(constant);
            }
            user.replaceAllUsesWith(constant.results());
            user.erase();
          } else {
            List<Value> kept = new ArrayList<>(user.operands());
            kept.remove(use.index());
            user.setOperands(kept);
          }
        }
        erase.set(i);
      }
      SavedModelBoundInputPasses.eraseArguments(f, erase);
    }
    List<Operation> remaining = new ArrayList<>();
    for (Operation g : globals) {
      if (frozen.contains(g)) {
        g.erase();
      } else {
        remaining.add(g);
      }
    }
    if (!allowMutable && !remaining.isEmpty()) {
      return module.emitError("could not freeze all global tensors in the module").report();
    }
    return true;
  }

  private static Operation constant(Attribute value, Operation at) {
    MLIRContext ctx = at.context();
    OperationState st = new OperationState(ctx, TfOpRegistry.info("tf.Const").def(), at.location());
    st.addAttribute("value", value);
    st.addType(((TypedAttr) value).type());
    return Operation.create(st);
  }

  /** Follows {@code resource}'s uses, turning reads into constants; records operands to erase. */
  private static boolean replaceWithConstant(Operation module, Value resource, Attribute value,
      Map<Operation, TreeSet<Integer>> toErase) {
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    for (OpOperand use : new ArrayList<>(resource.uses())) {
      if (!propagate(module, use.owner(), use.index(), value, work, toErase)) {
        return false;
      }
    }
    Set<String> visited = new java.util.HashSet<>();
    while (!work.isEmpty()) {
      Object[] item = work.pop();
      Region region = (Region) item[0];
      int index = (Integer) item[1];
      if (!visited.add(System.identityHashCode(region) + ":" + index)) {
        continue;
      }
      if (region.isEmpty() || index >= region.front().numArguments()) {
        continue;
      }
      for (OpOperand use : new ArrayList<>(region.front().argument(index).uses())) {
        if (!propagate(module, use.owner(), use.index(), value, work, toErase)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean propagate(Operation module, Operation user, int index, Attribute value,
      ArrayDeque<Object[]> work, Map<Operation, TreeSet<Integer>> toErase) {
    String name = user.name();
    if (name.equals("tf.ReadVariableOp")) {
      toErase.computeIfAbsent(user, k -> new TreeSet<>());
      Operation c = constant(value, user);
      user.block().insertBefore(user, c);
      user.replaceAllUsesWith(c.results());
      return true;
    }
    if (isCall(user)) {
      toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
      Operation f = lookup(module, user, name.equals("func.call") ? "callee" : "f");
      if (f != null) {
        toErase.computeIfAbsent(f, k -> new TreeSet<>()).add(index);
        work.push(new Object[] {f.region(0), index});
      }
      return true;
    }
    switch (name) {
      case "tf.If" -> {
        toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
        for (String branch : List.of("then_branch", "else_branch")) {
          Operation f = lookup(module, user, branch);
          if (f != null) {
            toErase.computeIfAbsent(f, k -> new TreeSet<>()).add(index - 1);
            work.push(new Object[] {f.region(0), index - 1});
          }
        }
        return true;
      }
      case "tf.IfRegion" -> {
        toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
        return true;
      }
      case "tf.While" -> {
        toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
        for (String branch : List.of("cond", "body")) {
          Operation f = lookup(module, user, branch);
          if (f != null) {
            toErase.computeIfAbsent(f, k -> new TreeSet<>()).add(index);
            work.push(new Object[] {f.region(0), index});
          }
        }
        return true;
      }
      case "tf.WhileRegion" -> {
        toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
        work.push(new Object[] {user.region(0), index});
        work.push(new Object[] {user.region(1), index});
        return true;
      }
      case "tf.BatchFunction" -> {
        toErase.computeIfAbsent(user, k -> new TreeSet<>()).add(index);
        Operation f = lookup(module, user, "f");
        if (f != null) {
          toErase.computeIfAbsent(f, k -> new TreeSet<>()).add(index);
          work.push(new Object[] {f.region(0), index});
        }
        return true;
      }
      case "func.return", "tf.Yield" -> {
        return true;
      }
      default -> {
        return user.emitError("could not rewrite use of immutable bound input").report();
      }
    }
  }

  private static Operation lookup(Operation module, Operation op, String attr) {
    if (op.attr(attr) instanceof SymbolRefAttr ref
        && SymbolTable.lookupSymbolIn(module, ref.root()) instanceof Operation f && f.name().equals("func.func")
        && !f.region(0).isEmpty()) {
      return f;
    }
    return null;
  }

  /**
   * Applies the recorded erasures: reads go, operands go (while loops are rebuilt without them,
   * their regions losing the arguments and yielded values), then functions lose the arguments, the
   * returned values that were those arguments and the matching results.
   */
  private static void eraseObsoleteUses(Map<Operation, TreeSet<Integer>> toErase) {
    List<Map.Entry<Operation, TreeSet<Integer>>> whiles = new ArrayList<>();
    List<Map.Entry<Operation, TreeSet<Integer>>> funcs = new ArrayList<>();
    for (Map.Entry<Operation, TreeSet<Integer>> e : toErase.entrySet()) {
      Operation op = e.getKey();
      switch (op.name()) {
        case "func.func" -> funcs.add(e);
        case "tf.WhileRegion" -> whiles.add(e);
        case "tf.ReadVariableOp" -> op.erase();
        default -> eraseOperands(op, e.getValue());
      }
    }
    for (Map.Entry<Operation, TreeSet<Integer>> e : whiles) {
      rebuildWhileRegion(e.getKey(), e.getValue());
    }
    for (Map.Entry<Operation, TreeSet<Integer>> e : funcs) {
      eraseFunctionArguments(e.getKey(), e.getValue());
    }
  }

  private static void eraseOperands(Operation op, TreeSet<Integer> indices) {
    List<Value> kept = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      if (!indices.contains(i)) {
        kept.add(op.operand(i));
      }
    }
    if (op.attr("operandSegmentSizes") instanceof DenseArrayAttr d) {
      long[] seg = new long[d.size()];
      int start = 0;
      for (int s = 0; s < seg.length; s++) {
        long n = d.rawValue(s);
        long removed = 0;
        for (int i : indices) {
          if (i >= start && i < start + n) {
            removed++;
          }
        }
        seg[s] = n - removed;
        start += (int) n;
      }
      op.setAttr("operandSegmentSizes", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 32), seg));
    }
    op.setOperands(kept);
  }

  /** Removes the yielded values that are the erased arguments of {@code block}; their indices. */
  private static BitSet eraseTerminatorUses(Block block, TreeSet<Integer> args) {
    BitSet erased = new BitSet();
    Operation term = block.last();
    if (term == null || !(term.name().equals("func.return") || term.name().equals("tf.Yield"))) {
      return erased;
    }
    List<Value> kept = new ArrayList<>();
    for (int i = 0; i < term.numOperands(); i++) {
      Value v = term.operand(i);
      if (v instanceof BlockArgument a && a.owner() == block && args.contains(a.index())) {
        erased.set(i);
      } else {
        kept.add(v);
      }
    }
    term.setOperands(kept);
    return erased;
  }

  private static void rebuildWhileRegion(Operation loop, TreeSet<Integer> indices) {
    MLIRContext ctx = loop.context();
    List<Type> condTypes = new ArrayList<>();
    for (BlockArgument a : loop.region(0).front().arguments()) {
      condTypes.add(a.type());
    }
    OperationState st = new OperationState(ctx, loop.def(), loop.location());
    for (int i = 0; i < loop.numOperands(); i++) {
      if (!indices.contains(i)) {
        st.addOperand(loop.operand(i));
        st.addType(condTypes.get(i));
      }
    }
    for (NamedAttribute a : loop.attrDictionary().entries()) {
      st.addAttribute(a.name(), a.value());
    }
    Region cond = st.addRegion();
    Region body = st.addRegion();
    Operation replacement = Operation.create(st);
    loop.block().insertBefore(loop, replacement);
    int next = 0;
    for (int i = 0; i < loop.numOperands(); i++) {
      if (!indices.contains(i)) {
        loop.result(i).replaceAllUsesWith(replacement.result(next++));
      }
    }
    replacement.region(0).takeBody(loop.region(0));
    replacement.region(1).takeBody(loop.region(1));
    eraseTerminatorUses(replacement.region(1).front(), indices);
    for (Region r : replacement.regions()) {
      Block b = r.front();
      for (int i = b.numArguments() - 1; i >= 0; i--) {
        if (indices.contains(i)) {
          b.eraseArgument(i);
        }
      }
    }
    loop.erase();
  }

  private static void eraseFunctionArguments(Operation f, TreeSet<Integer> indices) {
    MLIRContext ctx = f.context();
    BitSet results = eraseTerminatorUses(f.region(0).front(), indices);
    BitSet erase = new BitSet();
    for (int i : indices) {
      erase.set(i);
    }
    int numArgs = SavedModelBoundInputPasses.functionType(f).inputs().size();
    SavedModelBoundInputPasses.eraseArguments(f, erase);
    if (f.attr("tf._input_shapes") instanceof ArrayAttr shapes) {
      List<Attribute> kept = new ArrayList<>();
      for (int i = 0; i < Math.min(numArgs, shapes.size()); i++) {
        if (!erase.get(i)) {
          kept.add(shapes.get(i));
        }
      }
      f.setAttr("tf._input_shapes", ArrayAttr.get(ctx, kept));
    }
    if (!results.isEmpty()) {
      FunctionType type = SavedModelBoundInputPasses.functionType(f);
      List<Type> kept = new ArrayList<>();
      for (int i = 0; i < type.results().size(); i++) {
        if (!results.get(i)) {
          kept.add(type.results().get(i));
        }
      }
      f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, type.inputs(), kept)));
      if (f.attr("res_attrs") instanceof ArrayAttr a) {
        List<Attribute> keptAttrs = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
          if (!results.get(i)) {
            keptAttrs.add(a.get(i));
          }
        }
        f.setAttr("res_attrs", ArrayAttr.get(ctx, keptAttrs));
      }
    }
  }
}

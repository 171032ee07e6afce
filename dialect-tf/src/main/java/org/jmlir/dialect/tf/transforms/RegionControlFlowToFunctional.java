package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.dialect.func.ReturnOp;
import org.jmlir.dialect.tf.CaseRegionOp;
import org.jmlir.dialect.tf.IfRegionOp;
import org.jmlir.dialect.tf.WhileRegionOp;
import org.jmlir.dialect.tf.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-region-control-flow-to-functional}: tf.IfRegion, tf.WhileRegion and tf.CaseRegion
 * become tf.If, tf.While and tf.Case, as TensorFlow's pass does.
 *
 * <p>When every region only calls a function on the same values (for a loop: on its block
 * arguments, in order), looking through {@code tf.Cast}s that keep the element type, and yields
 * its results (a loop condition may go through {@code tf.ToBool}, or forward its arguments), the
 * functional op calls those functions directly. Otherwise each region is outlined into a new
 * private function inserted at the top of the module: values the regions use from above become
 * extra parameters (and operands of the new op; a loop's body passes them through as extra
 * results), except constants, which are copied into the regions. The functions are named after
 * the op's location, or else its op name, with {@code _then}/{@code _else}, {@code _cond}/
 * {@code _body} or {@code _branchN} appended ({@code tf.IfRegion_then}; the names a
 * tf.IfRegion's {@code _then_func_name}/{@code _else_func_name} give win), made unique with a
 * count after the op part ({@code tf.IfRegion1_then}) and, against existing symbols, with
 * {@code _N}. A {@code tf.ToBool} condition of an IfRegion is looked through. The new op keeps
 * {@code device} and the attributes starting with an underscore, and gets
 * {@code _xla_propagate_compile_time_consts = true}.
 */
public final class RegionControlFlowToFunctional extends Pass {
  public RegionControlFlowToFunctional(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-region-control-flow-to-functional";
  }

  @Override
  public String summary() {
    return "Transforms region-based control flow operations to their functional counterparts";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    new Run(module).run();
  }

  /** The state of one run over a module: names handed out, and the functions left to convert. */
  private static final class Run {
    private final Operation module;
    private final MLIRContext ctx;
    private final OpNameMapper mapper = new OpNameMapper();
    private final Set<String> symbols = new HashSet<>();
    private final List<Operation> worklist = new ArrayList<>();
    private int uniquingCounter;

    Run(Operation module) {
      this.module = module;
      this.ctx = module.context();
      for (Operation op : module.region(0).front()) {
        if (op.attr(SymbolTable.SYMBOL_ATTR) instanceof StringAttr s) {
          symbols.add(s.value());
        }
        if (op instanceof FuncOp) {
          worklist.add(op);
        }
      }
    }

    void run() {
      // Like TensorFlow, the last function first; functions made on the way are seen next.
      while (!worklist.isEmpty()) {
        Operation function = worklist.removeLast();
        for (Operation op : function.collect(o -> o instanceof IfRegionOp || o instanceof WhileRegionOp || o instanceof CaseRegionOp)) {
          switch (op) {
            case IfRegionOp i -> convertIf(i);
            case WhileRegionOp w -> convertWhile(w);
            default -> convertCase((CaseRegionOp) op);
          }
        }
      }
    }

    private void convertIf(IfRegionOp op) {
      List<Value> externs = new ArrayList<>();
      Operation thenCall = singleCall(op.thenBranch(), false);
      Operation elseCall = singleCall(op.elseBranch(), false);
      String thenName;
      String elseName;
      if (thenCall != null && elseCall != null && sameArguments(thenCall, elseCall, externs)) {
        thenName = ((CallOp) thenCall).callee().root();
        elseName = ((CallOp) elseCall).callee().root();
      } else {
        externs = collectExternValues(op.regions());
        thenName = outline(op.thenBranch(), branchName(op, "_then_func_name", "_then"), externs, false, false);
        elseName = outline(op.elseBranch(), branchName(op, "_else_func_name", "_else"), externs, false, false);
      }
      Value cond = op.cond();
      Operation toBool = cond.definingOp();
      if (toBool != null && toBool.name().equals("tf.ToBool")) {
        cond = toBool.operand(0);
      } else {
        toBool = null;
      }
      OperationState st = new OperationState(ctx, ctx.opDef("tf.If"), op.location());
      st.addOperand(cond).addOperands(externs).addTypes(op.resultTypes());
      st.addAttribute("then_branch", SymbolRefAttr.get(ctx, thenName));
      st.addAttribute("else_branch", SymbolRefAttr.get(ctx, elseName));
      st.addAttribute("is_stateless", IntegerAttr.bool(ctx, op.isStateless()));
      replace(op, Operation.create(st), op.numResults());
      if (toBool != null && toBool.useEmpty()) {
        toBool.erase();
      }
    }

    private void convertCase(CaseRegionOp op) {
      List<Value> externs = collectExternValues(op.regions());
      List<Attribute> branches = new ArrayList<>();
      for (int i = 0; i < op.numRegions(); i++) {
        String name = outline(op.region(i), mapper.uniqueName(op) + "_branch" + i, externs, false, false);
        branches.add(SymbolRefAttr.get(ctx, name));
      }
      OperationState st = new OperationState(ctx, ctx.opDef("tf.Case"), op.location());
      st.addOperand(op.branchIndex()).addOperands(externs).addTypes(op.resultTypes());
      st.addAttribute("branches", ArrayAttr.get(ctx, branches));
      st.addAttribute("is_stateless", IntegerAttr.bool(ctx, op.isStateless()));
      replace(op, Operation.create(st), op.numResults());
    }

    private void convertWhile(WhileRegionOp op) {
      Operation condCall = singleCall(op.cond(), true);
      Operation bodyCall = singleCall(op.body(), false);
      List<Value> inputs = new ArrayList<>(op.operands());
      List<Type> resultTypes = new ArrayList<>(op.resultTypes());
      String condName;
      String bodyName;
      if (condCall != null && bodyCall != null && sameBlockArguments(condCall, bodyCall)) {
        condName = ((CallOp) condCall).callee().root();
        bodyName = ((CallOp) bodyCall).callee().root();
      } else {
        // Values the loop uses from above become loop variables the body passes through.
        List<Value> externs = collectExternValues(op.regions());
        condName = outline(op.cond(), mapper.uniqueName(op) + "_cond", externs, false, true);
        bodyName = outline(op.body(), mapper.uniqueName(op) + "_body", externs, true, false);
        inputs.addAll(externs);
        for (Value v : externs) {
          resultTypes.add(v.type());
        }
      }
      OperationState st = new OperationState(ctx, ctx.opDef("tf.While"), op.location());
      st.addOperands(inputs).addTypes(resultTypes);
      st.addAttribute("cond", SymbolRefAttr.get(ctx, condName));
      st.addAttribute("body", SymbolRefAttr.get(ctx, bodyName));
      st.addAttribute("parallel_iterations", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), op.parallelIterations()));
      st.addAttribute("is_stateless", IntegerAttr.bool(ctx, op.isStateless()));
      if (op.shapeInvariant()) {
        st.addAttribute("shape_invariant", UnitAttr.get(ctx));
      }
      replace(op, Operation.create(st), op.numResults());
    }

    /** The name {@code attr} gives when a non-empty string, else the op's name with {@code suffix}. */
    private String branchName(Operation op, String attr, String suffix) {
      if (op.attr(attr) instanceof StringAttr s && !s.value().isEmpty()) {
        return mapper.uniqueName(s.value());
      }
      return mapper.uniqueName(op) + suffix;
    }

    /**
     * Puts {@code functional} where {@code op} was, its first {@code n} results standing for
     * {@code op}'s, with {@code op}'s device and underscored attributes.
     */
    private void replace(Operation op, Operation functional, int n) {
      FunctionalControlFlowToRegions.copyDeviceAndUnderscored(op, functional);
      functional.setAttr("_xla_propagate_compile_time_consts", IntegerAttr.bool(ctx, true));
      op.block().insertBefore(op, functional);
      op.replaceAllUsesWith(functional.results().subList(0, n));
      op.dropAllReferences();
      op.erase();
    }

    /**
     * Moves the single block of {@code region} into a new private function named {@code name} (made
     * unique among the module's symbols) at the top of the module: its arguments, then one per
     * extern value, become the parameters; what it yields (only the first value with
     * {@code onlyFirstResult}), then the extern parameters when {@code passThrough}, the results.
     */
    private String outline(Region region, String name, List<Value> externs, boolean passThrough, boolean onlyFirstResult) {
      Operation parent = region.parentOp();
      Block entry = region.front();
      int regionArgs = entry.numArguments();
      Operation terminator = entry.last();
      String unique = uniqueSymbol(name);
      OperationState st = new OperationState(ctx, FuncOp.DEF, parent.location());
      st.addAttribute(SymbolTable.SYMBOL_ATTR, StringAttr.get(ctx, unique));
      st.addAttribute(SymbolTable.VISIBILITY_ATTR, StringAttr.get(ctx, "private"));
      Region body = st.addRegion();
      body.takeBody(region);
      for (Value v : externs) {
        BlockArgument arg = entry.addArgument(v.type(), parent.location());
        replaceUsesIn(body, v, arg);
      }
      List<Value> returned = new ArrayList<>(terminator.operands());
      if (onlyFirstResult) {
        returned = new ArrayList<>(returned.subList(0, 1));
      }
      if (passThrough) {
        returned.addAll(entry.arguments().subList(regionArgs, entry.numArguments()));
      }
      List<Type> resultTypes = new ArrayList<>();
      for (Value v : returned) {
        resultTypes.add(v.type());
      }
      st.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, entry.argumentTypes(), resultTypes)));
      OperationState ret = new OperationState(ctx, ReturnOp.DEF, terminator.location());
      ret.addOperands(returned);
      entry.insertBefore(terminator, Operation.create(ret));
      terminator.dropAllReferences();
      terminator.erase();
      Operation func = Operation.create(st);
      module.region(0).front().prepend(func);
      worklist.add(func);
      return unique;
    }

    /** {@code name}, or with {@code _N} appended when a symbol of the module has it (SymbolTable::insert). */
    private String uniqueSymbol(String name) {
      String unique = name;
      while (symbols.contains(unique)) {
        unique = name + "_" + uniquingCounter++;
      }
      symbols.add(unique);
      return unique;
    }
  }

  /**
   * The values {@code regions} use from above, in order of use, without duplicates; a constant is
   * instead copied to the start of each region using it.
   */
  static List<Value> collectExternValues(List<Region> regions) {
    Set<Value> externs = new LinkedHashSet<>();
    for (Region region : regions) {
      for (Value v : usedValuesDefinedAbove(region)) {
        if (OperationFolder.constantValue(v) == null) {
          externs.add(v);
          continue;
        }
        Operation copy = v.definingOp().clone();
        region.front().prepend(copy);
        replaceUsesIn(region, v, copy.result(((org.jmlir.ir.OpResult) v).index()));
      }
    }
    return new ArrayList<>(externs);
  }

  /** MLIR's getUsedValuesDefinedAbove: operands of ops in {@code region} defined outside it, in walk order. */
  private static Set<Value> usedValuesDefinedAbove(Region region) {
    Set<Value> used = new LinkedHashSet<>();
    for (Block b : region.blocks()) {
      for (Operation op : b) {
        op.walk(
            nested -> {
              for (Value v : nested.operands()) {
                Region defined = v.parentRegion();
                if (defined != null && defined != region && defined.isAncestor(region)) {
                  used.add(v);
                }
              }
            });
      }
    }
    return used;
  }

  /** Replaces the uses of {@code v} by ops inside {@code region} with {@code replacement}. */
  private static void replaceUsesIn(Region region, Value v, Value replacement) {
    for (OpOperand use : new ArrayList<>(v.uses())) {
      Region r = use.owner().parentRegion();
      if (r != null && region.isAncestor(r)) {
        use.set(replacement);
      }
    }
  }

  /**
   * The {@code func.call} when {@code region} is one block that only calls a function (after
   * non-truncating {@code tf.Cast}s) and yields all its results; a loop condition
   * ({@code loopCondition}) may also pass the result through {@code tf.ToBool}, or yield it
   * followed by the block's arguments. Null otherwise.
   */
  static Operation singleCall(Region region, boolean loopCondition) {
    if (region.numBlocks() != 1) {
      return null;
    }
    Block block = region.front();
    if (!(block.last() instanceof YieldOp yield)) {
      return null;
    }
    Operation consumer = yield;
    Operation prev = yield.prevInBlock();
    if (prev == null) {
      return null;
    }
    if (loopCondition && yield.numOperands() == 1 && prev.name().equals("tf.ToBool")) {
      if (prev.result(0) != yield.operand(0)) {
        return null;
      }
      consumer = prev;
      prev = prev.prevInBlock();
      if (prev == null) {
        return null;
      }
    }
    if (!(prev instanceof CallOp call)) {
      return null;
    }
    if (loopCondition && call.numResults() == 1 && yield.numOperands() != 1) {
      // The predicate followed by the condition's arguments, unchanged.
      if (yield.numOperands() != block.numArguments() + 1) {
        return null;
      }
      for (int i = 0; i < block.numArguments(); i++) {
        if (yield.operand(i + 1) != block.argument(i)) {
          return null;
        }
      }
    } else if (call.numResults() != consumer.numOperands()) {
      return null;
    }
    for (int i = 0; i < Math.min(call.numResults(), consumer.numOperands()); i++) {
      if (call.result(i) != consumer.operand(i)) {
        return null;
      }
    }
    for (Operation o = call.prevInBlock(); o != null; o = o.prevInBlock()) {
      if (!o.name().equals("tf.Cast") || (o.attr("Truncate") instanceof IntegerAttr t && t.longValue() != 0)) {
        return null;
      }
    }
    return call;
  }

  /** A call argument with the casts that keep its element type looked through. */
  private static Value throughCasts(Value v) {
    for (Operation def = v.definingOp(); def != null && def.name().equals("tf.Cast"); def = v.definingOp()) {
      if (elementType(def.operand(0).type()) != elementType(def.result(0).type())) {
        break;
      }
      v = def.operand(0);
    }
    return v;
  }

  private static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** Whether the two calls take the same values (looking through casts); those values go to {@code args}. */
  private static boolean sameArguments(Operation first, Operation second, List<Value> args) {
    if (first.numOperands() != second.numOperands()) {
      return false;
    }
    for (int i = 0; i < first.numOperands(); i++) {
      Value a = throughCasts(first.operand(i));
      if (a != throughCasts(second.operand(i))) {
        return false;
      }
      args.add(a);
    }
    return true;
  }

  /**
   * Whether the calls of a loop's condition and body take their regions' block arguments, the
   * same ones in the same order (looking through casts).
   */
  private static boolean sameBlockArguments(Operation condCall, Operation bodyCall) {
    if (condCall.numOperands() != bodyCall.numOperands()) {
      return false;
    }
    Block condBlock = condCall.block();
    Block bodyBlock = bodyCall.block();
    for (int i = 0; i < condCall.numOperands(); i++) {
      if (!(throughCasts(condCall.operand(i)) instanceof BlockArgument a)
          || !(throughCasts(bodyCall.operand(i)) instanceof BlockArgument b)
          || a.index() != b.index()
          || a.owner() != condBlock
          || b.owner() != bodyBlock) {
        return false;
      }
    }
    return true;
  }
}

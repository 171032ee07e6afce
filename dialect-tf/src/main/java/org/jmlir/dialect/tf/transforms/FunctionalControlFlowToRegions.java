package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tf.CaseRegionOp;
import org.jmlir.dialect.tf.IfRegionOp;
import org.jmlir.dialect.tf.TfRegionChecks;
import org.jmlir.dialect.tf.WhileRegionOp;
import org.jmlir.dialect.tf.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-functional-control-flow-to-regions}: tf.If/tf.StatelessIf become tf.IfRegion,
 * tf.While/tf.StatelessWhile tf.WhileRegion and tf.Case/tf.StatelessCase tf.CaseRegion, as
 * TensorFlow's pass does: each region calls the function the op named ({@code func.call}, after a
 * {@code tf.Cast} where an argument's type differs from the parameter's) and yields its results.
 * A condition that is not a {@code tensor<i1>} goes through {@code tf.ToBool}. The new op keeps
 * {@code is_stateless}, {@code parallel_iterations}, {@code shape_invariant}, {@code device} and
 * the attributes whose names start with an underscore; tf.IfRegion records the branch functions'
 * names in {@code _then_func_name}/{@code _else_func_name}. With {@code allow-passthrough-args}
 * the condition region of a loop also yields its arguments.
 *
 * <p>Before converting, the functions are checked as TensorFlow's verifier checks them (they
 * exist; their parameter and result types are compatible with the op's operands and results).
 */
public final class FunctionalControlFlowToRegions extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option(
        "allow-passthrough-args", "<bool>", "Allow passthrough of loop arguments from the condition region")
  };

  private final boolean allowPassthroughArgs;

  public FunctionalControlFlowToRegions(PassOptions o) {
    super(o);
    allowPassthroughArgs = o.getBool("allow-passthrough-args", false);
  }

  @Override
  public String argument() {
    return "tf-functional-control-flow-to-regions";
  }

  @Override
  public String summary() {
    return "Transforms functional control flow operations to their region-based counterparts";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    for (Operation op : module.collect(FunctionalControlFlowToRegions::isFunctional)) {
      boolean ok =
          switch (op.name()) {
            case "tf.If", "tf.StatelessIf" -> convertIf(op);
            case "tf.While", "tf.StatelessWhile" -> convertWhile(op);
            default -> convertCase(op);
          };
      if (!ok) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean isFunctional(Operation op) {
    return switch (op.name()) {
      case "tf.If", "tf.StatelessIf", "tf.While", "tf.StatelessWhile", "tf.Case", "tf.StatelessCase" -> true;
      default -> false;
    };
  }

  /** The op's {@code is_stateless}; the Stateless* spellings are stateless without it. */
  private static boolean isStateless(Operation op) {
    return op.attr("is_stateless") != null ? TfRegionChecks.isSet(op, "is_stateless") : op.name().startsWith("tf.Stateless");
  }

  /** TensorFlow's CopyDeviceAndUnderscoredAttributes. */
  static void copyDeviceAndUnderscored(Operation from, Operation to) {
    for (NamedAttribute a : from.attrDictionary().entries()) {
      if (a.name().startsWith("_") || a.name().equals("device")) {
        to.setAttr(a.name(), a.value());
      }
    }
  }

  private static boolean isScalarI1(Type t) {
    return t instanceof RankedTensorType r && r.rank() == 0 && r.elementType() instanceof IntegerType i && i.width() == 1
        && i.isSignless();
  }

  /** {@code cond} itself when a {@code tensor<i1>}, else a {@code tf.ToBool} of it inserted before {@code at}. */
  private static Value toBoolean(Operation at, Value cond, Operation attrsFrom) {
    if (isScalarI1(cond.type())) {
      return cond;
    }
    Operation toBool = FunctionalCalls.toBool(at.context(), cond, at.location());
    copyDeviceAndUnderscored(attrsFrom, toBool);
    at.block().insertBefore(at, toBool);
    return toBool.result(0);
  }

  /**
   * Fills the single block of {@code region} with a call to {@code func}: on {@code args}, or on new
   * block arguments typed as the function's parameters when {@code useRegionArgs}; the results are
   * yielded, followed by the block arguments when {@code forwardBlockArgs}.
   */
  private static YieldOp fillWithCall(
      Operation op, Operation func, Region region, List<? extends Value> args, boolean useRegionArgs, boolean forwardBlockArgs) {
    MLIRContext ctx = op.context();
    Location loc = op.location();
    Block entry = region.front();
    FunctionType type = FunctionalCalls.typeOf(func);
    List<? extends Value> actual = args;
    if (useRegionArgs) {
      for (Type t : type.inputs()) {
        entry.addArgument(t, loc);
      }
      actual = entry.arguments();
    }
    List<Value> callArgs = FunctionalCalls.castAll(ctx, entry, loc, actual, type.inputs());
    List<Value> yielded = FunctionalCalls.call(entry, loc, func, callArgs);
    if (forwardBlockArgs) {
      yielded.addAll(entry.arguments());
    }
    YieldOp yield = YieldOp.create(ctx, loc, yielded);
    entry.append(yield);
    return yield;
  }

  private static void replace(Operation op, Operation replacement) {
    op.block().insertBefore(op, replacement);
    op.replaceAllUsesWith(replacement.results());
    op.dropAllReferences();
    op.erase();
  }

  private static boolean convertIf(Operation op) {
    Operation thenFn = FunctionalCalls.callee(op, "then_branch");
    Operation elseFn = thenFn == null ? null : FunctionalCalls.callee(op, "else_branch");
    if (elseFn == null || !branchesMatch(op, List.of(thenFn, elseFn), List.of("'then_branch'", "'else_branch'"))) {
      return false;
    }
    List<Value> inputs = new ArrayList<>(op.operands().subList(1, op.numOperands()));
    Value cond = toBoolean(op, op.operand(0), op);
    IfRegionOp ifRegion =
        IfRegionOp.create(
            op.context(), op.location(), op.resultTypes(), cond, isStateless(op), SymbolTable.symbolName(thenFn),
            SymbolTable.symbolName(elseFn));
    copyDeviceAndUnderscored(op, ifRegion);
    fillWithCall(op, thenFn, ifRegion.thenBranch(), inputs, false, false);
    fillWithCall(op, elseFn, ifRegion.elseBranch(), inputs, false, false);
    replace(op, ifRegion);
    return true;
  }

  private static boolean convertCase(Operation op) {
    if (!(op.attr("branches") instanceof ArrayAttr branches) || branches.elements().isEmpty()) {
      return op.emitOpError("requires attribute 'branches'").report();
    }
    List<Operation> funcs = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < branches.elements().size(); i++) {
      Attribute b = branches.elements().get(i);
      String name = "branch #" + i;
      Operation f = b instanceof SymbolRefAttr ref ? FunctionalCalls.callee(op, ref, name) : null;
      if (f == null) {
        return b instanceof SymbolRefAttr || op.emitOpError(name + " is not a symbol reference").report();
      }
      funcs.add(f);
      names.add(name);
    }
    if (!branchesMatch(op, funcs, names)) {
      return false;
    }
    List<Value> inputs = new ArrayList<>(op.operands().subList(1, op.numOperands()));
    CaseRegionOp caseRegion =
        CaseRegionOp.create(op.context(), op.location(), op.resultTypes(), op.operand(0), isStateless(op), funcs.size());
    copyDeviceAndUnderscored(op, caseRegion);
    for (int i = 0; i < funcs.size(); i++) {
      fillWithCall(op, funcs.get(i), caseRegion.branches().get(i), inputs, false, false);
    }
    replace(op, caseRegion);
    return true;
  }

  private boolean convertWhile(Operation op) {
    Operation condFn = FunctionalCalls.callee(op, "cond");
    Operation bodyFn = condFn == null ? null : FunctionalCalls.callee(op, "body");
    if (bodyFn == null) {
      return false;
    }
    FunctionType condType = FunctionalCalls.typeOf(condFn);
    FunctionType bodyType = FunctionalCalls.typeOf(bodyFn);
    boolean shapeInvariant = op.attr("shape_invariant") != null;
    if (condType.results().size() != 1) {
      return op.emitOpError("requires cond function to have exactly one result").report();
    }
    if (!TfRegionChecks.whileTypes(op, condType.inputs(), bodyType.inputs(), bodyType.results(), shapeInvariant)) {
      return false;
    }
    long parallelIterations =
        op.attr("parallel_iterations") instanceof IntegerAttr p ? p.longValue() : WhileRegionOp.DEFAULT_PARALLEL_ITERATIONS;
    WhileRegionOp whileRegion =
        WhileRegionOp.create(
            op.context(), op.location(), op.resultTypes(), op.operands(), parallelIterations, isStateless(op),
            shapeInvariant);
    copyDeviceAndUnderscored(op, whileRegion);
    YieldOp condYield = fillWithCall(op, condFn, whileRegion.cond(), op.operands(), true, allowPassthroughArgs);
    condYield.setOperand(0, toBoolean(condYield, condYield.operand(0), condYield));
    fillWithCall(op, bodyFn, whileRegion.body(), op.operands(), true, false);
    replace(op, whileRegion);
    return true;
  }

  /**
   * TensorFlow's VerifyCaseOrIfOpBranchFunctions: each branch function takes the op's inputs (all
   * operands but the first) and returns its results, up to cast compatibility.
   */
  private static boolean branchesMatch(Operation op, List<Operation> funcs, List<String> names) {
    List<Type> inputs = op.operandTypes().subList(1, op.numOperands());
    for (int i = 0; i < funcs.size(); i++) {
      FunctionType t = FunctionalCalls.typeOf(funcs.get(i));
      if (!TfRegionChecks.typeRangesCompatible(op, t.inputs(), names.get(i) + " input", inputs, "input")
          || !TfRegionChecks.typeRangesCompatible(op, t.results(), names.get(i) + " result", op.resultTypes(), "result")) {
        return false;
      }
    }
    return true;
  }
}

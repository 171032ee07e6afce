package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.HashSet;
import java.util.Set;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code tf-shape-inference}: refines the result types of tf ops from their operands' shapes, to a
 * fixed point, then carries the refinements through islands, graphs and function results. A type is
 * only ever made more precise (unranked to ranked, dynamic to static dimensions); element types stay.
 *
 * <p>TensorFlow runs each op's C++ shape function; we implement those of the ops graphs use most
 * ({@link ShapeFunctions}, one file per group), on partial shapes and with constant operands where
 * they decide the shape, and read the results of tf.If/tf.Case/tf.While and the tf calls from the
 * functions they name ({@link ControlFlowShapes}). Where TensorFlow's shape function reports an
 * error, the op keeps its types, as in TensorFlow's pass. Other ops keep their types.
 */
public final class ShapeInference extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("max-iterations", "<int>", "Maximum shape inference iterations")
  };

  private final int maxIterations;

  public ShapeInference(PassOptions o) {
    super(o);
    maxIterations = (int) o.getLong("max-iterations", 10);
  }

  @Override
  public String argument() {
    return "tf-shape-inference";
  }

  @Override
  public String summary() {
    return "Shape inference on TF dialect and ops implementing InferTypeOpInterface";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> funcs = root.collect(op -> op.name().equals("func.func"));
    Set<String> called = new HashSet<>();
    root.walk(
        op -> {
          if (op.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr ref) {
            called.add(ref.root());
          }
        });
    // Functions are refined in turn; a refined signature (a branch, a loop body, a callee) may refine
    // the ops naming it, so the module is swept until no signature changes.
    boolean signatureChanged = true;
    for (int round = 0; round < maxIterations && signatureChanged; round++) {
      signatureChanged = false;
      for (Operation f : funcs) {
        for (int i = 0; i < maxIterations && refine(f); i++) {
          // until nothing changes
        }
        // A function called by func.call keeps its signature: its call sites would no longer match.
        if (!called.contains(org.jmlir.ir.SymbolTable.symbolName(f))) {
          signatureChanged |= updateFunctionResults(f);
        }
      }
    }
    for (Operation f : funcs) {
      castReturns(f);
    }
  }

  /**
   * Refines the results of {@code op}, an op being built (no users yet), from its shape function as
   * this pass would, for the GraphDef importer (TensorFlow's importer runs every op's shape function);
   * functional control flow and calls are left to the pass. Returns whether a type changed.
   */
  public static boolean refineResults(Operation op) {
    return refineResults(op, ShapeFunctions.infer(op));
  }

  /** Refines {@code op}'s results to {@code shapes} (null: nothing known) where they are shapes. */
  private static boolean refineResults(Operation op, List<long[]> shapes) {
    boolean changed = false;
    for (int i = 0; shapes != null && i < shapes.size() && i < op.numResults(); i++) {
      if (isShape(shapes.get(i))) {
        changed |= refineTo(op.context(), op.result(i), shapes.get(i));
      }
    }
    return changed;
  }

  /** One sweep over {@code func}; true when some type changed. */
  private static boolean refine(Operation func) {
    MLIRContext ctx = func.context();
    boolean[] changed = {false};
    func.walk(
        op -> {
          if (op.name().startsWith("tf.") && op.numResults() > 0 && !isTypeBridge(op)) {
            List<long[]> shapes = ControlFlowShapes.infer(op);
            changed[0] |= refineResults(op, shapes != null ? shapes : ShapeFunctions.infer(op));
          } else if (op instanceof IslandOp island) {
            changed[0] |= forward(ctx, island.yield().operands(), island.outputs());
          } else if (op instanceof GraphOp graph) {
            FetchOp fetch = graph.fetch();
            changed[0] |= forward(ctx, fetch.operands().subList(0, graph.numResults()), graph.results());
          }
        });
    return changed[0];
  }

  /** Whether {@code s} is a shape: sizes non-negative or unknown (a guard against a rule's slip). */
  private static boolean isShape(long[] s) {
    if (s == null) {
      return false;
    }
    for (long d : s) {
      if (d < 0 && d != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** A tf.Cast feeding only non-tf users keeps their expected type (it may be one we inserted). */
  private static boolean isTypeBridge(Operation op) {
    if (!op.name().equals("tf.Cast") || op.result(0).hasNoUses()) {
      return false;
    }
    for (Operation user : op.result(0).users()) {
      if (user.name().startsWith("tf.") || user.name().startsWith("tf_executor.")) {
        return false;
      }
    }
    return true;
  }

  /** Gives each result the type of its source when that is more refined. */
  private static boolean forward(MLIRContext ctx, List<? extends Value> from, List<? extends Value> to) {
    boolean changed = false;
    for (int i = 0; i < to.size() && i < from.size(); i++) {
      if (from.get(i).type() instanceof RankedTensorType r && r.elementType().equals(elementType(to.get(i).type()))) {
        changed |= refineTo(ctx, to.get(i), r.shape());
      }
    }
    return changed;
  }

  private static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : null;
  }

  /** Sets {@code v}'s type to {@code shape} (same element type) if that is strictly more refined. */
  private static boolean refineTo(MLIRContext ctx, Value v, long[] shape) {
    if (!(v.type() instanceof TensorType t)) {
      return false;
    }
    if (t instanceof RankedTensorType r) {
      if (r.shape().length != shape.length || r.encoding() != null) {
        return false;
      }
      boolean better = false;
      long[] merged = r.shape().clone();
      for (int i = 0; i < shape.length; i++) {
        if (merged[i] == ShapedType.DYNAMIC && shape[i] != ShapedType.DYNAMIC) {
          merged[i] = shape[i];
          better = true;
        }
      }
      if (!better) {
        return false;
      }
      shape = merged;
    } else if (!(t instanceof UnrankedTensorType)) {
      return false;
    }
    v.setType(RankedTensorType.get(ctx, shape, t.elementType()));
    castForOtherUsers(ctx, v, t);
    return true;
  }

  /**
   * Users outside tf and tf_executor (a call, an arith op, ...) expect the old type: they get a
   * {@code tf.Cast} back to it, as TensorFlow's pass does. Returns are settled per function.
   */
  private static void castForOtherUsers(MLIRContext ctx, Value v, Type old) {
    for (org.jmlir.ir.OpOperand use : new ArrayList<>(v.uses())) {
      Operation user = use.owner();
      String name = user.name();
      if (name.startsWith("tf.") || name.startsWith("tf_executor.") || name.equals("func.return")) {
        continue;
      }
      use.set(castBefore(ctx, user, v, old));
    }
  }

  private static Value castBefore(MLIRContext ctx, Operation before, Value v, Type to) {
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, ctx.opDef("tf.Cast"), before.location());
    s.addOperand(v).addType(to).addAttribute("Truncate", IntegerAttr.bool(ctx, false));
    Operation cast = Operation.create(s);
    before.block().insertBefore(before, cast);
    return cast.result(0);
  }

  /** Called functions keep their signature: returned values that changed type are cast back. */
  private static void castReturns(Operation func) {
    if (func.region(0).isEmpty() || !(func.attr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType ft)) {
      return;
    }
    for (Block b : func.region(0).blocks()) {
      Operation ret = b.last();
      if (ret == null || !ret.name().equals("func.return")) {
        continue;
      }
      for (int i = 0; i < ret.numOperands() && i < ft.results().size(); i++) {
        Type expected = ft.results().get(i);
        if (!ret.operand(i).type().equals(expected)) {
          ret.setOperand(i, castBefore(func.context(), ret, ret.operand(i), expected));
        }
      }
    }
  }

  /** The function's result types follow what it returns, when that is more refined. */
  private static boolean updateFunctionResults(Operation func) {
    if (func.region(0).isEmpty() || !(func.attr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType ft)) {
      return false;
    }
    Block last = func.region(0).blocks().get(func.region(0).numBlocks() - 1);
    Operation ret = last.last();
    if (ret == null || !ret.name().equals("func.return") || func.region(0).numBlocks() != 1) {
      return false;
    }
    List<Type> results = new ArrayList<>(ft.results());
    boolean changed = false;
    for (int i = 0; i < results.size() && i < ret.numOperands(); i++) {
      Type t = ret.operand(i).type();
      if (!t.equals(results.get(i)) && t instanceof RankedTensorType r && elementType(results.get(i)) != null
          && r.elementType().equals(elementType(results.get(i)))) {
        results.set(i, t);
        changed = true;
      }
    }
    if (changed) {
      func.setAttr("function_type", TypeAttr.get(func.context(), FunctionType.get(func.context(), ft.inputs(), results)));
    }
    return changed;
  }
}

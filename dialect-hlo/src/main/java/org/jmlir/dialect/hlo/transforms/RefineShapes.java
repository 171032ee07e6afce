package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.HloInference;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.hlo.HloShapes;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --stablehlo-refine-shapes}, without StableHLO's constant evaluation of shape
 * computations: static shapes flow forward from function arguments through each StableHLO op's
 * type inference, dynamic ops with constant shape operands (dynamic_reshape,
 * dynamic_broadcast_in_dim, dynamic_iota) take those shapes, casts that only hid a static type
 * ({@code builtin.unrealized_conversion_cast} to a less static tensor) are removed, and function
 * result types follow what they return. A result is only made more static, never changed.
 */
public final class RefineShapes extends Pass {
  public RefineShapes(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-refine-shapes";
  }

  @Override
  public String summary() {
    return "Refines shapes across a StableHLO program.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation fn : root.collect(o -> o.name().equals("func.func"))) {
      if (fn.region(0).isEmpty()) {
        continue;
      }
      for (Operation op : fn.collect(o -> o != fn)) {
        refine(op);
      }
      updateFunctionType(fn);
    }
  }

  private static void refine(Operation op) {
    if (op.name().equals("builtin.unrealized_conversion_cast") && op.numOperands() == 1 && op.numResults() == 1
        && HloShapes.compatible(op.operand(0).type(), op.result(0).type())
        && moreStatic(op.operand(0).type(), op.result(0).type())) {
      op.result(0).replaceAllUsesWith(op.operand(0));
      op.erase();
      return;
    }
    if (!op.name().startsWith("stablehlo.") || !(op instanceof HloOp hlo)) {
      return;
    }
    switch (hlo.mnemonic()) {
      case "dynamic_reshape" -> refineFromShapeOperand(op, 1);
      case "dynamic_broadcast_in_dim" -> refineFromShapeOperand(op, 1);
      case "dynamic_iota" -> refineFromShapeOperand(op, 0);
      default -> {
        List<Type> inferred = HloInference.infer(hlo);
        if (inferred == HloInference.NOT_INFERRED && isElementwise(op)) {
          Type t = elementwise(op);
          inferred = t == null ? null : List.of(t);
        }
        if (inferred == null || inferred.size() != op.numResults()) {
          return;
        }
        for (int i = 0; i < op.numResults(); i++) {
          refineResult(op.result(i), inferred.get(i));
        }
      }
    }
  }

  private static boolean isElementwise(Operation op) {
    return op.numResults() == 1 && op.numOperands() > 0
        && (op.hasTrait(org.jmlir.ir.Trait.ELEMENTWISE)
            || op instanceof org.jmlir.dialect.hlo.BinaryElementwiseOp
            || op instanceof org.jmlir.dialect.hlo.UnaryElementwiseOp);
  }

  /** An element-wise op's result: the operands' shape, each dimension taken from an operand that knows it. */
  private static Type elementwise(Operation op) {
    long[] shape = null;
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType r)) {
        continue;
      }
      if (shape == null) {
        shape = r.shape().clone();
      } else if (shape.length == r.rank()) {
        for (int i = 0; i < shape.length; i++) {
          if (shape[i] == ShapedType.DYNAMIC) {
            shape[i] = r.shape()[i];
          }
        }
      }
    }
    if (shape == null || !(op.result(0).type() instanceof ShapedType t)) {
      return null;
    }
    return RankedTensorType.get(op.context(), shape, t.elementType());
  }

  private static void refineFromShapeOperand(Operation op, int shapeOperand) {
    long[] shape = CanonicalizeDynamism.constantInts(op.operand(shapeOperand));
    if (shape == null || !(op.result(0).type() instanceof ShapedType t)) {
      return;
    }
    refineResult(op.result(0), RankedTensorType.get(op.context(), shape, t.elementType()));
  }

  /** Sets {@code v}'s type to {@code candidate} when that is compatible and more static. */
  private static void refineResult(Value v, Type candidate) {
    Type current = v.type();
    if (candidate == null || candidate == current || !HloShapes.compatible(candidate, current)
        || !moreStatic(candidate, current)) {
      return;
    }
    // Only users that accept a more static operand: HLO ops and the function's return (whose
    // type follows); other users keep the value as it is.
    for (Operation user : v.users()) {
      String n = user.name();
      if (!(n.startsWith("stablehlo.") || n.startsWith("chlo.") || n.equals("func.return") && user.parentOp() != null
          && user.parentOp().name().equals("func.func"))) {
        return;
      }
    }
    v.setType(candidate);
  }

  /** Whether {@code a} knows more than {@code b}: ranked where b is not, or static where b is dynamic. */
  private static boolean moreStatic(Type a, Type b) {
    if (!(a instanceof ShapedType sa) || !(b instanceof ShapedType sb) || !sa.hasRank()) {
      return false;
    }
    if (!sb.hasRank()) {
      return true;
    }
    boolean better = false;
    for (int i = 0; i < sa.rank(); i++) {
      boolean aDyn = sa.shape()[i] == ShapedType.DYNAMIC;
      boolean bDyn = sb.shape()[i] == ShapedType.DYNAMIC;
      if (aDyn && !bDyn) {
        return false;
      }
      better |= !aDyn && bDyn;
    }
    return better;
  }

  /** The function's result types become those its return returns. */
  private static void updateFunctionType(Operation fn) {
    Operation ret = fn.region(0).back().last();
    if (ret == null || !ret.name().equals("func.return")) {
      return;
    }
    FunctionType ft = (FunctionType) ((TypeAttr) fn.attr("function_type")).value();
    List<Type> results = new ArrayList<>();
    for (Value v : ret.operands()) {
      results.add(v.type());
    }
    if (!results.equals(ft.results())) {
      fn.setAttr("function_type", TypeAttr.get(fn.context(), FunctionType.get(fn.context(), ft.inputs(), results)));
    }
  }
}

package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = "tf.WhileRegion"(%init) ({ ^bb0(%c: t): ... "tf.Yield"(%p) }, { ^bb0(%b: t): ...
 * "tf.Yield"(%next) }) {is_stateless = false} : (t) -> t}: the region form of tf.While. The
 * condition region yields a {@code tensor<i1>} (optionally followed by its arguments, unchanged);
 * the body yields the next values of the loop variables. Both regions take the loop variables as
 * block arguments; the results are their final values.
 */
public final class WhileRegionOp extends Operation implements MemoryEffectOpInterface {
  public static final String NAME = "tf.WhileRegion";

  /** parallel_iterations when the attribute is absent. */
  public static final long DEFAULT_PARALLEL_ITERATIONS = 10;

  public static final OpDef DEF =
      OpSpec.define(NAME, WhileRegionOp::new)
          .variadicOperand("input", TfRegionChecks.ANY_TENSOR)
          .variadicResult("output", TfRegionChecks.ANY_TENSOR)
          .sizedRegion("cond", 1)
          .sizedRegion("body", 1)
          .optionalAttr("parallel_iterations", AttrConstraint.ANY)
          .optionalAttr("is_stateless", AttrConstraint.ANY)
          .optionalAttr("shape_invariant", AttrConstraint.ANY)
          .traits(Trait.SINGLE_BLOCK)
          .verifier(WhileRegionOp::verify)
          .regionVerifier(TfRegionChecks::yieldTerminated)
          .extension(CanonicalizationPatterns.class, WhileRegionPatterns.WHILE_REGION)
          // TensorFlow's getLoopRegions: the body alone; the condition's ops stay where they are.
          .extension(LoopLikeOpInterface.class, op -> List.of(op.region(1)))
          .build();

  private WhileRegionOp() {}

  /**
   * A WhileRegion whose two regions each hold one empty block without arguments: the caller adds
   * the loop variables as block arguments and fills the blocks.
   */
  public static WhileRegionOp create(
      MLIRContext ctx, Location loc, List<? extends Type> resultTypes, List<? extends Value> inputs, long parallelIterations,
      boolean isStateless, boolean shapeInvariant) {
    OperationState st = new OperationState(ctx, DEF, loc);
    st.addOperands(inputs).addTypes(resultTypes);
    st.addAttribute("parallel_iterations", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), parallelIterations));
    st.addAttribute("is_stateless", IntegerAttr.bool(ctx, isStateless));
    if (shapeInvariant) {
      st.addAttribute("shape_invariant", UnitAttr.get(ctx));
    }
    st.addRegion().addBlock(new Block());
    st.addRegion().addBlock(new Block());
    return (WhileRegionOp) Operation.create(st);
  }

  public Region cond() {
    return region(0);
  }

  public Region body() {
    return region(1);
  }

  public boolean isStateless() {
    return TfRegionChecks.isSet(this, "is_stateless");
  }

  public long parallelIterations() {
    return attr("parallel_iterations") instanceof IntegerAttr i ? i.longValue() : DEFAULT_PARALLEL_ITERATIONS;
  }

  public boolean shapeInvariant() {
    return attr("shape_invariant") != null;
  }

  /** Its regions' effects when {@code is_stateless}, else any: see {@link TfRegionEffects}. */
  @Override
  public List<Effect> effects() {
    return TfRegionEffects.of(this);
  }

  private static boolean verify(Operation op) {
    if (!TfRegionChecks.attribute(op, "parallel_iterations", TfRegionChecks.POSITIVE_I64, false)
        || !TfRegionChecks.attribute(op, "is_stateless", TfRegionChecks.BOOL, true)
        || !TfRegionChecks.attribute(op, "shape_invariant", AttrConstraint.UNIT, false)) {
      return false;
    }
    WhileRegionOp w = (WhileRegionOp) op;
    Block cond = w.cond().front();
    Operation condYield = cond.last();
    // The condition yields the predicate alone, or the predicate and its arguments.
    if (condYield.numOperands() != 1 && condYield.numOperands() != cond.numArguments() + 1) {
      return op.emitOpError("condition should yield a tensor<i1> and forward the arguments").report();
    }
    if (!(condYield.operand(0).type() instanceof RankedTensorType t && t.rank() == 0 && t.elementType() instanceof IntegerType e
        && e.width() == 1)) {
      return op.emitOpError("condition should have a single tensor<i1> result").report();
    }
    Block body = w.body().front();
    if (!TfRegionChecks.whileTypes(
        op, cond.argumentTypes(), body.argumentTypes(), body.last().operandTypes(), w.shapeInvariant())) {
      return false;
    }
    for (int i = 1; i < condYield.numOperands(); i++) {
      if (condYield.operand(i) != cond.argument(i - 1)) {
        return op.emitOpError("arguments on condition block aren't forwarded to yield").report();
      }
    }
    return true;
  }
}

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
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = "tf.IfRegion"(%cond) ({ ... "tf.Yield"(%a) }, { ... "tf.Yield"(%b) }) {is_stateless
 * = false} : (tensor<i1>) -> t}: the region form of tf.If. Each branch is one block without
 * arguments (it uses values from above) ending in {@code tf.Yield}; the op's results are what the
 * branch taken yields. {@code _then_func_name}/{@code _else_func_name} remember the branch
 * functions' names across tf.If -> tf.IfRegion -> tf.If.
 */
public final class IfRegionOp extends Operation implements MemoryEffectOpInterface {
  public static final String NAME = "tf.IfRegion";

  public static final OpDef DEF =
      OpSpec.define(NAME, IfRegionOp::new)
          .operand("cond", TfRegionChecks.SCALAR_I1_TENSOR)
          .variadicResult("output", TfRegionChecks.TF_TENSOR)
          .sizedRegion("then_branch", 1)
          .sizedRegion("else_branch", 1)
          .optionalAttr("is_stateless", AttrConstraint.ANY)
          .optionalAttr("_then_func_name", AttrConstraint.ANY)
          .optionalAttr("_else_func_name", AttrConstraint.ANY)
          .traits(Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS)
          .verifier(IfRegionOp::verifyAttributes)
          .regionVerifier(IfRegionOp::verifyRegions)
          .extension(CanonicalizationPatterns.class, TfRegionPatterns.IF_REGION)
          .build();

  private IfRegionOp() {}

  /**
   * An IfRegion whose two regions each hold one empty block for the caller to fill; the branch
   * function names are left out when null.
   */
  public static IfRegionOp create(
      MLIRContext ctx, Location loc, List<? extends Type> resultTypes, Value cond, boolean isStateless, String thenFuncName,
      String elseFuncName) {
    OperationState st = new OperationState(ctx, DEF, loc);
    st.addOperand(cond).addTypes(resultTypes);
    st.addAttribute("is_stateless", IntegerAttr.bool(ctx, isStateless));
    if (thenFuncName != null) {
      st.addAttribute("_then_func_name", StringAttr.get(ctx, thenFuncName));
    }
    if (elseFuncName != null) {
      st.addAttribute("_else_func_name", StringAttr.get(ctx, elseFuncName));
    }
    st.addRegion().addBlock(new Block());
    st.addRegion().addBlock(new Block());
    return (IfRegionOp) Operation.create(st);
  }

  public Value cond() {
    return operand(0);
  }

  public Region thenBranch() {
    return region(0);
  }

  public Region elseBranch() {
    return region(1);
  }

  public boolean isStateless() {
    return TfRegionChecks.isSet(this, "is_stateless");
  }

  /** Its regions' effects when {@code is_stateless}, else any: see {@link TfRegionEffects}. */
  @Override
  public List<Effect> effects() {
    return TfRegionEffects.of(this);
  }

  private static boolean verifyAttributes(Operation op) {
    return TfRegionChecks.attribute(op, "is_stateless", TfRegionChecks.BOOL, true)
        && TfRegionChecks.attribute(op, "_then_func_name", AttrConstraint.STRING, false)
        && TfRegionChecks.attribute(op, "_else_func_name", AttrConstraint.STRING, false);
  }

  /** Each branch yields values compatible with the op's results. */
  private static boolean verifyRegions(Operation op) {
    if (!TfRegionChecks.yieldTerminated(op)) {
      return false;
    }
    List<Type> results = op.resultTypes();
    return TfRegionChecks.typeRangesCompatible(
            op, TfRegionChecks.yieldOf(op.region(0)).operandTypes(), "then result", results, "result")
        && TfRegionChecks.typeRangesCompatible(
            op, TfRegionChecks.yieldOf(op.region(1)).operandTypes(), "else result", results, "result");
  }
}

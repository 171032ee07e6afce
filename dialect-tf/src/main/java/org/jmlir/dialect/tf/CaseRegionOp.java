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
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = "tf.CaseRegion"(%index) ({ ... "tf.Yield"(%a) }, { ... "tf.Yield"(%b) })
 * {is_stateless = false} : (tensor<i32>) -> t}: the region form of tf.Case. Branch
 * {@code index} runs (the last one when the index is out of range); each branch is one block
 * without arguments ending in {@code tf.Yield}.
 */
public final class CaseRegionOp extends Operation implements MemoryEffectOpInterface {
  public static final String NAME = "tf.CaseRegion";

  public static final OpDef DEF =
      OpSpec.define(NAME, CaseRegionOp::new)
          .operand("branch_index", TfRegionChecks.I32_TENSOR)
          .variadicResult("output", TfRegionChecks.TF_TENSOR)
          .variadicRegion("branches")
          .optionalAttr("is_stateless", AttrConstraint.ANY)
          .traits(Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS)
          .verifier(CaseRegionOp::verify)
          .regionVerifier(TfRegionChecks::yieldTerminated)
          .extension(CanonicalizationPatterns.class, TfRegionPatterns.CASE_REGION)
          .build();

  private CaseRegionOp() {}

  /** A CaseRegion with {@code branches} regions, each holding one empty block for the caller to fill. */
  public static CaseRegionOp create(
      MLIRContext ctx, Location loc, List<? extends Type> resultTypes, Value branchIndex, boolean isStateless, int branches) {
    OperationState st = new OperationState(ctx, DEF, loc);
    st.addOperand(branchIndex).addTypes(resultTypes);
    st.addAttribute("is_stateless", IntegerAttr.bool(ctx, isStateless));
    for (int i = 0; i < branches; i++) {
      st.addRegion().addBlock(new Block());
    }
    return (CaseRegionOp) Operation.create(st);
  }

  public Value branchIndex() {
    return operand(0);
  }

  public List<Region> branches() {
    return regions();
  }

  public boolean isStateless() {
    return TfRegionChecks.isSet(this, "is_stateless");
  }

  /** Its regions' effects when {@code is_stateless}, else any: see {@link TfRegionEffects}. */
  @Override
  public List<Effect> effects() {
    return TfRegionEffects.of(this);
  }

  private static boolean verify(Operation op) {
    if (!TfRegionChecks.attribute(op, "is_stateless", TfRegionChecks.BOOL, true)) {
      return false;
    }
    // VariadicRegion<SizedRegion<1>>.
    for (int i = 0; i < op.numRegions(); i++) {
      if (op.region(i).numBlocks() != 1) {
        return op.emitOpError("region #" + i + " ('branches') failed to verify constraint: region with 1 blocks").report();
      }
    }
    if (op.numRegions() == 0) {
      return op.emitOpError("expects to have at least 1 region").report();
    }
    Type index = op.operand(0).type();
    if (index instanceof ShapedType s && s.hasRank() && s.rank() != 0) {
      return op.emitOpError("expects 'branch_index' to be a scalar, but got '" + AttrTypeText.type(index) + "'").report();
    }
    for (int i = 0; i < op.numRegions(); i++) {
      if (!TfRegionChecks.typeRangesCompatible(
          op, op.region(i).front().last().operandTypes(), "branch #" + i + " result", op.resultTypes(), "result")) {
        return false;
      }
    }
    return true;
  }
}

package org.jmlir.dialect.arith;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code arith.scaling_truncf}: truncation with per-element scales (OCP MXFP). */
public final class ScalingTruncFOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.op("arith.scaling_truncf", ScalingTruncFOp::new)
          .traits(Trait.PURE)
          .operand("in", TypeConstraint.FLOAT_LIKE)
          .operand("scale", TypeConstraint.FLOAT_LIKE)
          .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
          .optionalAttr("fastmath", ArithAttrs.FASTMATH)
          .result("out", TypeConstraint.FLOAT_LIKE)
          .predicate(
              "input and output have the same tensor dimensions",
              op -> java.util.Arrays.equals(ArithTypes.tensorDims(op.operand(0).type()), ArithTypes.tensorDims(op.result(0).type())))
          .verifier(ArithSpecs.scalingVerifier(false))
          .format(
              "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")
          .build();

  private ScalingTruncFOp() {}

  public Value in() {
    return operand(0);
  }

  public Value scale() {
    return operand(1);
  }
}

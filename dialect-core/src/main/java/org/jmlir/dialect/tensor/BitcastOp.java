package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>}. */
public final class BitcastOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.bitcast", BitcastOp::new)
          .operand("source", ShapedConstraints.ANY_TENSOR)
          .result("dest", ShapedConstraints.ANY_TENSOR)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($dest)")
          .verifier(TensorShapeVerifiers::verifyBitcast)
          .build();

  private BitcastOp() {}
}

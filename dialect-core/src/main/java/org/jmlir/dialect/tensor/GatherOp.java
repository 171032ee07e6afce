package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;

/** {@code tensor.gather %src[%idx] gather_dims([1]) unique : (...) -> tensor<...>}. */
public final class GatherOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.gather", GatherOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_TENSOR)
          .operand("indices", ShapedConstraints.RANKED_TENSOR_OF_INT_OR_INDEX)
          .attr("gather_dims", TensorAttrs.DIMS_ARRAY)
          .optionalAttr("unique", AttrConstraint.UNIT)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .format(
              "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:`"
                  + " functional-type(operands, results)")
          .resultNamer((op, names) -> names.setName(op.result(0), "gather"))
          .build();

  private GatherOp() {}
}

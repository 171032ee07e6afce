package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;

/** {@code memref.assume_alignment %m, 16 : memref<...>}: the same memref, assumed aligned. */
public final class AssumeAlignmentOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.assume_alignment", AssumeAlignmentOp::new)
          .operand("memref", ShapedConstraints.ANY_MEMREF)
          .attr("alignment", CommonAttrs.bareInteger(CommonAttrs.I32_POSITIVE, 32))
          .result("result", ShapedConstraints.ANY_MEMREF)
          .traits(Trait.PURE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$memref `,` $alignment attr-dict `:` type($memref)")
          .verifier(AssumeAlignmentOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "assume_align"))
          .build();

  private AssumeAlignmentOp() {}

  private static boolean verify(Operation op) {
    long a = ((IntegerAttr) op.inherentAttr("alignment")).longValue();
    if (Long.bitCount(a) != 1) {
      return op.emitOpError("alignment must be power of 2").report();
    }
    return true;
  }
}

package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index}. */
public final class ExtractAlignedPointerAsIndexOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.extract_aligned_pointer_as_index", ExtractAlignedPointerAsIndexOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .result("aligned_pointer", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .format("$source `:` type($source) `->` type(results) attr-dict")
          .resultNamer((op, names) -> names.setName(op.result(0), "intptr"))
          .build();

  private ExtractAlignedPointerAsIndexOp() {}
}

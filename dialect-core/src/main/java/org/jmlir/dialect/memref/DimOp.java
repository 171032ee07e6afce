package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.ShapedOps;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code memref.dim %m, %c0 : memref<4x?xf32>}: the size of one dimension. */
public final class DimOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.dim", DimOp::new)
          .operand("source", ShapedConstraints.ANY_NON0_RANKED_OR_UNRANKED_MEMREF)
          .operand("index", TypeConstraint.INDEX)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.NO_MEMORY_EFFECT)
          .assembly(ShapedOps.DIM_ASSEMBLY)
          .resultNamer((op, names) -> names.setName(op.result(0), "dim"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::dim)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(MemRefPatterns.DIM_OF_RESHAPE)))
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, ShapedOps.DIM_SPECULATABILITY)
          .build();

  private DimOp() {}
}

package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** {@code memref.copy %a, %b : memref<?xf32> to memref<?xf32>}. */
public final class CopyOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.copy", CopyOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .operand("target", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .traits(Trait.SAME_OPERANDS_ELEMENT_TYPE, Trait.SAME_OPERANDS_SHAPE)
          .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
          // CopyOp::fold and FoldCopyOfCast together bypass every cast of a ranked memref (the
          // pattern compares the cast's source type with itself, so any layout or shape goes).
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::copy)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(MemRefPatterns.FOLD_EMPTY_COPY, MemRefPatterns.FOLD_SELF_COPY)))
          .build();

  private CopyOp() {}
}

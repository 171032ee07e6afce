package org.jmlir.dialect.tensor;

import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.RankedTensorType;

/** {@code tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>}. */
public final class ExtractSliceOp extends Operation implements TensorOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_RANKED_TENSOR),
          OperandSegments.variadic("offsets", TypeConstraint.INDEX),
          OperandSegments.variadic("sizes", TypeConstraint.INDEX),
          OperandSegments.variadic("strides", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OffsetsSizesStrides.declare(OpSpec.define("tensor.extract_slice", ExtractSliceOp::new))
          .variadicOperand("operands", TypeConstraint.ANY)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .resultNamer((op, names) -> names.setName(op.result(0), "extracted_slice"))
          .assembly(new SliceSyntax(() -> ExtractSliceOp.DEF, SEGMENTS, false, true))
          .verifier(op -> SliceSyntax.verify(op, SEGMENTS, 1, (RankedTensorType) op.operand(0).type(), (RankedTensorType) op.result(0).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::extractSlice)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(
              java.util.List.of(new org.jmlir.dialect.fold.NamedPattern("OpWithOffsetSizesAndStridesConstantArgumentFolder",
                  "tensor.extract_slice", 1, (op, rw) -> org.jmlir.dialect.utils.SliceConstantFolder.apply(op, rw,
                      ExtractSliceOp::canonicalResultType, "tensor.cast")))))
          .build();

  private ExtractSliceOp() {}

  /**
   * MLIR's inferCanonicalRankReducedResultType: the static sizes as the shape, the first unit
   * dimensions dropped (and the encoding with them) until the rank is the old result's.
   */
  private static org.jmlir.ir.type.Type canonicalResultType(org.jmlir.ir.Operation op, long[] offsets, long[] sizes, long[] strides) {
    return canonicalRankReduced(op, ((RankedTensorType) op.result(0).type()).rank(), (RankedTensorType) op.operand(0).type(), sizes);
  }

  /** The insert_slice / parallel_insert_slice constant folder: the source is re-typed by the destination's slice. */
  static org.jmlir.ir.rewrite.CanonicalizationPatterns insertConstantFolder(String opName, boolean parallel) {
    return new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(new org.jmlir.dialect.fold.NamedPattern(
        "InsertSliceOpConstantArgumentFolder", opName, 1, (op, rw) -> org.jmlir.dialect.utils.SliceConstantFolder.applyInsert(op, rw,
            (o, offsets, sizes, strides) -> canonicalRankReduced(o, ((RankedTensorType) o.operand(0).type()).rank(),
                (RankedTensorType) o.operand(1).type(), sizes),
            parallel))));
  }

  /** The slice of {@code source} with static {@code sizes}, rank-reduced to {@code rank}. */
  static RankedTensorType canonicalRankReduced(org.jmlir.ir.Operation op, int rank, RankedTensorType source, long[] sizes) {
    int drop = sizes.length - rank;
    if (drop <= 0) {
      return RankedTensorType.get(op.context(), sizes, source.elementType(), source.encoding());
    }
    long[] shape = new long[sizes.length - drop];
    for (int i = 0, j = 0; i < sizes.length; i++) {
      if (drop > 0 && sizes[i] == 1) {
        drop--;
      } else if (j < shape.length) {
        shape[j++] = sizes[i];
      } else {
        return null;
      }
    }
    return RankedTensorType.get(op.context(), shape, source.elementType());
  }
}

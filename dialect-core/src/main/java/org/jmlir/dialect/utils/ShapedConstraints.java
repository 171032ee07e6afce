package org.jmlir.dialect.utils;

import java.util.function.Predicate;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/**
 * MLIR's named type constraints on memrefs and tensors (CommonTypeConstraints.td), with their
 * summaries word for word, as the verifier quotes them ("operand #0 must be memref of any type
 * values, but got 'tensor<4xf32>'").
 */
public final class ShapedConstraints {
  private ShapedConstraints() {}

  // ---- element predicates ------------------------------------------------------------------

  public static boolean isSignlessInteger(Type t) {
    return t instanceof IntegerType it && it.isSignless();
  }

  public static boolean isSignlessIntegerOrFloat(Type t) {
    return isSignlessInteger(t) || t instanceof FloatType;
  }

  // ---- memrefs -------------------------------------------------------------------------------

  /** MLIR's AnyMemRef: a ranked memref. */
  public static final TypeConstraint ANY_MEMREF =
      TypeConstraint.ofKind("memref of any type values", "builtin.memref", t -> t instanceof MemRefType, t -> t instanceof MemRefType);

  /** MLIR's AnyRankedOrUnrankedMemRef. */
  public static final TypeConstraint ANY_RANKED_OR_UNRANKED_MEMREF =
      new TypeConstraint(
          "ranked or unranked memref of any type values",
          t -> t instanceof MemRefType || t instanceof UnrankedMemRefType);

  /** MLIR's AnyNon0RankedOrUnrankedMemRef. */
  public static final TypeConstraint ANY_NON0_RANKED_OR_UNRANKED_MEMREF =
      new TypeConstraint(
          "unranked.memref of any type values or non-0-ranked.memref of any type values",
          t -> t instanceof UnrankedMemRefType || (t instanceof MemRefType m && m.rank() > 0));

  /** MLIR's AnyStaticShapeMemRef. */
  public static final TypeConstraint ANY_STATIC_SHAPE_MEMREF =
      new TypeConstraint(
          "statically shaped memref of any type values", t -> t instanceof MemRefType m && m.hasStaticShape());

  /** MLIR's AnyStridedMemRef: a ranked memref with an identity or strided layout. */
  public static final TypeConstraint ANY_STRIDED_MEMREF =
      new TypeConstraint("strided memref of any type values", ShapedConstraints::isStridedMemRef);

  /** MLIR's AnyStridedMemRefOfRank<0>. */
  public static final TypeConstraint ANY_STRIDED_MEMREF_OF_RANK_0 =
      new TypeConstraint(
          "strided memref of any type values of rank 0", t -> isStridedMemRef(t) && ((MemRefType) t).rank() == 0);

  /** MLIR's MemRefRankOf<[AnyType], [1]>. */
  public static final TypeConstraint MEMREF_RANK_1 =
      new TypeConstraint("1D memref of any type values", t -> t instanceof MemRefType m && m.rank() == 1);

  /** MLIR's MemRefRankOf<[I8], [1]>. */
  public static final TypeConstraint MEMREF_RANK_1_OF_I8 =
      new TypeConstraint(
          "1D memref of 8-bit signless integer values",
          t -> t instanceof MemRefType m && m.rank() == 1 && m.elementType() instanceof IntegerType it
              && it.isSignless() && it.width() == 8);

  /** MLIR's MemRefRankOf<[AnySignlessInteger, Index], [1]>. */
  public static final TypeConstraint MEMREF_RANK_1_OF_INT_OR_INDEX =
      new TypeConstraint(
          "1D memref of signless integer or index values",
          t -> t instanceof MemRefType m && m.rank() == 1
              && (isSignlessInteger(m.elementType()) || m.elementType() instanceof IndexType));

  /** MLIR's MemRefOf<[AnySignlessInteger, AnyFloat]>. */
  public static final TypeConstraint MEMREF_OF_INT_OR_FLOAT =
      new TypeConstraint(
          "memref of signless integer or floating-point values",
          t -> t instanceof MemRefType m && isSignlessIntegerOrFloat(m.elementType()));

  /** MLIR's AnyTypeOf<[AnySignlessInteger, AnyFloat]>. */
  public static final TypeConstraint SIGNLESS_INT_OR_FLOAT =
      new TypeConstraint("signless integer or floating-point", ShapedConstraints::isSignlessIntegerOrFloat);

  /** Whether {@code t} is a ranked memref whose layout is the identity or {@code strided<...>}. */
  public static boolean isStridedMemRef(Type t) {
    if (!(t instanceof MemRefType m)) {
      return false;
    }
    return m.layout() == null
        || m.layout() instanceof StridedLayoutAttr
        || (m.layout() instanceof AffineMapAttr a && StridedLayouts.stridesOf(m) != null);
  }

  // ---- tensors -------------------------------------------------------------------------------

  /** MLIR's AnyTensor. */
  public static final TypeConstraint ANY_TENSOR =
      new TypeConstraint("tensor of any type values", t -> t instanceof TensorType);

  /** MLIR's AnyRankedTensor. */
  public static final TypeConstraint ANY_RANKED_TENSOR =
      new TypeConstraint("ranked tensor of any type values", t -> t instanceof RankedTensorType);

  /** MLIR's AnyNon0RankedTensor. */
  public static final TypeConstraint ANY_NON0_RANKED_TENSOR =
      new TypeConstraint(
          "non-0-ranked.tensor of any type values", t -> t instanceof RankedTensorType r && r.rank() > 0);

  /** MLIR's AnyNon0RankedOrUnrankedTensor. */
  public static final TypeConstraint ANY_NON0_RANKED_OR_UNRANKED_TENSOR =
      new TypeConstraint(
          "non-0-ranked or unranked tensor of any type values",
          t -> t instanceof TensorType s && (!s.hasRank() || s.rank() > 0));

  /** MLIR's AnyStaticShapeTensor. */
  public static final TypeConstraint ANY_STATIC_SHAPE_TENSOR =
      new TypeConstraint(
          "statically shaped tensor of any type values",
          t -> t instanceof RankedTensorType r && r.hasStaticShape());

  /** MLIR's TensorRankOf<[AnySignlessInteger, Index], [1]>. */
  public static final TypeConstraint TENSOR_RANK_1_OF_INT_OR_INDEX =
      new TypeConstraint(
          "1D tensor of signless integer or index values",
          t -> t instanceof RankedTensorType r && r.rank() == 1
              && (isSignlessInteger(r.elementType()) || r.elementType() instanceof IndexType));

  /** MLIR's RankedTensorOf<[AnySignlessIntegerOrIndex]>. */
  public static final TypeConstraint RANKED_TENSOR_OF_INT_OR_INDEX =
      new TypeConstraint(
          "ranked tensor of signless integer or index values",
          t -> t instanceof RankedTensorType r
              && (isSignlessInteger(r.elementType()) || r.elementType() instanceof IndexType));

  /** A ranked or unranked tensor whose elements satisfy {@code element}. */
  public static TypeConstraint tensorOf(String description, Predicate<Type> element) {
    return new TypeConstraint(description, t -> t instanceof TensorType s && element.test(s.elementType()));
  }

  /** The element type of a shaped type, or {@code t} itself. */
  public static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }
}

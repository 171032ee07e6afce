package org.jmlir.dialect.arith;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.type.VectorType;

/** The arith dialect's type constraints and the type rules its verifiers share (ArithOps.cpp). */
public final class ArithTypes {
  private ArithTypes() {}

  /** Casts take no index: signless integers, or vectors/tensors of them. */
  public static final TypeConstraint SIGNLESS_FIXED_WIDTH_INTEGER_LIKE =
      new TypeConstraint("signless-fixed-width-integer-like", t -> TypeConstraint.isLike(t, TypeConstraint::isSignlessInteger));

  public static final TypeConstraint INDEX_CAST_TYPE =
      new TypeConstraint(
          "signless-integer-like or memref of signless-integer",
          t ->
              TypeConstraint.isLike(t, TypeConstraint::isSignlessIntegerOrIndex)
                  || TypeConstraint.isMemRefOf(t, TypeConstraint::isSignlessIntegerOrIndex));

  public static final TypeConstraint BITCAST_TYPE =
      new TypeConstraint(
          "signless-integer-or-float-like or memref of signless-integer or float",
          t ->
              TypeConstraint.SIGNLESS_INTEGER_OR_FLOAT_LIKE.test(t)
                  || TypeConstraint.isMemRefOf(t, e -> TypeConstraint.isSignlessInteger(e) || e instanceof FloatType));

  /** i1 with the shape of {@code type} (MLIR's getI1SameShape). */
  public static Type i1SameShape(MLIRContext ctx, Type type) {
    return sameShape(ctx, type, IntegerType.get(ctx, 1));
  }

  /** {@code elem} with the shape of {@code type} (a vector or tensor), else {@code elem} itself. */
  public static Type sameShape(MLIRContext ctx, Type type, Type elem) {
    if (type instanceof VectorType v) {
      return VectorType.get(ctx, v.shape(), v.scalableDims(), elem);
    } else if (type instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), elem, r.encoding());
    } else if (type instanceof UnrankedTensorType u) {
      return UnrankedTensorType.get(ctx, elem);
    } else {
      return elem;
    }
  }

  /** The element type of a vector or tensor, else the type itself. */
  public static Type elementTypeOrSelf(Type t) {
    if (t instanceof VectorType || t instanceof TensorType) {
      return ((ShapedType) t).elementType();
    }
    return t;
  }

  /** The scalar of an X-like type (scalar, vector or tensor of it) when it is one of {@code kinds}; else null. */
  static Type scalarIfLike(Type t, boolean allowMemRef, Class<?>... kinds) {
    Type e = allowMemRef && t instanceof MemRefType m ? m.elementType() : elementTypeOrSelf(t);
    for (Class<?> k : kinds) {
      if (k.isInstance(e)) {
        return e;
      }
    }
    return null;
  }

  /** Bit width of an integer or float scalar; index counts as 64. */
  static int width(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    } else if (t instanceof FloatType f) {
      return f.width();
    } else if (t instanceof IndexType i) {
      return IndexType.INTERNAL_STORAGE_BIT_WIDTH;
    } else {
      return 0;
    }
  }

  /** The tensor shape of {@code t}, or an empty one (SameInputOutputTensorDims compares these). */
  static long[] tensorDims(Type t) {
    return t instanceof TensorType tt && tt.hasRank() ? tt.shape() : new long[0];
  }
}

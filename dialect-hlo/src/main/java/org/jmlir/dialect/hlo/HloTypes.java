package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.type.MemRefType;

/** Type predicates and constraints of the HLO dialects (StableHLO's Base.td), and type helpers. */
public final class HloTypes {
  private HloTypes() {}

  /** An HLO element type: pred, 2..64-bit signless/unsigned ints, floats, complex f32/f64, quantized. */
  public static boolean isElement(Type t) {
    if (t instanceof IntegerType it) {
      int w = it.width();
      if (it.isSignless() && w == 1) {
        return true;
      }
      return !it.isSigned() && (w == 2 || w == 4 || w == 8 || w == 16 || w == 32 || w == 64);
    }
    if (t instanceof FloatType) {
      return true;
    }
    if (t instanceof ComplexType c) {
      return c.elementType() instanceof FloatType f && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64);
    }
    return t instanceof UniformQuantizedType;
  }

  /** The token type of either HLO dialect. */
  public static boolean isToken(Type t) {
    return t instanceof TokenType;
  }

  public static boolean isRankedTensor(Type t) {
    return t instanceof RankedTensorType r && isElement(r.elementType());
  }

  public static boolean isTensor(Type t) {
    return t instanceof TensorType s && isElement(s.elementType());
  }

  private static boolean isTupleOf(Type t) {
    if (!(t instanceof TupleType tt)) {
      return false;
    }
    for (Type e : tt.types()) {
      if (!(isTensor(e) || isToken(e) || isTupleOf(e) || e instanceof MemRefType)) {
        return false;
      }
    }
    return true;
  }

  public static final TypeConstraint TENSOR =
      new TypeConstraint(
          "ranked tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements or 2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer values",
          HloTypes::isRankedTensor);

  private static final String ELEMENTS =
      "4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements or 2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer values";

  /** Whether {@code t} has a static shape, or exactly one dynamic dimension and that one bounded. */
  public static boolean isStaticOrSingleBounded(Type t) {
    if (!(t instanceof RankedTensorType r)) {
      return false;
    }
    int dynamic = 0;
    for (long d : r.shape()) {
      if (d == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (dynamic == 0) {
      return true;
    }
    TypeExtensionsAttr b = bounds(t);
    if (b == null) {
      return false;
    }
    int bounded = 0;
    for (long x : b.bounds()) {
      if (x != ShapedType.DYNAMIC) {
        bounded++;
      }
    }
    return bounded == 1 && dynamic == 1;
  }

  static boolean isStaticShape(Type t) {
    if (!(t instanceof RankedTensorType r)) {
      return false;
    }
    for (long d : r.shape()) {
      if (d == ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** HLO_StaticShapeTensorPerAxisQuantizedTensorOrBoundedTensor (reshape's and broadcast_in_dim's results). */
  public static final TypeConstraint STATIC_OR_BOUNDED_TENSOR =
      new TypeConstraint("statically shaped or single bounded dimension tensor of " + ELEMENTS, t -> isRankedTensor(t) && isStaticOrSingleBounded(t));

  /** HLO_StaticShapeTensor... (iota, constant and rng_bit_generator outputs). */
  public static final TypeConstraint STATIC_TENSOR = new TypeConstraint("statically shaped tensor of " + ELEMENTS, t -> isRankedTensor(t) && isStaticShape(t));

  /** rng's bounds: 0-D tensors of pred, integers or floats. */
  public static final TypeConstraint SCALAR_PRED_INT_FLOAT_TENSOR =
      new TypeConstraint(
          "0D tensor of bool or 2/4/8/16/32/64-bit integer or 4/6/8/16/32/64-bit float values",
          t -> t instanceof RankedTensorType r && r.shape().length == 0 && isElement(r.elementType()) && !(r.elementType() instanceof ComplexType)
              && !(r.elementType() instanceof UniformQuantizedType));

  /** 0-D tensors (pad's padding value). */
  public static final TypeConstraint SCALAR_TENSOR =
      new TypeConstraint("0D tensor of " + ELEMENTS, t -> isRankedTensor(t) && ((RankedTensorType) t).shape().length == 0);

  /** HLO_StaticDimensionTensor: a statically shaped 1-D shape operand. */
  public static final TypeConstraint STATIC_DIMENSION_TENSOR =
      new TypeConstraint(
          "statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit integer values",
          t -> t instanceof RankedTensorType r && r.shape().length == 1 && isStaticShape(t) && isDimensionValue(r.elementType()));

  public static final TypeConstraint ANY_TENSOR =
      new TypeConstraint("tensor of HLO element type values", HloTypes::isTensor);

  public static final TypeConstraint PRED_TENSOR =
      new TypeConstraint("ranked tensor of bool values", t -> t instanceof RankedTensorType r && isPred(r.elementType()));

  public static final TypeConstraint TOKEN = new TypeConstraint("token", HloTypes::isToken);

  public static final TypeConstraint TENSOR_OR_TOKEN =
      new TypeConstraint("ranked tensor or token", t -> isRankedTensor(t) || isToken(t));

  public static final TypeConstraint TENSOR_OR_TOKEN_OR_TUPLE =
      new TypeConstraint("ranked tensor or token or nested tuple", t -> isRankedTensor(t) || isToken(t) || isTupleOf(t));

  public static final TypeConstraint TUPLE = new TypeConstraint("nested tuple with any combination of ranked tensor or token values", HloTypes::isTupleOf);

  /** A 1-D tensor of index or integer values (a shape operand). */
  public static final TypeConstraint DIMENSION_TENSOR =
      new TypeConstraint(
          "1D tensor of index or 2/4/8/16/32/64-bit integer values",
          t -> t instanceof RankedTensorType r && r.shape().length == 1 && isDimensionValue(r.elementType()));

  /** A 0-D tensor of index or integer values. */
  public static final TypeConstraint SCALAR_INT_TENSOR =
      new TypeConstraint(
          "0D tensor of index or integer values",
          t -> t instanceof RankedTensorType r && r.shape().length == 0 && isDimensionValue(r.elementType()));

  public static final TypeConstraint ANY = TypeConstraint.ANY;

  /**
   * StableHLO's element-wise and control-flow values: anything but a buffer (memref), which only
   * custom_call, tuples and while carry; reported with HLO_Tensor's wording.
   */
  public static final TypeConstraint NOT_BUFFER = new TypeConstraint(TENSOR.description(), t -> !(t instanceof BaseMemRefType));

  /** HLO_PredOrIntTensor (and, or, xor, not). */
  public static final TypeConstraint PRED_OR_INT_TENSOR =
      new TypeConstraint(
          "ranked tensor of bool or 2/4/8/16/32/64-bit integer values",
          t -> !(t instanceof ShapedType) || (isRankedTensor(t) && elementType(t) instanceof IntegerType));

  /** HLO_IntTensor (shifts, popcnt, count_leading_zeros). */
  public static final TypeConstraint INT_TENSOR =
      new TypeConstraint(
          "ranked tensor of 2/4/8/16/32/64-bit integer values",
          t -> !(t instanceof ShapedType) || (isRankedTensor(t) && elementType(t) instanceof IntegerType it && !isPred(it)));

  /** HLO_FpOrQuantizedIntTensor (floor, ceil, the roundings). */
  public static final TypeConstraint FLOAT_OR_QUANTIZED_TENSOR =
      new TypeConstraint(
          "ranked tensor of 4/6/8/16/32/64-bit float or 2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer values",
          t -> !(t instanceof ShapedType) || (isRankedTensor(t) && (elementType(t) instanceof FloatType || elementType(t) instanceof UniformQuantizedType)));

  /** HLO_FpTensor (is_finite's operand). */
  public static final TypeConstraint FLOAT_TENSOR =
      new TypeConstraint("ranked tensor of 4/6/8/16/32/64-bit float values", t -> t instanceof RankedTensorType r && r.elementType() instanceof FloatType);

  static boolean isPred(Type t) {
    return t instanceof IntegerType it && it.isSignless() && it.width() == 1;
  }

  static boolean isDimensionValue(Type t) {
    return t instanceof IndexType || (t instanceof IntegerType && isElement(t) && !isPred(t));
  }

  /** The type with complex elements replaced by their real parts (StableHLO's createRealType). */
  public static Type realType(MLIRContext ctx, Type t) {
    if (t instanceof RankedTensorType r && r.elementType() instanceof ComplexType c) {
      return RankedTensorType.get(ctx, r.shape(), c.elementType(), r.encoding());
    }
    if (t instanceof UnrankedTensorType u && u.elementType() instanceof ComplexType c) {
      return UnrankedTensorType.get(ctx, c.elementType());
    }
    return t;
  }

  /** The element type of a shaped type, else the type itself. */
  public static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** The bounds encoding of a ranked tensor, or null. */
  public static TypeExtensionsAttr bounds(Type t) {
    if (t instanceof RankedTensorType r) {
      Attribute enc = r.encoding();
      return enc instanceof TypeExtensionsAttr b ? b : null;
    }
    return null;
  }
}

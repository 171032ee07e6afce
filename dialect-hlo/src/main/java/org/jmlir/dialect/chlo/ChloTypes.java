package org.jmlir.dialect.chlo;

import java.util.function.Predicate;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * The HLO tensor constraints chlo's ops use (StableHLO's Base.td), with their ODS summaries, which
 * the verifier quotes ("operand #0 must be ranked tensor of 2/4/8/16/32/64-bit integer values").
 */
public final class ChloTypes {
  private ChloTypes() {}

  static final String FLOAT = "4/6/8/16/32/64-bit float";
  static final String PRED = "bool";
  static final String INT = "2/4/8/16/32/64-bit integer";
  static final String COMPLEX = "complex type with 32/64-bit float elements";
  static final String QUANT = "per-tensor integer quantized";
  static final String PER_AXIS_QUANT = "per-axis integer quantized";

  /** HLO_Float: every float type but tf32, f80 and f128. */
  public static boolean isHloFloat(Type t) {
    return t instanceof FloatType f
        && f.kind() != FloatType.Kind.TF32
        && f.kind() != FloatType.Kind.F80
        && f.kind() != FloatType.Kind.F128;
  }

  public static boolean isPred(Type t) {
    return t instanceof IntegerType i && i.isSignless() && i.width() == 1;
  }

  /** HLO_Int: signless or unsigned integers of 2, 4, 8, 16, 32 or 64 bits. */
  public static boolean isHloInt(Type t) {
    if (!(t instanceof IntegerType i) || i.isSigned()) {
      return false;
    }
    int w = i.width();
    return w == 2 || w == 4 || w == 8 || w == 16 || w == 32 || w == 64;
  }

  public static boolean isHloComplex(Type t) {
    return t instanceof ComplexType c
        && c.elementType() instanceof FloatType f
        && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64);
  }

  /** A quantized element type of the quant dialect ({@code !quant.uniform<...>}). */
  public static boolean isQuantized(Type t) {
    return t instanceof org.jmlir.dialect.quant.UniformQuantizedType;
  }

  private static TypeConstraint tensorOf(String elements, Predicate<Type> element) {
    return new TypeConstraint("tensor of " + elements + " values", t -> t instanceof TensorType s && element.test(s.elementType()));
  }

  private static TypeConstraint rankedTensorOf(String elements, Predicate<Type> element) {
    return new TypeConstraint(
        "ranked tensor of " + elements + " values", t -> t instanceof RankedTensorType s && element.test(s.elementType()));
  }

  public static final TypeConstraint ANY_TENSOR =
      tensorOf(
          FLOAT + " or " + PRED + " or " + INT + " or " + COMPLEX + " or " + QUANT + " or " + PER_AXIS_QUANT,
          e -> isHloFloat(e) || isPred(e) || isHloInt(e) || isHloComplex(e) || isQuantized(e));

  public static final TypeConstraint ANY_PRED_TENSOR = tensorOf(PRED, ChloTypes::isPred);

  public static final TypeConstraint ANY_FP_TENSOR = tensorOf(FLOAT, ChloTypes::isHloFloat);

  public static final TypeConstraint ANY_COMPLEX_TENSOR = tensorOf(COMPLEX, ChloTypes::isHloComplex);

  public static final TypeConstraint ANY_FP_OR_COMPLEX_TENSOR =
      tensorOf(FLOAT + " or " + COMPLEX, e -> isHloFloat(e) || isHloComplex(e));

  public static final TypeConstraint ANY_PRED_OR_INT_TENSOR = tensorOf(PRED + " or " + INT, e -> isPred(e) || isHloInt(e));

  public static final TypeConstraint INT_TENSOR = rankedTensorOf(INT, ChloTypes::isHloInt);

  public static final TypeConstraint PRED_TENSOR = rankedTensorOf(PRED, ChloTypes::isPred);

  /** HLO_StaticShapeTensor. */
  public static final TypeConstraint STATIC_SHAPE_TENSOR =
      new TypeConstraint(
          "statically shaped tensor of "
              + FLOAT + " or " + PRED + " or " + INT + " or " + COMPLEX + " or " + QUANT + " values",
          t -> t instanceof RankedTensorType r && r.hasStaticShape());
}

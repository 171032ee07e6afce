package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;

/**
 * The unary element-wise ops ({@code %r = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>}): the
 * composite math functions, with compatible operand and result types, and the {@code is_inf}
 * predicates, whose result is an i1 tensor of the operand's shape (CHLO_UnaryElementwiseOp).
 */
public final class UnaryOp extends Operation implements ChloOp {
  private static final String FORMAT = "$operand attr-dict `:` type($operand) `->` type($result)";

  public static final OpDef ASIN_ACOS_KERNEL = math("_asin_acos_kernel", ChloTypes.ANY_COMPLEX_TENSOR);
  public static final OpDef ACOS = math("acos", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef ACOSH = math("acosh", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef ASIN = math("asin", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef ASINH = math("asinh", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef ATAN = math("atan", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef ATANH = math("atanh", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef BESSEL_I1E = math("bessel_i1e", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef CONJ = math("conj", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef COSH = math("cosh", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef SINH = math("sinh", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef TAN = math("tan", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef DIGAMMA = math("digamma", ChloTypes.ANY_FP_TENSOR);
  public static final OpDef ERF = math("erf", ChloTypes.ANY_FP_TENSOR);
  public static final OpDef ERF_INV = math("erf_inv", ChloTypes.ANY_FP_TENSOR);
  public static final OpDef ERFC = math("erfc", ChloTypes.ANY_FP_TENSOR);
  public static final OpDef LGAMMA = math("lgamma", ChloTypes.ANY_FP_TENSOR);
  public static final OpDef SQUARE = math("square", ChloTypes.ANY_FP_OR_COMPLEX_TENSOR);
  public static final OpDef IS_INF = predicate("is_inf");
  public static final OpDef IS_NEG_INF = predicate("is_neg_inf");
  public static final OpDef IS_POS_INF = predicate("is_pos_inf");

  public static final List<OpDef> ALL =
      List.of(
          ASIN_ACOS_KERNEL, ACOS, ACOSH, ASIN, ASINH, ATAN, ATANH, BESSEL_I1E, CONJ, COSH, SINH, TAN, DIGAMMA, ERF,
          ERF_INV, ERFC, LGAMMA, SQUARE, IS_INF, IS_NEG_INF, IS_POS_INF);

  private UnaryOp() {}

  public Value operand() {
    return operand(0);
  }

  private static OpDef math(String mnemonic, TypeConstraint type) {
    return ChloDialect.op(mnemonic, UnaryOp::new)
        .operand("operand", type)
        .result("result", type)
        .traits(Trait.PURE)
        // HLO_CompatibleOperandsAndResultType comes first in ODS and implies Elementwise's and
        // SameOperandsAndResultShape's checks, so those traits are left to the verifier
        .traits(Trait.INFER_TYPE)
        .format(FORMAT)
        .verifier(ChloOp::verifyCompatibleTypes)
        .build();
  }

  private static OpDef predicate(String mnemonic) {
    return ChloDialect.op(mnemonic, UnaryOp::new)
        .operand("operand", ChloTypes.ANY_FP_TENSOR)
        .result("result", ChloTypes.ANY_PRED_TENSOR)
        .traits(Trait.PURE)
        .traits(Trait.ELEMENTWISE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE, Trait.INFER_TYPE)
        .format(FORMAT)
        .verifier(
            op -> ChloInference.verifyInferred(
                op,
                o -> List.of(ChloInference.sameShape(o.context(), o.operand(0).type(), IntegerType.get(o.context(), 1)))))
        .build();
  }
}

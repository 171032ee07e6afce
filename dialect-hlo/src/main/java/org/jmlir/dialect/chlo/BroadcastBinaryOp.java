package org.jmlir.dialect.chlo;

import java.util.List;
import java.util.function.UnaryOperator;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The broadcasting binary ops ({@code %r = chlo.broadcast_add %a, %b {broadcast_dimensions =
 * array<i64: 1>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>}): numpy-style prefix
 * padding, or explicit rank broadcasting through {@code broadcast_dimensions}; the result type is
 * inferred (CHLO_BroadcastBinaryElementwiseOp).
 */
public final class BroadcastBinaryOp extends Operation implements ChloOp {
  private static final String FORMAT = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type(results)";

  /** How an op's element types are checked: MLIR's SameOperandsAndResultElementType or HLO's compatible one. */
  private enum ElementRule { SAME, COMPATIBLE, NONE }

  public static final OpDef ADD = arith("broadcast_add", ElementRule.COMPATIBLE, true);
  public static final OpDef ATAN2 = arith("broadcast_atan2", ElementRule.SAME, false);
  public static final OpDef DIVIDE = arith("broadcast_divide", ElementRule.SAME, false);
  public static final OpDef MAXIMUM = arith("broadcast_maximum", ElementRule.COMPATIBLE, true);
  public static final OpDef MINIMUM = arith("broadcast_minimum", ElementRule.COMPATIBLE, true);
  public static final OpDef MULTIPLY = arith("broadcast_multiply", ElementRule.SAME, true);
  public static final OpDef NEXT_AFTER = arith("broadcast_next_after", ElementRule.SAME, false);
  public static final OpDef POLYGAMMA = arith("broadcast_polygamma", ElementRule.SAME, false);
  public static final OpDef POWER = arith("broadcast_power", ElementRule.SAME, false);
  public static final OpDef REMAINDER = arith("broadcast_remainder", ElementRule.SAME, false);
  public static final OpDef SHIFT_LEFT = arith("broadcast_shift_left", ElementRule.SAME, false);
  public static final OpDef SHIFT_RIGHT_ARITHMETIC = arith("broadcast_shift_right_arithmetic", ElementRule.SAME, false);
  public static final OpDef SHIFT_RIGHT_LOGICAL = arith("broadcast_shift_right_logical", ElementRule.SAME, false);
  public static final OpDef SUBTRACT = arith("broadcast_subtract", ElementRule.SAME, false);
  public static final OpDef ZETA =
      build("broadcast_zeta", ChloTypes.ANY_FP_TENSOR, ChloTypes.ANY_FP_TENSOR, ElementRule.SAME, false, null, b -> b);
  public static final OpDef AND = logical("broadcast_and");
  public static final OpDef OR = logical("broadcast_or");
  public static final OpDef XOR = logical("broadcast_xor");
  public static final OpDef COMPLEX =
      build(
          "broadcast_complex",
          ChloTypes.ANY_FP_TENSOR,
          ChloTypes.ANY_COMPLEX_TENSOR,
          ElementRule.NONE,
          false,
          (ctx, lhs) -> ComplexType.get(ctx, lhs),
          b -> b);
  public static final OpDef COMPARE =
      build(
          "broadcast_compare",
          ChloTypes.ANY_TENSOR,
          ChloTypes.ANY_PRED_TENSOR,
          ElementRule.NONE,
          false,
          (ctx, lhs) -> IntegerType.get(ctx, 1),
          b -> b.attr(
                  "comparison_direction",
                  ChloEnumAttr.constraint(ChloEnumAttr.Kind.COMPARISON_DIRECTION, "Which comparison operation to perform."))
              .optionalAttr(
                  "compare_type",
                  ChloEnumAttr.constraint(ChloEnumAttr.Kind.COMPARISON_TYPE, "Which comparison type to use.")));

  public static final List<OpDef> ALL =
      List.of(
          ADD, ATAN2, DIVIDE, MAXIMUM, MINIMUM, MULTIPLY, NEXT_AFTER, POLYGAMMA, POWER, REMAINDER, SHIFT_LEFT,
          SHIFT_RIGHT_ARITHMETIC, SHIFT_RIGHT_LOGICAL, SUBTRACT, ZETA, AND, OR, XOR, COMPLEX, COMPARE);

  private BroadcastBinaryOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  /** The explicit {@code broadcast_dimensions}, or null for numpy-style broadcasting. */
  public long[] broadcastDimensions() {
    return ChloInference.broadcastDimensions(this);
  }

  /** The result element type from the lhs element type (complex, i1), or null: the lhs's own. */
  @FunctionalInterface
  private interface ResultElement {
    Type of(MLIRContext ctx, Type lhsElement);
  }

  private static OpDef arith(String mnemonic, ElementRule rule, boolean commutative) {
    return build(mnemonic, ChloTypes.ANY_TENSOR, ChloTypes.ANY_TENSOR, rule, commutative, null, b -> b);
  }

  private static OpDef logical(String mnemonic) {
    return build(
        mnemonic, ChloTypes.ANY_PRED_OR_INT_TENSOR, ChloTypes.ANY_PRED_OR_INT_TENSOR, ElementRule.NONE, true, null, b -> b);
  }

  private static OpDef build(
      String mnemonic,
      TypeConstraint operand,
      TypeConstraint result,
      ElementRule rule,
      boolean commutative,
      ResultElement resultElement,
      UnaryOperator<OpSpec.Builder> extra) {
    OpSpec.Builder b =
        ChloDialect.op(mnemonic, BroadcastBinaryOp::new)
            .operand("lhs", operand)
            .operand("rhs", operand)
            .optionalAttr("broadcast_dimensions", CommonAttrs.DENSE_I64_ARRAY);
    b = extra.apply(b).result("result", result).traits(Trait.PURE).traits(Trait.INFER_TYPE);
    if (commutative) {
      b.traits(Trait.COMMUTATIVE);
    }
    if (rule == ElementRule.SAME) {
      b.traits(Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE);
    }
    return b.format(FORMAT)
        .verifier(op -> (rule != ElementRule.COMPATIBLE || ChloOp.verifyCompatibleElementTypes(op))
            && ChloInference.verifyInferred(op, o -> infer(o, resultElement)))
        .build();
  }

  /** InferBroadcastBinaryOpReturnTypeComponents. */
  private static List<Type> infer(Operation op, ResultElement resultElement) {
    Type lhs = op.operand(0).type();
    Type rhs = op.operand(1).type();
    if (!ChloInference.compatibleElementTypes(lhs, rhs)) {
      return ChloInference.fail(op, "mismatched operand types");
    }
    Type lhsElement = ((ShapedType) lhs).elementType();
    Type element = resultElement == null ? lhsElement : resultElement.of(op.context(), lhsElement);
    return List.of(ChloInference.broadcastType(op.context(), lhs, rhs, element, ChloInference.broadcastDimensions(op)));
  }
}

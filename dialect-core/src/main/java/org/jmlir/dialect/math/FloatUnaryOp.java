package org.jmlir.dialect.math;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The unary float ops ({@code %y = math.sqrt %x fastmath<fast> : f32}): one floating-point-like
 * operand and result of the same type, with fast-math flags (MLIR's Math_FloatUnaryOp).
 */
public final class FloatUnaryOp extends Operation implements MathOp {
  public static final OpDef ABSF = unary("absf");
  public static final OpDef ACOS = unary("acos");
  public static final OpDef ACOSH = unary("acosh");
  public static final OpDef ASIN = unary("asin");
  public static final OpDef ASINH = unary("asinh");
  public static final OpDef ATAN = unary("atan");
  public static final OpDef ATANH = unary("atanh");
  public static final OpDef CBRT = unary("cbrt");
  public static final OpDef CEIL = unary("ceil");
  public static final OpDef COS = unary("cos");
  public static final OpDef COSH = unary("cosh");
  public static final OpDef SIN = unary("sin");
  public static final OpDef SINH = unary("sinh");
  public static final OpDef ERF = unary("erf");
  public static final OpDef ERFC = unary("erfc");
  public static final OpDef EXP = unary("exp");
  public static final OpDef EXP2 = unary("exp2");
  public static final OpDef EXPM1 = unary("expm1");
  public static final OpDef FLOOR = unary("floor");
  public static final OpDef LOG = unary("log");
  public static final OpDef LOG10 = unary("log10");
  public static final OpDef LOG1P = unary("log1p");
  public static final OpDef LOG2 = unary("log2");
  public static final OpDef ROUND = unary("round");
  public static final OpDef ROUNDEVEN = unary("roundeven");
  public static final OpDef RSQRT = unary("rsqrt");
  public static final OpDef SQRT = unary("sqrt");
  public static final OpDef TAN = unary("tan");
  public static final OpDef TANH = unary("tanh");
  public static final OpDef TRUNC = unary("trunc");

  public static final List<OpDef> ALL =
      List.of(
          ABSF, ACOS, ACOSH, ASIN, ASINH, ATAN, ATANH, CBRT, CEIL, COS, COSH, SIN, SINH, ERF, ERFC, EXP, EXP2, EXPM1,
          FLOOR, LOG, LOG10, LOG1P, LOG2, ROUND, ROUNDEVEN, RSQRT, SQRT, TAN, TANH, TRUNC);

  private FloatUnaryOp() {}

  public Value operand() {
    return operand(0);
  }

  private static OpDef unary(String mnemonic) {
    return MathSpecs.folder(
        MathSpecs.fastmath(
            MathSpecs.op(mnemonic, FloatUnaryOp::new)
                .operand("operand", TypeConstraint.FLOAT_LIKE))
        .result("result", TypeConstraint.FLOAT_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format(MathSpecs.UNARY_FASTMATH),
            MathFolders.floatUnary(mnemonic))
        .build();
  }
}

package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.HloTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Builds StableHLO element-wise arithmetic at a builder's insertion point, one method per op, so a
 * decomposition (CHLO math lowerings, the complex math expander) reads as the formula it computes.
 * Result types follow the operands (element-wise ops keep the first operand's type, comparisons give
 * {@code i1}, real/imag the part type); constants are splats of the operand's type
 * ({@code stablehlo.constant} when static, {@code chlo.constant_like} otherwise, as StableHLO's
 * getConstantLike).
 */
public final class HloMath {
  private final OpBuilder b;
  private final Location loc;

  public HloMath(OpBuilder builder, Location loc) {
    this.b = builder;
    this.loc = loc;
  }

  public MLIRContext context() {
    return b.context();
  }

  /** Creates {@code stablehlo.<mnemonic>} with the given result type and attributes (name, value pairs). */
  public Value op(String mnemonic, Type result, List<Value> operands, Object... attrs) {
    return named("stablehlo." + mnemonic, result, operands, attrs);
  }

  /** Creates the op {@code name} (any dialect) with one result. */
  public Value named(String name, Type result, List<Value> operands, Object... attrs) {
    OperationState s = new OperationState(b.context(), name, loc);
    s.addOperands(operands);
    s.addTypes(List.of(result));
    for (int i = 0; i < attrs.length; i += 2) {
      s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
    }
    return b.create(s).result(0);
  }

  private Value same(String mnemonic, Value... operands) {
    return op(mnemonic, operands[0].type(), List.of(operands));
  }

  public Value add(Value a, Value c) {
    return same("add", a, c);
  }

  public Value sub(Value a, Value c) {
    return same("subtract", a, c);
  }

  public Value mul(Value a, Value c) {
    return same("multiply", a, c);
  }

  public Value div(Value a, Value c) {
    return same("divide", a, c);
  }

  public Value rem(Value a, Value c) {
    return same("remainder", a, c);
  }

  public Value max(Value a, Value c) {
    return same("maximum", a, c);
  }

  public Value min(Value a, Value c) {
    return same("minimum", a, c);
  }

  public Value pow(Value a, Value c) {
    return same("power", a, c);
  }

  public Value atan2(Value a, Value c) {
    return same("atan2", a, c);
  }

  public Value and(Value a, Value c) {
    return same("and", a, c);
  }

  public Value or(Value a, Value c) {
    return same("or", a, c);
  }

  public Value not(Value a) {
    return same("not", a);
  }

  public Value abs(Value a) {
    return op("abs", HloTypes.realType(b.context(), a.type()), List.of(a));
  }

  public Value neg(Value a) {
    return same("negate", a);
  }

  public Value sqrt(Value a) {
    return same("sqrt", a);
  }

  public Value rsqrt(Value a) {
    return same("rsqrt", a);
  }

  public Value log(Value a) {
    return same("log", a);
  }

  public Value log1p(Value a) {
    return same("log_plus_one", a);
  }

  public Value exp(Value a) {
    return same("exponential", a);
  }

  public Value expm1(Value a) {
    return same("exponential_minus_one", a);
  }

  public Value cos(Value a) {
    return same("cosine", a);
  }

  public Value sin(Value a) {
    return same("sine", a);
  }

  public Value tan(Value a) {
    return same("tan", a);
  }

  public Value tanh(Value a) {
    return same("tanh", a);
  }

  public Value floor(Value a) {
    return same("floor", a);
  }

  public Value sign(Value a) {
    return same("sign", a);
  }

  public Value isFinite(Value a) {
    return op("is_finite", withElement(a.type(), IntegerType.get(b.context(), 1)), List.of(a));
  }

  public Value select(Value pred, Value onTrue, Value onFalse) {
    return op("select", onTrue.type(), List.of(pred, onTrue, onFalse));
  }

  public Value real(Value z) {
    return op("real", HloTypes.realType(b.context(), z.type()), List.of(z));
  }

  public Value imag(Value z) {
    return op("imag", HloTypes.realType(b.context(), z.type()), List.of(z));
  }

  public Value complex(Value re, Value im) {
    return op("complex", withElement(re.type(), ComplexType.get(b.context(), HloTypes.elementType(re.type()))),
        List.of(re, im));
  }

  /** {@code stablehlo.compare} with the direction (EQ, NE, LT, LE, GT, GE) and no comparison type. */
  public Value cmp(Value a, Value c, String direction) {
    return op("compare", withElement(a.type(), IntegerType.get(b.context(), 1)), List.of(a, c),
        "comparison_direction", HloEnumAttr.get(b.context(), "stablehlo", HloEnum.COMPARISON_DIRECTION, direction));
  }

  public Value eq(Value a, Value c) {
    return cmp(a, c, "EQ");
  }

  public Value ne(Value a, Value c) {
    return cmp(a, c, "NE");
  }

  public Value lt(Value a, Value c) {
    return cmp(a, c, "LT");
  }

  public Value le(Value a, Value c) {
    return cmp(a, c, "LE");
  }

  public Value gt(Value a, Value c) {
    return cmp(a, c, "GT");
  }

  public Value ge(Value a, Value c) {
    return cmp(a, c, "GE");
  }

  // ---- constants -------------------------------------------------------------------------------

  private static FloatType.Kind kind(Value like) {
    return ((FloatType) ConstFold.elementTypeOrSelf(like.type())).kind();
  }

  /** A splat of {@code like}'s type whose elements have the bit pattern {@code bits}. */
  public Value constBits(Value like, BigInteger bits) {
    ShapedType t = (ShapedType) like.type();
    if (t instanceof RankedTensorType r && r.hasStaticShape()) {
      OperationState s = new OperationState(b.context(), "stablehlo.constant", loc);
      s.addTypes(List.of(t));
      s.addAttribute("value", ConstFold.splat(b.context(), t, bits));
      return b.create(s).result(0);
    }
    OperationState s = new OperationState(b.context(), "chlo.constant_like", loc);
    s.addOperands(List.of(like));
    s.addTypes(List.of(t));
    s.addAttribute("value", ConstFold.scalar(b.context(), t.elementType(), bits));
    return b.create(s).result(0);
  }

  /** The float {@code v} (rounded to the element type) as a splat like {@code like}. */
  public Value constant(Value like, double v) {
    return constBits(like, FloatFormats.fromDouble(kind(like), v));
  }

  /** The largest finite value of the element type. */
  public Value largest(Value like) {
    return constBits(like, FloatFormats.largestBits(kind(like), false));
  }

  /** Positive infinity of the element type. */
  public Value posInf(Value like) {
    return constBits(like, FloatFormats.infinityBits(kind(like), false));
  }

  public Value negInf(Value like) {
    return constBits(like, FloatFormats.infinityBits(kind(like), true));
  }

  public Value nan(Value like) {
    return constBits(like, FloatFormats.nanBits(kind(like), false));
  }

  /** The smallest positive normal value of the element type. */
  public Value smallestNormal(Value like) {
    return constBits(like, BigInteger.ONE.shiftLeft(FloatFormats.fractionBits(kind(like))));
  }

  /** The machine epsilon (distance from 1 to the next value) of the element type. */
  public double epsilon(Value like) {
    return Math.scalb(1.0, 1 - FloatFormats.precision(kind(like)));
  }

  public static boolean isComplex(Value v) {
    return ConstFold.elementTypeOrSelf(v.type()) instanceof ComplexType;
  }

  public static boolean isFloat(Value v) {
    return ConstFold.elementTypeOrSelf(v.type()) instanceof FloatType;
  }

  private Type withElement(Type t, Type e) {
    if (t instanceof RankedTensorType r) {
      return RankedTensorType.get(b.context(), r.shape(), e, r.encoding());
    }
    if (t instanceof org.jmlir.ir.type.UnrankedTensorType) {
      return org.jmlir.ir.type.UnrankedTensorType.get(b.context(), e);
    }
    return e;
  }
}

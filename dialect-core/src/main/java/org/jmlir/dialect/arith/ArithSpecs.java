package org.jmlir.dialect.arith;

import java.util.Arrays;
import java.util.function.BiPredicate;
import java.util.function.Supplier;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The shared shapes of arith ops (ArithOps.td's base classes): traits, operands, attributes and
 * one assembly format per family. A concrete op adds its mnemonic and extra traits.
 */
final class ArithSpecs {
  private ArithSpecs() {}

  static final String BINARY = "$lhs `,` $rhs attr-dict `:` type($result)";
  static final String BINARY_OVERFLOW = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
  static final String BINARY_EXACT = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
  static final String BINARY_FASTMATH = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
  static final String UNARY_FASTMATH = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
  static final String CAST = "$in attr-dict `:` type($in) `to` type($out)";

  /** Arith_Op: no memory effects, elementwise-mappable. */
  static OpSpec.Builder op(String name, Supplier<? extends Operation> factory) {
    return OpSpec.define(name, factory)
        .traits(Trait.NO_MEMORY_EFFECT, Trait.ELEMENTWISE, Trait.SCALARIZABLE, Trait.VECTORIZABLE, Trait.TENSORIZABLE);
  }

  /** Arith_IntBinaryOp: signless integer-or-index operands and result of one type. */
  static OpSpec.Builder intBinary(String name, Supplier<? extends Operation> factory) {
    return op(name, factory)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .result("result", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE);
  }

  /** Arith_TotalIntBinaryOp: an integer binary op without undefined behavior. */
  static OpSpec.Builder totalIntBinary(String name, Supplier<? extends Operation> factory) {
    return intBinary(name, factory).traits(Trait.PURE).format(BINARY);
  }

  /** Arith_IntBinaryOpWithOverflowFlags: {@code overflow<nsw, nuw>}. */
  static OpSpec.Builder intBinaryWithOverflow(String name, Supplier<? extends Operation> factory) {
    return intBinary(name, factory).traits(Trait.PURE).defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ctx -> IntegerOverflowFlagsAttr.get(ctx, 0)).format(BINARY_OVERFLOW);
  }

  /** Arith_IntBinaryOpWithExactFlag: {@code exact}. */
  static OpSpec.Builder intBinaryWithExact(String name, Supplier<? extends Operation> factory) {
    return intBinary(name, factory).optionalAttr("isExact", AttrConstraint.UNIT).format(BINARY_EXACT);
  }

  /** Arith_FloatBinaryOp: float operands, {@code fastmath<...>}. */
  static OpSpec.Builder floatBinary(String name, Supplier<? extends Operation> factory) {
    return op(name, factory)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .traits(Trait.PURE)
        .operand("lhs", TypeConstraint.FLOAT_LIKE)
        .operand("rhs", TypeConstraint.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, 0))
        .result("result", TypeConstraint.FLOAT_LIKE)
        .format(BINARY_FASTMATH);
  }

  /** Arith_FloatUnaryOp. */
  static OpSpec.Builder floatUnary(String name, Supplier<? extends Operation> factory) {
    return op(name, factory)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .traits(Trait.PURE)
        .operand("operand", TypeConstraint.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, 0))
        .result("result", TypeConstraint.FLOAT_LIKE)
        .format(UNARY_FASTMATH);
  }

  /** extsi/extui: a signless integer widened to a wider one. */
  static OpSpec.Builder intExtension(String name, Supplier<? extends Operation> factory) {
    return cast(
            name,
            factory,
            ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
            ArithTypes.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
            widthChange(true, IntegerType.class),
            op -> verifyWidth(op, op.operand(0).type(), op.result(0).type(), true))
        .format(CAST);
  }

  /** mulsi_extended/mului_extended: the low and high halves of a double-width product. */
  static OpSpec.Builder extendedMul(String name, Supplier<? extends Operation> factory) {
    return op(name, factory)
        .traits(Trait.PURE)
        .traits(Trait.COMMUTATIVE)
        .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .result("low", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .result("high", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
        .allTypesMatch("lhs", "rhs", "low", "high")
        .format("$lhs `,` $rhs attr-dict `:` type($lhs)");
  }

  /** Arith_CompareOp: two operands of one type, an i1-like result of their shape. */
  static OpSpec.Builder compare(String name, Supplier<? extends Operation> factory) {
    return op(name, factory)
        .traits(Trait.PURE)
        .traits(Trait.SAME_TYPE_OPERANDS)
        .typesMatchWith(
            "result type has i1 element type and same shape as operands",
            "lhs",
            "result",
            ArithTypes::i1SameShape)
        .result("result", TypeConstraint.BOOL_LIKE);
  }

  /**
   * Arith_CastOp: one operand, one result of the same shape, and the CastOpInterface check
   * ({@code compatible}) before the op's own verifier ({@code extra}, may be null).
   */
  static OpSpec.Builder cast(
      String name,
      Supplier<? extends Operation> factory,
      TypeConstraint from,
      TypeConstraint to,
      BiPredicate<Type, Type> compatible,
      org.jmlir.ir.OpDef.Verifier extra) {
    return op(name, factory)
        .traits(Trait.PURE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
        .operand("in", from)
        .result("out", to)
        .predicate(
            "input and output have the same tensor dimensions",
            o -> Arrays.equals(ArithTypes.tensorDims(o.operand(0).type()), ArithTypes.tensorDims(o.result(0).type())))
        .verifier(castVerifier(compatible, extra));
  }

  static org.jmlir.ir.OpDef.Verifier castVerifier(BiPredicate<Type, Type> compatible, org.jmlir.ir.OpDef.Verifier extra) {
    return o -> {
      Type in = o.operand(0).type();
      Type out = o.result(0).type();
      if (!compatible.test(in, out)) {
        return o.emitOpError(
                "operand type '" + Texts.type(in) + "' and result type '" + Texts.type(out) + "' are cast incompatible")
            .report();
      }
      return extra == null || extra.verify(o);
    };
  }

  /**
   * The scaling casts (two operands, one result): the cast check on input and result, reported as
   * CastOpInterface words it for several operands, then the element width rule.
   */
  static org.jmlir.ir.OpDef.Verifier scalingVerifier(boolean wider) {
    BiPredicate<Type, Type> compatible = widthChange(wider, FloatType.class);
    return o -> {
      Type in = o.operand(0).type();
      Type out = o.result(0).type();
      if (!compatible.test(in, out)) {
        return o.emitOpError(
                "operand types "
                    + Texts.typeList(o.operandTypes())
                    + " and result type '"
                    + Texts.type(out)
                    + "' are cast incompatible")
            .report();
      }
      return verifyWidth(o, in, out, wider);
    };
  }

  // ---- CastOpInterface rules (ArithOps.cpp) --------------------------------------------------

  /** checkWidthChangeCast: same shape, both of {@code kind}, and the width grows (or shrinks). */
  static BiPredicate<Type, Type> widthChange(boolean wider, Class<?> kind) {
    return (in, out) -> {
      if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(in, out)) {
        return false;
      }
      Type src = ArithTypes.scalarIfLike(in, false, kind);
      Type dst = ArithTypes.scalarIfLike(out, false, kind);
      if (src == null || dst == null) {
        return false;
      }
      return wider ? ArithTypes.width(dst) > ArithTypes.width(src) : ArithTypes.width(dst) < ArithTypes.width(src);
    };
  }

  /** checkIntFloatCast: same shape, from one scalar kind to another. */
  static BiPredicate<Type, Type> kindChange(Class<?> from, Class<?> to) {
    return (in, out) ->
        org.jmlir.ir.verify.TypeChecks.compatibleShape(in, out)
            && ArithTypes.scalarIfLike(in, false, from) != null
            && ArithTypes.scalarIfLike(out, false, to) != null;
  }

  /** areIndexCastCompatible: index to signless integer or back (memrefs too). */
  static boolean indexCastCompatible(Type in, Type out) {
    if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(in, out)) {
      return false;
    }
    Type src = ArithTypes.scalarIfLike(in, true, IntegerType.class, IndexType.class);
    Type dst = ArithTypes.scalarIfLike(out, true, IntegerType.class, IndexType.class);
    if (src == null || dst == null) {
      return false;
    }
    return (src instanceof IndexType && TypeConstraint.isSignlessInteger(dst))
        || (TypeConstraint.isSignlessInteger(src) && dst instanceof IndexType);
  }

  /** BitcastOp::areCastCompatible: integers/floats (or memrefs of them) of equal width. */
  static boolean bitcastCompatible(Type in, Type out) {
    if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(in, out)) {
      return false;
    }
    Type src = ArithTypes.scalarIfLike(in, true, IntegerType.class, FloatType.class);
    Type dst = ArithTypes.scalarIfLike(out, true, IntegerType.class, FloatType.class);
    return src != null && dst != null && ArithTypes.width(src) == ArithTypes.width(dst);
  }

  /** verifyExtOp / verifyTruncateOp: the element width must grow (or shrink); emits without the op prefix. */
  static boolean verifyWidth(Operation op, Type inType, Type outType, boolean wider) {
    Type src = ArithTypes.elementTypeOrSelf(inType);
    Type dst = ArithTypes.elementTypeOrSelf(outType);
    int sw = ArithTypes.width(src);
    int dw = ArithTypes.width(dst);
    if (wider ? sw >= dw : sw <= dw) {
      return op.emitError(
              "result type '"
                  + Texts.type(dst)
                  + "' must be "
                  + (wider ? "wider" : "shorter")
                  + " than operand type '"
                  + Texts.type(src)
                  + "'")
          .report();
    }
    return true;
  }
}

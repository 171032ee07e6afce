package org.jmlir.conversion.stablehlotolinalg;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The scalar function of each element-wise StableHLO op, as arith/math ops (StableHLO's
 * MapStablehloToScalarOp): the choice between the float, signed and unsigned forms follows the
 * original (possibly unsigned) element type of the op's first operand; a signless i1 counts as
 * unsigned. A null result means the op/type pair has no scalar form (the op is left alone).
 */
final class ScalarOps {
  private ScalarOps() {}

  /** Float op, signed op, unsigned op (null: none for that kind). */
  private record Forms(String f, String s, String u, String c) {
    Forms(String f, String s, String u) {
      this(f, s, u, null);
    }
  }

  private static final java.util.Map<String, Forms> SIMPLE =
      java.util.Map.ofEntries(
          java.util.Map.entry("add", new Forms("arith.addf", "arith.addi", "arith.addi", "complex.add")),
          java.util.Map.entry("subtract", new Forms("arith.subf", "arith.subi", "arith.subi", "complex.sub")),
          java.util.Map.entry("multiply", new Forms("arith.mulf", "arith.muli", "arith.muli", "complex.mul")),
          java.util.Map.entry("and", new Forms(null, "arith.andi", "arith.andi")),
          java.util.Map.entry("or", new Forms(null, "arith.ori", "arith.ori")),
          java.util.Map.entry("xor", new Forms(null, "arith.xori", "arith.xori")),
          java.util.Map.entry("maximum", new Forms("arith.maximumf", "arith.maxsi", "arith.maxui")),
          java.util.Map.entry("minimum", new Forms("arith.minimumf", "arith.minsi", "arith.minui")),
          java.util.Map.entry("count_leading_zeros", new Forms(null, "math.ctlz", "math.ctlz")),
          java.util.Map.entry("popcnt", new Forms(null, "math.ctpop", "math.ctpop")),
          java.util.Map.entry("cbrt", new Forms("math.cbrt", null, null)),
          java.util.Map.entry("ceil", new Forms("math.ceil", null, null)),
          java.util.Map.entry("floor", new Forms("math.floor", null, null)),
          java.util.Map.entry("cosine", new Forms("math.cos", null, null, "complex.cos")),
          java.util.Map.entry("sine", new Forms("math.sin", null, null, "complex.sin")),
          java.util.Map.entry("tan", new Forms("math.tan", null, null, "complex.tan")),
          java.util.Map.entry("tanh", new Forms("math.tanh", null, null, "complex.tanh")),
          java.util.Map.entry("exponential", new Forms("math.exp", null, null, "complex.exp")),
          java.util.Map.entry("exponential_minus_one", new Forms("math.expm1", null, null, "complex.expm1")),
          java.util.Map.entry("log", new Forms("math.log", null, null, "complex.log")),
          java.util.Map.entry("log_plus_one", new Forms("math.log1p", null, null, "complex.log1p")),
          java.util.Map.entry("sqrt", new Forms("math.sqrt", null, null, "complex.sqrt")),
          java.util.Map.entry("rsqrt", new Forms("math.rsqrt", null, null, "complex.rsqrt")),
          java.util.Map.entry("atan2", new Forms("math.atan2", null, null, "complex.atan2")),
          java.util.Map.entry("round_nearest_even", new Forms("math.roundeven", null, null)),
          java.util.Map.entry("round_nearest_afz", new Forms("math.round", null, null)));

  /** The element-wise ops this mapping knows (the pointwise conversion's op list). */
  static final java.util.Set<String> POINTWISE =
      java.util.Set.of(
          "abs", "add", "and", "atan2", "bitcast_convert", "cbrt", "ceil", "clamp", "count_leading_zeros", "compare",
          "complex", "convert", "cosine", "divide", "exponential", "exponential_minus_one", "floor", "imag", "is_finite",
          "log_plus_one", "log", "logistic", "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt", "power",
          "real", "reduce_precision", "remainder", "round_nearest_even", "round_nearest_afz", "rsqrt", "select",
          "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "sqrt", "subtract", "tan", "tanh",
          "xor");

  static boolean isUnsigned(Type t) {
    return t instanceof IntegerType i && (i.isUnsigned() || i.isSignless() && i.width() == 1);
  }

  static boolean isSigned(Type t) {
    return t instanceof IntegerType i && !isUnsigned(t);
  }

  /**
   * Emits the scalar form of {@code op} at {@code b}'s insertion point.
   *
   * @param attrs the op's attributes (comparison direction, mantissa bits, ...)
   * @param argTypes the original element types of the op's operands
   * @param resultType the (signless) element type of the result
   * @param origResult the original element type of the result
   */
  static Value map(ArithBuilder b, org.jmlir.ir.loc.Location loc, String op, java.util.function.Function<String, Attribute> attrs, List<Type> argTypes, Type resultType,
      Type origResult, List<Value> args) {
    Type arg0 = argTypes.get(0);
    Forms forms = SIMPLE.get(op);
    if (forms != null) {
      String name = arg0 instanceof FloatType ? forms.f() : isUnsigned(arg0) ? forms.u() : arg0 instanceof IntegerType ? forms.s() : isComplex(arg0) ? forms.c() : null;
      if (isComplex(arg0) && (op.equals("maximum") || op.equals("minimum"))) {
        Value cond = cmpComplex(b, op.equals("maximum") ? "GE" : "LE", args.get(0), args.get(1));
        return b.select(cond, args.get(0), args.get(1));
      }
      return name == null ? null : b.op(name, List.of(resultType), args).result(0);
    }
    Value x = args.get(0);
    return switch (op) {
      case "abs" -> abs(b, arg0, x);
      case "compare" -> compare(b, attrs, arg0, args.get(0), args.get(1));
      case "convert" -> convert(b, arg0, origResult, resultType, x);
      case "complex" -> b.op("complex.create", List.of(resultType), args).result(0);
      case "bitcast_convert" -> width(arg0) > 0 && width(arg0) == width(origResult) ? b.cast("arith.bitcast", resultType, x) : null;
      case "is_finite" -> arg0 instanceof FloatType f ? b.cmpf("one", b.same("math.absf", x), b.floatConst(f, Double.POSITIVE_INFINITY)) : null;
      case "clamp" -> {
        Value lo = map(b, loc, "maximum", attrs, argTypes, resultType, origResult, List.of(args.get(0), args.get(1)));
        yield lo == null ? null : map(b, loc, "minimum", attrs, argTypes, resultType, origResult, List.of(lo, args.get(2)));
      }
      case "divide" -> arg0 instanceof FloatType ? b.same("arith.divf", x, args.get(1)) : isComplex(arg0) ? b.same("complex.div", x, args.get(1)) : arg0 instanceof IntegerType ? divide(b, arg0, x, args.get(1)) : null;
      case "remainder" -> arg0 instanceof FloatType ? b.same("arith.remf", x, args.get(1)) : arg0 instanceof IntegerType ? remainder(b, arg0, x, args.get(1)) : null;
      case "negate" -> arg0 instanceof FloatType ? b.same("arith.negf", x) : isComplex(arg0) ? b.same("complex.neg", x) : arg0 instanceof IntegerType ? b.same("arith.subi", b.intConst(x.type(), 0), x) : null;
      case "not" -> arg0 instanceof IntegerType ? b.same("arith.xori", b.intConst(x.type(), -1), x) : null;
      case "logistic" -> logistic(b, resultType, x);
      case "power" -> power(b, loc, resultType, x, args.get(1));
      case "select" -> select(b, x, args.get(1), args.get(2));
      case "sign" -> sign(b, x);
      case "shift_left" -> shift(b, b.same("arith.shli", x, args.get(1)), b.intConst(x.type(), 0), args.get(1));
      case "shift_right_logical" -> shift(b, b.same("arith.shrui", x, args.get(1)), b.intConst(x.type(), 0), args.get(1));
      case "shift_right_arithmetic" -> {
        Value saturated = b.same("arith.shrsi", x, b.intConst(x.type(), width(x.type()) - 1));
        yield shift(b, b.same("arith.shrsi", x, args.get(1)), saturated, args.get(1));
      }
      case "real" -> arg0 instanceof FloatType ? x : isComplex(arg0) ? b.cast("complex.re", resultType, x) : null;
      case "imag" -> arg0 instanceof FloatType f ? b.floatConst(f, 0.0) : isComplex(arg0) ? b.cast("complex.im", resultType, x) : null;
      case "reduce_precision" -> reducePrecision(b, attrs, x);
      default -> null;
    };
  }

  /**
   * arith.select, or the integer max/min it computes when its condition compares its own two
   * operands (the form StableHLO's expected outputs show after canonicalization).
   */
  private static Value select(ArithBuilder b, Value cond, Value t, Value f) {
    if (cond.definingOp() instanceof org.jmlir.ir.Operation cmp && cmp.name().equals("arith.cmpi") && t.type() instanceof IntegerType
        && cmp.attr("predicate") instanceof IntegerAttr p) {
      String pred = org.jmlir.dialect.arith.ArithAttrs.CMPI_PREDICATES.get(p.value().intValue());
      boolean same = cmp.operand(0) == t && cmp.operand(1) == f;
      boolean swapped = cmp.operand(0) == f && cmp.operand(1) == t;
      if ((same || swapped) && !pred.equals("eq") && !pred.equals("ne")) {
        boolean greater = pred.charAt(1) == 'g';
        boolean max = greater == same;
        String op = "arith." + (max ? "max" : "min") + (pred.charAt(0) == 's' ? "si" : "ui");
        return b.same(op, cmp.operand(0), cmp.operand(1));
      }
    }
    return b.select(cond, t, f);
  }

  private static int width(Type t) {
    return t instanceof IntegerType i ? i.width() : t instanceof FloatType f ? f.width() : -1;
  }

  static boolean isComplex(Type t) {
    return t instanceof org.jmlir.ir.type.ComplexType;
  }

  private static Value abs(ArithBuilder b, Type arg, Value x) {
    if (arg instanceof FloatType) {
      return b.same("math.absf", x);
    }
    if (arg instanceof org.jmlir.ir.type.ComplexType c) {
      return b.cast("complex.abs", c.elementType(), x);
    }
    if (arg instanceof IntegerType i && (i.isSignless() || i.isSigned())) {
      Value zero = b.intConst(x.type(), 0);
      Value positive = b.cmpi("sge", x, zero);
      Value neg = b.same("arith.subi", zero, x);
      return b.select(positive, x, neg);
    }
    return null;
  }

  private static final java.util.Map<String, String> FLOAT_PREDICATES = java.util.Map.of("EQ", "oeq", "NE", "une", "GE", "oge", "GT", "ogt", "LE", "ole", "LT", "olt");

  private static String intPredicate(String dir, boolean signed) {
    return switch (dir) {
      case "EQ" -> "eq";
      case "NE" -> "ne";
      default -> (signed ? "s" : "u") + dir.toLowerCase(java.util.Locale.ROOT);
    };
  }

  private static Value compare(ArithBuilder b, java.util.function.Function<String, Attribute> attrs, Type arg, Value lhs, Value rhs) {
    String dir = ((HloEnumAttr) attrs.apply("comparison_direction")).value();
    if (arg instanceof IntegerType) {
      return b.cmpi(intPredicate(dir, !isUnsigned(arg)), lhs, rhs);
    }
    if (arg instanceof FloatType f) {
      if (attrs.apply("compare_type") instanceof HloEnumAttr t && t.value().equals("TOTALORDER")) {
        Type it = b.i(f.width());
        Value zero = b.intConst(it, 0);
        Value max = b.intConst(it, BigInteger.ONE.shiftLeft(f.width() - 1).subtract(BigInteger.ONE));
        Value l = totalOrderKey(b, it, zero, max, lhs);
        Value r = totalOrderKey(b, it, zero, max, rhs);
        return b.cmpi(intPredicate(dir, true), l, r);
      }
      return b.cmpf(FLOAT_PREDICATES.get(dir), lhs, rhs);
    }
    if (isComplex(arg)) {
      return cmpComplex(b, dir, lhs, rhs);
    }
    return null;
  }

  /** Complex comparison: eq/neq, else lexicographic on (real, imaginary). */
  private static Value cmpComplex(ArithBuilder b, String dir, Value lhs, Value rhs) {
    Type elem = ((org.jmlir.ir.type.ComplexType) lhs.type()).elementType();
    Type i1 = b.i(1);
    if (dir.equals("EQ")) {
      return b.op("complex.eq", List.of(i1), List.of(lhs, rhs)).result(0);
    }
    if (dir.equals("NE")) {
      return b.op("complex.neq", List.of(i1), List.of(lhs, rhs)).result(0);
    }
    Value lr = b.cast("complex.re", elem, lhs);
    Value rr = b.cast("complex.re", elem, rhs);
    Value li = b.cast("complex.im", elem, lhs);
    Value ri = b.cast("complex.im", elem, rhs);
    String p = FLOAT_PREDICATES.get(dir);
    Value realsEq = b.cmpf("oeq", lr, rr);
    Value imagsOrdered = b.cmpf(p, li, ri);
    Value realsOrdered = b.cmpf(p, lr, rr);
    Value and = b.same("arith.andi", realsEq, imagsOrdered);
    return b.same("arith.ori", and, realsOrdered);
  }

  private static Value totalOrderKey(ArithBuilder b, Type it, Value zero, Value max, Value v) {
    Value x = b.cast("arith.bitcast", it, v);
    Value negative = b.cmpi("slt", x, zero);
    Value flipped = b.same("arith.subi", max, x);
    return b.select(negative, flipped, x);
  }

  /** StableHLO's mapConvertOpToStdScalarOp over scalars (complex types not handled). */
  static Value convert(ArithBuilder b, Type source, Type target, Type resultType, Value x) {
    Type converted = x.type();
    if (isUnsigned(source) && isIntOrIndex(converted) && target instanceof FloatType) {
      return b.cast("arith.uitofp", resultType, x);
    }
    if (source instanceof IntegerType && target instanceof FloatType) {
      return b.cast("arith.sitofp", resultType, x);
    }
    if (source instanceof FloatType s && target instanceof FloatType t) {
      if (s.width() > t.width()) {
        return b.cast("arith.truncf", resultType, x);
      }
      if (s.width() < t.width()) {
        return b.cast("arith.extf", resultType, x);
      }
      if (!s.equals(t)) {
        Value ext = b.cast("arith.extf", b.f(FloatType.Kind.F32), x);
        return b.cast("arith.truncf", resultType, ext);
      }
      return x;
    }
    if (target instanceof IntegerType ti && ti.width() == 1) {
      if (source instanceof IntegerType si && (si.isSignless() || si.isUnsigned())) {
        return b.cmpi("ne", x, b.intConst(x.type(), 0));
      }
      if (source instanceof FloatType) {
        return b.cmpf("une", x, b.floatConst(x.type(), 0.0));
      }
    }
    if (source instanceof IntegerType s && target instanceof IntegerType t) {
      if (s.width() > t.width()) {
        return b.cast("arith.trunci", resultType, x);
      }
      if (s.width() < t.width()) {
        return b.cast(isUnsigned(s) ? "arith.extui" : "arith.extsi", resultType, x);
      }
      return x;
    }
    if (source instanceof FloatType && target instanceof IntegerType t) {
      return b.cast(t.isUnsigned() ? "arith.fptoui" : "arith.fptosi", resultType, x);
    }
    if (target instanceof org.jmlir.ir.type.ComplexType ct) {
      Type te = ct.elementType();
      Value real;
      Value imag;
      if (source instanceof org.jmlir.ir.type.ComplexType cs) {
        Type se = cs.elementType();
        real = convert(b, se, te, te, b.cast("complex.re", se, x));
        imag = convert(b, se, te, te, b.cast("complex.im", se, x));
      } else {
        real = convert(b, source, te, te, x);
        imag = b.floatConst(te, 0.0);
      }
      return real == null || imag == null ? null : b.op("complex.create", List.of(target), List.of(real, imag)).result(0);
    }
    if (source instanceof org.jmlir.ir.type.ComplexType cs) {
      Type se = cs.elementType();
      return convert(b, se, target, resultType, b.cast("complex.re", se, x));
    }
    return null;
  }

  private static boolean isIntOrIndex(Type t) {
    return t instanceof IntegerType || t instanceof IndexType;
  }

  /** StableHLO's makeSafeIntDiv: division by zero and signed overflow give fixed values. */
  private static Value safeIntDiv(ArithBuilder b, Type original, String unsignedOp, String signedOp, Value lhs, Value rhs,
      java.util.function.Supplier<Value> onZero, java.util.function.Supplier<Value> onOverflow, Value zero) {
    Type t = lhs.type();
    int w = width(t);
    Value one = b.intConst(t, 1);
    Value rhsIsZero = b.cmpi("eq", rhs, zero);
    if (original instanceof IntegerType i && i.isUnsigned()) {
      Value safeRhs = b.select(rhsIsZero, one, rhs);
      Value div = b.same(unsignedOp, lhs, safeRhs);
      return b.select(rhsIsZero, onZero.get(), div);
    }
    Value smin = b.intConst(t, BigInteger.ONE.shiftLeft(w - 1).negate());
    Value lhsIsSmin = b.cmpi("eq", lhs, smin);
    Value minusOne = b.intConst(t, -1);
    Value rhsIsMinusOne = b.cmpi("eq", rhs, minusOne);
    Value overflow = b.same("arith.andi", lhsIsSmin, rhsIsMinusOne);
    Value unsafe = b.same("arith.ori", rhsIsZero, overflow);
    Value safeRhs = b.select(unsafe, one, rhs);
    Value div = b.same(signedOp, lhs, safeRhs);
    Value safeSmin = b.select(overflow, onOverflow.get(), div);
    return b.select(rhsIsZero, onZero.get(), safeSmin);
  }

  private static Value divide(ArithBuilder b, Type original, Value lhs, Value rhs) {
    Type t = lhs.type();
    Value minusOne = b.intConst(t, -1);
    Value smin = b.intConst(t, BigInteger.ONE.shiftLeft(width(t) - 1).negate());
    Value zero = b.intConst(t, 0);
    return safeIntDiv(b, original, "arith.divui", "arith.divsi", lhs, rhs, () -> minusOne, () -> smin, zero);
  }

  private static Value remainder(ArithBuilder b, Type original, Value lhs, Value rhs) {
    Value zero = b.intConst(lhs.type(), 0);
    Value zero2 = b.intConst(lhs.type(), 0);
    return safeIntDiv(b, original, "arith.remui", "arith.remsi", lhs, rhs, () -> lhs, () -> zero, zero2);
  }

  private static Value logistic(ArithBuilder b, Type t, Value x) {
    boolean c = isComplex(t);
    if (!(t instanceof FloatType) && !c) {
      return null;
    }
    Value neg = b.same(c ? "complex.neg" : "arith.negf", x);
    Value exp = b.same(c ? "complex.exp" : "math.exp", neg);
    Value oneF32 = b.floatConst(b.f(FloatType.Kind.F32), 1.0);
    Value one = convert(b, oneF32.type(), t, t, oneF32);
    Value sum = b.same(c ? "complex.add" : "arith.addf", exp, one);
    return b.same(c ? "complex.div" : "arith.divf", one, sum);
  }

  private static Value power(ArithBuilder b, org.jmlir.ir.loc.Location loc, Type t, Value base, Value exponent) {
    if (t instanceof FloatType) {
      return b.same("math.powf", base, exponent);
    }
    if (isComplex(t)) {
      return b.same("complex.pow", base, exponent);
    }
    if (!(t instanceof IntegerType)) {
      return null;
    }
    Value negOne = b.intConst(t, -1);
    Value zero = b.intConst(t, 0);
    Value one = b.intConst(t, 1);
    Value two = b.intConst(t, 2);
    Type index = IndexType.get(b.context());
    Value step = b.constant(IntegerAttr.get(b.context(), index, 1));
    Value lower = b.constant(IntegerAttr.get(b.context(), index, 0));
    Value upper = b.constant(IntegerAttr.get(b.context(), index, 6));
    // Square-and-multiply over the exponent's low 6 bits (enough for any non-overflowing result).
    OperationState forState = new OperationState(b.context(), "scf.for", loc);
    forState.addOperand(lower).addOperand(upper).addOperand(step).addOperand(one).addOperand(base).addOperand(exponent);
    forState.addTypes(List.of(t, t, t));
    forState.addRegion();
    Operation loop = b.builder().create(forState);
    Block body = new Block();
    loop.region(0).addBlock(body);
    body.addArgument(index, loc);
    Value accum = body.addArgument(t, loc);
    Value bse = body.addArgument(t, loc);
    Value exp = body.addArgument(t, loc);
    org.jmlir.ir.rewrite.OpBuilder inner = new org.jmlir.ir.rewrite.OpBuilder(b.context());
    inner.setInsertionPointToEnd(body);
    ArithBuilder ib = new ArithBuilder(inner, loc);
    Value cond = ib.cmpi("eq", ib.same("arith.andi", exp, one), one);
    Value multiplied = ib.same("arith.muli", accum, bse);
    Value newAccum = ib.select(cond, multiplied, accum);
    Value newBase = ib.same("arith.muli", bse, bse);
    Value newExp = ib.same("arith.shrui", exp, one);
    ib.op("scf.yield", List.of(), List.of(newAccum, newBase, newExp));
    Value result = loop.result(0);
    Value rhsIsEven = b.cmpi("eq", b.same("arith.remsi", exponent, two), zero);
    Value rhsIsNegative = b.cmpi("slt", exponent, zero);
    Value lhsIsOne = b.cmpi("eq", base, one);
    Value lhsIsNegOne = b.cmpi("eq", base, negOne);
    Value ifLhsIsOne = b.select(lhsIsOne, one, zero);
    Value ifLhsIsNegOne = b.select(lhsIsNegOne, b.select(rhsIsEven, one, negOne), ifLhsIsOne);
    return b.select(rhsIsNegative, ifLhsIsNegOne, result);
  }

  private static Value sign(ArithBuilder b, Value x) {
    Type t = x.type();
    if (isComplex(t)) {
      return b.same("complex.sign", x);
    }
    if (t instanceof FloatType) {
      Value zero = b.floatConst(t, 0.0);
      Value ne0 = b.cmpf("one", x, zero);
      Value ne0Float = b.cast("arith.uitofp", t, ne0);
      Value copySign = b.same("math.copysign", ne0Float, x);
      Value isNan = b.cmpf("uno", x, x);
      return b.select(isNan, x, copySign);
    }
    if (t instanceof IntegerType i) {
      Value zero = b.intConst(t, 0);
      Value bits = b.intConst(t, i.width() - 1);
      Value one = b.intConst(t, 1);
      Value cmp = b.cmpi("eq", x, zero);
      Value ashr = b.same("arith.shrsi", x, bits);
      Value or = b.same("arith.ori", ashr, one);
      return b.select(cmp, zero, or);
    }
    return null;
  }

  private static Value shift(ArithBuilder b, Value shifted, Value saturated, Value rhs) {
    Value bitWidth = b.intConst(rhs.type(), width(rhs.type()));
    Value cmp = b.cmpi("ugt", bitWidth, rhs);
    return b.select(cmp, shifted, saturated);
  }

  private static Value reducePrecision(ArithBuilder b, java.util.function.Function<String, Attribute> attrs, Value x) {
    if (!(x.type() instanceof FloatType ft)) {
      return null;
    }
    int nbits = ft.width();
    Type it = b.i(nbits);
    Value xAsInt = b.cast("arith.bitcast", it, x);
    int srcMantissa = ft.kind().mantissaBits();
    int srcExponent = nbits - 1 - srcMantissa;
    BigInteger mask = BigInteger.ONE.shiftLeft(nbits).subtract(BigInteger.ONE);
    BigInteger signBit = BigInteger.ONE.shiftLeft(nbits - 1);
    BigInteger expBits = BigInteger.ONE.shiftLeft(srcExponent).subtract(BigInteger.ONE).shiftLeft(srcMantissa);
    Value absBits = b.same("arith.andi", xAsInt, b.intConst(it, signBit.not().and(mask)));
    Value isNan = b.cmpi("ugt", absBits, b.intConst(it, expBits));
    // The exponent and sign bits are read before the mantissa truncation (the mask keeps them).
    Value bitsForExponent = xAsInt;
    int destMantissa = (int) ((IntegerAttr) attrs.apply("mantissa_bits")).value().longValue();
    if (destMantissa < srcMantissa) {
      BigInteger lastBit = BigInteger.ONE.shiftLeft(srcMantissa - destMantissa);
      BigInteger bias = lastBit.shiftRight(1).subtract(BigInteger.ONE).and(mask);
      Value diff = b.intConst(it, srcMantissa - destMantissa);
      Value lastMantissaBit = b.same("arith.shrui", b.same("arith.andi", xAsInt, b.intConst(it, lastBit)), diff);
      Value roundingBias = b.same("arith.addi", lastMantissaBit, b.intConst(it, bias));
      Value rounded = b.same("arith.addi", xAsInt, roundingBias);
      bitsForExponent = rounded;
      xAsInt = b.same("arith.andi", rounded, b.intConst(it, lastBit.subtract(BigInteger.ONE).not().and(mask)));
    }
    int destExponent = (int) ((IntegerAttr) attrs.apply("exponent_bits")).value().longValue();
    if (destExponent < srcExponent) {
      BigInteger expBias = BigInteger.ONE.shiftLeft(srcExponent - 1).subtract(BigInteger.ONE);
      BigInteger reducedBias = BigInteger.ONE.shiftLeft(destExponent - 1).subtract(BigInteger.ONE);
      BigInteger maxExp = expBias.add(reducedBias);
      BigInteger minExp = expBias.subtract(reducedBias);
      Value exponent = b.same("arith.andi", bitsForExponent, b.intConst(it, expBits));
      Value overflows = b.cmpi("ugt", exponent, b.intConst(it, maxExp.shiftLeft(srcMantissa).and(mask)));
      Value underflows = b.cmpi("ule", exponent, b.intConst(it, minExp.shiftLeft(srcMantissa).and(mask)));
      Value signedZero = b.same("arith.andi", bitsForExponent, b.intConst(it, signBit));
      Value signedInf = b.same("arith.ori", signedZero, b.intConst(it, expBits));
      xAsInt = b.select(overflows, signedInf, xAsInt);
      xAsInt = b.select(underflows, signedZero, xAsInt);
    }
    Value result = b.cast("arith.bitcast", ft, xAsInt);
    return b.select(isNan, x, result);
  }
}

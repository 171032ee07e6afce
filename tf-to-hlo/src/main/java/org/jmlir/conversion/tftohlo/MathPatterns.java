package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.List;
import org.jmlir.dialect.chlo.ChloEnumAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.Type;

/**
 * Element-wise ops TensorFlow defines as small formulas (floor division, the gradients, the smooth
 * activations): compositions of broadcasting CHLO ops, so they broadcast and take dynamic shapes.
 */
final class MathPatterns {
  private MathPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    // |x - y| < tolerance, the f32 tolerance converted to the operands' element type (TensorFlow's rule).
    out.add(p("tf.ApproximateEqual", (op, e) -> {
      if (TfShapes.ranked(op.operand(0)) == null || !(op.attr("tolerance") instanceof FloatAttr tol)) {
        return why.dynamic(op, "the operands must be ranked, the tolerance an f32");
      }
      Value abs = e.unary("abs", e.binary("subtract", op.operand(0), op.operand(1)));
      Value t = e.convert(e.scalar(FloatType.get(e.ctx, FloatType.Kind.F32), tol.doubleValue()), TfShapes.element(abs.type()));
      // TensorFlow builds this compare without broadcast_dimensions.
      Type i1 = TfShapes.withElement(e.ctx, abs.type(), IntegerType.get(e.ctx, 1));
      e.replace(e.chlo("broadcast_compare", List.of(abs, t), i1,
          e.attr("comparison_direction", ChloEnumAttr.get(e.ctx, ChloEnumAttr.Kind.COMPARISON_DIRECTION, "LT"))));
      return true;
    }));
    // The replica id (ui32) converted to the result's i32.
    out.add(p("tf.XlaReplicaId", (op, e) -> {
      Type ui32 = RankedTensorType.get(e.ctx, new long[0], IntegerType.get(e.ctx, 32, IntegerType.Signedness.UNSIGNED));
      Value id = e.op("replica_id", List.of(), ui32);
      e.replace(e.convert(id, TfShapes.element(op.result(0).type())));
      return true;
    }));
    out.add(p("tf.XlaReducePrecision", (op, e) -> {
      if (!(op.attr("exponent_bits") instanceof IntegerAttr eb) || !(op.attr("mantissa_bits") instanceof IntegerAttr mb)
          || TfShapes.ranked(op.operand(0)) == null) {
        return why.attribute(op, "exponent_bits and mantissa_bits are required");
      }
      long exponent = eb.longValue();
      long mantissa = mb.longValue();
      IntegerType i32 = IntegerType.get(e.ctx, 32);
      e.replace(e.op("reduce_precision", List.of(op.operand(0)), op.result(0).type(),
          e.attr("exponent_bits", IntegerAttr.get(e.ctx, i32, Math.min(exponent, Integer.MAX_VALUE))),
          e.attr("mantissa_bits", IntegerAttr.get(e.ctx, i32, Math.min(mantissa, Integer.MAX_VALUE)))));
      return true;
    }));
    out.add(p("tf.SquaredDifference", (op, e) -> binaryFloatOrInt(op, e, why, () -> {
      Value d = e.bcast("subtract", op.operand(0), op.operand(1), op.result(0).type());
      return e.binary("multiply", d, d);
    })));
    out.add(p("tf.FloorDiv", (op, e) -> binaryFloatOrInt(op, e, why, () -> floorDiv(op, e))));
    out.add(p("tf.FloorMod", (op, e) -> binaryFloatOrInt(op, e, why, () -> floorMod(op, e))));
    out.add(p("tf.TruncateDiv", (op, e) -> binaryFloatOrInt(op, e, why, () -> {
      Value q = e.bcast("divide", op.operand(0), op.operand(1), op.result(0).type());
      return TfShapes.isFloat(q.type()) ? sign(e, q, x -> e.unary("floor", x)) : q;
    })));
    out.add(p("tf.DivNoNan", (op, e) -> binaryFloatOrInt(op, e, why, () -> noNan(op, e, "divide"))));
    out.add(p("tf.MulNoNan", (op, e) -> binaryFloatOrInt(op, e, why, () -> noNan(op, e, "multiply"))));
    out.add(p("tf.Xlogy", (op, e) -> floatOnly(op, e, why, () -> xlog(op, e, "log"))));
    out.add(p("tf.Xlog1py", (op, e) -> floatOnly(op, e, why, () -> xlog(op, e, "log_plus_one"))));
    // The gradients TensorFlow's kernels compute from the forward op's output or features.
    out.add(p("tf.EluGrad", (op, e) -> floatOnly(op, e, why, () -> {
      // g where the output is positive, else g * (output + 1).
      Value g = op.operand(0);
      Value y = op.operand(1);
      Value positive = e.bcompare("GT", y, e.scalar(TfShapes.element(y.type()), 0));
      Value scaled = e.binary("multiply", g, e.bcast("add", y, one(e, y), y.type()));
      return e.chlo("broadcast_select", List.of(positive, g, scaled), op.result(0).type());
    })));
    out.add(p("tf.SeluGrad", (op, e) -> floatOnly(op, e, why, () -> {
      // g * scale where the output is positive, else g * (output + scale * alpha).
      Value g = op.operand(0);
      Value y = op.operand(1);
      Type el = TfShapes.element(y.type());
      Value positive = e.bcompare("GT", y, e.scalar(el, 0));
      Value pos = e.bcast("multiply", g, e.scalar(el, 1.0507009873554804934193349852946), g.type());
      Value neg = e.binary("multiply", g, e.bcast("add", y, e.scalar(el, 1.7580993408473768599402175208123), y.type()));
      return e.chlo("broadcast_select", List.of(positive, pos, neg), op.result(0).type());
    })));
    out.add(p("tf.SoftplusGrad", (op, e) -> floatOnly(op, e, why, () ->
        // g * sigmoid(features).
        e.binary("multiply", op.operand(0), e.unary("logistic", op.operand(1))))));
    out.add(p("tf.SoftsignGrad", (op, e) -> floatOnly(op, e, why, () -> {
      // g / (1 + |features|)^2.
      Value f = op.operand(1);
      Value d = e.bcast("add", e.unary("abs", f), one(e, f), f.type());
      return e.binary("divide", op.operand(0), e.binary("multiply", d, d));
    })));
    out.add(p("tf.Ndtri", (op, e) -> floatOnly(op, e, why, () -> {
      // The normal quantile: sqrt(2) * erfinv(2p - 1).
      Value p = op.operand(0);
      Type el = TfShapes.element(p.type());
      Value twoP = e.bcast("multiply", p, e.scalar(el, 2), p.type());
      Value inv = e.chlo("erf_inv", List.of(e.bcast("subtract", twoP, one(e, p), p.type())), p.type());
      return e.bcast("multiply", inv, e.scalar(el, Math.sqrt(2)), p.type());
    })));
    out.add(p("tf.BesselI0e", (op, e) -> floatOnly(op, e, why, () -> besselI0e(e, op.operand(0)))));
    out.add(p("tf.BesselI1e", (op, e) -> floatOnly(op, e, why, () -> e.chlo("bessel_i1e", List.of(op.operand(0)), op.result(0).type()))));
    out.add(p("tf.Xdivy", (op, e) -> floatOnly(op, e, why, () -> {
      Value x = op.operand(0);
      Value zero = e.scalar(TfShapes.element(x.type()), 0);
      Value isZero = e.bcompare("EQ", x, zero);
      Value q = e.bcast("divide", x, op.operand(1), op.result(0).type());
      return e.chlo("broadcast_select", List.of(isZero, zero, q), op.result(0).type());
    })));
    out.add(p("tf.Reciprocal", (op, e) -> unary(op, e, why, x -> e.bcast("divide", one(e, x), x, x.type()))));
    out.add(p("tf.Inv", (op, e) -> unary(op, e, why, x -> e.bcast("divide", one(e, x), x, x.type()))));
    out.add(p("tf.Softsign", (op, e) -> floatOnly(op, e, why, () -> {
      Value x = op.operand(0);
      Value denom = e.bcast("add", one(e, x), e.unary("abs", x), x.type());
      return e.binary("divide", x, denom);
    })));
    out.add(p("tf.Softplus", (op, e) -> floatOnly(op, e, why, () -> {
      // log(1 + exp(x)) computed as max(x, 0) + log1p(exp(-|x|)), stable for large |x|.
      Value x = op.operand(0);
      Value zero = e.scalar(TfShapes.element(x.type()), 0);
      Value relu = e.bcast("maximum", x, zero, x.type());
      Value tail = e.unary("log_plus_one", e.unary("exponential", e.unary("negate", e.unary("abs", x))));
      return e.binary("add", relu, tail);
    })));
    out.add(p("tf.Elu", (op, e) -> floatOnly(op, e, why, () -> {
      Value x = op.operand(0);
      Value positive = e.bcompare("GT", x, e.scalar(TfShapes.element(x.type()), 0));
      return e.chlo("broadcast_select", List.of(positive, x, e.unary("exponential_minus_one", x)), x.type());
    })));
    out.add(p("tf.Selu", (op, e) -> floatOnly(op, e, why, () -> {
      Value x = op.operand(0);
      Type el = TfShapes.element(x.type());
      Value positive = e.bcompare("GT", x, e.scalar(el, 0));
      Value neg = e.bcast("multiply", e.unary("exponential_minus_one", x), e.scalar(el, 1.7580993408473768599402175208123), x.type());
      Value pos = e.bcast("multiply", x, e.scalar(el, 1.0507009873554804934193349852946), x.type());
      return e.chlo("broadcast_select", List.of(positive, pos, neg), x.type());
    })));
    out.add(p("tf.IsNan", (op, e) -> floatOnly(op, e, why, () -> e.compare("NE", op.operand(0), op.operand(0)))));
    out.add(p("tf.ReluGrad", (op, e) -> floatOrInt2(op, e, why, () -> {
      Value g = op.operand(0);
      Value f = op.operand(1);
      Value zero = e.scalar(TfShapes.element(f.type()), 0);
      Value positive = e.bcompare("GT", f, zero);
      return e.chlo("broadcast_select", List.of(positive, g, zero), op.result(0).type());
    })));
    out.add(p("tf.Relu6Grad", (op, e) -> floatOrInt2(op, e, why, () -> {
      Value g = op.operand(0);
      Value f = op.operand(1);
      Type el = TfShapes.element(f.type());
      Value zero = e.scalar(el, 0);
      Value inside = e.bcast("and", e.bcompare("GT", f, zero), e.bcompare("LT", f, e.scalar(el, 6)), TfShapes.withElement(
          e.ctx, f.type(), org.jmlir.ir.type.IntegerType.get(e.ctx, 1)));
      return e.chlo("broadcast_select", List.of(inside, g, zero), op.result(0).type());
    })));
    out.add(p("tf.SigmoidGrad", (op, e) -> floatOrInt2(op, e, why, () -> {
      // dy * y * (1 - y), y = operand 0, dy = operand 1.
      Value y = op.operand(0);
      Value dy = op.operand(1);
      Value oneMinus = e.bcast("subtract", one(e, y), y, y.type());
      return e.binary("multiply", e.binary("multiply", dy, y), oneMinus);
    })));
    out.add(p("tf.TanhGrad", (op, e) -> floatOrInt2(op, e, why, () -> {
      // dy * (1 - y * y).
      Value y = op.operand(0);
      Value dy = op.operand(1);
      Value oneMinus = e.bcast("subtract", one(e, y), e.binary("multiply", y, y), y.type());
      return e.binary("multiply", dy, oneMinus);
    })));
    out.add(p("tf.RsqrtGrad", (op, e) -> floatOrInt2(op, e, why, () -> {
      // dy * -0.5 * y^3.
      Value y = op.operand(0);
      Value dy = op.operand(1);
      Value cube = e.binary("multiply", e.binary("multiply", y, y), y);
      Value scaled = e.bcast("multiply", cube, e.scalar(TfShapes.element(y.type()), -0.5), y.type());
      return e.binary("multiply", dy, scaled);
    })));
    out.add(p("tf.SqrtGrad", (op, e) -> floatOrInt2(op, e, why, () -> {
      // dy * 0.5 / y.
      Value y = op.operand(0);
      Value dy = op.operand(1);
      Value half = e.bcast("multiply", dy, e.scalar(TfShapes.element(y.type()), 0.5), dy.type());
      return e.binary("divide", half, y);
    })));
    out.add(p("tf.ClipByValue", (op, e) -> floatOrInt2(op, e, why, () -> {
      Value x = op.operand(0);
      Value lo = e.bcast("maximum", x, op.operand(1), x.type());
      return e.bcast("minimum", lo, op.operand(2), x.type());
    })));
    out.add(p("tf.L2Loss", (op, e) -> floatOnly(op, e, why, () -> {
      Value x = op.operand(0);
      var r = TfShapes.ranked(x);
      Value sq = e.binary("multiply", x, x);
      Value sum = e.reduce(sq, e.scalar(r.elementType(), 0), TfShapes.iota(r.rank()), "add");
      return e.binary("divide", sum, e.scalar(r.elementType(), 2));
    })));
    out.add(p("tf.PopulationCount", (op, e) -> {
      // popcnt keeps the operand type; TensorFlow counts into uint8.
      Value x = op.operand(0);
      if (!TfShapes.isHloTensor(x.type()) || !(TfShapes.element(x.type()) instanceof org.jmlir.ir.type.IntegerType)) {
        return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "PopulationCount of a non-integer tensor");
      }
      e.replace(e.convert(e.unary("popcnt", x), TfShapes.element(op.result(0).type())));
      return true;
    }));
    out.add(p("tf.Assert", (op, e) -> {
      e.rw.eraseOp(op);
      return true;
    }));
    out.add(p("tf.NoOp", (op, e) -> {
      e.rw.eraseOp(op);
      return true;
    }));
  }

  // XLA's i0e (Cephes' Chebyshev series): f64 with 30 + 25 coefficients, other floats in f32 with 18 + 7.
  private static final double[] I0E_A = {-4.41534164647933937950E-18, 3.33079451882223809783E-17,
      -2.43127984654795469359E-16, 1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14,
      -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11, 9.67580903537323691224E-11,
      -5.18979560163526290666E-10, 2.65982372468238665035E-9, -1.30002500998624804212E-8, 6.04699502254191894932E-8,
      -2.67079385394061173391E-7, 1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5,
      -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4, 1.63947561694133579842E-3,
      -4.32430999505057594430E-3, 1.05464603945949983183E-2, -2.37374148058994688156E-2, 4.93052842396707084878E-2,
      -9.49010970480476444210E-2, 1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1};
  private static final double[] I0E_B = {-7.23318048787475395456E-18, -4.83050448594418207126E-18,
      4.46562142029675999901E-17, 3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16,
      1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15, -4.15056934728722208663E-14,
      1.54008621752140982691E-14, 3.85277838274214270114E-13, 7.18012445138366623367E-13, -1.79417853150680611778E-12,
      -1.32158118404477131188E-11, -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10,
      3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7, 2.89137052083475648297E-6,
      6.88975834691682398426E-5, 3.36911647825569408990E-3, 8.04490411014108831608E-1};

  /** i0e(x) = cheb_A(|x|/2 - 2) for |x| <= 8, cheb_B(32/|x| - 2) / sqrt|x| beyond. */
  private static Value besselI0e(Emit e, Value x) {
    Type el = TfShapes.element(x.type());
    boolean f64 = el instanceof FloatType f && f.width() == 64;
    Type f32 = FloatType.get(e.ctx, FloatType.Kind.F32);
    Value z = e.unary("abs", f64 ? x : e.convert(x, f32));
    Type t = z.type();
    Type w = TfShapes.element(t);
    double[] a = f64 ? I0E_A : java.util.Arrays.copyOfRange(I0E_A, I0E_A.length - 18, I0E_A.length);
    double[] b = f64 ? I0E_B : java.util.Arrays.copyOfRange(I0E_B, I0E_B.length - 7, I0E_B.length);
    Value small = chebyshev(e, e.bcast("subtract", e.bcast("multiply", z, e.scalar(w, 0.5), t), e.scalar(w, 2), t), a);
    Value large = e.bcast("divide", chebyshev(e, e.bcast("subtract", e.bcast("divide", e.scalar(w, 32), z, t), e.scalar(w, 2), t), b),
        e.unary("sqrt", z), t);
    Value r = e.chlo("broadcast_select", List.of(e.bcompare("LE", z, e.scalar(w, 8)), small, large), t);
    return e.convert(r, el);
  }

  /** Clenshaw's evaluation of a Chebyshev series at {@code x} (the first step, c0, folded). */
  private static Value chebyshev(Emit e, Value x, double[] coefficients) {
    Type w = TfShapes.element(x.type());
    Value b0 = e.scalar(w, coefficients[0]);
    Value b1 = e.scalar(w, 0);
    Value b2 = b1;
    for (int i = 1; i < coefficients.length; i++) {
      b2 = b1;
      b1 = b0;
      b0 = bc(e, "add", bc(e, "subtract", bc(e, "multiply", x, b1), b2), e.scalar(w, coefficients[i]));
    }
    return bc(e, "multiply", bc(e, "subtract", b0, b2), e.scalar(w, 0.5));
  }

  /** A broadcasting binary op, its result type the broadcast of the operands'. */
  private static Value bc(Emit e, String mnemonic, Value l, Value r) {
    return e.bcast(mnemonic, l, r, TfShapes.broadcastType(e.ctx, l.type(), r.type()));
  }

  /** x * f(y), 0 where x is 0 (Xlogy: f = log; Xlog1py: f = log1p). */
  private static Value xlog(Operation op, Emit e, String f) {
    Value x = op.operand(0);
    Value prod = e.bcast("multiply", x, e.unary(f, op.operand(1)), op.result(0).type());
    Value zero = e.scalar(TfShapes.element(x.type()), 0);
    Value isZero = e.bcompare("EQ", x, zero);
    return e.chlo("broadcast_select", List.of(isZero, zero, prod), op.result(0).type());
  }

  private static Value one(Emit e, Value like) {
    return e.scalar(TfShapes.element(like.type()), 1);
  }

  private static Value sign(Emit e, Value q, java.util.function.UnaryOperator<Value> f) {
    // Truncation toward zero: floor for positive, ceil for negative.
    Value floor = f.apply(q);
    Value ceil = e.unary("ceil", q);
    Value negative = e.bcompare("LT", q, e.scalar(TfShapes.element(q.type()), 0));
    return e.chlo("broadcast_select", List.of(negative, ceil, floor), q.type());
  }

  /** TensorFlow's FloorDiv: float floor(x / y); integer division rounded toward negative infinity. */
  private static Value floorDiv(Operation op, Emit e) {
    Value l = op.operand(0);
    Value r = op.operand(1);
    Type t = op.result(0).type();
    Value div = e.bcast("divide", l, r, t);
    if (TfShapes.isFloat(t)) {
      return e.unary("floor", div);
    }
    if (TfShapes.isUnsignedInt(t)) {
      return div;
    }
    Type el = TfShapes.element(t);
    Value zero = e.scalar(el, 0);
    Value inexact = e.bcompare("NE", e.bcast("multiply", div, r, t), l);
    Value signsDiffer = e.bcompare("NE", e.bcompare("LT", l, zero), e.bcompare("LT", r, zero));
    Value fix = e.bcast("and", inexact, signsDiffer, TfShapes.withElement(e.ctx, t, org.jmlir.ir.type.IntegerType.get(e.ctx, 1)));
    Value minus = e.bcast("subtract", div, e.scalar(el, 1), t);
    return e.chlo("broadcast_select", List.of(fix, minus, div), t);
  }

  /** TensorFlow's FloorMod: the remainder with the sign of the divisor. */
  private static Value floorMod(Operation op, Emit e) {
    Value l = op.operand(0);
    Value r = op.operand(1);
    Type t = op.result(0).type();
    Value rem = e.bcast("remainder", l, r, t);
    if (TfShapes.isUnsignedInt(t)) {
      return rem;
    }
    Value zero = e.scalar(TfShapes.element(t), 0);
    Value nonZero = e.bcompare("NE", rem, zero);
    Value signsDiffer = e.bcompare("NE", e.bcompare("LT", r, zero), e.bcompare("LT", rem, zero));
    Value fix = e.bcast("and", nonZero, signsDiffer, TfShapes.withElement(e.ctx, t, org.jmlir.ir.type.IntegerType.get(e.ctx, 1)));
    return e.chlo("broadcast_select", List.of(fix, e.bcast("add", r, rem, t), rem), t);
  }

  private static Value noNan(Operation op, Emit e, String mnemonic) {
    Value r = op.operand(1);
    Type t = op.result(0).type();
    Value zero = e.scalar(TfShapes.element(t), 0);
    Value isZero = e.bcompare("EQ", r, zero);
    Value v = e.bcast(mnemonic, op.operand(0), r, t);
    return e.chlo("broadcast_select", List.of(isZero, zero, v), t);
  }

  private static boolean binaryFloatOrInt(Operation op, Emit e, Reasons why, java.util.function.Supplier<Value> body) {
    if (TfShapes.ranked(op.operand(0)) == null || TfShapes.ranked(op.operand(1)) == null) {
      return why.dynamic(op, "operands must be ranked HLO tensors");
    }
    e.replace(body.get());
    return true;
  }

  private static boolean floatOrInt2(Operation op, Emit e, Reasons why, java.util.function.Supplier<Value> body) {
    return binaryFloatOrInt(op, e, why, body);
  }

  private static boolean floatOnly(Operation op, Emit e, Reasons why, java.util.function.Supplier<Value> body) {
    if (TfShapes.ranked(op.operand(0)) == null) {
      return why.dynamic(op, "the operand must be a ranked HLO tensor");
    }
    if (!TfShapes.isFloat(op.operand(0).type())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "'" + op.name() + "' of a non-float tensor");
    }
    e.replace(body.get());
    return true;
  }

  private static boolean unary(Operation op, Emit e, Reasons why, java.util.function.UnaryOperator<Value> body) {
    if (TfShapes.ranked(op.operand(0)) == null) {
      return why.dynamic(op, "the operand must be a ranked HLO tensor");
    }
    e.replace(body.apply(op.operand(0)));
    return true;
  }
}

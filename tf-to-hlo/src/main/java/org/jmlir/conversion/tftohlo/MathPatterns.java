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

package org.jmlir.dialect.hlo.transforms;

import java.util.List;
import org.jmlir.dialect.hlo.ResultAccuracyAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code --stablehlo-complex-math-expander}: {@code log_plus_one}, {@code sqrt}, {@code log} and
 * {@code exponential} on complex operands (with the default result accuracy) become real arithmetic,
 * with the algorithms StableHLO generates from functional_algorithms: hypot-style scaling against
 * overflow, Dekker products and two-sums to keep {@code |z|^2 - 1} and {@code 2x + x^2 + y^2} exact
 * near the unit circle, and {@code exp(x/2)^2} where {@code exp(x)} alone overflows.
 */
public final class ComplexMathExpander extends Pass {
  public ComplexMathExpander(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-complex-math-expander";
  }

  @Override
  public String summary() {
    return "Expander for StableHLO complex math operations.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = List.of(
        expand("stablehlo.log_plus_one", ComplexMathExpander::log1p),
        expand("stablehlo.sqrt", ComplexMathExpander::sqrt),
        expand("stablehlo.log", ComplexMathExpander::log),
        expand("stablehlo.exponential", ComplexMathExpander::exp));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.DEFAULT);
  }

  @FunctionalInterface
  private interface Expansion {
    Value build(HloMath m, Value z);
  }

  private static RewritePattern expand(String root, Expansion expansion) {
    return CanonicalizeDynamism.pattern(root, (op, rewriter) -> {
      Value z = op.operand(0);
      if (!HloMath.isComplex(z) || !defaultAccuracy(op)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, List.of(expansion.build(new HloMath(rewriter, op.location()), z)));
      return true;
    });
  }

  /** True when {@code op} asks for no particular accuracy (absent or mode DEFAULT). */
  static boolean defaultAccuracy(Operation op) {
    return !(op.inherentAttr("result_accuracy") instanceof ResultAccuracyAttr a)
        || a.mode() == null || a.mode().value().equals("DEFAULT");
  }

  // ---- exact arithmetic helpers -------------------------------------------------------------

  /** Veltkamp's splitter 2^ceil(p/2)+1 for the element type, chosen from its largest value. */
  static Value veltkampConstant(HloMath m, Value x, Value largest) {
    return m.select(m.gt(largest, m.constant(x, 1e308)), m.constant(x, 134217729),
        m.select(m.gt(largest, m.constant(x, 1e38)), m.constant(x, 4097), m.constant(x, 65)));
  }

  /** The rounding error of {@code x*x} (whose rounded value is {@code high}), by Dekker's product. */
  static Value squareLow(HloMath m, Value x, Value high, Value splitter) {
    Value scaled = m.mul(splitter, x);
    Value xh = m.add(scaled, m.sub(x, scaled));
    Value xl = m.sub(x, xh);
    Value hl = m.mul(xh, xl);
    return m.add(m.add(m.add(m.add(m.neg(high), m.mul(xh, xh)), hl), hl), m.mul(xl, xl));
  }

  /** The rounding error of {@code high = a + b} (Knuth's two-sum). */
  static Value twoSumLow(HloMath m, Value a, Value b, Value high) {
    Value s = m.sub(high, a);
    return m.add(m.sub(a, m.sub(high, s)), m.sub(b, s));
  }

  /** The rounding error of {@code high = a + b} when {@code |a| >= |b|} (fast two-sum). */
  static Value fastTwoSumLow(HloMath m, Value a, Value b, Value high) {
    return m.sub(b, m.sub(high, a));
  }

  /** hypot from its max and min operands, with the scaling that avoids overflow. */
  public static Value hypot(HloMath m, Value mx, Value mn, Value one, Value two, Value zero, Value sqrt2) {
    Value ratio = m.div(mn, mx);
    Value r = m.mul(ratio, ratio);
    Value sqa = m.sqrt(m.add(one, r));
    return m.select(m.eq(mx, mn), m.mul(sqrt2, mx),
        m.select(m.and(m.eq(sqa, one), m.gt(r, zero)), m.add(mx, m.div(m.mul(mx, r), two)), m.mul(mx, sqa)));
  }

  // ---- expansions ---------------------------------------------------------------------------

  /** log1p(z) = log|1+z| + i arg(1+z), with |1+z|^2 - 1 = 2x + x^2 + y^2 summed exactly near 0. */
  static Value log1p(HloMath m, Value z) {
    Value x = m.real(z);
    Value y = m.imag(z);
    Value ax = m.abs(x);
    Value ay = m.abs(y);
    Value mx = m.max(ax, ay);
    Value largest = m.largest(x);
    Value half = m.constant(x, 0.5);
    Value one = m.constant(x, 1);
    Value mn = m.min(ax, ay);
    Value r = m.div(mn, mx);
    Value large = m.add(m.log(mx), m.mul(half, m.log1p(m.select(m.eq(mn, mx), one, m.mul(r, r)))));
    Value xp1 = m.add(x, one);
    Value yy = m.mul(y, y);
    Value near = m.mul(half, m.log(m.add(m.mul(xp1, xp1), yy)));
    // 2x + y^2 + x^2 + low(y^2) + low(x^2), each partial sum with its rounding error.
    Value x2 = m.add(x, x);
    Value h2 = m.add(x2, yy);
    Value xx = m.mul(x, x);
    Value h1 = m.add(h2, xx);
    Value splitter = veltkampConstant(m, x, largest);
    Value yyLow = squareLow(m, y, yy, splitter);
    Value h0 = m.add(h1, yyLow);
    Value xxLow = squareLow(m, x, xx, splitter);
    Value h = m.add(h0, xxLow);
    Value low = m.add(m.add(m.add(twoSumLow(m, x2, yy, h2), twoSumLow(m, h2, xx, h1)), twoSumLow(m, h1, yyLow, h0)),
        twoSumLow(m, h0, xxLow, h));
    Value general = m.mul(half, m.log1p(m.add(h, low)));
    Value re = m.select(m.gt(mx, m.mul(m.sqrt(largest), m.constant(x, 0.01))), large,
        m.select(m.lt(m.add(m.abs(xp1), ay), m.constant(x, 0.2)), near, general));
    return m.complex(re, m.atan2(y, xp1));
  }

  /** sqrt(z) by the principal branch, scaled against overflow and exact on the axes. */
  static Value sqrt(HloMath m, Value z) {
    Value x = m.real(z);
    Value zero = m.constant(x, 0);
    Value ax = m.abs(x);
    Value y = m.imag(z);
    Value ay = m.abs(y);
    Value eqAxAy = m.eq(ax, ay);
    Value sqAx = m.sqrt(ax);
    Value sqrt2 = m.constant(x, 1.4142135623730951);
    Value uEqual = m.div(m.mul(sqAx, m.constant(x, 1.5537739740300374)), sqrt2);
    Value mx = m.max(ax, ay);
    Value mn = m.min(ax, ay);
    Value one = m.constant(x, 1);
    Value two = m.constant(x, 2);
    Value uGeneral = m.sqrt(m.add(m.div(hypot(m, mx, mn, one, two, zero, sqrt2), two), m.div(ax, two)));
    Value degenerate = m.or(m.eq(uGeneral, zero), m.eq(uGeneral, m.posInf(x)));
    Value gtAxAy = m.gt(ax, ay);
    Value ltAxAy = m.lt(ax, ay);
    Value ratio = m.select(eqAxAy, one, m.select(ltAxAy, m.div(ax, ay), m.div(ay, ax)));
    Value absRatio = m.abs(ratio);
    Value h = hypot(m, m.max(one, absRatio), m.min(one, absRatio), one, two, zero, sqrt2);
    Value sq1h = m.sqrt(m.add(one, h));
    Value sqAy = m.sqrt(ay);
    Value sqRh = m.sqrt(m.add(ratio, h));
    Value u = m.select(eqAxAy, uEqual,
        m.select(degenerate, m.select(gtAxAy, m.mul(sqAx, m.div(sq1h, sqrt2)), m.mul(sqAy, m.div(sqRh, sqrt2))),
            uGeneral));
    Value ayDivU = m.select(eqAxAy, m.div(sqAy, m.constant(x, 2.19736822693562)),
        m.select(degenerate,
            m.select(gtAxAy,
                m.div(m.mul(sqAy, m.select(eqAxAy, one, m.select(ltAxAy, m.div(sqAx, sqAy), m.div(sqAy, sqAx)))),
                    m.mul(sq1h, sqrt2)),
                m.div(sqAy, m.mul(sqRh, sqrt2))),
            m.div(ay, m.mul(uGeneral, two))));
    Value re = m.select(m.ge(x, zero), u, ayDivU);
    Value yNegative = m.lt(y, zero);
    Value im = m.select(m.lt(x, zero), m.select(yNegative, m.neg(u), u), m.select(yNegative, m.neg(ayDivU), ayDivU));
    return m.complex(re, im);
  }

  /** log(z) = log|z| + i arg(z), with |z|^2 - 1 summed exactly where |z| is near 1. */
  static Value log(HloMath m, Value z) {
    Value x = m.real(z);
    Value minusOne = m.constant(x, -1.0);
    Value y = m.imag(z);
    Value yy = m.mul(y, y);
    Value xx = m.mul(x, x);
    Value yyGreater = m.gt(yy, xx);
    Value mxh = m.select(yyGreater, yy, xx);
    Value h2 = m.add(minusOne, mxh);
    Value mnh = m.select(yyGreater, xx, yy);
    Value h1 = m.add(h2, mnh);
    Value largest = m.largest(x);
    Value splitter = veltkampConstant(m, x, largest);
    Value yyLow = squareLow(m, y, yy, splitter);
    Value h0 = m.add(h1, yyLow);
    Value xxLow = squareLow(m, x, xx, splitter);
    Value h = m.add(h0, xxLow);
    Value low = m.add(m.add(m.add(fastTwoSumLow(m, minusOne, mxh, h2), fastTwoSumLow(m, h2, mnh, h1)),
        fastTwoSumLow(m, h1, yyLow, h0)), fastTwoSumLow(m, h0, xxLow, h));
    Value sum = m.add(h, low);
    Value half = m.constant(x, 0.5);
    Value nearOne = m.mul(half, m.log1p(sum));
    Value absX = m.abs(x);
    Value absY = m.abs(y);
    Value mx = m.max(absX, absY);
    Value mn = m.min(absX, absY);
    Value ratio = m.select(m.eq(mn, mx), m.constant(x, 1.0), m.div(mn, mx));
    Value general = m.add(m.log(mx), m.mul(half, m.log1p(m.mul(ratio, ratio))));
    return m.complex(m.select(m.lt(m.abs(sum), half), nearOne, general), m.atan2(y, x));
  }

  /** exp(z) = exp(x) (cos y + i sin y), as exp(x/2)^2 where exp(x) overflows, and imag 0 for y = 0. */
  static Value exp(HloMath m, Value z) {
    Value x = m.real(z);
    Value e = m.exp(x);
    Value overflow = m.eq(e, m.posInf(x));
    Value e2 = m.exp(m.mul(x, m.constant(x, 0.5)));
    Value y = m.imag(z);
    Value cs = m.cos(y);
    Value re = m.select(overflow, m.mul(m.mul(e2, cs), e2), m.mul(e, cs));
    Value zero = m.constant(x, 0);
    Value sn = m.sin(y);
    Value im = m.select(m.eq(y, zero), zero, m.select(overflow, m.mul(m.mul(e2, sn), e2), m.mul(e, sn)));
    return m.complex(re, im);
  }
}

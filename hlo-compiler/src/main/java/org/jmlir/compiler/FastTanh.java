package org.jmlir.compiler;

import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code hlo-fast-tanh}: the compiler's own tanh for f32 (scalars and vectors), cheaper than MLIR's
 * {@code -math-polynomial-approximation} (which stays as MLIR 22 has it, for the tools): a [11/6]
 * rational x * P(x^2) / Q(x^2), P of degree 5 and Q of degree 3 with leading coefficient 1, on x clamped
 * to +-{@link #CLAMP} (the smallest float where it reaches 1.0), with no separate path for tiny x.
 * <p>Per element this is one multiply (x^2), 5 FMAs for P, one multiply by x, one add and 2 FMAs for Q,
 * and a division, against MLIR's 1 + 6 + 1 + 3 multiplies and FMAs, a division and a compare and
 * select for |x| < 0.0004: on an AVX-512 core whose two FMA pipes bound the loop, 3 operations fewer
 * on those pipes (the add, the clamp and the compare run on the adder pipes).
 * <p>Accuracy (every f32 in [0, CLAMP] and its negation against {@code Math.tanh} in double, FastTanhTest
 * with -Djmlir.exhaustive=true): at most {@link #MAX_ULPS} ulps (5.29, at 6.76892); MLIR's (Eigen's old)
 * approximation measures 4.65 ulps on every 7th float.
 * tanh(-x) = -tanh(x) exactly, -0 stays -0, NaN stays NaN, +-inf gives +-1. The coefficients are
 * our own minimax fit of tanh(x)/x on [0, 8] (relative error, by linear programming), rounded to f32,
 * then moved by a few ulps each where a random search over such moves lowered the largest error of the
 * f32 evaluation on a sample of 730k floats (5.73 -> 5.29 ulps over all floats); P's and Q's constant
 * terms are the same float, so that tiny x comes out as x.
 */
public final class FastTanh extends Pass {
  /** The clamp: the smallest float where the rational rounds to 1.0 (FastTanhTest checks it). */
  public static final float CLAMP = 7.9903817f;
  /** P's coefficients, highest degree (in x^2) first. */
  static final float[] P = {1.0651591E-7f, -6.438353E-5f, 0.042069413f, 12.495108f, 538.8587f, 4142.672f};
  /** Q's coefficients below its leading 1, highest degree first. */
  static final float[] Q = {100.055115f, 1919.7496f, 4142.672f};
  /** The largest distance from tanh in ulps, measured over all floats by FastTanhTest (5.2935 at 6.76892). */
  public static final double MAX_ULPS = 5.3;

  public FastTanh(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-fast-tanh";
  }

  @Override
  public String summary() {
    return "Lower f32 math.tanh to the compiler's [11/6] rational (5.3 ulps; cheaper than the math polynomial approximation)";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of(PATTERN)), config);
  }

  /** The same operations as the lowering, in Java (bit for bit what the generated code computes). */
  public static float evaluate(float y) {
    float x = clampHigh(y);
    x = x > -CLAMP || Float.isNaN(x) ? x : -CLAMP;
    float t = x * x;
    float p = P[0];
    for (int i = 1; i < P.length; i++) {
      p = Math.fma(p, t, P[i]);
    }
    float q = t + Q[0];
    for (int i = 1; i < Q.length; i++) {
      q = Math.fma(q, t, Q[i]);
    }
    return x * p / q;
  }

  /** select(y ult CLAMP, y, CLAMP): y unless y >= CLAMP (NaN stays). */
  private static float clampHigh(float y) {
    return y >= CLAMP ? CLAMP : y;
  }

  static final RewritePattern PATTERN = new NamedPattern("FastTanh", "math.tanh", 1, (op, rw) -> {
    Value y = op.operand(0);
    Type elem = y.type() instanceof ShapedType s ? s.elementType() : y.type();
    if (!(elem instanceof FloatType f) || f.kind() != FloatType.Kind.F32) {
      return false;
    }
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Type type = y.type();
    Value hi = b.floatConst(type, CLAMP);
    Value lo = b.floatConst(type, -CLAMP);
    // The clamp as MLIR writes it (unordered compares keep NaN); LLVM makes it vminps/vmaxps.
    Value x = b.select(b.cmpf("ult", y, hi), y, hi);
    x = b.select(b.cmpf("ugt", x, lo), x, lo);
    Value t = b.same("arith.mulf", x, x);
    Value p = b.floatConst(type, P[0]);
    for (int i = 1; i < P.length; i++) {
      p = b.same("math.fma", p, t, b.floatConst(type, P[i]));
    }
    Value q = b.same("arith.addf", t, b.floatConst(type, Q[0]));
    for (int i = 1; i < Q.length; i++) {
      q = b.same("math.fma", q, t, b.floatConst(type, Q[i]));
    }
    Value r = b.same("arith.divf", b.same("arith.mulf", x, p), q);
    rw.replaceOp(op, List.of(r));
    return true;
  });
}

package org.jmlir.dialect.math.transforms;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code test-math-algebraic-simplification} (MLIR 22's populateMathAlgebraicSimplificationPatterns,
 * applied greedily): {@code math.powf} by a constant 1, 2, 3, -1, 0.5, -0.5 or 0.75 becomes
 * multiplications, a division, {@code sqrt} or {@code rsqrt} (keeping its fast-math flags), and
 * {@code math.ipowi}/{@code math.fpowi} by a constant of magnitude at most 8 a chain of
 * multiplications (divided into one for a negative exponent). Vector exponents count when splat;
 * where MLIR broadcasts the scalar one, a splat constant is made directly (the same IR once the greedy
 * driver has folded the broadcast).
 */
public final class TestAlgebraicSimplification extends Pass {
  private static final int EXPONENT_THRESHOLD = 8;

  public TestAlgebraicSimplification(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "test-math-algebraic-simplification";
  }

  @Override
  public String summary() {
    return "Test math algebraic simplification";
  }

  private static boolean done(PatternRewriter rw, Operation op, Value v) {
    rw.replaceOp(op, List.of(v));
    return true;
  }

  private static final RewritePattern POWF = new NamedPattern("PowFStrengthReduction", "math.powf", 1, (op, rw) -> {
    Double e = MathExpandOps.constFloat(op.operand(1));
    if (e == null) {
      return false;
    }
    Value x = op.operand(0);
    FastMathFlagsAttr fm = op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f : null;
    ArithBuilder b = new ArithBuilder(rw, op.location());
    double v = e;
    if (v == 1.0) {
      return done(rw, op, x);
    } else if (v == 2.0) {
      return done(rw, op, b.sameFm("arith.mulf", fm, x, x));
    } else if (v == 3.0) {
      Value square = b.sameFm("arith.mulf", fm, x, x);
      return done(rw, op, b.sameFm("arith.mulf", fm, x, square));
    } else if (v == -1.0) {
      return done(rw, op, b.sameFm("arith.divf", fm, b.floatConst(x.type(), 1.0), x));
    } else if (v == 0.5) {
      return done(rw, op, b.sameFm("math.sqrt", fm, x));
    } else if (v == -0.5) {
      return done(rw, op, b.sameFm("math.rsqrt", fm, x));
    } else if (v == 0.75) {
      Value half = b.sameFm("math.sqrt", fm, x);
      Value quarter = b.sameFm("math.sqrt", fm, half);
      return done(rw, op, b.sameFm("arith.mulf", fm, half, quarter));
    }
    return false;
  });

  /** The signed value of an integer constant (scalar or splat) defining {@code v}, else null. */
  private static Long constInt(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    BigInteger i = a == null ? null : ConstFold.intValue(a);
    if (i == null) {
      return null;
    }
    int w = ConstFold.intWidth(a);
    if (w > 0 && w < 64 && i.signum() >= 0 && i.testBit(w - 1)) {
      i = i.subtract(BigInteger.ONE.shiftLeft(w));
    }
    return i.longValue();
  }

  /** PowIStrengthReduction: {@code float} selects fpowi (mulf/divf) over ipowi (muli/divsi). */
  private static RewritePattern powI(String name, boolean isFloat) {
    String pattern = isFloat ? "PowIStrengthReduction<math::FPowIOp, arith::DivFOp, arith::MulFOp>"
        : "PowIStrengthReduction<math::IPowIOp, arith::DivSIOp, arith::MulIOp>";
    return new NamedPattern(pattern, name, 1, (op, rw) -> {
      Long e = constInt(op.operand(1));
      if (e == null) {
        return false;
      }
      long exponent = e;
      boolean negative = exponent < 0;
      if (negative) {
        if (exponent == Long.MIN_VALUE) {
          return false;
        }
        exponent = -exponent;
      }
      if (exponent != 0 && exponent > EXPONENT_THRESHOLD) {
        return false;
      }
      Value base = op.operand(0);
      ArithBuilder b = new ArithBuilder(rw, op.location());
      Value one = isFloat ? b.floatConst(op.result(0).type(), 1.0) : b.intConst(op.result(0).type(), 1);
      if (exponent == 0) {
        return done(rw, op, one);
      }
      Value result = base;
      for (long i = 1; i < exponent; i++) {
        result = b.same(isFloat ? "arith.mulf" : "arith.muli", result, base);
      }
      if (negative) {
        result = b.same(isFloat ? "arith.divf" : "arith.divsi", one, result);
      }
      return done(rw, op, result);
    });
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = List.of(POWF, powI("math.ipowi", false), powI("math.fpowi", true));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
  }
}

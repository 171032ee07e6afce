package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.ConstFold.Domain;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.dialect.math.MathFolders;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --stablehlo-aggressive-folder} (StableHLO's StablehloAggressiveFolder): evaluates StableHLO
 * ops on constants. Element-wise integer and float arithmetic (add, subtract, multiply, divide and
 * remainder except by an integer zero, and/or/xor, maximum/minimum/clamp, compare, select),
 * convert, the unary math ops (abs, negate, not, sign, the roundings exactly; cosine, sine, tan,
 * tanh, exponential, log, logistic, sqrt, rsqrt and chlo.erf through double, refusing log/sqrt/rsqrt
 * out of their domain), get_dimension_size of a static dimension, set_dimension_size that changes
 * nothing, iota of one element or none, reshape/transpose/slice/reverse/concatenate of constants and
 * broadcast_in_dim/dynamic_slice of splats, adjacent equal splats of a concatenate merged, case with
 * a constant index inlined, while loops whose condition is a constant false, and the reduce folds
 * (no dimensions, a body returning constants or values from outside, i1 splat inputs of and/or).
 *
 * <p>Options as upstream: {@code fold-op-element-limit} (65536) bounds the elements of a non-splat
 * result where upstream bounds it; {@code optimize-float} (true) allows folding floats in the shape
 * ops; {@code assume-no-undeclared-side-effects} (false) lets a never-run, unused while loop whose
 * ops declare no effects be erased.
 */
public final class AggressiveFolder extends Pass {
  /** The options this pass and the other StableHLO optimization passes share. */
  public record Options(boolean assumeNoUndeclaredSideEffects, long foldOpElementLimit, boolean optimizeFloat) {
    static Options of(PassOptions o) {
      return new Options(o.getBool("assume-no-undeclared-side-effects", false), o.getLong("fold-op-element-limit", 65536),
          o.getBool("optimize-float", true));
    }
  }

  static final PassRegistry.Option SIDE_EFFECTS = new PassRegistry.Option("assume-no-undeclared-side-effects", "<bool>",
      "Allow dead code to be eliminated in some situations (e.g. dead while loops) under the assumption that ops are pure unless declared with explicit MLIR `MemoryEffects`. Notably, this means `func.call` ops will be assumed pure.");
  static final PassRegistry.Option ELEMENT_LIMIT = new PassRegistry.Option("fold-op-element-limit", "<long>",
      "Folding an op into a constant can sometimes come at the cost of memory overhead. (This occurs if the op's inputs are reused, meaning that they can't be deleted after the op is folded to a constant, or when folding operations like `concat` whose outputs take up more memory than their inputs.) In such cases, this config option sets an upper limit on how many elements an op's result may have before the op is no longer folded. Splat folds are exempt from this limit.");
  static final PassRegistry.Option OPTIMIZE_FLOAT = new PassRegistry.Option("optimize-float", "<bool>",
      "Allow float optimizations that, though mathematically equivalent, may result in slightly different quantization of floating-point values (e.g. `log(sqrt(x))` -> `0.5 * log(x)`). Float optimizations that can't affect numerical results are always enabled.");

  /** The options of {@code --stablehlo-aggressive-folder} and the target-independent pass. */
  public static PassRegistry.Option[] allOptions() {
    return new PassRegistry.Option[] {SIDE_EFFECTS, ELEMENT_LIMIT, OPTIMIZE_FLOAT};
  }

  public AggressiveFolder(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-aggressive-folder";
  }

  @Override
  public String summary() {
    return "Folds StableHLO operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = patterns(Options.of(options()));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
  }

  /** Every folding pattern (populateStablehloAggressiveFolderPatterns). */
  public static List<RewritePattern> patterns(Options o) {
    Folds f = new Folds(o);
    List<RewritePattern> p = new ArrayList<>(shapePatterns(o));
    unary(p, "abs", f::abs, null);
    unary(p, "negate", f::negate, null);
    unary(p, "not", (e, v) -> e instanceof IntegerType ? v.not() : null, null);
    unary(p, "sign", f::sign, null);
    unary(p, "round_nearest_afz", (e, v) -> round(e, v, Floats.Rounding.NEAREST_AWAY), null);
    unary(p, "round_nearest_even", (e, v) -> round(e, v, Floats.Rounding.NEAREST_EVEN), null);
    unary(p, "cosine", null, Math::cos);
    unary(p, "sine", null, Math::sin);
    unary(p, "tan", null, Math::tan);
    unary(p, "tanh", null, Math::tanh);
    unary(p, "exponential", null, Math::exp);
    unary(p, "logistic", null, x -> 1.0 / (1.0 + Math.exp(-x)));
    unary(p, "log", null, x -> x <= 0.0 ? Double.NaN : Math.log(x));
    unary(p, "sqrt", null, x -> x < 0.0 ? Double.NaN : Math.sqrt(x));
    unary(p, "rsqrt", null, x -> x <= 0.0 ? Double.NaN : 1.0 / Math.sqrt(x));
    p.add(new NamedPattern("FoldErfOpPattern", "chlo.erf", 1, (op, r) -> f.unaryOp(op, r, null, MathFolders::erf)));
    p.add(hlo("FoldIotaOpPattern", "iota", f::iota));
    p.add(hlo("FoldReverseOpPattern", "reverse", f::reverse));
    p.add(hlo("FoldTransposeOpPattern", "transpose", f::transpose));
    p.add(hlo("FoldXorOpPattern", "xor", (op, r) -> f.logical(op, r, BigInteger::xor)));
    p.add(hlo("InlineCaseOpWithConstantBranchIndex", "case", Folds::inlineCase));
    p.add(hlo("FoldWhileOpPattern", "while", Folds::whileFalse));
    p.add(hlo("FoldWhileOpIfDeadAndPresumedPure", "while", f::deadWhile));
    p.add(hlo("FoldReduceOpReducingZeroDims", "reduce", Folds::reduceNoDims));
    p.add(hlo("FoldReduceOpToConstantInitializer", "reduce", Folds::reduceToConstant));
    p.add(hlo("FoldReduceOpWithRedundantResults", "reduce", Folds::reduceRedundant));
    p.add(hlo("LowerBoolSplatConstantsIntoReduceOpRegion", "reduce", Folds::reduceBoolSplats));
    return p;
  }

  /** The folds of shape computations (populateStablehloShapeFolderPatterns). */
  public static List<RewritePattern> shapePatterns(Options o) {
    Folds f = new Folds(o);
    List<RewritePattern> p = new ArrayList<>();
    p.add(hlo("FoldAddOpPattern", "add", (op, r) -> f.arith(op, r, IntBits::add, Floats::add)));
    p.add(hlo("FoldSubtractOpPattern", "subtract", (op, r) -> f.arith(op, r, IntBits::sub, Floats::sub)));
    p.add(hlo("FoldMulOpPattern", "multiply", (op, r) -> f.arith(op, r, IntBits::mul, Floats::mul)));
    p.add(hlo("FoldDivOpPattern", "divide", f::divide));
    p.add(hlo("FoldRemOpPattern", "remainder", f::remainder));
    p.add(hlo("FoldMaxOpPattern", "maximum", (op, r) -> f.minMax(op, r, true)));
    p.add(hlo("FoldMinOpPattern", "minimum", (op, r) -> f.minMax(op, r, false)));
    p.add(hlo("FoldClampOpPattern", "clamp", f::clamp));
    p.add(hlo("FoldAndOpPattern", "and", (op, r) -> f.logical(op, r, BigInteger::and)));
    p.add(hlo("FoldOrOpPattern", "or", (op, r) -> f.logical(op, r, BigInteger::or)));
    p.add(hlo("FoldCompareOpPattern", "compare", f::compare));
    p.add(hlo("FoldSelectOpPattern", "select", f::select));
    p.add(hlo("FoldConvertOpPattern", "convert", f::convert));
    p.add(hlo("FoldBroadcastInDimOpSplatPattern", "broadcast_in_dim", f::broadcastSplat));
    p.add(hlo("FoldConcatenateOpPattern", "concatenate", f::concatenate));
    p.add(hlo("FoldConcatenateAdjacentSplatsOpPattern", "concatenate", Folds::concatenateSplats));
    p.add(hlo("FoldDynamicSliceOpPattern", "dynamic_slice", Folds::dynamicSliceSplat));
    p.add(hlo("FoldGetDimensionSizeOpPattern", "get_dimension_size", f::getDimensionSize));
    p.add(hlo("FoldSetDimensionSizeOpPattern", "set_dimension_size", Folds::setDimensionSize));
    p.add(hlo("FoldReshapeOpPattern", "reshape", f::reshape));
    p.add(hlo("FoldSliceOpPattern", "slice", f::slice));
    unary(p, "sign", f::sign, null);
    return p;
  }

  private static RewritePattern hlo(String name, String mnemonic, NamedPattern.Body body) {
    return new NamedPattern(name, "stablehlo." + mnemonic, 1, body);
  }

  /** A unary fold: {@code exact} on the element bits, or {@code viaDouble} on float values. */
  private static void unary(List<RewritePattern> p, String mnemonic, ElementFn exact, DoubleUnaryOperator viaDouble) {
    Folds f = new Folds(new Options(false, Long.MAX_VALUE, true));
    String name = "Fold" + Character.toUpperCase(mnemonic.charAt(0)) + mnemonic.substring(1) + "OpPattern";
    p.add(hlo(name, mnemonic, (op, r) -> f.unaryOp(op, r, exact, viaDouble)));
  }

  private static BigInteger round(Type e, BigInteger v, Floats.Rounding mode) {
    return e instanceof FloatType ft ? Floats.roundToIntegral(ft.kind(), v, mode) : null;
  }

  /** A fold of one element: its bits (integers: canonical signed value) to the result's, or null. */
  @FunctionalInterface
  interface ElementFn {
    BigInteger apply(Type elementType, BigInteger v);
  }

  @FunctionalInterface
  interface IntFn {
    BigInteger apply(BigInteger a, BigInteger b, int width);
  }

  @FunctionalInterface
  interface FloatFn {
    BigInteger apply(FloatType.Kind k, BigInteger a, BigInteger b);
  }

  /** The pattern bodies, sharing the options. */
  static final class Folds {
    private final Options o;

    Folds(Options o) {
      this.o = o;
    }

    // ---- helpers ----------------------------------------------------------------------------

    static DenseIntOrFPElementsAttr dense(Value v) {
      return OperationFolder.constantValue(v) instanceof DenseIntOrFPElementsAttr d ? d : null;
    }

    static ShapedType shaped(Value v) {
      return v.type() instanceof ShapedType s ? s : null;
    }

    static Type element(Value v) {
      return ConstFold.elementTypeOrSelf(v.type());
    }

    static boolean isStatic(Value v) {
      return v.type() instanceof RankedTensorType t && t.hasStaticShape();
    }

    static boolean isUnsigned(Type t) {
      return t instanceof IntegerType it && it.signedness() == IntegerType.Signedness.UNSIGNED;
    }

    static boolean isBool(Type t) {
      return t instanceof IntegerType it && it.width() == 1 && it.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    private boolean withinLimit(Value result) {
      ShapedType t = shaped(result);
      return t != null && t.numElements() <= o.foldOpElementLimit;
    }

    /** validateShapeFoldDtype: integers always; floats (and complex where allowed) with optimize-float. */
    private boolean shapeDtype(Value result, boolean allowComplex) {
      Type e = element(result);
      if (e instanceof IntegerType) {
        return true;
      }
      return o.optimizeFloat && (e instanceof FloatType || (allowComplex && e instanceof ComplexType));
    }

    /** Replaces {@code op} by a stablehlo.constant of {@code value} (whose type must be the result's). */
    static boolean replaceWithConstant(Operation op, PatternRewriter r, Attribute value) {
      if (value == null || !op.result(0).type().equals(ConstFold.typeOf(value))) {
        return false;
      }
      r.replaceOpWithNewOp(op, constantState(op.context(), op.location(), value));
      return true;
    }

    static OperationState constantState(MLIRContext ctx, org.jmlir.ir.loc.Location loc, Attribute value) {
      OperationState s = new OperationState(ctx, "stablehlo.constant", loc);
      s.addTypes(List.of(ConstFold.typeOf(value)));
      s.addAttribute("value", value);
      return s;
    }

    static Value createConstant(PatternRewriter r, org.jmlir.ir.loc.Location loc, Attribute value) {
      return r.create(constantState(r.context(), loc, value)).result(0);
    }

    /** The element-wise fold of two constant operands (constFoldBinaryOp). */
    private static Attribute fold2(Operation op, Domain d, Type resultType, ConstFold.Fn2 fn) {
      DenseIntOrFPElementsAttr l = dense(op.operand(0));
      DenseIntOrFPElementsAttr rr = dense(op.operand(1));
      if (l == null || rr == null) {
        return null;
      }
      return ConstFold.binary(op.context(), l, rr, d, resultType, fn);
    }

    // ---- element-wise binary ----------------------------------------------------------------

    boolean arith(Operation op, PatternRewriter r, IntFn ints, FloatFn floats) {
      if (!shapeDtype(op.result(0), false)) {
        return false;
      }
      Type e = element(op.result(0));
      Attribute res;
      if (e instanceof IntegerType it) {
        int w = it.width();
        res = fold2(op, Domain.INT, null, (a, b) -> ints.apply(a, b, w));
      } else {
        FloatType.Kind k = ((FloatType) e).kind();
        res = fold2(op, Domain.FLOAT, null, (a, b) -> floats.apply(k, a, b));
      }
      return replaceWithConstant(op, r, res);
    }

    private static boolean divisorHasZero(Operation op) {
      DenseIntOrFPElementsAttr rhs = dense(op.operand(1));
      if (rhs == null || !(rhs.elementType() instanceof IntegerType)) {
        return false;
      }
      long n = rhs.storedElements();
      for (long i = 0; i < n; i++) {
        if (ConstFold.element(rhs, i).signum() == 0) {
          return true;
        }
      }
      return false;
    }

    boolean divide(Operation op, PatternRewriter r) {
      if (divisorHasZero(op)) {
        return false;
      }
      boolean unsigned = isUnsigned(element(op.result(0)));
      return arith(op, r,
          (a, b, w) -> unsigned ? IntBits.udiv(a, b, w) : IntBits.wrap(a.divide(b), w),
          Floats::div);
    }

    boolean remainder(Operation op, PatternRewriter r) {
      if (divisorHasZero(op)) {
        return false;
      }
      boolean unsigned = isUnsigned(element(op.result(0)));
      return arith(op, r,
          (a, b, w) -> unsigned ? IntBits.urem(a, b, w) : IntBits.wrap(a.remainder(b), w),
          Floats::mod);
    }

    private static IntFn minMaxInt(boolean max, boolean unsigned) {
      return (a, b, w) -> {
        int c = unsigned ? IntBits.compareUnsigned(a, b, w) : IntBits.compareSigned(a, b, w);
        return (max ? c >= 0 : c <= 0) ? a : b;
      };
    }

    private static FloatFn minMaxFloat(boolean max) {
      return max ? Floats::maximum : Floats::minimum;
    }

    boolean minMax(Operation op, PatternRewriter r, boolean max) {
      Type e = element(op.result(0));
      boolean unsigned = isUnsigned(e) || (e instanceof IntegerType it && it.width() == 1);
      return arith(op, r, minMaxInt(max, unsigned), minMaxFloat(max));
    }

    /** clamp(min, x, max) = min(max, max(min, x)); a scalar bound is splat over the operand's shape. */
    boolean clamp(Operation op, PatternRewriter r) {
      if (!shapeDtype(op.result(0), false)) {
        return false;
      }
      DenseIntOrFPElementsAttr min = dense(op.operand(0));
      DenseIntOrFPElementsAttr x = dense(op.operand(1));
      DenseIntOrFPElementsAttr max = dense(op.operand(2));
      if (min == null || x == null || max == null) {
        return false;
      }
      MLIRContext ctx = op.context();
      min = min.type().equals(x.type()) ? min : DenseMoves.resizeSplat(ctx, min, x.type());
      max = max.type().equals(x.type()) ? max : DenseMoves.resizeSplat(ctx, max, x.type());
      Type e = x.elementType();
      Attribute res;
      if (e instanceof IntegerType it) {
        int w = it.width();
        boolean unsigned = isUnsigned(e);
        IntFn mx = minMaxInt(true, unsigned);
        IntFn mn = minMaxInt(false, unsigned);
        Attribute lo = ConstFold.binary(ctx, min, x, Domain.INT, null, (a, b) -> mx.apply(a, b, w));
        res = ConstFold.binary(ctx, max, lo, Domain.INT, null, (a, b) -> mn.apply(a, b, w));
      } else if (e instanceof FloatType ft) {
        FloatType.Kind k = ft.kind();
        Attribute lo = ConstFold.binary(ctx, min, x, Domain.FLOAT, null, (a, b) -> Floats.maximum(k, a, b));
        res = ConstFold.binary(ctx, max, lo, Domain.FLOAT, null, (a, b) -> Floats.minimum(k, a, b));
      } else {
        return false;
      }
      return replaceWithConstant(op, r, res);
    }

    /** and/or/xor: logical on i1, bitwise on other integers. */
    boolean logical(Operation op, PatternRewriter r, java.util.function.BinaryOperator<BigInteger> fn) {
      if (!(element(op.result(0)) instanceof IntegerType it)) {
        return false;
      }
      int w = it.width();
      Attribute res = fold2(op, Domain.INT, null, (a, b) -> IntBits.wrap(fn.apply(a, b), w));
      return replaceWithConstant(op, r, res);
    }

    boolean compare(Operation op, PatternRewriter r) {
      if (!shapeDtype(op.result(0), false) || !(op.inherentAttr("comparison_direction") instanceof HloEnumAttr dirAttr)) {
        return false;
      }
      String dir = dirAttr.value();
      String kind = op.inherentAttr("compare_type") instanceof HloEnumAttr t && !t.value().equals("NOTYPE") ? t.value() : null;
      Type e = element(op.operand(0));
      if (kind == null) {
        if (isUnsigned(e) || isBool(e)) {
          kind = "UNSIGNED";
        } else if (e instanceof IntegerType) {
          kind = "SIGNED";
        } else if (e instanceof FloatType || e instanceof ComplexType) {
          kind = "FLOAT";
        } else {
          return false;
        }
      }
      Type resultType = op.result(0).type();
      Attribute res;
      if (e instanceof IntegerType it && (kind.equals("SIGNED") || kind.equals("UNSIGNED"))) {
        int w = it.width();
        boolean signed = kind.equals("SIGNED");
        res = fold2(op, Domain.INT, resultType, (a, b) -> {
          int c = signed ? IntBits.compareSigned(a, b, w) : IntBits.compareUnsigned(a, b, w);
          return holds(dir, c == 0 ? Floats.Cmp.EQUAL : c < 0 ? Floats.Cmp.LESS : Floats.Cmp.GREATER);
        });
      } else if (e instanceof FloatType ft && (kind.equals("FLOAT") || kind.equals("TOTALORDER"))) {
        FloatType.Kind k = ft.kind();
        res = fold2(op, Domain.FLOAT, resultType, (a, b) -> holds(dir, Floats.compare(k, a, b)));
      } else {
        return false;
      }
      return replaceWithConstant(op, r, res);
    }

    /** APFloat's comparison operators (an unordered pair is only NE). */
    private static BigInteger holds(String dir, Floats.Cmp c) {
      boolean v = switch (dir) {
        case "EQ" -> c == Floats.Cmp.EQUAL;
        case "NE" -> c != Floats.Cmp.EQUAL;
        case "GE" -> c == Floats.Cmp.GREATER || c == Floats.Cmp.EQUAL;
        case "GT" -> c == Floats.Cmp.GREATER;
        case "LE" -> c == Floats.Cmp.LESS || c == Floats.Cmp.EQUAL;
        case "LT" -> c == Floats.Cmp.LESS;
        default -> false;
      };
      return v ? BigInteger.ONE : BigInteger.ZERO;
    }

    boolean select(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, false)) {
        return false;
      }
      DenseIntOrFPElementsAttr pred = dense(op.operand(0));
      DenseIntOrFPElementsAttr t = dense(op.operand(1));
      DenseIntOrFPElementsAttr f = dense(op.operand(2));
      if (pred == null || t == null || f == null || !(pred.elementType() instanceof IntegerType)) {
        return false;
      }
      if (pred.isSplat()) {
        return replaceWithConstant(op, r, ConstFold.element(pred, 0).signum() != 0 ? t : f);
      }
      if (element(result) instanceof FloatType || !withinLimit(result)) {
        return false;
      }
      ShapedType type = shaped(result);
      int n = (int) type.numElements();
      BigInteger[] out = new BigInteger[n];
      for (int i = 0; i < n; i++) {
        out[i] = ConstFold.element(ConstFold.element(pred, i).signum() != 0 ? t : f, i);
      }
      return replaceWithConstant(op, r, ConstFold.dense(op.context(), type, out));
    }

    // ---- unary --------------------------------------------------------------------------------

    /** FoldUnaryOpPattern: {@code exact} on ints and floats, else floats through {@code viaDouble}. */
    boolean unaryOp(Operation op, PatternRewriter r, ElementFn exact, DoubleUnaryOperator viaDouble) {
      if (op.numOperands() != 1 || op.numResults() != 1) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      Type e = element(op.result(0));
      if (in == null || !(e instanceof IntegerType || e instanceof FloatType)) {
        return false;
      }
      Attribute res;
      if (in.elementType() instanceof IntegerType it) {
        if (exact == null) {
          return false;
        }
        res = ConstFold.unary(op.context(), in, Domain.INT, v -> {
          BigInteger x = exact.apply(it, v);
          return x == null ? null : IntBits.wrap(x, it.width());
        });
      } else if (in.elementType() instanceof FloatType ft) {
        FloatType.Kind k = ft.kind();
        if (exact != null) {
          res = ConstFold.unary(op.context(), in, Domain.FLOAT, v -> exact.apply(ft, v));
        } else if (viaDouble != null) {
          res = ConstFold.unary(op.context(), in, Domain.FLOAT, v -> {
            double d = viaDouble.applyAsDouble(Floats.toDouble(k, v));
            // A NaN result means the folder declined (out of its domain), as upstream's nullopt.
            return Double.isNaN(d) && !Floats.isNaN(k, v) ? null : Floats.fromDouble(k, d);
          });
        } else {
          return false;
        }
      } else {
        return false;
      }
      return replaceWithConstant(op, r, res);
    }

    BigInteger abs(Type e, BigInteger v) {
      return e instanceof FloatType ft ? Floats.abs(ft.kind(), v) : v.abs();
    }

    BigInteger negate(Type e, BigInteger v) {
      return e instanceof FloatType ft ? Floats.neg(ft.kind(), v) : v.negate();
    }

    BigInteger sign(Type e, BigInteger v) {
      if (e instanceof FloatType ft) {
        FloatType.Kind k = ft.kind();
        if (Floats.isNaN(k, v)) {
          return null;
        }
        if (Floats.isZero(k, v)) {
          return FloatFormats.zeroBits(k, false);
        }
        BigInteger one = Floats.fromInteger(k, BigInteger.ONE);
        return Floats.isNegative(k, v) ? Floats.neg(k, one) : one;
      }
      return isUnsigned(e) ? null : BigInteger.valueOf(v.signum());
    }

    // ---- convert -----------------------------------------------------------------------------

    boolean convert(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, false) || !withinLimit(result)) {
        return false;
      }
      Type from = element(op.operand(0));
      Type to = element(result);
      if (!o.optimizeFloat && (from instanceof FloatType || to instanceof FloatType)) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      if (in == null || !(from instanceof IntegerType || from instanceof FloatType)) {
        return false;
      }
      Domain d = from instanceof FloatType ? Domain.FLOAT : Domain.INT;
      Attribute res = ConstFold.cast(op.context(), in, d, result.type(), v -> convertElement(from, to, v));
      return replaceWithConstant(op, r, res);
    }

    /** One element of stablehlo.convert, as upstream's foldConvert; null: not folded. */
    static BigInteger convertElement(Type from, Type to, BigInteger v) {
      if (from instanceof FloatType ff) {
        FloatType.Kind fk = ff.kind();
        if (to instanceof FloatType tf) {
          return convertFloat(fk, v, tf.kind());
        }
        IntegerType ti = (IntegerType) to;
        if (isBool(to)) {
          return Floats.isZero(fk, v) ? BigInteger.ZERO : BigInteger.ONE;
        }
        if (Floats.isInfinity(fk, v) || (Floats.isZero(fk, v) && Floats.isNegative(fk, v))) {
          return null;
        }
        return Floats.toInteger(fk, v, ti.width(), !isUnsigned(to));
      }
      boolean fromUnsigned = isUnsigned(from) || isBool(from);
      int fw = ((IntegerType) from).width();
      BigInteger value = fromUnsigned ? IntBits.unsigned(v, fw) : v;
      if (to instanceof FloatType tf) {
        return Floats.fromInteger(tf.kind(), value);
      }
      if (isBool(to)) {
        return value.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
      }
      return IntBits.wrap(value, ((IntegerType) to).width());
    }

    /** APFloat::convert, nearest-even; null for an invalid operation (a signaling NaN). */
    static BigInteger convertFloat(FloatType.Kind from, BigInteger bits, FloatType.Kind to) {
      FloatFormats.Exact x = FloatFormats.exact(from, bits);
      return switch (x.category()) {
        case NAN -> Floats.isSignaling(from, bits) || !FloatFormats.hasNaN(to) ? null : FloatFormats.nanBits(to, x.negative());
        case INFINITY -> FloatFormats.hasInfinity(to) ? FloatFormats.infinityBits(to, x.negative()) : null;
        case ZERO -> FloatFormats.zeroBits(to, x.negative());
        default -> {
          BigInteger m = x.significand();
          int e = x.exponent();
          yield e >= 0
              ? FloatFormats.roundExact(to, x.negative(), m.shiftLeft(e), BigInteger.ONE)
              : FloatFormats.roundExact(to, x.negative(), m, BigInteger.ONE.shiftLeft(-e));
        }
      };
    }

    // ---- shapes ------------------------------------------------------------------------------

    boolean getDimensionSize(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, false) || !(op.operand(0).type() instanceof RankedTensorType t)
          || !(op.inherentAttr("dimension") instanceof IntegerAttr dimAttr)) {
        return false;
      }
      long size = t.shape()[dimAttr.value().intValue()];
      if (size == ShapedType.DYNAMIC) {
        return false;
      }
      return replaceWithConstant(op, r, ConstFold.splat(op.context(), shaped(result), BigInteger.valueOf(size)));
    }

    static boolean setDimensionSize(Operation op, PatternRewriter r) {
      if (!op.operand(0).type().equals(op.result(0).type()) || !(op.inherentAttr("dimension") instanceof IntegerAttr dimAttr)) {
        return false;
      }
      DenseIntOrFPElementsAttr size = dense(op.operand(1));
      if (size == null || !size.isSplat() || !(op.result(0).type() instanceof RankedTensorType t)) {
        return false;
      }
      if (ConstFold.element(size, 0).longValue() != t.shape()[dimAttr.value().intValue()]) {
        return false;
      }
      r.replaceAllUsesWith(op.result(0), op.operand(0));
      return true;
    }

    boolean iota(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!withinLimit(result) || !(element(result) instanceof IntegerType) || !isStatic(result)) {
        return false;
      }
      long n = shaped(result).numElements();
      if (n == 0) {
        return replaceWithConstant(op, r, ConstFold.dense(op.context(), shaped(result), new BigInteger[0]));
      }
      // Upstream folds only single-element iotas (larger ones ran out of memory).
      return n == 1 && replaceWithConstant(op, r, ConstFold.splat(op.context(), shaped(result), BigInteger.ZERO));
    }

    boolean broadcastSplat(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, true)) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      return in != null && in.isSplat() && replaceWithConstant(op, r, DenseMoves.resizeSplat(op.context(), in, shaped(result)));
    }

    boolean reshape(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, true)) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      if (in == null) {
        return false;
      }
      ShapedType t = shaped(result);
      return replaceWithConstant(op, r, in.isSplat() ? DenseMoves.resizeSplat(op.context(), in, t)
          : DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, in.rawData()));
    }

    boolean transpose(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      long[] perm = HloAttrs.dimValues(op.inherentAttr("permutation"));
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      if (!isStatic(result) || perm == null || in == null) {
        return false;
      }
      if (!in.isSplat() && in.elementType() instanceof ComplexType) {
        return false;
      }
      return replaceWithConstant(op, r, DenseMoves.transpose(op.context(), in, shaped(result), perm));
    }

    boolean slice(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, false) || !isStatic(op.operand(0))) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      long[] start = HloAttrs.dimValues(op.inherentAttr("start_indices"));
      long[] strides = HloAttrs.dimValues(op.inherentAttr("strides"));
      if (in == null || start == null || strides == null) {
        return false;
      }
      return replaceWithConstant(op, r, DenseMoves.slice(op.context(), in, shaped(result), start, strides));
    }

    static boolean dynamicSliceSplat(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      DenseIntOrFPElementsAttr in = dense(op.operand(0));
      return isStatic(result) && in != null && in.isSplat()
          && replaceWithConstant(op, r, DenseMoves.resizeSplat(op.context(), in, shaped(result)));
    }

    boolean reverse(Operation op, PatternRewriter r) {
      Value operand = op.operand(0);
      if (!isStatic(operand) || !withinLimit(operand)) {
        return false;
      }
      DenseIntOrFPElementsAttr in = dense(operand);
      long[] dims = HloAttrs.dimValues(op.inherentAttr("dimensions"));
      if (in == null || dims == null) {
        return false;
      }
      long[] shape = shaped(operand).shape();
      boolean allOnes = true;
      for (long d : dims) {
        allOnes &= shape[(int) d] == 1;
      }
      // The trivial reverses are the simplifier's.
      if (dims.length == 0 || shaped(operand).numElements() <= 1 || in.isSplat() || allOnes) {
        return false;
      }
      Type e = in.elementType();
      if (!(e instanceof IntegerType || e instanceof FloatType)) {
        return false;
      }
      return replaceWithConstant(op, r, DenseMoves.reverse(op.context(), in, dims));
    }

    boolean concatenate(Operation op, PatternRewriter r) {
      Value result = op.result(0);
      if (!isStatic(result) || !shapeDtype(result, false) || !withinLimit(result)
          || !(op.inherentAttr("dimension") instanceof IntegerAttr dimAttr)) {
        return false;
      }
      List<DenseIntOrFPElementsAttr> parts = new ArrayList<>();
      for (Value v : op.operands()) {
        DenseIntOrFPElementsAttr d = dense(v);
        if (d == null) {
          return false;
        }
        parts.add(d);
      }
      return replaceWithConstant(op, r, DenseMoves.concatenate(op.context(), parts, shaped(result), dimAttr.value().intValue()));
    }

    /** concat(splat_a, splat_a, X) -> concat(splat_a over both, X). */
    static boolean concatenateSplats(Operation op, PatternRewriter r) {
      if (!(op.inherentAttr("dimension") instanceof IntegerAttr dimAttr)) {
        return false;
      }
      int dim = dimAttr.value().intValue();
      List<Value> operands = op.operands();
      List<Value> merged = new ArrayList<>();
      for (int i = 0; i < operands.size(); i++) {
        DenseIntOrFPElementsAttr splat = dense(operands.get(i));
        if (splat == null || !splat.isSplat()) {
          merged.add(operands.get(i));
          continue;
        }
        int j = i + 1;
        while (j < operands.size() && splat.equals(dense(operands.get(j)))) {
          j++;
        }
        if (j - i == 1) {
          merged.add(operands.get(i));
          continue;
        }
        long[] shape = splat.type().shape().clone();
        shape[dim] *= j - i;
        RankedTensorType t = RankedTensorType.get(op.context(), shape, splat.elementType());
        merged.add(createConstant(r, op.location(), DenseMoves.resizeSplat(op.context(), splat, t)));
        i = j - 1;
      }
      if (merged.size() == operands.size()) {
        return false;
      }
      r.modifyOpInPlace(op, () -> op.setOperands(merged));
      return true;
    }

    // ---- control flow and reduce ---------------------------------------------------------------

    /** A zero of {@code t} for the placeholder branch of a case: a constant, or after_all for a token. */
    private static Operation placeholder(PatternRewriter r, org.jmlir.ir.loc.Location loc, Type t) {
      if (t instanceof TokenType) {
        OperationState s = new OperationState(r.context(), "stablehlo.after_all", loc);
        s.addTypes(List.of(t));
        return r.create(s);
      }
      Attribute zero = t instanceof ShapedType st && st.hasStaticShape() && ConstFold.elementTypeOrSelf(t) instanceof ComplexType
          ? DenseIntOrFPElementsAttr.getFromRaw(r.context(), st, new byte[DenseIntOrFPElementsAttr.elementStorageBits(st.elementType()) / 8], true)
          : ConstFold.zero(r.context(), t);
      return zero == null ? null : r.create(constantState(r.context(), loc, zero));
    }

    private static boolean canPlaceholder(Type t) {
      if (t instanceof TokenType) {
        return true;
      }
      if (!(t instanceof ShapedType st) || !st.hasStaticShape()) {
        return false;
      }
      Type e = st.elementType();
      return e instanceof IntegerType || e instanceof FloatType
          || (e instanceof ComplexType c && c.elementType() instanceof FloatType);
    }

    static boolean inlineCase(Operation op, PatternRewriter r) {
      if (op.useEmpty()) {
        return false;
      }
      DenseIntOrFPElementsAttr index = dense(op.operand(0));
      if (index == null || !index.isSplat()) {
        return false;
      }
      int n = op.numRegions();
      long selected = ConstFold.element(index, 0).longValue();
      if (selected < 0 || selected >= n) {
        selected = n - 1;
      }
      for (Value v : op.results()) {
        if (!canPlaceholder(v.type())) {
          return false;
        }
      }
      Region region = op.region((int) selected);
      Block block = region.front();
      Operation terminator = block.terminator();
      List<Value> results = new ArrayList<>(terminator.operands());
      r.inlineBlockBefore(block, op, List.of());
      for (int i = 0; i < results.size(); i++) {
        r.replaceAllUsesWith(op.result(i), results.get(i));
      }
      r.eraseOp(terminator);
      Block noop = new Block();
      region.addBlock(noop);
      r.setInsertionPointToEnd(noop);
      List<Value> values = new ArrayList<>();
      for (Value v : op.results()) {
        values.add(placeholder(r, op.location(), v.type()).result(0));
      }
      OperationState ret = new OperationState(op.context(), "stablehlo.return", op.location());
      ret.addOperands(values);
      r.create(ret);
      return true;
    }

    /** Whether a while loop's condition returns a constant false. */
    private static boolean condIsFalse(Operation op) {
      Block cond = op.region(0).front();
      Operation ret = cond.terminator();
      if (ret == null || !ret.name().equals("stablehlo.return") || ret.numOperands() == 0) {
        return false;
      }
      DenseIntOrFPElementsAttr c = dense(ret.operand(0));
      return c != null && c.isSplat() && ConstFold.element(c, 0).signum() == 0;
    }

    static boolean whileFalse(Operation op, PatternRewriter r) {
      if (op.useEmpty() && !SideEffects.isOpTriviallyDead(op)) {
        return false;
      }
      if (op.useEmpty() || !condIsFalse(op)) {
        return false;
      }
      for (int i = 0; i < op.numResults(); i++) {
        r.replaceAllUsesWith(op.result(i), op.operand(i));
      }
      return true;
    }

    boolean deadWhile(Operation op, PatternRewriter r) {
      if (!o.assumeNoUndeclaredSideEffects || !op.useEmpty() || !condIsFalse(op) || declaresSideEffects(op)) {
        return false;
      }
      r.eraseOp(op);
      return true;
    }

    /** hasAnyDeclaredSideEffects: an op stating effects of its own, here or nested. */
    private static boolean declaresSideEffects(Operation op) {
      if (op instanceof MemoryEffectOpInterface m) {
        if (!m.effects().isEmpty()) {
          return true;
        }
        if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
          return false;
        }
      } else if (op.hasTrait(Trait.NO_MEMORY_EFFECT) && !op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        return false;
      }
      for (Region region : op.regions()) {
        for (Block b : region.blocks()) {
          for (Operation nested : b) {
            if (declaresSideEffects(nested)) {
              return true;
            }
          }
        }
      }
      return false;
    }

    private static Block body(Operation reduce) {
      return reduce.region(0).front();
    }

    static boolean reduceNoDims(Operation op, PatternRewriter r) {
      long[] dims = HloAttrs.dimValues(op.inherentAttr("dimensions"));
      if (dims == null || dims.length != 0) {
        return false;
      }
      int n = op.numResults();
      List<Value> inputs = op.operands().subList(0, n);
      for (int i = 0; i < n; i++) {
        if (!inputs.get(i).type().equals(op.result(i).type())) {
          return false;
        }
      }
      r.replaceOp(op, new ArrayList<>(inputs));
      return true;
    }

    static boolean reduceToConstant(Operation op, PatternRewriter r) {
      Block body = body(op);
      Operation ret = body.terminator();
      if (body.size() != 1 || ret == null || !ret.name().equals("stablehlo.return")) {
        return false;
      }
      List<Attribute> values = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        Operation def = ret.operand(i).definingOp();
        DenseIntOrFPElementsAttr c = def != null && def.hasTrait(Trait.CONSTANT_LIKE) ? dense(ret.operand(i)) : null;
        if (c == null || !(op.result(i).type() instanceof ShapedType t) || !t.hasStaticShape()) {
          return false;
        }
        values.add(DenseMoves.resizeSplat(op.context(), c.isSplat() ? c : firstAsSplat(op.context(), c), t));
      }
      List<Value> repl = new ArrayList<>();
      for (Attribute a : values) {
        repl.add(createConstant(r, op.location(), a));
      }
      r.replaceOp(op, repl);
      return true;
    }

    private static DenseIntOrFPElementsAttr firstAsSplat(MLIRContext ctx, DenseIntOrFPElementsAttr c) {
      int bytes = Math.max(1, DenseIntOrFPElementsAttr.elementStorageBits(c.elementType()) / 8);
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, c.type(), java.util.Arrays.copyOf(c.rawData(), bytes), true);
    }

    static boolean reduceRedundant(Operation op, PatternRewriter r) {
      Block body = body(op);
      Operation ret = body.terminator();
      if (ret == null || !ret.name().equals("stablehlo.return")) {
        return false;
      }
      Region bodyRegion = op.region(0);
      for (int i = 0; i < op.numResults(); i++) {
        Value v = ret.operand(i);
        if (v.parentRegion() == bodyRegion || !v.type().equals(op.result(i).type())) {
          return false;
        }
      }
      r.replaceOp(op, new ArrayList<>(ret.operands()));
      return true;
    }

    /** reduce of i1 splats through and/or: the body's arguments become those constants. */
    static boolean reduceBoolSplats(Operation op, PatternRewriter r) {
      Block body = body(op);
      if (body.size() != 2 || !(body.first().name().equals("stablehlo.and") || body.first().name().equals("stablehlo.or"))) {
        return false;
      }
      if (op.numOperands() != body.numArguments()) {
        return false;
      }
      List<Attribute> values = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        DenseIntOrFPElementsAttr c = dense(op.operand(i));
        if (c == null || !c.isSplat() || !(body.argument(i).type() instanceof ShapedType t) || !t.hasStaticShape()) {
          return false;
        }
        values.add(DenseMoves.resizeSplat(op.context(), c, t));
      }
      boolean used = false;
      for (org.jmlir.ir.BlockArgument a : body.arguments()) {
        used |= !a.hasNoUses();
      }
      if (!used) {
        return false;
      }
      for (int i = 0; i < values.size(); i++) {
        Value c = createConstant(r, body.first().location(), values.get(i));
        r.replaceAllUsesWith(body.argument(i), c);
      }
      return true;
    }
  }
}

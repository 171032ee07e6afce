package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/**
 * {@code --stablehlo-aggressive-simplification}: a part of StableHLO's simplification patterns
 * (StablehloAggressiveSimplificationPatterns.td): constants to the right of commutative ops; the
 * identities x+0, x-0, x*1, x&~0, x|0, x^0 and the absorbing x&0, x|~0, x*0 (integers); x-x and
 * x^x to 0 (integers); no-op convert, reshape, pad, slice, reverse, transpose and broadcast_in_dim;
 * reshape and transpose chains merged, broadcast_in_dim chains composed; compare of an i1 with
 * false (NE) or true (EQ); dynamic_broadcast_in_dim of a value to its own shape; complex/real/imag
 * round trips; select of a negated predicate; get_tuple_element of a tuple. Not ported: the
 * dynamic-op rewrites (dynamic_gather/pad/reshape/real_dynamic_slice), reduce and iota rewrites,
 * broadcast_in_dim to reshape/transpose, and the folding done by StableHLO's op folders.
 */
public final class AggressiveSimplification extends Pass {
  public AggressiveSimplification(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-aggressive-simplification";
  }

  @Override
  public String summary() {
    return "Canonicalizes StableHLO operations";
  }

  private static final Set<String> COMMUTATIVE =
      Set.of("add", "and", "maximum", "minimum", "multiply", "or", "xor");

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns(AggressiveFolder.Options.of(options()))),
        GreedyRewriteConfig.DEFAULT);
  }

  /** The simplification patterns (populateStablehloCanonicalizationPatterns). */
  public static List<RewritePattern> patterns(AggressiveFolder.Options options) {
    List<RewritePattern> patterns = new ArrayList<>();
    for (String m : COMMUTATIVE) {
      patterns.add(CanonicalizeDynamism.pattern("stablehlo." + m, AggressiveSimplification::constantToRhs));
    }
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.add", (op, r) -> identity(op, r, ConstFold::isZeroInt, true)));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.subtract", AggressiveSimplification::subtract));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.multiply", AggressiveSimplification::multiply));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.and", AggressiveSimplification::and));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.or", AggressiveSimplification::or));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.xor", AggressiveSimplification::xor));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.convert", AggressiveSimplification::sameTypeNoop));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.reshape", AggressiveSimplification::reshape));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.pad", AggressiveSimplification::sameTypeNoop));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.slice", AggressiveSimplification::sameTypeNoop));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.reverse", AggressiveSimplification::reverse));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.transpose", AggressiveSimplification::transpose));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.broadcast_in_dim", AggressiveSimplification::broadcastInDim));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.dynamic_broadcast_in_dim", AggressiveSimplification::dynamicBroadcast));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.compare", AggressiveSimplification::compare));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.complex", AggressiveSimplification::complex));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.real", (op, r) -> part(op, r, 0)));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.imag", (op, r) -> part(op, r, 1)));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.select", AggressiveSimplification::select));
    patterns.add(CanonicalizeDynamism.pattern("stablehlo.get_tuple_element", AggressiveSimplification::getTupleElement));
    return patterns;
  }

  // ---- helpers -----------------------------------------------------------------------------------

  private static Attribute constant(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("stablehlo.constant") ? def.attr("value") : null;
  }

  private static boolean isInt(Value v) {
    return ConstFold.elementTypeOrSelf(v.type()) instanceof IntegerType;
  }

  /** Replaces {@code op} by {@code v} when the types agree. */
  private static boolean replaceWith(Operation op, PatternRewriter r, Value v) {
    if (!v.type().equals(op.result(0).type())) {
      return false;
    }
    r.replaceOp(op, List.of(v));
    return true;
  }

  private static boolean replaceWithSplat(Operation op, PatternRewriter r, BigInteger bits) {
    if (!(op.result(0).type() instanceof RankedTensorType t) || !t.hasStaticShape()) {
      return false;
    }
    OperationState s = new OperationState(op.context(), "stablehlo.constant", op.location());
    s.addTypes(List.of(t));
    s.addAttribute("value", ConstFold.splat(op.context(), t, bits));
    r.setInsertionPoint(op);
    r.replaceOpWithNewOp(op, s);
    return true;
  }

  @FunctionalInterface
  private interface AttrTest {
    boolean test(Attribute a);
  }

  /** op(x, c) -> x when {@code c} passes {@code test} (integers, or any zero for add when floats allowed). */
  private static boolean identity(Operation op, PatternRewriter r, AttrTest test, boolean floatZeroToo) {
    Attribute c = constant(op.operand(1));
    if (c == null) {
      return false;
    }
    boolean match = test.test(c) || (floatZeroToo && ConstFold.floatKind(c) != null && ConstFold.isAnyZeroFloat(c));
    return match && replaceWith(op, r, op.operand(0));
  }

  // ---- patterns ----------------------------------------------------------------------------------

  /** op(cst, x) -> op(x, cst) for commutative ops. */
  private static boolean constantToRhs(Operation op, PatternRewriter r) {
    if (constant(op.operand(0)) == null || constant(op.operand(1)) != null) {
      return false;
    }
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    r.modifyOpInPlace(op, () -> {
      op.setOperand(0, rhs);
      op.setOperand(1, lhs);
    });
    return true;
  }

  private static boolean subtract(Operation op, PatternRewriter r) {
    if (isInt(op.operand(0)) && op.operand(0) == op.operand(1)) {
      return replaceWithSplat(op, r, BigInteger.ZERO);
    }
    return identity(op, r, ConstFold::isZeroInt, true);
  }

  private static boolean multiply(Operation op, PatternRewriter r) {
    Attribute c = constant(op.operand(1));
    if (c == null || !isInt(op.operand(0))) {
      return false;
    }
    if (ConstFold.isZeroInt(c)) {
      return replaceWith(op, r, op.operand(1));
    }
    return ConstFold.isOneInt(c) && replaceWith(op, r, op.operand(0));
  }

  private static boolean and(Operation op, PatternRewriter r) {
    Attribute c = constant(op.operand(1));
    if (c == null) {
      return false;
    }
    if (ConstFold.isZeroInt(c)) {
      return replaceWith(op, r, op.operand(1));
    }
    return ConstFold.isAllOnesInt(c) && replaceWith(op, r, op.operand(0));
  }

  private static boolean or(Operation op, PatternRewriter r) {
    Attribute c = constant(op.operand(1));
    if (c == null) {
      return false;
    }
    if (ConstFold.isAllOnesInt(c)) {
      return replaceWith(op, r, op.operand(1));
    }
    return ConstFold.isZeroInt(c) && replaceWith(op, r, op.operand(0));
  }

  private static boolean xor(Operation op, PatternRewriter r) {
    if (op.operand(0) == op.operand(1) && isInt(op.operand(0))) {
      return replaceWithSplat(op, r, BigInteger.ZERO);
    }
    Attribute c = constant(op.operand(1));
    return c != null && ConstFold.isZeroInt(c) && replaceWith(op, r, op.operand(0));
  }

  /** An op whose result has its operand's type is a no-op (convert, pad without padding, full slice). */
  private static boolean sameTypeNoop(Operation op, PatternRewriter r) {
    return op.operand(0).type() instanceof RankedTensorType t && t.hasStaticShape()
        && replaceWith(op, r, op.operand(0));
  }

  private static boolean reshape(Operation op, PatternRewriter r) {
    Value x = op.operand(0);
    if (x.type().equals(op.result(0).type())) {
      return replaceWith(op, r, x);
    }
    Operation inner = x.definingOp();
    if (inner != null && inner.name().equals("stablehlo.reshape")) {
      r.modifyOpInPlace(op, () -> op.setOperand(0, inner.operand(0)));
      return true;
    }
    return false;
  }

  /** reverse(X, dims) -> X with no dims, no elements, or only size-1 dims reversed. */
  private static boolean reverse(Operation op, PatternRewriter r) {
    long[] dims = HloAttrs.dimValues(op.inherentAttr("dimensions"));
    if (dims == null || !(op.operand(0).type() instanceof RankedTensorType t)) {
      return false;
    }
    boolean noop = t.hasStaticShape() && numElements(t) == 0;
    if (!noop) {
      noop = true;
      for (long d : dims) {
        noop &= t.shape()[(int) d] == 1;
      }
    }
    return noop && replaceWith(op, r, op.operand(0));
  }

  private static long numElements(RankedTensorType t) {
    long n = 1;
    for (long d : t.shape()) {
      n *= d;
    }
    return n;
  }

  private static boolean isIota(long[] v) {
    for (int i = 0; i < v.length; i++) {
      if (v[i] != i) {
        return false;
      }
    }
    return true;
  }

  private static boolean transpose(Operation op, PatternRewriter r) {
    long[] perm = HloAttrs.dimValues(op.inherentAttr("permutation"));
    if (perm == null) {
      return false;
    }
    if (isIota(perm)) {
      return replaceWith(op, r, op.operand(0));
    }
    Operation inner = op.operand(0).definingOp();
    long[] innerPerm = inner != null && inner.name().equals("stablehlo.transpose") ? HloAttrs.dimValues(inner.inherentAttr("permutation")) : null;
    if (innerPerm == null || innerPerm.length != perm.length) {
      return false;
    }
    long[] merged = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      merged[i] = innerPerm[(int) perm[i]];
    }
    r.modifyOpInPlace(op, () -> {
      op.setOperand(0, inner.operand(0));
      op.setAttr("permutation", HloAttrs.i64Array(op.context(), merged));
    });
    return true;
  }

  private static boolean broadcastInDim(Operation op, PatternRewriter r) {
    long[] dims = HloAttrs.dimValues(op.inherentAttr("broadcast_dimensions"));
    if (dims == null) {
      return false;
    }
    if (isIota(dims) && op.operand(0).type().equals(op.result(0).type())) {
      return replaceWith(op, r, op.operand(0));
    }
    Operation inner = op.operand(0).definingOp();
    long[] innerDims = inner != null && inner.name().equals("stablehlo.broadcast_in_dim")
        ? HloAttrs.dimValues(inner.inherentAttr("broadcast_dimensions")) : null;
    if (innerDims == null) {
      return false;
    }
    long[] composed = new long[innerDims.length];
    for (int i = 0; i < innerDims.length; i++) {
      composed[i] = dims[(int) innerDims[i]];
    }
    r.modifyOpInPlace(op, () -> {
      op.setOperand(0, inner.operand(0));
      op.setAttr("broadcast_dimensions", HloAttrs.i64Array(op.context(), composed));
    });
    return true;
  }

  /** dynamic_broadcast_in_dim(X, shape_of(X)) -> X. */
  private static boolean dynamicBroadcast(Operation op, PatternRewriter r) {
    Operation shape = op.operand(1).definingOp();
    return shape != null && shape.name().equals("shape.shape_of") && shape.operand(0) == op.operand(0)
        && replaceWith(op, r, op.operand(0));
  }

  /** compare(NE, x, false) and compare(EQ, x, true) on i1 are x. */
  private static boolean compare(Operation op, PatternRewriter r) {
    Value x = op.operand(0);
    Attribute c = constant(op.operand(1));
    if (c == null || !(ConstFold.elementTypeOrSelf(x.type()) instanceof IntegerType it) || it.width() != 1
        || !(op.inherentAttr("comparison_direction") instanceof HloEnumAttr dir)) {
      return false;
    }
    boolean ne = dir.value().equals("NE") && ConstFold.isZeroInt(c);
    boolean eq = dir.value().equals("EQ") && ConstFold.isAllOnesInt(c);
    return (ne || eq) && replaceWith(op, r, x);
  }

  /** complex(real(X), imag(X)) -> X. */
  private static boolean complex(Operation op, PatternRewriter r) {
    Operation re = op.operand(0).definingOp();
    Operation im = op.operand(1).definingOp();
    return re != null && im != null && re.name().equals("stablehlo.real") && im.name().equals("stablehlo.imag")
        && re.operand(0) == im.operand(0) && replaceWith(op, r, re.operand(0));
  }

  /** real(complex(R, I)) -> R, imag(complex(R, I)) -> I. */
  private static boolean part(Operation op, PatternRewriter r, int index) {
    Operation c = op.operand(0).definingOp();
    return c != null && c.name().equals("stablehlo.complex") && replaceWith(op, r, c.operand(index));
  }

  /** select(not(p), t, f) -> select(p, f, t). */
  private static boolean select(Operation op, PatternRewriter r) {
    Operation not = op.operand(0).definingOp();
    if (not == null || !not.name().equals("stablehlo.not")) {
      return false;
    }
    Value p = not.operand(0);
    Value t = op.operand(1);
    Value f = op.operand(2);
    r.modifyOpInPlace(op, () -> {
      op.setOperand(0, p);
      op.setOperand(1, f);
      op.setOperand(2, t);
    });
    return true;
  }

  private static boolean getTupleElement(Operation op, PatternRewriter r) {
    Operation tuple = op.operand(0).definingOp();
    if (tuple == null || !tuple.name().equals("stablehlo.tuple") || !(op.inherentAttr("index") instanceof IntegerAttr i)) {
      return false;
    }
    int index = i.value().intValue();
    return index >= 0 && index < tuple.numOperands() && replaceWith(op, r, tuple.operand(index));
  }
}

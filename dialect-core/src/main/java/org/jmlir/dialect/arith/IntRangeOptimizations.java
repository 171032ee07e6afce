package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.SideEffects;

/**
 * {@code int-range-optimizations} (MLIR's IntRangeOptimizations): after the integer range analysis,
 * the greedy driver (folding and dead-code removal included) replaces every used integer value whose
 * range is a single value by a constant, and {@code remsi}/{@code remui} by a constant positive
 * modulus whose left operand is known to lie in [0, modulus) by that operand.
 */
public final class IntRangeOptimizations extends Pass {
  public IntRangeOptimizations(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "int-range-optimizations";
  }

  @Override
  public String summary() {
    return "Do optimizations based on integer range analysis";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    IntegerRangeAnalysis ranges = IntegerRangeAnalysis.run(root);
    FrozenPatternSet patterns =
        new FrozenPatternSet(List.of(new MaterializeKnownConstants(ranges), new DeleteTrivialRem(ranges, "arith.remsi"),
            new DeleteTrivialRem(ranges, "arith.remui")));
    // MLIR's GreedyRewriteConfig defaults: bottom-up (canonicalize's top-down is its own option).
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, patterns, config);
  }

  private static BigInteger constantOf(IntegerRangeAnalysis ranges, Value v) {
    ConstantIntRanges r = ranges.range(v);
    return r == null ? null : r.constantValue();
  }

  /** MLIR's maybeReplaceWithConstant: the value's dialect materializes it, else arith.constant. */
  private static boolean replaceWithConstant(IntegerRangeAnalysis ranges, PatternRewriter rw, Value v) {
    if (v.hasNoUses()) {
      return false;
    }
    BigInteger c = constantOf(ranges, v);
    if (c == null) {
      return false;
    }
    Attribute attr;
    if (v.type() instanceof org.jmlir.ir.type.IntegerType || v.type() instanceof org.jmlir.ir.type.IndexType) {
      attr = IntegerAttr.get(rw.context(), v.type(), c);
    } else if ((v.type() instanceof org.jmlir.ir.type.VectorType || v.type() instanceof org.jmlir.ir.type.RankedTensorType)
        && ((org.jmlir.ir.type.ShapedType) v.type()).hasStaticShape()) {
      // DenseIntElementsAttr::get(shaped, value): a splat of the constant.
      org.jmlir.ir.type.ShapedType s = (org.jmlir.ir.type.ShapedType) v.type();
      attr = org.jmlir.dialect.fold.ConstFold.splat(rw.context(), s,
          org.jmlir.dialect.fold.IntBits.wrap(c, ConstantIntRanges.storageWidth(s)));
    } else {
      return false;
    }
    Operation def = v.definingOp();
    Operation owner = def != null ? def : v.parentRegion().parentOp();
    org.jmlir.ir.loc.Location loc = def != null ? def.location() : ((BlockArgument) v).location();
    Operation constant = null;
    Dialect d = owner == null ? null : dialectOf(owner);
    if (d != null) {
      constant = d.materializeConstant(attr, v.type(), loc);
    }
    if (constant == null) {
      constant = rw.context().getOrLoadDialect(ArithDialect.NAMESPACE).materializeConstant(attr, v.type(), loc);
    }
    if (constant == null) {
      return false;
    }
    rw.insert(constant);
    ranges.copyRange(v, constant.result(0));
    rw.replaceAllUsesWith(v, constant.result(0));
    return true;
  }

  private static Dialect dialectOf(Operation op) {
    String ns = op.def().dialectNamespace();
    return ns.isEmpty() || !op.isRegistered() ? null : op.context().getOrLoadDialect(ns);
  }

  /** MLIR's MaterializeKnownConstantValues. */
  private static final class MaterializeKnownConstants extends RewritePattern {
    private final IntegerRangeAnalysis ranges;

    MaterializeKnownConstants(IntegerRangeAnalysis ranges) {
      super(null, 1);
      this.ranges = ranges;
    }

    private boolean needsReplacing(Value v) {
      return !v.hasNoUses() && constantOf(ranges, v) != null;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rw) {
      if (op.hasTrait(Trait.CONSTANT_LIKE)) {
        return false;
      }
      boolean constantResults = false;
      for (Value r : op.results()) {
        constantResults |= needsReplacing(r);
      }
      boolean constantArgs = false;
      for (Region region : op.regions()) {
        for (Block b : region.blocks()) {
          for (BlockArgument a : b.arguments()) {
            constantArgs |= needsReplacing(a);
          }
        }
      }
      if (!constantResults && !constantArgs) {
        return false;
      }
      boolean replacedAll = op.numResults() != 0;
      for (Value r : op.results()) {
        replacedAll &= replaceWithConstant(ranges, rw, r) || r.hasNoUses();
      }
      if (replacedAll && SideEffects.isOpTriviallyDead(op)) {
        rw.eraseOp(op);
        return true;
      }
      for (Region region : op.regions()) {
        for (Block b : region.blocks()) {
          rw.setInsertionPointToStart(b);
          for (BlockArgument a : b.arguments()) {
            replaceWithConstant(ranges, rw, a);
          }
        }
      }
      return true;
    }
  }

  /** MLIR's DeleteTrivialRem. */
  private static final class DeleteTrivialRem extends RewritePattern {
    private final IntegerRangeAnalysis ranges;

    DeleteTrivialRem(IntegerRangeAnalysis ranges, String root) {
      super(root, 1);
      this.ranges = ranges;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rw) {
      Value lhs = op.operand(0);
      // getConstantIntValue: an integer constant or an integer splat.
      BigInteger modulus = org.jmlir.dialect.fold.ConstFold.intValue(OperationFolder.constantValue(op.operand(1)));
      if (modulus == null) {
        return false;
      }
      if (modulus.bitLength() > 63 || modulus.signum() <= 0) {
        return false;
      }
      ConstantIntRanges r = ranges.range(lhs);
      if (r == null) {
        return false;
      }
      boolean unsigned = op.name().equals("arith.remui");
      BigInteger min = unsigned ? r.umin() : r.smin();
      BigInteger max = unsigned ? r.umax() : r.smax();
      // As APInt: negative means the sign bit, compared unsigned against the modulus.
      if (isNegative(min, r.width()) || min.compareTo(modulus) >= 0 || isNegative(max, r.width()) || max.compareTo(modulus) >= 0
          || min.compareTo(max) > 0) {
        return false;
      }
      rw.replaceOp(op, List.of(lhs));
      return true;
    }

    private static boolean isNegative(BigInteger v, int w) {
      return v.signum() < 0 || v.testBit(w - 1);
    }
  }
}

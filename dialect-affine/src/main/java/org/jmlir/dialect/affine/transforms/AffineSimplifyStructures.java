package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.affine.IntegerSetSimplifier;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerSetAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code affine-simplify-structures} (MLIR's SimplifyAffineStructures): every affine map attribute
 * is simplified (simplifyAffineMap) and every integer set attribute too (an empty set becomes
 * {@code (1 == 0)}, trivially redundant constraints go: {@link IntegerSetSimplifier}); then the
 * canonicalization patterns of affine.apply, affine.for and affine.if run greedily.
 *
 * As MLIR, only those ops and the ops created on the way are folded, rewritten or erased when dead
 * (applyOpPatternsGreedily, ExistingAndNewOps); other ops stay as they are.
 */
public final class AffineSimplifyStructures extends Pass {
  private static final GreedyRewriteConfig CONFIG =
      new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.DISABLED, true, false);

  private static final List<String> AFFINE = List.of("affine.apply", "affine.for", "affine.if");

  public AffineSimplifyStructures(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-simplify-structures";
  }

  @Override
  public String summary() {
    return "Simplify affine expressions in maps/sets and normalize memrefs";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    root.walk(op -> {
      if (op == root) {
        return;
      }
      for (NamedAttribute a : op.attrDictionary().entries()) {
        Attribute v = a.value();
        if (v instanceof AffineMapAttr m) {
          var s = AffineFlattener.simplify(m.map());
          if (!s.equals(m.map())) {
            op.setAttr(a.name(), AffineMapAttr.get(op.context(), s));
          }
        } else if (v instanceof IntegerSetAttr is) {
          var s = IntegerSetSimplifier.simplify(is.set());
          if (!s.equals(is.set())) {
            op.setAttr(a.name(), IntegerSetAttr.get(op.context(), s));
          }
        }
      }
    });
    List<RewritePattern> patterns = new ArrayList<>();
    for (String name : AFFINE) {
      OpDef def = root.context().lookupOp(name);
      CanonicalizationPatterns cp = def == null ? null : def.extension(CanonicalizationPatterns.class);
      if (cp != null) {
        patterns.addAll(cp.patterns());
      }
    }
    Set<Operation> others = new HashSet<>(root.collect(o -> o != root && !AFFINE.contains(o.name())));
    GreedyPatternRewriteDriver.applyOpPatternsGreedily(root, new FrozenPatternSet(patterns), CONFIG, others::contains);
  }
}

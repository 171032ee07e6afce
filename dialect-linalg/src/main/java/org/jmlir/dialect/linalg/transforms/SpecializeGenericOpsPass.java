package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code linalg-specialize-generic-ops} (linalg.generic raised to named ops, with operands read
 * through a transposing or broadcasting map first unfolded into linalg.transpose /
 * linalg.broadcast) and {@code linalg-morph-ops} (MLIR 22's LinalgMorphOpsPass: named-to-category,
 * named-to-generic / category-to-generic, generic-to-named) and {@code linalg-fold-into-elementwise}
 * (transposes folded into linalg.elementwise's maps), each one greedy rewrite.
 */
public final class SpecializeGenericOpsPass extends Pass {
  public static final String ARGUMENT = "linalg-specialize-generic-ops";
  public static final String SUMMARY = "Convert generic ops back to named ops";
  public static final String MORPH_ARGUMENT = "linalg-morph-ops";
  public static final String MORPH_SUMMARY = "Convert linalg ops between forms";
  public static final PassRegistry.Option[] MORPH_OPTIONS = {
    new PassRegistry.Option("category-to-generic", "false", "convert category ops e.g. `linalg.elementwise` to `linalg.generic`"),
    new PassRegistry.Option("generic-to-named", "false", "convert linalg.generic to equivalent named ops"),
    new PassRegistry.Option("named-to-category", "false", "convert named ops to category op e.g. `linalg.elementwise`"),
    new PassRegistry.Option("named-to-generic", "false", "convert named ops e.g. `linalg.add` to `linalg.generic`"),
  };

  public static final String FOLD_ARGUMENT = "linalg-fold-into-elementwise";
  public static final String FOLD_SUMMARY = "Fold transpose ops into elementwise";

  private enum Mode { SPECIALIZE, MORPH, FOLD }

  private final Mode mode;

  private SpecializeGenericOpsPass(PassOptions o, Mode mode) {
    super(o);
    this.mode = mode;
  }

  public static SpecializeGenericOpsPass specialize(PassOptions o) {
    return new SpecializeGenericOpsPass(o, Mode.SPECIALIZE);
  }

  public static SpecializeGenericOpsPass morph(PassOptions o) {
    return new SpecializeGenericOpsPass(o, Mode.MORPH);
  }

  /** {@code linalg-fold-into-elementwise} (MLIR 22's LinalgFoldIntoElementwisePass). */
  public static SpecializeGenericOpsPass foldIntoElementwise(PassOptions o) {
    return new SpecializeGenericOpsPass(o, Mode.FOLD);
  }

  @Override
  public String argument() {
    return switch (mode) {
      case SPECIALIZE -> ARGUMENT;
      case MORPH -> MORPH_ARGUMENT;
      case FOLD -> FOLD_ARGUMENT;
    };
  }

  @Override
  public String summary() {
    return switch (mode) {
      case SPECIALIZE -> SUMMARY;
      case MORPH -> MORPH_SUMMARY;
      case FOLD -> FOLD_SUMMARY;
    };
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = new ArrayList<>();
    if (mode == Mode.FOLD) {
      patterns.add(Specialize.foldTransposeIntoElementwisePattern());
    } else if (mode == Mode.SPECIALIZE) {
      patterns.add(Specialize.specializePattern());
      patterns.add(Specialize.decomposePattern());
    } else {
      PassOptions o = options();
      if (o.getBool("named-to-generic", false) || o.getBool("category-to-generic", false)) {
        GeneralizeNamedOpsPass.generalizeAll(root);
      }
      if (o.getBool("named-to-category", false)) {
        patterns.addAll(Specialize.namedToElementwisePatterns());
      }
      if (o.getBool("generic-to-named", false)) {
        patterns.add(Specialize.specializePattern());
      }
    }
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.AGGRESSIVE, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), config);
  }
}

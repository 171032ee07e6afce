package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/**
 * Applies patterns and folders to the ops nested in an op's regions until nothing changes, as MLIR
 * 22's GreedyPatternRewriteDriver: each region of the root is driven on its own; an iteration seeds
 * a LIFO worklist (uniquing and hoisting constants on the way), erases unreachable blocks, tries each
 * popped op for trivial dead-code removal, then folding, then patterns by benefit, and finally runs
 * region simplification. Ops a change may affect (users, operand producers, parents) go back on the
 * worklist.
 */
public final class GreedyPatternRewriteDriver implements OpBuilder.Listener {
  /** The outcome: whether it converged and whether it changed anything. */
  public record Result(boolean converged, boolean changed, long rewrites) {}

  /**
   * Observes pattern applications (--mlir-timing's per-pattern time and counts). {@code changedIR}:
   * whether the rewriter reported any change while the pattern ran.
   */
  public interface PatternObserver {
    void patternApplied(RewritePattern pattern, Operation op, boolean success, boolean changedIR, long nanos);
  }

  private final MLIRContext context;
  private final FrozenPatternSet patterns;
  private final GreedyRewriteConfig config;
  private final PatternRewriter rewriter;
  private final Worklist worklist = new Worklist();
  private PatternObserver observer;
  /** Ops the driver leaves alone (neither folded, rewritten nor erased as dead); null for none. */
  private java.util.function.Predicate<Operation> excluded;
  /** The region being simplified: parents are re-queued up to (not beyond) it. */
  private Region scope;
  private long rewrites;
  /** Changes the rewriter reported; compared around a pattern for the observer. */
  private long notifications;

  private GreedyPatternRewriteDriver(MLIRContext context, FrozenPatternSet patterns, GreedyRewriteConfig config) {
    this.context = context;
    this.patterns = patterns;
    this.config = config;
    this.rewriter = new PatternRewriter(context);
    this.rewriter.setListener(this);
  }

  /** Rewrites the ops nested in {@code root}'s regions (not {@code root} itself). */
  public static Result applyPatternsGreedily(Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config) {
    return applyPatternsGreedily(root, patterns, config, null);
  }

  public static Result applyPatternsGreedily(
      Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config, PatternObserver observer) {
    return run(root, patterns, config, observer, null);
  }

  private static Result run(
      Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config, PatternObserver observer,
      java.util.function.Predicate<Operation> excluded) {
    GreedyPatternRewriteDriver d = new GreedyPatternRewriteDriver(root.context(), patterns, config);
    d.observer = observer;
    d.excluded = excluded;
    boolean converged = true;
    boolean changed = false;
    for (Region r : root.regions()) {
      int iterations = d.simplify(r);
      if (iterations < 0) {
        converged = false;
        iterations = -iterations;
      }
      changed |= iterations > 1;
    }
    return new Result(converged, changed, d.rewrites);
  }

  /**
   * As {@link #applyPatternsGreedily(Operation, FrozenPatternSet, GreedyRewriteConfig)} but leaving the
   * ops {@code excluded} accepts untouched (not folded, rewritten or erased when dead): with a
   * predicate true for the ops present before that are not of interest, this is MLIR's
   * applyOpPatternsGreedily on the other ops with GreedyRewriteStrictness::ExistingAndNewOps.
   */
  public static Result applyOpPatternsGreedily(
      Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config,
      java.util.function.Predicate<Operation> excluded) {
    return run(root, patterns, config, null, excluded);
  }

  /**
   * Simplifies one region. Returns the number of iterations started, negated when the rewrite did
   * not converge (the last iteration still changed the IR).
   */
  private int simplify(Region region) {
    scope = region;
    boolean continueRewrites = false;
    int iteration = 0;
    do {
      if (++iteration > config.maxIterations() && config.maxIterations() >= 0) {
        break;
      }
      worklist.clear();
      seedWorklist(region, new OperationFolder(context));
      continueRewrites = RegionSimplifier.eraseUnreachableBlocks(List.of(region), rewriter);
      continueRewrites |= processWorklist();
      if (config.regionSimplification() != GreedyRewriteConfig.RegionSimplification.DISABLED) {
        continueRewrites |=
            RegionSimplifier.simplifyRegions(
                List.of(region),
                rewriter,
                config.regionSimplification() == GreedyRewriteConfig.RegionSimplification.AGGRESSIVE);
      }
    } while (continueRewrites);
    return continueRewrites ? -iteration : iteration;
  }

  // ---- seeding -------------------------------------------------------------------------------

  /**
   * Fills the worklist: post-order for bottom-up, pre-order reversed for top-down (so ops pop in
   * walk order). Constants are registered with the folder on the way, so equal ones are uniqued and
   * hoisted; a constant replaced by an earlier equal one is not queued.
   */
  private void seedWorklist(Region region, OperationFolder folder) {
    if (config.topDown()) {
      seedPreOrder(region, folder);
      worklist.reverse();
    } else {
      seedPostOrder(region, folder);
    }
  }

  private void seedPreOrder(Region region, OperationFolder folder) {
    for (Block b : region.blocks()) {
      for (Operation o : b) { // tolerates the current op moving (constants are hoisted)
        if (config.enableConstantCSE() && !keepConstant(o, folder)) {
          continue;
        }
        worklist.push(o);
        for (Region nested : o.regions()) {
          seedPreOrder(nested, folder);
        }
      }
    }
  }

  private void seedPostOrder(Region region, OperationFolder folder) {
    for (Block b : region.blocks()) {
      for (Operation o : b) {
        for (Region nested : o.regions()) {
          seedPostOrder(nested, folder);
        }
        if (!config.enableConstantCSE() || keepConstant(o, folder)) {
          worklist.push(o);
          pushAncestors(o);
        }
      }
    }
  }

  /**
   * MLIR's addToWorklist also queues the op's ancestors up to the scope, at once: seeded in post-order,
   * a loop is queued right after the first op of its body, so it pops after the ops nested deeper
   * (an inner loop is rewritten before the loop around it). An ancestor already queued has its own
   * ancestors queued too, so the walk up stops there.
   */
  private void pushAncestors(Operation op) {
    for (Operation o = op; o.parentRegion() != scope; ) {
      Operation parent = o.parentOp();
      if (parent == null || worklist.contains(parent)) {
        return;
      }
      worklist.push(parent);
      o = parent;
    }
  }

  /** False when {@code op} is a constant that an equal, earlier one replaced. */
  private boolean keepConstant(Operation op, OperationFolder folder) {
    if (!op.hasTrait(Trait.CONSTANT_LIKE) || op.numResults() != 1) {
      return true;
    }
    Attribute value = OperationFolder.constantValue(op.result(0));
    return value == null || folder.insertKnownConstant(op, value, rewriter);
  }

  // ---- processing ----------------------------------------------------------------------------

  private boolean processWorklist() {
    boolean changed = false;
    long numRewrites = 0;
    while (!worklist.isEmpty() && (config.maxNumRewrites() < 0 || numRewrites < config.maxNumRewrites())) {
      Operation op = worklist.pop();
      if (excluded != null && excluded.test(op)) {
        continue;
      }
      if (SideEffects.isOpTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      if (config.enableFolding() && !op.hasTrait(Trait.CONSTANT_LIKE) && tryFold(op)) {
        changed = true;
        continue;
      }
      for (RewritePattern p : patterns.patternsFor(op.name())) {
        rewriter.setInsertionPoint(op);
        long start = observer != null ? System.nanoTime() : 0;
        long seen = notifications;
        boolean ok = p.matchAndRewrite(op, rewriter);
        if (observer != null) {
          observer.patternApplied(p, op, ok, notifications != seen, System.nanoTime() - start);
        }
        if (ok) {
          changed = true;
          numRewrites++;
          rewrites++;
          break;
        }
      }
    }
    return changed;
  }

  /**
   * Folds {@code op} as MLIR's driver does: an in-place fold re-queues it; otherwise constants are
   * materialized right before it (hoisted by the next iteration's seeding) and it is replaced.
   */
  private boolean tryFold(Operation op) {
    List<OpFoldResult> results = OperationFolder.fold(op);
    if (results == null) {
      return false;
    }
    if (results.isEmpty()) {
      notifyOperationModified(op);
      return true;
    }
    rewriter.setInsertionPoint(op);
    List<Value> replacements = new ArrayList<>(results.size());
    List<Operation> created = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      if (results.get(i) instanceof OpFoldResult.Folded(Value v)) {
        replacements.add(v);
      } else if (results.get(i) instanceof OpFoldResult.Constant(Attribute a)) {
        Dialect dialect = context.getOrLoadDialect(op.def().dialectNamespace());
        Operation c = dialect == null ? null : dialect.materializeConstant(a, op.result(i).type(), op.location());
        if (c == null) {
          for (Operation undo : created) {
            rewriter.eraseOp(undo);
          }
          return false;
        }
        rewriter.insert(c);
        created.add(c);
        replacements.add(c.result(0));
      }
    }
    rewriter.replaceOp(op, replacements);
    return true;
  }

  // ---- worklist maintenance ------------------------------------------------------------------

  /** Queues {@code op} and its ancestors up to the simplified region (nothing outside it). */
  private void addToWorklist(Operation op) {
    List<Operation> ancestors = new ArrayList<>(4);
    for (Operation o = op; o != null; ) {
      ancestors.add(o);
      Region r = o.parentRegion();
      if (r == scope) {
        for (Operation a : ancestors) {
          worklist.push(a);
        }
        return;
      }
      if (r == null) {
        return;
      }
      o = r.parentOp();
    }
  }

  /**
   * Re-queues the producers of {@code op}'s operands that have at most one other user: erasing
   * {@code op} may leave them dead or with a single use.
   */
  private void addOperandsToWorklist(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      Value operand = op.operand(i);
      if (operand == null) {
        continue;
      }
      Operation def = operand.definingOp();
      if (def == null) {
        continue;
      }
      Operation other = null;
      boolean moreThanTwo = false;
      for (OpOperand u = operand.firstUse(); u != null; u = u.nextUse()) {
        Operation user = u.owner();
        if (user == op || user == other) {
          continue;
        }
        if (other == null) {
          other = user;
          continue;
        }
        moreThanTwo = true;
        break;
      }
      if (!moreThanTwo) {
        addToWorklist(def);
      }
    }
  }

  // ---- listener ------------------------------------------------------------------------------

  @Override
  public void notifyOperationInserted(Operation op) {
    notifications++;
    addToWorklist(op);
  }

  @Override
  public void notifyOperationModified(Operation op) {
    notifications++;
    addToWorklist(op);
  }

  @Override
  public void notifyOperationReplaced(Operation op, List<? extends Value> replacement) {
    notifications++;
  }

  @Override
  public void notifyBlockErased(Block block) {
    notifications++;
  }

  @Override
  public void notifyOperationErased(Operation op) {
    notifications++;
    addOperandsToWorklist(op);
    worklist.remove(op);
  }
}

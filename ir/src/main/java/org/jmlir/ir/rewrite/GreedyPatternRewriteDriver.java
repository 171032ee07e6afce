package org.jmlir.ir.rewrite;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/**
 * Applies patterns and folders to the ops nested in an op's regions until nothing changes (MLIR's
 * GreedyPatternRewriteDriver): each op is tried for trivial dead-code removal, then folding, then
 * patterns by benefit; ops that a change may affect go back on the worklist.
 */
public final class GreedyPatternRewriteDriver implements OpBuilder.Listener {
  /** The outcome: whether it converged and whether it changed anything. */
  public record Result(boolean converged, boolean changed, long rewrites) {}

  /** Observes pattern applications (for --mlir-timing's per-pattern counts). */
  public interface PatternObserver {
    void patternApplied(RewritePattern pattern, boolean success, long nanos);
  }

  private final MLIRContext context;
  private final FrozenPatternSet patterns;
  private final GreedyRewriteConfig config;
  private final PatternRewriter rewriter;
  private final OperationFolder folder;
  private final ArrayDeque<Operation> worklist = new ArrayDeque<>();
  private final Set<Operation> onWorklist = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
  private PatternObserver observer;
  private long rewrites;

  private GreedyPatternRewriteDriver(MLIRContext context, FrozenPatternSet patterns, GreedyRewriteConfig config) {
    this.context = context;
    this.patterns = patterns;
    this.config = config;
    this.rewriter = new PatternRewriter(context);
    this.rewriter.setListener(this);
    this.folder = new OperationFolder(context);
  }

  /** Rewrites the ops nested in {@code root}'s regions (not {@code root} itself). */
  public static Result applyPatternsGreedily(Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config) {
    return applyPatternsGreedily(root, patterns, config, null);
  }

  public static Result applyPatternsGreedily(
      Operation root, FrozenPatternSet patterns, GreedyRewriteConfig config, PatternObserver observer) {
    GreedyPatternRewriteDriver d = new GreedyPatternRewriteDriver(root.context(), patterns, config);
    d.observer = observer;
    return d.run(root);
  }

  private Result run(Operation root) {
    boolean changedAny = false;
    boolean changed;
    int iteration = 0;
    do {
      if (config.maxIterations() >= 0 && iteration >= config.maxIterations()) {
        return new Result(false, changedAny, rewrites);
      }
      iteration++;
      worklist.clear();
      onWorklist.clear();
      seedWorklist(root);
      changed = processWorklist();
      if (config.regionSimplification() != GreedyRewriteConfig.RegionSimplification.DISABLED) {
        changed |= RegionSimplifier.simplify(root, rewriter, config.regionSimplification());
      }
      changedAny |= changed;
      if (config.maxNumRewrites() >= 0 && rewrites >= config.maxNumRewrites()) {
        return new Result(!changed, changedAny, rewrites);
      }
    } while (changed);
    return new Result(true, changedAny, rewrites);
  }

  /**
   * Fills the worklist so ops pop in the configured order. Constants are registered with the folder
   * first so that equal ones are uniqued and hoisted.
   */
  private void seedWorklist(Operation root) {
    List<Operation> ops = new ArrayList<>();
    if (config.topDown()) {
      for (Region r : root.regions()) {
        for (Block b : r.blocks()) {
          for (Operation o : b) {
            o.walkPreOrder(ops::add);
          }
        }
      }
    } else {
      for (Region r : root.regions()) {
        for (Block b : r.blocks()) {
          for (Operation o : b) {
            o.walk(ops::add);
          }
        }
      }
    }
    for (Operation o : ops) {
      if (config.enableConstantCSE() && o.hasTrait(Trait.CONSTANT_LIKE) && o.numResults() == 1) {
        Attribute value = OperationFolder.constantValue(o.result(0));
        if (value != null) {
          Operation existing = folder.insertKnownConstant(o, value);
          if (existing != null) {
            rewriter.replaceOp(o, existing.results());
            continue;
          }
        }
      }
      addToWorklist(o);
    }
  }

  private void addToWorklist(Operation op) {
    if (onWorklist.add(op)) {
      // Ops pop from the front in seeding order.
      worklist.addLast(op);
    }
  }

  private boolean processWorklist() {
    boolean changed = false;
    while (!worklist.isEmpty()) {
      if (config.maxNumRewrites() >= 0 && rewrites >= config.maxNumRewrites()) {
        break;
      }
      Operation op = worklist.pollFirst();
      onWorklist.remove(op);
      if (erased.contains(op) || op.block() == null) {
        continue;
      }
      if (SideEffects.isOpTriviallyDead(op)) {
        List<Operation> operandDefs = definingOps(op);
        rewriter.eraseOp(op);
        requeue(operandDefs);
        changed = true;
        continue;
      }
      if (config.enableFolding()) {
        rewriter.setInsertionPoint(op);
        List<Value> folded = folder.tryFold(op, rewriter);
        if (folded != null) {
          changed = true;
          rewrites++;
          if (folded.isEmpty()) {
            notifyOperationModified(op);
          } else {
            List<Operation> operandDefs = definingOps(op);
            rewriter.replaceOp(op, folded);
            requeue(operandDefs);
          }
          continue;
        }
      }
      for (RewritePattern p : patterns.patternsFor(op.name())) {
        rewriter.setInsertionPoint(op);
        long start = observer != null ? System.nanoTime() : 0;
        boolean ok = p.matchAndRewrite(op, rewriter);
        if (observer != null) {
          observer.patternApplied(p, ok, System.nanoTime() - start);
        }
        if (ok) {
          changed = true;
          rewrites++;
          break;
        }
      }
    }
    return changed;
  }

  private static List<Operation> definingOps(Operation op) {
    List<Operation> defs = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) {
      Operation d = v.definingOp();
      if (d != null) {
        defs.add(d);
      }
    }
    return defs;
  }

  private void requeue(List<Operation> ops) {
    for (Operation o : ops) {
      if (!erased.contains(o) && o.block() != null) {
        addToWorklist(o);
      }
    }
  }

  // ---- listener ------------------------------------------------------------------------------

  @Override
  public void notifyOperationInserted(Operation op) {
    op.walkPreOrder(this::addToWorklist);
  }

  @Override
  public void notifyOperationModified(Operation op) {
    addToWorklist(op);
  }

  @Override
  public void notifyOperationReplaced(Operation op, List<? extends Value> replacement) {
    // Users of the op get the new values: revisit them.
    for (org.jmlir.ir.OpResult r : op.results()) {
      for (Operation u : r.users()) {
        addToWorklist(u);
      }
    }
  }

  @Override
  public void notifyOperationErased(Operation op) {
    erased.add(op);
    onWorklist.remove(op);
    folder.forget(op);
  }

  MLIRContext context() {
    return context;
  }
}

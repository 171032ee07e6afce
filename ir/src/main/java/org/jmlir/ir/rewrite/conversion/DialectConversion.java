package org.jmlir.ir.rewrite.conversion;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * Drives a dialect conversion (MLIR's applyPartialConversion / applyFullConversion): every op that
 * the target does not consider legal is rewritten by the first pattern whose result (including the
 * ops it creates, legalized in turn) is legal; a pattern whose result cannot be legalized is rolled
 * back and the next one tried. On failure nothing changes.
 */
public final class DialectConversion {
  /** Partial: ops that are not explicitly illegal may stay. Full: every op must end up legal. */
  public enum Mode {
    PARTIAL,
    FULL
  }

  private final ConversionTarget target;
  private final FrozenPatternSet patterns;
  private final Mode mode;
  private final ConversionPatternRewriter rewriter;
  private int depth;
  /** Set when nothing can fail, so no change will ever be rolled back past the op being legalized. */
  private boolean cannotFail;
  /** Whether the root op is converted too (first). */
  private boolean includeRoot;

  private DialectConversion(Operation root, ConversionTarget target, FrozenPatternSet patterns, Mode mode) {
    this.target = target;
    this.patterns = patterns;
    this.mode = mode;
    this.rewriter = new ConversionPatternRewriter(root.context());
  }

  public static boolean applyPartialConversion(Operation root, ConversionTarget target, List<? extends RewritePattern> patterns) {
    return new DialectConversion(root, target, new FrozenPatternSet(patterns), Mode.PARTIAL).run(root);
  }

  /** A partial conversion with MLIR's {@code allowPatternRollback} config flag. */
  public static boolean applyPartialConversion(
      Operation root, ConversionTarget target, List<? extends RewritePattern> patterns, boolean allowPatternRollback) {
    DialectConversion c = new DialectConversion(root, target, new FrozenPatternSet(patterns), Mode.PARTIAL);
    c.rewriter.setAllowPatternRollback(allowPatternRollback);
    return c.run(root);
  }

  /**
   * As {@link #applyPartialConversion(Operation, ConversionTarget, List)} or
   * {@link #applyFullConversion}, converting {@code op} itself too, before the ops nested in it (MLIR's
   * drivers on an op that is not the pass anchor, e.g. transform.apply_conversion_patterns' targets).
   */
  public static boolean applyConversionIncludingRoot(
      Operation op, ConversionTarget target, List<? extends RewritePattern> patterns, boolean full) {
    DialectConversion c = new DialectConversion(op, target, new FrozenPatternSet(patterns), full ? Mode.FULL : Mode.PARTIAL);
    c.includeRoot = true;
    return c.run(op);
  }

  public static boolean applyFullConversion(Operation root, ConversionTarget target, List<? extends RewritePattern> patterns) {
    return new DialectConversion(root, target, new FrozenPatternSet(patterns), Mode.FULL).run(root);
  }

  private boolean run(Operation root) {
    List<Operation> toConvert = new ArrayList<>();
    if (includeRoot) {
      toConvert.add(root);
    }
    collect(root, toConvert);
    // A partial conversion without illegal ops cannot fail: nothing will be rolled back past the
    // op being legalized, so its journal is dropped once it is done.
    cannotFail = mode == Mode.PARTIAL && !target.hasIllegalRules();
    for (Operation op : toConvert) {
      if (cannotFail) {
        rewriter.forgetJournal();
      }
      if (rewriter.isReplaced(op) || op.block() == null) {
        continue;
      }
      if (!legalize(op)) {
        ConversionTarget.Legality l = target.legality(op);
        if (mode == Mode.FULL || l == ConversionTarget.Legality.ILLEGAL) {
          String msg =
              l == ConversionTarget.Legality.ILLEGAL
                  ? "failed to legalize operation '" + op.name() + "' that was explicitly marked illegal"
                  : "failed to legalize operation '" + op.name() + "'";
          // As MLIR's driver, report on the IR as converted so far (the note prints it), then undo.
          op.emitError(msg).report();
          rewriter.rollback(0);
          return false;
        }
      }
    }
    rewriter.commit();
    return true;
  }

  /**
   * The ops to convert, in pre-order; as MLIR 22's driver does, ops in blocks that are not
   * reachable from their region's entry are left alone.
   */
  private static void collect(Operation root, List<Operation> out) {
    java.util.ArrayDeque<Operation> stack = new java.util.ArrayDeque<>();
    pushRegions(root, stack);
    while (!stack.isEmpty()) {
      Operation op = stack.pop();
      out.add(op);
      pushRegions(op, stack);
    }
  }

  /** Pushes the ops of {@code op}'s regions (reachable blocks only) so they pop in order. */
  private static void pushRegions(Operation op, java.util.ArrayDeque<Operation> stack) {
    List<Operation> ops = new ArrayList<>();
    for (org.jmlir.ir.Region r : op.regions()) {
      java.util.Set<org.jmlir.ir.Block> reachable = reachable(r);
      for (org.jmlir.ir.Block b : r.blocks()) {
        if (reachable == null || reachable.contains(b)) {
          for (Operation o : b) {
            ops.add(o);
          }
        }
      }
    }
    for (int i = ops.size() - 1; i >= 0; i--) {
      stack.push(ops.get(i));
    }
  }

  /** The blocks reachable from the entry of {@code r}; null when every block is (one block). */
  private static java.util.Set<org.jmlir.ir.Block> reachable(org.jmlir.ir.Region r) {
    if (r.blocks().size() <= 1) {
      return null;
    }
    java.util.Set<org.jmlir.ir.Block> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    java.util.ArrayDeque<org.jmlir.ir.Block> work = new java.util.ArrayDeque<>();
    work.push(r.front());
    seen.add(r.front());
    while (!work.isEmpty()) {
      org.jmlir.ir.Block b = work.pop();
      for (org.jmlir.ir.Block s : b.successors()) {
        if (seen.add(s)) {
          work.push(s);
        }
      }
    }
    return seen;
  }

  /** Legalizes {@code op}: legal already, or rewritten by a pattern whose new ops are legal. */
  private boolean legalize(Operation op) {
    if (rewriter.isReplaced(op)) {
      return true;
    }
    if (target.legality(op) == ConversionTarget.Legality.LEGAL) {
      return true;
    }
    if (depth > 64) {
      return false; // a pattern cycle: give up on this path
    }
    if (legalizeWithFold(op)) {
      return true;
    }
    for (RewritePattern p : patterns.patternsFor(op.name())) {
      int cp = rewriter.checkpoint();
      rewriter.setInsertionPoint(op);
      boolean matched;
      depth++;
      try {
        matched = p.matchAndRewrite(op, rewriter);
        if (matched && legalizeResults(op, cp, false)) {
          return true;
        }
      } finally {
        depth--;
      }
      rewriter.rollback(cp);
    }
    // Unknown ops in partial mode may stay as they are.
    return mode == Mode.PARTIAL && target.legality(op) == ConversionTarget.Legality.UNKNOWN;
  }

  /**
   * MLIR's legalizeWithFold: folds {@code op} before any pattern runs. An in-place fold that makes
   * it legal ends here; a fold to values replaces it (constants materialized by its dialect right
   * before it, then legalized in turn). Anything else is undone.
   */
  private boolean legalizeWithFold(Operation op) {
    if (op.hasTrait(org.jmlir.ir.Trait.CONSTANT_LIKE)) {
      return false;
    }
    int cp = rewriter.checkpoint();
    List<org.jmlir.ir.rewrite.OpFoldResult> results;
    if (!cannotFail || op.numRegions() > 0) {
      rewriter.modifyOpInPlace(op, () -> {}); // an in-place fold may have to be undone
    }
    results = org.jmlir.ir.rewrite.OperationFolder.fold(op);
    if (results == null) {
      rewriter.discard(cp); // a folder that does not fold leaves the op as it was
      return false;
    }
    if (op.numRegions() > 0 && !outside(op, results)) {
      rewriter.rollback(cp);
      return false;
    }
    if (results.isEmpty()) {
      if (target.legality(op) == ConversionTarget.Legality.LEGAL) {
        return true;
      }
      // Folded in place: as MLIR's legalizeWithFold, legalize the changed op afresh (it may fold
      // further, e.g. extract_strided_metadata once it no longer reads through a memref.cast).
      depth++;
      try {
        return legalize(op);
      } finally {
        depth--;
      }
    }
    for (int i = 0; i < results.size(); i++) {
      if (results.get(i) instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded(org.jmlir.ir.Value v) && v == op.result(i)) {
        // A fold to the op's own result (in a graph region, x = 0 + x): no fold, the patterns lower it
        // (as MLIR after its fix of issue 159675; mlir-opt 22 loops forever here).
        rewriter.rollback(cp);
        return false;
      }
    }
    rewriter.setInsertionPoint(op);
    List<org.jmlir.ir.Value> values = new ArrayList<>(results.size());
    for (int i = 0; i < results.size(); i++) {
      switch (results.get(i)) {
        case org.jmlir.ir.rewrite.OpFoldResult.Folded(org.jmlir.ir.Value v) -> values.add(v);
        case org.jmlir.ir.rewrite.OpFoldResult.Constant(org.jmlir.ir.attr.Attribute a) -> {
          org.jmlir.ir.Dialect d = op.context().getOrLoadDialect(op.def().dialectNamespace());
          Operation c = d == null ? null : d.materializeConstant(a, op.result(i).type(), op.location());
          if (c == null) {
            rewriter.rollback(cp);
            return false;
          }
          rewriter.insert(c);
          values.add(c.result(0));
        }
      }
    }
    rewriter.replaceOp(op, values);
    depth++;
    try {
      // As MLIR's legalizeWithFold, the constants a fold made must legalize (legal, or lowered by
      // a pattern): one the target does not know undoes the fold, even in a partial conversion.
      if (legalizeResults(op, cp, true)) {
        return true;
      }
    } finally {
      depth--;
    }
    rewriter.rollback(cp);
    return false;
  }

  /**
   * For an op with regions, only a fold to values defined outside it is taken (e.g. an empty
   * vector.mask to what it yields, as MLIR's driver folds it); folds in place or to values of its
   * own regions are undone and left to the patterns.
   */
  private static boolean outside(Operation op, List<org.jmlir.ir.rewrite.OpFoldResult> results) {
    if (results.isEmpty()) {
      return false;
    }
    for (org.jmlir.ir.rewrite.OpFoldResult r : results) {
      if (!(r instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded(org.jmlir.ir.Value v))) {
        continue;
      }
      Operation def = v instanceof org.jmlir.ir.BlockArgument a ? a.owner().parentOp() : v.definingOp();
      for (Operation o = def; o != null; o = o.parentOp()) {
        if (o == op) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean legalizeResults(Operation op, int checkpoint, boolean fold) {
    // The op must be gone, or legal after an in-place update.
    if (!rewriter.isReplaced(op) && target.legality(op) != ConversionTarget.Legality.LEGAL
        && !(mode == Mode.PARTIAL && target.legality(op) == ConversionTarget.Legality.UNKNOWN)) {
      return false;
    }
    for (Operation created : rewriter.createdSince(checkpoint)) {
      if (created.numRegions() == 0) {
        if (!legalize(created) && (fold || mode == Mode.FULL || target.isIllegal(created))) {
          return false;
        }
        if (fold && !rewriter.isReplaced(created) && target.legality(created) != ConversionTarget.Legality.LEGAL) {
          return false; // left as it was: not legalized
        }
        continue;
      }
      // The created op and what its regions hold, skipping unreachable blocks as the driver's own
      // worklist does (a function body moved into the new op keeps its dead blocks unconverted).
      List<Operation> nested = new ArrayList<>();
      nested.add(created);
      collect(created, nested);
      for (Operation n : nested) {
        if (!legalize(n) && (mode == Mode.FULL || target.isIllegal(n))) {
          return false;
        }
      }
    }
    return true;
  }
}

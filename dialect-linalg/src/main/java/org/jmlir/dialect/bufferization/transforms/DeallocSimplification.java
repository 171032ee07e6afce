package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.bufferization.DeallocCanonicalization;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code buffer-deallocation-simplification} (MLIR 22's BufferDeallocationSimplification): the four
 * alias-analysis patterns on {@code bufferization.dealloc} and its canonicalization patterns, run by
 * the greedy driver (bottom-up, as a default GreedyRewriteConfig).
 */
final class DeallocSimplification extends Pass {
  DeallocSimplification(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return DeallocationPasses.SIMPLIFY;
  }

  @Override
  public String summary() {
    return DeallocationPasses.SIMPLIFY_SUMMARY;
  }

  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "arith", "memref");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    BufferOrigin analysis = new BufferOrigin(root);
    List<RewritePattern> patterns = new ArrayList<>(patterns(analysis));
    patterns.addAll(DeallocCanonicalization.patterns());
    GreedyRewriteConfig config = GreedyRewriteConfig.BOTTOM_UP;
    if (!GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), config).converged()) {
      pc.signalFailure();
    }
  }

  static List<RewritePattern> patterns(BufferOrigin a) {
    String d = "bufferization.dealloc";
    return List.of(
        new NamedPattern("RemoveDeallocMemrefsContainedInRetained", d, 1, (op, rw) -> containedInRetained(a, op, rw)),
        new NamedPattern("RemoveRetainedMemrefsGuaranteedToNotAlias", d, 1, (op, rw) -> retainedNotAliasing(a, op, rw)),
        new NamedPattern("SplitDeallocWhenNotAliasingAnyOther", d, 1, (op, rw) -> split(a, op, rw)),
        new NamedPattern("RetainedMemrefAliasingAlwaysDeallocatedMemref", d, 1, (op, rw) -> aliasingAlwaysDeallocated(a, op, rw)));
  }

  /** MLIR's distinctAllocAndBlockArgument: one is allocated inside the block the other is an argument of. */
  private static boolean distinctAllocAndBlockArgument(Value v1, Value v2) {
    Value b1 = BufferOrigin.viewBase(v1);
    Value b2 = BufferOrigin.viewBase(v2);
    return distinct(b1, b2) || distinct(b2, b1);
  }

  private static boolean distinct(Value alloc, Value arg) {
    Operation op = alloc.definingOp();
    if (op == null || !DeallocCanonicalization.allocates(op, alloc) || !(arg instanceof BlockArgument a)) {
      return false;
    }
    Block owner = a.owner();
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.block() == owner) {
        return true;
      }
    }
    return false;
  }

  private static boolean potentiallyAliases(BufferOrigin a, List<Value> others, Value memref) {
    for (Value other : others) {
      if (distinctAllocAndBlockArgument(other, memref)) {
        continue;
      }
      Boolean same = a.isSameAllocation(other, memref);
      if (same == null || same) {
        return true;
      }
    }
    return false;
  }

  /** RemoveDeallocMemrefsContainedInRetained's handleOneMemref. */
  private static boolean handleOneMemref(BufferOrigin a, Operation op, Value memref, Value cond, PatternRewriter rw) {
    rw.setInsertionPointAfter(op);
    List<Value> retained = DeallocCanonicalization.retained(op);
    boolean mustAlias = false;
    for (Value r : retained) {
      Boolean same = a.isSameAllocation(r, memref);
      if (same == null) {
        return false;
      }
      mustAlias |= same;
    }
    if (!mustAlias) {
      return false;
    }
    for (int i = 0; i < retained.size(); i++) {
      if (Boolean.TRUE.equals(a.isSameAllocation(retained.get(i), memref))) {
        Value updated = op.result(i);
        Value or = DeallocCanonicalization.or(rw, op, updated, cond);
        Operation orOp = or.definingOp();
        List<Operation> users = new ArrayList<>();
        List<OpOperand> uses = new ArrayList<>();
        for (OpOperand u = updated.firstUse(); u != null; u = u.nextUse()) {
          if (u.owner() != orOp) {
            uses.add(u);
            users.add(u.owner());
          }
        }
        for (OpOperand u : uses) {
          u.set(or);
        }
        for (Operation u : users) {
          rw.modifyOpInPlace(u, () -> {});
        }
      }
    }
    return true;
  }

  private static boolean containedInRetained(BufferOrigin a, Operation op, PatternRewriter rw) {
    List<Value> retained = DeallocCanonicalization.retained(op);
    Set<Value> unique = Collections.newSetFromMap(new IdentityHashMap<>());
    unique.addAll(retained);
    if (unique.size() != retained.size()) {
      return false;
    }
    List<Value> memrefs = DeallocCanonicalization.memrefs(op);
    List<Value> conds = DeallocCanonicalization.conditions(op);
    List<Value> newMemrefs = new ArrayList<>();
    List<Value> newConds = new ArrayList<>();
    for (int i = 0; i < memrefs.size(); i++) {
      Value m = memrefs.get(i);
      if (handleOneMemref(a, op, m, conds.get(i), rw)) {
        continue;
      }
      Operation d = m.definingOp();
      if (d != null && d.name().equals("memref.extract_strided_metadata") && handleOneMemref(a, op, d.operand(0), conds.get(i), rw)) {
        continue;
      }
      newMemrefs.add(m);
      newConds.add(conds.get(i));
    }
    return DeallocCanonicalization.updateIfChanged(op, newMemrefs, newConds, rw);
  }

  private static boolean retainedNotAliasing(BufferOrigin a, Operation op, PatternRewriter rw) {
    List<Value> memrefs = DeallocCanonicalization.memrefs(op);
    List<Value> retained = DeallocCanonicalization.retained(op);
    List<Value> newRetained = new ArrayList<>();
    List<Value> repl = new ArrayList<>();
    rw.setInsertionPoint(op);
    for (Value r : retained) {
      if (potentiallyAliases(a, memrefs, r)) {
        newRetained.add(r);
        repl.add(null);
        continue;
      }
      repl.add(DeallocCanonicalization.constantBool(rw, op, false));
    }
    if (newRetained.size() == retained.size()) {
      return false;
    }
    Operation n = DeallocCanonicalization.create(rw, op, memrefs, DeallocCanonicalization.conditions(op), newRetained);
    int i = 0;
    for (int k = 0; k < repl.size(); k++) {
      if (repl.get(k) == null) {
        repl.set(k, n.result(i++));
      }
    }
    rw.replaceOp(op, repl);
    return true;
  }

  private static boolean split(BufferOrigin a, Operation op, PatternRewriter rw) {
    List<Value> memrefs = DeallocCanonicalization.memrefs(op);
    if (memrefs.size() <= 1) {
      return false;
    }
    List<Value> conds = DeallocCanonicalization.conditions(op);
    List<Value> retained = DeallocCanonicalization.retained(op);
    List<Value> remainingM = new ArrayList<>();
    List<Value> remainingC = new ArrayList<>();
    List<List<Value>> updated = new ArrayList<>();
    rw.setInsertionPoint(op);
    for (int i = 0; i < memrefs.size(); i++) {
      List<Value> others = new ArrayList<>(memrefs);
      others.remove(i);
      if (potentiallyAliases(a, others, memrefs.get(i))) {
        remainingM.add(memrefs.get(i));
        remainingC.add(conds.get(i));
        continue;
      }
      Operation n = DeallocCanonicalization.create(rw, op, List.of(memrefs.get(i)), List.of(conds.get(i)), retained);
      updated.add(new ArrayList<>(n.results()));
    }
    if (remainingM.size() == memrefs.size()) {
      return false;
    }
    Operation rest = DeallocCanonicalization.create(rw, op, remainingM, remainingC, retained);
    List<Value> repl = new ArrayList<>(rest.results());
    for (List<Value> more : updated) {
      for (int i = 0; i < repl.size(); i++) {
        repl.set(i, DeallocCanonicalization.or(rw, op, repl.get(i), more.get(i)));
      }
    }
    rw.replaceOp(op, repl);
    return true;
  }

  private static boolean aliasingAlwaysDeallocated(BufferOrigin a, Operation op, PatternRewriter rw) {
    List<Value> memrefs = DeallocCanonicalization.memrefs(op);
    List<Value> conds = DeallocCanonicalization.conditions(op);
    List<Value> retained = DeallocCanonicalization.retained(op);
    boolean[] aliases = new boolean[retained.size()];
    List<Value> newMemrefs = new ArrayList<>();
    List<Value> newConds = new ArrayList<>();
    for (int m = 0; m < memrefs.size(); m++) {
      Value memref = memrefs.get(m);
      Value cond = conds.get(m);
      boolean drop = false;
      for (int i = 0; i < retained.size(); i++) {
        if (!Boolean.TRUE.equals(DeallocCanonicalization.constantBool(cond))) {
          continue;
        }
        if (Boolean.TRUE.equals(a.isSameAllocation(retained.get(i), memref))) {
          rw.replaceAllUsesWith(op.result(i), cond);
          aliases[i] = true;
          drop = true;
          continue;
        }
        Operation d = memref.definingOp();
        if (d == null || !d.name().equals("memref.extract_strided_metadata")) {
          continue;
        }
        if (Boolean.TRUE.equals(a.isSameAllocation(retained.get(i), d.operand(0)))) {
          rw.replaceAllUsesWith(op.result(i), cond);
          aliases[i] = true;
          drop = true;
        }
      }
      if (!drop) {
        newMemrefs.add(memref);
        newConds.add(cond);
      }
    }
    for (boolean b : aliases) {
      if (!b) {
        return false;
      }
    }
    return DeallocCanonicalization.updateIfChanged(op, newMemrefs, newConds, rw);
  }
}

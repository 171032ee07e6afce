package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;

/**
 * {@code affine-loop-coalescing} (MLIR's LoopCoalescing), for affine.for nests: pre-order, each
 * perfect nest is cut into bands whose bounds are all defined above the band's outermost loop
 * (innermost bands first); a band of normalized loops (lower bound 0, step 1; iteration
 * arguments only on the second loop, forwarded to its inits) becomes one loop up to the product of the upper bounds, each original induction
 * variable recovered by floordiv/mod of the running quotient. scf.for nests: see {@link ScfCoalescing}.
 */
public final class AffineLoopCoalescing extends Pass {
  public AffineLoopCoalescing(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-loop-coalescing";
  }

  @Override
  public String summary() {
    return "Coalesce nested loops with independent bounds into a single loop";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    visit(root);
  }

  /** A pre-order walk that looks at the current contents of each region after the op's own rewrite. */
  private static void visit(Operation op) {
    if (op instanceof AffineForOp f) {
      coalesceNest(f);
    } else if (op instanceof ForOp f) {
      ScfCoalescing.coalesceNest(f);
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        Operation cur = b.first();
        while (cur != null) {
          Operation next = cur.nextInBlock();
          visit(cur);
          cur = next;
        }
      }
    }
  }

  /** MLIR's getPerfectlyNestedLoops: each body holds only the next loop and its terminator. */
  static <T extends Operation> List<T> perfectNest(T root, Class<T> kind) {
    List<T> loops = new ArrayList<>();
    while (true) {
      loops.add(root);
      List<Operation> ops = root.region(0).front().operations();
      if (ops.size() != 2 || !kind.isInstance(ops.get(0))) {
        return loops;
      }
      root = kind.cast(ops.get(0));
    }
  }

  /**
   * The band search of MLIR's coalescePerfectlyNested*Loops: innermost band ends first, a band
   * starting at the first loop above which all its loops' bounds are defined (and, where given, at or
   * after the start of its iteration-argument chain); {@code coalesce} gets each band's [start, end).
   */
  static void forEachBand(int[] definedAboveIndex, int[] chainStart, java.util.function.BiConsumer<Integer, Integer> coalesce) {
    for (int end = definedAboveIndex.length; end > 0; end--) {
      int start = 0;
      for (; start < end - 1; start++) {
        int max = 0;
        for (int k = start; k < end; k++) {
          max = Math.max(max, definedAboveIndex[k]);
        }
        if (max > start || (chainStart != null && chainStart[end - 1] > start)) {
          continue;
        }
        coalesce.accept(start, end);
        break;
      }
      if (start != end - 1) {
        end = start + 1;
      }
    }
  }

  static boolean definedAbove(List<Value> values, Region region) {
    for (Value v : values) {
      Region r = v.parentRegion();
      if (r != null && region.isAncestor(r)) {
        return false;
      }
    }
    return true;
  }

  private static void coalesceNest(AffineForOp op) {
    List<AffineForOp> loops = perfectNest(op, AffineForOp.class);
    if (loops.size() <= 1) {
      return;
    }
    int n = loops.size();
    int[] definedAboveIndex = new int[n];
    for (int i = 0; i < n; i++) {
      definedAboveIndex[i] = i;
      for (int j = 0; j < i; j++) {
        if (definedAbove(loops.get(i).operands(), loops.get(j).region(0))) {
          definedAboveIndex[i] = j;
          break;
        }
      }
    }
    forEachBand(definedAboveIndex, null, (start, end) -> coalesce(loops.subList(start, end)));
  }

  private static Value boundValue(OpBuilder b, Location loc, AffineForOp loop) {
    AffineMap ub = loop.upperBoundMap();
    List<Value> operands = new ArrayList<>(loop.upperBoundOperands());
    if (ub.numResults() == 1) {
      return AffineLoopUtils.apply(b, loc, ub, operands);
    }
    OperationState s = new OperationState(b.context(), AffineMapOp.MIN, loc);
    s.addOperands(operands);
    s.addAttribute("map", AffineMapAttr.get(b.context(), ub));
    s.addType(IndexType.get(b.context()));
    return b.create(s).result(0);
  }

  /** MLIR's affine::coalesceLoops on one band. */
  private static void coalesce(List<AffineForOp> loops) {
    if (loops.size() < 2) {
      return;
    }
    for (AffineForOp loop : loops) {
      Long lb = AffineLoopUtils.constantLowerBound(loop);
      if (loop.step() != 1 || lb == null || lb != 0) {
        return;
      }
    }
    // Upstream forwards only the second loop's iteration arguments (to its inits) and erases it with
    // its results: other shapes would leave dangling uses there, so they stay as they are here.
    for (int i = 1; i < loops.size(); i++) {
      AffineForOp loop = loops.get(i);
      if ((i > 1 && !loop.inits().isEmpty()) || (i == 1 && !allResultsUnused(loop))) {
        return;
      }
    }
    AffineForOp outermost = loops.get(0);
    AffineForOp innermost = loops.get(loops.size() - 1);
    Location loc = outermost.location();
    OpBuilder b = new OpBuilder(outermost.context());
    b.setInsertionPoint(outermost);
    AffineExpr d0 = AffineExpr.dim(0);
    AffineExpr s0 = AffineExpr.symbol(0);
    List<Value> bounds = new ArrayList<>();
    Value prev = boundValue(b, loc, outermost);
    bounds.add(prev);
    for (AffineForOp loop : loops.subList(1, loops.size())) {
      Value ub = boundValue(b, loc, loop);
      bounds.add(ub);
      prev = AffineLoopUtils.apply(b, loc, new AffineMap(1, 1, List.of(d0.mul(s0))), List.of(prev, ub));
    }
    AffineLoopUtils.setBounds(outermost, outermost.lowerBoundMap(), new ArrayList<>(outermost.lowerBoundOperands()),
        new AffineMap(0, 1, List.of(s0)), List.of(prev));
    b.setInsertionPointToStart(outermost.body());
    Value previous = outermost.body().argument(0);
    Region innerRegion = innermost.region(0);
    for (int idx = loops.size(); idx > 0; idx--) {
      if (idx != loops.size()) {
        previous = AffineLoopUtils.apply(b, loc, new AffineMap(1, 1, List.of(d0.floorDiv(s0))),
            List.of(previous, bounds.get(idx)));
      }
      Value iv = idx == 1 ? previous
          : AffineLoopUtils.apply(b, loc, new AffineMap(1, 1, List.of(d0.mod(s0))), List.of(previous, bounds.get(idx - 1)));
      Value old = loops.get(idx - 1).body().argument(0);
      for (OpOperand use : new ArrayList<>(old.uses())) {
        if (innerRegion.isAncestor(use.owner().parentRegion())) {
          use.set(iv);
        }
      }
    }
    AffineForOp second = loops.get(1);
    Block innerBody = innermost.body();
    innerBody.terminator().erase();
    Block outerBody = outermost.body();
    for (Operation o : new ArrayList<>(innerBody.operations())) {
      o.remove();
      outerBody.insertBefore(second, o);
    }
    for (int k = 0; k < second.inits().size(); k++) {
      second.body().argument(k + 1).replaceAllUsesWith(second.inits().get(k));
    }
    second.erase();
  }

  private static boolean allResultsUnused(Operation op) {
    for (int i = 0; i < op.numResults(); i++) {
      if (!op.result(i).hasNoUses()) {
        return false;
      }
    }
    return true;
  }
}

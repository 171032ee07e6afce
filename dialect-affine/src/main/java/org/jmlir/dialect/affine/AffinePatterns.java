package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/** The canonicalization patterns of the affine ops, under MLIR's pattern names (AffineOps.cpp). */
final class AffinePatterns {
  private AffinePatterns() {}

  /** SimplifyAffineOp for affine.apply/min/max: compose producers, canonicalize, simplify. */
  static CanonicalizationPatterns mapOp(String name) {
    List<RewritePattern> p = new ArrayList<>();
    // MLIR's order: CanonicalizeSingleResult, Deduplicate, Merge, SimplifyAffineOp, ExprAndTermOrder.
    if (!name.equals("affine.apply")) {
      p.add(new NamedPattern("CanonicalizeSingleResultAffineMinMaxOp", name, 1, AffinePatterns::singleResult));
      p.add(new NamedPattern("DeduplicateAffineMinMaxExpressions", name, 1, AffinePatterns::deduplicate));
      p.add(new NamedPattern("MergeAffineMinMaxOp", name, 1, AffinePatterns::mergeMinMax));
    }
    p.add(new NamedPattern("SimplifyAffineOp", name, 1, AffinePatterns::simplifyMapOp));
    if (!name.equals("affine.apply")) {
      p.add(new NamedPattern("CanonicalizeAffineMinMaxOpExprAndTermOrder", name, 1, AffinePatterns::sortTerms));
    }
    return new CanonicalizationPatterns(p);
  }

  /** AffineForEmptyLoopFolder: a loop whose body only yields gives its results without running. */
  static CanonicalizationPatterns forOp() {
    return new CanonicalizationPatterns(List.of(new NamedPattern("AffineForEmptyLoopFolder", "affine.for", 1, AffinePatterns::emptyLoop)));
  }

  static Long constantTripCount(AffineForOp f) {
    AffineMap lb = f.lowerBoundMap();
    AffineMap ub = f.upperBoundMap();
    if (lb.numResults() != 1 || ub.numResults() != 1
        || !(lb.results().get(0) instanceof org.jmlir.ir.affine.AffineConstantExpr l)
        || !(ub.results().get(0) instanceof org.jmlir.ir.affine.AffineConstantExpr u)) {
      return null;
    }
    return u.value() <= l.value() ? 0L : Math.ceilDiv(u.value() - l.value(), f.step());
  }

  private static boolean emptyLoop(Operation op, PatternRewriter rewriter) {
    AffineForOp f = (AffineForOp) op;
    org.jmlir.ir.Block body = f.body();
    if (body.first() != body.last() || op.numResults() == 0) {
      return false;
    }
    Long trips = constantTripCount(f);
    if (trips != null && trips == 0) {
      rewriter.replaceOp(op, new ArrayList<>(f.inits()));
      return true;
    }
    List<? extends Value> iterArgs = body.arguments().subList(1, body.numArguments());
    List<Value> replacements = new ArrayList<>();
    boolean outside = false;
    boolean outOfOrder = false;
    Operation yield = body.last();
    for (int i = 0; i < yield.numOperands(); i++) {
      Value v = yield.operand(i);
      if (v == body.argument(0)) {
        return false;
      }
      int pos = iterArgs.indexOf(v);
      if (pos < 0) {
        outside = true;
        replacements.add(v);
      } else {
        outOfOrder |= pos != i;
        replacements.add(f.inits().get(pos));
      }
    }
    if (trips == null && (outside || outOfOrder) || trips != null && trips >= 2 && outOfOrder) {
      return false;
    }
    rewriter.replaceOp(op, replacements);
    return true;
  }

  /** SimplifyAffineOp for affine.load/store: the subscript map. */
  /** affine.if: SimplifyDeadElse, AlwaysTrueOrFalseIf. */
  static CanonicalizationPatterns ifOp() {
    return new CanonicalizationPatterns(List.of(
        new NamedPattern("SimplifyDeadElse", "affine.if", 1, AffinePatterns::deadElse),
        new NamedPattern("AlwaysTrueOrFalseIf", "affine.if", 1, AffinePatterns::trivialIf)));
  }

  /** An else block holding only its yield, of an if without results, is dropped. */
  private static boolean deadElse(Operation op, PatternRewriter rewriter) {
    org.jmlir.ir.Region elseRegion = op.region(1);
    if (elseRegion.isEmpty() || elseRegion.front().size() != 1 || op.numResults() != 0) {
      return false;
    }
    rewriter.modifyOpInPlace(op, () -> rewriter.eraseBlock(elseRegion.front()));
    return true;
  }

  /** A condition that is the empty set (1 == 0) or the universe (0 == 0) inlines the block that runs. */
  private static boolean trivialIf(Operation op, PatternRewriter rewriter) {
    org.jmlir.ir.affine.IntegerSet set = ((AffineIfOp) op).condition();
    boolean empty = set.constraints().size() == 1 && set.eqFlags().get(0)
        && set.constraints().get(0) instanceof org.jmlir.ir.affine.AffineConstantExpr c && c.value() == 1;
    boolean universe = set.constraints().size() == 1 && set.eqFlags().get(0)
        && set.constraints().get(0) instanceof org.jmlir.ir.affine.AffineConstantExpr c && c.value() == 0;
    org.jmlir.ir.Block block;
    if (empty) {
      if (op.numResults() == 0 && (op.region(1).isEmpty() || op.region(1).front().isEmpty())) {
        rewriter.eraseOp(op);
        return true;
      }
      block = op.region(1).front();
    } else if (universe) {
      block = op.region(0).front();
    } else {
      return false;
    }
    Operation yield = block.terminator();
    List<Value> results = new ArrayList<>(yield.operands());
    rewriter.inlineBlockBefore(block, op, List.of());
    rewriter.replaceOp(op, results);
    rewriter.eraseOp(yield);
    return true;
  }

  /**
   * MergeAffineMinMaxOp: results that are just a dim or symbol bound to an affine.min (max) of the
   * same kind are replaced by that op's results, its operands appended (dims after the dims,
   * symbols after the symbols).
   */
  private static boolean mergeMinMax(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    AffineMap map = m.map();
    List<Value> dims = new ArrayList<>(m.operands().subList(0, map.numDims()));
    List<Value> syms = new ArrayList<>(m.operands().subList(map.numDims(), m.numOperands()));
    List<AffineExpr> exprs = new ArrayList<>();
    List<AffineMapOp> producers = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      Value v = e instanceof org.jmlir.ir.affine.AffineSymbolExpr s ? syms.get(s.position())
          : e instanceof org.jmlir.ir.affine.AffineDimExpr d ? dims.get(d.position()) : null;
      if (v != null && v.definingOp() instanceof AffineMapOp p && p.def() == m.def()) {
        producers.add(p);
      } else {
        exprs.add(e);
      }
    }
    if (producers.isEmpty()) {
      return false;
    }
    int usedDims = map.numDims();
    int usedSyms = map.numSymbols();
    for (AffineMapOp p : producers) {
      AffineMap pm = p.map();
      dims.addAll(p.operands().subList(0, pm.numDims()));
      syms.addAll(p.operands().subList(pm.numDims(), p.numOperands()));
      AffineExpr[] dimShift = new AffineExpr[pm.numDims()];
      for (int i = 0; i < dimShift.length; i++) {
        dimShift[i] = AffineExpr.dim(usedDims + i);
      }
      AffineExpr[] symShift = new AffineExpr[pm.numSymbols()];
      for (int i = 0; i < symShift.length; i++) {
        symShift[i] = AffineExpr.symbol(usedSyms + i);
      }
      for (AffineExpr e : pm.results()) {
        exprs.add(e.replaceDimsAndSymbols(dimShift, symShift));
      }
      usedDims += pm.numDims();
      usedSyms += pm.numSymbols();
    }
    List<Value> operands = new ArrayList<>(dims);
    operands.addAll(syms);
    replaceMapOp(m, rewriter, new AffineMap(usedDims, usedSyms, exprs), operands, m.def().name());
    return true;
  }

  static CanonicalizationPatterns memoryOp(String name) {
    return new CanonicalizationPatterns(List.of(new NamedPattern("SimplifyAffineOp", name, 1, AffinePatterns::simplifyMemoryOp)));
  }

  private static boolean simplifyMapOp(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    AffineMapOperands c = new AffineMapOperands(m.map(), m.operands()).compose().canonicalize();
    AffineMapOperands r = new AffineMapOperands(AffineBoundSimplifier.simplify(c.map(), c.operands()), c.operands());
    if (!r.differsFrom(m.map(), m.operands())) {
      return false;
    }
    replaceMapOp(m, rewriter, r.map(), r.operands(), m.def().name());
    return true;
  }

  private static void replaceMapOp(AffineMapOp op, PatternRewriter rewriter, AffineMap map, List<Value> operands, String name) {
    OperationState s = new OperationState(rewriter.context(), op.context().opDef(name), op.location());
    s.addOperands(operands).addType(op.result(0).type());
    s.addAttribute("map", AffineMapAttr.get(rewriter.context(), map));
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp(op, s);
  }

  private static boolean simplifyMemoryOp(Operation op, PatternRewriter rewriter) {
    int first = op.def() == AffineMemoryOp.STORE || op.def() == AffineVectorMemoryOp.STORE ? 2 : 1;
    AffineMap map = ((AffineMapAttr) op.attr("map")).map();
    List<Value> mapOperands = op.operands().subList(first, op.numOperands());
    AffineMapOperands c = new AffineMapOperands(map, mapOperands).compose().canonicalize();
    AffineMapOperands r = new AffineMapOperands(AffineBoundSimplifier.simplify(c.map(), c.operands()), c.operands());
    if (!r.differsFrom(map, mapOperands)) {
      return false;
    }
    List<Value> operands = new ArrayList<>(op.operands().subList(0, first));
    operands.addAll(r.operands());
    rewriter.modifyOpInPlace(
        op,
        () -> {
          op.setOperands(operands);
          op.setAttr("map", AffineMapAttr.get(rewriter.context(), r.map()));
        });
    return true;
  }

  private static boolean deduplicate(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    List<AffineExpr> unique = new ArrayList<>();
    for (AffineExpr e : m.map().results()) {
      if (!unique.contains(e)) {
        unique.add(e);
      }
    }
    if (unique.size() == m.map().numResults()) {
      return false;
    }
    replaceMapOp(m, rewriter, new AffineMap(m.map().numDims(), m.map().numSymbols(), unique), m.operands(), m.def().name());
    return true;
  }

  /** MLIR's canonicalizeMapExprAndTermOrder: results sorted by their flat forms, when all are pure and local-free. */
  private static boolean sortTerms(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    AffineMap map = m.map();
    int n = map.numResults();
    long[][] flat = new long[n][];
    for (int i = 0; i < n; i++) {
      flat[i] = AffineFlattener.flatten(map.results().get(i), map.numDims(), map.numSymbols(), null);
      if (flat[i] == null || flat[i].length != map.numInputs() + 1) {
        return false;
      }
    }
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Arrays.compare(flat[a], flat[b]));
    boolean sorted = true;
    for (int i = 0; i < n; i++) {
      sorted &= order[i] == i;
    }
    if (sorted) {
      return false;
    }
    List<AffineExpr> r = new ArrayList<>();
    for (int i : order) {
      r.add(map.results().get(i));
    }
    replaceMapOp(m, rewriter, new AffineMap(map.numDims(), map.numSymbols(), r), m.operands(), m.def().name());
    return true;
  }

  private static boolean singleResult(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    if (m.map().numResults() != 1) {
      return false;
    }
    replaceMapOp(m, rewriter, m.map(), m.operands(), "affine.apply");
    return true;
  }
}

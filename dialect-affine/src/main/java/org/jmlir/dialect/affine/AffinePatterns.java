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
    p.add(new NamedPattern("SimplifyAffineOp", name, 1, AffinePatterns::simplifyMapOp));
    if (!name.equals("affine.apply")) {
      p.add(new NamedPattern("DeduplicateAffineMinMaxExpressions", name, 1, AffinePatterns::deduplicate));
      p.add(new NamedPattern("CanonicalizeAffineMinMaxOpExprAndTermOrder", name, 1, AffinePatterns::sortTerms));
      p.add(new NamedPattern("CanonicalizeSingleResultAffineMinMaxOp", name, 1, AffinePatterns::singleResult));
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
  static CanonicalizationPatterns memoryOp(String name) {
    return new CanonicalizationPatterns(List.of(new NamedPattern("SimplifyAffineOp", name, 1, AffinePatterns::simplifyMemoryOp)));
  }

  private static boolean simplifyMapOp(Operation op, PatternRewriter rewriter) {
    AffineMapOp m = (AffineMapOp) op;
    AffineMapOperands r = new AffineMapOperands(m.map(), m.operands()).compose().canonicalize();
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
    AffineMemoryOp m = (AffineMemoryOp) op;
    int first = m.def() == AffineMemoryOp.STORE ? 2 : 1;
    List<Value> mapOperands = op.operands().subList(first, op.numOperands());
    AffineMapOperands r = new AffineMapOperands(m.map(), mapOperands).compose().canonicalize();
    if (!r.differsFrom(m.map(), mapOperands)) {
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

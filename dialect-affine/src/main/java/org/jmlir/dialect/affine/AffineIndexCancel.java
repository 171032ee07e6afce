package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;

/**
 * MLIR 22's CancelLinearizeOfDelinearizePortion: a run of consecutive delinearize results linearized
 * again with the same basis entries becomes one index of their product (the delinearization itself
 * when the run covers all its results), the other uses of the run reading a residual delinearization.
 */
final class AffineIndexCancel {
  private AffineIndexCancel() {}

  private record Match(AffineIndexOp delinearize, int linStart, int delinStart, int length) {}

  static boolean cancelPortion(Operation op, PatternRewriter rw) {
    AffineIndexOp lin = (AffineIndexOp) op;
    List<OpFoldResult> linBasis = lin.paddedBasis();
    List<Value> multi = lin.multiIndex();
    int numArgs = multi.size();
    List<Match> matches = new ArrayList<>();
    Set<Operation> matched = new HashSet<>();
    int i = 0;
    while (i < numArgs) {
      if (!(multi.get(i) instanceof OpResult r) || !(r.owner() instanceof AffineIndexOp d) || d.isLinearize()) {
        i++;
        continue;
      }
      int delinIdx = r.index();
      List<OpFoldResult> delinBasis = d.paddedBasis();
      OpFoldResult firstDelin = delinBasis.get(delinIdx);
      boolean boundsMatch = Objects.equals(firstDelin, linBasis.get(i));
      boolean bothAtFront = i == 0 && delinIdx == 0;
      boolean knownByDisjoint = lin.disjoint() && delinIdx == 0 && firstDelin == null;
      if (!boundsMatch && !bothAtFront && !knownByDisjoint) {
        i++;
        continue;
      }
      int j = 1;
      for (; j + i < numArgs && j + delinIdx < d.numResults(); j++) {
        if (multi.get(i + j) != d.result(delinIdx + j) || !Objects.equals(linBasis.get(i + j), delinBasis.get(delinIdx + j))) {
          break;
        }
      }
      if (j <= 1 || !matched.add(d)) {
        i++;
        continue;
      }
      matches.add(new Match(d, i, delinIdx, j));
      i += j;
    }
    if (matches.isEmpty()) {
      return false;
    }
    List<List<Value>> replacements = new ArrayList<>();
    List<Value> newIndex = new ArrayList<>();
    List<OpFoldResult> newBasis = new ArrayList<>();
    int prevEnd = 0;
    for (Match m : matches) {
      newIndex.addAll(multi.subList(prevEnd, m.linStart));
      newBasis.addAll(linBasis.subList(prevEnd, m.linStart));
      prevEnd = m.linStart + m.length;
      rw.setInsertionPoint(m.delinearize);
      List<OpFoldResult> toMerge = new ArrayList<>(linBasis.subList(m.linStart, m.linStart + m.length));
      OpFoldResult newSize = product(rw, lin.location(), toMerge);
      if (m.length == m.delinearize.numResults()) {
        newIndex.add(m.delinearize.linearIndex());
        newBasis.add(newSize);
        replacements.add(List.of());
        continue;
      }
      List<OpFoldResult> newDelinBasis = new ArrayList<>(m.delinearize.paddedBasis());
      newDelinBasis.subList(m.delinStart, m.delinStart + m.length).clear();
      newDelinBasis.add(m.delinStart, newSize);
      Operation newDelin = AffineIndexOp.delinearize(rw, m.delinearize.location(), m.delinearize.linearIndex(), newDelinBasis, true);
      Value combined = newDelin.result(m.delinStart);
      Operation residual = AffineIndexOp.delinearize(rw, m.delinearize.location(), combined, toMerge, true);
      List<Value> results = new ArrayList<>(newDelin.results().subList(0, m.delinStart));
      results.addAll(residual.results());
      results.addAll(newDelin.results().subList(m.delinStart + 1, newDelin.numResults()));
      replacements.add(results);
      newIndex.add(combined);
      newBasis.add(newSize);
    }
    newIndex.addAll(multi.subList(prevEnd, numArgs));
    newBasis.addAll(linBasis.subList(prevEnd, linBasis.size()));
    rw.setInsertionPoint(op);
    Value v = AffineIndexOp.linearize(rw, op.location(), newIndex, newBasis, lin.disjoint());
    rw.replaceOp(op, List.of(v));
    for (int k = 0; k < matches.size(); k++) {
      if (!replacements.get(k).isEmpty()) {
        rw.replaceOp(matches.get(k).delinearize, replacements.get(k));
      }
    }
    return true;
  }

  /** MLIR's computeProduct: a constant, or an affine.apply of the dynamic terms' product; null if a term is. */
  private static OpFoldResult product(PatternRewriter rw, Location loc, List<OpFoldResult> terms) {
    AffineExpr result = AffineExpr.constant(1);
    List<Value> dynamic = new ArrayList<>();
    for (OpFoldResult t : terms) {
      if (t == null) {
        return null;
      }
      Long c = AffineIndexOp.constantInt(t);
      if (c != null) {
        result = result.mul(AffineExpr.constant(c));
      } else {
        result = result.mul(AffineExpr.symbol(dynamic.size()));
        dynamic.add(((OpFoldResult.Folded) t).value());
      }
    }
    if (result instanceof AffineConstantExpr c) {
      return OpFoldResult.of(ShapedFolds.index(rw.context(), c.value()));
    }
    OperationState s = new OperationState(rw.context(), AffineMapOp.APPLY, loc);
    s.addOperands(dynamic).addType(IndexType.get(rw.context()));
    s.addAttribute("map", AffineMapAttr.get(rw.context(), new AffineMap(0, dynamic.size(), List.of(result))));
    return OpFoldResult.of(rw.create(s).result(0));
  }
}

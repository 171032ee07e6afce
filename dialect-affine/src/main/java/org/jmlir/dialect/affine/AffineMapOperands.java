package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OperationFolder;

/**
 * An affine map with its operands, and MLIR's canonical rewrites of the pair (AffineOps.cpp):
 * composing producer affine.apply ops into the map, promoting dims that are valid symbols to symbols
 * (and demoting symbols that are not), dropping unused and duplicate operands, folding constant
 * symbols into the map, and simplifying the result expressions.
 */
public record AffineMapOperands(AffineMap map, List<Value> operands) {
  public AffineMapOperands {
    operands = new ArrayList<>(operands);
  }

  // ---- valid symbols -------------------------------------------------------------------------

  /** MLIR's isValidSymbol(Value) (see {@link AffineValidity}). */
  public static boolean isValidSymbol(Value v) {
    return AffineValidity.isValidSymbol(v);
  }

  // ---- canonicalization ----------------------------------------------------------------------

  /** MLIR's canonicalizeMapAndOperands. */
  public AffineMapOperands canonicalize() {
    if (operands.isEmpty()) {
      return this;
    }
    AffineMapOperands m = promoteSymbols().demoteDims();
    AffineMap map = m.map;
    List<Value> ops = m.operands;
    boolean[] usedDims = new boolean[map.numDims()];
    boolean[] usedSyms = new boolean[map.numSymbols()];
    for (AffineExpr e : map.results()) {
      markUsed(e, usedDims, usedSyms);
    }
    List<Value> result = new ArrayList<>();
    Map<Value, AffineExpr> seen = new LinkedHashMap<>();
    AffineExpr[] dimRemap = new AffineExpr[map.numDims()];
    int nextDim = 0;
    for (int i = 0; i < map.numDims(); i++) {
      if (!usedDims[i]) {
        continue;
      }
      AffineExpr prior = seen.get(ops.get(i));
      if (prior == null) {
        dimRemap[i] = AffineExpr.dim(nextDim++);
        result.add(ops.get(i));
        seen.put(ops.get(i), dimRemap[i]);
      } else {
        dimRemap[i] = prior;
      }
    }
    seen.clear();
    AffineExpr[] symRemap = new AffineExpr[map.numSymbols()];
    int nextSym = 0;
    for (int i = 0; i < map.numSymbols(); i++) {
      if (!usedSyms[i]) {
        continue;
      }
      Value v = ops.get(map.numDims() + i);
      if (OperationFolder.constantValue(v) instanceof IntegerAttr c) {
        symRemap[i] = AffineExpr.constant(c.longValue());
        continue;
      }
      AffineExpr prior = seen.get(v);
      if (prior == null) {
        symRemap[i] = AffineExpr.symbol(nextSym++);
        result.add(v);
        seen.put(v, symRemap[i]);
      } else {
        symRemap[i] = prior;
      }
    }
    return new AffineMapOperands(replace(map, dimRemap, symRemap, nextDim, nextSym), result);
  }

  private static void markUsed(AffineExpr e, boolean[] dims, boolean[] syms) {
    switch (e) {
      case AffineDimExpr d -> dims[d.position()] = true;
      case AffineSymbolExpr s -> syms[s.position()] = true;
      case AffineBinaryExpr b -> {
        markUsed(b.lhs(), dims, syms);
        markUsed(b.rhs(), dims, syms);
      }
      default -> {}
    }
  }

  /** MLIR's canonicalizePromotedSymbols: dims whose operand is a valid symbol become new symbols. */
  private AffineMapOperands promoteSymbols() {
    int nd = map.numDims();
    int oldSyms = map.numSymbols();
    List<Value> result = new ArrayList<>();
    List<Value> promoted = new ArrayList<>();
    AffineExpr[] dimRemap = new AffineExpr[nd];
    int nextDim = 0;
    for (int i = 0; i < nd; i++) {
      Value v = operands.get(i);
      if (isValidSymbol(v)) {
        dimRemap[i] = AffineExpr.symbol(oldSyms + promoted.size());
        promoted.add(v);
      } else {
        dimRemap[i] = AffineExpr.dim(nextDim++);
        result.add(v);
      }
    }
    result.addAll(operands.subList(nd, operands.size()));
    result.addAll(promoted);
    AffineExpr[] symRemap = new AffineExpr[oldSyms];
    for (int i = 0; i < oldSyms; i++) {
      symRemap[i] = AffineExpr.symbol(i);
    }
    return new AffineMapOperands(replace(map, dimRemap, symRemap, nextDim, oldSyms + promoted.size()), result);
  }

  /** MLIR's legalizeDemotedDims: symbols whose operand is a valid dim but no valid symbol become trailing dims. */
  private AffineMapOperands demoteDims() {
    int nd = map.numDims();
    List<Value> newDims = new ArrayList<>();
    List<Value> newSyms = new ArrayList<>();
    AffineExpr[] symRemap = new AffineExpr[map.numSymbols()];
    for (int i = 0; i < map.numSymbols(); i++) {
      Value v = operands.get(nd + i);
      if (isValidSymbol(v) || !AffineValidity.isValidDim(v)) {
        symRemap[i] = AffineExpr.symbol(newSyms.size());
        newSyms.add(v);
      } else {
        symRemap[i] = AffineExpr.dim(nd + newDims.size());
        newDims.add(v);
      }
    }
    if (newDims.isEmpty()) {
      return this;
    }
    AffineExpr[] dimRemap = new AffineExpr[nd];
    for (int i = 0; i < nd; i++) {
      dimRemap[i] = AffineExpr.dim(i);
    }
    List<Value> result = new ArrayList<>(operands.subList(0, nd));
    result.addAll(newDims);
    result.addAll(newSyms);
    return new AffineMapOperands(replace(map, dimRemap, symRemap, nd + newDims.size(), newSyms.size()), result);
  }

  static AffineMap replace(AffineMap map, AffineExpr[] dims, AffineExpr[] syms, int numDims, int numSyms) {
    List<AffineExpr> r = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      r.add(e.replaceDimsAndSymbols(dims, syms));
    }
    return new AffineMap(numDims, numSyms, r);
  }

  // ---- composition ---------------------------------------------------------------------------

  /**
   * MLIR's composeAffineMapAndOperands: every operand produced by an affine.apply is replaced by
   * that apply's expression over its own operands (repeatedly), then the pair is canonicalized and
   * the map simplified.
   */
  public AffineMapOperands compose() {
    if (map.numResults() == 0) {
      AffineMapOperands c = canonicalize();
      return new AffineMapOperands(AffineFlattener.simplify(c.map), c.operands);
    }
    List<Value> dims = new ArrayList<>(operands.subList(0, map.numDims()));
    List<Value> syms = new ArrayList<>(operands.subList(map.numDims(), operands.size()));
    AffineMap cur = map;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int pos = 0; pos < dims.size() + syms.size(); pos++) {
        AffineMap next = replaceDimOrSym(cur, pos, dims, syms);
        if (next != null) {
          cur = next;
          changed = true;
          break;
        }
      }
    }
    List<Value> ops = new ArrayList<>();
    AffineExpr[] dimRepl = new AffineExpr[dims.size()];
    AffineExpr[] symRepl = new AffineExpr[syms.size()];
    int nDims = 0;
    int nSyms = 0;
    for (int i = 0; i < dims.size(); i++) {
      if (dims.get(i) == null) {
        dimRepl[i] = AffineExpr.constant(0);
      } else {
        dimRepl[i] = AffineExpr.dim(nDims++);
        ops.add(dims.get(i));
      }
    }
    for (int i = 0; i < syms.size(); i++) {
      if (syms.get(i) == null) {
        symRepl[i] = AffineExpr.constant(0);
      } else {
        symRepl[i] = AffineExpr.symbol(nSyms++);
        ops.add(syms.get(i));
      }
    }
    AffineMapOperands c = new AffineMapOperands(replace(cur, dimRepl, symRepl, nDims, nSyms), ops).canonicalize();
    return new AffineMapOperands(AffineFlattener.simplify(c.map), c.operands);
  }

  private static AffineMap replaceDimOrSym(AffineMap map, int position, List<Value> dims, List<Value> syms) {
    boolean isDim = position < dims.size();
    int pos = isDim ? position : position - dims.size();
    Value v = isDim ? dims.get(pos) : syms.get(pos);
    if (v == null || !(v.definingOp() instanceof AffineMapOp apply) || apply.def() != AffineMapOp.APPLY) {
      return null;
    }
    if (isDim) {
      dims.set(pos, null);
    } else {
      syms.set(pos, null);
    }
    AffineMapOperands inner = new AffineMapOperands(apply.map(), apply.operands()).canonicalize();
    AffineMap composeMap = inner.map;
    AffineExpr[] shiftDims = new AffineExpr[composeMap.numDims()];
    for (int i = 0; i < shiftDims.length; i++) {
      shiftDims[i] = AffineExpr.dim(dims.size() + i);
    }
    AffineExpr[] shiftSyms = new AffineExpr[composeMap.numSymbols()];
    for (int i = 0; i < shiftSyms.length; i++) {
      shiftSyms[i] = AffineExpr.symbol(syms.size() + i);
    }
    AffineExpr replacement = composeMap.results().get(0).replaceDimsAndSymbols(shiftDims, shiftSyms);
    dims.addAll(inner.operands.subList(0, composeMap.numDims()));
    syms.addAll(inner.operands.subList(composeMap.numDims(), inner.operands.size()));
    AffineExpr[] dimRepl = new AffineExpr[map.numDims()];
    for (int i = 0; i < dimRepl.length; i++) {
      dimRepl[i] = isDim && i == pos ? replacement : AffineExpr.dim(i);
    }
    AffineExpr[] symRepl = new AffineExpr[map.numSymbols()];
    for (int i = 0; i < symRepl.length; i++) {
      symRepl[i] = !isDim && i == pos ? replacement : AffineExpr.symbol(i);
    }
    return replace(map, dimRepl, symRepl, dims.size(), syms.size());
  }

  /** Whether the pair differs from {@code map}/{@code ops} (the same map and the same values). */
  public boolean differsFrom(AffineMap otherMap, List<Value> otherOperands) {
    if (!map.equals(otherMap) || operands.size() != otherOperands.size()) {
      return true;
    }
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i) != otherOperands.get(i)) {
        return true;
      }
    }
    return false;
  }
}

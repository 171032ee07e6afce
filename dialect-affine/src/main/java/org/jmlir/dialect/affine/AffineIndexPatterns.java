package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ShapedType;

/** The canonicalization patterns of affine.linearize_index and affine.delinearize_index, under MLIR 22's names. */
final class AffineIndexPatterns {
  private AffineIndexPatterns() {}

  static CanonicalizationPatterns delinearize() {
    String root = "affine.delinearize_index";
    return new CanonicalizationPatterns(List.of(
        new NamedPattern("CancelDelinearizeOfLinearizeDisjointExactTail", root, 1, AffineIndexPatterns::cancelExactTail),
        new NamedPattern("DropUnitExtentBasis", root, 1, AffineIndexPatterns::dropUnitExtentBasis),
        new NamedPattern("SplitDelinearizeSpanningLastLinearizeArg", root, 1, AffineIndexPatterns::splitSpanningLast)));
  }

  static CanonicalizationPatterns linearize() {
    String root = "affine.linearize_index";
    return new CanonicalizationPatterns(List.of(
        new NamedPattern("CancelLinearizeOfDelinearizePortion", root, 1, AffineIndexCancel::cancelPortion),
        new NamedPattern("DropLinearizeLeadingZero", root, 1, AffineIndexPatterns::dropLeadingZero),
        new NamedPattern("DropLinearizeUnitComponentsIfDisjointOrZero", root, 1, AffineIndexPatterns::dropUnitComponents)));
  }

  /** Unit-extent basis entries of a delinearization give zero; the rest are delinearized anew. */
  private static boolean dropUnitExtentBasis(Operation op, PatternRewriter rw) {
    AffineIndexOp d = (AffineIndexOp) op;
    Value[] replacements = new Value[op.numResults()];
    Value zero = null;
    List<OpFoldResult> newBasis = new ArrayList<>();
    List<OpFoldResult> padded = d.paddedBasis();
    rw.setInsertionPoint(op);
    for (int i = 0; i < padded.size(); i++) {
      OpFoldResult b = padded.get(i);
      if (b != null && Long.valueOf(1).equals(AffineIndexOp.constantInt(b))) {
        if (zero == null) {
          zero = MemRefBuilders.constantIndex(rw, op.location(), 0);
        }
        replacements[i] = zero;
      } else {
        newBasis.add(b);
      }
    }
    if (newBasis.size() == op.numResults()) {
      if (zero != null) {
        rw.eraseOp(zero.definingOp());
      }
      return false;
    }
    if (!newBasis.isEmpty()) {
      Operation created = AffineIndexOp.delinearize(rw, op.location(), d.linearIndex(), newBasis, true);
      int next = 0;
      for (int i = 0; i < replacements.length; i++) {
        if (replacements[i] == null) {
          replacements[i] = created.result(next++);
        }
      }
    }
    rw.replaceOp(op, List.of(replacements));
    return true;
  }

  /** A delinearization of a disjoint linearization sharing its trailing basis entries passes those indices through. */
  private static boolean cancelExactTail(Operation op, PatternRewriter rw) {
    AffineIndexOp d = (AffineIndexOp) op;
    if (!(d.linearIndex().definingOp() instanceof AffineIndexOp l) || !l.isLinearize() || !l.disjoint()) {
      return false;
    }
    List<Value> ins = l.multiIndex();
    List<OpFoldResult> linBasis = l.mixedBasis();
    List<OpFoldResult> delinBasis = d.mixedBasis();
    int matches = 0;
    while (matches < linBasis.size() && matches < delinBasis.size()
        && Objects.equals(linBasis.get(linBasis.size() - 1 - matches), delinBasis.get(delinBasis.size() - 1 - matches))) {
      matches++;
    }
    if (matches == 0) {
      return false;
    }
    if (matches == linBasis.size() && matches == delinBasis.size() && ins.size() == op.numResults()) {
      rw.replaceOp(op, new ArrayList<>(ins));
      return true;
    }
    rw.setInsertionPoint(op);
    Value newLin = AffineIndexOp.linearize(rw, l.location(), new ArrayList<>(ins.subList(0, ins.size() - matches)),
        new ArrayList<>(linBasis.subList(0, linBasis.size() - matches)), l.disjoint());
    Operation newDelin = AffineIndexOp.delinearize(rw, op.location(), newLin,
        new ArrayList<>(delinBasis.subList(0, delinBasis.size() - matches)), d.hasOuterBound());
    List<Value> merged = new ArrayList<>(newDelin.results());
    merged.addAll(ins.subList(ins.size() - matches, ins.size()));
    rw.replaceOp(op, merged);
    return true;
  }

  /**
   * When the last k > 1 static entries of a delinearization's basis multiply to the last static entry of
   * the disjoint linearization it reads, the last linearized index is delinearized on its own.
   */
  private static boolean splitSpanningLast(Operation op, PatternRewriter rw) {
    AffineIndexOp d = (AffineIndexOp) op;
    if (!(d.linearIndex().definingOp() instanceof AffineIndexOp l) || !l.isLinearize() || !l.disjoint()) {
      return false;
    }
    long[] linStatic = l.staticBasis();
    if (linStatic.length == 0) {
      return false;
    }
    long target = linStatic[linStatic.length - 1];
    if (target == ShapedType.DYNAMIC) {
      return false;
    }
    long[] basis = d.staticBasis();
    long size = 1;
    int elems = 0;
    for (int i = basis.length - 1; i >= 0; i--) {
      if (basis[i] == ShapedType.DYNAMIC) {
        return false;
      }
      size *= basis[i];
      elems++;
      if (size > target) {
        return false;
      }
      if (size == target) {
        break;
      }
    }
    if (size < target || elems < 2) {
      return false;
    }
    rw.setInsertionPoint(op);
    List<Value> ins = l.multiIndex();
    List<OpFoldResult> linMixed = MemRefBuilders.mixed(op.context(), java.util.Arrays.copyOf(linStatic, linStatic.length - 1),
        l.dynamicBasis());
    Value linWithoutBack = AffineIndexOp.linearize(rw, l.location(), new ArrayList<>(ins.subList(0, ins.size() - 1)), linMixed,
        l.disjoint());
    List<OpFoldResult> delinMixed = MemRefBuilders.mixed(op.context(), java.util.Arrays.copyOf(basis, basis.length - elems),
        d.dynamicBasis());
    Operation front = AffineIndexOp.delinearize(rw, op.location(), linWithoutBack, delinMixed, d.hasOuterBound());
    List<OpFoldResult> backBasis = MemRefBuilders.mixed(op.context(),
        java.util.Arrays.copyOfRange(basis, basis.length - elems, basis.length), List.of());
    Operation back = AffineIndexOp.delinearize(rw, op.location(), ins.get(ins.size() - 1), backBasis, true);
    List<Value> results = new ArrayList<>(front.results());
    results.addAll(back.results());
    rw.replaceOp(op, results);
    return true;
  }

  private static boolean isZero(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr i && i.longValue() == 0;
  }

  /** {@code affine.linearize_index [%c0, ...a] by (%x, ...b)} is {@code affine.linearize_index [...a] by (...b)}. */
  private static boolean dropLeadingZero(Operation op, PatternRewriter rw) {
    AffineIndexOp l = (AffineIndexOp) op;
    List<Value> ins = l.multiIndex();
    if (ins.isEmpty() || !isZero(ins.get(0))) {
      return false;
    }
    if (ins.size() == 1) {
      rw.replaceOp(op, List.of(ins.get(0)));
      return true;
    }
    List<OpFoldResult> basis = l.mixedBasis();
    if (l.hasOuterBound()) {
      basis = basis.subList(1, basis.size());
    }
    rw.setInsertionPoint(op);
    Value v = AffineIndexOp.linearize(rw, op.location(), new ArrayList<>(ins.subList(1, ins.size())), new ArrayList<>(basis),
        l.disjoint());
    rw.replaceOp(op, List.of(v));
    return true;
  }

  /** Indices with a unit basis entry drop out when the linearization is disjoint or they are zero. */
  private static boolean dropUnitComponents(Operation op, PatternRewriter rw) {
    AffineIndexOp l = (AffineIndexOp) op;
    List<Value> multi = l.multiIndex();
    int n = multi.size();
    List<Value> newIndices = new ArrayList<>();
    List<OpFoldResult> newBasis = new ArrayList<>();
    if (!l.hasOuterBound()) {
      if (multi.isEmpty()) {
        return false;
      }
      newIndices.add(multi.get(0));
      multi = multi.subList(1, multi.size());
    }
    List<OpFoldResult> basis = l.mixedBasis();
    for (int i = 0; i < multi.size(); i++) {
      Value index = multi.get(i);
      OpFoldResult b = basis.get(i);
      Long entry = AffineIndexOp.constantInt(b);
      if (entry == null || entry != 1 || !l.disjoint() && !isZero(index)) {
        newIndices.add(index);
        newBasis.add(b);
      }
    }
    if (newIndices.size() == n) {
      return false;
    }
    rw.setInsertionPoint(op);
    Location loc = op.location();
    if (newIndices.isEmpty()) {
      rw.replaceOp(op, List.of(MemRefBuilders.constantIndex(rw, loc, 0)));
      return true;
    }
    rw.replaceOp(op, List.of(AffineIndexOp.linearize(rw, loc, newIndices, newBasis, l.disjoint())));
    return true;
  }
}

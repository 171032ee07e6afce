package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineFlattener;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;

/**
 * Building {@code affine.apply} as MLIR's {@code makeComposedFoldedAffineApply}: constant operands go
 * into the map, operands produced by other {@code affine.apply}s are composed in, the map and operands
 * are canonicalized (dims that are valid symbols promoted, unused and repeated operands dropped) and
 * simplified, and an apply that folds is not created at all.
 */
public final class AffineApplyBuilder {
  private AffineApplyBuilder() {}

  /**
   * The value of {@code expr} (over symbols {@code s0..} bound to {@code operands} in order): a
   * constant, an existing value, or a new {@code affine.apply} at the builder's insertion point.
   */
  public static OpFoldResult composedFoldedApply(OpBuilder b, Location loc, AffineExpr expr, List<OpFoldResult> operands) {
    int[] counts = new int[2];
    countInputs(expr, counts);
    return composedFoldedApply(b, loc, new AffineMap(counts[0], counts[1], List.of(expr)), operands);
  }

  /** MLIR's makeComposedFoldedAffineApply of a one-result {@code map} on its dims and symbols' {@code operands}. */
  public static OpFoldResult composedFoldedApply(OpBuilder b, Location loc, AffineMap map, List<OpFoldResult> operands) {
    return composedFolded(b, loc, AffineMapOp.APPLY, map, operands);
  }

  /**
   * MLIR's makeComposedFoldedAffineMin: constant operands go into {@code map}, affine.apply producers
   * are composed in; the min's value when it folds (no op created), else a new {@code affine.min}.
   */
  public static OpFoldResult composedFoldedMin(OpBuilder b, Location loc, AffineMap map, List<OpFoldResult> operands) {
    return composedFolded(b, loc, AffineMapOp.MIN, map, operands);
  }

  /** MLIR's makeComposedFoldedAffineMax (see {@link #composedFoldedMin}). */
  public static OpFoldResult composedFoldedMax(OpBuilder b, Location loc, AffineMap map, List<OpFoldResult> operands) {
    return composedFolded(b, loc, AffineMapOp.MAX, map, operands);
  }

  /** affine.apply/min/max ({@code def}) of {@code map}: constants folded in, producers composed, the op folded away when it can be. */
  private static OpFoldResult composedFolded(
      OpBuilder b, Location loc, org.jmlir.ir.OpDef def, AffineMap map, List<OpFoldResult> operands) {
    List<Value> values = new ArrayList<>();
    map = foldAttributesIntoMap(map, operands, values);
    Mapped m = compose(map, values);
    OperationState s = new OperationState(b.context(), def, loc);
    s.addOperands(m.operands);
    s.addAttribute("map", AffineMapAttr.get(b.context(), m.map));
    s.addType(IndexType.get(b.context()));
    Operation op = Operation.create(s);
    List<Attribute> constants = new ArrayList<>();
    for (Value v : m.operands) {
      constants.add(OperationFolder.constantValue(v));
    }
    List<OpFoldResult> folded = OpFolder.of(op).fold(op, constants);
    if (folded != null && !folded.isEmpty()) {
      op.dropAllReferences();
      return folded.get(0);
    }
    return OpFoldResult.of(b.insert(op).result(0));
  }

  /**
   * MLIR's fullyComposeAffineMapAndOperands, the map alone: composed (then canonicalized and
   * simplified) only while an operand comes from an affine.apply; otherwise the map as given.
   */
  public static AffineMap fullyComposedMap(AffineMap map, List<Value> operands) {
    for (Value v : operands) {
      Operation def = v.definingOp();
      if (def != null && def.def() == AffineMapOp.APPLY) {
        return compose(map, operands).map;
      }
    }
    return map;
  }

  /**
   * {@code createOrFold<AffineApplyOp>}: an apply of {@code map} on {@code operands} at the builder's
   * insertion point, or, when it folds, the existing value or a new {@code arith.constant}.
   */
  public static Value createOrFoldApply(OpBuilder b, Location loc, AffineMap map, List<Value> operands) {
    OperationState s = new OperationState(b.context(), AffineMapOp.APPLY, loc);
    s.addOperands(operands);
    s.addAttribute("map", AffineMapAttr.get(b.context(), map));
    s.addType(IndexType.get(b.context()));
    Operation apply = Operation.create(s);
    List<Attribute> constants = new ArrayList<>();
    for (Value v : operands) {
      constants.add(OperationFolder.constantValue(v));
    }
    List<OpFoldResult> folded = OpFolder.of(apply).fold(apply, constants);
    if (folded == null || folded.isEmpty()) {
      return b.insert(apply).result(0);
    }
    apply.dropAllReferences();
    return switch (folded.get(0)) {
      case OpFoldResult.Folded(Value v) -> v;
      case OpFoldResult.Constant(Attribute a) -> {
        OperationState c = new OperationState(b.context(), "arith.constant", loc);
        c.properties = org.jmlir.ir.attr.DictionaryAttr.get(b.context(),
            List.of(new org.jmlir.ir.attr.NamedAttribute("value", a)));
        c.addType(IndexType.get(b.context()));
        yield b.create(c).result(0);
      }
    };
  }

  /** The constant of a fold result, or null. */
  public static Long constantOf(OpFoldResult r) {
    return r instanceof OpFoldResult.Constant(Attribute a) && a instanceof IntegerAttr i ? i.longValue() : null;
  }

  private static void countInputs(AffineExpr e, int[] counts) {
    switch (e) {
      case AffineDimExpr d -> counts[0] = Math.max(counts[0], d.position() + 1);
      case AffineSymbolExpr s -> counts[1] = Math.max(counts[1], s.position() + 1);
      case AffineBinaryExpr bin -> {
        countInputs(bin.lhs(), counts);
        countInputs(bin.rhs(), counts);
      }
      default -> {}
    }
  }

  /** MLIR's foldAttributesIntoMap: constant operands become constants of the map. */
  private static AffineMap foldAttributesIntoMap(AffineMap map, List<OpFoldResult> operands, List<Value> remaining) {
    AffineExpr[] dims = new AffineExpr[map.numDims()];
    AffineExpr[] syms = new AffineExpr[map.numSymbols()];
    int nd = 0;
    int ns = 0;
    for (int i = 0; i < map.numInputs(); i++) {
      OpFoldResult r = operands.get(i);
      boolean dim = i < map.numDims();
      AffineExpr repl;
      if (r instanceof OpFoldResult.Constant(Attribute a)) {
        repl = AffineExpr.constant(((IntegerAttr) a).longValue());
      } else {
        repl = dim ? AffineExpr.dim(nd++) : AffineExpr.symbol(ns++);
        remaining.add(((OpFoldResult.Folded) r).value());
      }
      if (dim) {
        dims[i] = repl;
      } else {
        syms[i - map.numDims()] = repl;
      }
    }
    return AffineMapOperands.replace(map, dims, syms, nd, ns);
  }

  /** A map with its operands. */
  private record Mapped(AffineMap map, List<Value> operands) {}

  /** MLIR's composeAffineMapAndOperands: affine.apply producers are composed in until none is left. */
  private static Mapped compose(AffineMap map, List<Value> operands) {
    List<Value> dims = new ArrayList<>(operands.subList(0, map.numDims()));
    List<Value> syms = new ArrayList<>(operands.subList(map.numDims(), operands.size()));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int pos = 0; pos < dims.size() + syms.size() && !changed; pos++) {
        boolean isDim = pos < dims.size();
        int p = isDim ? pos : pos - dims.size();
        Value v = isDim ? dims.get(p) : syms.get(p);
        Operation def = v == null ? null : v.definingOp();
        if (def == null || def.def() != AffineMapOp.APPLY) {
          continue;
        }
        (isDim ? dims : syms).set(p, null);
        Mapped inner = canonicalize(((AffineMapOp) def).map(), new ArrayList<>(def.operands()));
        AffineMap im = inner.map;
        AffineExpr[] shiftDims = new AffineExpr[im.numDims()];
        for (int i = 0; i < shiftDims.length; i++) {
          shiftDims[i] = AffineExpr.dim(dims.size() + i);
        }
        AffineExpr[] shiftSyms = new AffineExpr[im.numSymbols()];
        for (int i = 0; i < shiftSyms.length; i++) {
          shiftSyms[i] = AffineExpr.symbol(syms.size() + i);
        }
        AffineExpr replacement = im.results().get(0).replaceDimsAndSymbols(shiftDims, shiftSyms);
        dims.addAll(inner.operands.subList(0, im.numDims()));
        syms.addAll(inner.operands.subList(im.numDims(), inner.operands.size()));
        AffineExpr target = isDim ? AffineExpr.dim(p) : AffineExpr.symbol(p);
        List<AffineExpr> results = new ArrayList<>();
        for (AffineExpr e : map.results()) {
          results.add(replaceExpr(e, target, replacement));
        }
        map = new AffineMap(dims.size(), syms.size(), results);
        changed = true;
      }
    }
    List<Value> newOperands = new ArrayList<>();
    AffineExpr[] dimRepl = new AffineExpr[dims.size()];
    AffineExpr[] symRepl = new AffineExpr[syms.size()];
    int nd = 0;
    int ns = 0;
    for (int i = 0; i < dims.size(); i++) {
      if (dims.get(i) == null) {
        dimRepl[i] = AffineExpr.constant(0);
      } else {
        dimRepl[i] = AffineExpr.dim(nd++);
        newOperands.add(dims.get(i));
      }
    }
    for (int i = 0; i < syms.size(); i++) {
      if (syms.get(i) == null) {
        symRepl[i] = AffineExpr.constant(0);
      } else {
        symRepl[i] = AffineExpr.symbol(ns++);
        newOperands.add(syms.get(i));
      }
    }
    map = AffineMapOperands.replace(map, dimRepl, symRepl, nd, ns);
    Mapped m = canonicalize(map, newOperands);
    return new Mapped(AffineFlattener.simplify(m.map), m.operands);
  }

  /** AffineExpr::replace: every occurrence of {@code target} becomes {@code replacement}, re-simplified. */
  private static AffineExpr replaceExpr(AffineExpr e, AffineExpr target, AffineExpr replacement) {
    if (e.equals(target)) {
      return replacement;
    }
    if (e instanceof AffineBinaryExpr b) {
      return AffineExpr.binary(b.kind(), replaceExpr(b.lhs(), target, replacement),
          replaceExpr(b.rhs(), target, replacement));
    }
    return e;
  }

  /** MLIR's canonicalizeMapAndOperands (see {@link AffineMapOperands#canonicalize}). */
  static Mapped canonicalize(AffineMap map, List<Value> operands) {
    AffineMapOperands m = new AffineMapOperands(map, operands).canonicalize();
    return new Mapped(m.map(), m.operands());
  }

  /** MLIR's affine::isValidSymbol (without a region), see {@link AffineValidity}. */
  public static boolean isValidSymbol(Value v) {
    return AffineValidity.isValidSymbol(v);
  }
}

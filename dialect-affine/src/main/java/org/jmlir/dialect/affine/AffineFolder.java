package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.type.IndexType;

/**
 * Folds affine.apply/min/max: an apply whose map is one dim or symbol is that operand; a map whose
 * expressions evaluate to constants (constant operands) folds to the constant, the least one for
 * min, the greatest for max (MLIR's AffineApplyOp::fold and the min/max folders).
 */
final class AffineFolder implements OpFolder {
  /** 0 for apply, -1 for min, +1 for max. */
  private final int kind;

  AffineFolder(int kind) {
    this.kind = kind;
  }

  @Override
  public List<OpFoldResult> fold(Operation op, List<Attribute> constants) {
    AffineMap map = ((AffineMapOp) op).map();
    if (kind == 0 && map.numResults() == 1) {
      AffineExpr e = map.results().get(0);
      if (e instanceof AffineDimExpr d) {
        return List.of(new OpFoldResult.Folded(op.operand(d.position())));
      }
      if (e instanceof AffineSymbolExpr s) {
        return List.of(new OpFoldResult.Folded(op.operand(map.numDims() + s.position())));
      }
    }
    Long[] inputs = new Long[constants.size()];
    for (int i = 0; i < inputs.length; i++) {
      if (constants.get(i) instanceof IntegerAttr a) {
        inputs[i] = a.longValue();
      }
    }
    List<Long> values = new ArrayList<>();
    List<AffineExpr> partial = new ArrayList<>();
    boolean allConstant = true;
    for (AffineExpr e : map.results()) {
      Long v = evaluate(e, inputs, map.numDims());
      allConstant &= v != null;
      values.add(v);
      partial.add(v == null ? e : AffineExpr.constant(v));
    }
    if (!allConstant) {
      // MLIR's partialConstantFold for min/max: results that fold become constants, in place.
      AffineMap folded = new AffineMap(map.numDims(), map.numSymbols(), partial);
      if (kind == 0 || folded.equals(map)) {
        return null;
      }
      op.setAttr("map", org.jmlir.ir.attr.AffineMapAttr.get(op.context(), folded));
      return List.of();
    }
    if (values.isEmpty()) {
      return null;
    }
    long result = values.get(0);
    for (long v : values) {
      result = kind < 0 ? Math.min(result, v) : Math.max(result, v);
    }
    return List.of(new OpFoldResult.Constant(IntegerAttr.get(op.context(), IndexType.get(op.context()), result)));
  }

  /** The value of {@code e}, or null when it reads a non-constant operand or divides by zero. */
  private static Long evaluate(AffineExpr e, Long[] inputs, int numDims) {
    return switch (e) {
      case AffineConstantExpr c -> c.value();
      case AffineDimExpr d -> d.position() < inputs.length ? inputs[d.position()] : null;
      case AffineSymbolExpr s -> numDims + s.position() < inputs.length ? inputs[numDims + s.position()] : null;
      case AffineBinaryExpr b -> {
        Long l = evaluate(b.lhs(), inputs, numDims);
        Long r = evaluate(b.rhs(), inputs, numDims);
        if (l == null || r == null) {
          yield null;
        }
        yield switch (b.kind()) {
          case ADD -> l + r;
          case MUL -> l * r;
          case MOD -> r <= 0 ? null : Math.floorMod(l, r);
          case FLOOR_DIV -> r == 0 ? null : Math.floorDiv(l, r);
          case CEIL_DIV -> r == 0 ? null : -Math.floorDiv(-l, r);
          default -> null;
        };
      }
    };
  }
}

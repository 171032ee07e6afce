package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.transforms.ShapeReification;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;

/**
 * MLIR's LinalgOp::reifyResultShapes: each loop's size is the first operand dimension indexed by
 * that loop alone (the inverse of the concatenated indexing maps over the flat list of operand
 * sizes); a result's dynamic size is its init's indexing expression over those sizes, or the dim of
 * the init when that expression needs an init's own size.
 */
final class LinalgShapeReification {
  private LinalgShapeReification() {}

  static List<OpFoldResult> reify(OpBuilder b, Operation o, int result) {
    LinalgOp op = (LinalgOp) o;
    List<AffineMap> maps = op.indexingMaps();
    int numInputs = op.inputs().size();
    if (maps.size() != op.numOperands() || result >= op.inits().size()) {
      return null;
    }
    Location loc = o.location();
    // createFlatListOfOperandDims and, per loop, the first flat position that is that loop alone.
    List<OpFoldResult> flat = new ArrayList<>();
    int[] start = new int[op.numOperands() + 1];
    AffineExpr[] loopToFlat = new AffineExpr[op.numLoops()];
    for (int i = 0; i < op.numOperands(); i++) {
      start[i] = flat.size();
      Value v = op.operand(i);
      if (v.type() instanceof ShapedType s && s.hasRank()) {
        for (int d = 0; d < s.rank(); d++) {
          if (maps.get(i).results().get(d) instanceof AffineDimExpr l && loopToFlat[l.position()] == null) {
            loopToFlat[l.position()] = AffineExpr.dim(flat.size() + d);
          }
        }
        flat.addAll(ShapeReification.mixedSizes(b, loc, v, v.type() instanceof TensorType ? "tensor.dim" : "memref.dim"));
      }
    }
    start[op.numOperands()] = flat.size();
    for (AffineExpr e : loopToFlat) {
      if (e == null) {
        return null;
      }
    }
    // The sizes of every init from the operand sizes (makeComposedFoldedMultiResultAffineApply).
    int outStart = start[numInputs];
    int outEnd = flat.size();
    List<OpFoldResult> all = new ArrayList<>();
    List<Boolean> usesOutputs = new ArrayList<>();
    for (int i = numInputs; i < op.numOperands(); i++) {
      for (AffineExpr e : maps.get(i).results()) {
        AffineExpr shapes = e.replaceDimsAndSymbols(loopToFlat, new AffineExpr[0]);
        all.add(AffineApplyBuilder.composedFoldedApply(b, loc, new AffineMap(flat.size(), 0, List.of(shapes)), flat));
        usesOutputs.add(usesDimIn(shapes, outStart, outEnd));
      }
    }
    Value init = op.inits().get(result);
    ShapedType type = (ShapedType) init.type();
    int pos = start[numInputs + result] - outStart;
    List<OpFoldResult> out = new ArrayList<>();
    for (int d = 0; d < type.rank(); d++, pos++) {
      if (type.shape()[d] != ShapedType.DYNAMIC) {
        out.add(OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(o.context(), type.shape()[d])));
      } else {
        out.add(usesOutputs.get(pos) ? ShapeReification.dim(b, loc, init, d) : all.get(pos));
      }
    }
    return out;
  }

  /** Whether {@code e} reads a dimension in [from, to). */
  private static boolean usesDimIn(AffineExpr e, int from, int to) {
    return switch (e) {
      case AffineDimExpr d -> d.position() >= from && d.position() < to;
      case org.jmlir.ir.affine.AffineBinaryExpr x -> usesDimIn(x.lhs(), from, to) || usesDimIn(x.rhs(), from, to);
      default -> false;
    };
  }
}

package org.jmlir.dialect.tensor;

import java.util.List;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** The folders of tensor ops, as MLIR 22's (TensorOps.cpp). */
final class TensorFolds {
  private TensorFolds() {}

  /**
   * MLIR's preservesStaticInformation(source, target): both ranked with the same element type, rank
   * and encoding, and {@code target} is at least as static as {@code source} in every dimension.
   */
  static boolean preservesStaticInformation(Type source, Type target) {
    if (!(source instanceof RankedTensorType s) || !(target instanceof RankedTensorType t)) {
      return false;
    }
    if (s.elementType() != t.elementType() || s.rank() != t.rank() || s.encoding() != t.encoding()) {
      return false;
    }
    for (int i = 0; i < s.rank(); i++) {
      if (!ShapedType.isDynamic(s.shape()[i]) && ShapedType.isDynamic(t.shape()[i])) {
        return false;
      }
    }
    return true;
  }

  /** A tensor.cast that only loses static information can be bypassed by its consumer (canFoldIntoConsumerOp). */
  static boolean canFoldIntoConsumer(Operation def) {
    return def instanceof CastOp && preservesStaticInformation(def.result(0).type(), def.operand(0).type());
  }

  /** Makes {@code op} use the sources of such casts directly (MLIR's foldTensorCast); whether it changed. */
  static boolean foldTensorCast(Operation op) {
    boolean changed = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Operation def = op.operand(i).definingOp();
      if (def != null && canFoldIntoConsumer(def)) {
        op.setOperand(i, def.operand(0));
        changed = true;
      }
    }
    return changed;
  }

  /** tensor.dim: a static size, the size operand of tensor.empty/tensor.generate/extract_slice, or through a cast. */
  static List<OpFoldResult> dim(Operation op, List<Attribute> operands) {
    int i = ShapedFolds.dimIndex(op, operands);
    if (i < 0) {
      return null;
    }
    ShapedType t = (ShapedType) op.operand(0).type();
    if (!ShapedType.isDynamic(t.shape()[i])) {
      return ShapedFolds.constant(ShapedFolds.index(op.context(), t.shape()[i]));
    }
    Operation def = op.operand(0).definingOp();
    if (def instanceof EmptyOp || def instanceof GenerateOp) {
      return ShapedFolds.value(def.operand(ShapedFolds.dynamicDimIndex(t, i)));
    }
    if (def instanceof ExtractSliceOp slice && ((ShapedType) slice.operand(0).type()).rank() == t.rank()) {
      long[] sizes = OffsetsSizesStrides.statics(slice, OffsetsSizesStrides.STATIC_SIZES);
      long[] offsets = OffsetsSizesStrides.statics(slice, OffsetsSizesStrides.STATIC_OFFSETS);
      if (ShapedType.isDynamic(sizes[i])) {
        int k = 1 + ShapedFolds.dynamicCount(offsets, offsets.length) + ShapedFolds.dynamicCount(sizes, i);
        return ShapedFolds.value(slice.operand(k));
      }
    }
    return foldTensorCast(op) ? ShapedFolds.inPlace() : null;
  }

  /** tensor.cast: to its own type, its operand. */
  static List<OpFoldResult> cast(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldIdentityCast(op);
  }

  /** tensor.extract: from a splat constant, from a dense constant or from tensor.from_elements at constant indices. */
  static List<OpFoldResult> extract(Operation op, List<Attribute> operands) {
    if (operands.get(0) instanceof DenseIntOrFPElementsAttr d && d.isSplat()) {
      Attribute e = ShapedFolds.element(op.context(), d, 0);
      return e == null ? null : ShapedFolds.constant(e);
    }
    if (!(op.operand(0).type() instanceof RankedTensorType t) || !t.hasStaticShape()) {
      return null;
    }
    long flat = ShapedFolds.flatIndex(t.shape(), operands.subList(1, operands.size()));
    if (flat < 0) {
      return null;
    }
    if (op.operand(0).definingOp() instanceof FromElementsOp from) {
      return ShapedFolds.value(from.operand((int) flat));
    }
    if (operands.get(0) instanceof DenseIntOrFPElementsAttr d) {
      Attribute e = ShapedFolds.element(op.context(), d, flat);
      return e == null ? null : ShapedFolds.constant(e);
    }
    return null;
  }

  /** tensor.from_elements of constants is a dense constant. */
  static List<OpFoldResult> fromElements(Operation op, List<Attribute> operands) {
    for (Attribute a : operands) {
      if (a == null) {
        return null;
      }
    }
    DenseIntOrFPElementsAttr d = ShapedFolds.dense(op.context(), (ShapedType) op.result(0).type(), operands);
    return d == null ? null : ShapedFolds.constant(d);
  }

  /** tensor.splat of a constant into a static shape is a splat constant. */
  static List<OpFoldResult> splat(Operation op, List<Attribute> operands) {
    if (operands.get(0) == null || !(op.result(0).type() instanceof ShapedType t) || !t.hasStaticShape() || op.numOperands() != 1) {
      return null;
    }
    DenseIntOrFPElementsAttr d = ShapedFolds.dense(op.context(), t, List.of(operands.get(0)));
    return d == null ? null : ShapedFolds.constant(DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, d.rawData(), true));
  }

  /** tensor.extract_slice: the whole source, unchanged, is the source. */
  static List<OpFoldResult> extractSlice(Operation op, List<Attribute> operands) {
    ShapedType source = (ShapedType) op.operand(0).type();
    if (source == op.result(0).type()
        && ShapedFolds.isIdentitySlice(
            OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS),
            OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES),
            OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES),
            source)) {
      return ShapedFolds.value(op.operand(0));
    }
    return null;
  }

  static List<OpFoldResult> rank(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldRank(op, operands);
  }

  static List<OpFoldResult> expandShape(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldReshape(op, operands, "tensor.collapse_shape");
  }

  static List<OpFoldResult> collapseShape(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldReshape(op, operands, "tensor.expand_shape");
  }
}

package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** The folders of memref ops, as MLIR 22's (MemRefOps.cpp). */
final class MemRefFolds {
  private MemRefFolds() {}

  /**
   * Makes operands {@code from..} of {@code op} bypass the memref.casts of ranked memrefs that
   * produce them (MLIR's foldMemRefCast: any such cast, even one to a more static type); whether it
   * changed.
   */
  static boolean foldMemRefCast(Operation op, int from) {
    boolean changed = false;
    for (int i = from; i < op.numOperands(); i++) {
      Operation def = op.operand(i).definingOp();
      if (def instanceof CastOp && def.operand(0).type() instanceof MemRefType) {
        op.setOperand(i, def.operand(0));
        changed = true;
      }
    }
    return changed;
  }

  /** A fold that only bypasses casts (load, dealloc). */
  static List<OpFoldResult> castsOnly(Operation op, List<Attribute> operands) {
    return foldMemRefCast(op, 0) ? ShapedFolds.inPlace() : null;
  }

  /**
   * memref.copy bypasses only the casts MLIR's CastOp::canFoldIntoConsumerOp accepts: ranked to
   * ranked, same element type and rank, strided, and never toward more static sizes, offset or
   * strides (a cast to an unranked memref stays).
   */
  static List<OpFoldResult> copy(Operation op, List<Attribute> operands) {
    boolean changed = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Operation def = op.operand(i).definingOp();
      if (def instanceof CastOp && def.operand(0).type() instanceof MemRefType src && def.result(0).type() instanceof MemRefType dst
          && canFoldIntoConsumer(src, dst)) {
        op.setOperand(i, def.operand(0));
        changed = true;
      }
    }
    return changed ? ShapedFolds.inPlace() : null;
  }

  private static boolean canFoldIntoConsumer(MemRefType src, MemRefType dst) {
    if (!src.elementType().equals(dst.elementType()) || src.rank() != dst.rank()) {
      return false;
    }
    org.jmlir.dialect.utils.StridedLayouts.Strided s = org.jmlir.dialect.utils.StridedLayouts.stridesOf(src);
    org.jmlir.dialect.utils.StridedLayouts.Strided d = org.jmlir.dialect.utils.StridedLayouts.stridesOf(dst);
    if (s == null || d == null || towardStatic(s.offset(), d.offset())) {
      return false;
    }
    for (int i = 0; i < src.rank(); i++) {
      if (towardStatic(src.shape()[i], dst.shape()[i]) || towardStatic(s.strides()[i], d.strides()[i])) {
        return false;
      }
    }
    return true;
  }

  private static boolean towardStatic(long from, long to) {
    return from != to && ShapedType.isDynamic(from) && !ShapedType.isDynamic(to);
  }

  /** memref.store bypasses casts of the memref, not of the stored value. */
  static List<OpFoldResult> store(Operation op, List<Attribute> operands) {
    return foldMemRefCast(op, 1) ? ShapedFolds.inPlace() : null;
  }

  /** memref.cast: to its own type, its operand; otherwise it may bypass a cast it consumes. */
  static List<OpFoldResult> cast(Operation op, List<Attribute> operands) {
    List<OpFoldResult> identity = ShapedFolds.foldIdentityCast(op);
    if (identity != null) {
      return identity;
    }
    return foldMemRefCast(op, 0) ? ShapedFolds.inPlace() : null;
  }

  /** memref.dim: a static size, the size operand of alloc/alloca/view/subview, or through a cast. */
  static List<OpFoldResult> dim(Operation op, List<Attribute> operands) {
    int i = ShapedFolds.dimIndex(op, operands);
    if (i < 0 || !(op.operand(0).type() instanceof MemRefType t)) {
      return null;
    }
    if (!ShapedType.isDynamic(t.shape()[i])) {
      return ShapedFolds.constant(ShapedFolds.index(op.context(), t.shape()[i]));
    }
    Operation def = op.operand(0).definingOp();
    if (def instanceof AllocOp || def instanceof AllocaOp) {
      return ShapedFolds.value(AllocLike.SEGMENTS.group(def, 0).get(ShapedFolds.dynamicDimIndex(t, i)));
    }
    if (def instanceof ViewOp) {
      return ShapedFolds.value(def.operand(2 + ShapedFolds.dynamicDimIndex(t, i)));
    }
    if (def instanceof SubViewOp sv) {
      // A rank-reducing subview drops static unit sizes only: its k-th dynamic result size is its
      // k-th dynamic size operand, whichever unit dimensions were dropped.
      long[] offsets = OffsetsSizesStrides.statics(sv, OffsetsSizesStrides.STATIC_OFFSETS);
      return ShapedFolds.value(sv.operand(1 + ShapedFolds.dynamicCount(offsets, offsets.length) + ShapedFolds.dynamicDimIndex(t, i)));
    }
    return foldMemRefCast(op, 0) ? ShapedFolds.inPlace() : null;
  }

  static List<OpFoldResult> rank(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldRank(op, operands);
  }

  /** memref.subview to the source's own static type is the source. */
  static List<OpFoldResult> subview(Operation op, List<Attribute> operands) {
    if (op.operand(0).type() == op.result(0).type() && op.result(0).type() instanceof MemRefType t && t.hasStaticShape()) {
      StridedLayouts.Strided s = StridedLayouts.stridesOf(t);
      if (s != null && !ShapedType.isDynamic(s.offset()) && noneDynamic(s.strides())) {
        return ShapedFolds.value(op.operand(0));
      }
    }
    return null;
  }

  private static boolean noneDynamic(long[] values) {
    return ShapedFolds.dynamicCount(values, values.length) == 0;
  }

  static List<OpFoldResult> expandShape(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldReshape(op, operands, "memref.collapse_shape");
  }

  static List<OpFoldResult> collapseShape(Operation op, List<Attribute> operands) {
    return ShapedFolds.foldReshape(op, operands, "memref.expand_shape");
  }

  /**
   * memref.extract_strided_metadata: offsets, sizes and strides the source type fixes are given as
   * {@code arith.constant}s to their users (created before the op, as MLIR's folder does), and a
   * {@code memref.cast} from a ranked memref is looked through. An in-place fold.
   */
  static List<OpFoldResult> extractStridedMetadata(Operation op, List<Attribute> operands) {
    MemRefType src = (MemRefType) op.operand(0).type();
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(src);
    boolean changed = false;
    if (layout != null) {
      OpBuilder b = new OpBuilder(op.context());
      b.setInsertionPoint(op);
      int rank = src.rank();
      changed |= constantUses(b, op, 1, layout.offset());
      for (int i = 0; i < rank; i++) {
        changed |= constantUses(b, op, 2 + i, src.shape()[i]);
      }
      for (int i = 0; i < rank; i++) {
        changed |= constantUses(b, op, 2 + rank + i, layout.strides()[i]);
      }
    }
    Operation cast = op.operand(0).definingOp();
    if (cast != null && cast.def() == CastOp.DEF && cast.operand(0).type() instanceof MemRefType) {
      op.setOperand(0, cast.operand(0));
      changed = true;
    }
    return changed ? ShapedFolds.inPlace() : null;
  }

  private static boolean constantUses(OpBuilder b, Operation op, int result, long value) {
    if (value == ShapedType.DYNAMIC || op.result(result).firstUse() == null) {
      return false;
    }
    op.result(result).replaceAllUsesWith(MemRefBuilders.constantIndex(b, op.location(), value));
    return true;
  }
}

package org.jmlir.dialect.utils;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Folds that tensor and memref ops share: dims and ranks of known shapes, casts, reshape pairs, dense elements. */
public final class ShapedFolds {
  private ShapedFolds() {}

  /**
   * Folds constant dynamic sizes into a static shape (alloc-like ops, tensor.empty): walks the dynamic
   * dimensions of {@code shape} with their size operands {@code sizes} in order; a non-negative
   * constant becomes the static extent in {@code shape}, any other size is appended to
   * {@code stillDynamic}. Returns whether any dimension became static.
   */
  public static boolean foldConstantSizes(long[] shape, List<Value> sizes, List<Value> stillDynamic) {
    return foldConstantIndices(shape, sizes, stillDynamic, true);
  }

  /**
   * MLIR's foldDynamicIndexList: {@link #foldConstantSizes} for any mixed static/dynamic index list
   * ({@code statics} with {@link ShapedType#DYNAMIC} where {@code dynamics} has a value), negative constants
   * folded too unless {@code onlyNonNegative}.
   */
  public static boolean foldConstantIndices(long[] statics, List<Value> dynamics, List<Value> stillDynamic, boolean onlyNonNegative) {
    boolean changed = false;
    int k = 0;
    for (int i = 0; i < statics.length; i++) {
      if (!ShapedType.isDynamic(statics[i])) {
        continue;
      }
      Value size = dynamics.get(k++);
      if (OperationFolder.constantValue(size) instanceof IntegerAttr c && (!onlyNonNegative || c.value().signum() >= 0)) {
        statics[i] = c.value().longValue();
        changed = true;
      } else {
        stillDynamic.add(size);
      }
    }
    return changed;
  }

  /** An {@code index} attribute. */
  public static IntegerAttr index(MLIRContext ctx, long v) {
    return IntegerAttr.get(ctx, IndexType.get(ctx), v);
  }

  /** One fold result: an existing value. */
  public static List<OpFoldResult> value(Value v) {
    return List.of(OpFoldResult.of(v));
  }

  /** One fold result: a constant. */
  public static List<OpFoldResult> constant(Attribute a) {
    return List.of(OpFoldResult.of(a));
  }

  /** The in-place fold result (the op was updated). */
  public static List<OpFoldResult> inPlace() {
    return List.of();
  }

  /**
   * The dimension {@code dim} reads when it is known: its index operand is constant and in range.
   * Returns -1 otherwise (unranked source, unknown or out-of-range index).
   */
  public static int dimIndex(Operation dim, List<Attribute> operands) {
    if (!(operands.get(1) instanceof IntegerAttr idx) || !(dim.operand(0).type() instanceof ShapedType s) || !s.hasRank()) {
      return -1;
    }
    long i = idx.longValue();
    return i < 0 || i >= s.rank() ? -1 : (int) i;
  }

  /** How many dynamic dimensions come before dimension {@code i} of {@code t}. */
  public static int dynamicDimIndex(ShapedType t, int i) {
    return dynamicCount(t.shape(), i);
  }

  /** How many of {@code values[0..upTo)} are dynamic. */
  public static int dynamicCount(long[] values, int upTo) {
    int n = 0;
    for (int k = 0; k < upTo; k++) {
      if (ShapedType.isDynamic(values[k])) {
        n++;
      }
    }
    return n;
  }

  /** {@code rank} of a ranked operand folds to a constant. */
  public static List<OpFoldResult> foldRank(Operation op, List<Attribute> operands) {
    if (op.operand(0).type() instanceof ShapedType s && s.hasRank()) {
      return constant(index(op.context(), s.rank()));
    }
    return null;
  }

  /** A cast to its own type is its operand (CastOpInterface's identity fold). */
  public static List<OpFoldResult> foldIdentityCast(Operation op) {
    return op.operand(0).type() == op.result(0).type() ? value(op.operand(0)) : null;
  }

  /**
   * MLIR's foldReshapeOp: a reshape to its source's own type is the source; a reshape of a dense
   * constant is the constant with the new type; a reshape of the inverse reshape whose source has
   * this op's result type (with at most one dynamic size) is that source.
   */
  public static List<OpFoldResult> foldReshape(Operation op, List<Attribute> operands, String inverseName) {
    if (op.operand(0).type() == op.result(0).type()) {
      return value(op.operand(0));
    }
    if (operands.get(0) instanceof DenseIntOrFPElementsAttr d && op.result(0).type() instanceof ShapedType t && t.hasStaticShape()) {
      return constant(DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, d.rawData(), d.isSplat()));
    }
    // The inverse reshape's source, when it has this result's type with at most one dynamic size.
    Operation producer = op.operand(0).definingOp();
    if (producer != null && producer.name().equals(inverseName) && producer.operand(0).type() == op.result(0).type()) {
      int dynamic = 0;
      for (long size : ((ShapedType) op.result(0).type()).shape()) {
        dynamic += ShapedType.isDynamic(size) ? 1 : 0;
      }
      return dynamic < 2 ? value(producer.operand(0)) : null;
    }
    return null;
  }

  /** Whether every offset is 0, every stride 1, and every size the source's (all static). */
  public static boolean isIdentitySlice(long[] offsets, long[] sizes, long[] strides, ShapedType source) {
    if (!source.hasRank() || sizes.length != source.rank()) {
      return false;
    }
    for (int i = 0; i < sizes.length; i++) {
      if (offsets[i] != 0 || strides[i] != 1 || ShapedType.isDynamic(sizes[i]) || sizes[i] != source.shape()[i]) {
        return false;
      }
    }
    return true;
  }

  /** Element {@code flat} (row-major) of a dense int or float constant, or null (complex elements). */
  public static Attribute element(MLIRContext ctx, DenseIntOrFPElementsAttr a, long flat) {
    Type et = a.elementType();
    long idx = a.isSplat() ? 0 : flat;
    return switch (et) {
      case IntegerType it -> IntegerAttr.get(ctx, it, a.scalarBits(idx, it.width() == 1 ? 1 : DenseIntOrFPElementsAttr.elementStorageBits(it)));
      case IndexType it -> IntegerAttr.get(ctx, it, a.scalarBits(idx, 64));
      case FloatType ft -> FloatAttr.fromBits(ctx, ft, a.scalarBits(idx, DenseIntOrFPElementsAttr.elementStorageBits(ft)));
      default -> null;
    };
  }

  /** A dense constant of {@code type} from int or float scalar attributes, or null. */
  public static DenseIntOrFPElementsAttr dense(MLIRContext ctx, ShapedType type, List<Attribute> scalars) {
    Type et = type.elementType();
    if (!(et instanceof IntegerType || et instanceof IndexType || et instanceof FloatType)) {
      return null;
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(et);
    int n = scalars.size();
    byte[] raw = bits == 1 ? new byte[(n + 7) / 8] : new byte[n * (bits / 8)];
    for (int i = 0; i < n; i++) {
      BigInteger v =
          switch (scalars.get(i)) {
            case IntegerAttr ia -> ia.value();
            case FloatAttr fa -> fa.bits();
            case null, default -> null;
          };
      if (v == null) {
        return null;
      }
      if (bits == 1) {
        if (v.signum() != 0) {
          raw[i >>> 3] |= (byte) (1 << (i & 7));
        }
        continue;
      }
      int bytes = bits / 8;
      for (int b = 0; b < bytes; b++) {
        raw[i * bytes + b] = v.shiftRight(8 * b).byteValue();
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw);
  }

  /** Row-major flat index of constant {@code indices} into static {@code shape}, or -1. */
  public static long flatIndex(long[] shape, List<Attribute> indices) {
    long flat = 0;
    for (int i = 0; i < shape.length; i++) {
      if (!(indices.get(i) instanceof IntegerAttr ia)) {
        return -1;
      }
      long v = ia.longValue();
      if (v < 0 || v >= shape[i]) {
        return -1;
      }
      flat = flat * shape[i] + v;
    }
    return flat;
  }
}

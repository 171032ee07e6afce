package org.jmlir.dialect.tf;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's hand-written verifiers of ops that index, gather, reduce along or join dimensions:
 * tf.StridedSlice(Grad), tf.GatherV2, tf.DataFormatVecPermute, tf.All/tf.Any, tf.Concat(V2), tf.Pack,
 * tf.Unpack, tf.Squeeze, tf.TopKV2, the cumulative ops, the unsorted segment reductions, the softmax
 * family, tf.InvertPermutation and tf.TensorScatterUpdate. Unranked operands pass.
 */
final class TfIndexingVerifiers {
  private TfIndexingVerifiers() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static boolean handles(String name) {
    return switch (name) {
      case "tf.StridedSlice", "tf.StridedSliceGrad", "tf.GatherV2", "tf.DataFormatVecPermute", "tf.All", "tf.Any",
          "tf.Concat", "tf.ConcatV2", "tf.Pack", "tf.Unpack", "tf.Squeeze", "tf.TopKV2", "tf.Cumsum", "tf.Cumprod",
          "tf.CumulativeLogsumexp", "tf.UnsortedSegmentMax", "tf.UnsortedSegmentMin", "tf.UnsortedSegmentProd",
          "tf.UnsortedSegmentSum", "tf.Softmax", "tf.SoftmaxCrossEntropyWithLogits",
          "tf.SparseSoftmaxCrossEntropyWithLogits", "tf.InvertPermutation", "tf.TensorScatterUpdate" -> true;
      default -> false;
    };
  }

  static boolean verify(Operation op) {
    return switch (op.name()) {
      case "tf.StridedSlice" -> op.numOperands() != 4 || stridedSlice(op, 1);
      case "tf.StridedSliceGrad" -> op.numOperands() != 5 || stridedSliceGrad(op);
      case "tf.GatherV2" -> op.numOperands() != 3 || gatherV2(op);
      case "tf.DataFormatVecPermute" -> op.numOperands() != 1 || dataFormatVecPermute(op);
      case "tf.All", "tf.Any" -> op.numOperands() != 2 || reduction(op);
      case "tf.Concat" -> op.numOperands() < 1 || concat(op, 0, 1, op.numOperands());
      case "tf.ConcatV2" -> op.numOperands() < 1 || concat(op, op.numOperands() - 1, 0, op.numOperands() - 1);
      case "tf.Pack" -> pack(op);
      case "tf.Unpack" -> op.numOperands() != 1 || unpack(op);
      case "tf.Squeeze" -> op.numOperands() != 1 || squeeze(op);
      case "tf.TopKV2" -> op.numOperands() != 2 || topK(op);
      case "tf.Cumsum", "tf.Cumprod", "tf.CumulativeLogsumexp" -> op.numOperands() != 2 || cumulative(op);
      case "tf.UnsortedSegmentMax", "tf.UnsortedSegmentMin", "tf.UnsortedSegmentProd", "tf.UnsortedSegmentSum" ->
          op.numOperands() != 3 || unsortedSegment(op);
      case "tf.Softmax" -> op.numOperands() != 1 || rankAtLeast(op, 0, 1)
          || op.emitOpError("requires operand to have rank at least 1").report();
      case "tf.SoftmaxCrossEntropyWithLogits" -> op.numOperands() != 2 || softmaxCrossEntropy(op);
      case "tf.SparseSoftmaxCrossEntropyWithLogits" -> op.numOperands() != 2 || sparseSoftmaxCrossEntropy(op);
      case "tf.InvertPermutation" -> op.numOperands() != 1 || rankOrUnranked(op, 0, 1)
          || op.emitOpError("requires input x to be 1-dimensional").report();
      case "tf.TensorScatterUpdate" -> op.numOperands() != 3 || tensorScatterUpdate(op);
      default -> true;
    };
  }

  private static RankedTensorType ranked(Operation op, int operand) {
    return op.operand(operand).type() instanceof RankedTensorType r ? r : null;
  }

  private static boolean rankAtLeast(Operation op, int operand, int rank) {
    RankedTensorType r = ranked(op, operand);
    return r == null || r.rank() >= rank;
  }

  private static boolean rankAtMost(Operation op, int operand, int rank) {
    RankedTensorType r = ranked(op, operand);
    return r == null || r.rank() <= rank;
  }

  private static boolean rankOrUnranked(Operation op, int operand, int rank) {
    RankedTensorType r = ranked(op, operand);
    return r == null || r.rank() == rank;
  }

  private static long intAttr(Operation op, String name, long absent) {
    return op.attr(name) instanceof IntegerAttr i ? i.longValue() : absent;
  }

  /** TensorFlow's VerifyStridedSliceBase on begin, end and strides (operands first..first+2). */
  private static boolean stridedSlice(Operation op, int first) {
    long expected = -1;
    for (int i = first; i < first + 3; i++) {
      Type t = op.operand(i).type();
      int rank;
      long length;
      if (t instanceof RankedTensorType r && r.hasStaticShape()) {
        rank = r.rank();
        length = rank == 1 ? r.shape()[0] : -1;
      } else {
        Attribute c = OperationFolder.constantValue(op.operand(i));
        if (!(c instanceof org.jmlir.ir.attr.ElementsAttr e) || TfConstants.intValues(op.operand(i)) == null) {
          continue;
        }
        rank = e.type() instanceof RankedTensorType cr ? cr.rank() : -1;
        length = rank == 1 ? ((RankedTensorType) e.type()).shape()[0] : -1;
      }
      if (rank != 1) {
        return op.emitOpError("requires begin, end and strides to be 1D tensors").report();
      }
      if (length == DYNAMIC) {
        continue;
      }
      if (expected == -1) {
        if (length >= 32) {
          return op.emitOpError("requires begin, end and strides operands with less than 32 elements").report();
        }
        expected = length;
      } else if (length != expected) {
        return op.emitOpError("requires begin, end and strides to have the same number of elements").report();
      }
    }
    long[] strides = TfConstants.intValues(op.operand(first + 2));
    if (strides != null) {
      for (long s : strides) {
        if (s == 0) {
          return op.emitOpError("requires non-zero strides").report();
        }
      }
    }
    long ellipsis = intAttr(op, "ellipsis_mask", 0) & 0xffffffffL;
    if (ellipsis != 0 && Long.bitCount(ellipsis) != 1) {
      return op.emitOpError("cannot have multiple ellipses").report();
    }
    return true;
  }

  private static boolean stridedSliceGrad(Operation op) {
    RankedTensorType shape = ranked(op, 0);
    if (shape != null && shape.rank() != 1) {
      return op.emitOpError("'shape' operand must be 1D tensor, but got " + shape.rank() + "D tensor").report();
    }
    return stridedSlice(op, 1);
  }

  private static boolean gatherV2(Operation op) {
    long batchDims = intAttr(op, "batch_dims", 0);
    RankedTensorType indices = ranked(op, 1);
    if (indices != null) {
      int rank = indices.rank();
      if (batchDims > rank || batchDims < -rank) {
        return op.emitOpError("batch_dims (" + batchDims + ") must be in range [" + -rank + ", " + (rank + 1) + ")")
            .report();
      }
      if (batchDims < 0) {
        batchDims += rank;
      }
    }
    if (!rankAtMost(op, 2, 1)) {
      return op.emitOpError("requires axis to have rank at most 1").report();
    }
    long[] axisValues = TfConstants.intValues(op.operand(2));
    if (axisValues != null && axisValues.length > 0) {
      long axis = axisValues[0];
      RankedTensorType params = ranked(op, 0);
      if (params != null) {
        int rank = params.rank();
        if (axis >= rank || axis < -rank) {
          return op.emitOpError("axis (" + axis + ") must be in range [" + -rank + ", " + rank + ")").report();
        }
        if (axis < 0) {
          axis += rank;
        }
      }
      if (batchDims >= 0 && axis >= 0 && axis < batchDims) {
        return op.emitOpError("requires axis (" + axis + ") to be greater than or equal to batch_dims (" + batchDims
            + ")").report();
      }
    }
    return true;
  }

  private static boolean dataFormatVecPermute(Operation op) {
    RankedTensorType x = ranked(op, 0);
    if (x == null) {
      return true;
    }
    if (x.rank() != 1 && x.rank() != 2) {
      return op.emitOpError("requires input of rank 1 or 2").report();
    }
    long d0 = x.shape()[0];
    if (x.rank() == 1) {
      return d0 == DYNAMIC || d0 == 4 || d0 == 2 || op.emitOpError("requires 1D input of size 4 or size 2").report();
    }
    if (d0 != DYNAMIC && d0 != 4) {
      return op.emitOpError("requires first dimensions of 2D input to be of size 4").report();
    }
    long d1 = x.shape()[1];
    return d1 == DYNAMIC || d1 == 2 || op.emitOpError("requires second dimensions of 2D input to be of size 2").report();
  }

  /** TensorFlow's VerifyReductionInputAndDims (an error without the op prefix). */
  private static boolean reduction(Operation op) {
    RankedTensorType dims = ranked(op, 1);
    if (dims == null) {
      return true;
    }
    if (dims.rank() > 1) {
      return op.emitError("dimensions can only be 0D or 1D tensor").report();
    }
    RankedTensorType input = ranked(op, 0);
    long[] values = TfConstants.intValues(op.operand(1));
    if (input == null || values == null) {
      return true;
    }
    int rank = input.rank();
    for (int i = 0; i < values.length; i++) {
      if (values[i] < -rank || values[i] >= rank) {
        return op.emitError(i + "-th dimension should be in the range of [-" + rank + ", " + rank + ")").report();
      }
    }
    return true;
  }

  private static boolean concat(Operation op, int axisOperand, int from, int to) {
    if (!rankAtMost(op, axisOperand, 1)) {
      return op.emitOpError("requires axis to be of scalar type (or vector type for older versions)").report();
    }
    return compatibleTypes(op, from, to, true);
  }

  /**
   * TensorFlow's VerifyTypesCompatibility: ranked operands share a rank and their static sizes
   * agree, except (with {@code maskOneDim}) in the first dimension where they differ.
   */
  private static boolean compatibleTypes(Operation op, int from, int to, boolean maskOneDim) {
    long[] common = null;
    int masked = -1;
    for (int k = from; k < to; k++) {
      if (!(op.operand(k).type() instanceof RankedTensorType r)) {
        continue;
      }
      if (common == null) {
        common = new long[r.rank()];
        java.util.Arrays.fill(common, DYNAMIC);
      } else if (common.length != r.rank()) {
        return op.emitError("operand type '" + AttrTypeText.type(r)
            + "' is not compatible with preceding operands; expected rank: " + common.length).report();
      }
      for (int i = 0; i < common.length; i++) {
        long d = r.shape()[i];
        if (i == masked || d == DYNAMIC) {
          continue;
        }
        if (common[i] == DYNAMIC) {
          common[i] = d;
        } else if (common[i] != d) {
          if (maskOneDim && masked == -1) {
            masked = i;
            continue;
          }
          return op.emitError("operand type '" + AttrTypeText.type(r)
              + "' is not compatible with preceding operands; expected dimension at index " + i + ": " + common[i])
              .report();
        }
      }
    }
    return true;
  }

  private static boolean pack(Operation op) {
    if (!compatibleTypes(op, 0, op.numOperands(), false)) {
      return false;
    }
    int rank = -1;
    for (int k = 0; k < op.numOperands(); k++) {
      if (op.operand(k).type() instanceof RankedTensorType r) {
        rank = r.rank();
        break;
      }
    }
    if (rank == -1) {
      return true;
    }
    long axis = intAttr(op, "axis", 0);
    if (axis < -rank - 1 || axis >= rank + 1) {
      return op.emitError("attribute 'axis' should be within range [" + (-rank - 1) + ", " + (rank + 1)
          + "); actual value: " + axis).report();
    }
    return true;
  }

  private static boolean unpack(Operation op) {
    RankedTensorType value = ranked(op, 0);
    if (value == null) {
      return true;
    }
    int rank = value.rank();
    long axis = intAttr(op, "axis", 0);
    if (axis < -rank || axis >= rank) {
      return op.emitOpError("axis attribute must be in the range of [-" + rank + ", " + rank + ")").report();
    }
    long size = value.shape()[(int) (axis < 0 ? axis + rank : axis)];
    if (size != DYNAMIC && size != op.numResults()) {
      return op.emitOpError("result count must be equal to " + size).report();
    }
    return true;
  }

  private static boolean squeeze(Operation op) {
    RankedTensorType input = ranked(op, 0);
    if (input == null || !(op.attr("squeeze_dims") instanceof ArrayAttr dims)) {
      return true;
    }
    int rank = input.rank();
    for (Attribute a : dims.elements()) {
      if (a instanceof IntegerAttr i && (i.longValue() < -rank || i.longValue() >= rank)) {
        return op.emitOpError("squeeze dimension " + i.longValue() + " not in [" + -rank + ", " + rank + ")").report();
      }
    }
    return true;
  }

  private static boolean topK(Operation op) {
    if (!rankAtLeast(op, 0, 1)) {
      return op.emitOpError("requires input operand to have at least 1 dimension").report();
    }
    return rankOrUnranked(op, 1, 0) || op.emitOpError("requires k operand to be 0D tensor").report();
  }

  private static boolean cumulative(Operation op) {
    if (!rankOrUnranked(op, 1, 0)) {
      return op.emitOpError("requires scalar axis operand").report();
    }
    long[] axis = TfConstants.intValues(op.operand(1));
    RankedTensorType input = ranked(op, 0);
    if (axis != null && axis.length == 1 && input != null) {
      int rank = input.rank();
      if (axis[0] < -rank || axis[0] >= rank) {
        return op.emitError("axis operand should be within range [" + -rank + ", " + rank + "); actual value: "
            + axis[0]).report();
      }
    }
    return true;
  }

  private static boolean unsortedSegment(Operation op) {
    if (!rankAtMost(op, 2, 0)) {
      return op.emitOpError("number of segments should be a 0-D tensor").report();
    }
    RankedTensorType data = ranked(op, 0);
    RankedTensorType ids = ranked(op, 1);
    if (data != null && ids != null) {
      if (data.rank() < ids.rank()) {
        return op.emitOpError("requires segment ids rank to be less than or equal to data's rank").report();
      }
      for (int i = 0; i < ids.rank(); i++) {
        long a = ids.shape()[i];
        long b = data.shape()[i];
        if (a != DYNAMIC && b != DYNAMIC && a != b) {
          return op.emitOpError("requires segment ids shape to be a prefix of data shape, but dimension #" + i
              + " differs: " + a + " vs. " + b).report();
        }
      }
    }
    long[] n = TfConstants.intValues(op.operand(2));
    if (n != null && n.length > 0 && n[0] < 0) {
      return op.emitOpError("num of segments cannot be negative").report();
    }
    return true;
  }

  private static boolean softmaxCrossEntropy(Operation op) {
    Type features = op.operand(0).type();
    Type labels = op.operand(1).type();
    boolean ok;
    if (features instanceof RankedTensorType f && labels instanceof RankedTensorType l) {
      long[] shape = TfShapes.broadcastShape(f.shape(), l.shape());
      ok = shape != null && shape.length == 2;
    } else {
      ok = features instanceof ShapedType && labels instanceof ShapedType;
    }
    return ok || op.emitOpError("requires features and labels to be broadcast compatible to rank two").report();
  }

  private static boolean sparseSoftmaxCrossEntropy(Operation op) {
    if (!rankOrUnranked(op, 0, 2)) {
      return op.emitOpError("requires features operand of rank two").report();
    }
    if (!rankOrUnranked(op, 1, 1)) {
      return op.emitOpError("requires labels operand of rank one").report();
    }
    RankedTensorType f = ranked(op, 0);
    RankedTensorType l = ranked(op, 1);
    if (f != null && l != null) {
      long a = f.shape()[0];
      long b = l.shape()[0];
      if (a != DYNAMIC && b != DYNAMIC && a != b) {
        return op.emitOpError("requires features and labels with matching first dimension").report();
      }
    }
    return true;
  }

  private static boolean tensorScatterUpdate(Operation op) {
    if (!rankAtLeast(op, 0, 1)) {
      return op.emitOpError("requires tensor operand to have at least 1 dimension").report();
    }
    if (!rankAtLeast(op, 1, 1)) {
      return op.emitOpError("requires indices operand to have at least 1 dimension").report();
    }
    RankedTensorType tensor = ranked(op, 0);
    RankedTensorType indices = ranked(op, 1);
    if (tensor == null || indices == null) {
      return true;
    }
    long last = indices.shape()[indices.rank() - 1];
    if (last != DYNAMIC && last > tensor.rank()) {
      return op.emitOpError(
          "requires tensor operand with rank greater than or equal to the indices operand's last dimensions").report();
    }
    return true;
  }

  private static String dims(long[] shape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i > 0 ? ", " : "").append(shape[i]);
    }
    return sb.toString();
  }

  /**
   * tf.DynamicStitch(indices..., data...): a non-scalar output; each data shape starts with its
   * index shape and the rest (the item shape) agrees across pairs; with all indices constant they
   * are non-negative, cover 0..max, and the output is compatible with [max + 1] + item shape.
   */
  static boolean dynamicStitch(Operation op) {
    int n = op.numOperands() / 2;
    if (n < 1) {
      return op.emitOpError("requires attribute N with value >= 1").report();
    }
    if (op.numResults() == 1 && op.result(0).type() instanceof RankedTensorType out && out.rank() == 0) {
      return op.emitOpError("requires non scalar output").report();
    }
    java.util.Set<Long> seen = new java.util.HashSet<>();
    boolean allConstant = true;
    long max = -1;
    long[] item = null;
    for (int k = 0; k < n; k++) {
      long[] values = TfConstants.intValues(op.operand(k));
      if (values != null) {
        for (long raw : values) {
          long v = (int) raw;
          if (v < 0) {
            return op.emitOpError("requires non-negative index values; found " + v).report();
          }
          max = Math.max(max, v);
          seen.add(v);
        }
      } else {
        allConstant = false;
      }
      if (!(op.operand(k).type() instanceof RankedTensorType index)
          || !(op.operand(n + k).type() instanceof RankedTensorType data)) {
        continue;
      }
      int r = index.rank();
      long[] ds = data.shape();
      boolean prefix = ds.length >= r;
      for (int i = 0; prefix && i < r; i++) {
        prefix = index.shape()[i] == DYNAMIC || ds[i] == DYNAMIC || index.shape()[i] == ds[i];
      }
      if (!prefix) {
        return op.emitOpError("requires shape of data with type '" + AttrTypeText.type(data)
            + "' to have prefix matching with shape of the corresponding index type '" + AttrTypeText.type(index) + "'")
            .report();
      }
      long[] itemShape = java.util.Arrays.copyOfRange(ds, r, ds.length);
      if (item == null) {
        item = itemShape;
        continue;
      }
      boolean same = item.length == itemShape.length;
      for (int i = 0; same && i < item.length; i++) {
        same = item[i] == DYNAMIC || itemShape[i] == DYNAMIC || item[i] == itemShape[i];
      }
      if (!same) {
        return op.emitOpError("has inconsistent shaped data and index pairs; inferred item shapes [" + dims(item)
            + "] and [" + dims(itemShape) + "] don't match").report();
      }
      for (int i = 0; i < item.length; i++) {
        if (item[i] == DYNAMIC) {
          item[i] = itemShape[i];
        }
      }
    }
    if (!allConstant) {
      return true;
    }
    for (long i = 0; i <= max; i++) {
      if (!seen.contains(i)) {
        return op.emitOpError("missing index " + i).report();
      }
    }
    if (item != null && op.numResults() == 1) {
      long[] expected = new long[item.length + 1];
      expected[0] = max + 1;
      System.arraycopy(item, 0, expected, 1, item.length);
      Type outType = op.result(0).type();
      Type element = outType instanceof ShapedType s ? s.elementType() : null;
      RankedTensorType want = RankedTensorType.get(op.context(), expected, element);
      if (element != null && !org.jmlir.ir.verify.TypeChecks.compatibleShape(outType, want)) {
        return op.emitOpError("has invalid output type; should be compatible with inferred type '"
            + AttrTypeText.type(want) + "'").report();
      }
    }
    return true;
  }
}

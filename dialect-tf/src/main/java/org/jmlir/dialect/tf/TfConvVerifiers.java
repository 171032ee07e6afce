package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.verify.TypeChecks;

/**
 * TensorFlow's verifiers of tf.Conv2D/tf.Conv3D (operand ranks, explicit paddings, strides and
 * dilations, channel divisibility, then the result type its shape function infers) and of
 * tf.BatchMatMul/tf.BatchMatMulV2 (batch dimensions equal or broadcastable, output rank and
 * row/column sizes), with TensorFlow's wording.
 */
final class TfConvVerifiers {
  private TfConvVerifiers() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static boolean handles(String name) {
    return switch (name) {
      case "tf.Conv2D", "tf.Conv3D", "tf.BatchMatMul", "tf.BatchMatMulV2", "tf.ToBool", "tf.XlaBroadcastHelper",
          "tf.XlaSetDynamicDimensionSize" -> true;
      default -> false;
    };
  }

  static boolean verify(Operation op) {
    return switch (op.name()) {
      case "tf.Conv2D" -> op.numOperands() != 2 || op.numResults() != 1 || conv(op, 2);
      case "tf.Conv3D" -> op.numOperands() != 2 || op.numResults() != 1 || conv(op, 3);
      case "tf.BatchMatMul", "tf.BatchMatMulV2" -> op.numOperands() != 2 || op.numResults() != 1 || batchMatMul(op);
      case "tf.ToBool" -> op.numResults() != 1 || toBool(op);
      case "tf.XlaBroadcastHelper" -> op.numOperands() != 3 || xlaBroadcastHelper(op);
      case "tf.XlaSetDynamicDimensionSize" -> op.numOperands() != 3 || setDynamicDimensionSize(op);
      default -> true;
    };
  }

  /** An error at the op's location without the op-name prefix (TensorFlow's emitOptionalError). */
  private static boolean plainError(Operation op, String message) {
    return op.context().diagnostics().emit(op.location(), Severity.ERROR, message).report();
  }

  /** An integer list attribute, or {@code absent} when the op has none. */
  private static long[] ints(Operation op, String name, long[] absent) {
    long[] values = TfAttrValues.intList(op, name);
    return values == null ? absent : values;
  }

  private static boolean rankOrUnranked(Type t, int rank) {
    return !(t instanceof RankedTensorType r) || r.rank() == rank;
  }

  private static long[] ones(int n) {
    long[] out = new long[n];
    java.util.Arrays.fill(out, 1);
    return out;
  }

  private static boolean conv(Operation op, int spatial) {
    int dims = spatial + 2;
    String format = TfAttrValues.string(op, "data_format", spatial == 2 ? "NHWC" : "NDHWC");
    boolean channelsFirst = format.startsWith("NC");
    if (!List.of("NHWC", "NCHW", "NDHWC", "NCDHW").contains(format)) {
      return plainError(op, "Invalid data format provided");
    }
    String padding = TfAttrValues.string(op, "padding", "");
    if (!List.of("SAME", "VALID", "EXPLICIT").contains(padding)) {
      return plainError(op, "Invalid padding format provided");
    }
    Type inputType = op.operand(0).type();
    Type filterType = op.operand(1).type();
    if (!rankOrUnranked(inputType, dims) || !rankOrUnranked(filterType, dims)) {
      return plainError(op, "requires operands to be " + dims + "D tensor");
    }
    long[] explicit = ints(op, "explicit_paddings", new long[0]);
    if (padding.equals("EXPLICIT")) {
      if (explicit.length == 0) {
        return plainError(op, "requires attribute 'explicit_paddings' with 'EXPLICIT' padding mode");
      }
      if (explicit.length != dims * 2) {
        return plainError(op, "requires explicit_paddings attribute length to be " + dims * 2);
      }
      for (long p : explicit) {
        if (p < 0) {
          return plainError(op, "requires non negative explicit paddings");
        }
      }
    }
    long[] strides = ints(op, "strides", new long[0]);
    long[] dilations = ints(op, "dilations", ones(dims));
    if (!convAttributes(op, dims, strides, dilations)) {
      return false;
    }
    int feature = channelsFirst ? 1 : dims - 1;
    if (inputType instanceof RankedTensorType in && filterType instanceof RankedTensorType f) {
      long inChannels = in.shape()[feature];
      long filterChannels = f.shape()[dims - 2];
      if (inChannels != DYNAMIC && filterChannels != DYNAMIC && filterChannels != 0
          && inChannels % filterChannels != 0) {
        return op.emitOpError("requires the number of input channels to be divisible by the number of filter input "
            + "channels; found " + inChannels + " and " + filterChannels + ", respectively").report();
      }
    }
    // The result type TensorFlow's inferReturnTypeComponents gives must be compatible with the op's.
    long[] inferred = new long[dims];
    java.util.Arrays.fill(inferred, DYNAMIC);
    if (inputType instanceof RankedTensorType in) {
      inferred[0] = in.shape()[0];
    }
    if (filterType instanceof RankedTensorType f) {
      inferred[feature] = f.shape()[dims - 1];
    }
    if (inputType instanceof RankedTensorType in && filterType instanceof RankedTensorType f) {
      for (int i = 0; i < spatial; i++) {
        int d = channelsFirst ? i + 2 : i + 1;
        if (in.shape()[d] == DYNAMIC || f.shape()[i] == DYNAMIC) {
          continue;
        }
        long size = windowedOutputSize(in.shape()[d], f.shape()[i], dilations[d], strides[d], padding,
            padding.equals("EXPLICIT") ? explicit[2 * d] : 0, padding.equals("EXPLICIT") ? explicit[2 * d + 1] : 0);
        if (size < 0) {
          return op.emitOpError("failed to infer returned types").report();
        }
        inferred[d] = size;
      }
    }
    Type element = inputType instanceof ShapedType s ? s.elementType() : null;
    return element == null || inferredCompatible(op, inferred, element);
  }

  /** MLIR's refineReturnTypes: the inferred type against the op's, then "failed to infer returned types". */
  static boolean inferredCompatible(Operation op, long[] shape, Type element) {
    RankedTensorType inferred = RankedTensorType.get(op.context(), shape, element);
    Type actual = op.result(0).type();
    boolean ok = TypeChecks.compatibleShape(inferred, actual)
        && actual instanceof ShapedType s && s.elementType().equals(element);
    if (ok) {
      return true;
    }
    plainError(op, "'" + op.name() + "' op inferred type(s) '" + AttrTypeText.type(inferred)
        + "' are incompatible with return type(s) of operation '" + AttrTypeText.type(actual) + "'");
    return op.emitOpError("failed to infer returned types").report();
  }

  /** TensorFlow's GetWindowedOutputSizeVerbose; -1 when the sizes are invalid. */
  private static long windowedOutputSize(long in, long filter, long dilation, long stride, String padding,
      long padLow, long padHigh) {
    if (stride <= 0 || dilation < 1) {
      return -1;
    }
    long effective = (filter - 1) * dilation + 1;
    long out = switch (padding) {
      case "VALID" -> (in - effective + stride) / stride;
      case "SAME" -> (in + stride - 1) / stride;
      default -> (in + padLow + padHigh - effective + stride) / stride;
    };
    return out < 0 ? -1 : out;
  }

  /** TensorFlow's VerifyConvOpAttributes: one positive stride and dilation per dimension. */
  static boolean convAttributes(Operation op, int dims, long[] strides, long[] dilations) {
    if (strides.length != dims) {
      return plainError(op, "requires strides attribute length to be " + dims);
    }
    for (long s : strides) {
      if (s <= 0) {
        return plainError(op, "requires positive strides");
      }
    }
    if (dilations.length != dims) {
      return plainError(op, "requires dilations attribute length to be " + dims);
    }
    for (long d : dilations) {
      if (d <= 0) {
        return plainError(op, "requires positive dilations");
      }
    }
    return true;
  }

  private static boolean batchMatMul(Operation op) {
    Type xType = op.operand(0).type();
    Type yType = op.operand(1).type();
    if (xType instanceof RankedTensorType x && x.rank() < 2) {
      return op.emitOpError("requires lhs operand to have rank at least two").report();
    }
    if (yType instanceof RankedTensorType y && y.rank() < 2) {
      return op.emitOpError("requires rhs operand to have rank at least two").report();
    }
    if (!(xType instanceof RankedTensorType x) || !(yType instanceof RankedTensorType y)) {
      return true;
    }
    long[] xs = x.shape();
    long[] ys = y.shape();
    long[] xb = java.util.Arrays.copyOf(xs, xs.length - 2);
    long[] yb = java.util.Arrays.copyOf(ys, ys.length - 2);
    long[] batch;
    if (op.name().equals("tf.BatchMatMul")) {
      for (int i = 0; i < Math.min(xb.length, yb.length); i++) {
        if (xb[i] != DYNAMIC && yb[i] != DYNAMIC && xb[i] != yb[i]) {
          return op.emitOpError("found mismatching batch dimensions for lhs shape '" + AttrTypeText.type(x)
              + "' and rhs shape '" + AttrTypeText.type(y) + "'").report();
        }
      }
      batch = new long[0];
    } else {
      batch = TfShapes.broadcastShape(xb, yb);
      if (batch == null) {
        return op.emitOpError("found incompatible broadcast batch dimensions for lhs shape '" + AttrTypeText.type(x)
            + "' and rhs shape '" + AttrTypeText.type(y) + "'").report();
      }
    }
    if (!(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    int rank = Math.max(x.rank(), y.rank());
    if (out.rank() != rank) {
      return op.emitOpError("found invalid output rank, expected " + rank + " but got " + out.rank()).report();
    }
    long[] os = out.shape();
    for (int i = 0; i < batch.length; i++) {
      if (os[i] != DYNAMIC && batch[i] != DYNAMIC && os[i] != batch[i]) {
        return op.emitOpError("has mismatching input batch dimension " + batch[i] + " and output batch dimension "
            + os[i]).report();
      }
    }
    boolean adjX = op.attr("adj_x") instanceof IntegerAttr b && b.longValue() != 0;
    boolean adjY = op.attr("adj_y") instanceof IntegerAttr b2 && b2.longValue() != 0;
    long row = adjX ? xs[xs.length - 1] : xs[xs.length - 2];
    long col = adjY ? ys[ys.length - 2] : ys[ys.length - 1];
    long outRow = os[os.length - 2];
    long outCol = os[os.length - 1];
    if (row != DYNAMIC && outRow != DYNAMIC && row != outRow) {
      return op.emitOpError("found invalid output dimension on row, expected " + row + " but got " + outRow).report();
    }
    if (col != DYNAMIC && outCol != DYNAMIC && col != outCol) {
      return op.emitOpError("found invalid output dimension on col, expected " + col + " but got " + outCol).report();
    }
    return true;
  }

  /** A failing shape function: its error (no op prefix), then MLIR's "failed to infer returned types". */
  private static boolean inferenceFailed(Operation op, String message) {
    plainError(op, message);
    return op.emitOpError("failed to infer returned types").report();
  }

  /** tf.ToBool infers tensor<i1>, which its result must be. */
  private static boolean toBool(Operation op) {
    Type i1 = org.jmlir.ir.type.IntegerType.get(op.context(), 1);
    RankedTensorType inferred = RankedTensorType.get(op.context(), new long[0], i1);
    if (op.result(0).type().equals(inferred)) {
      return true;
    }
    plainError(op, "'tf.ToBool' op inferred type(s) '" + AttrTypeText.type(inferred)
        + "' are incompatible with return type(s) of operation '" + AttrTypeText.type(op.result(0).type()) + "'");
    return op.emitOpError("failed to infer returned types").report();
  }

  /** The failure cases of tf.XlaBroadcastHelper's shape function (constant broadcast_dims, ranked operands). */
  private static boolean xlaBroadcastHelper(Operation op) {
    if (!(op.operand(0).type() instanceof RankedTensorType lhs) || !(op.operand(1).type() instanceof RankedTensorType rhs)) {
      return true;
    }
    long[] dims = TfConstants.intValues(op.operand(2));
    if (dims == null) {
      return true;
    }
    if (dims.length == 0) {
      return lhs.rank() == rhs.rank() || lhs.rank() == 0 || rhs.rank() == 0 || inferenceFailed(op,
          "if broadcast_dims is empty, both arguments must have equal rank or at least one argument must be a scalar");
    }
    int minRank = Math.min(lhs.rank(), rhs.rank());
    int outRank = Math.max(lhs.rank(), rhs.rank());
    if (lhs.rank() == rhs.rank()) {
      minRank = rhs.rank();
    }
    if (dims.length != minRank) {
      return inferenceFailed(op, "broadcast_dims must have size equal to the smaller argument rank");
    }
    boolean[] seen = new boolean[outRank + 1];
    for (long d : dims) {
      if (d < 0 || d > outRank) {
        return inferenceFailed(op, "out of range broadcast dim");
      }
      if (seen[(int) d]) {
        return inferenceFailed(op, "broadcast_dims has duplicates");
      }
      seen[(int) d] = true;
    }
    return true;
  }

  /** tf.XlaSetDynamicDimensionSize's shape function rejects a constant dim_index outside the input's rank. */
  private static boolean setDynamicDimensionSize(Operation op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in)) {
      return true;
    }
    long[] index = TfConstants.intValues(op.operand(1));
    if (index == null || index.length == 0 || (index[0] >= 0 && index[0] < in.rank())) {
      return true;
    }
    return inferenceFailed(op, "dim_index (" + index[0] + ") is out of range [0, " + in.rank() + ")");
  }
}

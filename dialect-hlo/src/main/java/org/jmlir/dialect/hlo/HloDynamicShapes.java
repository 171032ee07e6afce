package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.isDynamic;
import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.HashSet;
import java.util.Set;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Verifiers of the dynamic-shape ops whose shapes are operands (StableHLO's
 * verifyDynamicBroadcastInDimOp, verifyDynamicReshapeOp): a constant shape operand is checked
 * against the result type, as upstream does.
 */
final class HloDynamicShapes {
  private HloDynamicShapes() {}

  private static boolean fail(Operation op, String message) {
    op.emitError(message).report();
    return false;
  }

  private static boolean quantized(Type... ts) {
    for (Type t : ts) {
      if (HloTypes.elementType(t) instanceof UniformQuantizedType) {
        return true;
      }
    }
    return false;
  }

  /** verifyShapeOperandIsCompatibleWithResultType. */
  static boolean shapeOperand(Operation op, Value shape, Type result) {
    long[] s = HloScatterGather.constInts(shape);
    if (s == null) {
      return true;
    }
    boolean ok = true;
    for (long x : s) {
      ok &= x >= 0;
    }
    if (ok && result instanceof RankedTensorType r) {
      ok = r.shape().length == s.length;
      for (int i = 0; ok && i < s.length; i++) {
        ok = HloShapes.compatibleDims(s[i], r.shape()[i]);
      }
      if (ok) {
        long[] b = HloShapes.bounds(r);
        for (int i = 0; ok && i < b.length; i++) {
          ok = isDynamic(b[i]) || b[i] >= s[i];
        }
      }
    }
    if (!ok) {
      return fail(op, "output shape [" + HloOpShapes.raw(s) + "] is incompatible with return type of operation " + q(result));
    }
    return true;
  }

  /** StableHLO's verifyDynamicPadOp (dynamic_pad_c2 .. c4). */
  static boolean verifyDynamicPad(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.operand(2).type() instanceof RankedTensorType low)) {
      return true;
    }
    int rank = in.shape().length;
    if (low.shape().length == 1 && low.shape()[0] != rank) {
      return fail(op, "padding operands size (" + low.shape()[0] + ") must match operand rank (" + rank + ")");
    }
    long[] interior = HloScatterGather.constInts(op.operand(4));
    if (interior != null) {
      for (long x : interior) {
        if (x < 0) {
          return fail(op, "interior_padding must be non-negative, but got " + HloOpShapes.raw(interior));
        }
      }
    }
    long[] lo = HloScatterGather.constInts(op.operand(2));
    long[] hi = HloScatterGather.constInts(op.operand(3));
    if (interior == null || lo == null || hi == null || !(op.result(0).type() instanceof RankedTensorType out)
        || !HloShapes.isStatic(in) || !HloShapes.isStatic(out)) {
      return true;
    }
    for (int i = 0; i < rank && i < out.shape().length; i++) {
      long d = in.shape()[i];
      long want = d + lo[i] + Math.max(d - 1, 0) * interior[i] + hi[i];
      if (out.shape()[i] != want) {
        return fail(op, "expected output dimension at index " + i + " to equal " + want + ", but got " + out.shape()[i]);
      }
    }
    return true;
  }

  static boolean verifyDynamicBroadcastInDim(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    if (!quantized(in, out) && !HloShapes.compatibleElementType(in, out)) {
      return fail(op, "expects operand and result to have compatible element type. Got: " + q(in) + " and " + q(out));
    }
    long[] dims = HloDirectives.orEmpty(op.i64Array("broadcast_dimensions"));
    int inRank = in.shape().length;
    int outRank = out.shape().length;
    if (dims.length != inRank) {
      return fail(op, "broadcast_dimensions size (" + dims.length + ") does not match operand rank (" + inRank + ")");
    }
    if (outRank < inRank) {
      return fail(op, "result rank (" + outRank + ") is less than operand rank (" + inRank + ")");
    }
    if (!HloWindows.unique(dims)) {
      return fail(op, "broadcast_dimensions should not have duplicates");
    }
    for (int i = 0; i < dims.length; i++) {
      long d = dims[i];
      if (d < 0 || d >= outRank) {
        return fail(op, "broadcast_dimensions contains invalid value " + d + " for result with rank " + outRank);
      }
      long size = in.shape()[i];
      long rsize = out.shape()[(int) d];
      if (size != 1 && !HloShapes.compatibleDims(size, rsize)) {
        return fail(
            op, "size of operand dimension " + i + " (" + size + ") is not compatible with size of result dimension " + d + " (" + rsize + ")");
      }
    }
    if (!shapeOperand(op, op.operand(1), out)) {
      return false;
    }
    long[] expanding = op.i64Array("known_expanding_dimensions");
    long[] nonexpanding = op.i64Array("known_nonexpanding_dimensions");
    Set<Long> hints = new HashSet<>();
    int count = 0;
    for (long[] a : new long[][] {expanding, nonexpanding}) {
      if (a != null) {
        for (long x : a) {
          count++;
          hints.add(x);
        }
      }
    }
    if (hints.size() != count) {
      return fail(op, "duplicate expansion hint for at least one operand dimension");
    }
    for (long x : hints) {
      if (x < 0 || x >= inRank) {
        return fail(op, "hint for expanding dimension " + x + " does not refer to a valid operand dimension");
      }
    }
    long[] shape = HloScatterGather.constInts(op.operand(1));
    if (shape != null && HloShapes.isStatic(in)) {
      for (int i = 0; i < dims.length; i++) {
        long size = in.shape()[i];
        if (dims[i] < shape.length && size != 1 && size != shape[(int) dims[i]]) {
          return fail(
              op,
              "size of operand dimension " + i + " (" + size + ") is not equal to 1 or value of shape at index " + dims[i] + " (" + shape[(int) dims[i]]
                  + ")");
        }
      }
    }
    return true;
  }

  static boolean verifyDynamicReshape(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    if (!quantized(in, out) && !HloShapes.compatibleElementType(in, out)) {
      return fail(op, "expects operand and result to have compatible element type. Got: " + q(in) + " and " + q(out));
    }
    if (HloShapes.isStatic(in) && HloShapes.isStatic(out) && HloShapes.numElements(in) != HloShapes.numElements(out)) {
      return fail(
          op, "number of output elements (" + HloShapes.numElements(out) + ") doesn't match expected number of elements (" + HloShapes.numElements(in) + ")");
    }
    if (!shapeOperand(op, op.operand(1), out)) {
      return false;
    }
    if (op.operand(1).type() instanceof RankedTensorType st && st.shape().length == 1 && st.shape()[0] != out.shape().length) {
      return fail(op, "result should have a rank equal to the number of elements in output_shape");
    }
    long[] shape = HloScatterGather.constInts(op.operand(1));
    if (shape != null && HloShapes.isStatic(in)) {
      long n = 1;
      for (long x : shape) {
        n *= x;
      }
      if (n != HloShapes.numElements(in)) {
        return fail(op, "output_shape is incompatible with input type of operation: input has " + HloShapes.numElements(in) + " elements, but output_shape has " + n);
      }
    }
    return true;
  }

  /** bitcast_convert: element bit widths and the shapes they imply (StableHLO's verifyBitcastConvertOp). */
  static boolean verifyBitcastConvert(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    Type ie = in.elementType();
    Type oe = out.elementType();
    if ((ie instanceof org.jmlir.ir.type.ComplexType) != (oe instanceof org.jmlir.ir.type.ComplexType)) {
      return fail(op, "cannot convert between real and complex types, but got: " + q(in) + " and " + q(out));
    }
    int iw = HloShapes.bitWidth(ie);
    int ow = HloShapes.bitWidth(oe);
    long[] smaller = iw < ow ? in.shape() : out.shape();
    long[] bigger = iw < ow ? out.shape() : in.shape();
    long[] prefix = smaller;
    if (iw != ow) {
      int sw = Math.min(iw, ow);
      int bw = Math.max(iw, ow);
      if (smaller.length != bigger.length + 1) {
        return fail(
            op,
            "rank of smaller element type (" + smaller.length + ") should be 1 more than rank of larger element type (" + bigger.length + "), but "
                + smaller.length + " != " + bigger.length + " + 1.");
      }
      prefix = java.util.Arrays.copyOf(smaller, smaller.length - 1);
      long last = smaller[smaller.length - 1];
      if (!isDynamic(last) && last * sw != bw) {
        return fail(op, "requires compatible bit widths. Got: " + q(in) + " and " + q(out) + ", but " + sw + " * " + last + " != " + bw + ".");
      }
    }
    for (int i = 0; i < prefix.length && i < bigger.length; i++) {
      if (!HloShapes.compatibleDims(prefix[i], bigger[i])) {
        return fail(
            op,
            "operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: " + q(in)
                + " and " + q(out) + ".");
      }
    }
    return true;
  }
}

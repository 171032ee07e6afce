package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.DYN;
import static org.jmlir.dialect.hlo.HloShapes.isDynamic;
import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.HashSet;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.type.RankedTensorType;

/**
 * Windowed ops' checks and shape functions (StableHLO's window helpers and convolution's
 * verifier): window attributes against the window rank, dimension numbers, group counts, output
 * shape.
 */
final class HloWindows {
  private HloWindows() {}

  /** One window dimension: size, stride, paddings and dilations. */
  record Dim(long size, long stride, long padLow, long padHigh, long baseDilation, long windowDilation) {}

  private static boolean fail(Operation op, String message) {
    op.emitError(message).report();
    return false;
  }

  /** Padding as {low, high} pairs; null after an error; empty when absent. */
  static long[][] padding(Operation op, Attribute attr) {
    if (attr == null) {
      return new long[0][];
    }
    if (!(attr instanceof DenseIntOrFPElementsAttr e) || !(e.type() instanceof RankedTensorType t)) {
      fail(op, "expects the padding-attribute to be a dense integer attribute");
      return null;
    }
    long[] shape = t.shape();
    if (shape.length != 2 || shape[1] != 2) {
      fail(op, "expects the shape of padding-attribute to be {N, 2}, but got {" + HloShapes.list(shape) + "}.");
      return null;
    }
    long[] v = HloDirectives.i64Values(e);
    long[][] out = new long[v.length / 2][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new long[] {v[2 * i], v[2 * i + 1]};
    }
    return out;
  }

  /** verifyWindowAttributesAndInferWindowDimensions; null after an error. */
  static Dim[] window(Operation op, long[] dims, long[] strides, long[][] padding, long[] lhsDilation, long[] rhsDilation, long[] reversal) {
    int n = dims.length;
    if (!size(op, strides.length, n, "window-strides")
        || !size(op, lhsDilation.length, n, "base-dilation factors")
        || !size(op, rhsDilation.length, n, "window-dilation factors")
        || !size(op, padding.length, n, "padding-entries")
        || !size(op, reversal.length, n, "window-reversal")) {
      return null;
    }
    Dim[] out = new Dim[n];
    for (int i = 0; i < n; i++) {
      long size = dims[i];
      if (!isDynamic(size) && size <= 0) {
        fail(op, "expects window to have positive value for " + i + "-th window dimension, but got " + size + ".");
        return null;
      }
      long stride = strides.length == 0 ? 1 : strides[i];
      if (stride <= 0) {
        fail(op, "expects window to have positive stride for " + i + "-th window dimension, but got " + stride + ".");
        return null;
      }
      long base = lhsDilation.length == 0 ? 1 : lhsDilation[i];
      if (base <= 0) {
        fail(op, "expects window to have positive base dilation factor for " + i + "-th window dimension, but got " + base + ".");
        return null;
      }
      long win = rhsDilation.length == 0 ? 1 : rhsDilation[i];
      if (win <= 0) {
        fail(op, "expects window to have positive window dilation factor for " + i + "-th window dimension, but got " + win + ".");
        return null;
      }
      long lo = padding.length == 0 ? 0 : padding[i][0];
      long hi = padding.length == 0 ? 0 : padding[i][1];
      out[i] = new Dim(size, stride, lo, hi, base, win);
    }
    return out;
  }

  private static boolean size(Operation op, int size, int n, String what) {
    if (size == 0 || size == n) {
      return true;
    }
    return fail(op, "expects " + what + " to have same dimension-size as size of window dimensions (" + n + "), but got: " + size + ".");
  }

  static long dilated(long bound, long dilation) {
    return bound == 0 ? 0 : (bound - 1) * dilation + 1;
  }

  static long strided(long bound, long window, long stride) {
    if (bound == 0 || window > bound) {
      return 0;
    }
    return (bound - window) / stride + 1;
  }

  /** inferWindowOutputShape. */
  static long[] outputShape(long[] base, Dim[] window) {
    long[] out = new long[window.length];
    for (int i = 0; i < window.length; i++) {
      if (isDynamic(base[i]) || isDynamic(window[i].size())) {
        out[i] = DYN;
      } else {
        Dim d = window[i];
        long padded = d.padLow() + dilated(base[i], d.baseDilation()) + d.padHigh();
        out[i] = strided(padded, dilated(d.size(), d.windowDilation()), d.stride());
      }
    }
    return out;
  }

  /** What {@link #convolutionShape} answers when there is nothing to infer (unranked, or dynamic_conv without padding). */
  private static final long[] UNKNOWN = new long[0];

  /** convolution's (and dynamic_conv's) verifier; on success the inferred shape is checked against the result. */
  static boolean verifyConvolution(HloOp op) {
    long[] dims = convolutionShape(op, null);
    if (dims == null) {
      return false;
    }
    if (dims != UNKNOWN && op.result(0).type() instanceof RankedTensorType r) {
      boolean ok = r.shape().length == dims.length;
      for (int i = 0; ok && i < dims.length; i++) {
        ok = HloShapes.compatibleDims(dims[i], r.shape()[i]);
      }
      if (!ok) {
        return fail(op, "inferred shape '[" + HloShapes.list(dims) + "]' is incompatible with return type of operation " + q(r));
      }
    }
    return true;
  }

  /**
   * inferConvolutionOp's shape for convolution, or for dynamic_conv given its padding as {@code [n][2]}
   * (upstream's refinement of dynamic_conv from a constant padding operand): null after reporting an
   * error; an empty array when nothing can be inferred.
   */
  public static long[] convolutionShape(HloOp op, long[][] dynamicPadding) {
    if (!(op.operand(0).type() instanceof RankedTensorType lhs) || !(op.operand(1).type() instanceof RankedTensorType rhs)) {
      return UNKNOWN;
    }
    if (!(op.inherentAttr("dimension_numbers") instanceof ConvDimensionNumbersAttr dn)) {
      return UNKNOWN;
    }
    int numDims = lhs.shape().length;
    if (numDims < 2) {
      return failed(op, "expects convolution arguments to have >= 2 dimensions. Got: " + q(lhs) + " and " + q(rhs) + ".");
    }
    if (numDims != rhs.shape().length) {
      return failed(op, "expects convolution arguments to have same number of dimensions. Got: " + q(lhs) + " and " + q(rhs) + ".");
    }
    if (!(HloTypes.elementType(lhs) instanceof org.jmlir.dialect.quant.UniformQuantizedType)
        && !(HloTypes.elementType(rhs) instanceof org.jmlir.dialect.quant.UniformQuantizedType)
        && !HloShapes.compatibleElementType(lhs, rhs)) {
      return failed(op, "expects lhs and rhs to have compatible element type. Got: " + q(lhs.elementType()) + " and " + q(rhs.elementType()));
    }
    long[] is = dn.inputSpatialDimensions();
    long[] ks = dn.kernelSpatialDimensions();
    long[] os = dn.outputSpatialDimensions();
    if (is.length != ks.length || is.length != os.length) {
      return failed(
          op, "expects the same size for input, kernel and output spatial-dimensions, but got " + is.length + ", " + ks.length + ", and " + os.length + " resp.");
    }
    long[] in = concat(dn.inputBatchDimension(), dn.inputFeatureDimension(), is);
    long[] kn = concat(dn.kernelInputFeatureDimension(), dn.kernelOutputFeatureDimension(), ks);
    long[] out = concat(dn.outputBatchDimension(), dn.outputFeatureDimension(), os);
    if (!inRange(in, numDims) || !inRange(kn, numDims) || !inRange(out, numDims)) {
      return failed(op, "expects input, kernel, and output dimension-numbers to be in-range [0, " + numDims + ").");
    }
    if (!unique(in)) {
      return failed(op, "expects input dimension-numbers to be unique, got {" + HloShapes.list(in) + "}.");
    }
    if (!unique(kn)) {
      return failed(op, "expects kernel dimension-numbers to be unique, got {" + HloShapes.list(kn) + "}.");
    }
    if (!unique(out)) {
      return failed(op, "expects output dimension-numbers to be unique, got {" + HloShapes.list(out) + "}.");
    }
    long fgc = op.i64("feature_group_count", 1);
    long bgc = op.i64("batch_group_count", 1);
    if (bgc > 1 && fgc > 1) {
      return failed(op, "expects batch_group_count and feature_group_count not to be both greater than 1. Got " + bgc + " and " + fgc + " resp.");
    }
    long inputFeatures = lhs.shape()[(int) dn.inputFeatureDimension()];
    long inputBatch = lhs.shape()[(int) dn.inputBatchDimension()];
    long kernelIn = rhs.shape()[(int) dn.kernelInputFeatureDimension()];
    long kernelOut = rhs.shape()[(int) dn.kernelOutputFeatureDimension()];
    if (bgc > 0 && fgc > 0) {
      if (!isDynamic(inputBatch) && inputBatch % bgc != 0) {
        return failed(op, "expects input batch dimension (" + inputBatch + ") to be divisible by batch_group_count. Got batch_group_count = " + bgc + ".");
      }
      if (!isDynamic(inputFeatures)) {
        if (inputFeatures % fgc != 0) {
          return failed(
              op, "expects input feature dimension (" + inputFeatures + ") to be a multiple of feature_group_count. Got feature_group_count = " + fgc + ".");
        }
        if (!isDynamic(kernelIn) && inputFeatures / fgc != kernelIn) {
          return failed(
              op,
              "expects input feature dimension (" + inputFeatures + ") / feature_group_count = kernel input feature dimension (" + kernelIn
                  + "). Got feature_group_count = " + fgc + ".");
        }
      }
      if (!isDynamic(kernelOut)) {
        if (kernelOut % bgc != 0) {
          return failed(
              op, "expects output feature dimension size (" + kernelOut + ") to be a multiple of batch_group_count. Got batch_group_count = " + bgc + ".");
        }
        if (kernelOut % fgc != 0) {
          return failed(
              op, "expects kernel output feature dimension (" + kernelOut + ") to be divisible by feature_group_count. For feature_group_count = " + fgc + ".");
        }
      }
    }
    if (!verifyPrecision(op)) {
      return null;
    }
    if (numDims != is.length + 2) {
      return failed(op, "expects convolution arguments to have " + (is.length + 2) + " dimensions. Got: " + numDims);
    }
    long[] windowDims = new long[ks.length];
    for (int i = 0; i < ks.length; i++) {
      windowDims[i] = rhs.shape()[(int) ks[i]];
    }
    if (op.is("dynamic_conv") && dynamicPadding == null) {
      return UNKNOWN;
    }
    long[][] pad = op.is("dynamic_conv") ? dynamicPadding : padding(op, op.inherentAttr("padding"));
    if (pad == null) {
      return null;
    }
    Dim[] window =
        window(
            op,
            windowDims,
            HloDirectives.orEmpty(op.i64Array("window_strides")),
            pad,
            HloDirectives.orEmpty(op.i64Array("lhs_dilation")),
            HloDirectives.orEmpty(op.i64Array("rhs_dilation")),
            HloDirectives.orEmpty(op.i64Array("window_reversal")));
    if (window == null) {
      return null;
    }
    long[] inputSpatial = new long[is.length];
    for (int i = 0; i < is.length; i++) {
      inputSpatial[i] = lhs.shape()[(int) is[i]];
    }
    long[] ws = outputShape(inputSpatial, window);
    long[] dims = new long[numDims];
    java.util.Arrays.fill(dims, DYN);
    for (int i = 0; i < window.length; i++) {
      dims[(int) os[i]] = ws[i];
    }
    dims[(int) dn.outputBatchDimension()] = isDynamic(inputBatch) || bgc <= 0 ? DYN : inputBatch / bgc;
    dims[(int) dn.outputFeatureDimension()] = kernelOut;
    return dims;
  }

  private static long[] failed(Operation op, String message) {
    fail(op, message);
    return null;
  }

  static boolean verifyPrecision(Operation op) {
    if (op.inherentAttr("precision_config") instanceof org.jmlir.ir.attr.ArrayAttr a && a.elements().size() > 2) {
      return fail(op, "expects precision config to be empty or have <= 2 elements, got " + a.elements().size());
    }
    return true;
  }

  private static long[] concat(long a, long b, long[] rest) {
    long[] out = new long[rest.length + 2];
    out[0] = a;
    out[1] = b;
    System.arraycopy(rest, 0, out, 2, rest.length);
    return out;
  }

  private static boolean inRange(long[] v, int n) {
    for (long x : v) {
      if (x < 0 || x >= n) {
        return false;
      }
    }
    return true;
  }

  static boolean unique(long[] v) {
    Set<Long> s = new HashSet<>();
    for (long x : v) {
      if (!s.add(x)) {
        return false;
      }
    }
    return true;
  }
}

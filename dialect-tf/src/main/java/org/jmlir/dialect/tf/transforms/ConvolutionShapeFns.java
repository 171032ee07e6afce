package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfAttrValues;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the windowed ops (TensorFlow's Conv2DShape, Conv3DShape, DepthwiseConv2DNative,
 * the pools and the backprops that take their result size as an operand). Each spatial size is
 * TensorFlow's GetWindowedOutputSize: ceil(in / stride) for SAME, (in - effective + stride) / stride
 * for VALID and, with the explicit paddings added to in, for EXPLICIT; effective is (k - 1) *
 * dilation + 1. Layouts: NHWC/NDHWC or NCHW/NCDHW.
 */
final class ConvolutionShapeFns {
  private ConvolutionShapeFns() {}

  private enum Kind { CONV, DEPTHWISE, POOL }

  static void register(Map<String, ShapeFunction> m) {
    m.put("tf.Conv2D", op -> windowed(op, 2, Kind.CONV));
    m.put("tf.Conv3D", op -> windowed(op, 3, Kind.CONV));
    m.put("tf.DepthwiseConv2dNative", op -> windowed(op, 2, Kind.DEPTHWISE));
    ShapeFunctions.put(m, op -> windowed(op, 2, Kind.POOL), "tf.MaxPool", "tf.AvgPool");
    ShapeFunctions.put(m, op -> windowed(op, 3, Kind.POOL), "tf.MaxPool3D", "tf.AvgPool3D");
    ShapeFunctions.put(m, op -> backpropInput(op, 4), "tf.Conv2DBackpropInput", "tf.DepthwiseConv2dNativeBackpropInput");
    m.put("tf.Conv3DBackpropInputV2", op -> backpropInput(op, 5));
    ShapeFunctions.put(m, op -> sizesOperand(op, 1, 4), "tf.Conv2DBackpropFilter", "tf.DepthwiseConv2dNativeBackpropFilter");
    m.put("tf.Conv3DBackpropFilterV2", op -> sizesOperand(op, 1, 5));
  }

  /** The positions of the batch, channel and spatial dimensions in a rank-(n + 2) layout. */
  private record Layout(int batch, int channel, int[] spatial) {
    static Layout of(Operation op, int n) {
      boolean channelsFirst = TfAttrValues.string(op, "data_format", "").startsWith("NC");
      int[] spatial = new int[n];
      for (int i = 0; i < n; i++) {
        spatial[i] = channelsFirst ? i + 2 : i + 1;
      }
      return new Layout(0, channelsFirst ? 1 : n + 1, spatial);
    }
  }

  private static List<long[]> windowed(Operation op, int n, Kind kind) {
    long[] in = shape(op, 0);
    if (in == null) {
      in = unknownOfRank(n + 2);
    }
    long[] strides = TfAttrValues.intList(op, "strides");
    long[] dilations = TfAttrValues.intList(op, "dilations");
    String padding = TfAttrValues.string(op, "padding", "");
    if (in.length != n + 2 || strides == null || strides.length != n + 2 || dilations != null && dilations.length != n + 2) {
      return null; // "Shape must be rank 4"/"requires the stride attribute to contain 4 values"
    }
    Layout layout = Layout.of(op, n);
    long[] window = new long[n];
    long outChannels;
    long inChannels = in[layout.channel()];
    if (kind == Kind.POOL) {
      long[] ksize = TfAttrValues.intList(op, "ksize");
      if (ksize == null || ksize.length != n + 2) {
        return null;
      }
      for (int i = 0; i < n; i++) {
        window[i] = ksize[layout.spatial()[i]];
      }
      outChannels = inChannels;
    } else {
      long[] filter = shape(op, 1);
      if (filter == null) {
        filter = unknownOfRank(n + 2);
      }
      if (filter.length != n + 2) {
        return null;
      }
      System.arraycopy(filter, 0, window, 0, n);
      long filterIn = filter[n];
      if (kind == Kind.DEPTHWISE) {
        inChannels = mergeDim(inChannels, filterIn);
        if (inChannels == CONFLICT) {
          return null;
        }
        outChannels = PartialShapes.multiply(inChannels, filter[n + 1]);
      } else {
        if (known(inChannels) && known(filterIn) && (filterIn == 0 || inChannels % filterIn != 0)) {
          return null; // "Depth of input must be a multiple of depth of filter"
        }
        outChannels = filter[n + 1];
      }
    }
    long[] explicit = TfAttrValues.intList(op, "explicit_paddings");
    if (!(padding.equals("SAME") || padding.equals("VALID")
        || padding.equals("EXPLICIT") && explicit != null && explicit.length == 2 * (n + 2))) {
      return null;
    }
    long[] out = new long[n + 2];
    out[layout.batch()] = in[layout.batch()];
    out[layout.channel()] = outChannels;
    for (int i = 0; i < n; i++) {
      int d = layout.spatial()[i];
      long stride = strides[d];
      long dilation = dilations == null ? 1 : dilations[d];
      if (stride <= 0 || dilation < 1) {
        return null; // "Stride must be > 0" / "Dilation rate must be >= 1"
      }
      long size = in[d];
      if (padding.equals("EXPLICIT")) {
        size = PartialShapes.add(size, explicit[2 * d] + explicit[2 * d + 1]);
      }
      if (!known(size)) {
        out[d] = UNKNOWN;
      } else if (padding.equals("SAME")) {
        out[d] = (size + stride - 1) / stride;
      } else if (!known(window[i])) {
        out[d] = UNKNOWN;
      } else {
        long effective = (window[i] - 1) * dilation + 1;
        out[d] = (size - effective + stride) / stride;
        if (out[d] < 0) {
          return null; // "Computed output size would be negative"
        }
      }
    }
    return one(out);
  }

  /**
   * The input gradient has the shape input_sizes (operand 0) names: all rank dimensions, or only
   * the spatial ones, batch then coming from out_backprop and channels from the filter.
   */
  private static List<long[]> backpropInput(Operation op, int rank) {
    long[] sizes = ShapeFnOperands.shapeOperand(op.operand(0));
    if (sizes == null || sizes.length == rank) {
      return sizes == null ? one(unknownOfRank(rank)) : one(sizes);
    }
    if (sizes.length != rank - 2) {
      return null;
    }
    Layout layout = Layout.of(op, rank - 2);
    long[] outBackprop = shape(op, 2);
    long[] filter = shape(op, 1);
    long[] out = new long[rank];
    out[layout.batch()] = outBackprop == null || outBackprop.length != rank ? UNKNOWN : outBackprop[layout.batch()];
    out[layout.channel()] = filter == null || filter.length != rank ? UNKNOWN : filter[rank - 2];
    for (int i = 0; i < rank - 2; i++) {
      out[layout.spatial()[i]] = sizes[i];
    }
    return one(out);
  }

  /** The result has the shape the constant operand {@code operand} names. */
  private static List<long[]> sizesOperand(Operation op, int operand, int rank) {
    long[] sizes = ShapeFnOperands.shapeOperand(op.operand(operand));
    return sizes == null ? one(unknownOfRank(rank)) : sizes.length == rank ? one(sizes) : null;
  }
}

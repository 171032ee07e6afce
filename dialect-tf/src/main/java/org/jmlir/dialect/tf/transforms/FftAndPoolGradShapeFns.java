package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the FFT family (TensorFlow's FftShape / RfftShape / IrfftShape) and of the
 * pool gradients: FFT/IFFT keep their input's shape; RFFT's innermost k extents become
 * fft_length, the last fft_length / 2 + 1, IRFFT's become fft_length (unknown while fft_length is
 * not a constant); MaxPoolGrad is shaped like orig_input, AvgPoolGrad like the constant
 * orig_input_shape; ResizeBilinearGrad like the original image, ResizeNearestNeighborGrad
 * [batch, size, channels].
 */
final class FftAndPoolGradShapeFns {
  private FftAndPoolGradShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    String[] suffix = {"", "2D", "3D"};
    for (int k = 1; k <= 3; k++) {
      final int dims = k;
      ShapeFunctions.put(m, op -> sameAsOperand(op, 0, dims), "tf.FFT" + suffix[k - 1], "tf.IFFT" + suffix[k - 1]);
      m.put("tf.RFFT" + suffix[k - 1], op -> real(op, dims, true));
      m.put("tf.IRFFT" + suffix[k - 1], op -> real(op, dims, false));
    }
    ShapeFunctions.put(m, op -> sameAsOperand(op, 0, 4), "tf.MaxPoolGrad", "tf.MaxPoolGradV2");
    m.put("tf.MaxPool3DGrad", op -> sameAsOperand(op, 0, 5));
    m.put("tf.AvgPoolGrad", op -> sizes(op, 4));
    m.put("tf.AvgPool3DGrad", op -> sizes(op, 5));
    // The resize gradients: the original image's shape; [batch, size, channels] for nearest.
    m.put("tf.ResizeBilinearGrad", op -> sameAsOperand(op, 1, 4));
    m.put("tf.ResizeNearestNeighborGrad", FftAndPoolGradShapeFns::resizeNearestGrad);
  }

  private static List<long[]> resizeNearestGrad(Operation op) {
    long[] g = shape(op, 0);
    long[] size = ShapeFnOperands.constInts(op, 1);
    if (g == null || g.length != 4) {
      return g == null ? one(unknownOfRank(4)) : null;
    }
    return one(new long[] {g[0], size == null || size.length != 2 ? UNKNOWN : size[0], size == null || size.length != 2 ? UNKNOWN : size[1], g[3]});
  }

  /** The shape of operand {@code index}, which must have rank {@code minRank} or more (an exact rank for the pools). */
  private static List<long[]> sameAsOperand(Operation op, int index, int minRank) {
    long[] in = shape(op, index);
    if (in == null) {
      return one(null);
    }
    return in.length >= minRank ? one(in) : null;
  }

  private static List<long[]> sizes(Operation op, int rank) {
    long[] s = ShapeFnOperands.shapeOperand(op.operand(0));
    return s == null ? one(unknownOfRank(rank)) : s.length == rank ? one(s) : null;
  }

  private static List<long[]> real(Operation op, int dims, boolean forward) {
    long[] in = shape(op, 0);
    if (in == null) {
      return one(null);
    }
    if (in.length < dims) {
      return null;
    }
    long[] lengths = ShapeFnOperands.constInts(op, 1);
    if (lengths != null && lengths.length != dims) {
      return null;
    }
    long[] out = in.clone();
    for (int i = 0; i < dims; i++) {
      int d = in.length - dims + i;
      if (lengths == null) {
        out[d] = UNKNOWN;
      } else {
        out[d] = forward && i == dims - 1 ? lengths[i] / 2 + 1 : lengths[i];
      }
    }
    return one(out);
  }
}

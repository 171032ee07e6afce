package org.jmlir.dialect.tf.transforms;

import static org.jmlir.dialect.tf.transforms.PartialShapes.CONFLICT;
import static org.jmlir.dialect.tf.transforms.PartialShapes.UNKNOWN;
import static org.jmlir.dialect.tf.transforms.PartialShapes.known;
import static org.jmlir.dialect.tf.transforms.PartialShapes.mergeDim;
import static org.jmlir.dialect.tf.transforms.PartialShapes.one;
import static org.jmlir.dialect.tf.transforms.PartialShapes.sub;
import static org.jmlir.dialect.tf.transforms.PartialShapes.unknownOfRank;
import static org.jmlir.dialect.tf.transforms.ShapeFnOperands.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfAttrValues;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.Operation;

/**
 * Shape functions of the matrix and image ops: MatMul, BatchMatMul (V1 to V3), the image resizes,
 * SpaceToDepth/DepthToSpace, the softmax cross-entropy losses and L2Loss.
 */
final class NnShapeFns {
  private NnShapeFns() {}

  static void register(Map<String, ShapeFunction> m) {
    m.put("tf.MatMul", NnShapeFns::matMul);
    ShapeFunctions.put(m, NnShapeFns::batchMatMul, "tf.BatchMatMul", "tf.BatchMatMulV2", "tf.BatchMatMulV3");
    ShapeFunctions.put(m, NnShapeFns::resize,
        "tf.ResizeBilinear", "tf.ResizeNearestNeighbor", "tf.ResizeBicubic", "tf.ResizeArea");
    m.put("tf.SpaceToDepth", op -> blocks(op, true));
    m.put("tf.DepthToSpace", op -> blocks(op, false));
    ShapeFunctions.put(m, NnShapeFns::crossEntropy, "tf.SoftmaxCrossEntropyWithLogits", "tf.SparseSoftmaxCrossEntropyWithLogits");
    m.put("tf.L2Loss", op -> one(new long[0]));
  }

  /** [rows of a, columns of b], each possibly transposed; the inner sizes must agree. */
  private static List<long[]> matMul(Operation op) {
    long[] a = shape(op, 0);
    long[] b = shape(op, 1);
    a = a == null ? unknownOfRank(2) : a;
    b = b == null ? unknownOfRank(2) : b;
    if (a.length != 2 || b.length != 2) {
      return null; // "Shape must be rank 2"
    }
    boolean ta = ShapeFnOperands.boolAttr(op, "transpose_a");
    boolean tb = ShapeFnOperands.boolAttr(op, "transpose_b");
    if (mergeDim(ta ? a[0] : a[1], tb ? b[1] : b[0]) == CONFLICT) {
      return null; // "Dimensions must be equal"
    }
    return one(new long[] {ta ? a[1] : a[0], tb ? b[0] : b[1]});
  }

  /**
   * The broadcast batch dimensions (V1: merged, same rank) then the matrix product's rows and
   * columns, adj_x/adj_y transposing the operands.
   */
  private static List<long[]> batchMatMul(Operation op) {
    long[] a = shape(op, 0);
    long[] b = shape(op, 1);
    if (a == null || b == null || a.length < 2 || b.length < 2) {
      return null;
    }
    boolean ax = ShapeFnOperands.boolAttr(op, "adj_x");
    boolean ay = ShapeFnOperands.boolAttr(op, "adj_y");
    long[] batchA = sub(a, 0, a.length - 2);
    long[] batchB = sub(b, 0, b.length - 2);
    long[] batch;
    if (op.name().equals("tf.BatchMatMul")) {
      batch = PartialShapes.merge(batchA, batchB);
    } else {
      batch = TfShapes.broadcastShape(batchA, batchB);
    }
    long inner = mergeDim(ax ? a[a.length - 2] : a[a.length - 1], ay ? b[b.length - 1] : b[b.length - 2]);
    if (batch == null || inner == CONFLICT) {
      return null;
    }
    long rows = ax ? a[a.length - 1] : a[a.length - 2];
    long cols = ay ? b[b.length - 2] : b[b.length - 1];
    return one(PartialShapes.concat(batch, new long[] {rows, cols}));
  }

  /** [batch, new height, new width, channels] from images (rank 4) and the constant size operand. */
  private static List<long[]> resize(Operation op) {
    long[] images = shape(op, 0);
    images = images == null ? unknownOfRank(4) : images;
    long[] size = ShapeFnOperands.constInts(op, 1);
    if (images.length != 4 || size != null && size.length != 2) {
      return null;
    }
    long h = size == null ? UNKNOWN : size[0];
    long w = size == null ? UNKNOWN : size[1];
    return one(new long[] {images[0], h, w, images[3]});
  }

  /**
   * SpaceToDepth divides height and width by block_size and multiplies the channels by its square;
   * DepthToSpace the reverse. Sizes that do not divide are TensorFlow's errors.
   */
  private static List<long[]> blocks(Operation op, boolean toDepth) {
    long[] in = shape(op, 0);
    long bs = ShapeFnOperands.intAttr(op, "block_size", 0);
    String format = TfAttrValues.string(op, "data_format", "NHWC");
    if (in == null || in.length != 4 || bs < 2 || !(format.equals("NHWC") || format.equals("NCHW"))) {
      return null;
    }
    boolean nchw = format.equals("NCHW");
    int c = nchw ? 1 : 3;
    int h = nchw ? 2 : 1;
    long[] out = in.clone();
    for (int i = 0; i < 2; i++) {
      long d = in[h + i];
      if (toDepth) {
        if (known(d) && d % bs != 0) {
          return null; // "Dimension size must be evenly divisible by"
        }
        out[h + i] = known(d) ? d / bs : UNKNOWN;
      } else {
        out[h + i] = PartialShapes.multiply(d, bs);
      }
    }
    long depth = in[c];
    if (toDepth) {
      out[c] = PartialShapes.multiply(depth, bs * bs);
    } else {
      if (known(depth) && depth % (bs * bs) != 0) {
        return null;
      }
      out[c] = known(depth) ? depth / (bs * bs) : UNKNOWN;
    }
    return one(out);
  }

  /**
   * loss is [batch], backprop [batch, classes]: Sparse takes [batch] labels, the dense op labels
   * that broadcast against the logits.
   */
  private static List<long[]> crossEntropy(Operation op) {
    long[] logits = shape(op, 0);
    long[] labels = shape(op, 1);
    logits = logits == null ? unknownOfRank(2) : logits;
    if (logits.length != 2) {
      return null;
    }
    long[] backprop;
    if (op.name().equals("tf.SparseSoftmaxCrossEntropyWithLogits")) {
      if (labels != null && labels.length != 1) {
        return null;
      }
      long batch = labels == null ? logits[0] : mergeDim(logits[0], labels[0]);
      if (batch == CONFLICT) {
        return null;
      }
      backprop = new long[] {batch, logits[1]};
    } else {
      backprop = labels == null ? logits : TfShapes.broadcastShape(logits, labels);
      if (backprop == null || backprop.length != 2) {
        return null;
      }
    }
    List<long[]> out = new ArrayList<>(2);
    out.add(new long[] {backprop[0]});
    out.add(backprop);
    return out;
  }
}

package org.jmlir.dialect.tf;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's hand-written rank checks of some ops (ranked operands only; unranked ones pass):
 * tf.MaxPoolGrad, the tf.FakeQuantWithMinMax* family, tf.Fill, tf.FusedBatchNorm, tf.Select and
 * tf.MatrixBandPart.
 */
final class TfRankVerifiers {
  private TfRankVerifiers() {}

  static boolean forOp(Operation op) {
    return switch (op.name()) {
      case "tf.MaxPoolGrad" -> rank(op, 0, 4, "orig_input", "rank 4") && rank(op, 1, 4, "orig_output", "rank 4")
          && rank(op, 2, 4, "grad", "rank 4");
      case "tf.FakeQuantWithMinMaxArgs" -> numBits(op);
      case "tf.FakeQuantWithMinMaxVars" -> numBits(op) && rank(op, 1, 0, "min", "a 0d float tensor")
          && rank(op, 2, 0, "max", "a 0d float tensor");
      case "tf.FakeQuantWithMinMaxVarsPerChannel" -> perChannel(op);
      case "tf.Fill" -> rank(op, 0, 1, "dims", "a 1D tensor") && rank(op, 1, 0, "value", "a scalar");
      case "tf.FusedBatchNorm" -> rank(op, 0, 4, "x", "a 4D float tensor") && rank(op, 1, 1, "scale", "a 1D float tensor")
          && rank(op, 2, 1, "offset", "a 1D float tensor") && rank(op, 3, 1, "mean", "a 1D float tensor")
          && rank(op, 4, 1, "variance", "a 1D float tensor");
      case "tf.Select" -> select(op);
      case "tf.MatrixBandPart" -> matrixBandPart(op);
      default -> true;
    };
  }

  /** tf.Select: t and e of compatible shapes; pred a scalar, of their rank, or a vector over dim 0. */
  private static boolean select(Operation op) {
    if (op.numOperands() != 3) {
      return true;
    }
    Type t = op.operand(1).type();
    Type e = op.operand(2).type();
    if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(t, e)) {
      return op.emitOpError("requires t and e have compatible shapes").report();
    }
    RankedTensorType data = t instanceof RankedTensorType r ? r : e instanceof RankedTensorType r2 ? r2 : null;
    if (data == null || !(op.operand(0).type() instanceof RankedTensorType cond) || cond.rank() == 0
        || cond.rank() == data.rank()) {
      return true;
    }
    if (cond.rank() == 1) {
      if (data.rank() == 0) {
        return op.emitOpError("requires that t and e are nonscalar when pred is a vector").report();
      }
      long first = data.shape()[0];
      long predDim = cond.shape()[0];
      if (first != ShapedType.DYNAMIC && predDim != ShapedType.DYNAMIC && first != predDim) {
        return op.emitOpError("requires that, when pred is a vector, the shape matches the first dimension of t and e")
            .report();
      }
      return true;
    }
    return op.emitOpError("requires that pred is a scalar OR has the same rank as t and e OR is a vector").report();
  }

  /** tf.MatrixBandPart: the band has the input's type, a matrix (or batch of them); scalar bounds. */
  private static boolean matrixBandPart(Operation op) {
    if (op.numOperands() != 3 || op.numResults() != 1) {
      return true;
    }
    Type input = op.operand(0).type();
    Type band = op.result(0).type();
    if (!org.jmlir.ir.verify.TypeChecks.compatibleShape(input, band)
        || !(input instanceof ShapedType a && band instanceof ShapedType b && a.elementType().equals(b.elementType()))) {
      return op.emitOpError("failed to verify that all of {input, band} have dynamically equal types").report();
    }
    if (input instanceof RankedTensorType r && r.rank() < 2) {
      return op.emitOpError("requires `input` to have rank of at least 2, but found '"
          + org.jmlir.ir.print.AttrTypeText.type(r) + "'").report();
    }
    String[] names = {"num_lower", "num_upper"};
    for (int i = 1; i <= 2; i++) {
      if (op.operand(i).type() instanceof RankedTensorType r && r.rank() != 0) {
        return op.emitOpError("requires `" + names[i - 1] + "` to have 0 dimensions, but found '"
            + org.jmlir.ir.print.AttrTypeText.type(r) + "'").report();
      }
    }
    return true;
  }

  static boolean handles(String name) {
    return switch (name) {
      case "tf.MaxPoolGrad", "tf.FakeQuantWithMinMaxArgs", "tf.FakeQuantWithMinMaxVars",
          "tf.FakeQuantWithMinMaxVarsPerChannel", "tf.Fill", "tf.FusedBatchNorm", "tf.Select", "tf.MatrixBandPart" -> true;
      default -> false;
    };
  }

  private static boolean rank(Operation op, int operand, int rank, String name, String what) {
    if (operand < op.numOperands() && op.operand(operand).type() instanceof RankedTensorType r && r.rank() != rank) {
      return op.emitOpError("requires " + name + " to be " + what).report();
    }
    return true;
  }

  private static boolean numBits(Operation op) {
    long bits = op.attr("num_bits") instanceof IntegerAttr i ? i.longValue() : 8;
    if (bits < 2 || bits > 16) {
      return op.emitOpError("requires num_bits to be between 2 and 16, inclusive").report();
    }
    return true;
  }

  private static boolean perChannel(Operation op) {
    Type inputs = op.operand(0).type();
    if (inputs instanceof RankedTensorType r && r.rank() < 1) {
      return op.emitOpError("requires inputs to be at least 1d float tensor").report();
    }
    if (!rank(op, 1, 1, "min", "a 1d float tensor") || !rank(op, 2, 1, "max", "a 1d float tensor")) {
      return false;
    }
    if (inputs instanceof RankedTensorType r && op.operand(1).type() instanceof RankedTensorType min
        && op.operand(2).type() instanceof RankedTensorType max) {
      long last = r.shape()[r.rank() - 1];
      long a = min.shape()[0];
      long b = max.shape()[0];
      if (last != ShapedType.DYNAMIC && a != ShapedType.DYNAMIC && b != ShapedType.DYNAMIC && (a != last || b != last)) {
        return op.emitOpError("requires min and max to have same size as last dimension of inputs").report();
      }
    }
    return numBits(op);
  }
}

package org.jmlir.dialect.tf.transforms;

import org.jmlir.dialect.arith.ConstantOp;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/**
 * What a shape function reads from an op: operand shapes, constant operands (TensorFlow's
 * input_tensor), operands that describe a shape (input_tensor_as_shape) and attributes.
 */
final class ShapeFnOperands {
  private ShapeFnOperands() {}

  /** The operand's partial shape: null when its rank is unknown. */
  static long[] shape(Value v) {
    return v.type() instanceof RankedTensorType r ? r.shape() : null;
  }

  static long[] shape(Operation op, int operand) {
    return operand < op.numOperands() ? shape(op.operand(operand)) : null;
  }

  /** The rank of the operand, or -1. */
  static int rank(Operation op, int operand) {
    long[] s = shape(op, operand);
    return s == null ? -1 : s.length;
  }

  /**
   * The rank of a tensor whose shape {@code s} may be unknown, else the element count of the 1-D
   * operand {@code vectorOperand} that has one entry per dimension (a permutation, multiples,
   * sizes), or -1.
   */
  static int rank(long[] s, Operation op, int vectorOperand) {
    if (s != null) {
      return s.length;
    }
    long[] v = shape(op, vectorOperand);
    return v != null && v.length == 1 && v[0] >= 0 ? (int) v[0] : -1;
  }

  /** The constant elements defining {@code v} (tf.Const or arith.constant, also inside an island), or null. */
  static DenseIntOrFPElementsAttr constant(Value v) {
    Operation def = v.definingOp();
    if (def instanceof IslandOp island && v instanceof org.jmlir.ir.OpResult r && r.index() < def.numResults() - 1) {
      return constant(island.yield().operand(r.index()));
    }
    if (def == null || !(def.name().equals("tf.Const") || def.def() == ConstantOp.DEF)) {
      return null;
    }
    return def.attr("value") instanceof DenseIntOrFPElementsAttr d ? d : null;
  }

  /** The integer elements of a constant operand, or null. */
  static long[] constInts(Value v) {
    DenseIntOrFPElementsAttr d = constant(v);
    if (d == null || !(d.elementType() instanceof IntegerType) || !d.type().hasStaticShape()) {
      return null;
    }
    long[] out = new long[(int) d.type().numElements()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ConstFold.element(d, i).longValue();
    }
    return out;
  }

  static long[] constInts(Operation op, int operand) {
    return operand < op.numOperands() ? constInts(op.operand(operand)) : null;
  }

  /** A constant scalar (or one-element) integer operand, or null. */
  static Long constScalar(Operation op, int operand) {
    long[] v = constInts(op, operand);
    return v == null || v.length != 1 ? null : v[0];
  }

  /** The elements of an integer or float constant as doubles, or null. */
  static double[] constNumbers(Value v) {
    DenseIntOrFPElementsAttr d = constant(v);
    if (d == null || !d.type().hasStaticShape()) {
      return null;
    }
    double[] out = new double[(int) d.type().numElements()];
    for (int i = 0; i < out.length; i++) {
      java.math.BigInteger e = ConstFold.element(d, i);
      if (d.elementType() instanceof FloatType f) {
        out[i] = FloatFormats.toDouble(f.kind(), e);
      } else if (d.elementType() instanceof IntegerType) {
        out[i] = e.doubleValue();
      } else {
        return null;
      }
    }
    return out;
  }

  /**
   * The shape a 1-D operand describes, as far as it is known (InferenceContext's
   * MakeShapeFromShapeTensor): a constant (-1 is an unknown size), tf.Shape of a ranked value, a
   * tf.Pack of scalars or a tf.ConcatV2 of such; else as many unknown sizes as the operand has
   * elements; null when even that is unknown.
   */
  static long[] shapeOperand(Value v) {
    long[] vs = shape(v);
    if (vs != null && vs.length != 1) {
      return null; // a scalar -1 stands for an unknown rank; other ranks are not shapes
    }
    long[] c = constInts(v);
    if (c != null) {
      long[] out = c.clone();
      for (int i = 0; i < out.length; i++) {
        out[i] = out[i] < 0 ? PartialShapes.UNKNOWN : out[i];
      }
      return out;
    }
    Operation def = v.definingOp();
    if (def != null) {
      switch (def.name()) {
        case "tf.Shape" -> {
          long[] s = shape(def.operand(0));
          if (s != null) {
            return s;
          }
        }
        case "tf.Pack" -> {
          if (def.numOperands() > 0 && shape(def.operand(0)) != null && shape(def.operand(0)).length == 0) {
            long[] out = new long[def.numOperands()];
            for (int i = 0; i < out.length; i++) {
              Long d = constScalar(def, i);
              out[i] = d == null || d < 0 ? PartialShapes.UNKNOWN : d;
            }
            return out;
          }
        }
        case "tf.ConcatV2" -> {
          long[][] parts = new long[def.numOperands() - 1][];
          for (int i = 0; i < parts.length; i++) {
            parts[i] = shapeOperand(def.operand(i));
          }
          long[] out = PartialShapes.concat(parts);
          if (out != null) {
            return out;
          }
        }
        default -> {}
      }
    }
    return vs != null && vs[0] >= 0 ? PartialShapes.unknownOfRank((int) vs[0]) : null;
  }

  static boolean boolAttr(Operation op, String name) {
    return op.attr(name) instanceof IntegerAttr i && i.value().signum() != 0;
  }

  static long intAttr(Operation op, String name, long otherwise) {
    return op.attr(name) instanceof IntegerAttr i ? i.value().longValue() : otherwise;
  }
}

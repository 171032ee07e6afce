package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's hand-written verifiers of ops that read or build shapes: tf.Shape, tf.ShapeN,
 * tf.VariableShape, tf.BroadcastGradientArgs, tf.Slice, tf.Tile, tf.OneHot, tf.Split and tf.SplitV,
 * with TensorFlow's wording. Unranked operands pass; constant operands are checked when they are
 * dense integers.
 */
final class TfShapeOpVerifiers {
  private TfShapeOpVerifiers() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static boolean handles(String name) {
    return switch (name) {
      case "tf.Shape", "tf.ShapeN", "tf.VariableShape", "tf.BroadcastGradientArgs", "tf.Slice", "tf.Tile",
          "tf.OneHot", "tf.Split", "tf.SplitV", "tf.Bitcast" -> true;
      default -> false;
    };
  }

  static boolean verify(Operation op) {
    // TensorFlow's ODS constraints (the registry's types) come before these ops' own checks.
    boolean shapeOp = op.name().equals("tf.Shape") || op.name().equals("tf.ShapeN") || op.name().equals("tf.VariableShape");
    if (shapeOp && !org.jmlir.dialect.tf.registry.TfOpDefVerifier.verify(op)) {
      return false;
    }
    return switch (op.name()) {
      case "tf.Shape" -> op.numOperands() != 1 || op.numResults() != 1
          || shapeResult(op, op.operand(0).type(), op.result(0).type(), -1);
      case "tf.ShapeN" -> shapeN(op);
      case "tf.VariableShape" -> variableShape(op);
      case "tf.BroadcastGradientArgs" -> broadcastGradientArgs(op);
      case "tf.Slice" -> slice(op);
      case "tf.Tile" -> tile(op);
      case "tf.OneHot" -> oneHot(op);
      case "tf.Split" -> split(op);
      case "tf.SplitV" -> splitV(op);
      case "tf.Bitcast" -> op.numOperands() != 1 || op.numResults() != 1 || bitcast(op);
      default -> true;
    };
  }

  private static RankedTensorType ranked(Operation op, int operand) {
    return operand < op.numOperands() && op.operand(operand).type() instanceof RankedTensorType r ? r : null;
  }

  private static boolean hasRank(Operation op, int operand, int rank) {
    RankedTensorType r = ranked(op, operand);
    return r == null || r.rank() == rank;
  }

  /** The result of a shape op is 1-D, as long as the (ranked) operand's rank, of i32 or i64. */
  private static boolean shapeResult(Operation op, Type operand, Type result, int index) {
    String suffix = index < 0 ? "" : " #" + index;
    if (!(result instanceof RankedTensorType r)) {
      return true;
    }
    if (r.rank() != 1) {
      return op.emitOpError("requires 1D type for result" + suffix).report();
    }
    if (operand instanceof RankedTensorType in) {
      if (r.hasStaticShape() && in.rank() != 0 && r.shape()[0] != in.rank()) {
        return op.emitOpError("requires dimension size of result" + suffix + " to match rank of operand" + suffix)
            .report();
      }
    } else if (r.hasStaticShape()) {
      // TensorFlow only warns: shape inference may not have reached the operand yet.
      op.emitWarning("has static shape result" + suffix + " for unranked operand" + suffix).report();
    }
    if (!(r.elementType() instanceof IntegerType it) || !it.isSignless() || (it.width() != 32 && it.width() != 64)) {
      return op.emitOpError("requires int32 or int64 return type for result" + suffix).report();
    }
    return true;
  }

  private static boolean shapeN(Operation op) {
    int n = op.numOperands();
    if (op.numResults() != n) {
      return op.emitOpError("requires " + n + " result(s), got " + op.numResults() + " result(s)").report();
    }
    for (int i = 0; i < n; i++) {
      if (!shapeResult(op, op.operand(i).type(), op.result(i).type(), i)) {
        return false;
      }
    }
    return true;
  }

  private static boolean variableShape(Operation op) {
    if (op.numOperands() != 1 || op.numResults() != 1 || !(op.operand(0).type() instanceof TensorType in)) {
      return true;
    }
    if (in instanceof RankedTensorType r && r.hasStaticShape() && r.numElements() != 1) {
      return op.emitOpError("requires input to have one resource").report();
    }
    if (!(in.elementType() instanceof TfTypeWithSubtypes resource)) {
      return true;
    }
    return switch (resource.subtypes().size()) {
      case 0 -> shapeResult(op, null, op.result(0).type(), -1);
      case 1 -> shapeResult(op, resource.subtypes().get(0), op.result(0).type(), -1);
      default -> op.emitOpError("requires resource input type to have at most 1 subtype").report();
    };
  }

  /**
   * tf.BroadcastGradientArgs: both shapes and both results are 1-D and of one element type; constant
   * shapes must broadcast, and static results have the lengths of the reduction indices.
   */
  private static boolean broadcastGradientArgs(Operation op) {
    if (op.numOperands() != 2 || op.numResults() != 2) {
      return true;
    }
    Type element = null;
    for (Type t : List.of(op.operand(0).type(), op.operand(1).type(), op.result(0).type(), op.result(1).type())) {
      Type e = t instanceof ShapedType s ? s.elementType() : t;
      if (element != null && !e.equals(element)) {
        return op.emitOpError("requires the same element type for all operands and results").report();
      }
      element = e;
    }
    for (int i = 0; i < 2; i++) {
      if (!hasRank(op, i, 1)) {
        return op.emitOpError("failed to verify that operand " + i + " is 1-D").report();
      }
    }
    for (int i = 0; i < 2; i++) {
      if (op.result(i).type() instanceof RankedTensorType r && r.rank() != 1) {
        return op.emitOpError("failed to verify that result " + i + " is 1-D").report();
      }
    }
    long[] s0 = TfConstants.intValues(op.operand(0));
    long[] s1 = TfConstants.intValues(op.operand(1));
    if (s0 == null || s1 == null) {
      return true;
    }
    long[] shape = broadcastStatic(s0, s1);
    if (shape == null) {
      return op.emitOpError("requires broadcast compatible shape tensors for 's0' and 's1', but got "
          + AttrTypeText.attribute(OperationFolder.constantValue(op.operand(0))) + " and "
          + AttrTypeText.attribute(OperationFolder.constantValue(op.operand(1)))).report();
    }
    List<List<Long>> r = reductionIndices(shape, s0, s1);
    String[] names = {"r0", "r1"};
    for (int i = 0; i < 2; i++) {
      if (op.result(i).type() instanceof RankedTensorType t && t.hasStaticShape() && t.shape()[0] != r.get(i).size()) {
        return op.emitOpError("requires dimension 0 size of '" + names[i] + "' to be " + r.get(i).size() + " but got "
            + t.shape()[0]).report();
      }
    }
    return true;
  }

  /** Numpy broadcasting of two static shapes, or null. */
  static long[] broadcastStatic(long[] a, long[] b) {
    return TfShapes.broadcastShape(a, b);
  }

  /**
   * The dimensions along which each of two broadcast operands was expanded (TensorFlow's
   * BroadcastGradientArgs); equal shapes reduce nothing, dimensions both of size 1 reduce both.
   */
  static List<List<Long>> reductionIndices(long[] shape, long[] s0, long[] s1) {
    List<Long> r0 = new ArrayList<>();
    List<Long> r1 = new ArrayList<>();
    if (!Arrays.equals(s0, s1)) {
      int n = shape.length;
      for (int i = n; i > 0; i--) {
        long idx = n - i;
        int i0 = i > s0.length ? -1 : s0.length - i;
        int i1 = i > s1.length ? -1 : s1.length - i;
        if (i0 == -1) {
          r0.add(idx);
          if (s1[i1] == 1) {
            r1.add(idx);
          }
        } else if (i1 == -1) {
          r1.add(idx);
          if (s0[i0] == 1) {
            r0.add(idx);
          }
        } else if (s0[i0] != s1[i1]) {
          if (s0[i0] != shape[(int) idx]) {
            r0.add(idx);
          } else {
            r1.add(idx);
          }
        } else if (s0[i0] == 1) {
          r0.add(idx);
          r1.add(idx);
        }
      }
    }
    return List.of(r0, r1);
  }

  /**
   * tf.Slice: 1-D begin and size of equal length (the input's rank), an output of the input's rank,
   * and with constant begin (and size) each slice inside the input.
   */
  private static boolean slice(Operation op) {
    if (op.numOperands() != 3 || op.numResults() != 1) {
      return true;
    }
    if (op.operand(0).type() instanceof ShapedType in && op.result(0).type() instanceof ShapedType out
        && !in.elementType().equals(out.elementType())) {
      return op.emitOpError("failed to verify that input and output must have same element type").report();
    }
    RankedTensorType begin = ranked(op, 1);
    if (begin != null && begin.rank() != 1) {
      return op.emitOpError("requires begin operand to be 1D tensor").report();
    }
    RankedTensorType size = ranked(op, 2);
    if (size != null && size.rank() != 1) {
      return op.emitOpError("requires size operand to be 1D tensor").report();
    }
    if (begin == null || size == null || !begin.hasStaticShape() || !size.hasStaticShape()) {
      return true;
    }
    if (begin.numElements() != size.numElements()) {
      return op.emitOpError("requires begin and size operands to have the same number of elements").report();
    }
    RankedTensorType input = ranked(op, 0);
    if (input != null && begin.numElements() != input.rank()) {
      return op.emitOpError("requires number of elements in begin and size are equal to input rank").report();
    }
    RankedTensorType output = op.result(0).type() instanceof RankedTensorType r ? r : null;
    if (output != null && input != null && output.rank() != input.rank()) {
      return op.emitOpError("requires output to have the same rank as input, but got input rank " + input.rank()
          + " and output rank " + output.rank()).report();
    }
    long[] begins = TfConstants.intValues(op.operand(1));
    long[] sizes = TfConstants.intValues(op.operand(2));
    if (begins != null) {
      for (int dim = 0; dim < begins.length; dim++) {
        long inputSize = input != null ? input.shape()[dim] : DYNAMIC;
        long sliceSize = sizes != null ? sizes[dim] : 0;
        long outputSize = output != null ? output.shape()[dim] : DYNAMIC;
        if (sliceSize == -1 && inputSize != DYNAMIC) {
          sliceSize = inputSize - begins[dim];
        }
        if (outputSize != DYNAMIC && sizes != null && outputSize != sliceSize) {
          return op.emitOpError("requires output size to have the same size of slice, got slice size " + sliceSize
              + " and output size " + outputSize).report();
        }
        if (begins[dim] < 0 || (inputSize != DYNAMIC && begins[dim] + sliceSize > inputSize)) {
          return op.emitOpError("requires 0 <= begin[i] <= begin[i] + size[i] <= Di").report();
        }
      }
    } else if (input != null && sizes != null) {
      for (int i = 0; i < input.rank() && i < sizes.length; i++) {
        long d = input.shape()[i];
        if (sizes[i] != -1 && d != DYNAMIC && sizes[i] > d) {
          return op.emitOpError("requires size[i] <= Di, even if begin[i] is unknown at compile time").report();
        }
      }
    }
    return true;
  }

  /** tf.Tile: 1-D multiples, one per input dimension, non-negative; output dims are input dims times them. */
  private static boolean tile(Operation op) {
    if (op.numOperands() != 2 || op.numResults() != 1) {
      return true;
    }
    RankedTensorType input = ranked(op, 0);
    RankedTensorType multiples = ranked(op, 1);
    RankedTensorType output = op.result(0).type() instanceof RankedTensorType r ? r : null;
    if (multiples != null && multiples.rank() != 1) {
      return op.emitOpError("expected multiples to be rank 1, got rank = " + multiples.rank()).report();
    }
    if (input != null && multiples != null && multiples.hasStaticShape()
        && (input.rank() != multiples.numElements() || (input.rank() == 0 && multiples.numElements() == 1))) {
      return op.emitOpError("expected size of multiples equal to rank of input, got multiples of size "
          + multiples.numElements() + ", and input of rank " + input.rank()).report();
    }
    if (input == null || output == null) {
      return true;
    }
    if (input.rank() != output.rank()) {
      return op.emitOpError("expected rank of input to equal to rank of output, got input of rank " + input.rank()
          + ", and output of rank " + output.rank()).report();
    }
    long[] m = TfConstants.intValues(op.operand(1));
    if (m == null) {
      return true;
    }
    for (int i = 0; i < input.rank() && i < m.length; i++) {
      long in = input.shape()[i];
      long out = output.shape()[i];
      if (m[i] < 0) {
        return op.emitOpError("expected multiples to be non-negative, got multiples[" + i + "] = " + m[i]).report();
      }
      if (in != DYNAMIC && out != DYNAMIC && out != in * m[i]) {
        return op.emitOpError("requires input.shape[" + i + "] (" + in + ") * " + m[i] + " to be equal to output.shape["
            + i + "] (" + out + ")").report();
      }
    }
    return true;
  }

  /** tf.OneHot: axis -1 or within the indices' rank; scalar depth (non-negative), on and off values. */
  private static boolean oneHot(Operation op) {
    if (op.numOperands() != 4) {
      return true;
    }
    long axis = op.attr("axis") instanceof IntegerAttr a ? a.longValue() : -1;
    RankedTensorType indices = ranked(op, 0);
    if (indices != null && !(axis == -1 || (axis >= 0 && axis <= indices.rank()))) {
      return op.emitOpError("expected axis (" + axis + ") to be -1 or between [0, " + indices.rank() + "]").report();
    }
    if (axis < -1) {
      return op.emitOpError("expected axis (" + axis + ") to be -1 or between [0, rank(indices()))").report();
    }
    String[] names = {"depth", "on_value", "off_value"};
    for (int i = 1; i <= 3; i++) {
      if (!hasRank(op, i, 0)) {
        return op.emitOpError("requires " + names[i - 1] + " to be a scalar").report();
      }
    }
    Attribute depth = OperationFolder.constantValue(op.operand(1));
    long[] d = TfConstants.intValues(op.operand(1));
    if (d != null && depth instanceof org.jmlir.ir.attr.ElementsAttr e
        && e.type() instanceof RankedTensorType t && t.rank() != 0) {
      return op.emitOpError("requires depth to be a scalar").report();
    }
    if (d != null && d.length > 0 && d[0] < 0) {
      return op.emitOpError("depth must be non-negative, got: " + d[0]).report();
    }
    return true;
  }

  /**
   * The split dimension (operand {@code dimOperand}) is a scalar, the input ({@code input}) is not,
   * and a constant split dimension is in [-rank, rank). Returns the normalized dimension, -1 when it
   * is not known, or -2 after reporting an error.
   */
  private static long splitDim(Operation op, int input, int dimOperand) {
    RankedTensorType dimType = ranked(op, dimOperand);
    if (dimType != null && dimType.rank() != 0) {
      op.emitOpError("split dimension should be an integer scalar tensor").report();
      return -2;
    }
    RankedTensorType in = ranked(op, input);
    if (in == null) {
      return -1;
    }
    int rank = in.rank();
    if (rank == 0) {
      op.emitOpError("cannot split scalar input tensor").report();
      return -2;
    }
    long[] dim = TfConstants.intValues(op.operand(dimOperand));
    if (dim == null || dim.length == 0) {
      return -1;
    }
    long index = dim[0];
    if (index + rank < 0 || index >= rank) {
      op.emitOpError("split dimension must be in range [-" + rank + ", " + rank + ")").report();
      return -2;
    }
    return index < 0 ? index + rank : index;
  }

  /** tf.Split(split_dim, value): the split dimension's static size divides by the number of results. */
  private static boolean split(Operation op) {
    if (op.numOperands() != 2) {
      return true;
    }
    long dim = splitDim(op, 1, 0);
    if (dim == -2) {
      return false;
    }
    if (dim < 0) {
      return true;
    }
    long size = ranked(op, 1).shape()[(int) dim];
    if (size == DYNAMIC || op.numResults() == 0) {
      return op.numResults() != 0 || size == DYNAMIC;
    }
    if (size % op.numResults() != 0) {
      return op.emitOpError("dimension #" + dim + " not divisible by the number of result tensors").report();
    }
    return true;
  }

  /**
   * tf.SplitV(value, size_splits, split_dim): 1-D size_splits with one entry per result; constant
   * sizes (at most one -1) sum up to the split dimension's static size.
   */
  private static boolean splitV(Operation op) {
    if (op.numOperands() != 3) {
      return true;
    }
    RankedTensorType sizesType = ranked(op, 1);
    if (sizesType == null) {
      return true;
    }
    if (sizesType.rank() != 1 || (sizesType.shape()[0] != DYNAMIC && sizesType.shape()[0] != op.numResults())) {
      return op.emitOpError("split sizes should be a 1D tensor of " + op.numResults() + " elements").report();
    }
    long dim = splitDim(op, 0, 2);
    if (dim == -2) {
      return false;
    }
    if (dim < 0) {
      return true;
    }
    long size = ranked(op, 0).shape()[(int) dim];
    long[] sizes = TfConstants.intValues(op.operand(1));
    if (size == DYNAMIC || sizes == null) {
      return true;
    }
    long total = 0;
    boolean dynamic = false;
    for (long s : sizes) {
      if (s == -1) {
        if (dynamic) {
          return op.emitOpError("cannot have more than one dynamic dimension in split sizes").report();
        }
        dynamic = true;
      } else {
        total += s;
      }
    }
    if (!dynamic && total != size) {
      return op.emitOpError("split sizes must sum up to the dimension size along split dimension, found " + total
          + " vs " + size).report();
    }
    if (dynamic && total > size) {
      return op.emitOpError("split sizes must sum up to be less than or equal to the dimension size along split "
          + "dimension, found " + total + " vs " + size).report();
    }
    return true;
  }

  private static int bitWidth(Type t) {
    return t instanceof IntegerType i ? i.width() : t instanceof org.jmlir.ir.type.FloatType f ? f.width() : 0;
  }

  /**
   * tf.Bitcast between static int/float tensors: to a wider element the input has one more
   * dimension, of the width ratio; to a narrower one the output has; equal widths keep the shape.
   */
  private static boolean bitcast(Operation op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)
        || !in.hasStaticShape() || !out.hasStaticShape()) {
      return true;
    }
    int inBits = bitWidth(in.elementType());
    int outBits = bitWidth(out.elementType());
    if (inBits == 0 || outBits == 0) {
      return true;
    }
    long[] is = in.shape();
    long[] os = out.shape();
    if (inBits == outBits) {
      return Arrays.equals(is, os) || op.emitOpError("output tensor shape shall be equal to input tensor shape").report();
    }
    boolean widen = inBits < outBits;
    long[] small = widen ? is : os;
    long[] large = widen ? os : is;
    String side = widen ? "input" : "output";
    if ((widen ? outBits % inBits : inBits % outBits) != 0) {
      return op.emitOpError((widen ? "output" : "input") + " element bitwidth is not multiple of " + side
          + " element bitwidth").report();
    }
    if (small.length != large.length + 1) {
      return op.emitOpError("rank of input tensor is " + is.length + ". rank of output tensor is expected to be "
          + (widen ? is.length - 1 : is.length + 1) + ", instead of " + os.length + ".").report();
    }
    long divisor = widen ? outBits / inBits : inBits / outBits;
    if (small.length == 0 || small[small.length - 1] != divisor) {
      return op.emitOpError(side + " rightmost dimension size is not equal to the divisor. the last dimension of "
          + side + " is expected to be " + divisor).report();
    }
    for (int i = 0; i < large.length; i++) {
      if (is[i] != os[i]) {
        return op.emitOpError("the " + i + "th dim of output tensor is " + os[i]
            + ". It is not equal to the one in input tensor, which is " + is[i]).report();
      }
    }
    return true;
  }
}

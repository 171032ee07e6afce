package org.jmlir.dialect.tensor;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** The verifiers of tensor.reshape, tensor.concat and tensor.bitcast, with mlir-opt 22's messages. */
final class TensorShapeVerifiers {
  private TensorShapeVerifiers() {}

  /** MLIR's ReshapeOp::verify. */
  static boolean verifyReshape(Operation op) {
    TensorType source = (TensorType) op.operand(0).type();
    TensorType result = (TensorType) op.result(0).type();
    if (source.elementType() != result.elementType()) {
      return op.emitOpError("element types of source and destination tensor types should be the same").report();
    }
    long shapeSize = ((ShapedType) op.operand(1).type()).shape()[0];
    if (result instanceof RankedTensorType r) {
      if (source instanceof RankedTensorType s && r.hasStaticShape() && s.hasStaticShape() && s.numElements() != r.numElements()) {
        return op.emitOpError("source and destination tensor should have the same number of elements").report();
      }
      if (ShapedType.isDynamic(shapeSize)) {
        return op.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type")
            .report();
      }
      if (shapeSize != r.rank()) {
        return op.emitOpError("length of shape operand differs from the result's tensor rank").report();
      }
    }
    return true;
  }

  /** MLIR's ConcatOp::verify: ranks, element types, the dimension, and the sizes the inputs imply. */
  static boolean verifyConcat(Operation op) {
    if (op.numOperands() < 1) {
      return op.emitOpError("requires at least one input").report();
    }
    RankedTensorType result = (RankedTensorType) op.result(0).type();
    int rank = result.rank();
    for (int i = 0; i < op.numOperands(); i++) {
      if (((RankedTensorType) op.operand(i).type()).rank() != rank) {
        return op.emitOpError("rank of concatenated inputs must match result rank").report();
      }
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (((RankedTensorType) op.operand(i).type()).elementType() != result.elementType()) {
        return op.emitOpError("inputs and result element type must match").report();
      }
    }
    long dim = ((IntegerAttr) op.inherentAttr("dim")).longValue();
    if (dim >= rank) {
      return op.emitOpError("concatenation dim must be less than the tensor rank").report();
    }
    long[] sizes = new long[rank];
    for (int d = 0; d < rank; d++) {
      if (d == dim) {
        long sum = 0;
        for (int i = 0; i < op.numOperands(); i++) {
          long s = ((RankedTensorType) op.operand(i).type()).shape()[d];
          sum = ShapedType.isDynamic(sum) || ShapedType.isDynamic(s) ? ShapedType.DYNAMIC : sum + s;
        }
        sizes[d] = sum;
        continue;
      }
      long size = ShapedType.DYNAMIC;
      for (int i = 0; i < op.numOperands(); i++) {
        long s = ((RankedTensorType) op.operand(i).type()).shape()[d];
        if (ShapedType.isDynamic(size)) {
          size = s;
        } else if (!ShapedType.isDynamic(s) && s != size) {
          return op.emitOpError("static concatenation size mismatch along non-concatenated dimension " + d).report();
        }
      }
      sizes[d] = size;
    }
    RankedTensorType inferred =
        RankedTensorType.get(op.context(), sizes, ((RankedTensorType) op.operand(0).type()).elementType());
    for (int d = 0; d < rank; d++) {
      long a = sizes[d];
      long b = result.shape()[d];
      if (!ShapedType.isDynamic(a) && !ShapedType.isDynamic(b) && a != b) {
        return op.emitOpError(
                "result type " + TensorVerifiers.quoted(result) + "does not match inferred shape "
                    + TensorVerifiers.quoted(inferred) + " static sizes")
            .report();
      }
    }
    return true;
  }

  /** MLIR's BitcastOp::areCastCompatible: compatible shapes and element types of one bit width. */
  static boolean verifyBitcast(Operation op) {
    TensorType a = (TensorType) op.operand(0).type();
    TensorType b = (TensorType) op.result(0).type();
    boolean ok = width(a.elementType()) > 0 && width(a.elementType()) == width(b.elementType());
    if (ok && a.hasRank() && b.hasRank()) {
      ok = a.rank() == b.rank();
      for (int i = 0; ok && i < a.rank(); i++) {
        long x = a.shape()[i];
        long y = b.shape()[i];
        ok = x == y || ShapedType.isDynamic(x) || ShapedType.isDynamic(y);
      }
    }
    if (!ok) {
      return op.emitOpError(
              "operand type " + TensorVerifiers.quoted(a) + " and result type " + TensorVerifiers.quoted(b)
                  + " are cast incompatible")
          .report();
    }
    return true;
  }

  private static int width(Type t) {
    return switch (t) {
      case IntegerType i -> i.width();
      case FloatType f -> f.width();
      case IndexType i -> 64;
      default -> 0;
    };
  }
}

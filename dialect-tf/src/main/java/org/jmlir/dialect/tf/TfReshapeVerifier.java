package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * TF's Reshape verifier: the shape operand is 1-D; a constant shape has at most one -1, no entry
 * below -1, and a -1 that the element count can fill; the output agrees with the expected type.
 */
final class TfReshapeVerifier {
  private TfReshapeVerifier() {}

  static boolean verify(Operation op) {
    MLIRContext ctx = op.context();
    Type tensorType = op.operand(0).type();
    Type shapeType = op.operand(1).type();
    if (!(tensorType instanceof TensorType tensor) || !(shapeType instanceof TensorType shape)) {
      return true;
    }
    Type expected = UnrankedTensorType.get(ctx, tensor.elementType());
    if (shape.hasRank()) {
      if (shape.rank() != 1) {
        return op.emitOpError("requires 'shape' to be rank 1, but got " + shape.rank()).report();
      }
      long[] dims = TfConstants.intValues(op.operand(1));
      if (dims != null) {
        int dynamicAt = -1;
        long known = 1;
        for (int i = 0; i < dims.length; i++) {
          if (dims[i] == -1) {
            if (dynamicAt >= 0) {
              return op.emitOpError(
                      "requires 'shape' to have at most one dynamic dimension, but got multiple dynamic dimensions at indices "
                          + dynamicAt + " and " + i)
                  .report();
            }
            dynamicAt = i;
          } else if (dims[i] < -1) {
            return op.emitOpError(
                    "requires 'shape' to have dimensions greater than -1, but got " + dims[i] + " at index " + i)
                .report();
          } else {
            known *= dims[i];
          }
        }
        long[] out = dims.clone();
        if (dynamicAt >= 0) {
          out[dynamicAt] = ShapedType.DYNAMIC;
          if (tensor.hasStaticShape() && known != 0) {
            long n = tensor.numElements();
            if (n % known != 0) {
              return op.emitOpError(
                      "requires 'tensor' number of elements be a multiple of " + known + ", but got " + n)
                  .report();
            }
            out[dynamicAt] = n / known;
          }
        }
        expected = RankedTensorType.get(ctx, out, tensor.elementType());
      } else if (shape.shape()[0] != ShapedType.DYNAMIC) {
        long[] out = new long[(int) shape.shape()[0]];
        java.util.Arrays.fill(out, ShapedType.DYNAMIC);
        expected = RankedTensorType.get(ctx, out, tensor.elementType());
      }
    }
    if (!(op.result(0).type() instanceof RankedTensorType output)) {
      return true;
    }
    if (output.hasStaticShape() && tensor.hasStaticShape() && output.numElements() != tensor.numElements()) {
      return op.emitOpError(
              "requires 'output' number of elements to match 'tensor' number of elements, but got "
                  + output.numElements() + " and " + tensor.numElements())
          .report();
    }
    if (!TfShapes.isCastCompatible(output, expected)) {
      return op.emitOpError(
              "requires 'output' type '" + AttrTypeText.type(output) + "' to be cast compatible with expected type '"
                  + AttrTypeText.type(expected) + "'")
          .report();
    }
    return true;
  }
}

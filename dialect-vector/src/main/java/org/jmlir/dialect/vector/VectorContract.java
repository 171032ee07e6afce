package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.VectorType;

/** vector.contract's verifier (the structural checks of MLIR 22's ContractionOp::verify). */
final class VectorContract {
  private VectorContract() {}

  static boolean verify(Operation op) {
    ArrayAttr maps = (ArrayAttr) op.inherentAttr("indexing_maps");
    ArrayAttr iters = (ArrayAttr) op.inherentAttr("iterator_types");
    if (maps.size() != 3) {
      return VectorVerifiers.fail(op, "expected an indexing map for each vector operand");
    }
    List<Attribute> ms = maps.elements();
    for (int i = 0; i < 3; i++) {
      if (!(ms.get(i) instanceof AffineMapAttr a)) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to be an affine map");
      }
      AffineMap m = a.map();
      if (m.numSymbols() != 0) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have no symbols");
      }
      if (m.numDims() != iters.size()) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have " + iters.size() + " number of inputs");
      }
      int rank = op.operand(i).type() instanceof VectorType v ? v.shape().length : 0;
      if (m.numResults() != rank) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have " + rank + " number of outputs");
      }
    }
    if (!op.operand(2).type().equals(op.result(0).type())) {
      return VectorVerifiers.fail(op, "failed to verify that third operand acc and result have same element type");
    }
    return true;
  }
}

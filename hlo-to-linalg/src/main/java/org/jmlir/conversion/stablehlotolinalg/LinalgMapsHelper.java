package org.jmlir.conversion.stablehlotolinalg;

import java.util.List;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.type.RankedTensorType;

/** Indexing maps of element-wise operands: identity, or no results for a rank-0 operand. */
final class LinalgMapsHelper {
  private LinalgMapsHelper() {}

  static AffineMap identityOrScalar(int rank, RankedTensorType operand) {
    return operand.rank() == 0 ? new AffineMap(rank, 0, List.of()) : AffineMap.identity(rank);
  }
}

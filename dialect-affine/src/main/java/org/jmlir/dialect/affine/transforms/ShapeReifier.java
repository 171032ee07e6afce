package org.jmlir.dialect.affine.transforms;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;

/**
 * ReifyRankedShapedTypeOpInterface for ops of dialects that {@link ShapeReification} cannot see
 * (bufferization, linalg): registered as an op extension, consulted before the built-in models.
 */
@FunctionalInterface
public interface ShapeReifier {
  /** The sizes of {@code op}'s result number {@code result}, or null when they cannot be reified. */
  List<OpFoldResult> reify(OpBuilder b, Operation op, int result);
}

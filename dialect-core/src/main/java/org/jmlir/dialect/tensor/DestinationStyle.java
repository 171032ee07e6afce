package org.jmlir.dialect.tensor;

import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/**
 * MLIR's DestinationStyleOpInterface, as far as tensor.dim's DimOfDestStyleOp needs it: the init
 * operand tied to a result. Ops of other dialects (linalg) register it as an op extension.
 */
@FunctionalInterface
public interface DestinationStyle {
  /** The init operand of {@code op} tied to its result number {@code result}. */
  Value tiedInit(Operation op, int result);
}

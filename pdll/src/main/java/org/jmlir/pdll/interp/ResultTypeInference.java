package org.jmlir.pdll.interp;

import java.util.List;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.type.Type;

/**
 * The result types of an op a rewrite creates without naming them ({@code op<dialect.op>(x)} in a
 * rewrite section): what MLIR asks the op's InferTypeOpInterface. Registered per op name in
 * {@link PdllNatives}; {@code state} holds the operands and attributes the rewrite gave.
 */
@FunctionalInterface
public interface ResultTypeInference {
  List<Type> infer(OperationState state);
}

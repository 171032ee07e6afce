package org.jmlir.dialect.transform;

import org.jmlir.ir.Operation;

/**
 * What the interpreter calls to run one transform op (MLIR's TransformOpInterface::apply): reads its
 * operands' payload from the state, changes the payload, and associates its results.
 */
@FunctionalInterface
public interface TransformOpInterface {
  DiagnosedResult apply(Operation op, TransformState state);

  /** Whether the op consumes operand {@code index} (its payload is invalidated afterwards). */
  default boolean consumesOperand(Operation op, int index) {
    return false;
  }

  /** The same implementation, consuming the operands {@code consumed} lists. */
  static TransformOpInterface consuming(TransformOpInterface impl, int... consumed) {
    return new TransformOpInterface() {
      @Override
      public DiagnosedResult apply(Operation op, TransformState state) {
        return impl.apply(op, state);
      }

      @Override
      public boolean consumesOperand(Operation op, int index) {
        for (int c : consumed) {
          if (c == index) {
            return true;
          }
        }
        return false;
      }
    };
  }
}

package org.jmlir.ir.interfaces;

import org.jmlir.ir.Operation;

/**
 * MLIR's ConditionallySpeculatable: whether an op may be executed where it was not going to run
 * (hoisted out of a loop or a branch). Attached to an OpDef as an extension when the answer depends
 * on the op's operands (a division is safe only by a known non-zero divisor); ops that are always or
 * recursively speculatable say so with the ALWAYS_SPECULATABLE / RECURSIVELY_SPECULATABLE traits.
 */
@FunctionalInterface
public interface ConditionallySpeculatable {
  enum Speculatability {
    NOT_SPECULATABLE,
    SPECULATABLE,
    /** Speculatable when every op nested in its regions is. */
    RECURSIVELY_SPECULATABLE
  }

  Speculatability speculatability(Operation op);
}

package org.jmlir.ir.interfaces;

import java.util.function.Supplier;
import org.jmlir.ir.Value;

/**
 * A load or store of a memory slot that mem2reg can replace by SSA values (MLIR's
 * PromotableMemOpInterface), e.g. {@code memref.load} and {@code memref.store}.
 */
public interface PromotableMemOpInterface {
  /** Whether this op reads the slot (its result then has the slot's type). */
  boolean loadsFrom(MemorySlot slot);

  /** Whether this op writes the slot. */
  boolean storesTo(MemorySlot slot);

  /** The value written to the slot (only when {@link #storesTo}). */
  Value storedValue(MemorySlot slot);

  /**
   * The value written to the slot given the value it held before (MLIR's getStored with the reaching
   * definition): ops writing part of the slot merge into it. New ops go just before this one.
   */
  default Value storedValue(MemorySlot slot, Supplier<Value> reaching) {
    return storedValue(slot);
  }

  /**
   * Consumes the value the slot holds just before this op, which reads it (MLIR's removeBlockingUses
   * of a load): by default the op's result takes its place. New ops go just before this one.
   */
  default void useReachingDefinition(MemorySlot slot, Value reaching) {
    ((org.jmlir.ir.Operation) this).result(0).replaceAllUsesWith(reaching);
  }

  /**
   * Whether the op's uses of the slot pointer can all be removed: the pointer is used as the address
   * only (not stored as a value) and the loaded or stored type is the slot's.
   */
  boolean canUsesBeRemoved(MemorySlot slot);
}

package org.jmlir.ir.interfaces;

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
   * Whether the op's uses of the slot pointer can all be removed: the pointer is used as the address
   * only (not stored as a value) and the loaded or stored type is the slot's.
   */
  boolean canUsesBeRemoved(MemorySlot slot);
}

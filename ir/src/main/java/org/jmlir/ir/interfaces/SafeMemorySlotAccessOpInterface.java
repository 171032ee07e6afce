package org.jmlir.ir.interfaces;

import java.util.List;

/**
 * An op that uses a pointer into a slot sroa splits, without being rewired, and stays valid if it
 * only touches memory inside {@code slot} (MLIR's SafeMemorySlotAccessOpInterface): a load or store
 * no larger than what remains, a getelementptr that stays inside (its result must then be used
 * safely in turn: added to {@code mustBeSafelyUsed}).
 */
public interface SafeMemorySlotAccessOpInterface {
  boolean ensureOnlySafeAccesses(MemorySlot slot, List<MemorySlot> mustBeSafelyUsed);
}

package org.jmlir.dialect.llvm;

import java.util.function.Supplier;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.interfaces.PromotableMemOpInterface;

/**
 * {@code llvm.intr.memset}, {@code memcpy}, {@code memmove} and {@code memcpy.inline}: what mem2reg
 * needs of them (see {@link LlvmPromotion}). A copy into the slot writes it, a copy out of it reads it;
 * a memset writes it.
 */
public final class MemIntrinsicOp extends LlvmOp
    implements PromotableMemOpInterface, org.jmlir.ir.interfaces.DestructurableAccessorOpInterface,
        org.jmlir.ir.interfaces.SafeMemorySlotAccessOpInterface {
  MemIntrinsicOp() {}

  @Override
  public boolean loadsFrom(MemorySlot slot) {
    return !LlvmPromotion.isMemset(this) && operand(1) == slot.ptr();
  }

  @Override
  public boolean storesTo(MemorySlot slot) {
    return operand(0) == slot.ptr();
  }

  @Override
  public Value storedValue(MemorySlot slot) {
    return LlvmPromotion.intrinsicStored(this, slot);
  }

  @Override
  public Value storedValue(MemorySlot slot, Supplier<Value> reaching) {
    return storedValue(slot);
  }

  @Override
  public void useReachingDefinition(MemorySlot slot, Value reaching) {
    LlvmPromotion.intrinsicRead(this, reaching);
  }

  @Override
  public boolean canUsesBeRemoved(MemorySlot slot) {
    return LlvmPromotion.intrinsicCanUsesBeRemoved(this, slot);
  }

  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return LlvmSlots.intrinsicCanRewire(this, slot, usedIndices);
  }

  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, MemorySlot> subslots) {
    LlvmSlots.intrinsicRewire(this, slot, subslots);
    return true;
  }

  /** Writes only inside the slot: its destination is the slot and its constant length fits (MLIR 22). */
  @Override
  public boolean ensureOnlySafeAccesses(MemorySlot slot, java.util.List<MemorySlot> mustBeSafelyUsed) {
    return LlvmSlots.writesOnlyWithin(this, slot);
  }
}

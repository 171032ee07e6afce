package org.jmlir.ir.interfaces;

import java.util.Map;
import java.util.SequencedSet;
import org.jmlir.ir.attr.Attribute;

/**
 * An op that accesses a destructurable slot at statically known sub-elements and can be rewired to
 * the sub-slots (MLIR's DestructurableAccessorOpInterface), e.g. {@code memref.load} with constant
 * indices.
 */
public interface DestructurableAccessorOpInterface {
  /**
   * Whether this op's uses of the slot can be rewired; if so, adds the indices it touches to {@code
   * usedIndices}.
   */
  boolean canRewire(DestructurableMemorySlot slot, SequencedSet<Attribute> usedIndices);

  /**
   * The pointers this op derives from the slot that must, once it is rewired, only be used safely
   * (MLIR's mustBeSafelyUsed out-parameter of canRewire); called after a successful {@link #canRewire}.
   */
  default void mustBeSafelyUsed(DestructurableMemorySlot slot, java.util.List<MemorySlot> out) {}

  /** Makes this op use the sub-slots; returns whether the op is now to be erased. */
  boolean rewire(DestructurableMemorySlot slot, Map<Attribute, MemorySlot> subslots);
}

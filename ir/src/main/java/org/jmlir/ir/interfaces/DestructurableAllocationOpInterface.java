package org.jmlir.ir.interfaces;

import java.util.List;
import java.util.Map;
import java.util.SequencedSet;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;

/**
 * An op allocating slots sroa may split into one slot per used sub-element (MLIR's
 * DestructurableAllocationOpInterface), e.g. {@code memref.alloca} of a small static memref.
 */
public interface DestructurableAllocationOpInterface {
  /** The slots this op allocates that could be destructured (empty when none). */
  List<DestructurableMemorySlot> destructurableSlots();

  /**
   * Creates one new allocation per index of {@code usedIndices}, in that order, right after this op,
   * and returns the new slot of each index together with the new allocation ops.
   */
  Map<Attribute, MemorySlot> destructure(
      DestructurableMemorySlot slot, SequencedSet<Attribute> usedIndices, List<Operation> newAllocators);

  /** Called once the slot's pointer has no uses left: typically erases this op. */
  void handleDestructuringComplete(DestructurableMemorySlot slot);
}

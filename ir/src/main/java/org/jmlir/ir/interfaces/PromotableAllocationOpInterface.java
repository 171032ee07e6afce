package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;

/**
 * An op that allocates memory slots mem2reg may turn into SSA values (MLIR's
 * PromotableAllocationOpInterface), e.g. {@code memref.alloca} of one element.
 */
public interface PromotableAllocationOpInterface {
  /** The slots this op allocates that could be promoted (empty when none). */
  List<MemorySlot> promotableSlots();

  /**
   * An op, not yet inserted, producing the value of a slot read before any write (MLIR's
   * getDefaultValue); mem2reg inserts it at the start of the allocation's block.
   */
  Operation createDefaultValue(MemorySlot slot);

  /**
   * mem2reg added {@code argument} to a block where the slot's values merge (MLIR's
   * handleBlockArgument; e.g. the llvm alloca describes it to its debug declarations).
   */
  default void handleBlockArgument(MemorySlot slot, org.jmlir.ir.BlockArgument argument) {}
}

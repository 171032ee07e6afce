package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/**
 * An op that uses a memory slot's pointer (or a value derived from it) without reading or writing the
 * slot, and that mem2reg deletes when it promotes the slot (MLIR's PromotableOpInterface): lifetime
 * markers, pointer casts, a getelementptr with all-zero indices. Registered on an op's definition with
 * {@code OpSpec.Builder.addInterface(PromotableOpInterface.class, ...)}.
 */
@FunctionalInterface
public interface PromotableOpInterface {
  /**
   * Whether {@code op} can be deleted once the uses of {@code used} are gone; the values it adds to
   * {@code derived} (usually its results) must then lose all their uses as well.
   */
  boolean canUsesBeRemoved(Operation op, Value used, List<Value> derived);

  /**
   * Called when the slot is promoted (or destructured), instead of erasing {@code op}: removes its
   * use of {@code used} and returns whether {@code op} is now to be erased (MLIR's
   * removeBlockingUses, Delete or Keep). By default the op goes.
   */
  default boolean removeBlockingUses(Operation op, Value used) {
    return true;
  }

  /**
   * Whether {@code op} wants to see the values the promoted slot held (MLIR's
   * requiresReplacedValues): {@link #visitReplacedValue} is then called for each store.
   */
  default boolean requiresReplacedValues() {
    return false;
  }

  /** The slot took {@code value} at {@code definition} (a store, erased afterwards); MLIR's visitReplacedValues. */
  default void visitReplacedValue(Operation op, Operation definition, Value value) {}

  /** The interface of {@code op}'s definition, or null. */
  static PromotableOpInterface of(Operation op) {
    return op.def() == null ? null : op.def().getInterface(PromotableOpInterface.class);
  }

  /** An op that goes with the slot: no derived values. */
  PromotableOpInterface ALWAYS = (op, used, derived) -> true;

  /** An op whose results carry the slot's address: deleted when all their users are. */
  PromotableOpInterface FORWARD_TO_USERS =
      (op, used, derived) -> {
        for (int i = 0; i < op.numResults(); i++) {
          derived.add(op.result(i));
        }
        return true;
      };
}

package org.jmlir.ir;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.type.Type;

/**
 * An SSA value: an op result or a block argument. Its uses form an intrusive doubly-linked list of
 * {@link OpOperand}s, so adding or dropping a use is O(1) and replace-all-uses walks the list.
 */
public abstract sealed class Value permits OpResult, BlockArgument {
  /**
   * Creation-order number, a hash for tables keyed by value (the printer's names): values made one
   * after another hash to neighbouring slots, so a walk over the IR touches those tables in order
   * instead of at random. A plain racy counter: values made concurrently may share a number, which
   * only costs a hash collision.
   */
  private static int nextSerial;

  private Type type;
  OpOperand firstUse;
  private final int serial;

  Value(Type type) {
    this.type = type;
    this.serial = nextSerial++;
  }

  /** A hash in creation order (see {@link #nextSerial}); not unique. */
  public final int serial() {
    return serial;
  }

  public final Type type() {
    return type;
  }

  public final void setType(Type type) {
    this.type = type;
  }

  /** The first use, or null; follow {@link OpOperand#nextUse()}. */
  public final OpOperand firstUse() {
    return firstUse;
  }

  public final boolean hasNoUses() {
    return firstUse == null;
  }

  public final boolean hasOneUse() {
    return firstUse != null && firstUse.nextUse == null;
  }

  /** A snapshot of the uses, in use-list order. */
  public final List<OpOperand> uses() {
    List<OpOperand> out = new ArrayList<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      out.add(u);
    }
    return out;
  }

  /** The ops that use this value (one entry per use). */
  public final List<Operation> users() {
    List<Operation> out = new ArrayList<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      out.add(u.owner());
    }
    return out;
  }

  /** Makes every use of this value use {@code replacement} instead. */
  public final void replaceAllUsesWith(Value replacement) {
    if (replacement == this) {
      return;
    }
    while (firstUse != null) {
      firstUse.set(replacement);
    }
  }

  /** The op defining this value, or null for a block argument. */
  public abstract Operation definingOp();

  /** The block in which this value is defined. */
  public abstract Block parentBlock();

  /** The region in which this value is defined, or null if detached. */
  public final Region parentRegion() {
    Block b = parentBlock();
    return b == null ? null : b.parent();
  }
}

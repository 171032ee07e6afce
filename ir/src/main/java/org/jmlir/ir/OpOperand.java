package org.jmlir.ir;

/** One use of a value: operand number {@code index} of {@code owner}, linked into the value's use list. */
public final class OpOperand {
  private final Operation owner;
  int index;
  private Value value;
  OpOperand prevUse;
  OpOperand nextUse;

  OpOperand(Operation owner, int index, Value value) {
    this.owner = owner;
    this.index = index;
    this.value = value;
    if (value != null) {
      link();
    }
  }

  public Operation owner() {
    return owner;
  }

  public int index() {
    return index;
  }

  public Value get() {
    return value;
  }

  /** The next use of the same value, or null. */
  public OpOperand nextUse() {
    return nextUse;
  }

  /** Points this operand at {@code v}, moving it between use lists in O(1). */
  public void set(Value v) {
    if (v == value) {
      return;
    }
    if (value != null) {
      unlink();
    }
    value = v;
    if (v != null) {
      link();
    }
  }

  /** Removes this use from its value's use list (the op is going away). */
  void drop() {
    if (value != null) {
      unlink();
      value = null;
    }
  }

  private void link() {
    nextUse = value.firstUse;
    prevUse = null;
    if (nextUse != null) {
      nextUse.prevUse = this;
    }
    value.firstUse = this;
  }

  private void unlink() {
    if (prevUse != null) {
      prevUse.nextUse = nextUse;
    } else {
      value.firstUse = nextUse;
    }
    if (nextUse != null) {
      nextUse.prevUse = prevUse;
    }
    prevUse = null;
    nextUse = null;
  }
}

package org.jmlir.ir;

import org.jmlir.ir.type.Type;

/** Result number {@code index} of an operation. */
public final class OpResult extends Value {
  private final Operation owner;
  private final int index;

  OpResult(Operation owner, int index, Type type) {
    super(type);
    this.owner = owner;
    this.index = index;
  }

  public Operation owner() {
    return owner;
  }

  public int index() {
    return index;
  }

  @Override
  public Operation definingOp() {
    return owner;
  }

  @Override
  public Block parentBlock() {
    return owner.block();
  }
}

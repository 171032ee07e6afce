package org.jmlir.ir;

import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/** Argument number {@code index} of a block. */
public final class BlockArgument extends Value {
  private final Block owner;
  int index;
  private Location location;

  BlockArgument(Block owner, int index, Type type, Location location) {
    super(type);
    this.owner = owner;
    this.index = index;
    this.location = location;
  }

  public Block owner() {
    return owner;
  }

  public int index() {
    return index;
  }

  public Location location() {
    return location;
  }

  public void setLocation(Location location) {
    this.location = location;
  }

  @Override
  public Operation definingOp() {
    return null;
  }

  @Override
  public Block parentBlock() {
    return owner;
  }
}

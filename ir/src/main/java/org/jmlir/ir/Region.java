package org.jmlir.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A list of blocks owned by an op. */
public final class Region {
  private final ArrayList<Block> blocks = new ArrayList<>(1);
  Operation parent;

  public Region() {}

  public Operation parentOp() {
    return parent;
  }

  public List<Block> blocks() {
    return Collections.unmodifiableList(blocks);
  }

  public boolean isEmpty() {
    return blocks.isEmpty();
  }

  public int numBlocks() {
    return blocks.size();
  }

  /** The entry block, or null when empty. */
  public Block front() {
    return blocks.isEmpty() ? null : blocks.get(0);
  }

  public Block back() {
    return blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
  }

  public Block block(int i) {
    return blocks.get(i);
  }

  /** Appends a detached block. */
  public void addBlock(Block b) {
    insertBlock(blocks.size(), b);
  }

  /** Appends and returns a new empty block. */
  public Block addBlock() {
    Block b = new Block();
    addBlock(b);
    return b;
  }

  public void insertBlock(int index, Block b) {
    if (b.parent != null) {
      throw new IllegalStateException("block is already in a region");
    }
    b.parent = this;
    blocks.add(index, b);
  }

  public int indexOf(Block b) {
    return blocks.indexOf(b);
  }

  void removeBlock(Block b) {
    blocks.remove(b);
    b.parent = null;
  }

  /** Moves all blocks of {@code other} to the end of this region. */
  public void takeBody(Region other) {
    for (Block b : new ArrayList<>(other.blocks)) {
      other.removeBlock(b);
      addBlock(b);
    }
  }

  /** The region's index within its parent op. */
  public int regionNumber() {
    for (int i = 0; i < parent.numRegions(); i++) {
      if (parent.region(i) == this) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code this} contains {@code other}, directly or through nested ops. */
  public boolean isAncestor(Region other) {
    for (Region r = other; r != null; ) {
      if (r == this) {
        return true;
      }
      Operation p = r.parent;
      r = p == null ? null : p.parentRegion();
    }
    return false;
  }

  void dropAllReferences() {
    for (Block b : blocks) {
      b.dropAllReferences();
    }
  }
}

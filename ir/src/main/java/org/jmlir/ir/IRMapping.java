package org.jmlir.ir;

import java.util.IdentityHashMap;
import java.util.Map;

/** Maps values and blocks of original IR to their clones (MLIR's IRMapping). */
public final class IRMapping {
  private final Map<Value, Value> values = new IdentityHashMap<>();
  private final Map<Block, Block> blocks = new IdentityHashMap<>();

  public void map(Value from, Value to) {
    values.put(from, to);
  }

  public void map(Block from, Block to) {
    blocks.put(from, to);
  }

  /** The mapped value, or {@code v} itself when unmapped. */
  public Value lookupOrDefault(Value v) {
    Value m = values.get(v);
    return m != null ? m : v;
  }

  public Block lookupOrDefault(Block b) {
    Block m = blocks.get(b);
    return m != null ? m : b;
  }

  public Value lookupOrNull(Value v) {
    return values.get(v);
  }

  public boolean contains(Value v) {
    return values.containsKey(v);
  }
}

package org.jmlir.ir.rewrite.conversion;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Value;

/**
 * The conversion's value mapping: an open-addressing identity map hashed by {@link Value#serial()}
 * (a plain field, where a HashMap would ask for identity hash codes and allocate an entry per value),
 * which remembers insertion order so that the casts built at commit come out deterministically.
 */
final class ValueMap {
  private static final byte EMPTY = 0;
  private static final byte FULL = 1;
  private static final byte DELETED = 2;

  private Value[] keys = new Value[64];
  private Value[] values = new Value[64];
  private byte[] state = new byte[64];
  private int used; // FULL + DELETED slots
  private final ArrayList<Value> order = new ArrayList<>();

  private static int mix(int h) {
    h *= 0x9E3779B9;
    return h ^ (h >>> 16);
  }

  private int find(Value k) {
    int mask = keys.length - 1;
    for (int i = mix(k.serial()) & mask; ; i = (i + 1) & mask) {
      byte s = state[i];
      if (s == EMPTY) {
        return -1;
      }
      if (s == FULL && keys[i] == k) {
        return i;
      }
    }
  }

  Value get(Value k) {
    int i = find(k);
    return i < 0 ? null : values[i];
  }

  void put(Value k, Value v) {
    int i = find(k);
    if (i >= 0) {
      values[i] = v;
      return;
    }
    if ((used + 1) * 2 > keys.length) {
      rehash();
    }
    int mask = keys.length - 1;
    int j = mix(k.serial()) & mask;
    while (state[j] == FULL) {
      j = (j + 1) & mask;
    }
    if (state[j] == EMPTY) {
      used++;
    }
    keys[j] = k;
    values[j] = v;
    state[j] = FULL;
    order.add(k);
  }

  void remove(Value k) {
    int i = find(k);
    if (i >= 0) {
      keys[i] = null;
      values[i] = null;
      state[i] = DELETED;
      // Rollback removes the newest mappings first: drop the key from the order's tail.
      for (int o = order.size() - 1; o >= 0; o--) {
        if (order.get(o) == k) {
          order.remove(o);
          break;
        }
      }
    }
  }

  /** The keys, in the order they were first mapped. */
  List<Value> keys() {
    return new ArrayList<>(order);
  }

  void clear() {
    keys = new Value[64];
    values = new Value[64];
    state = new byte[64];
    used = 0;
    order.clear();
  }

  private void rehash() {
    Value[] oldKeys = keys;
    Value[] oldValues = values;
    byte[] oldState = state;
    int live = 0;
    for (byte s : oldState) {
      if (s == FULL) {
        live++;
      }
    }
    int cap = 64;
    while (cap < live * 4) {
      cap <<= 1;
    }
    keys = new Value[cap];
    values = new Value[cap];
    state = new byte[cap];
    used = 0;
    int mask = cap - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldState[i] == FULL) {
        int j = mix(oldKeys[i].serial()) & mask;
        while (state[j] != EMPTY) {
          j = (j + 1) & mask;
        }
        keys[j] = oldKeys[i];
        values[j] = oldValues[i];
        state[j] = FULL;
        used++;
      }
    }
  }
}

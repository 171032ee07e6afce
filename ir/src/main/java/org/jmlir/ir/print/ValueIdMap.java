package org.jmlir.ir.print;

import java.util.ArrayList;
import org.jmlir.ir.Value;

/**
 * Value → printed id for {@link SSANameState}: an open-addressing identity table of keys and int
 * ids hashed by {@link Value#serial()}, so a lookup boxes nothing and touches two flat arrays near
 * the previous lookup (a 1M-op module spent a fifth of its time in {@code IdentityHashMap} with
 * boxed Integers, mostly cache misses). An id ≥ 0 is a number ({@code %5}); a
 * name hint is stored as {@code -1 - index} into the name list.
 */
final class ValueIdMap {
  /** Returned by {@link #get} for a value without an id. */
  static final int ABSENT = Integer.MIN_VALUE;

  private Value[] keys = new Value[64];
  private int[] ids = new int[64];
  private int size;
  private final ArrayList<String> names = new ArrayList<>();

  int get(Value key) {
    Value[] ks = keys;
    int mask = ks.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      Value k = ks[i];
      if (k == key) {
        return ids[i];
      }
      if (k == null) {
        return ABSENT;
      }
    }
  }

  boolean containsKey(Value key) {
    return get(key) != ABSENT;
  }

  /** Maps {@code key} to the number {@code id} (≥ 0). */
  void putNumber(Value key, int id) {
    put(key, id);
  }

  /** Maps {@code key} to the name {@code name}. */
  void putName(Value key, String name) {
    names.add(name);
    put(key, -names.size());
  }

  /** The name of an id below zero. */
  String name(int id) {
    return names.get(-1 - id);
  }

  private void put(Value key, int id) {
    int mask = keys.length - 1;
    int i = slot(key, mask);
    while (keys[i] != null && keys[i] != key) {
      i = (i + 1) & mask;
    }
    if (keys[i] == null) {
      keys[i] = key;
      if (++size * 2 > keys.length) {
        ids[i] = id;
        grow();
        return;
      }
    }
    ids[i] = id;
  }

  private void grow() {
    Value[] oldKeys = keys;
    int[] oldIds = ids;
    keys = new Value[oldKeys.length * 2];
    ids = new int[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      Value k = oldKeys[j];
      if (k != null) {
        int i = slot(k, mask);
        while (keys[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = k;
        ids[i] = oldIds[j];
      }
    }
  }

  private static int slot(Value key, int mask) {
    // The printer numbers and looks up values roughly in the order they were made: 16 consecutive
    // serials get 16 consecutive slots (neighbouring lookups share cache lines), and the groups are
    // scattered so that runs of serials far apart do not pile up in one cluster.
    int s = key.serial();
    int h = (s >>> 4) * 0x9E3779B9;
    return (((h ^ (h >>> 15)) << 4) | (s & 15)) & mask;
  }
}

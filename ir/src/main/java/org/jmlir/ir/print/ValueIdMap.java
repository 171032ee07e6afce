package org.jmlir.ir.print;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import org.jmlir.ir.Value;

/**
 * Value → printed id for {@link SSANameState}, indexed directly by {@link Value#serial()}: pages of
 * 4096 (key, id) slots, made when a serial in their range is first stored. Values are numbered
 * roughly in creation order, so a walk touches the pages in order, with no probing and no rehash
 * (the open-addressing table it replaces spent a quarter of printing in probes and left its outgrown
 * arrays as old-generation garbage). Serials are not unique (a racy counter): a value whose slot
 * holds another value goes to a small identity map. An id ≥ 0 is a number ({@code %5}); a name hint
 * is stored as {@code -1 - index} into the name list.
 */
final class ValueIdMap {
  /** Returned by {@link #get} for a value without an id. */
  static final int ABSENT = Integer.MIN_VALUE;

  private static final int PAGE_BITS = 12;
  private static final int PAGE_MASK = (1 << PAGE_BITS) - 1;

  private Value[][] keyPages = new Value[16][];
  private int[][] idPages = new int[16][];
  /** Values whose serial slot another value holds. */
  private IdentityHashMap<Value, Integer> overflow;
  private final ArrayList<String> names = new ArrayList<>();

  int get(Value key) {
    int s = key.serial() & Integer.MAX_VALUE;
    int page = s >>> PAGE_BITS;
    if (page < keyPages.length) {
      Value[] keys = keyPages[page];
      if (keys != null && keys[s & PAGE_MASK] == key) {
        return idPages[page][s & PAGE_MASK];
      }
    }
    if (overflow != null) {
      Integer id = overflow.get(key);
      if (id != null) {
        return id;
      }
    }
    return ABSENT;
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
    int s = key.serial() & Integer.MAX_VALUE;
    int page = s >>> PAGE_BITS;
    if (page >= keyPages.length) {
      int n = Math.max(page + 1, keyPages.length * 2);
      keyPages = java.util.Arrays.copyOf(keyPages, n);
      idPages = java.util.Arrays.copyOf(idPages, n);
    }
    Value[] keys = keyPages[page];
    if (keys == null) {
      keys = keyPages[page] = new Value[1 << PAGE_BITS];
      idPages[page] = new int[1 << PAGE_BITS];
    }
    int slot = s & PAGE_MASK;
    if (keys[slot] == null || keys[slot] == key) {
      keys[slot] = key;
      idPages[page][slot] = id;
      return;
    }
    if (overflow == null) {
      overflow = new IdentityHashMap<>();
    }
    overflow.put(key, id);
  }
}

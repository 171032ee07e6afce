package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Map;
import org.jmlir.ir.Operation;

/**
 * The greedy driver's LIFO worklist with set semantics and O(1) removal (MLIR's Worklist): a
 * removed op leaves a null hole that popping skips.
 */
final class Worklist {
  private final ArrayList<Operation> list = new ArrayList<>(64);
  private final Map<Operation, Integer> index = new IdentityHashMap<>();

  void clear() {
    list.clear();
    index.clear();
  }

  boolean isEmpty() {
    return index.isEmpty();
  }

  /** Pushes {@code op} at the end unless it is already on the list. */
  void push(Operation op) {
    if (index.putIfAbsent(op, list.size()) == null) {
      list.add(op);
    }
  }

  /** Pops the last op; the list must not be empty. */
  Operation pop() {
    Operation op;
    do {
      op = list.removeLast();
    } while (op == null);
    index.remove(op);
    while (!list.isEmpty() && list.getLast() == null) {
      list.removeLast();
    }
    return op;
  }

  void remove(Operation op) {
    Integer i = index.remove(op);
    if (i != null) {
      list.set(i, null);
    }
  }

  /** Reverses the order, so that seeding in walk order pops in walk order. */
  void reverse() {
    java.util.Collections.reverse(list);
    for (int i = 0; i < list.size(); i++) {
      Operation op = list.get(i);
      if (op != null) {
        index.put(op, i);
      }
    }
  }
}

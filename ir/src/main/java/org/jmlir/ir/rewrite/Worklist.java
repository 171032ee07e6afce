package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import org.jmlir.ir.Operation;

/**
 * The greedy driver's LIFO worklist with set semantics and O(1) removal (MLIR's Worklist): a
 * removed op leaves a null hole that popping skips. Each op records its slot in itself
 * ({@link Operation#worklistSlot}); a slot only counts when this list holds the op there, so an op
 * must be on at most one worklist at a time (one driver per op at a time, as upstream).
 */
final class Worklist {
  private final ArrayList<Operation> list = new ArrayList<>(64);
  private int size;

  void clear() {
    for (Operation op : list) {
      if (op != null) {
        op.setWorklistSlot(-1);
      }
    }
    list.clear();
    size = 0;
  }

  boolean isEmpty() {
    return size == 0;
  }

  boolean contains(Operation op) {
    int slot = op.worklistSlot();
    return slot >= 0 && slot < list.size() && list.get(slot) == op;
  }

  /** Pushes {@code op} at the end unless it is already on the list. */
  void push(Operation op) {
    if (!contains(op)) {
      op.setWorklistSlot(list.size());
      list.add(op);
      size++;
    }
  }

  /** Pops the last op; the list must not be empty. */
  Operation pop() {
    Operation op;
    do {
      op = list.removeLast();
    } while (op == null);
    op.setWorklistSlot(-1);
    size--;
    while (!list.isEmpty() && list.getLast() == null) {
      list.removeLast();
    }
    return op;
  }

  void remove(Operation op) {
    if (contains(op)) {
      list.set(op.worklistSlot(), null);
      op.setWorklistSlot(-1);
      size--;
    }
  }

  /** Reverses the order, so that seeding in walk order pops in walk order. */
  void reverse() {
    java.util.Collections.reverse(list);
    for (int i = 0; i < list.size(); i++) {
      Operation op = list.get(i);
      if (op != null) {
        op.setWorklistSlot(i);
      }
    }
  }
}

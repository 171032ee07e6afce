package org.jmlir.ir;

import java.util.ArrayDeque;
import java.util.function.Consumer;

/** Iterative op walks: deep nesting must never overflow the Java stack. */
final class Walker {
  private Walker() {}

  static void preOrder(Operation root, Consumer<Operation> visitor) {
    ArrayDeque<Operation> stack = new ArrayDeque<>();
    stack.push(root);
    ArrayDeque<Operation> children = new ArrayDeque<>();
    while (!stack.isEmpty()) {
      Operation op = stack.pop();
      visitor.accept(op);
      // Push children in reverse so they are visited in order.
      for (int r = 0; r < op.numRegions(); r++) {
        for (Block b : op.region(r).blocks()) {
          for (Operation c = b.first(); c != null; c = c.nextInBlock()) {
            children.push(c);
          }
        }
      }
      while (!children.isEmpty()) {
        stack.push(children.pop());
      }
    }
  }

  /** Post-order: each op after everything nested in it; siblings in order. */
  static void postOrder(Operation root, Consumer<Operation> visitor) {
    // Frames: an op whose children have been scheduled is revisited once, then visited.
    ArrayDeque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root, Boolean.FALSE});
    ArrayDeque<Operation> children = new ArrayDeque<>();
    while (!stack.isEmpty()) {
      Object[] frame = stack.peek();
      Operation op = (Operation) frame[0];
      if (frame[1] == Boolean.TRUE || op.numRegions() == 0) {
        stack.pop();
        visitor.accept(op);
        continue;
      }
      frame[1] = Boolean.TRUE;
      for (int r = 0; r < op.numRegions(); r++) {
        for (Block b : op.region(r).blocks()) {
          for (Operation c = b.first(); c != null; c = c.nextInBlock()) {
            children.push(c);
          }
        }
      }
      while (!children.isEmpty()) {
        stack.push(new Object[] {children.pop(), Boolean.FALSE});
      }
    }
  }
}

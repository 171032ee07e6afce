package org.jmlir.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/** A basic block: arguments and an intrusive list of operations. Iterating it yields its ops. */
public final class Block implements Iterable<Operation> {
  private final ArrayList<BlockArgument> arguments = new ArrayList<>(0);
  private Operation first;
  private Operation last;
  private int size;
  private boolean orderValid;
  Region parent;

  public Block() {}

  // ---- arguments -----------------------------------------------------------------------------

  public BlockArgument addArgument(Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, arguments.size(), type, loc);
    arguments.add(a);
    return a;
  }

  public BlockArgument insertArgument(int index, Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, index, type, loc);
    arguments.add(index, a);
    renumberArguments(index + 1);
    return a;
  }

  /** Erases argument {@code index}; it must have no uses. */
  public void eraseArgument(int index) {
    BlockArgument a = arguments.get(index);
    if (!a.hasNoUses()) {
      throw new IllegalStateException("cannot erase a block argument that has uses");
    }
    arguments.remove(index);
    renumberArguments(index);
  }

  private void renumberArguments(int from) {
    for (int i = from; i < arguments.size(); i++) {
      arguments.get(i).index = i;
    }
  }

  public List<BlockArgument> arguments() {
    return java.util.Collections.unmodifiableList(arguments);
  }

  public BlockArgument argument(int i) {
    return arguments.get(i);
  }

  public int numArguments() {
    return arguments.size();
  }

  public List<Type> argumentTypes() {
    List<Type> types = new ArrayList<>(arguments.size());
    for (BlockArgument a : arguments) {
      types.add(a.type());
    }
    return types;
  }

  // ---- structure -----------------------------------------------------------------------------

  public Region parent() {
    return parent;
  }

  public Operation parentOp() {
    return parent == null ? null : parent.parentOp();
  }

  /** Whether this is the first block of its region. */
  public boolean isEntryBlock() {
    return parent != null && parent.front() == this;
  }

  public Operation first() {
    return first;
  }

  public Operation last() {
    return last;
  }

  public boolean isEmpty() {
    return first == null;
  }

  public int size() {
    return size;
  }

  /** The last op, if it is a terminator by trait (or unregistered, which may be one); else null. */
  public Operation terminator() {
    if (last == null) {
      return null;
    }
    return last.hasTrait(Trait.TERMINATOR) || !last.isRegistered() ? last : null;
  }

  /** A snapshot of the ops, in order. */
  public List<Operation> operations() {
    List<Operation> ops = new ArrayList<>(size);
    for (Operation o = first; o != null; o = o.next) {
      ops.add(o);
    }
    return ops;
  }

  /** Iterates the ops; the current op may be erased or moved while iterating. */
  @Override
  public Iterator<Operation> iterator() {
    return new Iterator<>() {
      private Operation nextOp = first;

      @Override
      public boolean hasNext() {
        return nextOp != null;
      }

      @Override
      public Operation next() {
        if (nextOp == null) {
          throw new NoSuchElementException();
        }
        Operation o = nextOp;
        nextOp = o.next;
        return o;
      }
    };
  }

  /** The successors of this block's terminator. */
  public List<Block> successors() {
    return last == null ? List.of() : last.successors();
  }

  /** Blocks of the same region whose terminator branches here (one entry per edge). */
  public List<Block> predecessors() {
    List<Block> preds = new ArrayList<>();
    if (parent == null) {
      return preds;
    }
    for (Block b : parent.blocks()) {
      Operation t = b.last;
      if (t == null) {
        continue;
      }
      for (int i = 0; i < t.numSuccessors(); i++) {
        if (t.successor(i) == this) {
          preds.add(b);
        }
      }
    }
    return preds;
  }

  // ---- editing -------------------------------------------------------------------------------

  /** Appends a detached op. */
  public void append(Operation op) {
    insertAfter(last, op);
  }

  /** Inserts a detached op at the front. */
  public void prepend(Operation op) {
    insertBefore(first, op);
  }

  /** Inserts a detached op before {@code anchor} (null: at the end). */
  public void insertBefore(Operation anchor, Operation op) {
    if (anchor == null) {
      insertAfter(last, op);
      return;
    }
    checkDetached(op);
    op.block = this;
    op.next = anchor;
    op.prev = anchor.prev;
    if (anchor.prev != null) {
      anchor.prev.next = op;
    } else {
      first = op;
    }
    anchor.prev = op;
    size++;
    orderValid = false;
  }

  /** Inserts a detached op after {@code anchor} (null: at the front). */
  public void insertAfter(Operation anchor, Operation op) {
    checkDetached(op);
    op.block = this;
    if (anchor == null) {
      op.prev = null;
      op.next = first;
      if (first != null) {
        first.prev = op;
      } else {
        last = op;
      }
      first = op;
    } else {
      op.prev = anchor;
      op.next = anchor.next;
      if (anchor.next != null) {
        anchor.next.prev = op;
      } else {
        last = op;
      }
      anchor.next = op;
      if (op.next == null) {
        // Appending keeps the order valid: the new op gets the next index.
        op.orderIndex = anchor.orderIndex + 1;
        size++;
        return;
      }
    }
    size++;
    orderValid = false;
  }

  private static void checkDetached(Operation op) {
    if (op.block != null) {
      throw new IllegalStateException("op is already in a block");
    }
  }

  void unlink(Operation op) {
    if (op.prev != null) {
      op.prev.next = op.next;
    } else {
      first = op.next;
    }
    if (op.next != null) {
      op.next.prev = op.prev;
    } else {
      last = op.prev;
    }
    op.prev = null;
    op.next = null;
    op.block = null;
    size--;
  }

  void ensureOrder() {
    if (!orderValid) {
      int i = 0;
      for (Operation o = first; o != null; o = o.next) {
        o.orderIndex = i++;
      }
      orderValid = true;
    }
  }

  void dropAllReferences() {
    for (Operation o = first; o != null; o = o.next) {
      o.dropAllReferences();
    }
  }

  /** Detaches this block from its region, keeping its ops intact (to move it elsewhere). */
  public void remove() {
    if (parent != null) {
      parent.removeBlock(this);
    }
  }

  /** Detaches this block from its region and drops all references of its ops. */
  public void erase() {
    dropAllReferences();
    if (parent != null) {
      parent.removeBlock(this);
    }
  }
}

package org.jmlir.ir.rewrite;

import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;

/** Creates ops at an insertion point: before an op, or at the end of a block. */
public class OpBuilder {
  /** Notified of IR changes made through a builder or rewriter. */
  public interface Listener {
    default void notifyOperationInserted(Operation op) {}

    default void notifyOperationModified(Operation op) {}

    default void notifyOperationReplaced(Operation op, java.util.List<? extends org.jmlir.ir.Value> replacement) {}

    default void notifyOperationErased(Operation op) {}

    default void notifyBlockErased(Block block) {}
  }

  protected final MLIRContext context;
  private Block block;
  private Operation before; // null: the end of block
  protected Listener listener;

  public OpBuilder(MLIRContext context) {
    this.context = context;
  }

  public MLIRContext context() {
    return context;
  }

  public void setListener(Listener listener) {
    this.listener = listener;
  }

  public Listener listener() {
    return listener;
  }

  public void setInsertionPoint(Operation op) {
    this.block = op.block();
    this.before = op;
  }

  public void setInsertionPointAfter(Operation op) {
    this.block = op.block();
    this.before = op.nextInBlock();
  }

  public void setInsertionPointToStart(Block b) {
    this.block = b;
    this.before = b.first();
  }

  public void setInsertionPointToEnd(Block b) {
    this.block = b;
    this.before = null;
  }

  public Block insertionBlock() {
    return block;
  }

  /** The op new ops are inserted before, or null for the end of the block. */
  public Operation insertionPoint() {
    return before;
  }

  /** Inserts a detached op at the insertion point. */
  public Operation insert(Operation op) {
    if (block != null) {
      block.insertBefore(before, op);
    }
    if (listener != null) {
      listener.notifyOperationInserted(op);
    }
    return op;
  }

  /** Creates an op from {@code state} and inserts it. */
  public Operation create(OperationState state) {
    return insert(Operation.create(state));
  }
}

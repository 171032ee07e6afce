package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * The one way patterns change IR: every change goes through here so the driver's listener sees it
 * and keeps its worklist in sync (MLIR's PatternRewriter / RewriterBase).
 */
public class PatternRewriter extends OpBuilder {
  public PatternRewriter(MLIRContext context) {
    super(context);
  }

  /** Replaces all uses of {@code op}'s results with {@code values}, then erases {@code op}. */
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (listener != null) {
      listener.notifyOperationReplaced(op, values);
    }
    for (int i = 0; i < values.size(); i++) {
      replaceAllUsesWith(op.result(i), values.get(i));
    }
    eraseOp(op);
  }

  /** Creates the op of {@code state} at {@code op}'s position and replaces {@code op} with it. */
  public Operation replaceOpWithNewOp(Operation op, OperationState state) {
    setInsertionPoint(op);
    Operation created = create(state);
    replaceOp(op, created.results());
    return created;
  }

  /** Makes every use of {@code from} use {@code to}, notifying each user as modified. */
  public void replaceAllUsesWith(Value from, Value to) {
    List<Operation> users = new ArrayList<>();
    for (OpOperand u = from.firstUse(); u != null; u = u.nextUse()) {
      users.add(u.owner());
    }
    from.replaceAllUsesWith(to);
    if (listener != null) {
      for (Operation u : users) {
        listener.notifyOperationModified(u);
      }
    }
  }

  /**
   * Erases {@code op} and everything nested in it; its results must be unused. The listener hears
   * of nested ops first, users before definitions (blocks and ops in reverse), as MLIR's eraseOp.
   */
  public void eraseOp(Operation op) {
    if (listener != null) {
      notifyErasedTree(op);
    }
    op.erase();
  }

  private void notifyErasedTree(Operation op) {
    List<Region> regions = op.regions();
    for (int r = regions.size() - 1; r >= 0; r--) {
      List<Block> blocks = regions.get(r).blocks();
      for (int b = blocks.size() - 1; b >= 0; b--) {
        Block block = blocks.get(b);
        for (Operation o = block.last(); o != null; o = o.prevInBlock()) {
          notifyErasedTree(o);
        }
        listener.notifyBlockErased(block);
      }
    }
    listener.notifyOperationErased(op);
  }

  /** Erases a block and its ops (whose results must be unused outside it). */
  public void eraseBlock(Block block) {
    for (Operation o : block.operations()) {
      o.dropAllReferences();
    }
    for (Operation o = block.last(); o != null; ) {
      Operation prev = o.prevInBlock();
      for (org.jmlir.ir.OpResult r : o.results()) {
        // Uses inside the block itself were dropped above; uses elsewhere make this invalid IR.
        if (!r.hasNoUses()) {
          throw new IllegalStateException("erasing a block whose values are still used");
        }
      }
      eraseOp(o);
      o = prev;
    }
    if (listener != null) {
      listener.notifyBlockErased(block);
    }
    block.erase();
  }

  /** Runs {@code change}, an in-place update of {@code op}, and notifies the listener. */
  public void modifyOpInPlace(Operation op, Runnable change) {
    change.run();
    if (listener != null) {
      listener.notifyOperationModified(op);
    }
  }

  /**
   * Moves the ops of {@code source} before {@code anchor} (in anchor's block), replacing source's
   * arguments with {@code argValues}; source must then be empty and is erased.
   */
  public void inlineBlockBefore(Block source, Operation anchor, List<? extends Value> argValues) {
    for (int i = 0; i < argValues.size(); i++) {
      replaceAllUsesWith(source.argument(i), argValues.get(i));
    }
    for (Operation o : source.operations()) {
      o.remove();
      anchor.block().insertBefore(anchor, o);
      if (listener != null) {
        listener.notifyOperationInserted(o);
      }
    }
    if (source.parent() != null) {
      source.erase();
    }
  }

  /** Appends the ops of {@code source} to {@code dest}, replacing source's arguments; erases source. */
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    for (int i = 0; i < argValues.size(); i++) {
      replaceAllUsesWith(source.argument(i), argValues.get(i));
    }
    for (Operation o : source.operations()) {
      o.remove();
      dest.append(o);
      if (listener != null) {
        listener.notifyOperationInserted(o);
      }
    }
    if (source.parent() != null) {
      source.erase();
    }
  }

  /** Moves all blocks of {@code region} into {@code parent} before block index {@code index}. */
  public void inlineRegionBefore(Region region, Region parent, int index) {
    List<Block> blocks = new ArrayList<>(region.blocks());
    for (Block b : blocks) {
      b.remove();
      parent.insertBlock(index++, b);
    }
  }

  /**
   * Splits {@code block} before {@code before} (null: at the end): that op and the ones after it
   * move to a new block placed right after {@code block}, which is returned (MLIR's splitBlock).
   */
  public Block splitBlock(Block block, Operation before) {
    Block tail = new Block();
    Region region = block.parent();
    region.insertBlock(region.indexOf(block) + 1, tail);
    for (Operation o = before; o != null; ) {
      Operation next = o.nextInBlock();
      o.remove();
      tail.append(o);
      o = next;
    }
    return tail;
  }

  /** Creates a block with arguments of {@code types} (at {@code loc}) right before {@code before}. */
  public Block createBlock(Block before, List<? extends org.jmlir.ir.type.Type> types, org.jmlir.ir.loc.Location loc) {
    Block b = new Block();
    for (org.jmlir.ir.type.Type t : types) {
      b.addArgument(t, loc);
    }
    Region region = before.parent();
    region.insertBlock(region.indexOf(before), b);
    setInsertionPointToEnd(b);
    return b;
  }

  /** Moves all blocks of {@code region} right before {@code before}, in its region. */
  public void inlineRegionBefore(Region region, Block before) {
    Region parent = before.parent();
    inlineRegionBefore(region, parent, parent.indexOf(before));
  }

  /** Records why a pattern did not apply; returns false so patterns can {@code return notifyMatchFailure(...)}. */
  public boolean notifyMatchFailure(Operation op, String reason) {
    return false;
  }
}

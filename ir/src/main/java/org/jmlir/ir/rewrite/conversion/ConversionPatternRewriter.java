package org.jmlir.ir.rewrite.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.builtin.UnrealizedConversionCastOp;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.Type;

/**
 * The rewriter of a dialect conversion. Replacements and erasures are deferred: a replaced op stays
 * in the IR, its results mapped to their replacements, until the conversion commits; every change is
 * journaled so that a failed pattern (or a failed conversion) rolls back exactly (MLIR's
 * ConversionPatternRewriter).
 */
public final class ConversionPatternRewriter extends PatternRewriter {
  private sealed interface Action {}

  private record Created(Operation op) implements Action {}

  private record Replaced(Operation op) implements Action {}

  private record Mapped(Value from) implements Action {}

  private record Modified(
      Operation op, List<Value> operands, DictionaryAttr attrs, Attribute props, List<Block> successors, Location loc)
      implements Action {}

  private record OpMoved(Operation op, Block fromBlock, Operation fromNext) implements Action {}

  private record BlockMoved(Block block, Region fromRegion, int fromIndex) implements Action {}

  private record BlockCreated(Block block) implements Action {}

  private final List<Action> journal = new ArrayList<>();
  private final Map<Value, Value> mapping = new IdentityHashMap<>();
  private final Set<Operation> replaced = Collections.newSetFromMap(new IdentityHashMap<>());

  public ConversionPatternRewriter(MLIRContext context) {
    super(context);
  }

  // ---- journal -------------------------------------------------------------------------------

  int checkpoint() {
    return journal.size();
  }

  /** Undoes every change after {@code checkpoint}, newest first. */
  void rollback(int checkpoint) {
    for (int i = journal.size() - 1; i >= checkpoint; i--) {
      switch (journal.remove(i)) {
        case Created(Operation op) -> {
          op.dropAllReferences();
          op.remove();
        }
        case Replaced(Operation op) -> replaced.remove(op);
        case Mapped(Value from) -> mapping.remove(from);
        case Modified(Operation op, List<Value> operands, DictionaryAttr attrs, Attribute props, List<Block> succs, Location loc) -> {
          op.setOperands(operands);
          op.setAttributes(attrs);
          op.setProperties(props);
          for (int s = 0; s < succs.size(); s++) {
            op.setSuccessor(s, succs.get(s));
          }
          op.setLocation(loc);
        }
        case OpMoved(Operation op, Block fromBlock, Operation fromNext) -> {
          op.remove();
          fromBlock.insertBefore(fromNext, op);
        }
        case BlockMoved(Block block, Region fromRegion, int fromIndex) -> {
          block.remove();
          fromRegion.insertBlock(fromIndex, block);
        }
        case BlockCreated(Block block) -> block.remove();
      }
    }
  }

  /** Ops created since {@code checkpoint} and still in the IR. */
  List<Operation> createdSince(int checkpoint) {
    List<Operation> out = new ArrayList<>();
    for (int i = checkpoint; i < journal.size(); i++) {
      if (journal.get(i) instanceof Created(Operation op) && op.block() != null && !replaced.contains(op)) {
        out.add(op);
      }
    }
    return out;
  }

  /** Ops modified in place since {@code checkpoint}. */
  List<Operation> modifiedSince(int checkpoint) {
    List<Operation> out = new ArrayList<>();
    for (int i = checkpoint; i < journal.size(); i++) {
      if (journal.get(i) instanceof Modified m && !replaced.contains(m.op())) {
        out.add(m.op());
      }
    }
    return out;
  }

  boolean isReplaced(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (replaced.contains(o)) {
        return true;
      }
    }
    return false;
  }

  // ---- values --------------------------------------------------------------------------------

  /** The latest replacement of {@code v} (following chains), or {@code v} itself. */
  public Value lookup(Value v) {
    Value cur = v;
    for (Value next = mapping.get(cur); next != null; next = mapping.get(cur)) {
      cur = next;
    }
    return cur;
  }

  private void map(Value from, Value to) {
    mapping.put(from, to);
    journal.add(new Mapped(from));
  }

  /**
   * The operands of {@code op} after replacement; with a converter, each one whose type is illegal is
   * cast (target materialization) to its converted type.
   */
  List<Value> remappedOperands(Operation op, TypeConverter converter) {
    List<Value> out = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) {
      Value r = lookup(v);
      if (converter != null) {
        Type want = converter.convertType(v.type());
        if (want != null && r.type() != want) {
          Operation savedBefore = insertionPoint();
          Block savedBlock = insertionBlock();
          setInsertionPoint(op);
          Value cast = converter.materializeTarget(this, want, List.of(r), op.location());
          if (cast == null) {
            cast = castOp(want, r, op.location());
          }
          restore(savedBlock, savedBefore);
          r = cast;
        }
      }
      out.add(r);
    }
    return out;
  }

  private void restore(Block block, Operation before) {
    if (block == null) {
      return;
    }
    if (before != null) {
      setInsertionPoint(before);
    } else {
      setInsertionPointToEnd(block);
    }
  }

  /** An {@code unrealized_conversion_cast} from {@code input} to {@code type} at the insertion point. */
  Value castOp(Type type, Value input, Location loc) {
    OperationState s = new OperationState(context, UnrealizedConversionCastOp.DEF, loc);
    s.addOperand(input).addType(type);
    return create(s).result(0);
  }

  // ---- PatternRewriter -----------------------------------------------------------------------

  @Override
  public Operation insert(Operation op) {
    super.insert(op);
    journal.add(new Created(op));
    return op;
  }

  @Override
  public void replaceOp(Operation op, List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      map(op.result(i), values.get(i));
    }
    markReplaced(op);
  }

  @Override
  public void eraseOp(Operation op) {
    markReplaced(op);
  }

  private void markReplaced(Operation op) {
    if (replaced.add(op)) {
      journal.add(new Replaced(op));
    }
  }

  @Override
  public void replaceAllUsesWith(Value from, Value to) {
    map(from, to);
  }

  @Override
  public void modifyOpInPlace(Operation op, Runnable change) {
    List<Block> succs = new ArrayList<>(op.successors());
    journal.add(
        new Modified(op, new ArrayList<>(op.operands()), op.attributes(), op.properties(), succs, op.location()));
    change.run();
  }

  @Override
  public void inlineRegionBefore(Region region, Region parent, int index) {
    for (Block b : new ArrayList<>(region.blocks())) {
      journal.add(new BlockMoved(b, region, region.indexOf(b)));
      b.remove();
      parent.insertBlock(index++, b);
    }
  }

  @Override
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    for (int i = 0; i < argValues.size(); i++) {
      map(source.argument(i), argValues.get(i));
    }
    for (Operation o : source.operations()) {
      journal.add(new OpMoved(o, source, o.nextInBlock()));
      o.remove();
      dest.append(o);
    }
  }

  @Override
  public void inlineBlockBefore(Block source, Operation anchor, List<? extends Value> argValues) {
    for (int i = 0; i < argValues.size(); i++) {
      map(source.argument(i), argValues.get(i));
    }
    for (Operation o : source.operations()) {
      journal.add(new OpMoved(o, source, o.nextInBlock()));
      o.remove();
      anchor.block().insertBefore(anchor, o);
    }
  }

  /**
   * Converts the entry block's argument types of {@code region} with {@code converter}: a new entry
   * block takes the converted types, the old arguments map to the new ones (through a source cast
   * when the type changed), and the old block's ops move over. Returns the new block, or null when a
   * type does not convert.
   */
  public Block convertRegionTypes(Region region, TypeConverter converter) {
    Block old = region.front();
    if (old == null) {
      return null;
    }
    Block fresh = new Block();
    List<Type> newTypes = new ArrayList<>();
    for (BlockArgument a : old.arguments()) {
      Type t = converter.convertType(a.type());
      if (t == null) {
        return null;
      }
      newTypes.add(t);
    }
    region.insertBlock(0, fresh);
    journal.add(new BlockCreated(fresh));
    for (int i = 0; i < newTypes.size(); i++) {
      BlockArgument oldArg = old.argument(i);
      BlockArgument na = fresh.addArgument(newTypes.get(i), oldArg.location());
      Value replacement = na;
      if (na.type() != oldArg.type()) {
        setInsertionPointToStart(fresh);
        Value cast = converter.materializeSource(this, oldArg.type(), List.of(na), oldArg.location());
        replacement = cast != null ? cast : castOp(oldArg.type(), na, oldArg.location());
      }
      map(oldArg, replacement);
    }
    for (Operation o : old.operations()) {
      journal.add(new OpMoved(o, old, o.nextInBlock()));
      o.remove();
      fresh.append(o);
    }
    journal.add(new BlockMoved(old, region, 1));
    old.remove();
    return fresh;
  }

  // ---- commit --------------------------------------------------------------------------------

  /** Makes the conversion final: uses follow the mapping, and replaced ops are erased. */
  void commit() {
    List<Operation> dead = new ArrayList<>();
    for (Action a : journal) {
      if (a instanceof Replaced(Operation op)) {
        dead.add(op);
      }
    }
    // Replaced ops stop using values first, so only live users get rewired.
    for (Operation op : dead) {
      op.dropAllReferences();
    }
    // Every remaining use of a mapped value (results of replaced ops, old block arguments) moves to
    // its final replacement, with a source cast where the types differ.
    for (Map.Entry<Value, Value> e : new ArrayList<>(mapping.entrySet())) {
      Value from = e.getKey();
      if (from.hasNoUses()) {
        continue;
      }
      Value to = lookup(from);
      if (to.type() != from.type()) {
        Operation user = from.firstUse().owner();
        setInsertionPoint(user);
        to = castOp(from.type(), to, user.location());
      }
      from.replaceAllUsesWith(to);
    }
    for (Operation op : dead) {
      op.remove();
    }
    journal.clear();
    mapping.clear();
    replaced.clear();
  }
}

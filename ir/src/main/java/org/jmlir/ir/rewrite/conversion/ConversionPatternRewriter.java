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
  /** Insertion-ordered, so the casts built at commit come out in a deterministic order. */
  private final ValueMap mapping = new ValueMap();
  /** For each block made by a signature conversion, its first original op: where later casts of its arguments go. */
  private final Map<Block, Operation> signatureAnchors = new IdentityHashMap<>();
  /** Function arguments rebuilt from several new ones, with the ops that build them, until a pattern asks for one. */
  private final Map<Value, List<Operation>> lazyArguments = new IdentityHashMap<>();
  /** An argument of a converted signature: its replacement and, when built from several new arguments, the ops that build it. */
  private record SignatureArgument(BlockArgument old, Value to, List<Operation> built) {}

  /** The arguments of converted signatures whose materialization MLIR builds late, in argument order. */
  private final List<SignatureArgument> signatureArguments = new ArrayList<>();
  /** Blocks made by a function's signature conversion: source casts of their arguments go to their start. */
  private final Set<Block> castsAtStart = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Rebuilt arguments their builder asked to defer (see {@link #deferArgument}). */
  private final Set<Value> deferred = Collections.newSetFromMap(new IdentityHashMap<>());
  /** All of those, so the ones nothing uses in the end are erased (MLIR drops unused materializations). */
  private final List<List<Operation>> rebuiltArguments = new ArrayList<>();
  // A replaced op carries Operation.liveMark (false on every op outside RegionDCE) until the
  // conversion commits or rolls it back: a side set cost a hash lookup per op and per check.
  /** The replaced ops in replacement order (erased at commit). */
  private final List<Operation> deadOps = new ArrayList<>();
  /** The casts this driver built (materializations), folded or erased when the conversion commits. */
  private final Set<Operation> driverCasts = Collections.newSetFromMap(new IdentityHashMap<>());
  /** The shared target materialization of each value. */
  private final Map<Value, Value> targetCasts = new IdentityHashMap<>();
  /**
   * MLIR 22's {@code allow-pattern-rollback}: when false, a target materialization is built for each
   * use and not shared (each cast goes right after the value's definition, so later ones come first).
   */
  private boolean allowPatternRollback = true;
  /** The ops that rebuild each argument made of several new arguments (kept for no-rollback copies). */
  private final Map<Value, List<Operation>> argumentChains = new IdentityHashMap<>();
  /** The rebuilt arguments a pattern already asked for (no-rollback mode). */
  private final java.util.Set<Value> askedArguments = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * Whether {@code v} is still the constant its producer made, as a pattern that inspects an op's
   * original operands sees it: with {@code allow-pattern-rollback=0} MLIR 22 replaces converted ops
   * at once, so an operand whose producer was already converted reads as a cast, not a constant.
   */
  public boolean seesOriginalProducer(org.jmlir.ir.Value v) {
    Operation def = v.definingOp();
    return allowPatternRollback || def == null || !isReplaced(def);
  }

  /** Sets MLIR's {@code allowPatternRollback} (true by default). */
  public void setAllowPatternRollback(boolean allow) {
    this.allowPatternRollback = allow;
  }

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
        case Replaced(Operation op) -> {
          op.setLiveMark(false);
          deadOps.remove(deadOps.size() - 1);
          if (hasBody(op)) {
            replacedWithBodies--;
          }
        }
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

  /** Drops the journal entries after {@code checkpoint} without undoing them (they changed nothing). */
  void discard(int checkpoint) {
    for (int i = journal.size() - 1; i >= checkpoint; i--) {
      journal.remove(i);
    }
  }

  /** Ops created since {@code checkpoint} and still in the IR. */
  List<Operation> createdSince(int checkpoint) {
    List<Operation> out = new ArrayList<>();
    for (int i = checkpoint; i < journal.size(); i++) {
      if (journal.get(i) instanceof Created(Operation op) && op.block() != null && !op.liveMark()) {
        out.add(op);
      }
    }
    return out;
  }

  /** Ops modified in place since {@code checkpoint}. */
  List<Operation> modifiedSince(int checkpoint) {
    List<Operation> out = new ArrayList<>();
    for (int i = checkpoint; i < journal.size(); i++) {
      if (journal.get(i) instanceof Modified m && !m.op().liveMark()) {
        out.add(m.op());
      }
    }
    return out;
  }

  /** How many replaced ops still held regions with blocks when replaced (their nested ops count as replaced). */
  private int replacedWithBodies;

  boolean isReplaced(Operation op) {
    if (replacedWithBodies == 0) {
      return op.liveMark();
    }
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.liveMark()) {
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
   * cast (target materialization) to its converted type. As MLIR's driver does, a value mapped
   * through a chain that already holds the wanted type is used directly, and the cast of a value is
   * built once, right after the value's definition, and shared by its users.
   */
  List<Value> remappedOperands(Operation op, TypeConverter converter) {
    List<Value> out = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) {
      Value r = lookup(v);
      if (!lazyArguments.isEmpty()) {
        moveToBlockStart(lazyArguments.remove(r));
      }
      if (!allowPatternRollback && argumentChains.containsKey(r) && !askedArguments.add(r)) {
        r = cloneArgumentChain(argumentChains.get(r));
      }
      if (converter != null) {
        Type want = converter.convertType(v.type());
        if (want != null && r.type() != want) {
          r = materializeTarget(converter, want, v, r, op);
        }
      }
      out.add(r);
    }
    return out;
  }

  /**
   * With {@code allow-pattern-rollback=0} MLIR 22 builds an argument made of several new arguments
   * (a memref descriptor) afresh for each use a pattern asks for, at the block's start: a copy of
   * {@code chain} (the ops that build it) goes there, and its last result is the value.
   */
  private Value cloneArgumentChain(List<Operation> chain) {
    Block block = chain.get(0).block();
    if (block == null) {
      return chain.get(chain.size() - 1).result(0);
    }
    org.jmlir.ir.IRMapping m = new org.jmlir.ir.IRMapping();
    Operation savedBefore = insertionPoint();
    Block savedBlock = insertionBlock();
    Operation first = block.first();
    Operation last = null;
    for (Operation o : chain) {
      Operation c = o.clone(m);
      if (first != null) {
        setInsertionPoint(first);
      } else {
        setInsertionPointToEnd(block);
      }
      insert(c);
      last = c;
    }
    restore(savedBlock, savedBefore);
    return last.result(0);
  }

  /** Moves {@code ops} (in order, all in one block) to the start of their block, journaled. */
  private void moveToBlockStart(List<Operation> ops) {
    if (ops == null || ops.get(0).block() == null || ops.get(0).block().first() == ops.get(0)) {
      return;
    }
    Block block = ops.get(0).block();
    for (int i = ops.size() - 1; i >= 0; i--) {
      Operation o = ops.get(i);
      if (o.block() != block) {
        return;
      }
      journal.add(new OpMoved(o, block, o.nextInBlock()));
      o.remove();
      block.prepend(o);
    }
  }

  /** {@code r} (the latest replacement of {@code v}) as a value of type {@code want}. */
  private Value materializeTarget(TypeConverter converter, Type want, Value v, Value r, Operation user) {
    // A value of the wanted type earlier in the replacement chain, or under one of our casts.
    for (Value cur = v; cur != null; cur = mapping.get(cur)) {
      if (cur.type() == want) {
        r = cur;
      }
    }
    if (r.type() == want) {
      return r;
    }
    if (r.definingOp() instanceof UnrealizedConversionCastOp c
        && driverCasts.contains(c)
        && c.numOperands() == 1
        && c.operand(0).type() == want) {
      return c.operand(0);
    }
    Value cached = allowPatternRollback ? targetCasts.get(r) : null;
    if (cached != null && cached.type() == want && cached.definingOp().block() != null && !cached.definingOp().liveMark()) {
      return cached;
    }
    Operation savedBefore = insertionPoint();
    Block savedBlock = insertionBlock();
    if (r.definingOp() != null && r.definingOp().block() != null) {
      setInsertionPointAfter(r.definingOp());
    } else if (r.parentBlock() != null) {
      setInsertionPointToStart(r.parentBlock());
    } else {
      setInsertionPoint(user);
    }
    Value cast = converter.materializeTarget(this, want, List.of(r), user.location());
    if (cast == null) {
      cast = castOp(want, r, user.location());
    }
    restore(savedBlock, savedBefore);
    targetCasts.put(r, cast);
    return cast;
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
    Operation c = create(s);
    driverCasts.add(c);
    return c.result(0);
  }

  @Override
  public Block splitBlock(Block block, Operation before) {
    Block tail = new Block();
    Region region = block.parent();
    region.insertBlock(region.indexOf(block) + 1, tail);
    journal.add(new BlockCreated(tail));
    for (Operation o = before; o != null; ) {
      Operation next = o.nextInBlock();
      journal.add(new OpMoved(o, block, next));
      o.remove();
      tail.append(o);
      o = next;
    }
    return tail;
  }

  @Override
  public Block createBlock(Block before, List<? extends Type> types, Location loc) {
    Block b = super.createBlock(before, types, loc);
    journal.add(new BlockCreated(b));
    return b;
  }

  /** Creates an empty block at the end of {@code region} (journaled). */
  public Block createBlockAtEnd(Region region) {
    Block b = new Block();
    region.addBlock(b);
    journal.add(new BlockCreated(b));
    setInsertionPointToEnd(b);
    return b;
  }

  /**
   * Converts the argument types of {@code block} (not an entry block) with {@code converter}, as
   * MLIR's branch lowerings convert their successors; the block itself when nothing changes.
   */
  public Block convertBlockTypes(Block block, TypeConverter converter) {
    for (BlockArgument a : block.arguments()) {
      if (converter.convertType(a.type()) == null) {
        return null;
      }
    }
    return convertBlock(block.parent(), block, converter);
  }

  /**
   * Converts the argument types of the entry block of {@code region} only (MLIR 22's
   * convertRegionTypes: the other blocks are left to the branch conversions); the entry block, or
   * null when a type does not convert.
   */
  public Block convertEntryBlockTypes(Region region, TypeConverter converter) {
    Block entry = region.front();
    if (entry == null) {
      return null;
    }
    for (BlockArgument a : entry.arguments()) {
      if (converter.convertType(a.type()) == null) {
        return null;
      }
    }
    return convertBlock(region, entry, converter);
  }

  /**
   * Called by a signature conversion's rebuild function for a value it built from several new
   * arguments: the ops go to the block's start when a pattern first asks for the value, and are
   * erased if nothing uses it in the end (MLIR builds such materializations lazily).
   */
  public void deferArgument(Value v) {
    deferred.add(v);
  }

  /** Makes later lookups of {@code from} (a block argument, usually) yield {@code to}. */
  public void remapValue(Value from, Value to) {
    map(from, to);
  }

  /**
   * Replaces {@code old}, the entry block of {@code region}, by a block with {@code argTypes}
   * (MLIR's applySignatureConversion); {@code rebuild} maps each old argument to its replacement
   * built from the new arguments at the start of the new block.
   */
  public Block applySignatureConversion(
      Region region, List<Type> argTypes, List<Location> argLocs, java.util.function.BiFunction<BlockArgument, Block, Value> rebuild) {
    return applySignatureConversion(region, argTypes, argLocs, rebuild, false);
  }

  /**
   * As above; with {@code materializeEach}, as MLIR 22's dialect conversion does for a function's
   * signature: a replacement built from several new arguments that its builder defers goes to the
   * block's start when a pattern first asks for it; when the conversion commits, those nothing asked
   * for and the casts back of 1:1 arguments whose type changed go to the block's start in argument
   * order (so the last argument's comes first), and unused ones are erased.
   */
  public Block applySignatureConversion(
      Region region, List<Type> argTypes, List<Location> argLocs, java.util.function.BiFunction<BlockArgument, Block, Value> rebuild,
      boolean materializeEach) {
    Block old = region.front();
    Block fresh = new Block();
    region.insertBlock(0, fresh);
    journal.add(new BlockCreated(fresh));
    for (int i = 0; i < argTypes.size(); i++) {
      fresh.addArgument(argTypes.get(i), argLocs.get(i));
    }
    setInsertionPointToStart(fresh);
    Operation lastEager = null;
    for (BlockArgument a : old.arguments()) {
      if (materializeEach) {
        setInsertionPointToStart(fresh);
      }
      int before = fresh.size();
      Value v = rebuild.apply(a, fresh);
      if (materializeEach && v instanceof BlockArgument n && n.owner() == fresh && !n.type().equals(a.type())) {
        // A 1:1 argument whose type changed: uses that stay get a cast back at the block's start
        // when the conversion commits (see commitSignatureArguments).
        castsAtStart.add(fresh);
        signatureArguments.add(new SignatureArgument(a, v, null));
      } else if (materializeEach && v != null && fresh.size() > before && deferred.remove(v)) {
        // Built from several new arguments: MLIR builds this when a pattern first asks for it, at the
        // block's start; remappedOperands moves it there then.
        List<Operation> built = new ArrayList<>(fresh.operations().subList(0, fresh.size() - before));
        lazyArguments.put(v, built);
        argumentChains.put(v, built);
        rebuiltArguments.add(built);
        signatureArguments.add(new SignatureArgument(a, v, built));
      } else if (materializeEach && v != null && fresh.size() > before) {
        // Built at once (a bare pointer's descriptor): MLIR builds these one after the other, in
        // argument order, at the block's start.
        List<Operation> built = new ArrayList<>(fresh.operations().subList(0, fresh.size() - before));
        if (lastEager != null && lastEager.block() == fresh) {
          for (int i = built.size() - 1; i >= 0; i--) {
            Operation o = built.get(i);
            o.remove();
            fresh.insertAfter(lastEager, o);
          }
        }
        lastEager = built.get(built.size() - 1);
      }
      if (v != null) {
        map(a, v);
      }
    }
    signatureAnchors.put(fresh, old.first());
    for (Operation o : old.operations()) {
      journal.add(new OpMoved(o, old, o.nextInBlock()));
      o.remove();
      fresh.append(o);
    }
    journal.add(new BlockMoved(old, region, region.indexOf(old)));
    old.remove();
    return fresh;
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
      if (values.get(i) != null) { // null: a result without uses that has no replacement (as MLIR allows)
        map(op.result(i), values.get(i));
      }
    }
    markReplaced(op);
  }

  @Override
  public void eraseOp(Operation op) {
    markReplaced(op);
  }

  private void markReplaced(Operation op) {
    if (op.setLiveMark(true)) {
      journal.add(new Replaced(op));
      deadOps.add(op);
      if (hasBody(op)) {
        replacedWithBodies++;
      }
    }
  }

  /** Whether {@code op} has a region with a block (counted when replaced, so the count can be undone). */
  private static boolean hasBody(Operation op) {
    for (Region r : op.regions()) {
      if (!r.isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Forgets how to undo the changes so far, keeping their effect (the mapping, the replaced ops):
   * for a conversion that can no longer fail, the journal of an op already legalized only costs
   * memory.
   */
  void forgetJournal() {
    journal.clear();
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
   * Converts the argument types of every block of {@code region} with {@code converter} (MLIR's
   * convertRegionTypes): each block is replaced by a new one with the converted types, the old
   * arguments map to the new ones (through a source cast where the type changed), the ops move
   * over and the predecessors branch to the new block. Returns the new entry block, or null when a
   * type does not convert.
   */
  public Block convertRegionTypes(Region region, TypeConverter converter) {
    if (region.front() == null) {
      return null;
    }
    for (Block b : region.blocks()) {
      for (BlockArgument a : b.arguments()) {
        if (converter.convertType(a.type()) == null) {
          return null;
        }
      }
    }
    Block entry = null;
    for (Block old : new ArrayList<>(region.blocks())) {
      Block fresh = convertBlock(region, old, converter);
      if (entry == null) {
        entry = fresh;
      }
    }
    return entry;
  }

  private Block convertBlock(Region region, Block old, TypeConverter converter) {
    boolean changed = false;
    for (BlockArgument a : old.arguments()) {
      changed |= converter.convertType(a.type()) != a.type();
    }
    if (!changed) {
      return old;
    }
    int index = region.indexOf(old);
    Block fresh = new Block();
    region.insertBlock(index, fresh);
    journal.add(new BlockCreated(fresh));
    Operation lastCast = null;
    for (int i = 0; i < old.numArguments(); i++) {
      BlockArgument oldArg = old.argument(i);
      Type t = converter.convertType(oldArg.type());
      BlockArgument na = fresh.addArgument(t, oldArg.location());
      Value replacement = na;
      if (t != oldArg.type()) {
        if (lastCast == null) {
          setInsertionPointToStart(fresh);
        } else {
          setInsertionPointAfter(lastCast);
        }
        Value cast = converter.materializeSource(this, oldArg.type(), List.of(na), oldArg.location());
        replacement = cast != null ? cast : castOp(oldArg.type(), na, oldArg.location());
        lastCast = replacement.definingOp();
      }
      map(oldArg, replacement);
    }
    for (Operation o : old.operations()) {
      journal.add(new OpMoved(o, old, o.nextInBlock()));
      o.remove();
      fresh.append(o);
    }
    for (Block pred : new ArrayList<>(old.predecessors())) {
      Operation term = pred.terminator();
      if (term == null) {
        continue;
      }
      modifyOpInPlace(
          term,
          () -> {
            for (int s = 0; s < term.numSuccessors(); s++) {
              if (term.successor(s) == old) {
                term.setSuccessor(s, fresh);
              }
            }
          });
    }
    journal.add(new BlockMoved(old, region, region.indexOf(old)));
    old.remove();
    return fresh;
  }

  // ---- commit --------------------------------------------------------------------------------

  /** Makes the conversion final: uses follow the mapping, and replaced ops are erased. */
  void commit() {
    List<Operation> dead = deadOps;
    // Replaced ops stop using values first, so only live users get rewired.
    for (Operation op : dead) {
      op.dropAllReferences();
    }
    // Every remaining use of a mapped value (results of replaced ops, old block arguments) moves to
    // its final replacement, with a source cast (right after the replacement's definition, as
    // MLIR's driver places it) where the types differ.
    // A use moved to an earlier value of the same type that is itself replaced (a fold to the
    // result of an op converted before, with a type change) is moved on by a further round.
    // As MLIR 22, one source cast per (replacement, original type), shared by all such uses.
    Map<Value, Map<Type, Value>> sourceCasts = new IdentityHashMap<>();
    commitSignatureArguments(sourceCasts);
    for (boolean again = true; again; ) {
      again = false;
      for (Value from : mapping.keys()) {
        if (from.hasNoUses()) {
          continue;
        }
        Value to = lookup(from);
        if (to.type() != from.type()) {
          Value earlier = null;
          for (Value cur = from; cur != null; cur = mapping.get(cur)) {
            if (cur != from && cur.type() == from.type()) {
              earlier = cur;
            }
          }
          Value shared = sourceCasts.getOrDefault(to, Map.of()).get(from.type());
          if (earlier != null) {
            to = earlier;
          } else if (shared != null && shared.definingOp().block() != null) {
            to = shared;
          } else {
            Value replacement = to;
            Operation anchor = to instanceof BlockArgument ba ? signatureAnchors.get(ba.owner()) : null;
            if (to.definingOp() != null && to.definingOp().block() != null) {
              setInsertionPointAfter(to.definingOp());
            } else if (to instanceof BlockArgument sa && castsAtStart.contains(sa.owner())) {
              setInsertionPointToStart(sa.owner());
            } else if (anchor != null && anchor.block() == to.parentBlock()) {
              setInsertionPoint(anchor);
            } else if (to.parentBlock() != null) {
              setInsertionPointToStart(to.parentBlock());
            } else {
              setInsertionPoint(from.firstUse().owner());
            }
            to = castOp(from.type(), to, from.firstUse().owner().location());
            sourceCasts.computeIfAbsent(replacement, k -> new java.util.HashMap<>()).put(from.type(), to);
          }
        }
        from.replaceAllUsesWith(to);
        again |= mapping.get(to) != null;
      }
    }
    for (Operation op : dead) {
      op.setLiveMark(false);
      op.remove();
    }
    reconcileDriverCasts();
    eraseUnusedRebuiltArguments();
    journal.clear();
    mapping.clear();
    deadOps.clear();
    replacedWithBodies = 0;
    driverCasts.clear();
    targetCasts.clear();
    signatureAnchors.clear();
    castsAtStart.clear();
  }

  /**
   * MLIR 22 materializes what no pattern asked for when the conversion ends, each at the start of
   * its block, in argument order (so the last argument's comes first): a cast back for a 1:1
   * argument whose type changed and that unconverted ops still use, and the rebuilt value of one
   * made of several new arguments.
   */
  private void commitSignatureArguments(Map<Value, Map<Type, Value>> sourceCasts) {
    for (SignatureArgument sa : signatureArguments) {
      if (sa.old().hasNoUses()) {
        continue;
      }
      if (sa.built() == null) {
        if (!(sa.to() instanceof BlockArgument n) || n.owner().parent() == null) {
          continue;
        }
        setInsertionPointToStart(n.owner());
        Value cast = castOp(sa.old().type(), sa.to(), sa.old().firstUse().owner().location());
        sourceCasts.computeIfAbsent(sa.to(), k -> new java.util.HashMap<>()).put(sa.old().type(), cast);
      } else if (lazyArguments.remove(sa.to()) != null) {
        moveToBlockStart(sa.built());
      }
    }
    signatureArguments.clear();
  }

  private void eraseUnusedRebuiltArguments() {
    for (List<Operation> ops : rebuiltArguments) {
      for (int i = ops.size() - 1; i >= 0; i--) {
        Operation o = ops.get(i);
        if (o.block() == null || !o.result(0).hasNoUses()) {
          break;
        }
        o.erase();
      }
    }
    rebuiltArguments.clear();
    lazyArguments.clear();
    argumentChains.clear();
    askedArguments.clear();
    deferred.clear();
  }

  /**
   * Folds the casts this conversion built, as MLIR 22's driver does at the end: a cast of a cast
   * back to the original type is the original value, and casts nothing uses are erased.
   */
  private void reconcileDriverCasts() {
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Operation c : new ArrayList<>(driverCasts)) {
        if (c.block() == null) {
          driverCasts.remove(c);
          continue;
        }
        if (c.numOperands() == 1 && c.operand(0).definingOp() instanceof UnrealizedConversionCastOp in
            && in.numOperands() == 1 && in.operand(0).type() == c.result(0).type()) {
          c.result(0).replaceAllUsesWith(in.operand(0));
        }
        if (c.result(0).hasNoUses()) {
          c.erase();
          driverCasts.remove(c);
          progress = true;
        }
      }
    }
  }
}

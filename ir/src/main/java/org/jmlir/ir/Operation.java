package org.jmlir.ir;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * An operation: the one IR node kind. Its kind is its {@link OpDef}; registered kinds may be thin
 * subclasses with typed accessors, created through the def's factory by {@link #create}.
 *
 * <p>Inherent attributes live in {@link #properties()} (a dictionary for registered ops; printed as
 * {@code <{...}>} in generic form); discardable attributes in {@link #attributes()}.
 */
public class Operation {
  private static final OpOperand[] NO_OPERANDS = new OpOperand[0];
  private static final OpResult[] NO_RESULTS = new OpResult[0];
  private static final Block[] NO_SUCCESSORS = new Block[0];
  private static final Region[] NO_REGIONS = new Region[0];

  private MLIRContext context;
  private OpDef def;
  private Location location;
  private OpOperand[] operands = NO_OPERANDS;
  private OpResult[] results = NO_RESULTS;
  private Block[] successors = NO_SUCCESSORS;
  private Region[] regions = NO_REGIONS;
  private Attribute properties;
  private DictionaryAttr attributes;

  // Intrusive list inside the parent block.
  Block block;
  Operation prev;
  Operation next;
  /** Position in the block for isBeforeInBlock; valid while the block's order is valid. */
  int orderIndex;
  /**
   * The greedy rewrite driver's worklist slot (-1: none). A field instead of MLIR's side map: an
   * identity map was a fifth of -canonicalize's time on million-op functions.
   */
  private int worklistSlot = -1;
  /** Region DCE's liveness mark, false outside a run (it fits the object's alignment padding). */
  private boolean liveMark;

  /** For subclasses; ops are only made by {@link #create}. */
  protected Operation() {}

  /** Builds a detached op from {@code state}, using its def's factory (a subclass or a plain Operation). */
  public static Operation create(OperationState state) {
    OpDef def = state.def != null ? state.def : state.context.opDef(state.name);
    Operation op = def.factory().get();
    op.context = state.context;
    op.def = def;
    op.location = state.location;
    int nOperands = state.operands.size();
    if (nOperands > 0) {
      op.operands = new OpOperand[nOperands];
      for (int i = 0; i < nOperands; i++) {
        op.operands[i] = new OpOperand(op, i, state.operands.get(i));
      }
    }
    int nResults = state.resultTypes.size();
    if (nResults > 0) {
      op.results = new OpResult[nResults];
      for (int i = 0; i < nResults; i++) {
        op.results[i] = new OpResult(op, i, state.resultTypes.get(i));
      }
    }
    if (!state.successors.isEmpty()) {
      op.successors = state.successors.toArray(new Block[0]);
    }
    int nRegions = state.regions.size();
    if (nRegions > 0) {
      op.regions = new Region[nRegions];
      for (int i = 0; i < nRegions; i++) {
        Region r = state.regions.get(i);
        if (r == null) {
          r = new Region();
        }
        r.parent = op;
        op.regions[i] = r;
      }
    }
    List<NamedAttribute> discardable = state.attributes;
    Attribute props = state.properties;
    if (def.isRegistered() && !def.inherentAttrNames().isEmpty() && !discardable.isEmpty()) {
      // As MLIR's Operation::create: inherent attributes given as attributes become properties
      // (explicitly given properties win).
      List<NamedAttribute> moved = new ArrayList<>();
      List<NamedAttribute> rest = new ArrayList<>(discardable.size());
      for (NamedAttribute a : discardable) {
        (def.isInherentAttr(a.name()) ? moved : rest).add(a);
      }
      if (!moved.isEmpty()) {
        if (props instanceof DictionaryAttr given) {
          moved.addAll(given.entries());
        }
        props = DictionaryAttr.get(state.context, moved);
        discardable = rest;
      }
    }
    OpDef.PropertiesInitializer init = def.propertiesInitializer();
    op.properties = init == null ? props : init.initialize(state.context, props);
    op.attributes = DictionaryAttr.get(state.context, discardable);
    return op;
  }

  // ---- identity ------------------------------------------------------------------------------

  public final MLIRContext context() {
    return context;
  }

  public final OpDef def() {
    return def;
  }

  /** The op name, e.g. {@code "arith.addi"}. */
  public final String name() {
    return def.name();
  }

  public final boolean isRegistered() {
    return def.isRegistered();
  }

  public final boolean hasTrait(Trait trait) {
    return def.hasTrait(trait);
  }

  public final Location location() {
    return location;
  }

  public final void setLocation(Location location) {
    this.location = location;
  }

  // ---- operands ------------------------------------------------------------------------------

  public final int numOperands() {
    return operands.length;
  }

  public final Value operand(int i) {
    return operands[i].get();
  }

  public final OpOperand opOperand(int i) {
    return operands[i];
  }

  public final void setOperand(int i, Value v) {
    operands[i].set(v);
  }

  /** A live view of the operand values. */
  public final List<Value> operands() {
    return new AbstractList<>() {
      @Override
      public Value get(int i) {
        return operands[i].get();
      }

      @Override
      public int size() {
        return operands.length;
      }
    };
  }

  /** Replaces all operands (the count may change). */
  public final void setOperands(List<? extends Value> values) {
    for (OpOperand o : operands) {
      o.drop();
    }
    OpOperand[] fresh = values.isEmpty() ? NO_OPERANDS : new OpOperand[values.size()];
    for (int i = 0; i < fresh.length; i++) {
      fresh[i] = new OpOperand(this, i, values.get(i));
    }
    operands = fresh;
  }

  // ---- results -------------------------------------------------------------------------------

  public final int numResults() {
    return results.length;
  }

  public final OpResult result(int i) {
    return results[i];
  }

  public final List<OpResult> results() {
    return results.length == 0 ? List.of() : new ArrayView<>(results);
  }

  public final List<Type> resultTypes() {
    List<Type> types = new ArrayList<>(results.length);
    for (OpResult r : results) {
      types.add(r.type());
    }
    return types;
  }

  public final List<Type> operandTypes() {
    List<Type> types = new ArrayList<>(operands.length);
    for (OpOperand o : operands) {
      types.add(o.get().type());
    }
    return types;
  }

  /** Whether no result has a use. */
  public final boolean useEmpty() {
    for (OpResult r : results) {
      if (!r.hasNoUses()) {
        return false;
      }
    }
    return true;
  }

  /** Replaces all uses of this op's results with {@code values}, pairwise. */
  public final void replaceAllUsesWith(List<? extends Value> values) {
    if (values.size() != results.length) {
      throw new IllegalArgumentException("expected " + results.length + " replacement values");
    }
    for (int i = 0; i < results.length; i++) {
      results[i].replaceAllUsesWith(values.get(i));
    }
  }

  // ---- successors and regions ----------------------------------------------------------------

  public final int numSuccessors() {
    return successors.length;
  }

  public final Block successor(int i) {
    return successors[i];
  }

  public final List<Block> successors() {
    return List.of(successors);
  }

  public final void setSuccessor(int i, Block b) {
    successors[i] = b;
  }

  public final int numRegions() {
    return regions.length;
  }

  public final Region region(int i) {
    return regions[i];
  }

  public final List<Region> regions() {
    return regions.length == 0 ? List.of() : new ArrayView<>(regions);
  }

  /** For org.jmlir.ir.rewrite.Worklist only: this op's slot there, or -1. */
  public final int worklistSlot() {
    return worklistSlot;
  }

  /** For org.jmlir.ir.rewrite.Worklist only. */
  public final void setWorklistSlot(int slot) {
    worklistSlot = slot;
  }

  /**
   * For org.jmlir.ir.rewrite.RegionDCE (live ops) and the dialect conversion driver (replaced ops)
   * only; false on every op outside those two.
   */
  public final boolean liveMark() {
    return liveMark;
  }

  /** For RegionDCE and the dialect conversion driver only; returns whether the mark changed. */
  public final boolean setLiveMark(boolean live) {
    boolean changed = liveMark != live;
    liveMark = live;
    return changed;
  }

  // ---- attributes ----------------------------------------------------------------------------

  /** The properties (inherent attributes), or null. */
  public final Attribute properties() {
    return properties;
  }

  public final void setProperties(Attribute properties) {
    this.properties = properties;
  }

  /** The discardable attributes (never null). */
  public final DictionaryAttr attributes() {
    return attributes;
  }

  public final void setAttributes(DictionaryAttr attributes) {
    this.attributes = attributes;
  }

  /**
   * The inherent (property) and discardable attributes together, sorted by name: MLIR's
   * getAttrDictionary, what a custom form's {@code attr-dict} prints from.
   */
  public final DictionaryAttr attrDictionary() {
    if (!(properties instanceof DictionaryAttr props) || props.isEmpty()) {
      return attributes;
    }
    if (attributes.isEmpty()) {
      return props;
    }
    List<NamedAttribute> all = new ArrayList<>(props.size() + attributes.size());
    all.addAll(props.entries());
    all.addAll(attributes.entries());
    return DictionaryAttr.get(context, all);
  }

  /** The inherent attribute named {@code name}, else the discardable one, else null. */
  public final Attribute attr(String name) {
    if (properties instanceof DictionaryAttr props) {
      Attribute a = props.get(name);
      if (a != null) {
        return a;
      }
    }
    return attributes.get(name);
  }

  /** The inherent attribute (property) named {@code name}, or null. */
  public final Attribute inherentAttr(String name) {
    return properties instanceof DictionaryAttr props ? props.get(name) : null;
  }

  /**
   * Sets an attribute: into the properties when the op declares {@code name} inherent, else into
   * the discardable dictionary. A null value removes it.
   */
  public final void setAttr(String name, Attribute value) {
    if (def.isInherentAttr(name)) {
      DictionaryAttr props = properties instanceof DictionaryAttr d ? d : DictionaryAttr.empty(context);
      properties = withEntry(props, name, value);
    } else {
      attributes = withEntry(attributes, name, value);
    }
  }

  public final void removeAttr(String name) {
    setAttr(name, null);
  }

  private DictionaryAttr withEntry(DictionaryAttr dict, String name, Attribute value) {
    List<NamedAttribute> entries = new ArrayList<>(dict.size() + 1);
    for (NamedAttribute e : dict.entries()) {
      if (!e.name().equals(name)) {
        entries.add(e);
      }
    }
    if (value != null) {
      entries.add(new NamedAttribute(name, value));
    }
    return DictionaryAttr.get(context, entries);
  }

  // ---- structure -----------------------------------------------------------------------------

  /** The block containing this op, or null when detached. */
  public final Block block() {
    return block;
  }

  public final Region parentRegion() {
    return block == null ? null : block.parent();
  }

  /** The op whose region contains this op, or null. */
  public final Operation parentOp() {
    return block == null ? null : block.parentOp();
  }

  public final Operation nextInBlock() {
    return next;
  }

  public final Operation prevInBlock() {
    return prev;
  }

  /** Whether {@code this} is {@code other} or contains it. */
  public final boolean isAncestor(Operation other) {
    for (Operation o = other; o != null; o = o.parentOp()) {
      if (o == this) {
        return true;
      }
    }
    return false;
  }

  public final boolean isProperAncestor(Operation other) {
    return other != this && isAncestor(other);
  }

  /** The closest enclosing op (starting with this one's parent) with {@code trait}, or null. */
  public final Operation parentWithTrait(Trait trait) {
    for (Operation o = parentOp(); o != null; o = o.parentOp()) {
      if (o.hasTrait(trait)) {
        return o;
      }
    }
    return null;
  }

  /** Whether this op comes before {@code other} in the same block. */
  public final boolean isBeforeInBlock(Operation other) {
    if (block == null || other.block != block) {
      throw new IllegalArgumentException("ops are not in the same block");
    }
    block.ensureOrder();
    return orderIndex < other.orderIndex;
  }

  /** Unlinks this op from its block without destroying it. */
  public final void remove() {
    if (block != null) {
      block.unlink(this);
    }
  }

  /** Moves this op right before {@code anchor} (possibly in another block). */
  public final void moveBefore(Operation anchor) {
    remove();
    anchor.block.insertBefore(anchor, this);
  }

  /** Moves this op right after {@code anchor}. */
  public final void moveAfter(Operation anchor) {
    remove();
    anchor.block.insertAfter(anchor, this);
  }

  /**
   * Drops every reference this op and its nested ops hold to values, so that a group of ops that use
   * each other can be erased in any order.
   */
  public final void dropAllReferences() {
    if (regions.length == 0) {
      // Most erased ops have no regions (mem2reg erases every promoted load and store): no stack.
      for (OpOperand o : operands) {
        o.drop();
      }
      if (successors.length > 0) {
        successors = NO_SUCCESSORS.clone();
      }
      return;
    }
    // An explicit stack instead of recursion: nesting may be 100k regions deep.
    java.util.ArrayDeque<Operation> work = new java.util.ArrayDeque<>();
    work.push(this);
    while (!work.isEmpty()) {
      Operation op = work.pop();
      for (OpOperand o : op.operands) {
        o.drop();
      }
      for (Region r : op.regions) {
        for (Block b : r.blocks()) {
          for (Operation c = b.first(); c != null; c = c.nextInBlock()) {
            work.push(c);
          }
        }
      }
      if (op.successors.length > 0) {
        op.successors = NO_SUCCESSORS.clone();
      }
    }
  }

  /**
   * Removes this op from its block and destroys it.
   *
   * @throws IllegalStateException if one of its results still has uses
   */
  public final void erase() {
    if (!useEmpty()) {
      throw new IllegalStateException("cannot erase '" + name() + "': its results still have uses");
    }
    remove();
    dropAllReferences();
  }

  // ---- cloning -------------------------------------------------------------------------------

  /** A deep copy of this op (regions included); operands defined outside it stay as they are. */
  public final Operation clone() {
    return clone(new IRMapping());
  }

  /**
   * A deep copy, remapping operands and successors through {@code mapping} and recording the clone's
   * results and blocks in it. Iterative over nesting depth.
   */
  public final Operation clone(IRMapping mapping) {
    Operation copy = cloneWithoutRegions(mapping);
    // Regions: first create all blocks (so forward successor references map), then ops in order.
    java.util.ArrayDeque<Operation[]> work = new java.util.ArrayDeque<>();
    // The values defined inside this op: only references to them can be forward references to fix up.
    java.util.Set<Value> inside = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    work.push(new Operation[] {this, copy});
    while (!work.isEmpty()) {
      Operation[] pair = work.pop();
      Operation src = pair[0];
      Operation dst = pair[1];
      for (int r = 0; r < src.regions.length; r++) {
        Region from = src.regions[r];
        Region to = dst.regions[r];
        for (Block b : from.blocks()) {
          Block nb = new Block();
          for (BlockArgument a : b.arguments()) {
            mapping.map(a, nb.addArgument(a.type(), a.location()));
            inside.add(a);
          }
          mapping.map(b, nb);
          to.addBlock(nb);
        }
        for (Block b : from.blocks()) {
          Block nb = mapping.lookupOrDefault(b);
          for (Operation o = b.first(); o != null; o = o.next) {
            Operation oc = o.cloneWithoutRegions(mapping);
            java.util.Collections.addAll(inside, o.results);
            nb.append(oc);
            if (o.regions.length > 0) {
              work.push(new Operation[] {o, oc});
            }
          }
        }
      }
    }
    // Successors and operands that referred to later blocks/values (defined inside this op) are
    // remapped now; other operands were looked up once, as MLIR does (a mapped-to value that is itself
    // cloned later must stay).
    copy.walkPreOrder(
        o -> {
          for (int i = 0; i < o.successors.length; i++) {
            o.successors[i] = mapping.lookupOrDefault(o.successors[i]);
          }
          for (OpOperand operand : o.operands) {
            Value v = operand.get();
            Value m = v == null || !inside.contains(v) ? null : mapping.lookupOrNull(v);
            if (m != null && m != v) {
              operand.set(m);
            }
          }
        });
    return copy;
  }

  /** A copy with empty regions (same count), operands and successors remapped through {@code mapping}. */
  public final Operation cloneWithoutRegions(IRMapping mapping) {
    OperationState s = new OperationState(context, def, location);
    for (OpOperand o : operands) {
      s.operands.add(mapping.lookupOrDefault(o.get()));
    }
    s.resultTypes.addAll(resultTypes());
    for (Block b : successors) {
      s.successors.add(mapping.lookupOrDefault(b));
    }
    for (int i = 0; i < regions.length; i++) {
      s.addRegion();
    }
    s.properties = properties;
    s.attributes.addAll(attributes.entries());
    Operation copy = create(s);
    for (int i = 0; i < results.length; i++) {
      mapping.map(results[i], copy.results[i]);
    }
    return copy;
  }

  // ---- traversal -----------------------------------------------------------------------------

  /** Visits this op and all nested ops, parents before children, without recursion. */
  public final void walkPreOrder(Consumer<Operation> visitor) {
    Walker.preOrder(this, visitor);
  }

  /** Visits all nested ops and then this op, children before parents (MLIR's default walk order). */
  public final void walk(Consumer<Operation> visitor) {
    Walker.postOrder(this, visitor);
  }

  /**
   * The ops (this one included) that satisfy {@code filter}, in {@link #walk} order: collected
   * first, so that a transformation may then change or erase them freely.
   */
  public final List<Operation> collect(java.util.function.Predicate<? super Operation> filter) {
    List<Operation> out = new java.util.ArrayList<>();
    Walker.postOrder(
        this,
        op -> {
          if (filter.test(op)) {
            out.add(op);
          }
        });
    return out;
  }

  // ---- diagnostics ---------------------------------------------------------------------------

  /** An error at this op's location; with the context's printOpOnDiagnostic, noting the op (generic form). */
  public final InFlightDiagnostic emitError(String message) {
    return withOpNote(context.diagnostics().emit(location, Severity.ERROR, message), Severity.ERROR);
  }

  private InFlightDiagnostic withOpNote(InFlightDiagnostic diag, Severity severity) {
    if (context.printOpOnDiagnostic()) {
      diag.attachNote(location, "see current operation: " + org.jmlir.ir.diag.OpText.inDiagnostic(this, severity));
    }
    return diag;
  }

  /** An error prefixed with {@code 'name' op }, as MLIR's emitOpError does. */
  public final InFlightDiagnostic emitOpError(String message) {
    return emitError("'" + name() + "' op " + message);
  }

  public final InFlightDiagnostic emitWarning(String message) {
    return withOpNote(context.diagnostics().emit(location, Severity.WARNING, message), Severity.WARNING);
  }

  public final InFlightDiagnostic emitRemark(String message) {
    return withOpNote(context.diagnostics().emit(location, Severity.REMARK, message), Severity.REMARK);
  }

  @Override
  public String toString() {
    return "Operation(" + name() + ")";
  }
}

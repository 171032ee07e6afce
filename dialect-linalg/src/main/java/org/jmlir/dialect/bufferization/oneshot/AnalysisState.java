package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingOperand;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingValue;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.Relation;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.TensorType;

/**
 * The state of One-Shot Analysis (MLIR's OneShotAnalysisState): alias and equivalence classes of
 * tensor values (union-find), the operands decided in place or out of place, and the queries the
 * op models and the conflict detection share. Without an analysis ({@link #analyzed} false) every
 * operand counts as in place, as MLIR's plain AnalysisState.
 */
public final class AnalysisState {
  private final OneShotOptions options;
  private final Map<Value, Value> aliasParent = new IdentityHashMap<>();
  private final Map<Value, List<Value>> aliasMembers = new IdentityHashMap<>();
  private final Map<Value, Value> equivParent = new IdentityHashMap<>();
  private final Set<OpOperand> inPlace = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<OpOperand> outOfPlace = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  /** Function-level facts filled by the module analysis (read/written bbArgs, equivalent results). */
  final FuncAnalysis funcs = new FuncAnalysis();
  boolean analyzed;

  AnalysisState(OneShotOptions options) {
    this.options = options;
  }

  public OneShotOptions options() {
    return options;
  }

  // ---- models --------------------------------------------------------------------------------

  public BufferizableOpModel model(Operation op) {
    if (op == null || !options.isOpAllowed(op)) {
      return null;
    }
    return BufferizationModels.get(op);
  }

  public static Operation ownerOf(Value v) {
    return v instanceof OpResult r ? r.owner() : ((BlockArgument) v).owner().parentOp();
  }

  public boolean bufferizesToMemoryRead(OpOperand o) {
    BufferizableOpModel m = model(o.owner());
    return m == null || m.bufferizesToMemoryRead(o, this);
  }

  public boolean bufferizesToMemoryWrite(OpOperand o) {
    BufferizableOpModel m = model(o.owner());
    return m == null || m.bufferizesToMemoryWrite(o, this);
  }

  /** Whether {@code v} is a definition: a block argument, an unknown op's result, or a writing result. */
  public boolean bufferizesToMemoryWrite(Value v) {
    if (!(v instanceof OpResult r)) {
      return true;
    }
    BufferizableOpModel m = model(r.owner());
    return m == null || m.resultBufferizesToMemoryWrite(r, this);
  }

  public List<AliasingValue> aliasingValues(OpOperand o) {
    BufferizableOpModel m = model(o.owner());
    if (m != null) {
      return m.aliasingValues(o, this);
    }
    // Unknown op: the operand may alias every tensor result and entry block argument.
    List<AliasingValue> r = new ArrayList<>();
    for (OpResult res : o.owner().results()) {
      if (res.type() instanceof TensorType) {
        r.add(new AliasingValue(res, Relation.UNKNOWN, false));
      }
    }
    for (Region reg : o.owner().regions()) {
      if (!reg.isEmpty()) {
        for (BlockArgument a : reg.front().arguments()) {
          if (a.type() instanceof TensorType) {
            r.add(new AliasingValue(a, Relation.UNKNOWN, false));
          }
        }
      }
    }
    return r;
  }

  public List<AliasingOperand> aliasingOperands(Value v) {
    Operation owner = ownerOf(v);
    BufferizableOpModel m = model(owner);
    if (m != null) {
      return m.aliasingOperands(v, this);
    }
    List<AliasingOperand> r = new ArrayList<>();
    if (v instanceof OpResult) {
      for (int i = 0; i < owner.numOperands(); i++) {
        if (owner.operand(i).type() instanceof TensorType) {
          r.add(new AliasingOperand(owner.opOperand(i), Relation.UNKNOWN, false));
        }
      }
    }
    return r;
  }

  public boolean isWritable(Value v) {
    BufferizableOpModel m = model(ownerOf(v));
    return m != null && m.isWritable(v, this);
  }

  // ---- in-place decisions --------------------------------------------------------------------

  public boolean isInPlace(OpOperand o) {
    if (!analyzed) {
      // MLIR's AnalysisState::isInPlace: to_buffer operands are always in place; otherwise a write
      // is out of place. The destination of a parallel_insert_slice stays in place: the enclosing
      // forall copies its shared_outs operand instead.
      String name = o.owner().name();
      if (name.equals("bufferization.to_buffer") || (name.equals("tensor.parallel_insert_slice") && o.index() == 1)) {
        return true;
      }
      return !options.copyBeforeWrite() || !bufferizesToMemoryWrite(o);
    }
    return inPlace.contains(o);
  }

  void bufferizeInPlace(OpOperand o) {
    if (inPlace.contains(o)) {
      return;
    }
    inPlace.add(o);
    for (AliasingValue a : aliasingValues(o)) {
      unionAliases(a.value(), o.get());
    }
  }

  void bufferizeOutOfPlace(OpOperand o) {
    outOfPlace.add(o);
  }

  /** Whether {@code v} or an alias is written in place (MLIR's isValueWritten). */
  public boolean isValueWritten(Value v) {
    boolean[] w = {false};
    applyOnAliases(v, a -> {
      for (OpOperand u : a.uses()) {
        if (isInPlace(u) && bufferizesToMemoryWrite(u)) {
          w[0] = true;
        }
      }
    });
    return w[0];
  }

  // ---- union-find ----------------------------------------------------------------------------

  void createEntry(Value v) {
    if (!aliasParent.containsKey(v)) {
      aliasParent.put(v, v);
      List<Value> l = new ArrayList<>();
      l.add(v);
      aliasMembers.put(v, l);
      equivParent.put(v, v);
    }
  }

  private static Value find(Map<Value, Value> parent, Value v) {
    Value p = parent.get(v);
    if (p == null) {
      parent.put(v, v);
      return v;
    }
    while (p != v) {
      Value pp = parent.get(p);
      parent.put(v, pp);
      v = p;
      p = pp;
    }
    return v;
  }

  void unionAliases(Value a, Value b) {
    createEntry(a);
    createEntry(b);
    Value ra = find(aliasParent, a);
    Value rb = find(aliasParent, b);
    if (ra == rb) {
      return;
    }
    aliasParent.put(rb, ra);
    aliasMembers.get(ra).addAll(aliasMembers.remove(rb));
  }

  void unionEquivalent(Value a, Value b) {
    createEntry(a);
    createEntry(b);
    Value ra = find(equivParent, a);
    Value rb = find(equivParent, b);
    if (ra != rb) {
      equivParent.put(rb, ra);
    }
  }

  public boolean areEquivalent(Value a, Value b) {
    if (a == b) {
      return true;
    }
    if (!equivParent.containsKey(a) || !equivParent.containsKey(b)) {
      return false;
    }
    return find(equivParent, a) == find(equivParent, b);
  }

  public boolean areAliasing(Value a, Value b) {
    if (a == b) {
      return true;
    }
    if (!aliasParent.containsKey(a) || !aliasParent.containsKey(b)) {
      return false;
    }
    return find(aliasParent, a) == find(aliasParent, b);
  }

  /** Calls {@code f} on every value of {@code v}'s alias set (only {@code v} without an analysis). */
  public void applyOnAliases(Value v, Consumer<Value> f) {
    if (!aliasParent.containsKey(v)) {
      f.accept(v);
      return;
    }
    for (Value m : new ArrayList<>(aliasMembers.get(find(aliasParent, v)))) {
      f.accept(m);
    }
  }

  public void applyOnEquivalent(Value v, Consumer<Value> f) {
    if (!equivParent.containsKey(v)) {
      f.accept(v);
      return;
    }
    Value root = find(equivParent, v);
    for (Value m : new ArrayList<>(aliasMembers.get(find(aliasParent, v)))) {
      if (find(equivParent, m) == root) {
        f.accept(m);
      }
    }
  }

  // ---- use-def traversal ---------------------------------------------------------------------

  /** MLIR's findValueInReverseUseDefChain starting at {@code start}'s value. */
  public Set<Value> findValueInReverseUseDefChain(OpOperand start, Predicate<Value> cond, boolean alwaysIncludeLeaves,
      boolean followEquivalentOnly, boolean followInPlaceOnly) {
    return findValueInReverseUseDefChain(start.get(), cond, alwaysIncludeLeaves, followEquivalentOnly, followInPlaceOnly, false);
  }

  public Set<Value> findValueInReverseUseDefChain(Value startValue, Predicate<Value> cond, boolean alwaysIncludeLeaves,
      boolean followEquivalentOnly, boolean followInPlaceOnly, boolean followUnknownOps) {
    return findValueInReverseUseDefChain(startValue, cond, alwaysIncludeLeaves, followEquivalentOnly, followInPlaceOnly,
        followUnknownOps, false, null);
  }

  /**
   * The traversal with MLIR's {@code followSameTypeOrCastsOnly} (an alias of another type is only
   * followed out of a cast) and its {@code visitedOpOperands}, which collects (when not null) the
   * operands the traversal followed.
   */
  public Set<Value> findValueInReverseUseDefChain(Value startValue, Predicate<Value> cond, boolean alwaysIncludeLeaves,
      boolean followEquivalentOnly, boolean followInPlaceOnly, boolean followUnknownOps, boolean followSameTypeOrCastsOnly,
      Set<OpOperand> visitedOperands) {
    LinkedHashSet<Value> result = new LinkedHashSet<>();
    List<Value> work = new ArrayList<>();
    Set<Value> visited = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    work.add(startValue);
    while (!work.isEmpty()) {
      Value value = work.remove(work.size() - 1);
      if (!visited.add(value)) {
        continue;
      }
      if (cond.test(value)) {
        result.add(value);
        continue;
      }
      if (!followUnknownOps && model(ownerOf(value)) == null) {
        if (alwaysIncludeLeaves) {
          result.add(value);
        }
        continue;
      }
      List<AliasingOperand> aliases = aliasingOperands(value);
      if (aliases.isEmpty()) {
        if (alwaysIncludeLeaves) {
          result.add(value);
        }
        continue;
      }
      for (AliasingOperand a : aliases) {
        if ((followEquivalentOnly && a.relation() != Relation.EQUIVALENT) || (followInPlaceOnly && !isInPlace(a.operand()))
            || (followSameTypeOrCastsOnly && a.operand().get().type() != value.type() && !isCast(ownerOf(value)))) {
          if (alwaysIncludeLeaves) {
            result.add(value);
          }
          continue;
        }
        if (!work.contains(a.operand().get())) {
          work.add(a.operand().get());
        }
        if (visitedOperands != null) {
          visitedOperands.add(a.operand());
        }
      }
    }
    return result;
  }

  /** Whether {@code op} (may be null) implements MLIR's CastOpInterface, as far as tensors go. */
  private static boolean isCast(Operation op) {
    return op != null && switch (op.name()) {
      case "tensor.cast", "arith.index_cast", "arith.index_castui", "arith.bitcast", "arith.extf", "arith.truncf",
          "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui" -> true;
      default -> false;
    };
  }

  /** The values whose write the read by {@code read} may see (MLIR's findDefinitions). */
  public Set<Value> findDefinitions(OpOperand read) {
    return findValueInReverseUseDefChain(read, this::bufferizesToMemoryWrite, false, false, false);
  }

  /** Whether the value read by {@code o} has undefined contents, e.g. tensor.empty (MLIR's hasUndefinedContents). */
  public boolean hasUndefinedContents(Value v) {
    Operation d = v.definingOp();
    return d != null && (d.name().equals("tensor.empty")
        || (d.name().equals("bufferization.alloc_tensor") && BufferizationModels.allocTensorCopy(d) == null));
  }

  /** Whether any use of an alias of {@code v} reads it (MLIR's isValueRead). */
  public boolean isValueRead(Value v) {
    boolean[] read = {false};
    List<OpOperand> work = new ArrayList<>(v.uses());
    Set<OpOperand> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    while (!work.isEmpty()) {
      OpOperand u = work.remove(work.size() - 1);
      if (!seen.add(u)) {
        continue;
      }
      if (bufferizesToMemoryRead(u)) {
        return true;
      }
      if (!bufferizesToMemoryWrite(u)) {
        for (AliasingValue a : aliasingValues(u)) {
          work.addAll(a.value().uses());
        }
      }
    }
    return read[0];
  }

  /**
   * MLIR's doesNotAliasExternalValue: no alias of {@code v} other than {@code exception} is defined
   * outside {@code region} or is an entry argument of it.
   */
  public boolean doesNotAliasExternalValue(Value v, Region region, Value exception) {
    boolean[] ok = {true};
    applyOnAliases(v, alias -> {
      if (alias == exception) {
        return;
      }
      Region ar = alias.parentRegion();
      if (alias instanceof BlockArgument && !(region != ar && region.isAncestor(ar))) {
        ok[0] = false;
      }
      if (alias instanceof OpResult && !region.isAncestor(ar)) {
        ok[0] = false;
      }
    });
    return ok[0];
  }

  /** The block of {@code v}, for traversal helpers. */
  static Block blockOf(Value v) {
    return v.parentBlock();
  }
}

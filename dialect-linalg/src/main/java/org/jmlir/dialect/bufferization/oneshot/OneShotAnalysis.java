package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingOperand;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingValue;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.Relation;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * One-Shot Analysis (MLIR 22's OneShotAnalysis.cpp): decides for every tensor operand whether it
 * bufferizes in place. Operands are visited bottom-up; an operand goes out of place when bufferizing
 * it in place would write to a non-writable buffer or create a read-after-write conflict (a read of
 * an alias that may see a write which, in the program, happens after the read's definition).
 */
public final class OneShotAnalysis {
  private final AnalysisState state;
  private final DominanceInfo dom = new DominanceInfo();

  OneShotAnalysis(AnalysisState state) {
    this.state = state;
  }

  /** MLIR's OneShotAnalysisState constructor: alias entries for every tensor value, forced in-place operands. */
  static void initialize(Operation root, AnalysisState state) {
    root.walkPreOrder(op -> {
      for (OpResult r : op.results()) {
        if (r.type() instanceof TensorType) {
          state.createEntry(r);
        }
      }
      for (Region reg : op.regions()) {
        for (Block b : reg.blocks()) {
          for (BlockArgument a : b.arguments()) {
            if (a.type() instanceof TensorType) {
              state.createEntry(a);
            }
          }
        }
      }
    });
    root.walkPreOrder(op -> {
      BufferizableOpModel m = state.model(op);
      if (m == null) {
        return;
      }
      for (int i = 0; i < op.numOperands(); i++) {
        OpOperand o = op.opOperand(i);
        if (o.get().type() instanceof TensorType && m.mustBufferizeInPlace(o, state)) {
          state.bufferizeInPlace(o);
        }
      }
    });
    state.analyzed = true;
  }

  /** Analyzes the ops nested in {@code op} (MLIR's analyzeOp); false when an op's analysis check failed. */
  boolean analyze(Operation op) {
    if (!checkPreBufferizationAssumptions(op)) {
      return false;
    }
    List<Operation> ops = new ArrayList<>();
    op.walk(o -> {
      if (hasTensorSemantics(o)) {
        ops.add(o);
      }
    });
    List<Operation> ordered = new ArrayList<>(ops);
    if (!state.options().analysisHeuristic().equals("top-down")) {
      Collections.reverse(ordered);
    }
    // Every op with tensor semantics is analyzed, unknown ones included (their operands count as
    // read and written), as MLIR's analyzeOp does.
    for (Operation o : ordered) {
      for (int i = 0; i < o.numOperands(); i++) {
        OpOperand operand = o.opOperand(i);
        if (operand.get().type() instanceof TensorType) {
          analyzeOperand(operand);
        }
      }
    }
    equivalenceAnalysis(ops);
    return true;
  }

  static boolean hasTensorSemantics(Operation op) {
    for (Value v : op.operands()) {
      if (v.type() instanceof TensorType) {
        return true;
      }
    }
    for (Value v : op.results()) {
      if (v.type() instanceof TensorType) {
        return true;
      }
    }
    if (op instanceof org.jmlir.dialect.func.FuncOp f) {
      for (var t : f.functionType().inputs()) {
        if (t instanceof TensorType) {
          return true;
        }
      }
      for (var t : f.functionType().results()) {
        if (t instanceof TensorType) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * MLIR's checkPreBufferizationAssumptions: before any decision, an operand that must bufferize in
   * place (bufferization.materialize_in_destination) cannot already create a read-after-write
   * conflict or write to a read-only buffer (a function argument without function boundaries).
   */
  private boolean checkPreBufferizationAssumptions(Operation root) {
    boolean[] ok = {true};
    root.walk(op -> {
      if (!ok[0] || state.model(op) == null || !state.options().isOpAllowed(op)) {
        return;
      }
      // A to_tensor without restrict may alias any tensor, which the analysis does not handle.
      if (op.name().equals("bufferization.to_tensor") && op.attr("restrict") == null && !op.result(0).hasNoUses()) {
        op.emitOpError("to_tensor ops without `restrict` are not supported by One-Shot Analysis").report();
        ok[0] = false;
        return;
      }
      for (int i = 0; i < op.numOperands() && ok[0]; i++) {
        OpOperand o = op.opOperand(i);
        if (!(o.get().type() instanceof TensorType)) {
          continue;
        }
        String reason = null;
        if (wouldCreateReadAfterWriteInterference(o, true)) {
          reason = "cannot avoid RaW conflict";
        } else if (state.isInPlace(o) && wouldCreateWriteToNonWritableBuffer(o, true)) {
          reason = "would write to read-only buffer";
        }
        if (reason != null) {
          op.emitOpError("not bufferizable under the given constraints: " + reason).report();
          ok[0] = false;
        }
      }
    });
    return ok[0];
  }

  private void analyzeOperand(OpOperand operand) {
    if (state.isInPlace(operand)) {
      return;
    }
    boolean conflict = wouldCreateWriteToNonWritableBuffer(operand, false) || wouldCreateReadAfterWriteInterference(operand, false);
    if (conflict) {
      state.bufferizeOutOfPlace(operand);
    } else {
      state.bufferizeInPlace(operand);
    }
  }

  private void equivalenceAnalysis(List<Operation> ops) {
    for (Operation op : ops) {
      BufferizableOpModel m = state.model(op);
      if (m == null) {
        continue;
      }
      for (OpResult r : op.results()) {
        if (!(r.type() instanceof TensorType)) {
          continue;
        }
        List<AliasingOperand> aliases = state.aliasingOperands(r);
        if (aliases.isEmpty()) {
          continue;
        }
        Value first = aliases.get(0).operand().get();
        boolean allEquivalent = true;
        for (AliasingOperand a : aliases) {
          boolean equiv = a.relation() == Relation.EQUIVALENT;
          boolean inPlace = state.isInPlace(a.operand());
          if (equiv && inPlace && a.definite()) {
            state.unionEquivalent(r, a.operand().get());
            allEquivalent = false;
            break;
          }
          if (!equiv || !inPlace || !state.areEquivalent(a.operand().get(), first)) {
            allEquivalent = false;
          }
        }
        if (allEquivalent && !m.bufferizesToAllocation(r)) {
          state.unionEquivalent(r, first);
        }
      }
    }
  }

  // ---- writes to non-writable buffers --------------------------------------------------------

  private void aliasingInPlaceWrites(Set<OpOperand> res, Value v) {
    state.applyOnAliases(v, a -> {
      for (OpOperand u : a.uses()) {
        if (state.isInPlace(u) && state.bufferizesToMemoryWrite(u)) {
          res.add(u);
        }
      }
    });
  }

  private void aliasingReads(Set<OpOperand> res, Value v) {
    state.applyOnAliases(v, a -> {
      for (OpOperand u : a.uses()) {
        if (state.bufferizesToMemoryRead(u)) {
          res.add(u);
        }
      }
    });
  }

  /** With {@code consistencyOnly}, the operand's own write does not count (only in-place writes of aliases). */
  private boolean wouldCreateWriteToNonWritableBuffer(OpOperand operand, boolean consistencyOnly) {
    boolean foundWrite = !consistencyOnly && state.bufferizesToMemoryWrite(operand);
    if (!foundWrite) {
      Set<OpOperand> writes = newSet();
      aliasingInPlaceWrites(writes, operand.get());
      for (AliasingValue a : state.aliasingValues(operand)) {
        aliasingInPlaceWrites(writes, a.value());
      }
      foundWrite = !writes.isEmpty();
    }
    if (!foundWrite) {
      return false;
    }
    boolean[] readOnly = {false};
    java.util.function.Consumer<Value> check = v -> {
      if (!state.isWritable(v)) {
        readOnly[0] = true;
        if (state.options().printConflicts()) {
          annotateNonWritable(v);
        }
      }
    };
    state.applyOnAliases(operand.get(), check);
    for (AliasingValue a : state.aliasingValues(operand)) {
      state.applyOnAliases(a.value(), check);
    }
    return readOnly[0];
  }

  // ---- read-after-write conflicts ------------------------------------------------------------

  private boolean wouldCreateReadAfterWriteInterference(OpOperand operand, boolean consistencyOnly) {
    Set<OpOperand> reads = newSet();
    Set<OpOperand> writes = newSet();
    aliasingReads(reads, operand.get());
    aliasingInPlaceWrites(writes, operand.get());
    for (AliasingValue a : state.aliasingValues(operand)) {
      aliasingReads(reads, a.value());
      aliasingInPlaceWrites(writes, a.value());
    }
    if (!consistencyOnly && state.bufferizesToMemoryWrite(operand)) {
      writes.add(operand);
    }
    return hasReadAfterWriteInterference(reads, writes);
  }

  private static <T> Set<T> newSet() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }

  private boolean hasReadAfterWriteInterference(Set<OpOperand> reads, Set<OpOperand> writes) {
    if (!reads.isEmpty()) {
      // A write must go out of place when what it overwrites was defined in another parallel region.
      for (OpOperand uWrite : writes) {
        Region writeRegion = parallelRegion(uWrite.owner().parentRegion());
        for (Value def : state.findValueInReverseUseDefChain(uWrite, state::bufferizesToMemoryWrite, true, false, false)) {
          if (parallelRegion(def.parentRegion()) != writeRegion) {
            return true;
          }
        }
      }
    }
    for (OpOperand uRead : reads) {
      Operation readingOp = uRead.owner();
      Set<Value> definitions = state.findDefinitions(uRead);
      if (definitions.isEmpty()) {
        continue;
      }
      for (OpOperand uWrite : writes) {
        Operation writingOp = uWrite.owner();
        boolean canUseDominance = canUseOpDominance(uRead, uWrite, definitions);
        if (canUseDominance && happensBefore(readingOp, writingOp)) {
          continue;
        }
        if (canUseDominance && uWrite == uRead) {
          continue;
        }
        if (canUseDominance && insideMutuallyExclusiveRegions(readingOp, writingOp)) {
          continue;
        }
        if (writingOp == readingOp) {
          BufferizableOpModel m = state.model(readingOp);
          if (m != null && m.bufferizesToElementwiseAccess(readingOp, state, List.of(uRead, uWrite))
              && (hasEquivalentValueInReverseUseDefChain(uRead, uWrite.get())
                  || hasEquivalentValueInReverseUseDefChain(uWrite, uRead.get()))) {
            continue;
          }
        }
        BufferizableOpModel readModel = state.model(readingOp);
        if (readModel != null && readModel.isNotConflicting(uRead, uWrite, state)) {
          continue;
        }
        if (writingOp != readingOp) {
          BufferizableOpModel writeModel = state.model(writingOp);
          if (writeModel != null && writeModel.isNotConflicting(uRead, uWrite, state)) {
            continue;
          }
        }
        for (Value def : definitions) {
          Operation defOp = def.definingOp();
          if (defOp != null) {
            if (happensBefore(writingOp, defOp)) {
              continue;
            }
            if (defOp.isProperAncestor(writingOp)) {
              continue;
            }
          } else {
            Block block = ((BlockArgument) def).owner();
            if (ancestorInBlock(block, writingOp) == null) {
              continue;
            }
          }
          List<AliasingValue> aliases = state.aliasingValues(uWrite);
          if (aliases.size() == 1 && aliases.get(0).value() == def) {
            continue;
          }
          if (state.options().printConflicts()) {
            annotateConflict(uRead, uWrite, def);
          }
          return true;
        }
      }
    }
    return false;
  }

  private boolean hasEquivalentValueInReverseUseDefChain(OpOperand start, Value other) {
    // MLIR 22: equivalent aliases of the same type (or through casts), in place or not, reaching `other` itself.
    return !state.findValueInReverseUseDefChain(start.get(), v -> v == other, false, true, false, false, true, null).isEmpty();
  }

  static Operation ancestorInBlock(Block block, Operation op) {
    Operation cur = op;
    while (cur != null && cur.block() != block) {
      cur = cur.parentOp();
    }
    return cur;
  }

  /** MLIR's happensBefore: a properly dominates b or an ancestor of a does, without a enclosing b. */
  private boolean happensBefore(Operation a, Operation b) {
    do {
      if (a.isProperAncestor(b)) {
        return false;
      }
      if (dom.properlyDominates(a, b)) {
        return true;
      }
      a = a.parentOp();
    } while (a != null);
    return false;
  }

  private static final Set<String> REGION_BRANCH = Set.of("scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.forall",
      "scf.parallel", "scf.index_switch", "affine.for", "affine.if", "affine.parallel");
  private static final Set<String> EXCLUSIVE = Set.of("scf.if", "scf.index_switch", "affine.if");

  static boolean insideMutuallyExclusiveRegions(Operation a, Operation b) {
    for (Operation p = a.parentOp(); p != null; p = p.parentOp()) {
      if (!REGION_BRANCH.contains(p.name())) {
        continue;
      }
      if (!p.isProperAncestor(b)) {
        continue;
      }
      if (!EXCLUSIVE.contains(p.name())) {
        return false;
      }
      return regionOf(p, a) != regionOf(p, b);
    }
    return false;
  }

  private static Region regionOf(Operation parent, Operation op) {
    Operation cur = op;
    while (cur.parentOp() != parent) {
      cur = cur.parentOp();
    }
    return cur.parentRegion();
  }

  Region repetitiveRegion(Region region) {
    while (region != null) {
      Operation op = region.parentOp();
      if (op == null) {
        return null;
      }
      BufferizableOpModel m = state.model(op);
      if (m != null && m.isRepetitiveRegion(op, region.regionNumber())) {
        return region;
      }
      region = op.parentRegion();
    }
    return null;
  }

  /** MLIR's getParallelRegion: the innermost region around {@code region} (itself included) that runs in parallel. */
  Region parallelRegion(Region region) {
    while (region != null) {
      Operation op = region.parentOp();
      if (op == null) {
        return null;
      }
      BufferizableOpModel m = state.model(op);
      if (m != null && m.isParallelRegion(op, region.regionNumber())) {
        return region;
      }
      region = op.parentRegion();
    }
    return null;
  }

  private boolean canUseOpDominance(OpOperand uRead, OpOperand uWrite, Set<Value> definitions) {
    for (Value def : definitions) {
      Region rRead = repetitiveRegion(uRead.owner().parentRegion());
      Region rDef = repetitiveRegion(def.parentRegion());
      if (rRead == rDef) {
        continue;
      }
      while (true) {
        Operation parent = rRead.parentOp();
        Region next = parent.parentRegion() == null ? null : repetitiveRegion(parent.parentRegion());
        if (next == rDef || next == null) {
          break;
        }
        rRead = next;
      }
      if (rRead.parentOp().isAncestor(uWrite.owner())) {
        return false;
      }
    }
    if (uRead.owner().parentRegion() != uWrite.owner().parentRegion()) {
      return true;
    }
    Block readBlock = uRead.owner().block();
    Block writeBlock = uWrite.owner().block();
    if (readBlock == writeBlock) {
      return true;
    }
    for (Value def : definitions) {
      Block defBlock = def.parentBlock();
      if (reachable(readBlock, writeBlock, defBlock) && reachable(writeBlock, readBlock, defBlock)) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code to} is reachable from {@code from} without passing through {@code except}. */
  private static boolean reachable(Block from, Block to, Block except) {
    List<Block> work = new ArrayList<>(from.successors());
    Set<Block> seen = newSet();
    while (!work.isEmpty()) {
      Block b = work.remove(work.size() - 1);
      if (b == to) {
        return true;
      }
      if (b == except || !seen.add(b)) {
        continue;
      }
      work.addAll(b.successors());
    }
    return false;
  }

  // ---- test-analysis-only annotations --------------------------------------------------------

  /** MLIR's counters of these annotations are process-wide statics: they go on across split-input-file chunks. */
  private static int conflictCounter;

  private static int nonWritableCounter;

  private static synchronized int nextConflict() {
    return conflictCounter++;
  }

  private static synchronized int nextNonWritable() {
    return nonWritableCounter++;
  }

  /** MLIR's annotateNonWritableTensor: {@code W_<n>[NOT-WRITABLE: result i | bbArg i]} on the defining op. */
  private static void annotateNonWritable(Value v) {
    String id = "W_" + nextNonWritable();
    if (v instanceof OpResult r) {
      r.owner().setAttr(id + "[NOT-WRITABLE: result " + r.index() + "]", UnitAttr.get(r.owner().context()));
    } else {
      BlockArgument a = (BlockArgument) v;
      Operation owner = a.owner().parentOp();
      owner.setAttr(id + "[NOT-WRITABLE: bbArg " + a.index() + "]", UnitAttr.get(owner.context()));
    }
  }

  private void annotateConflict(OpOperand uRead, OpOperand uWrite, Value def) {
    MLIRContext ctx = uRead.owner().context();
    String id = "C_" + nextConflict();
    uWrite.owner().setAttr(id + "[CONFL-WRITE: " + uWrite.index() + "]", UnitAttr.get(ctx));
    uRead.owner().setAttr(id + "[READ: " + uRead.index() + "]", UnitAttr.get(ctx));
    if (def instanceof OpResult r) {
      r.owner().setAttr(id + "[DEF: result " + r.index() + "]", UnitAttr.get(ctx));
    } else {
      BlockArgument a = (BlockArgument) def;
      a.owner().parentOp().setAttr(id + "[DEF: bbArg " + a.index() + "]", UnitAttr.get(ctx));
    }
  }

  /**
   * Writes {@code __inplace_operands_attr__} on every op with tensor operands (test-analysis-only),
   * unknown ops included: they are analyzed too.
   */
  static void annotateInPlace(Operation root, AnalysisState state) {
    MLIRContext ctx = root.context();
    root.walk(op -> {
      boolean any = false;
      List<Attribute> vals = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        OpOperand o = op.opOperand(i);
        if (o.get().type() instanceof TensorType) {
          any = true;
          vals.add(StringAttr.get(ctx, state.isInPlace(o) ? "true" : "false"));
        } else {
          vals.add(StringAttr.get(ctx, "none"));
        }
      }
      if (any) {
        op.setAttr("__inplace_operands_attr__", ArrayAttr.get(ctx, vals));
      }
    });
  }

  /**
   * MLIR's annotateOpsWithAliasSets (dump-alias-sets): {@code __opresult_alias_set_attr__} lists, per
   * tensor result, the values of its alias set as the printer names them; {@code
   * __bbarg_alias_set_attr__} does the same per region, block and tensor block argument.
   */
  static void annotateAliasSets(Operation root, AnalysisState state) {
    MLIRContext ctx = root.context();
    java.util.function.Function<Value, String> names = org.jmlir.ir.print.IRPrinter.valueNames(root);
    java.util.function.Function<Value, Attribute> aliasArray = v -> {
      List<Attribute> l = new ArrayList<>();
      state.applyOnAliases(v, a -> l.add(StringAttr.get(ctx, names.apply(a))));
      return ArrayAttr.get(ctx, l);
    };
    root.walk(op -> {
      List<Attribute> results = new ArrayList<>();
      for (Value r : op.results()) {
        if (r.type() instanceof TensorType) {
          results.add(aliasArray.apply(r));
        }
      }
      List<Attribute> regions = new ArrayList<>();
      boolean anyArg = false;
      for (int i = 0; i < op.numRegions(); i++) {
        List<Attribute> blocks = new ArrayList<>();
        for (org.jmlir.ir.Block b : op.region(i).blocks()) {
          List<Attribute> args = new ArrayList<>();
          for (Value a : b.arguments()) {
            if (a.type() instanceof TensorType) {
              args.add(aliasArray.apply(a));
              anyArg = true;
            }
          }
          blocks.add(ArrayAttr.get(ctx, args));
        }
        regions.add(ArrayAttr.get(ctx, blocks));
      }
      if (!results.isEmpty()) {
        op.setAttr("__opresult_alias_set_attr__", ArrayAttr.get(ctx, results));
      }
      if (anyArg) {
        op.setAttr("__bbarg_alias_set_attr__", ArrayAttr.get(ctx, regions));
      }
    });
  }

  static boolean isUnranked(Value v) {
    return v.type() instanceof UnrankedTensorType;
  }

  static Set<Value> orderedSet() {
    return new LinkedHashSet<>();
  }
}

package org.jmlir.dialect.bufferization;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code bufferization.dealloc}'s canonicalization patterns (MLIR 22's
 * populateDeallocOpCanonicalizationPatterns), in MLIR's order; buffer-deallocation-simplification
 * runs them too.
 */
public final class DeallocCanonicalization {
  private DeallocCanonicalization() {}

  static final String DEALLOC = "bufferization.dealloc";

  /** The memref ops MLIR 22 declares ViewLikeOpInterface: the first result views operand 0. */
  private static final java.util.Set<String> VIEW_LIKE = java.util.Set.of("memref.cast", "memref.subview",
      "memref.reinterpret_cast", "memref.view", "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
      "memref.memory_space_cast", "memref.extract_strided_metadata", "memref.assume_alignment", "memref.reshape");

  /** Whether {@code op} is a view of its first operand (MLIR's ViewLikeOpInterface). */
  public static boolean isViewLike(Operation op) {
    return VIEW_LIKE.contains(op.name()) && op.numOperands() > 0 && op.numResults() > 0;
  }

  /** The patterns, in MLIR's order (all of benefit 1). */
  public static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("DeallocRemoveDuplicateDeallocMemrefs", DEALLOC, 1, DeallocCanonicalization::duplicateMemrefs),
        new NamedPattern("DeallocRemoveDuplicateRetainedMemrefs", DEALLOC, 1, DeallocCanonicalization::duplicateRetained),
        new NamedPattern("EraseEmptyDealloc", DEALLOC, 1, DeallocCanonicalization::eraseEmpty),
        new NamedPattern("EraseAlwaysFalseDealloc", DEALLOC, 1, DeallocCanonicalization::eraseAlwaysFalse),
        new NamedPattern("SkipExtractMetadataOfAlloc", DEALLOC, 1, DeallocCanonicalization::skipExtractMetadataOfAlloc),
        new NamedPattern("RemoveAllocDeallocPairWhenNoOtherUsers", DEALLOC, 1, DeallocCanonicalization::removeAllocDeallocPair));
  }

  // ---- accessors -------------------------------------------------------------------------------

  private static int[][] groups(Operation op) {
    return ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
  }

  private static List<Value> group(Operation op, int k) {
    int[] g = groups(op)[k];
    return new ArrayList<>(op.operands().subList(g[0], g[0] + g[1]));
  }

  public static List<Value> memrefs(Operation op) {
    return group(op, 0);
  }

  public static List<Value> conditions(Operation op) {
    return group(op, 1);
  }

  public static List<Value> retained(Operation op) {
    return group(op, 2);
  }

  /** The constant value of an i1 (or other integer) constant, else null (MLIR's m_Zero / m_One). */
  public static Boolean constantBool(Value v) {
    if (OperationFolder.constantValue(v) instanceof IntegerAttr i && i.type() instanceof IntegerType) {
      return i.value().signum() != 0;
    }
    return null;
  }

  /**
   * MLIR's updateDeallocIfChanged: replaces the memrefs and conditions in place; false (no change)
   * when they are the same lists.
   */
  public static boolean updateIfChanged(Operation op, List<Value> memrefs, List<Value> conds, PatternRewriter rw) {
    if (sameValues(memrefs(op), memrefs) && sameValues(conditions(op), conds)) {
      return false;
    }
    List<Value> retained = retained(op);
    rw.modifyOpInPlace(op, () -> {
      List<Value> all = new ArrayList<>(memrefs);
      all.addAll(conds);
      all.addAll(retained);
      op.setOperands(all);
      op.setAttr(OperandSegments.ATTR, OperandSegments.sizesAttr(op.context(), memrefs.size(), conds.size(), retained.size()));
    });
    return true;
  }

  private static boolean sameValues(List<Value> a, List<Value> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }

  /** Creates {@code bufferization.dealloc (memrefs) if (conds) retain (retained)} at the rewriter's insertion point. */
  public static Operation create(PatternRewriter rw, Operation at, List<Value> memrefs, List<Value> conds, List<Value> retained) {
    OperationState s = new OperationState(rw.context(), BufferizationOps.DEALLOC, at.location());
    s.addOperands(memrefs).addOperands(conds).addOperands(retained);
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(rw.context(), memrefs.size(), conds.size(), retained.size()));
    for (int i = 0; i < retained.size(); i++) {
      s.addType(IntegerType.get(rw.context(), 1));
    }
    return rw.create(s);
  }

  public static Value constantBool(PatternRewriter rw, Operation at, boolean v) {
    OperationState s = new OperationState(rw.context(), rw.context().opDef("arith.constant"), at.location());
    s.addAttribute("value", IntegerAttr.bool(rw.context(), v));
    s.addType(IntegerType.get(rw.context(), 1));
    return rw.create(s).result(0);
  }

  public static Value or(PatternRewriter rw, Operation at, Value a, Value b) {
    OperationState s = new OperationState(rw.context(), rw.context().opDef("arith.ori"), at.location());
    s.addOperand(a).addOperand(b).addType(a.type());
    return rw.create(s).result(0);
  }

  /** Whether {@code op} has an Allocate effect on {@code v}. */
  public static boolean allocates(Operation op, Value v) {
    if (op instanceof MemoryEffectOpInterface m) {
      for (MemoryEffectOpInterface.Effect e : m.effects()) {
        if (e instanceof MemoryEffectOpInterface.Allocate a && a.value() == v) {
          return true;
        }
      }
    }
    return false;
  }

  // ---- patterns --------------------------------------------------------------------------------

  /** The same memref twice: one entry, its conditions or-ed. */
  private static boolean duplicateMemrefs(Operation op, PatternRewriter rw) {
    List<Value> memrefs = memrefs(op);
    List<Value> conds = conditions(op);
    Map<Value, Integer> seen = new IdentityHashMap<>();
    List<Value> newMemrefs = new ArrayList<>();
    List<Value> newConds = new ArrayList<>();
    rw.setInsertionPoint(op);
    for (int i = 0; i < memrefs.size(); i++) {
      Integer at = seen.get(memrefs.get(i));
      if (at != null) {
        if (newConds.get(at) != conds.get(i)) {
          newConds.set(at, or(rw, op, newConds.get(at), conds.get(i)));
        }
      } else {
        seen.put(memrefs.get(i), newConds.size());
        newMemrefs.add(memrefs.get(i));
        newConds.add(conds.get(i));
      }
    }
    return updateIfChanged(op, newMemrefs, newConds, rw);
  }

  /** The same retained value twice: one entry, whose result replaces both. */
  private static boolean duplicateRetained(Operation op, PatternRewriter rw) {
    List<Value> retained = retained(op);
    Map<Value, Integer> seen = new IdentityHashMap<>();
    List<Value> newRetained = new ArrayList<>();
    List<Integer> idx = new ArrayList<>();
    for (Value r : retained) {
      Integer at = seen.get(r);
      if (at != null) {
        idx.add(at);
        continue;
      }
      seen.put(r, newRetained.size());
      idx.add(newRetained.size());
      newRetained.add(r);
    }
    if (newRetained.size() == retained.size()) {
      return false;
    }
    rw.setInsertionPoint(op);
    Operation n = create(rw, op, memrefs(op), conditions(op), newRetained);
    List<Value> repl = new ArrayList<>();
    for (int i : idx) {
      repl.add(n.result(i));
    }
    rw.replaceOp(op, repl);
    return true;
  }

  /** Nothing to free: every result is false. */
  private static boolean eraseEmpty(Operation op, PatternRewriter rw) {
    if (!memrefs(op).isEmpty()) {
      return false;
    }
    rw.setInsertionPoint(op);
    Value f = constantBool(rw, op, false);
    rw.replaceOp(op, java.util.Collections.nCopies(op.numResults(), f));
    return true;
  }

  /** Memrefs under a constant-false condition are dropped. */
  private static boolean eraseAlwaysFalse(Operation op, PatternRewriter rw) {
    List<Value> memrefs = memrefs(op);
    List<Value> conds = conditions(op);
    List<Value> newMemrefs = new ArrayList<>();
    List<Value> newConds = new ArrayList<>();
    for (int i = 0; i < memrefs.size(); i++) {
      if (!Boolean.FALSE.equals(constantBool(conds.get(i)))) {
        newMemrefs.add(memrefs.get(i));
        newConds.add(conds.get(i));
      }
    }
    return updateIfChanged(op, newMemrefs, newConds, rw);
  }

  /** The base buffer of an allocation's metadata is the allocation itself. */
  private static boolean skipExtractMetadataOfAlloc(Operation op, PatternRewriter rw) {
    List<Value> newMemrefs = new ArrayList<>();
    for (Value m : memrefs(op)) {
      Operation d = m.definingOp();
      if (d != null && d.name().equals("memref.extract_strided_metadata")) {
        Value src = d.operand(0);
        Operation a = src.definingOp();
        if (a != null && allocates(a, src)) {
          newMemrefs.add(src);
          continue;
        }
      }
      newMemrefs.add(m);
    }
    return updateIfChanged(op, newMemrefs, conditions(op), rw);
  }

  /** An allocation used by nothing but this dealloc: both go. */
  private static boolean removeAllocDeallocPair(Operation op, PatternRewriter rw) {
    List<Value> memrefs = memrefs(op);
    List<Value> conds = conditions(op);
    List<Value> newMemrefs = new ArrayList<>();
    List<Value> newConds = new ArrayList<>();
    List<Operation> toDelete = new ArrayList<>();
    for (int i = 0; i < memrefs.size(); i++) {
      Value m = memrefs.get(i);
      Operation a = m.definingOp();
      if (a instanceof MemoryEffectOpInterface e && allocates(a, m) && e.effects().size() == 1 && m.hasOneUse()) {
        toDelete.add(a);
        continue;
      }
      newMemrefs.add(m);
      newConds.add(conds.get(i));
    }
    if (!updateIfChanged(op, newMemrefs, newConds, rw)) {
      return false;
    }
    for (Operation a : toDelete) {
      rw.eraseOp(a);
    }
    return true;
  }
}

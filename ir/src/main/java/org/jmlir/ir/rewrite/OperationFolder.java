package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.Type;

/**
 * Folds ops and materializes the constants folds produce, uniqued per insertion region and placed at
 * the start of that region's entry block (MLIR's OperationFolder).
 */
public final class OperationFolder {
  private record ConstantKey(String dialect, Attribute value, Type type) {
    @Override
    public boolean equals(Object o) {
      return o instanceof ConstantKey k
          && java.util.Objects.equals(dialect, k.dialect)
          && java.util.Objects.equals(value, k.value)
          && java.util.Objects.equals(type, k.type);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(dialect) + java.util.Objects.hashCode(value)) + java.util.Objects.hashCode(type);
    }
  }

  private final MLIRContext context;
  private final Map<Region, Map<ConstantKey, Operation>> constants = new IdentityHashMap<>();
  private final Map<Operation, ConstantKey> keyOf = new IdentityHashMap<>();

  public OperationFolder(MLIRContext context) {
    this.context = context;
  }

  /** The constant attribute {@code v} holds when a constant-like op defines it, else null. */
  public static Attribute constantValue(Value v) {
    Operation def = v.definingOp();
    if (def == null || !def.hasTrait(Trait.CONSTANT_LIKE)) {
      return null;
    }
    OpFolder folder = OpFolder.of(def);
    if (folder == null) {
      return def.attr("value");
    }
    List<OpFoldResult> r = folder.fold(def, List.of());
    return r != null && r.size() == 1 && r.get(0) instanceof OpFoldResult.Constant(Attribute a) ? a : null;
  }

  /**
   * The region constants for {@code op} go into: the closest enclosing region whose op is isolated from
   * above or unregistered (an unregistered op may be isolated, so constants stay inside it, as MLIR does),
   * or whose op's dialect asks for it (MLIR's DialectFoldInterface::shouldMaterializeInto).
   */
  static Region insertionRegion(Operation op) {
    Region r = op.parentRegion();
    while (r != null) {
      Operation parent = r.parentOp();
      if (parent == null || !parent.isRegistered() || parent.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
        return r;
      }
      int dot = parent.name().indexOf('.');
      org.jmlir.ir.Dialect d = dot > 0 ? parent.context().getLoadedDialect(parent.name().substring(0, dot)) : null;
      if (d != null && d.shouldMaterializeInto(r)) {
        return r;
      }
      r = parent.parentRegion();
    }
    return null;
  }

  /**
   * Tries to fold {@code op}. Returns null when it did not fold, an empty list when it folded in place,
   * else the replacement values (constants materialized through {@code rewriter}).
   */
  public List<Value> tryFold(Operation op, PatternRewriter rewriter) {
    if (op.hasTrait(Trait.CONSTANT_LIKE)) {
      return null;
    }
    List<OpFoldResult> results = fold(op);
    if (results == null) {
      return null;
    }
    if (results.isEmpty()) {
      return List.of();
    }
    List<Value> values = new ArrayList<>(results.size());
    List<Operation> created = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      switch (results.get(i)) {
        case OpFoldResult.Folded(Value v) -> values.add(v);
        case OpFoldResult.Constant(Attribute a) -> {
          Operation c = getOrCreateConstant(op, a, op.result(i).type(), rewriter, created);
          if (c == null) {
            for (Operation undo : created) {
              forget(undo);
              rewriter.eraseOp(undo);
            }
            return null;
          }
          values.add(c.result(0));
        }
      }
    }
    return values;
  }

  /**
   * MLIR's Operation::fold: the op's folder, then (when that leaves the op in place) the folds of
   * its traits. Null when nothing folded, an empty list for an in-place change, else one result per
   * op result. Creates nothing.
   */
  public static List<OpFoldResult> fold(Operation op) {
    OpFolder folder = OpFolder.of(op);
    if (folder == null && !hasFoldableTrait(op)) {
      return null;
    }
    List<Attribute> constOperands = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) {
      constOperands.add(constantValue(v));
    }
    List<OpFoldResult> results = folder == null ? null : folder.fold(op, constOperands);
    if (results == null || results.isEmpty()) {
      List<OpFoldResult> byTraits = TraitFolds.fold(op, constOperands);
      if (byTraits != null) {
        return byTraits;
      }
    }
    return results;
  }

  private static boolean hasFoldableTrait(Operation op) {
    return op.hasTrait(Trait.COMMUTATIVE) || op.hasTrait(Trait.IDEMPOTENT) || op.hasTrait(Trait.INVOLUTION);
  }

  private Operation getOrCreateConstant(Operation op, Attribute value, Type type, PatternRewriter rewriter, List<Operation> created) {
    Region region = insertionRegion(op);
    if (region == null || region.isEmpty()) {
      return null;
    }
    Dialect dialect = context.getOrLoadDialect(op.def().dialectNamespace());
    if (dialect == null) {
      return null;
    }
    ConstantKey key = new ConstantKey(dialect.namespace(), value, type);
    Map<ConstantKey, Operation> map = constants.computeIfAbsent(region, r -> new HashMap<>());
    Operation existing = map.get(key);
    if (existing != null && existing.block() != null) {
      return existing;
    }
    Operation c = dialect.materializeConstant(value, type, op.location());
    if (c == null) {
      return null;
    }
    Block entry = region.front();
    Operation savedPoint = rewriter.insertionPoint();
    Block savedBlock = rewriter.insertionBlock();
    rewriter.setInsertionPointToStart(entry);
    rewriter.insert(c);
    if (savedBlock != null) {
      if (savedPoint != null) {
        rewriter.setInsertionPoint(savedPoint);
      } else {
        rewriter.setInsertionPointToEnd(savedBlock);
      }
    }
    map.put(key, c);
    keyOf.put(c, key);
    created.add(c);
    return c;
  }

  /**
   * Registers an existing constant op, as MLIR's OperationFolder::insertKnownConstant: when an equal
   * constant already exists in its insertion region, {@code op} is replaced by it through {@code
   * rewriter} and false is returned; otherwise {@code op} is hoisted to the front of the region's
   * entry block (unless it already sits in the run of uniqued constants there) and true is returned.
   */
  public boolean insertKnownConstant(Operation op, Attribute value, PatternRewriter rewriter) {
    Block opBlock = op.block();
    Location erased = UnknownLoc.get(context);
    if (keyOf.containsKey(op)) {
      if (opBlock.first() != op && !keyOf.containsKey(op.prevInBlock())) {
        op.moveBefore(opBlock.first());
        op.setLocation(erased);
      }
      return true;
    }
    Region region = insertionRegion(op);
    if (region == null || region.isEmpty()) {
      return true;
    }
    ConstantKey key = new ConstantKey(op.def().dialectNamespace(), value, op.result(0).type());
    Map<ConstantKey, Operation> map = constants.computeIfAbsent(region, r -> new HashMap<>());
    Operation existing = map.get(key);
    if (existing != null && existing.block() != null) {
      rewriter.replaceOp(op, existing.results());
      existing.setLocation(erased);
      return false;
    }
    Block entry = region.front();
    if (opBlock != entry) {
      op.moveBefore(entry.first());
      op.setLocation(erased);
    } else if (entry.first() != op && !keyOf.containsKey(op.prevInBlock())) {
      op.moveBefore(entry.first());
    }
    map.put(key, op);
    keyOf.put(op, key);
    return true;
  }

  /** Forgets an erased constant. */
  public void forget(Operation op) {
    ConstantKey key = keyOf.remove(op);
    if (key == null) {
      return;
    }
    for (Map<ConstantKey, Operation> m : constants.values()) {
      m.remove(key, op);
    }
  }
}

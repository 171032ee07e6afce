package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code ownership-based-buffer-deallocation} (MLIR 22's OwnershipBasedBufferDeallocation, for
 * structured control flow): every memref gets an ownership indicator (an i1); each block owns the
 * buffers allocated in it (and call results), and before its terminator a {@code bufferization.dealloc}
 * frees those it owns, retaining the values the terminator passes on, whose ownership the dealloc
 * results give. scf.if and scf.for pass ownership out as extra i1 results (scf.for also as extra
 * iter_args); functions return owned buffers (a clone where ownership is not known to be true).
 * Differences from MLIR: loop inits enter with ownership false (the enclosing block keeps them), and
 * unstructured control flow (several blocks) is rejected.
 */
public final class OwnershipBasedDeallocation extends Pass {
  private static final Object UNKNOWN = new Object();

  public OwnershipBasedDeallocation(PassOptions o) {
    super(o);
    o.getBool("private-function-dynamic-ownership", false);
  }

  @Override
  public String argument() {
    return "ownership-based-buffer-deallocation";
  }

  @Override
  public String summary() {
    return "Adds all required dealloc operations for all allocations in the input program";
  }

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "bufferization", "memref", "arith", "scf");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<FuncOp> funcs = new ArrayList<>();
    root.walkPreOrder(o -> {
      if (o instanceof FuncOp f) {
        funcs.add(f);
      }
    });
    for (FuncOp f : funcs) {
      if (!new Run(root).function(f)) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean isMemref(Value v) {
    return v.type() instanceof BaseMemRefType;
  }

  /** The state of one function's deallocation. */
  private static final class Run {
    private final DeallocBuilder b;
    private final Map<Block, Map<Value, Object>> ownership = new IdentityHashMap<>();
    private final Map<Block, List<Value>> owned = new IdentityHashMap<>();
    /** Per scf.for: the iter_args yielded unchanged, which get no ownership iter_arg. */
    private final Map<Operation, List<Integer>> passThroughs = new IdentityHashMap<>();

    Run(Operation root) {
      b = new DeallocBuilder(root.context());
    }

    private Object ownershipOf(Value v) {
      Map<Value, Object> m = ownership.get(v.parentBlock());
      return m == null ? null : m.get(v);
    }

    private void setOwnership(Value v, Block block, Object o) {
      Map<Value, Object> m = ownership.computeIfAbsent(block, k -> new IdentityHashMap<>());
      Object old = m.get(v);
      if (old == null) {
        m.put(v, o);
      } else if (old != o && !sameConstant(old, o)) {
        m.put(v, UNKNOWN);
      }
    }

    private static boolean sameConstant(Object a, Object c) {
      Boolean x = constant(a);
      Boolean y = constant(c);
      return x != null && x.equals(y);
    }

    static Boolean constant(Object o) {
      if (o instanceof Value v && v.definingOp() != null && v.definingOp().name().equals("arith.constant")
          && v.definingOp().attr("value") instanceof IntegerAttr i && v.type() instanceof IntegerType t && t.width() == 1) {
        return i.value().signum() != 0;
      }
      return null;
    }

    private void own(Value v, Block block, Value indicator) {
      setOwnership(v, block, indicator);
      owned.computeIfAbsent(block, k -> new ArrayList<>()).add(v);
    }

    boolean function(FuncOp f) {
      if (f.isExternal()) {
        return true;
      }
      if (f.region(0).numBlocks() > 1) {
        return f.emitError("ownership-based-buffer-deallocation: functions with several blocks are not supported").report();
      }
      Block entry = f.region(0).front();
      b.rw.setInsertionPointToStart(entry);
      for (BlockArgument a : entry.arguments()) {
        if (isMemref(a)) {
          setOwnership(a, entry, b.bool(f.location(), false));
        }
      }
      return block(entry);
    }

    private boolean block(Block block) {
      for (Operation op : new ArrayList<>(block.operations())) {
        if (op == block.terminator() && op.parentOp() != null && op.numRegions() == 0 && isTerminatorOfRegion(op)) {
          if (!terminator(op, block)) {
            return false;
          }
          continue;
        }
        if (!operation(op, block)) {
          return false;
        }
      }
      return true;
    }

    private static boolean isTerminatorOfRegion(Operation op) {
      return op.block().last() == op && op.hasTrait(org.jmlir.ir.Trait.TERMINATOR);
    }

    private boolean operation(Operation op, Block block) {
      String n = op.name();
      if (n.equals("memref.dealloc") || n.equals("bufferization.dealloc")) {
        return op.emitError("No deallocation operations must be present when running this pass!").report();
      }
      if (n.equals("scf.if")) {
        return ifOp(op, block);
      }
      if (n.equals("scf.for")) {
        return forOp(op, block);
      }
      for (OpResult r : op.results()) {
        if (isMemref(r) && op.numRegions() > 0) {
          return op.emitError("ownership-based-buffer-deallocation: memrefs returned by '" + n + "' are not supported").report();
        }
      }
      for (Region r : op.regions()) {
        for (Block nested : r.blocks()) {
          if (!block(nested)) {
            return false;
          }
        }
      }
      b.rw.setInsertionPoint(op);
      for (OpResult r : op.results()) {
        if (!isMemref(r)) {
          continue;
        }
        // MLIR builds the indicators of allocations at the start of their block (its MemoryEffectOpInterface
        // handler), those of call results right before the call.
        if (n.equals("memref.alloca")) {
          b.rw.setInsertionPointToStart(op.block());
          setOwnership(r, block, b.bool(op.location(), false));
          b.rw.setInsertionPoint(op);
        } else if (isAllocation(op, r)) {
          b.rw.setInsertionPointToStart(op.block());
          own(r, block, b.bool(op.location(), true));
          b.rw.setInsertionPoint(op);
        } else if (n.equals("func.call")) {
          own(r, block, b.bool(op.location(), true));
        }
      }
      remainingOwnerships(op, block);
      return true;
    }

    private static boolean isAllocation(Operation op, Value r) {
      if (op instanceof org.jmlir.ir.MemoryEffectOpInterface m) {
        for (var e : m.effects()) {
          if (e instanceof org.jmlir.ir.MemoryEffectOpInterface.Allocate a && a.value() == r) {
            return true;
          }
        }
      }
      return false;
    }

    /** MLIR's populateRemainingOwnerships: a result aliases its memref operands, or is not owned. */
    private void remainingOwnerships(Operation op, Block block) {
      for (OpResult r : op.results()) {
        if (!isMemref(r) || ownershipOf(r) != null) {
          continue;
        }
        boolean anyMemref = false;
        for (Value o : op.operands()) {
          if (isMemref(o)) {
            anyMemref = true;
            Object own = ownershipOf(o);
            setOwnership(r, block, own == null ? b.bool(op.location(), false) : own);
          }
        }
        if (!anyMemref) {
          setOwnership(r, block, b.bool(op.location(), false));
        }
      }
    }

    /** The ownership indicator of {@code v}; an unknown ownership gets a clone that the block owns. */
    private Value uniqueOwnership(Value v, Block block, Location loc, Value[] replacement) {
      Object o = ownershipOf(v);
      replacement[0] = v;
      if (o instanceof Value i) {
        return i;
      }
      if (o == null) {
        return b.bool(loc, false);
      }
      Value clone = b.create("bufferization.clone", loc, List.of(v), List.of(v.type())).result(0);
      Value t = b.bool(loc, true);
      own(clone, block, t);
      replacement[0] = clone;
      return t;
    }

    private Value base(Value v, Location loc) {
      Operation d = v.definingOp();
      if (!(v.type() instanceof MemRefType m)) {
        return v;
      }
      List<Type> types = new ArrayList<>();
      types.add(MemRefType.get(b.ctx, new long[0], m.elementType(), null, m.memorySpace()));
      types.add(org.jmlir.ir.type.IndexType.get(b.ctx));
      for (int i = 0; i < 2 * m.rank(); i++) {
        types.add(org.jmlir.ir.type.IndexType.get(b.ctx));
      }
      return b.create("memref.extract_strided_metadata", loc, List.of(v), types).result(0);
    }

    private boolean terminator(Operation term, Block block) {
      Location loc = term.location();
      b.rw.setInsertionPoint(term);
      boolean isReturn = term.name().equals("func.return");
      List<Integer> memrefOperands = new ArrayList<>();
      List<Value> retained = new ArrayList<>();
      for (int i = 0; i < term.numOperands(); i++) {
        Value v = term.operand(i);
        if (!isMemref(v)) {
          continue;
        }
        Value[] repl = new Value[1];
        Value own = uniqueOwnership(v, block, loc, repl);
        v = repl[0];
        if (isReturn && !Boolean.TRUE.equals(constant(own))) {
          v = Boolean.FALSE.equals(constant(own)) ? b.create("bufferization.clone", loc, List.of(v), List.of(v.type())).result(0)
              : ownedOrClone(v, own, loc);
        }
        term.setOperand(i, v);
        memrefOperands.add(i);
        retained.add(v);
      }
      List<Value> list = owned.getOrDefault(block, List.of());
      List<Value> extra = new ArrayList<>();
      if (!list.isEmpty()) {
        List<Value> bases = new ArrayList<>();
        List<Value> conds = new ArrayList<>();
        for (Value v : list) {
          bases.add(base(v, loc));
        }
        for (Value v : list) {
          Object o = ownershipOf(v) != null && v.parentBlock() == block ? ownership.get(block).get(v) : null;
          conds.add(o instanceof Value i ? i : b.bool(loc, false));
        }
        Operation d = b.dealloc(loc, bases, conds, retained);
        extra.addAll(d.results());
      } else {
        for (int k = 0; k < retained.size(); k++) {
          extra.add(b.bool(loc, false));
        }
      }
      if (!isReturn && !retained.isEmpty()) {
        List<Value> ops = new ArrayList<>(term.operands());
        List<Integer> skip = passThroughs.getOrDefault(term.parentOp(), List.of());
        for (int k = 0; k < extra.size(); k++) {
          if (!skip.contains(memrefOperands.get(k))) {
            ops.add(extra.get(k));
          }
        }
        term.setOperands(ops);
      }
      return true;
    }

    /** {@code scf.if %own -> T { scf.yield %v } else { scf.yield (clone %v) }}. */
    private Value ownedOrClone(Value v, Value own, Location loc) {
      OperationState s = new OperationState(b.ctx, b.ctx.opDef("scf.if"), loc);
      s.addOperand(own);
      s.addType(v.type());
      Block t = new Block();
      Block e = new Block();
      s.addRegion().addBlock(t);
      s.addRegion().addBlock(e);
      Operation ifOp = b.rw.create(s);
      Operation ip = b.rw.insertionPoint();
      b.rw.setInsertionPointToEnd(t);
      b.create("scf.yield", loc, List.of(v), List.of());
      b.rw.setInsertionPointToEnd(e);
      Value c = b.create("bufferization.clone", loc, List.of(v), List.of(v.type())).result(0);
      b.create("scf.yield", loc, List.of(c), List.of());
      b.rw.setInsertionPoint(ip);
      return ifOp.result(0);
    }

    private boolean ifOp(Operation op, Block block) {
      for (Region r : op.regions()) {
        for (Block nested : r.blocks()) {
          if (!block(nested)) {
            return false;
          }
        }
      }
      List<OpResult> memrefResults = new ArrayList<>();
      for (OpResult r : op.results()) {
        if (isMemref(r)) {
          memrefResults.add(r);
        }
      }
      if (memrefResults.isEmpty()) {
        return true;
      }
      b.rw.setInsertionPoint(op);
      OperationState s = new OperationState(b.ctx, op.def(), op.location());
      s.addOperands(op.operands());
      s.addTypes(op.resultTypes());
      for (int i = 0; i < memrefResults.size(); i++) {
        s.addType(IntegerType.get(b.ctx, 1));
      }
      s.attributes.addAll(op.attrDictionary().entries());
      for (Region r : op.regions()) {
        s.addRegion().takeBody(r);
      }
      Operation n = b.rw.create(s);
      List<Value> repl = new ArrayList<>(n.results().subList(0, op.numResults()));
      b.rw.replaceOp(op, repl);
      for (int i = 0; i < memrefResults.size(); i++) {
        own(n.result(memrefResults.get(i).index()), block, n.result(op.numResults() + i));
      }
      return true;
    }

    private boolean forOp(Operation op, Block block) {
      Block body = op.region(0).front();
      List<Integer> memrefIters = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        if (isMemref(op.result(i))) {
          memrefIters.add(i);
        }
      }
      b.rw.setInsertionPoint(op);
      List<Value> extraInits = new ArrayList<>();
      List<Integer> passThrough = new ArrayList<>();
      for (int i : new ArrayList<>(memrefIters)) {
        if (body.terminator().operand(i) == body.argument(i + 1)) {
          // Yielded unchanged: the result is the init buffer, with the init's ownership.
          passThrough.add(i);
          memrefIters.remove((Integer) i);
          continue;
        }
        extraInits.add(b.bool(op.location(), false));
        BlockArgument flag = body.addArgument(IntegerType.get(b.ctx, 1), op.location());
        BlockArgument iter = body.argument(i + 1);
        own(iter, body, flag);
      }
      passThroughs.put(op, passThrough);
      if (!block(body)) {
        return false;
      }
      for (int i : passThrough) {
        Object o = ownershipOf(op.operand(3 + i));
        setOwnership(op.result(i), block, o == null ? b.bool(op.location(), false) : o);
      }
      if (memrefIters.isEmpty()) {
        return true;
      }
      b.rw.setInsertionPoint(op);
      OperationState s = new OperationState(b.ctx, op.def(), op.location());
      s.addOperands(op.operands());
      s.addOperands(extraInits);
      s.addTypes(op.resultTypes());
      for (int i = 0; i < memrefIters.size(); i++) {
        s.addType(IntegerType.get(b.ctx, 1));
      }
      s.attributes.addAll(op.attrDictionary().entries());
      s.addRegion().takeBody(op.region(0));
      Operation n = b.rw.create(s);
      b.rw.replaceOp(op, new ArrayList<>(n.results().subList(0, op.numResults())));
      for (int k = 0; k < memrefIters.size(); k++) {
        own(n.result(memrefIters.get(k)), block, n.result(op.numResults() + k));
      }
      return true;
    }
  }
}

package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.bufferization.DeallocCanonicalization;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/**
 * {@code ownership-based-buffer-deallocation}, MLIR 22's OwnershipBasedBufferDeallocation: every memref
 * has an ownership indicator (an i1) per block; the blocks of each function are visited innermost first
 * (post-order, blocks in depth-first successor order); allocations are owned (true), allocas, function
 * arguments and values of enclosing regions are not (false); region ops, block arguments, branches and
 * private calls (with {@code private-function-dynamic-ownership}) pass ownership along as extra i1
 * operands, arguments and results; every terminator is preceded by a {@code bufferization.dealloc} of
 * the block's memrefs that retains what it passes on and what stays live; functions return owned
 * buffers (an {@code scf.if} cloning where ownership is not known to be true). {@code cf.cond_br} and
 * {@code arith.select} follow their BufferDeallocationOpInterface models. Differences: an unregistered
 * op is the only op of unknown memory effects (MLIR also asks registered ops).
 */
public final class OwnershipBasedDeallocation extends Pass {
  private final boolean dynamicOwnership;

  /**
   * Ops of MLIR's test dialect that upstream's deallocation tests use in generic form: registered there
   * with known effects (a read; none), so mlir-opt does not reject them as ops of unknown effects.
   */
  private static final java.util.Set<String> KNOWN_TEST_OPS = java.util.Set.of("test.read_buffer", "test.forward_buffer");

  public OwnershipBasedDeallocation(PassOptions o) {
    super(o);
    dynamicOwnership = o.getBool("private-function-dynamic-ownership", false);
  }

  @Override
  public String argument() {
    return "ownership-based-buffer-deallocation";
  }

  @Override
  public String summary() {
    return "Adds all required dealloc operations for all allocations in the input program";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    loadDialects(ctx, "bufferization", "memref", "arith", "scf");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<FuncOp> funcs = new ArrayList<>();
    root.walkPreOrder(o -> {
      if (o instanceof FuncOp f && !f.isExternal()) {
        funcs.add(f);
      }
    });
    for (FuncOp f : funcs) {
      if (!new Run(f, dynamicOwnership).function()) {
        pc.signalFailure();
        return;
      }
    }
  }

  /** MLIR's Value::getLoc. */
  static Location loc(Value v) {
    return v instanceof BlockArgument a ? a.location() : v.definingOp().location();
  }

  static boolean isMemref(Value v) {
    return v.type() instanceof BaseMemRefType;
  }

  /** MLIR's Ownership lattice: uninitialized (null), unique (an indicator) or unknown. */
  private record Own(Value indicator) {
    static final Own UNKNOWN = new Own(null);

    boolean unique() {
      return indicator != null;
    }

    Own combine(Own other) {
      if (other == null) {
        return this;
      }
      if (!unique() || !other.unique()) {
        return UNKNOWN;
      }
      if (indicator == other.indicator || sameConstant(indicator, other.indicator)) {
        return this;
      }
      return UNKNOWN;
    }

    private static boolean sameConstant(Value a, Value b) {
      return OperationFolder.constantValue(a) instanceof IntegerAttr x && OperationFolder.constantValue(b) instanceof IntegerAttr y
          && x.value().equals(y.value());
    }
  }

  /** The deallocation of one function (MLIR's BufferDeallocation with its DeallocationState). */
  private static final class Run {
    private final FuncOp func;
    private final boolean dynamic;
    private final MLIRContext ctx;
    private final DeallocLiveness liveness;
    private final Map<Block, Map<Value, Own>> ownership = new IdentityHashMap<>();
    private final Map<Block, List<Value>> toDealloc = new IdentityHashMap<>();

    Run(FuncOp func, boolean dynamic) {
      this.func = func;
      this.dynamic = dynamic;
      this.ctx = func.context();
      this.liveness = new DeallocLiveness(func);
    }

    // ---- state ---------------------------------------------------------------------------------

    private Own get(Value v, Block b) {
      Map<Value, Own> m = ownership.get(b);
      return m == null ? null : m.get(v);
    }

    private void update(Value v, Own o, Block b) {
      Block block = b == null ? v.parentBlock() : b;
      Map<Value, Own> m = ownership.computeIfAbsent(block, k -> new IdentityHashMap<>());
      Own old = m.get(v);
      m.put(v, old == null ? o : old.combine(o));
    }

    private void update(Value v, Value indicator, Block b) {
      update(v, new Own(indicator), b);
    }

    private void reset(Value v, Block b) {
      Map<Value, Own> m = ownership.get(b);
      if (m != null) {
        m.remove(v);
      }
    }

    private void addToDealloc(Value v, Block b) {
      toDealloc.computeIfAbsent(b, k -> new ArrayList<>()).add(v);
    }

    // ---- building ------------------------------------------------------------------------------

    private PatternRewriter at(Operation before) {
      PatternRewriter rw = new PatternRewriter(ctx);
      rw.setInsertionPoint(before);
      return rw;
    }

    private PatternRewriter atStart(Block b) {
      PatternRewriter rw = new PatternRewriter(ctx);
      rw.setInsertionPointToStart(b);
      return rw;
    }

    private Value bool(PatternRewriter rw, Location loc, boolean v) {
      OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
      s.addAttribute("value", IntegerAttr.bool(ctx, v));
      s.addType(IntegerType.get(ctx, 1));
      return rw.create(s).result(0);
    }

    private Operation create(PatternRewriter rw, String name, Location loc, List<? extends Value> operands, List<? extends Type> types) {
      OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
      s.addOperands(new ArrayList<>(operands));
      s.addTypes(new ArrayList<>(types));
      return rw.create(s);
    }

    private Value binary(PatternRewriter rw, String name, Location loc, Value a, Value b) {
      return create(rw, name, loc, List.of(a, b), List.of(a.type())).result(0);
    }

    private Value select(PatternRewriter rw, Location loc, Value c, Value a, Value b) {
      return create(rw, "arith.select", loc, List.of(c, a, b), List.of(a.type())).result(0);
    }

    private Operation dealloc(PatternRewriter rw, Location loc, List<Value> memrefs, List<Value> conds, List<Value> retained) {
      OperationState s = new OperationState(ctx, ctx.opDef("bufferization.dealloc"), loc);
      s.addOperands(memrefs).addOperands(conds).addOperands(retained);
      s.addAttribute("operandSegmentSizes",
          org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, memrefs.size(), conds.size(), retained.size()));
      for (int i = 0; i < retained.size(); i++) {
        s.addType(IntegerType.get(ctx, 1));
      }
      return rw.create(s);
    }

    /** {@code memref.extract_strided_metadata}'s base buffer (unranked memrefs first cast to rank 0). */
    private Value base(PatternRewriter rw, Location loc, Value v) {
      Type t = v.type();
      if (t instanceof UnrankedMemRefType u) {
        MemRefType ranked = MemRefType.get(ctx, new long[0], u.elementType(),
            org.jmlir.ir.attr.StridedLayoutAttr.get(ctx, 0, new long[0]), u.memorySpace());
        OperationState s = new OperationState(ctx, ctx.opDef("memref.reinterpret_cast"), loc);
        s.addOperand(v).addType(ranked);
        s.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, 0, 0, 0));
        s.addAttribute("static_offsets", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {0}));
        s.addAttribute("static_sizes", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[0]));
        s.addAttribute("static_strides", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[0]));
        v = rw.create(s).result(0);
        t = ranked;
      }
      MemRefType m = (MemRefType) t;
      List<Type> types = new ArrayList<>();
      types.add(MemRefType.get(ctx, new long[0], m.elementType(), null, m.memorySpace()));
      types.add(IndexType.get(ctx));
      for (int i = 0; i < 2 * m.rank(); i++) {
        types.add(IndexType.get(ctx));
      }
      return create(rw, "memref.extract_strided_metadata", loc, List.of(v), types).result(0);
    }

    // ---- the function --------------------------------------------------------------------------

    boolean function() {
      if (hasBackedges(func)) {
        return func.emitError("Only structured control-flow loops are supported.").report();
      }
      List<Block> order = new ArrayList<>();
      postOrder(func, order);
      for (Block b : order) {
        if (!block(b)) {
          return false;
        }
      }
      return updateSignature();
    }

    /** MLIR's walk<PostOrder, ForwardDominanceIterator> over blocks. */
    private static void postOrder(Operation op, List<Block> out) {
      for (Region r : op.regions()) {
        for (Block b : dfs(r)) {
          for (Operation nested : b.operations()) {
            postOrder(nested, out);
          }
          out.add(b);
        }
      }
    }

    private static List<Block> dfs(Region r) {
      List<Block> out = new ArrayList<>();
      if (r.blocks().isEmpty()) {
        return out;
      }
      Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
      dfs(r.front(), seen, out);
      return out;
    }

    private static void dfs(Block b, Set<Block> seen, List<Block> out) {
      if (!seen.add(b)) {
        return;
      }
      out.add(b);
      for (Block s : b.successors()) {
        dfs(s, seen, out);
      }
    }

    private static boolean hasBackedges(Operation func) {
      boolean[] found = new boolean[1];
      Set<Block> visiting = Collections.newSetFromMap(new IdentityHashMap<>());
      recurse(func, visiting, found);
      return found[0];
    }

    private static void recurse(Operation op, Set<Block> visiting, boolean[] found) {
      if (op instanceof BranchOpInterface && op.block() != null) {
        for (Block s : op.block().successors()) {
          recurse(s, visiting, found);
        }
      }
      for (Region r : op.regions()) {
        if (!r.blocks().isEmpty()) {
          recurse(r.front(), visiting, found);
        }
      }
    }

    private static void recurse(Block b, Set<Block> visiting, boolean[] found) {
      if (!visiting.add(b)) {
        found[0] = true;
        return;
      }
      for (Operation op : b.operations()) {
        recurse(op, visiting, found);
      }
      visiting.remove(b);
    }

    private boolean funcWithoutDynamicOwnership(Operation op) {
      if (!(op instanceof FuncOp f)) {
        return false;
      }
      boolean isPrivate = op.attr("sym_visibility") instanceof StringAttr s && s.value().equals("private");
      return !dynamic || !isPrivate || f.isExternal();
    }

    private boolean block(Block block) {
      PatternRewriter rw = atStart(block);
      List<Value> live = new ArrayList<>();
      for (Value v : liveness.liveIn(block)) {
        if (isMemref(v)) {
          live.add(v);
        }
      }
      live.sort(DeallocLiveness.ORDER);
      for (Value li : live) {
        Region own = li.parentBlock().parent();
        if (own == block.parent()) {
          update(li, get(li, li.parentBlock()), block);
          addToDealloc(li, block);
          continue;
        }
        if (isProperAncestor(own, block.parent())) {
          update(li, bool(rw, loc(li), false), block);
        }
      }
      for (int i = 0, e = block.numArguments(); i < e; i++) {
        BlockArgument arg = block.argument(i);
        if (!isMemref(arg)) {
          continue;
        }
        if (block.isEntryBlock() && block.parentOp() != null && block.parentOp().hasTrait(Trait.FUNCTION_LIKE)) {
          update(arg, bool(rw, arg.location(), false), null);
          addToDealloc(arg, block);
          continue;
        }
        Value flag = block.addArgument(IntegerType.get(ctx, 1), arg.location());
        update(arg, flag, null);
        addToDealloc(arg, block);
      }
      for (Operation op : new ArrayList<>(block.operations())) {
        Operation[] result = new Operation[1];
        if (!handle(op, result)) {
          return false;
        }
        if (result[0] != null) {
          remainingOwnerships(result[0]);
        }
      }
      return true;
    }

    private static boolean isProperAncestor(Region ancestor, Region r) {
      for (Region p = parentRegion(r); p != null; p = parentRegion(p)) {
        if (p == ancestor) {
          return true;
        }
      }
      return false;
    }

    private static Region parentRegion(Region r) {
      Operation p = r.parentOp();
      return p == null || p.block() == null ? null : p.block().parent();
    }

    // ---- the handlers --------------------------------------------------------------------------

    private boolean handle(Operation op, Operation[] result) {
      result[0] = op;
      switch (op.name()) {
        case "cf.cond_br" -> {
          return condBranch(op);
        }
        case "scf.in_parallel", "gpu.terminator" -> {
          return returnLike(op, List.of(), new ArrayList<>());
        }
        case "scf.reduce.return" -> {
          if (isMemref(op.operand(0))) {
            return op.emitError("only supported when operand is not a MemRef").report();
          }
          return returnLike(op, List.of(), new ArrayList<>());
        }
        case "arith.select" -> {
          return true;
        }
        default -> {}
      }
      if (!preconditions(op)) {
        return false;
      }
      if (!memoryEffects(op)) {
        return false;
      }
      if (isRegionBranch(op)) {
        result[0] = regionBranch(op);
        op = result[0];
      }
      if (op.name().equals("func.call") || op.name().equals("func.call_indirect")) {
        result[0] = call(op);
        op = result[0];
      }
      if (op instanceof BranchOpInterface && op.numSuccessors() > 0) {
        if (!branch(op)) {
          return false;
        }
      }
      if (isRegionTerminator(op)) {
        return regionTerminator(op);
      }
      return true;
    }

    private static boolean isRegionBranch(Operation op) {
      if (op.numRegions() == 0) {
        return false;
      }
      RegionBranchSemantics rbs = RegionBranchSemantics.of(op);
      if (rbs != null && rbs.entrySuccessors(op, unknown(op.numOperands())) != null) {
        return true;
      }
      return switch (op.name()) {
        case "scf.parallel", "scf.forall", "memref.alloca_scope", "affine.for", "affine.if", "affine.parallel", "shape.assuming" -> true;
        default -> false;
      };
    }

    private static List<Value> entryOperands(Operation op) {
      RegionBranchSemantics rbs = RegionBranchSemantics.of(op);
      List<RegionBranchSemantics.Successor> s = rbs == null ? null : rbs.entrySuccessors(op, unknown(op.numOperands()));
      return s == null || s.isEmpty() ? List.of() : s.get(0).operands();
    }

    private static List<Attribute> unknown(int n) {
      return new ArrayList<>(Collections.nCopies(n, (Attribute) null));
    }

    private static boolean isRegionTerminator(Operation op) {
      return op.hasTrait(Trait.TERMINATOR) && op.numSuccessors() == 0 && op.parentOp() != null && op.block().last() == op;
    }

    private boolean preconditions(Operation op) {
      int regions = op.numRegions();
      if (((regions == 1 && op.numResults() > 0) || regions > 1) && !isRegionBranch(op)) {
        for (Region r : op.regions()) {
          if (operatesOnMemrefs(r) || op.results().stream().anyMatch(OwnershipBasedDeallocation::isMemref)) {
            return op.emitError("All operations with attached regions need to implement the RegionBranchOpInterface.").report();
          }
        }
      }
      if (op.name().equals("bufferization.dealloc")) {
        return op.emitError("No deallocation operations must be present when running this pass!").report();
      }
      if (!op.isRegistered() && !KNOWN_TEST_OPS.contains(op.name())) {
        return op.emitError("ops with unknown memory side effects are not supported").report();
      }
      return true;
    }

    /**
     * Whether memrefs cross the boundary of {@code region}: arguments of its blocks or operands of its
     * terminators (mlir-opt 22 accepts a region op without RegionBranchOpInterface whose body only uses
     * memrefs internally, and rejects one whose body returns one).
     */
    private static boolean operatesOnMemrefs(Region region) {
      for (Block b : region.blocks()) {
        for (BlockArgument a : b.arguments()) {
          if (isMemref(a)) {
            return true;
          }
        }
        Operation last = b.last();
        if (last != null && isRegionTerminator(last)) {
          for (Value v : last.operands()) {
            if (isMemref(v)) {
              return true;
            }
          }
        }
      }
      return false;
    }

    /** MLIR's MemoryEffectOpInterface handler: frees are rejected, allocations are owned (allocas not). */
    private boolean memoryEffects(Operation op) {
      Block block = op.block();
      if (op.name().equals("memref.dealloc") || op.name().equals("memref.realloc")) {
        if (op.attr("bufferization.manual_deallocation") == null) {
          return op.emitError("memory free side-effect on MemRef value not supported!").report();
        }
      }
      for (Value res : op.results()) {
        if (!isMemref(res) || !DeallocCanonicalization.allocates(op, res)) {
          continue;
        }
        PatternRewriter rw = atStart(block);
        if (op.name().equals("memref.alloca") || op.attr("bufferization.manual_deallocation") != null) {
          reset(res, block);
          update(res, bool(rw, op.location(), false), null);
          continue;
        }
        update(res, bool(rw, op.location(), true), null);
        addToDealloc(res, block);
      }
      return true;
    }

    /** A copy of {@code op} with {@code types} appended to its results (MLIR's appendOpResults). */
    private Operation appendResults(Operation op, List<Type> types) {
      OperationState s = new OperationState(ctx, op.def(), op.location());
      s.addOperands(op.operands());
      s.addTypes(op.resultTypes());
      s.addTypes(types);
      for (int i = 0; i < op.numSuccessors(); i++) {
        s.addSuccessor(op.successor(i));
      }
      s.properties = op.properties();
      s.attributes.addAll(op.attributes().entries());
      for (Region r : op.regions()) {
        s.addRegion().takeBody(r);
      }
      PatternRewriter rw = at(op);
      Operation n = rw.create(s);
      for (int i = 0; i < op.numResults(); i++) {
        op.result(i).replaceAllUsesWith(n.result(i));
      }
      op.erase();
      return n;
    }

    private Operation regionBranch(Operation op) {
      PatternRewriter rw = atStart(op.block());
      int memrefOperands = 0;
      for (Value v : entryOperands(op)) {
        memrefOperands += isMemref(v) ? 1 : 0;
      }
      Value f = bool(rw, op.location(), false);
      if (memrefOperands > 0) {
        List<Value> ops = new ArrayList<>(op.operands());
        ops.addAll(Collections.nCopies(memrefOperands, f));
        op.setOperands(ops);
      }
      int numResults = op.numResults();
      List<Type> flags = new ArrayList<>();
      for (Value r : op.results()) {
        if (isMemref(r)) {
          flags.add(IntegerType.get(ctx, 1));
        }
      }
      Operation n = appendResults(op, flags);
      int counter = numResults;
      for (int i = 0; i < numResults; i++) {
        Value r = n.result(i);
        if (isMemref(r)) {
          update(r, n.result(counter++), null);
          addToDealloc(r, n.block());
        }
      }
      return n;
    }

    private Operation call(Operation op) {
      PatternRewriter rw = at(op);
      boolean isPrivate = true;
      if (op.attr("callee") instanceof SymbolRefAttr ref) {
        Operation callee = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref);
        if (callee != null) {
          boolean priv = callee.attr("sym_visibility") instanceof StringAttr s && s.value().equals("private");
          isPrivate = priv && !(callee instanceof FuncOp f && f.isExternal());
        }
      }
      if (dynamic && isPrivate && op.name().equals("func.call")) {
        // MLIR 22 passes ownership back from private callees as extra i1 results (not to them).
        List<Type> types = new ArrayList<>();
        for (Value r : op.results()) {
          if (isMemref(r)) {
            types.add(IntegerType.get(ctx, 1));
          }
        }
        int counter = op.numResults();
        Operation n = appendResults(op, types);
        for (int i = 0; i < counter; i++) {
          if (isMemref(n.result(i))) {
            update(n.result(i), n.result(counter++), null);
            addToDealloc(n.result(i), n.result(i).parentBlock());
          }
        }
        return n;
      }
      Value t = bool(rw, op.location(), true);
      for (Value r : op.results()) {
        if (isMemref(r)) {
          update(r, t, null);
          addToDealloc(r, r.parentBlock());
        }
      }
      return op;
    }

    private boolean memrefsAndConditions(PatternRewriter rw, Location loc, Block block, List<Value> memrefs, List<Value> conds) {
      for (Value m : toDealloc.getOrDefault(block, List.of())) {
        Own o = get(m, block);
        if (o == null || !o.unique()) {
          return ctx.diagnostics().emit(loc(m), org.jmlir.ir.diag.Severity.ERROR, "MemRef value does not have valid ownership")
              .report();
        }
        memrefs.add(base(rw, loc, m));
        conds.add(o.indicator());
      }
      return true;
    }

    private List<Value> toRetain(Block from, Block to, List<Value> operands) {
      List<Value> r = new ArrayList<>();
      for (Value v : operands) {
        if (isMemref(v)) {
          r.add(v);
        }
      }
      List<Value> live = new ArrayList<>();
      Set<Value> toIn = to == null ? null : liveness.liveInSet(to);
      for (Value v : liveness.liveOut(from)) {
        if (isMemref(v) && (toIn == null || toIn.contains(v))) {
          live.add(v);
        }
      }
      live.sort(DeallocLiveness.ORDER);
      r.addAll(live);
      return r;
    }

    private void retainOwnerships(Operation d, Block block) {
      List<Value> retained = DeallocCanonicalization.retained(d);
      for (Value v : retained) {
        reset(v, block);
      }
      for (int i = 0; i < retained.size(); i++) {
        update(retained.get(i), d.result(i), block);
      }
    }

    /** MLIR's insertDeallocOpForReturnLike: the updated ownerships of the memref operands are added to {@code updated}. */
    private boolean returnLike(Operation op, List<Value> operands, List<Value> updated) {
      PatternRewriter rw = at(op);
      Block block = op.block();
      List<Value> memrefs = new ArrayList<>();
      List<Value> conds = new ArrayList<>();
      if (!memrefsAndConditions(rw, op.location(), block, memrefs, conds)) {
        return false;
      }
      List<Value> retain = toRetain(block, null, operands);
      if (memrefs.isEmpty() && retain.isEmpty()) {
        return true;
      }
      Operation d = dealloc(rw, op.location(), memrefs, conds, retain);
      retainOwnerships(d, block);
      int n = 0;
      for (Value v : operands) {
        n += isMemref(v) ? 1 : 0;
      }
      for (int i = 0; i < n; i++) {
        updated.add(d.result(i));
      }
      return true;
    }

    private boolean regionTerminator(Operation op) {
      boolean noDynamic = funcWithoutDynamicOwnership(op.parentOp());
      if (noDynamic) {
        PatternRewriter rw = at(op);
        for (int i = 0; i < op.numOperands(); i++) {
          if (isMemref(op.operand(i))) {
            op.setOperand(i, guaranteedOwnership(rw, op.operand(i), op.block()));
          }
        }
      }
      int first = op.name().equals("scf.condition") ? 1 : 0;
      List<Value> operands = new ArrayList<>(op.operands().subList(first, op.numOperands()));
      List<Value> updated = new ArrayList<>();
      if (!returnLike(op, operands, updated)) {
        return false;
      }
      if (!noDynamic && !updated.isEmpty()) {
        List<Value> all = new ArrayList<>(op.operands());
        all.addAll(updated);
        op.setOperands(all);
      }
      return true;
    }

    private boolean branch(Operation op) {
      if (op.numSuccessors() != 1) {
        return op.emitError("BranchOpInterface operations with multiple successors are not supported yet").report();
      }
      BranchOpInterface br = (BranchOpInterface) op;
      Block block = op.block();
      PatternRewriter rw = at(op);
      List<Value> memrefs = new ArrayList<>();
      List<Value> conds = new ArrayList<>();
      if (!memrefsAndConditions(rw, op.location(), block, memrefs, conds)) {
        return false;
      }
      List<Value> forwarded = new ArrayList<>(br.successorOperands(0));
      Operation d = dealloc(rw, op.location(), memrefs, conds, toRetain(block, op.successor(0), forwarded));
      retainOwnerships(d, block);
      int n = 0;
      for (Value v : forwarded) {
        n += isMemref(v) ? 1 : 0;
      }
      List<Value> ops = new ArrayList<>(forwarded);
      for (int i = 0; i < n; i++) {
        ops.add(d.result(i));
      }
      br.setSuccessorOperands(0, ops);
      return true;
    }

    /** cf.cond_br's BufferDeallocationOpInterface model: a dealloc per successor under the branch condition. */
    private boolean condBranch(Operation op) {
      BranchOpInterface br = (BranchOpInterface) op;
      Block block = op.block();
      PatternRewriter rw = at(op);
      Location loc = op.location();
      List<Value> memrefs = new ArrayList<>();
      List<Value> conds = new ArrayList<>();
      if (!memrefsAndConditions(rw, loc, block, memrefs, conds)) {
        return false;
      }
      Value cond = op.operand(0);
      List<Map<Value, Value>> mappings = new ArrayList<>();
      List<Operation> deallocs = new ArrayList<>();
      for (int s = 0; s < 2; s++) {
        List<Value> forwarded = new ArrayList<>(br.successorOperands(s));
        List<Value> retain = toRetain(block, op.successor(s), forwarded);
        List<Value> adapted = new ArrayList<>();
        for (Value c : conds) {
          if (s == 0) {
            adapted.add(binary(rw, "arith.andi", loc, c, cond));
          } else {
            Value t = bool(rw, loc, true);
            Value neg = binary(rw, "arith.xori", loc, t, cond);
            adapted.add(binary(rw, "arith.andi", loc, c, neg));
          }
        }
        Operation d = dealloc(rw, loc, memrefs, adapted, retain);
        Map<Value, Value> mapping = new IdentityHashMap<>();
        List<Value> retained = DeallocCanonicalization.retained(d);
        for (Value v : retained) {
          reset(v, block);
        }
        for (int i = 0; i < retained.size(); i++) {
          update(retained.get(i), d.result(i), block);
          mapping.put(retained.get(i), d.result(i));
        }
        List<Value> ops = new ArrayList<>(forwarded);
        for (Value v : forwarded) {
          if (isMemref(v)) {
            ops.add(mapping.get(v));
          }
        }
        br.setSuccessorOperands(s, ops);
        mappings.add(mapping);
        deallocs.add(d);
      }
      Set<Value> thenValues = Collections.newSetFromMap(new IdentityHashMap<>());
      thenValues.addAll(DeallocCanonicalization.retained(deallocs.get(0)));
      Set<Value> common = new LinkedHashSet<>();
      for (Value v : DeallocCanonicalization.retained(deallocs.get(1))) {
        if (thenValues.contains(v)) {
          common.add(v);
        }
      }
      for (Value v : common) {
        reset(v, block);
        update(v, select(rw, loc, cond, mappings.get(0).get(v), mappings.get(1).get(v)), block);
      }
      return true;
    }

    /** MLIR's populateRemainingOwnerships: a result without ownership combines its memref operands'. */
    private void remainingOwnerships(Operation op) {
      for (Value res : op.results()) {
        if (!isMemref(res) || get(res, op.block()) != null) {
          continue;
        }
        for (Value o : op.operands()) {
          if (isMemref(o)) {
            Own own = get(o, o.parentBlock());
            if (own != null) {
              update(res, own, op.block());
            }
          }
        }
        if (get(res, op.block()) == null) {
          update(res, bool(at(op), op.location(), false), op.block());
        }
      }
    }

    /**
     * MLIR's DeallocationState::materializeMemRefOwnership: walks up the definitions until every memref
     * has a unique ownership, computing one for each op on the way (arith.select selects its operands'
     * indicators; other ops compare aligned pointers).
     */
    private Value materializeOwnership(PatternRewriter rw, Value memref, Block block) {
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      List<Value> worklist = new ArrayList<>();
      worklist.add(memref);
      while (!worklist.isEmpty()) {
        Value curr = worklist.get(worklist.size() - 1);
        Own o = get(curr, block);
        if (o != null && o.unique()) {
          worklist.remove(worklist.size() - 1);
          continue;
        }
        Operation def = curr.definingOp();
        if (def == null) {
          reset(curr, block);
          update(curr, bool(rw, loc(curr), false), block);
          continue;
        }
        boolean allKnown = true;
        for (Value v : def.operands()) {
          if (!isMemref(v)) {
            continue;
          }
          Own vo = get(v, block);
          if (vo != null && vo.unique()) {
            continue;
          }
          worklist.add(v);
          allKnown = false;
        }
        if (allKnown) {
          rw.setInsertionPointAfter(def);
          Value indicator;
          if (def.name().equals("arith.select") && curr.parentBlock() == block) {
            indicator = select(rw, def.location(), def.operand(0), get(def.operand(1), block).indicator(),
                get(def.operand(2), block).indicator());
          } else {
            indicator = defaultOwnership(rw, curr, block);
          }
          reset(curr, block);
          update(curr, indicator, block);
        }
      }
      if (saved != null) {
        rw.setInsertionPoint(saved);
      } else if (savedBlock != null) {
        rw.setInsertionPointToEnd(savedBlock);
      }
      return get(memref, block).indicator();
    }

    /** MLIR's defaultComputeMemRefOwnership: the ownership of the operand the result's pointer equals. */
    private Value defaultOwnership(PatternRewriter rw, Value memref, Block block) {
      Operation def = memref.definingOp();
      List<Value> operands = new ArrayList<>();
      for (Value v : def.operands()) {
        if (isMemref(v)) {
          operands.add(v);
        }
      }
      Type index = IndexType.get(ctx);
      Value resultPtr = create(rw, "memref.extract_aligned_pointer_as_index", def.location(), List.of(memref), List.of(index)).result(0);
      Value own = get(operands.get(0), block).indicator();
      for (Value v : operands.subList(1, operands.size())) {
        Value ptr = create(rw, "memref.extract_aligned_pointer_as_index", def.location(), List.of(v), List.of(index)).result(0);
        OperationState s = new OperationState(ctx, ctx.opDef("arith.cmpi"), def.location());
        s.addOperand(resultPtr).addOperand(ptr);
        s.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0));
        s.addType(IntegerType.get(ctx, 1));
        Value same = rw.create(s).result(0);
        own = select(rw, def.location(), same, get(v, block).indicator(), own);
      }
      return own;
    }

    /** MLIR's materializeMemrefWithGuaranteedOwnership: the memref, or an scf.if that clones it unless owned. */
    private Value guaranteedOwnership(PatternRewriter rw, Value memref, Block block) {
      Value cond = materializeOwnership(rw, memref, block);
      if (Boolean.TRUE.equals(DeallocCanonicalization.constantBool(cond))) {
        return memref;
      }
      Location loc = loc(memref);
      OperationState s = new OperationState(ctx, ctx.opDef("scf.if"), loc);
      s.addOperand(cond);
      s.addType(memref.type());
      Block thenBlock = new Block();
      Block elseBlock = new Block();
      s.addRegion().addBlock(thenBlock);
      s.addRegion().addBlock(elseBlock);
      Operation ifOp = rw.create(s);
      PatternRewriter inner = new PatternRewriter(ctx);
      inner.setInsertionPointToEnd(thenBlock);
      create(inner, "scf.yield", loc, List.of(memref), List.of());
      inner.setInsertionPointToEnd(elseBlock);
      Value clone = create(inner, "bufferization.clone", loc, List.of(memref), List.of(memref.type())).result(0);
      create(inner, "scf.yield", loc, List.of(clone), List.of());
      Value maybeClone = ifOp.result(0);
      update(maybeClone, bool(rw, loc, true), null);
      addToDealloc(maybeClone, maybeClone.parentBlock());
      return maybeClone;
    }

    private boolean updateSignature() {
      List<Type> results = null;
      for (Block b : func.region(0).blocks()) {
        Operation t = b.terminator();
        if (t == null || !t.name().equals("func.return")) {
          continue;
        }
        List<Type> types = new ArrayList<>();
        for (Value v : t.operands()) {
          types.add(v.type());
        }
        if (results != null && !results.equals(types)) {
          return func.emitError("there are multiple return operations with different operand types").report();
        }
        results = types;
      }
      org.jmlir.ir.type.FunctionType old = func.functionType();
      List<Type> res = results == null ? old.results() : results;
      List<Type> args = func.region(0).front().argumentTypes();
      if (!args.equals(old.inputs()) || !res.equals(old.results())) {
        func.setAttr("function_type", org.jmlir.ir.attr.TypeAttr.get(ctx, org.jmlir.ir.type.FunctionType.get(ctx, args, res)));
      }
      return true;
    }
  }
}

package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMapOperands;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code normalize-memrefs} (MLIR's NormalizeMemRefs with Affine's normalizeMemRef utilities): a
 * memref whose layout is a non-identity affine map without symbols (tiled maps, static strided
 * layouts) becomes a memref with identity layout, whose shape is one past the constant upper bound of
 * each layout result; accesses index it through the layout map. Rewritten: memref.alloc/alloca,
 * function arguments and results (callers and callees together), results of the other ops that MLIR
 * marks MemRefsNormalizable (memref.cast, ...), affine.load/store (layout composed into the access
 * map), memref.load/store (one affine.apply per new index), and ops that take the memref as a whole
 * (dealloc, dim, call, return: operand replaced). A function with a non-identity memref used by
 * another op (memref.copy, subview, ...) is left alone, and so are its callers and callees.
 */
public final class NormalizeMemRefs extends Pass {
  /** The ops that carry MLIR 22's MemRefsNormalizable trait among our dialects. */
  private static final Set<String> NORMALIZABLE = Set.of("affine.load", "affine.store", "affine.prefetch",
      "affine.dma_start", "affine.dma_wait", "affine.vector_load", "affine.vector_store", "memref.alloc",
      "memref.alloca", "memref.dealloc", "memref.dim", "memref.cast", "memref.memory_space_cast", "memref.load",
      "memref.store", "affine.parallel", "affine.yield",
      "memref.reinterpret_cast", "func.call", "func.return");

  /** The context types are built in while the pass runs (types do not carry theirs). */
  private static final ThreadLocal<MLIRContext> CTX = new ThreadLocal<>();

  public NormalizeMemRefs(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "normalize-memrefs";
  }

  @Override
  public String summary() {
    return "Normalize memrefs";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    CTX.set(module.context());
    try {
      runOn(module);
    } finally {
      CTX.remove();
    }
  }

  private void runOn(Operation module) {
    List<FuncOp> funcs = new ArrayList<>();
    module.walkPreOrder(o -> {
      if (o instanceof FuncOp f) {
        funcs.add(f);
      }
    });
    Set<FuncOp> normalizable = new LinkedHashSet<>(funcs);
    for (FuncOp f : funcs) {
      if (normalizable.contains(f) && !areMemRefsNormalizable(f)) {
        markNonNormalizable(f, module, funcs, normalizable);
      }
    }
    for (FuncOp f : funcs) {
      if (normalizable.contains(f)) {
        normalizeFunc(f, module);
      }
    }
  }

  // ---- analysis ------------------------------------------------------------------------------

  private static boolean isIdentityLayout(MemRefType t) {
    Attribute l = t.layout();
    return l == null || l instanceof AffineMapAttr m && m.map().isIdentity();
  }

  private static boolean usersNormalizable(Value v) {
    for (Operation user : v.users()) {
      if (!NORMALIZABLE.contains(user.name())) {
        return false;
      }
    }
    return true;
  }

  private static boolean blocks(Value v) {
    return v.type() instanceof MemRefType t && !isIdentityLayout(t) && !usersNormalizable(v);
  }

  private static boolean areMemRefsNormalizable(FuncOp f) {
    if (f.isExternal()) {
      return true;
    }
    boolean[] bad = {false};
    f.walk(o -> {
      if (o.name().equals("memref.alloc") || o.name().equals("memref.alloca") || o instanceof CallOp) {
        for (Value r : o.results()) {
          bad[0] |= blocks(r);
        }
      }
    });
    if (bad[0]) {
      return false;
    }
    for (Value a : f.region(0).blocks().get(0).arguments()) {
      if (blocks(a)) {
        return false;
      }
    }
    return true;
  }

  private static List<CallOp> callsTo(Operation module, String name) {
    List<CallOp> calls = new ArrayList<>();
    module.walkPreOrder(o -> {
      if (o instanceof CallOp c && c.callee().root().equals(name)) {
        calls.add(c);
      }
    });
    return calls;
  }

  private static FuncOp parentFunc(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p instanceof FuncOp f) {
        return f;
      }
    }
    return null;
  }

  /** MLIR's setCalleesAndCallersNonNormalizable. */
  private static void markNonNormalizable(FuncOp f, Operation module, List<FuncOp> funcs, Set<FuncOp> normalizable) {
    if (!normalizable.remove(f)) {
      return;
    }
    for (CallOp c : callsTo(module, f.symName())) {
      FuncOp caller = parentFunc(c);
      if (caller != null) {
        markNonNormalizable(caller, module, funcs, normalizable);
      }
    }
    List<CallOp> calls = new ArrayList<>();
    f.walkPreOrder(o -> {
      if (o instanceof CallOp c) {
        calls.add(c);
      }
    });
    for (CallOp c : calls) {
      for (FuncOp g : funcs) {
        if (g.symName().equals(c.callee().root())) {
          markNonNormalizable(g, module, funcs, normalizable);
          break;
        }
      }
    }
  }

  // ---- types ---------------------------------------------------------------------------------

  /** The layout as an affine map, or null when it has none we can use. */
  private static AffineMap layoutMap(MemRefType t) {
    return switch (t.layout()) {
      case AffineMapAttr m -> m.map();
      case StridedLayoutAttr s -> {
        long[] strides = s.strides();
        if (s.offset() == Long.MIN_VALUE) {
          yield null;
        }
        AffineExpr e = AffineExpr.constant(s.offset());
        for (int i = 0; i < strides.length; i++) {
          if (strides[i] == Long.MIN_VALUE) {
            yield null;
          }
          e = e.add(AffineExpr.dim(i).mul(strides[i]));
        }
        yield new AffineMap(strides.length, 0, List.of(org.jmlir.ir.affine.AffineFlattener.simplify(e, strides.length, 0)));
      }
      case null, default -> null;
    };
  }

  /** MLIR's normalizeMemRefType: the identity-layout type, or {@code t} itself when it cannot be normalized. */
  static MemRefType normalizeType(MemRefType t) {
    return normalizeType(CTX.get(), t);
  }

  /** {@link #normalizeType(MemRefType)} with the context to build the new type in. */
  static MemRefType normalizeType(MLIRContext ctx, MemRefType t) {
    if (isIdentityLayout(t)) {
      return t;
    }
    AffineMap map = layoutMap(t);
    if (map == null || map.numDims() != t.shape().length) {
      return t;
    }
    long[] shape = t.shape();
    // MLIR normalizes dynamic memrefs only with a tiled layout.
    if (hasDynamicDims(t) && tilePositions(map).length == 0) {
      return t;
    }
    long[] out = new long[map.numResults()];
    for (int r = 0; r < out.length; r++) {
      AffineExpr e = map.results().get(r);
      if (usesDynamicDim(e, shape)) {
        out[r] = Long.MIN_VALUE;
        continue;
      }
      long[] range = range(e, shape);
      if (range == null || range[1] < 0) {
        return t;
      }
      out[r] = range[1] + 1;
    }
    return MemRefType.get(ctx, out, t.elementType(), null, t.memorySpace());
  }

  private static boolean usesDynamicDim(AffineExpr e, long[] shape) {
    return switch (e) {
      case AffineDimExpr d -> shape[d.position()] == Long.MIN_VALUE;
      case AffineBinaryExpr b -> usesDynamicDim(b.lhs(), shape) || usesDynamicDim(b.rhs(), shape);
      default -> false;
    };
  }

  /** Lower and upper bound of {@code e} with each dim in {@code [0, shape - 1]}; null when unbounded. */
  private static long[] range(AffineExpr e, long[] shape) {
    switch (e) {
      case AffineConstantExpr c -> {
        return new long[] {c.value(), c.value()};
      }
      case AffineDimExpr d -> {
        return new long[] {0, shape[d.position()] - 1};
      }
      case org.jmlir.ir.affine.AffineSymbolExpr sym -> {
        return null;
      }
      case AffineBinaryExpr b -> {
        long[] l = range(b.lhs(), shape);
        long[] r = range(b.rhs(), shape);
        if (l == null || r == null) {
          return null;
        }
        return switch (b.kind()) {
          case ADD -> new long[] {l[0] + r[0], l[1] + r[1]};
          case MUL -> {
            long[] p = {l[0] * r[0], l[0] * r[1], l[1] * r[0], l[1] * r[1]};
            yield new long[] {Math.min(Math.min(p[0], p[1]), Math.min(p[2], p[3])),
                Math.max(Math.max(p[0], p[1]), Math.max(p[2], p[3]))};
          }
          case FLOOR_DIV, CEIL_DIV -> {
            if (r[0] != r[1] || r[0] <= 0) {
              yield null;
            }
            boolean ceil = b.kind() == AffineExpr.Kind.CEIL_DIV;
            yield new long[] {div(l[0], r[0], ceil), div(l[1], r[0], ceil)};
          }
          case MOD -> r[0] != r[1] || r[0] <= 0 ? null : new long[] {0, r[0] - 1};
          default -> null;
        };
      }
      default -> {
        return null;
      }
    }
  }

  private static long div(long a, long b, boolean ceil) {
    return ceil ? -Math.floorDiv(-a, b) : Math.floorDiv(a, b);
  }

  // ---- rewriting -----------------------------------------------------------------------------

  /**
   * MLIR's replaceAllMemRefUsesWith with the layout as index remap, non-dereferencing uses allowed:
   * false (nothing changed) when a user is not normalizable.
   */
  private static boolean replaceUses(Value oldMemRef, Value newMemRef, AffineMap layout) {
    return replaceUses(oldMemRef, newMemRef, layout, List.of());
  }

  /** As above, {@code symbols} binding the layout's symbols (an allocation's symbol operands). */
  private static boolean replaceUses(Value oldMemRef, Value newMemRef, AffineMap layout, List<Value> symbols) {
    for (Operation user : oldMemRef.users()) {
      // Without the values of the layout's symbols an access cannot be remapped.
      if (user.name().endsWith(".load") || user.name().endsWith(".store")) {
        if (layout.numSymbols() != symbols.size()) {
          return false;
        }
      }
    }
    for (Operation user : oldMemRef.users()) {
      if (!NORMALIZABLE.contains(user.name())) {
        return false;
      }
    }
    for (Operation user : new ArrayList<>(new LinkedHashSet<>(oldMemRef.users()))) {
      switch (user.name()) {
        case "affine.load" -> rewriteAccess(user, 0, true, newMemRef, layout, symbols);
        case "affine.store" -> rewriteAccess(user, 1, true, newMemRef, layout, symbols);
        case "memref.load" -> rewriteAccess(user, 0, false, newMemRef, layout, symbols);
        case "memref.store" -> rewriteAccess(user, 1, false, newMemRef, layout, symbols);
        default -> {
          for (int i = 0; i < user.numOperands(); i++) {
            if (user.operand(i) == oldMemRef) {
              user.setOperand(i, newMemRef);
            }
          }
        }
      }
    }
    return true;
  }

  private static Operation apply(Operation before, AffineMap map, List<Value> operands) {
    MLIRContext ctx = before.context();
    OperationState s = new OperationState(ctx, AffineMapOp.APPLY, before.location());
    s.addOperands(operands);
    s.addAttribute("map", AffineMapAttr.get(ctx, map));
    s.addType(IndexType.get(ctx));
    Operation op = Operation.create(s);
    before.block().insertBefore(before, op);
    return op;
  }

  private static AffineMap single(AffineMap map, int result) {
    return new AffineMap(map.numDims(), map.numSymbols(), List.of(map.results().get(result)));
  }

  /**
   * The access through the layout, as MLIR's replaceAllMemRefUsesWith does it: the old indices (for
   * affine ops with a non-identity access map, one affine.apply per access result, left in the IR as
   * MLIR leaves them) go through one affine.apply per layout result; the identity map over those is
   * fully composed, simplified and canonicalized. affine.load/store take the composed map; memref
   * load/store get one affine.apply per composed result (all composed operands each).
   */
  private static void rewriteAccess(Operation op, int memrefPos, boolean affine, Value newMemRef, AffineMap layout,
      List<Value> symbols) {
    List<Value> oldIndices = new ArrayList<>();
    AffineMap oldMap = affine ? ((AffineMapAttr) op.inherentAttr("map")).map() : null;
    int numIndices = affine ? oldMap.numInputs() : op.numOperands() - memrefPos - 1;
    List<Value> indices = new ArrayList<>(op.operands().subList(memrefPos + 1, memrefPos + 1 + numIndices));
    if (affine && !oldMap.isIdentity()) {
      for (int r = 0; r < oldMap.numResults(); r++) {
        oldIndices.add(apply(op, single(oldMap, r), indices).result(0));
      }
    } else {
      oldIndices.addAll(indices);
    }
    oldIndices.addAll(symbols);
    List<Operation> remaps = new ArrayList<>();
    List<Value> newIndices = new ArrayList<>();
    for (int r = 0; r < layout.numResults(); r++) {
      Operation a = apply(op, single(layout, r), oldIndices);
      remaps.add(a);
      newIndices.add(a.result(0));
    }
    AffineMapOperands composed = new AffineMapOperands(AffineMap.identity(newIndices.size()), newIndices).compose();
    List<Value> operands = new ArrayList<>(op.operands().subList(0, memrefPos));
    operands.add(newMemRef);
    if (affine) {
      operands.addAll(composed.operands());
      op.setAttr("map", AffineMapAttr.get(op.context(), composed.map()));
    } else {
      for (int r = 0; r < composed.map().numResults(); r++) {
        operands.add(apply(op, single(composed.map(), r), composed.operands()).result(0));
      }
    }
    op.setOperands(operands);
    for (Operation a : remaps) {
      if (a.useEmpty()) {
        a.erase();
      }
    }
  }

  /** A copy of {@code op} (regions moved) with {@code types} as result types, inserted before it. */
  private static Operation recreate(Operation op, List<Type> types) {
    Operation copy = op.cloneWithoutRegions(new org.jmlir.ir.IRMapping());
    for (int i = 0; i < types.size(); i++) {
      copy.result(i).setType(types.get(i));
    }
    for (int i = 0; i < op.numRegions(); i++) {
      copy.region(i).takeBody(op.region(i));
    }
    op.block().insertBefore(op, copy);
    return copy;
  }

  /** Normalizes the memref results of {@code op}; true when {@code op} was replaced. */
  private static boolean normalizeResults(Operation op) {
    List<Type> types = new ArrayList<>();
    boolean changed = false;
    for (Value r : op.results()) {
      Type t = r.type();
      if (t instanceof MemRefType m && normalizeType(m) != m) {
        t = normalizeType(m);
        changed = true;
      }
      types.add(t);
    }
    if (!changed) {
      return false;
    }
    boolean alloc = op.name().equals("memref.alloc") || op.name().equals("memref.alloca");
    Operation copy = alloc ? newAlloc(op, (MemRefType) types.get(0)) : recreate(op, types);
    for (int i = 0; i < op.numResults(); i++) {
      Value old = op.result(i);
      List<Value> symbols = alloc ? MemRefBuilders.allocSymbolOperands(op) : List.of();
      if (old.type() instanceof MemRefType m && copy.result(i).type() != m
          && !replaceUses(old, copy.result(i), layoutMap(m), symbols)) {
        for (int j = 0; j < op.numRegions(); j++) {
          op.region(j).takeBody(copy.region(j));
        }
        copy.erase();
        return false;
      }
    }
    op.replaceAllUsesWith(copy.results());
    op.erase();
    return true;
  }

  /**
   * MLIR's normalizeMemRef for alloc/alloca: the new allocation, its dynamic sizes computed from the
   * old sizes (static ones as constants) by the layout results (a tile's floordiv as ceildiv, its mod
   * as the tile size); symbol operands dropped, alignment kept.
   */
  private static Operation newAlloc(Operation old, MemRefType newType) {
    MLIRContext ctx = old.context();
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(old);
    List<Value> sizes = new ArrayList<>();
    MemRefType oldType = (MemRefType) old.result(0).type();
    if (hasDynamicDims(newType)) {
      List<Value> oldSizes = MemRefBuilders.allocDynamicSizes(old);
      List<Value> inputs = new ArrayList<>();
      int next = 0;
      for (long d : oldType.shape()) {
        inputs.add(d == Long.MIN_VALUE ? oldSizes.get(next++) : MemRefBuilders.constantIndex(b, old.location(), d));
      }
      AffineMap map = layoutMap(oldType);
      inputs.addAll(MemRefBuilders.allocSymbolOperands(old));
      int[][] tiles = tilePositions(map);
      for (int r = 0; r < map.numResults(); r++) {
        if (newType.shape()[r] != Long.MIN_VALUE) {
          continue;
        }
        AffineExpr e = map.results().get(r);
        for (int[] t : tiles) {
          AffineBinaryExpr div = (AffineBinaryExpr) map.results().get(t[0]);
          if (t[0] == r) {
            e = div.lhs().ceilDiv(div.rhs());
          } else if (t[1] == r) {
            e = div.rhs();
          }
        }
        sizes.add(apply(old, new AffineMap(map.numDims(), map.numSymbols(), List.of(e)), inputs).result(0));
      }
    }
    OperationState s = new OperationState(ctx, old.def(), old.location());
    s.addOperands(sizes);
    Map<String, Attribute> props = CustomAssembly.props();
    props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, sizes.size(), 0));
    if (old.inherentAttr("alignment") != null) {
      props.put("alignment", old.inherentAttr("alignment"));
    }
    s.addType(newType);
    CustomAssembly.setProperties(s, props);
    return b.create(s);
  }

  /**
   * MLIR's normalizeMemRef for memref.reinterpret_cast with a static result: a cast to the normalized
   * type with offset 0, the new sizes and unit strides. Like MLIR it first materializes each old
   * size minus one as a constant (its map operands), which stay when the uses cannot be rewritten.
   */
  private static void normalizeReinterpretCast(Operation rc) {
    MemRefType oldType = (MemRefType) rc.result(0).type();
    MemRefType newType = normalizeType(oldType);
    if (newType == oldType || hasDynamicDims(oldType)) {
      return;
    }
    MLIRContext ctx = rc.context();
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(rc);
    for (long d : oldType.shape()) {
      MemRefBuilders.constantIndex(b, rc.location(), d - 1);
    }
    List<org.jmlir.ir.rewrite.OpFoldResult> sizes = new ArrayList<>();
    List<org.jmlir.ir.rewrite.OpFoldResult> strides = new ArrayList<>();
    for (long d : newType.shape()) {
      sizes.add(org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(ctx, d)));
      strides.add(org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(ctx, 1)));
    }
    Operation cast = MemRefBuilders.reinterpretCast(b, rc.location(), newType, rc.operand(0),
        org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(ctx, 0)), sizes, strides);
    if (!replaceUses(rc.result(0), cast.result(0), layoutMap(oldType))) {
      cast.erase();
      return;
    }
    rc.erase();
  }

  /**
   * MLIR's getTileSizePos: pairs (floordiv position, mod position) of a tiled layout, where {@code e
   * floordiv c} has exactly one {@code e mod c} and {@code e} appears nowhere else; empty when the map
   * is not tiled.
   */
  private static int[][] tilePositions(AffineMap map) {
    List<int[]> out = new ArrayList<>();
    List<AffineExpr> results = map.results();
    for (int f = 0; f < results.size(); f++) {
      if (!(results.get(f) instanceof AffineBinaryExpr div && div.kind() == AffineExpr.Kind.FLOOR_DIV
          && div.rhs() instanceof AffineConstantExpr)) {
        continue;
      }
      boolean found = false;
      for (int p = 0; p < results.size(); p++) {
        if (p == f || !contains(results.get(p), div.lhs())) {
          continue;
        }
        if (results.get(p) instanceof AffineBinaryExpr mod && mod.kind() == AffineExpr.Kind.MOD
            && mod.lhs().equals(div.lhs()) && mod.rhs().equals(div.rhs()) && !found) {
          out.add(new int[] {f, p});
          found = true;
        } else {
          return new int[0][];
        }
      }
    }
    return out.toArray(new int[0][]);
  }

  private static boolean contains(AffineExpr e, AffineExpr part) {
    return e.equals(part) || e instanceof AffineBinaryExpr b && (contains(b.lhs(), part) || contains(b.rhs(), part));
  }

  private static boolean hasDynamicDims(MemRefType t) {
    for (long d : t.shape()) {
      if (d == Long.MIN_VALUE) {
        return true;
      }
    }
    return false;
  }

  private void normalizeFunc(FuncOp f, Operation module) {
    MLIRContext ctx = f.context();
    List<Operation> allocs = f.collect(o -> o.name().equals("memref.alloc") || o.name().equals("memref.alloca"));
    for (Operation a : allocs) {
      normalizeResults(a);
    }
    for (Operation rc : f.collect(o -> o.name().equals("memref.reinterpret_cast"))) {
      normalizeReinterpretCast(rc);
    }
    FunctionType type = f.functionType();
    List<Type> inputs = new ArrayList<>();
    for (int i = 0; i < type.inputs().size(); i++) {
      Type t = type.inputs().get(i);
      if (!(t instanceof MemRefType m)) {
        inputs.add(t);
        continue;
      }
      MemRefType n = normalizeType(m);
      if (n == m || f.isExternal()) {
        inputs.add(n);
        continue;
      }
      Block entry = f.region(0).blocks().get(0);
      Value oldArg = entry.argument(i);
      Value newArg = entry.insertArgument(i, n, entry.argument(i).location());
      if (!replaceUses(oldArg, newArg, layoutMap(m))) {
        entry.eraseArgument(i);
        inputs.add(m);
        continue;
      }
      entry.eraseArgument(i + 1);
      inputs.add(n);
    }
    if (!f.isExternal()) {
      for (Operation op : f.collect(o -> NORMALIZABLE.contains(o.name()) && o.numResults() > 0 && !(o instanceof CallOp))) {
        normalizeResults(op);
      }
    } else {
      List<Type> results = new ArrayList<>();
      for (Type t : type.results()) {
        results.add(t instanceof MemRefType m ? normalizeType(m) : t);
      }
      f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results)));
    }
    updateSignature(f, module);
  }

  /** MLIR's updateFunctionSignature: result types from the returns, then every call site (and its function). */
  private void updateSignature(FuncOp f, Operation module) {
    MLIRContext ctx = f.context();
    List<Type> results = new ArrayList<>(f.functionType().results());
    FunctionType newType = null;
    if (!f.isExternal()) {
      List<Type> args = new ArrayList<>(f.region(0).blocks().get(0).argumentTypes());
      f.walk(o -> {
        if (o.name().equals("func.return")) {
          for (int i = 0; i < o.numOperands(); i++) {
            if (o.operand(i).type() instanceof MemRefType m && !m.equals(results.get(i)) && isIdentityLayout(m)) {
              results.set(i, m);
            }
          }
        }
      });
      newType = FunctionType.get(ctx, args, results);
    }
    Set<FuncOp> toUpdate = new LinkedHashSet<>();
    for (CallOp call : callsTo(module, f.symName())) {
      Operation newCall = recreate(call, results);
      boolean changed = false;
      boolean failed = false;
      for (int i = 0; i < call.numResults(); i++) {
        Value old = call.result(i);
        if (old.type().equals(newCall.result(i).type())) {
          continue;
        }
        if (!replaceUses(old, newCall.result(i), layoutMap((MemRefType) old.type()))) {
          failed = true;
          break;
        }
        changed = true;
      }
      if (failed) {
        newCall.erase();
        continue;
      }
      call.replaceAllUsesWith(newCall.results());
      call.erase();
      if (changed) {
        FuncOp parent = parentFunc(newCall);
        if (parent != null) {
          toUpdate.add(parent);
        }
      }
    }
    if (newType != null) {
      f.setAttr("function_type", TypeAttr.get(ctx, newType));
    }
    for (FuncOp g : toUpdate) {
      updateSignature(g, module);
    }
  }
}

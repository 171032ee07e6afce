package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * Rewrites tensor ops on buffers after the analysis (MLIR's bufferizeOp and the helpers of
 * BufferizableOpInterface.cpp): ops are bufferized in post-order, each replacing its tensor results
 * with {@code bufferization.to_tensor} of its buffers; operands get their buffer through
 * {@link #getBuffer} (the buffer of a {@code to_tensor}, else a new {@code to_buffer}); at the end
 * {@code to_buffer(to_tensor(m))} pairs fold to {@code m} or a cast and dead {@code to_tensor} ops go.
 */
public final class Bufferizer {
  private final AnalysisState state;
  private final MLIRContext ctx;
  final PatternRewriter rewriter;
  private final List<Operation> worklist = new ArrayList<>();
  private final Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<Operation> toBufferOps = new ArrayList<>();

  Bufferizer(MLIRContext ctx, AnalysisState state) {
    this.ctx = ctx;
    this.state = state;
    this.rewriter = new PatternRewriter(ctx);
    rewriter.setListener(new OpBuilder.Listener() {
      @Override
      public void notifyOperationInserted(Operation op) {
        if (op.name().equals("bufferization.to_buffer")) {
          toBufferOps.add(op);
        }
        if (state.options().isOpAllowed(op) && OneShotAnalysis.hasTensorSemantics(op)) {
          worklist.add(op);
        }
      }

      @Override
      public void notifyOperationErased(Operation op) {
        erased.add(op);
      }
    });
  }

  public AnalysisState state() {
    return state;
  }

  public OneShotOptions options() {
    return state.options();
  }

  public MLIRContext context() {
    return ctx;
  }

  public PatternRewriter rewriter() {
    return rewriter;
  }

  // ---- the driver ----------------------------------------------------------------------------

  /** MLIR's bufferizeOp on {@code root}; false after an error. */
  boolean run(Operation root) {
    root.walk(op -> {
      if (op.name().equals("bufferization.to_buffer")) {
        toBufferOps.add(op);
      }
    });
    worklist.clear();
    List<Operation> initial = new ArrayList<>();
    root.walk(op -> {
      if (options().isOpAllowed(op) && OneShotAnalysis.hasTensorSemantics(op)) {
        initial.add(op);
      }
    });
    worklist.addAll(initial);
    for (int i = 0; i < worklist.size(); i++) {
      Operation op = worklist.get(i);
      if (erased.contains(op)) {
        continue;
      }
      BufferizableOpModel m = state.model(op);
      if (m == null || !OneShotAnalysis.hasTensorSemantics(op)) {
        continue;
      }
      rewriter.setInsertionPoint(op);
      boolean done;
      try {
        done = m.bufferize(op, this);
      } catch (BufferTypeError e) {
        done = false;
      }
      if (!done) {
        op.emitError("failed to bufferize op").report();
        return false;
      }
    }
    if (erased.contains(root)) {
      return true;
    }
    for (Operation tb : new ArrayList<>(toBufferOps)) {
      if (!erased.contains(tb) && tb.block() != null) {
        rewriter.setInsertionPoint(tb);
        foldToBufferToTensor(tb);
      }
    }
    List<Operation> deadToTensor = new ArrayList<>();
    root.walk(op -> {
      if (op.name().equals("bufferization.to_tensor") && op.result(0).hasNoUses()) {
        deadToTensor.add(op);
      }
    });
    for (Operation op : deadToTensor) {
      rewriter.eraseOp(op);
    }
    if (options().allowUnknownOps()) {
      return true;
    }
    for (Operation op : worklist) {
      if (erased.contains(op) || op.block() == null || !OneShotAnalysis.hasTensorSemantics(op) || !options().isOpAllowed(op)) {
        continue;
      }
      if (op.name().equals("bufferization.to_tensor") || op.name().equals("bufferization.to_buffer")) {
        continue;
      }
      if (allUnused(op) && org.jmlir.ir.rewrite.SideEffects.isMemoryEffectFree(op)) {
        continue;
      }
      op.emitError("op was not bufferized").report();
      return false;
    }
    return true;
  }

  private static boolean allUnused(Operation op) {
    for (OpResult r : op.results()) {
      if (!r.hasNoUses()) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's foldToBufferToTensorPair. */
  void foldToBufferToTensor(Operation toBuffer) {
    Operation toTensor = toBuffer.operand(0).definingOp();
    if (toTensor == null || !toTensor.name().equals("bufferization.to_tensor")) {
      return;
    }
    Value src = toTensor.operand(0);
    Type dest = toBuffer.result(0).type();
    if (src.type() == dest) {
      rewriter.replaceOp(toBuffer, List.of(src));
      return;
    }
    if (src.type() instanceof MemRefType && dest instanceof MemRefType d) {
      rewriter.replaceOp(toBuffer, List.of(castOrRealloc(src, d)));
      return;
    }
    if (castCompatible(src.type(), dest)) {
      rewriter.replaceOp(toBuffer, List.of(cast(toBuffer.location(), src, dest)));
    }
  }

  // ---- buffers and their types ---------------------------------------------------------------

  /** Thrown after its diagnostic when a buffer type cannot be computed (MLIR's failed getBufferType). */
  static final class BufferTypeError extends RuntimeException {
    BufferTypeError() {
      super(null, null, false, false);
    }
  }

  /**
   * MLIR's defaultMemorySpaceFn: no memory space (null) by default, the tensor's encoding with
   * use-encoding-for-memory-space; none at all with must-infer-memory-space (or an unranked tensor
   * under use-encoding), which is reported at {@code at} as "could not infer memory space".
   */
  public Attribute defaultMemorySpace(TensorType t, Operation at) {
    boolean none = options().useEncodingForMemorySpace() ? !(t instanceof RankedTensorType) : options().mustInferMemorySpace();
    if (none) {
      at.emitError("could not infer memory space").report();
      throw new BufferTypeError();
    }
    return options().useEncodingForMemorySpace() ? ((RankedTensorType) t).encoding() : null;
  }

  /** The buffer of tensor {@code v}: a to_tensor's memref, or a new to_buffer after v's definition. */
  public Value getBuffer(Value v) {
    if (v.type() instanceof BaseMemRefType) {
      return v;
    }
    Operation def = v.definingOp();
    if (def != null && def.name().equals("bufferization.to_tensor")) {
      return def.operand(0);
    }
    Type t = bufferType(v);
    Operation ip = rewriter.insertionPoint();
    org.jmlir.ir.Block ib = rewriter.insertionBlock();
    if (v instanceof BlockArgument a) {
      rewriter.setInsertionPointToStart(a.owner());
    } else {
      rewriter.setInsertionPointAfter(def);
    }
    Operation tb = create("bufferization.to_buffer", v instanceof OpResult r ? r.owner().location() : ((BlockArgument) v).location(),
        List.of(v), List.of(t));
    restore(ib, ip);
    return tb.result(0);
  }

  void restore(org.jmlir.ir.Block block, Operation ip) {
    if (ip != null) {
      rewriter.setInsertionPoint(ip);
    } else if (block != null) {
      rewriter.setInsertionPointToEnd(block);
    }
  }

  public Type bufferType(Value v) {
    return bufferType(v, new ArrayList<>());
  }

  /** MLIR's getBufferType: what buffer type tensor {@code v} bufferizes to. */
  public Type bufferType(Value v, List<Value> stack) {
    if (v.type() instanceof BaseMemRefType) {
      return v.type();
    }
    Operation def = v.definingOp();
    if (def != null && def.name().equals("bufferization.to_tensor")) {
      return def.operand(0).type();
    }
    BufferizableOpModel m = state.model(AnalysisState.ownerOf(v));
    if (m == null) {
      return defaultMemRefType((TensorType) v.type(), defaultMemorySpace((TensorType) v.type(), AnalysisState.ownerOf(v)));
    }
    if (stack.size() > 64) {
      return defaultMemRefType((TensorType) v.type());
    }
    stack.add(v);
    Type t = m.bufferType(v, this, stack);
    stack.remove(stack.size() - 1);
    return t;
  }

  /** The buffer type of an unknown tensor: unknown-type-conversion (fully dynamic layout by default). */
  public Type defaultMemRefType(TensorType t) {
    return defaultMemRefType(t, null);
  }

  /** The same in memory space {@code space}. */
  public Type defaultMemRefType(TensorType t, Attribute space) {
    if (t instanceof UnrankedTensorType) {
      return UnrankedMemRefType.get(ctx, t.elementType(), space);
    }
    RankedTensorType r = (RankedTensorType) t;
    return options().unknownTypeConversion() == OneShotOptions.LayoutMapOption.IDENTITY_LAYOUT_MAP
        ? identityType(r, space) : fullyDynamicType(r, space);
  }

  /** A fully dynamic layout memref for a ranked tensor, an unranked memref for an unranked one. */
  public Type fullyDynamicOrUnranked(TensorType t, Attribute memorySpace) {
    if (t instanceof RankedTensorType r) {
      return fullyDynamicType(r, memorySpace);
    }
    return UnrankedMemRefType.get(ctx, t.elementType(), memorySpace);
  }

  public MemRefType identityType(RankedTensorType t, Attribute memorySpace) {
    return MemRefType.get(ctx, t.shape(), t.elementType(), null, memorySpace);
  }

  public MemRefType fullyDynamicType(RankedTensorType t, Attribute memorySpace) {
    long[] strides = new long[t.rank()];
    Arrays.fill(strides, ShapedType.DYNAMIC);
    return MemRefType.get(ctx, t.shape(), t.elementType(), StridedLayoutAttr.get(ctx, ShapedType.DYNAMIC, strides), memorySpace);
  }

  /** The tensor type of a buffer type (same shape and element type). */
  public TensorType tensorTypeOf(Type memref) {
    if (memref instanceof MemRefType m) {
      return RankedTensorType.get(ctx, m.shape(), m.elementType());
    }
    return UnrankedTensorType.get(ctx, ((UnrankedMemRefType) memref).elementType());
  }

  /** MLIR's replaceOpWithBufferizedValues: tensor results become to_tensor of the buffers. */
  public void replaceOp(Operation op, List<Value> values) {
    Operation ip = rewriter.insertionPoint();
    org.jmlir.ir.Block ib = rewriter.insertionBlock();
    List<Value> repl = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type rt = op.result(i).type();
      if (rt instanceof TensorType && v.type() instanceof BaseMemRefType) {
        // Each to_tensor goes right after op, so that several come out in reverse order, as in MLIR.
        rewriter.setInsertionPointAfter(op);
        v = create("bufferization.to_tensor", op.location(), List.of(v), List.of(rt)).result(0);
      }
      repl.add(v);
    }
    restore(ib, ip);
    rewriter.replaceOp(op, repl);
  }

  // ---- allocations and copies ----------------------------------------------------------------

  /** MLIR's allocateTensorForShapedValue: a {@code bufferization.alloc_tensor} shaped like {@code v}. */
  public Value allocateTensorFor(Location loc, Value v, boolean copy) {
    RankedTensorType t = (RankedTensorType) v.type();
    List<Value> dyn = new ArrayList<>();
    if (!copy) {
      List<Value> reified = v instanceof OpResult r ? ShapeReification.reify(this, r) : null;
      if (reified != null) {
        dyn.addAll(reified);
      } else {
        for (int i = 0; i < t.rank(); i++) {
          if (t.shape()[i] == ShapedType.DYNAMIC) {
            dyn.add(tensorDim(loc, v, i));
          }
        }
      }
    }
    OperationState s = state(BufferizationNames.ALLOC_TENSOR, loc);
    s.addOperands(dyn);
    if (copy) {
      s.addOperand(v);
    }
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, dyn.size(), copy ? 1 : 0, 0));
    s.addType(t);
    Operation alloc = rewriter.create(s);
    if (!copy) {
      // MLIR's allocateTensorForShapedValue: the memory space of v's buffer, else the default one.
      Attribute space = ((BaseMemRefType) bufferType(v)).memorySpace();
      if (space == null) {
        space = defaultMemorySpace(t, AnalysisState.ownerOf(v));
      }
      if (space != null) {
        alloc.setAttr("memory_space", space);
      }
    }
    return alloc.result(0);
  }

  public Value createAlloc(Location loc, MemRefType t, List<Value> dyn) {
    OperationState s = state("memref.alloc", loc);
    s.addOperands(dyn);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, dyn.size(), 0));
    if (options().bufferAlignment() != 0) {
      s.addAttribute("alignment", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), options().bufferAlignment()));
    }
    s.addType(t);
    return rewriter.create(s).result(0);
  }

  public void createCopy(Location loc, Value from, Value to) {
    create("memref.copy", loc, List.of(from, to), List.of());
  }

  public Value constantIndex(Location loc, long v) {
    return MemRefBuilders.constantIndex(rewriter, loc, v);
  }

  public Value tensorDim(Location loc, Value t, int i) {
    return create("tensor.dim", loc, List.of(t, constantIndex(loc, i)), List.of(org.jmlir.ir.type.IndexType.get(ctx))).result(0);
  }

  public Value memrefDim(Location loc, Value m, int i) {
    return create("memref.dim", loc, List.of(m, constantIndex(loc, i)), List.of(org.jmlir.ir.type.IndexType.get(ctx))).result(0);
  }

  /** The dynamic sizes of buffer {@code m} as memref.dim ops. */
  public List<Value> dynamicDims(Location loc, Value m) {
    List<Value> r = new ArrayList<>();
    ShapedType t = (ShapedType) m.type();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] == ShapedType.DYNAMIC) {
        r.add(m.type() instanceof TensorType ? tensorDim(loc, m, i) : memrefDim(loc, m, i));
      }
    }
    return r;
  }

  public Value cast(Location loc, Value v, Type t) {
    return create("memref.cast", loc, List.of(v), List.of(t)).result(0);
  }

  /** MLIR's castOrReallocMemRefValue: a cast where it is guaranteed valid, else alloc + copy. */
  public Value castOrRealloc(Value v, MemRefType dest) {
    MemRefType src = (MemRefType) v.type();
    Location loc = rewriter.insertionPoint() != null ? rewriter.insertionPoint().location() : AnalysisState.ownerOf(v).location();
    if (guaranteedCastCompatible(src, dest)) {
      return cast(loc, v, dest);
    }
    List<Value> dyn = new ArrayList<>();
    for (int i = 0; i < dest.rank(); i++) {
      if (dest.shape()[i] == ShapedType.DYNAMIC) {
        dyn.add(memrefDim(loc, v, i));
      }
    }
    Value alloc = createAlloc(loc, dest, dyn);
    createCopy(loc, v, alloc);
    return alloc;
  }

  /** Whether a cast from {@code src} to {@code dest} only loses static information. */
  static boolean guaranteedCastCompatible(MemRefType src, MemRefType dest) {
    if (src.elementType() != dest.elementType() || src.rank() != dest.rank()
        || !java.util.Objects.equals(src.memorySpace(), dest.memorySpace())) {
      return false;
    }
    for (int i = 0; i < src.rank(); i++) {
      if (dest.shape()[i] != ShapedType.DYNAMIC && dest.shape()[i] != src.shape()[i]) {
        return false;
      }
    }
    long[] ss = Strides.strides(src);
    long[] ds = Strides.strides(dest);
    if (ss == null || ds == null) {
      return false;
    }
    for (int i = 0; i < ss.length; i++) {
      if (ds[i] != ShapedType.DYNAMIC && ds[i] != ss[i]) {
        return false;
      }
    }
    long so = Strides.offset(src);
    long dof = Strides.offset(dest);
    return dof == ShapedType.DYNAMIC || dof == so;
  }

  static boolean castCompatible(Type a, Type b) {
    if (a instanceof UnrankedMemRefType || b instanceof UnrankedMemRefType) {
      return ((BaseMemRefType) a).elementType() == ((BaseMemRefType) b).elementType();
    }
    return false;
  }

  // ---- op creation ---------------------------------------------------------------------------

  public OperationState state(String name, Location loc) {
    return new OperationState(ctx, ctx.opDef(name), loc);
  }

  public Operation create(String name, Location loc, List<? extends Value> operands, List<? extends Type> types) {
    OperationState s = state(name, loc);
    s.addOperands(new ArrayList<>(operands));
    for (Type t : types) {
      s.addType(t);
    }
    return rewriter.create(s);
  }

  public Operation create(OperationState s) {
    return rewriter.create(s);
  }

  boolean isErased(Operation op) {
    return erased.contains(op);
  }
}

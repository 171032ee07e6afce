package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.dialect.gpu.GpuDialect;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.dialect.gpu.GpuFuncOp;
import org.jmlir.dialect.gpu.LaunchFuncOp;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code gpu-emulate-on-host} (jmlir's own; no MLIR tool has it): runs GPU programs on the CPU.
 * Each kernel of a {@code gpu.module} becomes a host function whose blocks and threads are loops;
 * the kernel body is cut at every {@code gpu.barrier} (and at shuffles and reductions, which read
 * other threads' values) into phases, each a loop over the block's threads, so every thread of a
 * block finishes a phase before any starts the next. Values that live across a cut are kept per
 * thread in arrays; an {@code scf.for} whose body has barriers runs once per block with its phases
 * inside. Workgroup attributions and dynamic shared memory are allocated per block. On the host,
 * {@code gpu.launch_func} calls the kernel's function, gpu.alloc/dealloc/memcpy/memset become memref
 * ops and loops, and waits, tokens, host registration and the gpu modules go away. The result is
 * ordinary func/scf/memref/arith IR for the CPU lowering ({@code jrun --gpu-emulate} runs it).
 */
public final class EmulateOnHost extends Pass {
  /** The subgroup (warp) size that lane ids, shuffles and subgroup reductions assume. */
  static final int WARP = 32;

  public EmulateOnHost(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "gpu-emulate-on-host";
  }

  @Override
  public String summary() {
    return "Turn GPU kernels and their launches into host code (blocks and threads as loops, barriers honoured)";
  }

  /** An error with the op to report it at. */
  static final class Unsupported extends RuntimeException {
    final transient Operation op;

    Unsupported(Operation op, String message) {
      super(message);
      this.op = op;
    }
  }

  @Override
  public void run(Operation module, PassContext pc) {
    try {
      Map<String, String> functions = new LinkedHashMap<>();
      Block top = module.region(0).front();
      for (Operation gm : new ArrayList<>(top.operations())) {
        if (!gm.name().equals("gpu.module")) {
          continue;
        }
        String moduleName = ((StringAttr) gm.inherentAttr("sym_name")).value();
        for (Operation f : new ArrayList<>(gm.region(0).front().operations())) {
          if (f instanceof GpuFuncOp k && k.isKernel()) {
            String name = "__gpu_emu_" + moduleName + "_" + k.symName();
            new KernelEmulator(k, name).emit(gm);
            functions.put(moduleName + "::" + k.symName(), name);
          }
        }
      }
      for (Operation op : new ArrayList<>(top.operations())) {
        if (op.name().equals("gpu.module") || op.name().equals("gpu.binary")) {
          continue;
        }
        List<Operation> hostOps = op.collect(o -> o.name().startsWith("gpu."));
        for (Operation host : hostOps) {
          lowerHostOp(host, functions);
        }
        // Token users are gpu ops too: erase users before producers.
        for (int i = hostOps.size() - 1; i >= 0; i--) {
          hostOps.get(i).erase();
        }
      }
      for (Operation op : new ArrayList<>(top.operations())) {
        if (op.name().equals("gpu.module") || op.name().equals("gpu.binary")) {
          op.erase();
        }
      }
      module.removeAttr(GpuDialect.CONTAINER_MODULE_ATTR);
      DeviceLibrary.defineOnHost(module);
    } catch (Unsupported e) {
      e.op.emitError("cannot emulate on the host: " + e.getMessage()).report();
      pc.signalFailure();
    }
  }

  // ---- host side -------------------------------------------------------------------------------

  private static void lowerHostOp(Operation op, Map<String, String> functions) {
    MLIRContext ctx = op.context();
    PatternRewriter rw = new PatternRewriter(ctx);
    rw.setInsertionPoint(op);
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Type index = IndexType.get(ctx);
    int[][] groups = op.def().extension(OpSpec.class) == null ? null : op.def().extension(OpSpec.class).operandGroups(op);
    switch (op.name()) {
      case "gpu.launch_func" -> {
        LaunchFuncOp l = (LaunchFuncOp) op;
        SymbolRefAttr k = l.kernel();
        String fn = functions.get(k.root() + "::" + k.leaf());
        if (fn == null) {
          throw new Unsupported(op, "no kernel " + k + " to emulate");
        }
        List<Value> args = new ArrayList<>(l.kernelOperands());
        for (Value v : l.gridSizes()) {
          args.add(asIndex(b, v));
        }
        for (Value v : l.blockSizes()) {
          args.add(asIndex(b, v));
        }
        Value shmem = l.dynamicSharedMemorySize();
        args.add(shmem == null ? b.intConst(index, 0) : b.cast("arith.index_cast", index, shmem));
        OperationState s = new OperationState(ctx, "func.call", op.location());
        s.addOperands(args);
        s.addAttribute("callee", SymbolRefAttr.get(ctx, fn));
        rw.create(s);
      }
      case "gpu.alloc" -> {
        int deps = groups[0][1];
        List<Value> sizes = op.operands().subList(deps, op.numOperands());
        Value m = b.op("memref.alloc", List.of(op.result(0).type()), sizes, OpSpec.OPERAND_SEGMENTS,
            org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, groups[1][1], groups[2][1])).result(0);
        op.result(0).replaceAllUsesWith(m);
      }
      case "gpu.dealloc" -> b.op("memref.dealloc", List.of(), List.of(op.operand(op.numOperands() - 1)));
      case "gpu.memcpy" -> b.op("memref.copy", List.of(), List.of(op.operand(op.numOperands() - 1), op.operand(op.numOperands() - 2)));
      case "gpu.memset" -> memset(rw, b, op.operand(op.numOperands() - 2), op.operand(op.numOperands() - 1), op.location());
      case "gpu.wait", "gpu.host_register", "gpu.host_unregister", "gpu.set_default_device" -> {}
      default -> throw new Unsupported(op, "'" + op.name() + "' on the host is not supported");
    }
    for (Value r : op.results()) {
      if (r.type() instanceof AsyncTokenType) {
        for (Operation u : r.users()) {
          if (!u.name().startsWith("gpu.")) {
            throw new Unsupported(u, "an async token is used by '" + u.name() + "'");
          }
        }
      }
    }
  }

  private static Value asIndex(ArithBuilder b, Value v) {
    return v.type() instanceof IndexType ? v : b.cast("arith.index_cast", IndexType.get(b.context()), v);
  }

  /** Stores {@code value} into every element of {@code dst}, with a loop per dimension. */
  private static void memset(PatternRewriter rw, ArithBuilder b, Value dst, Value value, Location loc) {
    MemRefType t = (MemRefType) dst.type();
    Type index = IndexType.get(b.context());
    Value zero = b.intConst(index, 0);
    Value one = b.intConst(index, 1);
    List<Value> ivs = new ArrayList<>();
    Operation after = rw.insertionPoint();
    for (int d = 0; d < t.shape().length; d++) {
      Value dim = b.op("memref.dim", List.of(index), List.of(dst, b.intConst(index, d))).result(0);
      ForOp loop = ScfBuilders.createFor(rw, loc, zero, dim, one, List.of());
      ivs.add(loop.region(0).front().argument(0));
      rw.setInsertionPoint(loop.region(0).front().terminator());
    }
    List<Value> operands = new ArrayList<>(List.of(value, dst));
    operands.addAll(ivs);
    b.op("memref.store", List.of(), operands);
    if (after != null) {
      rw.setInsertionPoint(after);
    }
  }

  // ---- kernels ---------------------------------------------------------------------------------

  /** Builds the host function of one kernel. */
  private static final class KernelEmulator {
    private final GpuFuncOp kernel;
    private final String name;
    private final MLIRContext ctx;
    private final Type index;
    private final PatternRewriter rw;
    private final Location loc;
    /** Values available everywhere in a block: arguments, block ids, sizes, constants, uniform results. */
    private final IRMapping uniform = new IRMapping();
    /** Per-thread values kept across phases: their arrays (one element per thread of the block). */
    private final Map<Value, Value> spills = new HashMap<>();
    private Value[] blockIds;
    private Value[] gridDims;
    private Value[] blockDims;
    private Value threads;
    private Value shmemSize;
    private Value dynamicShared;
    /** Where per-block buffers are allocated (the start of the block body) and freed (its end). */
    private Operation blockStart;
    private Operation blockEnd;
    private ArithBuilder b;

    KernelEmulator(GpuFuncOp kernel, String name) {
      this.kernel = kernel;
      this.name = name;
      this.ctx = kernel.context();
      this.index = IndexType.get(ctx);
      this.rw = new PatternRewriter(ctx);
      this.loc = kernel.location();
    }

    void emit(Operation gpuModule) {
      Region body = kernel.region(0);
      FunctionType type = kernel.functionType();
      List<Type> inputs = new ArrayList<>(type.inputs());
      for (int i = 0; i < 7; i++) {
        inputs.add(index);
      }
      OperationState s = new OperationState(ctx, "func.func", loc);
      s.addAttribute("sym_name", StringAttr.get(ctx, name));
      s.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, List.of())));
      s.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
      Block entry = new Block();
      for (Type t : inputs) {
        entry.addArgument(t, loc);
      }
      s.addRegion().addBlock(entry);
      Operation fn = Operation.create(s);
      gpuModule.block().insertBefore(gpuModule, fn);
      Block kb = body.front();
      int n = type.inputs().size();
      for (int i = 0; i < n; i++) {
        uniform.map(kb.argument(i), entry.argument(i));
      }
      gridDims = new Value[] {entry.argument(n), entry.argument(n + 1), entry.argument(n + 2)};
      blockDims = new Value[] {entry.argument(n + 3), entry.argument(n + 4), entry.argument(n + 5)};
      shmemSize = entry.argument(n + 6);
      rw.setInsertionPointToEnd(entry);
      b = new ArithBuilder(rw, loc);
      Value zero = b.intConst(index, 0);
      Value one = b.intConst(index, 1);
      threads = b.same("arith.muli", b.same("arith.muli", blockDims[0], blockDims[1]), blockDims[2]);
      blockIds = new Value[3];
      for (int d = 2; d >= 0; d--) {
        ForOp loop = ScfBuilders.createFor(rw, loc, zero, gridDims[d], one, List.of());
        blockIds[d] = loop.region(0).front().argument(0);
        rw.setInsertionPoint(loop.region(0).front().terminator());
      }
      blockStart = b.intConst(index, 0).definingOp();
      Operation phaseEnd = b.intConst(index, 1).definingOp();
      blockEnd = rw.insertionBlock().terminator();
      List<BlockArgument> workgroup = kernel.workgroupAttributions();
      rw.setInsertionPoint(phaseEnd);
      for (BlockArgument a : workgroup) {
        uniform.map(a, perBlockBuffer((MemRefType) plainMemRef(a.type()), List.of()));
      }
      if (body.blocks().size() > 1) {
        rw.setInsertionPoint(phaseEnd);
        emitBlocks(body);
        rw.setInsertionPointToEnd(entry);
        b.op("func.return", List.of(), List.of());
        return;
      }
      List<Operation> ops = new ArrayList<>(kb.operations());
      Operation terminator = ops.remove(ops.size() - 1);
      if (!terminator.name().equals("gpu.return")) {
        throw new Unsupported(terminator, "the kernel must end with gpu.return");
      }
      rw.setInsertionPoint(phaseEnd);
      emitLevel(ops);
      rw.setInsertionPointToEnd(entry);
      b.op("func.return", List.of(), List.of());
    }

    /** The memref type without its gpu address space (host memory has none). */
    private Type plainMemRef(Type t) {
      if (t instanceof MemRefType m && m.memorySpace() instanceof GpuEnumAttr) {
        return MemRefType.get(ctx, m.shape(), m.elementType(), m.layout(), null);
      }
      return t;
    }

    /** A buffer allocated at the start of each block and freed at its end. */
    private Value perBlockBuffer(MemRefType type, List<Value> sizes) {
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      rw.setInsertionPointAfter(blockStart);
      Value m = b.op("memref.alloc", List.of(type), sizes, OpSpec.OPERAND_SEGMENTS,
          org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes.size(), 0)).result(0);
      rw.setInsertionPoint(blockEnd);
      b.op("memref.dealloc", List.of(), List.of(m));
      restore(saved, savedBlock);
      return m;
    }

    private void restore(Operation saved, Block savedBlock) {
      if (saved != null) {
        rw.setInsertionPoint(saved);
      } else {
        rw.setInsertionPointToEnd(savedBlock);
      }
    }

    /** Whether {@code op} or an op inside it needs the other threads of the block. */
    private static boolean synchronizes(Operation op) {
      return !op.collect(o -> o.name().equals("gpu.barrier") || o.name().equals("gpu.shuffle")
          || o.name().equals("gpu.all_reduce") || o.name().equals("gpu.subgroup_reduce")).isEmpty();
    }

    /**
     * Emits the ops of one nesting level: runs of ops without synchronization become thread loops;
     * barriers end a run; shuffles and reductions get phases of their own; an scf.for with barriers
     * inside runs once per block with its body emitted the same way.
     */
    private void emitLevel(List<Operation> ops) {
      List<Operation> run = new ArrayList<>();
      for (Operation op : ops) {
        if (!synchronizes(op)) {
          if (op.hasTrait(Trait.CONSTANT_LIKE)) {
            uniform.map(op.result(0), b.builder().insert(op.clone()).result(0));
          } else {
            run.add(op);
          }
          continue;
        }
        emitThreads(run);
        run.clear();
        switch (op.name()) {
          case "gpu.barrier" -> {}
          case "gpu.all_reduce" -> allReduce(op);
          case "gpu.shuffle", "gpu.subgroup_reduce" -> warpOp(op);
          case "scf.for" -> uniformFor(op);
          case "scf.if" -> uniformIf(op);
          case "scf.while" -> uniformWhile(op);
          default -> throw new Unsupported(op, "gpu.barrier, shuffles and reductions inside '" + op.name() + "' are not supported");
        }
      }
      emitThreads(run);
    }

    /** The value of {@code v} at block level: uniform, or thread 0's copy of a per-thread value. */
    private Value uniformValue(Value v, Operation user) {
      Value u = uniform.lookupOrNull(v);
      if (u != null) {
        return u;
      }
      Value spill = spills.get(v);
      if (spill == null && v.definingOp() != null && List.of("gpu.block_id", "gpu.block_dim", "gpu.grid_dim").contains(v.definingOp().name())) {
        return idValue(v.definingOp(), null);
      }
      if (spill == null) {
        throw new Unsupported(user, "an operand is not available outside the threads");
      }
      return b.op("memref.load", List.of(v.type()), List.of(spill, b.intConst(index, 0))).result(0);
    }

    /**
     * An scf.for with barriers inside: it runs once per block (its bounds are uniform in a correct
     * kernel: thread 0's), its body emitted in phases. Loop-carried values are per thread: kept in
     * per-thread arrays, stored from the inits before the loop and from the yielded values at the
     * end of each iteration; the results read the same arrays.
     */
    private void uniformFor(Operation op) {
      Value lb = uniformValue(op.operand(0), op);
      Value ub = uniformValue(op.operand(1), op);
      Value step = uniformValue(op.operand(2), op);
      Block body = op.region(0).front();
      List<Value> carried = new ArrayList<>(body.arguments().subList(1, body.numArguments()));
      storePhase(carried, op.operands().subList(3, op.numOperands()), op);
      ForOp loop = ScfBuilders.createFor(rw, op.location(), lb, ub, step, List.of());
      uniform.map(body.argument(0), loop.region(0).front().argument(0));
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      rw.setInsertionPoint(loop.region(0).front().terminator());
      List<Operation> inner = new ArrayList<>(body.operations());
      Operation yield = inner.remove(inner.size() - 1);
      emitLevel(inner);
      storePhase(carried, yield.operands(), yield);
      restore(saved, savedBlock);
      carriedResults(op, carried);
    }

    /**
     * A phase in which every thread stores its values of {@code values} into the per-thread arrays of
     * {@code keys} (loaded first, so a yield that swaps loop-carried values is right).
     */
    private void storePhase(List<Value> keys, List<Value> values, Operation at) {
      if (keys.isEmpty()) {
        return;
      }
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      Threads t = openThreads();
      List<Value> loaded = new ArrayList<>();
      for (Value v : values) {
        loaded.add(threadValue(v, t, at));
      }
      for (int i = 0; i < keys.size(); i++) {
        spill(keys.get(i), loaded.get(i), t.linear(), at);
      }
      restore(saved, savedBlock);
    }

    /** The results of {@code op} read the per-thread arrays of {@code carried} (they are not stored again). */
    private void carriedResults(Operation op, List<Value> carried) {
      for (int i = 0; i < op.numResults(); i++) {
        spills.put(op.result(i), spills.get(carried.get(i)));
      }
    }

    /**
     * An scf.if with barriers inside: taken by the whole block on thread 0's condition (a barrier
     * must be reached by every thread of the block, so the condition is uniform in a correct kernel);
     * each branch is emitted in phases and ends with a phase storing the threads' results into
     * per-thread arrays (an scf.if with results has both branches).
     */
    private void uniformIf(Operation op) {
      Value cond = uniformValue(op.operand(0), op);
      OperationState st = new OperationState(ctx, op.def(), op.location());
      st.addOperand(cond);
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      List<Block> branches = new ArrayList<>();
      for (int r = 0; r < 2; r++) {
        Region region = st.addRegion();
        if (r == 0 || !op.region(1).isEmpty()) {
          Block blk = new Block();
          region.addBlock(blk);
          branches.add(blk);
        }
      }
      Operation created = rw.create(st);
      for (int r = 0; r < branches.size(); r++) {
        Block blk = branches.get(r);
        blk.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), op.location())));
        rw.setInsertionPoint(blk.terminator());
        List<Operation> inner = new ArrayList<>(op.region(r).front().operations());
        Operation yield = inner.remove(inner.size() - 1);
        emitLevel(inner);
        storePhase(new ArrayList<>(op.results()), yield.operands(), yield);
      }
      restore(saved, savedBlock);
      if (created == null) {
        throw new IllegalStateException();
      }
    }

    /**
     * An scf.while with barriers inside: the block iterates while thread 0's condition holds; the
     * condition's computation and the body are emitted in phases. Carried values are per thread: the
     * before region's arguments in arrays stored from the inits and from the body's yield, the after
     * region's arguments (and the results) in arrays stored from the condition's forwarded values.
     */
    private void uniformWhile(Operation op) {
      Block oldBefore = op.region(0).front();
      Block oldAfter = op.region(1).front();
      List<Value> beforeArgs = new ArrayList<>(oldBefore.arguments());
      List<Value> afterArgs = new ArrayList<>(oldAfter.arguments());
      storePhase(beforeArgs, op.operands(), op);
      OperationState st = new OperationState(ctx, op.def(), op.location());
      Block before = new Block();
      Block after = new Block();
      st.addRegion().addBlock(before);
      st.addRegion().addBlock(after);
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      rw.create(st);
      Operation condition = oldBefore.terminator();
      rw.setInsertionPointToEnd(before);
      List<Operation> inner = new ArrayList<>(oldBefore.operations());
      inner.remove(inner.size() - 1);
      emitLevel(inner);
      rw.setInsertionPointToEnd(before);
      storePhase(afterArgs, condition.operands().subList(1, condition.numOperands()), condition);
      rw.setInsertionPointToEnd(before);
      Value cond = uniformValue(condition.operand(0), condition);
      OperationState c = new OperationState(ctx, condition.def(), condition.location());
      c.addOperand(cond);
      rw.create(c);
      after.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), op.location())));
      rw.setInsertionPoint(after.terminator());
      inner = new ArrayList<>(oldAfter.operations());
      Operation yield = inner.remove(inner.size() - 1);
      emitLevel(inner);
      storePhase(beforeArgs, yield.operands(), yield);
      restore(saved, savedBlock);
      carriedResults(op, afterArgs);
    }

    /**
     * A kernel of several blocks (unstructured control flow, no synchronization): one thread loop
     * runs the blocks in an {@code scf.execute_region}, {@code gpu.return} becoming its yield.
     */
    private void emitBlocks(Region body) {
      List<Operation> sync = kernel.collect(o -> o.name().equals("gpu.barrier") || o.name().equals("gpu.shuffle")
          || o.name().equals("gpu.all_reduce") || o.name().equals("gpu.subgroup_reduce"));
      for (Operation op : sync) {
        if (!op.name().equals("gpu.barrier")) {
          throw new Unsupported(op, "shuffles and reductions in kernels of more than one block are not supported");
        }
        if (op.parentOp() != kernel) {
          throw new Unsupported(op, "gpu.barrier inside '" + op.parentOp().name() + "' in a kernel of more than one block is not supported");
        }
      }
      if (!sync.isEmpty()) {
        emitResumable(body);
        return;
      }
      Threads t = openThreads();
      Operation exec = kernelRegion(body, t);
      for (Operation r : exec.collect(o -> o.name().equals("gpu.return"))) {
        Operation y = Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), r.location()));
        r.block().insertBefore(r, y);
        r.erase();
      }
      lowerIds(exec, t);
    }

    /**
     * An {@code scf.execute_region} holding a copy of the kernel's blocks for thread {@code t}, the
     * entry block's arguments replaced by their values in the thread loop.
     */
    private Operation kernelRegion(Region body, Threads t) {
      Block kb = body.front();
      List<Value> argValues = new ArrayList<>();
      for (int i = 0; i < kb.numArguments(); i++) {
        argValues.add(threadValue(kb.argument(i), t, kernel));
      }
      OperationState st = new OperationState(ctx, ctx.opDef("scf.execute_region"), loc);
      Region region = st.addRegion();
      Operation exec = rw.create(st);
      region.takeBody(kernel.clone().region(0));
      Block entry = region.front();
      for (int i = 0; i < argValues.size(); i++) {
        entry.argument(i).replaceAllUsesWith(argValues.get(i));
      }
      while (entry.numArguments() > 0) {
        entry.eraseArgument(entry.numArguments() - 1);
      }
      return exec;
    }

    /** The state of a thread that has returned (resumable kernels). */
    private static final int DONE = -1;

    /**
     * A kernel of several blocks with barriers: each thread is a resumable routine. The blocks are cut
     * after every {@code gpu.barrier}; each piece that starts after a barrier (and the entry) is a
     * resume point, numbered. Per thread, a state array holds the point to resume at; the block runs
     * rounds while a thread has not returned, and in a round each thread runs from its resume point to
     * the next barrier (storing the following point) or to {@code gpu.return} (storing {@link #DONE}),
     * so no thread passes a barrier before every thread has reached it. Values used in another block
     * than their own (after the cuts) are kept per thread in arrays; constants are cloned instead.
     */
    private void emitResumable(Region body) {
      IntegerType i32 = IntegerType.get(ctx, 32);
      Value state = perBlockBuffer(MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC}, i32), List.of(threads));
      Value active = perBlockBuffer(MemRefType.get(ctx, new long[] {1}, i32), List.of());
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      Threads init = openThreads();
      b.op("memref.store", List.of(), List.of(b.intConst(i32, 0), state, init.linear()));
      restore(saved, savedBlock);
      OperationState ws = new OperationState(ctx, ctx.opDef("scf.while"), loc);
      Block before = new Block();
      Block after = new Block();
      ws.addRegion().addBlock(before);
      ws.addRegion().addBlock(after);
      rw.create(ws);
      // Before each round: is any thread not done?
      rw.setInsertionPointToEnd(before);
      Value zero = b.intConst(index, 0);
      b.op("memref.store", List.of(), List.of(b.intConst(i32, 0), active, zero));
      Threads scan = openThreads();
      Value st = b.op("memref.load", List.of(i32), List.of(state, scan.linear())).result(0);
      Value running = b.cast("arith.extui", i32, b.cmpi("ne", st, b.intConst(i32, DONE)));
      Value any = b.op("memref.load", List.of(i32), List.of(active, zero)).result(0);
      b.op("memref.store", List.of(), List.of(b.same("arith.ori", any, running), active, zero));
      rw.setInsertionPointToEnd(before);
      Value more = b.cmpi("ne", b.op("memref.load", List.of(i32), List.of(active, zero)).result(0), b.intConst(i32, 0));
      b.op("scf.condition", List.of(), List.of(more));
      after.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
      rw.setInsertionPoint(after.terminator());
      Threads t = openThreads();
      Value resumeAt = b.op("memref.load", List.of(i32), List.of(state, t.linear())).result(0);
      Operation exec = kernelRegion(body, t);
      Region region = exec.region(0);
      Block entry = region.front();
      // Cut after the barriers; each barrier and return stores the next state and leaves the region.
      List<Block> points = new ArrayList<>(List.of(entry));
      java.util.ArrayDeque<Block> work = new java.util.ArrayDeque<>(region.blocks());
      while (!work.isEmpty()) {
        Block blk = work.pop();
        for (Operation op = blk.first(); op != null; op = op.nextInBlock()) {
          if (op.name().equals("gpu.barrier")) {
            Block cont = new Block();
            region.insertBlock(region.indexOf(blk) + 1, cont);
            while (op.nextInBlock() != null) {
              Operation moved = op.nextInBlock();
              moved.remove();
              cont.append(moved);
            }
            points.add(cont);
            leave(op, state, t.linear(), points.size() - 1);
            work.push(cont);
            break;
          }
          if (op.name().equals("gpu.return")) {
            leave(op, state, t.linear(), DONE);
            break;
          }
        }
      }
      keepAcrossBlocks(region, t.linear());
      // The dispatch on the resume point, as the region's new entry; state DONE falls through to the exit.
      Block exit = new Block();
      region.addBlock(exit);
      exit.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
      Block next = exit;
      for (int k = points.size() - 1; k >= 0; k--) {
        Block test = new Block();
        region.insertBlock(0, test);
        rw.setInsertionPointToEnd(test);
        Value is = b.cmpi("eq", resumeAt, b.intConst(i32, k));
        OperationState br = new OperationState(ctx, ctx.opDef("cf.cond_br"), loc);
        br.addOperand(is);
        br.successors.add(points.get(k));
        br.successors.add(next);
        br.addAttribute(OpSpec.OPERAND_SEGMENTS, org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, 0, 0));
        rw.create(br);
        next = test;
      }
      lowerIds(exec, t);
      restore(saved, savedBlock);
    }

    /** Replaces {@code op} (a barrier or the return) by storing {@code next} as the thread's state and leaving the region. */
    private void leave(Operation op, Value state, Value linear, int next) {
      rw.setInsertionPoint(op);
      b.op("memref.store", List.of(), List.of(b.intConst(IntegerType.get(ctx, 32), next), state, linear));
      b.op("scf.yield", List.of(), List.of());
      op.erase();
    }

    /**
     * Values defined in one block of {@code region} and used in another are stored per thread where
     * they are defined and loaded where they are used (constants are cloned at the use), so each
     * block runs from any resume point.
     */
    private void keepAcrossBlocks(Region region, Value linear) {
      for (Block blk : new ArrayList<>(region.blocks())) {
        List<Value> defined = new ArrayList<>(blk.arguments());
        for (Operation op : blk) {
          defined.addAll(op.results());
        }
        for (Value v : defined) {
          List<OpOperand> foreign = new ArrayList<>();
          for (OpOperand use : v.uses()) {
            if (ancestorIn(region, use.owner()).block() != blk) {
              foreign.add(use);
            }
          }
          if (foreign.isEmpty()) {
            continue;
          }
          Operation def = v.definingOp();
          if (def != null && def.hasTrait(Trait.CONSTANT_LIKE)) {
            for (OpOperand use : foreign) {
              Operation c = def.clone();
              Operation at = ancestorIn(region, use.owner());
              at.block().insertBefore(at, c);
              use.set(c.result(((org.jmlir.ir.OpResult) v).index()));
            }
            continue;
          }
          if (def != null) {
            rw.setInsertionPointAfter(def);
          } else if (blk.first() != null) {
            rw.setInsertionPoint(blk.first());
          } else {
            rw.setInsertionPointToEnd(blk);
          }
          Operation at = def != null ? def : blk.first();
          spill(v, v, linear, at == null ? kernel : at);
          Value array = spills.get(v);
          for (OpOperand use : foreign) {
            rw.setInsertionPoint(ancestorIn(region, use.owner()));
            use.set(b.op("memref.load", List.of(v.type()), List.of(array, linear)).result(0));
          }
        }
      }
    }

    /** The op of {@code region}'s blocks that is or contains {@code op}. */
    private static Operation ancestorIn(Region region, Operation op) {
      while (op.parentRegion() != region) {
        op = op.parentOp();
      }
      return op;
    }

    /** A thread loop nest; its induction variables and the linear thread id. */
    private record Threads(Value[] tid, Value linear, Block body) {}

    private Threads openThreads() {
      Value zero = b.intConst(index, 0);
      Value one = b.intConst(index, 1);
      Value[] tid = new Value[3];
      for (int d = 2; d >= 0; d--) {
        ForOp loop = ScfBuilders.createFor(rw, loc, zero, blockDims[d], one, List.of());
        tid[d] = loop.region(0).front().argument(0);
        rw.setInsertionPoint(loop.region(0).front().terminator());
      }
      Value linear = b.same("arith.addi", b.same("arith.muli", b.same("arith.addi", b.same("arith.muli", tid[2], blockDims[1]), tid[1]), blockDims[0]), tid[0]);
      return new Threads(tid, linear, rw.insertionBlock());
    }

    /** Runs {@code ops} for every thread of the block, keeping the values later phases use. */
    private void emitThreads(List<Operation> ops) {
      if (ops.isEmpty()) {
        return;
      }
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      Threads t = openThreads();
      IRMapping local = new IRMapping();
      java.util.Set<Operation> inRun = new java.util.HashSet<>(ops);
      for (Operation op : ops) {
        for (Value v : operandsFromOutside(op)) {
          if (!local.contains(v)) {
            local.map(v, threadValue(v, t, op));
          }
        }
        if (op.name().startsWith("gpu.") && !op.name().equals("gpu.printf")) {
          Value id = idValue(op, t);
          local.map(op.result(0), id);
          continue;
        }
        Operation c = op.clone(local);
        rw.insert(c);
        for (int i = 0; i < op.numResults(); i++) {
          local.map(op.result(i), c.result(i));
        }
        lowerIds(c, t);
      }
      // Values used after this run are stored per thread (ids are recomputed instead).
      for (Operation op : ops) {
        if (op.name().startsWith("gpu.")) {
          continue;
        }
        for (Value r : op.results()) {
          boolean usedLater = false;
          for (Operation u : r.users()) {
            Operation a = u;
            while (a != null && !inRun.contains(a)) {
              a = a.parentOp();
            }
            usedLater |= a == null;
          }
          if (usedLater) {
            spill(r, local.lookupOrDefault(r), t.linear(), op);
          }
        }
      }
      restore(saved, savedBlock);
    }

    /** Stores a thread's {@code value} of {@code original} into its array (created on first use). */
    private void spill(Value original, Value value, Value linear, Operation at) {
      Type ty = value.type();
      if (!(ty instanceof IntegerType || ty instanceof FloatType || ty instanceof IndexType)) {
        throw new Unsupported(at, "a value of type " + org.jmlir.ir.ods.Texts.type(ty) + " is live across gpu.barrier (only scalars can be kept per thread)");
      }
      Value array = spills.get(original);
      if (array == null) {
        array = perBlockBuffer(MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC}, ty), List.of(threads));
        spills.put(original, array);
      }
      b.op("memref.store", List.of(), List.of(value, array, linear));
    }

    /** {@code v} inside a thread loop: uniform, or this thread's copy of a per-thread value. */
    private Value threadValue(Value v, Threads t, Operation user) {
      Value u = uniform.lookupOrNull(v);
      if (u != null) {
        return u;
      }
      Value spill = spills.get(v);
      if (spill != null) {
        return b.op("memref.load", List.of(v.type()), List.of(spill, t.linear())).result(0);
      }
      if (v.definingOp() != null && v.definingOp().name().startsWith("gpu.")) {
        return idValue(v.definingOp(), t);
      }
      if (v instanceof BlockArgument a && kernel.privateAttributions().contains(a)) {
        Value m = b.op("memref.alloca", List.of(plainMemRef(a.type())), List.of(), OpSpec.OPERAND_SEGMENTS,
            org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 0, 0)).result(0);
        return m;
      }
      throw new Unsupported(user, "an operand is not available in this phase");
    }

    /** Values {@code op} (and ops inside it) use that are defined outside it. */
    private static List<Value> operandsFromOutside(Operation op) {
      List<Value> out = new ArrayList<>();
      op.walkPreOrder(
          inner -> {
            for (Value v : inner.operands()) {
              Operation def = v.definingOp();
              Operation owner = def != null ? def : ((BlockArgument) v).owner().parentOp();
              if (!op.isAncestor(owner) && !out.contains(v)) {
                out.add(v);
              }
            }
          });
      return out;
    }

    /** Replaces the gpu id ops in {@code root} (a cloned op) by the loop values, gpu.printf by printf. */
    private void lowerIds(Operation root, Threads t) {
      for (Operation op : root.collect(o -> o.name().startsWith("gpu."))) {
        Operation saved = rw.insertionPoint();
        Block savedBlock = rw.insertionBlock();
        rw.setInsertionPoint(op);
        if (op.name().equals("gpu.printf")) {
          printf(op);
          restore(saved, savedBlock);
          op.erase();
          continue;
        }
        Value r = idValue(op, t);
        restore(saved, savedBlock);
        op.result(0).replaceAllUsesWith(r);
        op.erase();
      }
    }

    /**
     * gpu.printf on the host: C's {@code printf} with the format as an internal constant global
     * ({@code __gpu_emu_printf_N}, shared by equal formats) and the arguments promoted as C's varargs
     * are (floats to f64, integers narrower than 32 bits to i32, index to i64). Threads print in
     * thread order within a phase.
     */
    private void printf(Operation op) {
      Operation module = kernel.parentOp().parentOp();
      Block top = module.region(0).front();
      Type ptr = org.jmlir.dialect.llvm.LlvmPointerType.get(ctx);
      IntegerType i32 = IntegerType.get(ctx, 32);
      if (org.jmlir.ir.SymbolTable.lookupSymbolIn(module, "printf") == null) {
        top.insertBefore(top.operations().get(0), org.jmlir.dialect.llvm.FuncOp.create(ctx, loc, "printf",
            org.jmlir.dialect.llvm.LlvmFunctionType.get(ctx, i32, List.of(ptr), true), "external"));
      }
      String text = ((StringAttr) op.inherentAttr("format")).value() + "\0";
      StringAttr value = StringAttr.get(ctx, text);
      String global = null;
      int n = 0;
      for (Operation o : top.operations()) {
        if (o instanceof org.jmlir.dialect.llvm.GlobalOp g && g.symName().startsWith("__gpu_emu_printf_")) {
          n++;
          if (value.equals(g.value())) {
            global = g.symName();
          }
        }
      }
      if (global == null) {
        global = "__gpu_emu_printf_" + n;
        Type arr = org.jmlir.dialect.llvm.LlvmArrayType.get(ctx, IntegerType.get(ctx, 8),
            text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length);
        top.insertBefore(top.operations().get(0),
            org.jmlir.dialect.llvm.GlobalOp.create(ctx, loc, arr, true, "internal", global, value, 0));
      }
      List<Value> args = new ArrayList<>();
      args.add(b.op("llvm.mlir.addressof", List.of(ptr), List.of(), "global_name", SymbolRefAttr.get(ctx, global)).result(0));
      for (Value v : op.operands()) {
        if (v.type() instanceof FloatType f && f.width() < 64) {
          v = b.cast("arith.extf", FloatType.get(ctx, FloatType.Kind.F64), v);
        } else if (v.type() instanceof IndexType) {
          v = b.cast("arith.index_cast", IntegerType.get(ctx, 64), v);
        } else if (v.type() instanceof IntegerType it && it.width() < 32) {
          v = b.cast(it.width() == 1 ? "arith.extui" : "arith.extsi", i32, v);
        }
        args.add(v);
      }
      Operation call = org.jmlir.dialect.llvm.CallOp.create(ctx, op.location(), "printf", i32, args);
      call.setAttr("var_callee_type", TypeAttr.get(ctx, org.jmlir.dialect.llvm.LlvmFunctionType.get(ctx, i32, List.of(ptr), true)));
      rw.insert(call);
    }

    private Value idValue(Operation op, Threads t) {
      int d = op.inherentAttr("dimension") instanceof GpuEnumAttr e ? e.value() : 0;
      java.util.function.Supplier<Value> w = () -> b.intConst(index, WARP);
      return switch (op.name()) {
        case "gpu.thread_id" -> t.tid()[d];
        case "gpu.block_id" -> blockIds[d];
        case "gpu.block_dim" -> blockDims[d];
        case "gpu.grid_dim" -> gridDims[d];
        case "gpu.global_id" -> b.same("arith.addi", t.tid()[d], b.same("arith.muli", blockIds[d], blockDims[d]));
        case "gpu.lane_id" -> b.same("arith.remui", t.linear(), w.get());
        case "gpu.subgroup_id" -> b.same("arith.divui", t.linear(), w.get());
        case "gpu.subgroup_size" -> w.get();
        case "gpu.num_subgroups" -> b.same("arith.ceildivui", threads, w.get());
        case "gpu.dynamic_shared_memory" -> dynamicShared();
        default -> throw new Unsupported(op, "'" + op.name() + "' in a kernel is not supported");
      };
    }

    private Value dynamicShared() {
      if (dynamicShared == null) {
        Operation saved = rw.insertionPoint();
        Block savedBlock = rw.insertionBlock();
        dynamicShared = perBlockBuffer(MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC}, IntegerType.get(ctx, 8)), List.of(shmemSize));
        restore(saved, savedBlock);
      }
      return dynamicShared;
    }

    /** The combining function of a reduction: its body (one block) or the arith op of its kind. */
    private Value combine(Operation op, Value lhs, Value rhs) {
      Region body = op.numRegions() > 0 ? op.region(0) : null;
      if (body != null && !body.isEmpty() && !body.front().operations().isEmpty()) {
        if (body.blocks().size() != 1) {
          throw new Unsupported(op, "a reduction body with more than one block is not supported");
        }
        IRMapping m = new IRMapping();
        m.map(body.front().argument(0), lhs);
        m.map(body.front().argument(1), rhs);
        Value result = null;
        for (Operation inner : body.front().operations()) {
          if (inner.name().equals("gpu.yield")) {
            result = m.lookupOrDefault(inner.operand(0));
          } else {
            Operation c = rw.insert(inner.clone(m));
            for (int i = 0; i < inner.numResults(); i++) {
              m.map(inner.result(i), c.result(i));
            }
          }
        }
        return result;
      }
      String name = AllReduceLowering.arithOpName(op, lhs.type());
      return b.same(name, lhs, rhs);
    }

    /** all_reduce: its result is the same for every thread, so it is computed once per block. */
    private void allReduce(Operation op) {
      Value array = spillOf(op.operand(0), op);
      Value first = b.op("memref.load", List.of(op.result(0).type()), List.of(array, b.intConst(index, 0))).result(0);
      ForOp loop = ScfBuilders.createFor(rw, op.location(), b.intConst(index, 1), threads, b.intConst(index, 1), List.of(first));
      Block body = loop.region(0).front();
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      rw.setInsertionPointToEnd(body);
      Value x = b.op("memref.load", List.of(op.result(0).type()), List.of(array, body.argument(0))).result(0);
      Value acc = combine(op, body.argument(1), x);
      b.op("scf.yield", List.of(), List.of(acc));
      restore(saved, savedBlock);
      uniform.map(op.result(0), loop.result(0));
    }

    /** The per-thread array of {@code v} (stored by a phase of its own when {@code v} is uniform). */
    private Value spillOf(Value v, Operation user) {
      Value array = spills.get(v);
      if (array != null) {
        return array;
      }
      Value u = uniform.lookupOrNull(v);
      if (u == null) {
        throw new Unsupported(user, "an operand is not available");
      }
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      Threads t = openThreads();
      spill(v, u, t.linear(), user);
      restore(saved, savedBlock);
      return spills.get(v);
    }

    /**
     * Shuffles and subgroup reductions: a phase in which each thread reads the values the other
     * threads of its warp stored, and stores its result(s).
     */
    private void warpOp(Operation op) {
      Value array = spillOf(op.operand(0), op);
      Operation saved = rw.insertionPoint();
      Block savedBlock = rw.insertionBlock();
      Threads t = openThreads();
      Value warp = b.intConst(index, WARP);
      Value lane = b.same("arith.remui", t.linear(), warp);
      Value warpBase = b.same("arith.subi", t.linear(), lane);
      Value own = b.op("memref.load", List.of(op.operand(0).type()), List.of(array, t.linear())).result(0);
      if (op.name().equals("gpu.shuffle")) {
        Value offset = b.cast("arith.index_cast", index, threadValue(op.operand(1), t, op));
        Value width = b.cast("arith.index_cast", index, threadValue(op.operand(2), t, op));
        Value rel = b.same("arith.remui", lane, width);
        Value base = b.same("arith.addi", warpBase, b.same("arith.subi", lane, rel));
        Value src =
            switch (((GpuEnumAttr) op.inherentAttr("mode")).caseName()) {
              case "xor" -> b.same("arith.xori", rel, offset);
              case "down" -> b.same("arith.addi", rel, offset);
              case "up" -> b.same("arith.subi", rel, offset);
              default -> offset;
            };
        // Lanes are unsigned: an "up" before lane 0 wraps around and is out of range too.
        Value valid = b.cmpi("ult", src, width);
        Value inBlock = b.cmpi("ult", b.same("arith.addi", base, src), threads);
        valid = b.same("arith.andi", valid, inBlock);
        Value at = b.select(valid, b.same("arith.addi", base, src), t.linear());
        Value read = b.op("memref.load", List.of(op.operand(0).type()), List.of(array, at)).result(0);
        spill(op.result(0), read, t.linear(), op);
        spill(op.result(1), valid, t.linear(), op);
      } else {
        long size = op.inherentAttr("cluster_size") instanceof org.jmlir.ir.attr.IntegerAttr s ? s.value().longValue() : WARP;
        long stride = ((org.jmlir.ir.attr.IntegerAttr) op.inherentAttr("cluster_stride")).value().longValue();
        // Lanes of this lane's cluster: same lane modulo stride, same group of size * stride lanes.
        Value group = b.intConst(index, size * stride);
        Value first = b.same("arith.addi", b.same("arith.subi", lane, b.same("arith.remui", lane, group)), b.same("arith.remui", lane, b.intConst(index, stride)));
        Value acc0 = b.op("memref.load", List.of(op.operand(0).type()), List.of(array, b.same("arith.addi", warpBase, first))).result(0);
        ForOp loop = ScfBuilders.createFor(rw, op.location(), b.intConst(index, 1), b.intConst(index, size), b.intConst(index, 1), List.of(acc0));
        Block body = loop.region(0).front();
        rw.setInsertionPointToEnd(body);
        Value member = b.same("arith.addi", b.same("arith.addi", warpBase, first), b.same("arith.muli", body.argument(0), b.intConst(index, stride)));
        Value x = b.op("memref.load", List.of(op.operand(0).type()), List.of(array, member)).result(0);
        b.op("scf.yield", List.of(), List.of(combine(op, body.argument(1), x)));
        rw.setInsertionPointAfter(loop);
        spill(op.result(0), loop.result(0), t.linear(), op);
      }
      restore(saved, savedBlock);
      if (own == null) {
        throw new IllegalStateException();
      }
    }
  }
}

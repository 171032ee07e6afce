package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** The passes around {@code bufferization.dealloc}: simplification, lowering, the pipeline, and the lowering to memref. */
final class DeallocationPasses {
  private DeallocationPasses() {}

  /** A pass that rewrites every {@code bufferization.dealloc} with one function (simplification, lowering). */
  static final class EachDealloc extends Pass {
    private final String argument;
    private final String summary;
    private final java.util.function.BiConsumer<DeallocBuilder, Operation> rewrite;
    private final String[] dialects;

    EachDealloc(PassOptions o, String argument, String summary, java.util.function.BiConsumer<DeallocBuilder, Operation> rewrite,
        String... dialects) {
      super(o);
      this.argument = argument;
      this.summary = summary;
      this.rewrite = rewrite;
      this.dialects = dialects;
    }

    /** Loads the dialects the rewrite creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
    @Override
    public void initialize(MLIRContext ctx) {
      loadDialects(ctx, dialects);
    }

    @Override
    public String argument() {
      return argument;
    }

    @Override
    public String summary() {
      return summary;
    }

    @Override
    public void run(Operation root, PassContext pc) {
      DeallocBuilder b = new DeallocBuilder(root.context());
      for (Operation op : DeallocLowering.deallocs(root)) {
        rewrite.accept(b, op);
      }
    }
  }

  static final String SIMPLIFY = "buffer-deallocation-simplification";
  static final String SIMPLIFY_SUMMARY = "Optimizes `bufferization.dealloc` operation for more efficient codegen";
  static final String LOWER = "bufferization-lower-deallocations";
  static final String LOWER_SUMMARY = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations";

  static Pass lowering(PassOptions o) {
    return new EachDealloc(o, LOWER, LOWER_SUMMARY, DeallocLowering::lower, "arith", "memref", "scf", "func");
  }

  /** {@code convert-bufferization-to-memref}: clones become alloc + copy, deallocs are lowered. */
  static final class ToMemRef extends Pass {
    ToMemRef(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "convert-bufferization-to-memref";
    }

    @Override
    public String summary() {
      return "Convert operations from the Bufferization dialect to the MemRef dialect";
    }

    /** Loads the dialects the conversion creates ops of (MLIR's dependentDialects). */
    @Override
    public void initialize(MLIRContext ctx) {
      loadDialects(ctx, "arith", "memref", "scf", "func");
    }

    @Override
    public void run(Operation root, PassContext pc) {
      DeallocBuilder b = new DeallocBuilder(root.context());
      List<Operation> clones = new ArrayList<>();
      root.walk(o -> {
        if (o.name().equals("bufferization.clone")) {
          clones.add(o);
        }
      });
      for (Operation c : clones) {
        // A clone always allocates: a result layout no fresh buffer can be cast to does not lower.
        if (c.result(0).type() instanceof MemRefType t && !org.jmlir.dialect.memref.CastOp.areCastCompatible(identity(root.context(), t), t)) {
          c.emitError("failed to legalize operation 'bufferization.clone' that was explicitly marked illegal").report();
          pc.signalFailure();
          return;
        }
      }
      List<Operation> deallocs = DeallocLowering.deallocs(root);
      if (!root.name().equals("builtin.module")) {
        // Run on a function, the pass cannot add the module's dealloc_helper (MLIR 22's error).
        for (Operation op : deallocs) {
          if (DeallocLowering.groups(op)[0][1] > 1) {
            op.emitError("library function required for generic lowering, but cannot be automatically inserted when operating on functions").report();
            op.emitError("failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal").report();
            pc.signalFailure();
            return;
          }
        }
      }
      for (Operation c : clones) {
        if (c.result(0).type() instanceof MemRefType t) {
          lowerClone(b, c, t);
        } else {
          lowerUnrankedClone(b, c, (org.jmlir.ir.type.UnrankedMemRefType) c.result(0).type());
        }
      }
      for (Operation op : deallocs) {
        DeallocLowering.lower(b, op);
      }
    }

    /** {@code t}'s shape, element type and memory space with the identity layout. */
    private static MemRefType identity(MLIRContext ctx, MemRefType t) {
      return MemRefType.get(ctx, t.shape(), t.elementType(), null, t.memorySpace());
    }

    /**
     * An unranked clone (MLIR's CloneOpConversion): the sizes go into a stack buffer while a loop
     * multiplies them, a 1-D buffer of that many elements is allocated, reshaped to the sizes and
     * filled by a copy.
     */
    private static void lowerUnrankedClone(DeallocBuilder b, Operation c, org.jmlir.ir.type.UnrankedMemRefType t) {
      MLIRContext ctx = b.ctx;
      Location loc = c.location();
      b.rw.setInsertionPoint(c);
      Value input = c.operand(0);
      org.jmlir.ir.type.Type index = org.jmlir.ir.type.IndexType.get(ctx);
      Value zero = org.jmlir.dialect.memref.MemRefBuilders.constantIndex(b.rw, loc, 0);
      Value one = org.jmlir.dialect.memref.MemRefBuilders.constantIndex(b.rw, loc, 1);
      Value rank = b.create("memref.rank", loc, List.of(input), List.of(index)).result(0);
      OperationState a = new OperationState(ctx, ctx.opDef("memref.alloca"), loc);
      a.addOperands(List.of(rank));
      a.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, 0));
      a.addType(MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC}, index, null, null));
      Value shape = b.rw.create(a).result(0);
      OperationState f = new OperationState(ctx, ctx.opDef("scf.for"), loc);
      f.addOperands(List.of(zero, rank, one, one));
      f.addType(index);
      org.jmlir.ir.Region body = f.addRegion();
      org.jmlir.ir.Block blk = new org.jmlir.ir.Block();
      body.addBlock(blk);
      Value iv = blk.addArgument(index, loc);
      Value acc = blk.addArgument(index, loc);
      Operation loop = b.rw.create(f);
      org.jmlir.ir.Operation savedPoint = c;
      b.rw.setInsertionPointToEnd(blk);
      Value dim = b.create("memref.dim", loc, List.of(input, iv), List.of(index)).result(0);
      b.create("memref.store", loc, List.of(dim, shape, iv), List.of());
      Value next = b.create("arith.muli", loc, List.of(acc, dim), List.of(index)).result(0);
      b.create("scf.yield", loc, List.of(next), List.of());
      b.rw.setInsertionPoint(savedPoint);
      OperationState al = new OperationState(ctx, ctx.opDef("memref.alloc"), loc);
      al.addOperands(List.of(loop.result(0)));
      al.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, 0));
      al.addType(MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC}, t.elementType(), null, t.memorySpace()));
      Value alloc = b.rw.create(al).result(0);
      Value reshaped = b.create("memref.reshape", loc, List.of(alloc, shape), List.of(t)).result(0);
      b.create("memref.copy", loc, List.of(input, reshaped), List.of());
      b.rw.replaceOp(c, List.of(reshaped));
    }

    private static void lowerClone(DeallocBuilder b, Operation c, MemRefType t) {
      MLIRContext ctx = b.ctx;
      Location loc = c.location();
      b.rw.setInsertionPoint(c);
      Value input = c.operand(0);
      List<Value> dyn = new ArrayList<>();
      for (int i = 0; i < t.rank(); i++) {
        if (t.shape()[i] == ShapedType.DYNAMIC) {
          Value idx = org.jmlir.dialect.memref.MemRefBuilders.constantIndex(b.rw, loc, i);
          dyn.add(b.create("memref.dim", loc, List.of(input, idx), List.of(org.jmlir.ir.type.IndexType.get(ctx))).result(0));
        }
      }
      MemRefType allocType = MemRefType.get(ctx, t.shape(), t.elementType(), null, t.memorySpace());
      OperationState s = new OperationState(ctx, ctx.opDef("memref.alloc"), loc);
      s.addOperands(dyn);
      s.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, dyn.size(), 0));
      s.addType(allocType);
      Value alloc = b.rw.create(s).result(0);
      if (allocType != t) {
        alloc = b.create("memref.cast", loc, List.of(alloc), List.of(t)).result(0);
      }
      b.create("memref.copy", loc, List.of(input, alloc), List.of());
      b.rw.replaceOp(c, List.of(alloc));
    }
  }

  /** {@code buffer-deallocation-pipeline}: MLIR 22's list of passes. */
  static final class Pipeline extends Pass {
    private OpPassManager pipeline;
    private final boolean privateFunctionDynamicOwnership;

    Pipeline(PassOptions o) {
      super(o);
      privateFunctionDynamicOwnership = o.getBool("private-function-dynamic-ownership", false);
    }

    @Override
    public String argument() {
      return "buffer-deallocation-pipeline";
    }

    @Override
    public String summary() {
      return "The default pipeline for automatically inserting deallocation operations after one-shot bufferization.";
    }

    @Override
    public void initialize(MLIRContext ctx) {
      try {
        PassRegistry r = PassRegistry.withAllPasses();
        pipeline = PipelineParser.parseAnchored(r, "builtin.module(expand-realloc{emit-deallocs=false},canonicalize,ownership-based-buffer-deallocation"
            + (privateFunctionDynamicOwnership ? "{private-function-dynamic-ownership=true}" : "") + ",canonicalize,"
            + "buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize)");
        pipeline.initialize(ctx);
      } catch (PipelineParser.PipelineException e) {
        throw new IllegalStateException(e.getMessage(), e);
      }
    }

    @Override
    public void run(Operation root, PassContext pc) {
      if (!pc.runPipeline(pipeline, root)) {
        pc.signalFailure();
      }
    }
  }
}

package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code expand-realloc} (MLIR 22's memref ExpandRealloc, which the buffer deallocation pipeline runs
 * first): {@code memref.realloc} becomes a size comparison and an {@code scf.if} that allocates, copies
 * into a subview of the new buffer and (with {@code emit-deallocs}) frees the old one when growing, else
 * reinterprets the old buffer with the new size.
 */
final class ExpandReallocPass extends Pass {
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("emit-deallocs", "true", "Emit deallocation operations for the original MemRef"),
  };

  private final boolean emitDeallocs;

  ExpandReallocPass(PassOptions o) {
    super(o);
    emitDeallocs = o.getBool("emit-deallocs", true);
  }

  @Override
  public String argument() {
    return "expand-realloc";
  }

  @Override
  public String summary() {
    return "Expand memref.realloc operations into its components";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    loadDialects(ctx, "arith", "memref", "scf");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> reallocs = new ArrayList<>();
    root.walk(o -> {
      if (o.name().equals("memref.realloc")) {
        reallocs.add(o);
      }
    });
    for (Operation op : reallocs) {
      expand(op);
    }
  }

  private static Operation create(PatternRewriter rw, String name, Location loc, List<? extends Value> operands, List<? extends Type> types) {
    OperationState s = new OperationState(rw.context(), rw.context().opDef(name), loc);
    s.addOperands(new ArrayList<>(operands));
    s.addTypes(new ArrayList<>(types));
    return rw.create(s);
  }

  /** The size of dimension 0 of a 1-D memref: a constant, or memref.dim. */
  private static Value size(PatternRewriter rw, Location loc, Value memref, Value dynamic) {
    long d = ((ShapedType) memref.type()).shape()[0];
    if (d != ShapedType.DYNAMIC) {
      return MemRefBuilders.constantIndex(rw, loc, d);
    }
    if (dynamic != null) {
      return dynamic;
    }
    Value c0 = MemRefBuilders.constantIndex(rw, loc, 0);
    return create(rw, "memref.dim", loc, List.of(memref, c0), List.of(IndexType.get(rw.context()))).result(0);
  }

  private static DenseArrayAttr i64(MLIRContext ctx, long... v) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private void expand(Operation op) {
    MLIRContext ctx = op.context();
    PatternRewriter rw = new PatternRewriter(ctx);
    rw.setInsertionPoint(op);
    Location loc = op.location();
    Value src = op.operand(0);
    Value dynamicSize = op.numOperands() > 1 ? op.operand(1) : null;
    MemRefType srcType = (MemRefType) src.type();
    MemRefType resultType = (MemRefType) op.result(0).type();
    Value oldSize = size(rw, loc, src, null);
    Value newSize = size(rw, loc, op.result(0), dynamicSize);
    OperationState cmp = new OperationState(ctx, ctx.opDef("arith.cmpi"), loc);
    cmp.addOperand(oldSize).addOperand(newSize);
    cmp.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 6));
    cmp.addType(IntegerType.get(ctx, 1));
    Value grows = rw.create(cmp).result(0);
    OperationState ifState = new OperationState(ctx, ctx.opDef("scf.if"), loc);
    ifState.addOperand(grows).addType(resultType);
    Block thenBlock = new Block();
    Block elseBlock = new Block();
    ifState.addRegion().addBlock(thenBlock);
    ifState.addRegion().addBlock(elseBlock);
    Operation ifOp = rw.create(ifState);

    PatternRewriter in = new PatternRewriter(ctx);
    in.setInsertionPointToEnd(thenBlock);
    boolean dynamicResult = resultType.shape()[0] == ShapedType.DYNAMIC;
    OperationState alloc = new OperationState(ctx, ctx.opDef("memref.alloc"), loc);
    if (dynamicResult) {
      alloc.addOperand(newSize);
    }
    alloc.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, dynamicResult ? 1 : 0, 0));
    if (op.attr("alignment") != null) {
      alloc.addAttribute("alignment", op.attr("alignment"));
    }
    alloc.addType(resultType);
    Value newBuffer = in.create(alloc).result(0);
    long oldStatic = srcType.shape()[0];
    MemRefType viewType = MemRefType.get(ctx, new long[] {oldStatic}, srcType.elementType(),
        StridedLayoutAttr.get(ctx, 0, new long[] {1}), resultType.memorySpace());
    OperationState sv = new OperationState(ctx, ctx.opDef("memref.subview"), loc);
    sv.addOperand(newBuffer);
    if (oldStatic == ShapedType.DYNAMIC) {
      sv.addOperand(oldSize);
    }
    sv.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, 1, 0, oldStatic == ShapedType.DYNAMIC ? 1 : 0, 0));
    sv.addAttribute("static_offsets", i64(ctx, 0));
    sv.addAttribute("static_sizes", i64(ctx, oldStatic));
    sv.addAttribute("static_strides", i64(ctx, 1));
    sv.addType(viewType);
    Value view = in.create(sv).result(0);
    create(in, "memref.copy", loc, List.of(src, view), List.of());
    if (emitDeallocs) {
      create(in, "memref.dealloc", loc, List.of(src), List.of());
    }
    create(in, "scf.yield", loc, List.of(newBuffer), List.of());

    in.setInsertionPointToEnd(elseBlock);
    OperationState rc = new OperationState(ctx, ctx.opDef("memref.reinterpret_cast"), loc);
    rc.addOperand(src);
    if (dynamicResult) {
      rc.addOperand(newSize);
    }
    rc.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, 1, 0, dynamicResult ? 1 : 0, 0));
    rc.addAttribute("static_offsets", i64(ctx, 0));
    rc.addAttribute("static_sizes", i64(ctx, resultType.shape()[0]));
    rc.addAttribute("static_strides", i64(ctx, 1));
    rc.addType(resultType);
    Value reinterpreted = in.create(rc).result(0);
    create(in, "scf.yield", loc, List.of(reinterpreted), List.of());
    rw.replaceOp(op, ifOp.results());
  }
}

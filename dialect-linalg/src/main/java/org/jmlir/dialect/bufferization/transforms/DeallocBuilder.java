package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** Creates the ops the deallocation passes insert, at a rewriter's insertion point. */
final class DeallocBuilder {
  final MLIRContext ctx;
  final PatternRewriter rw;
  /** The dealloc_helper function of each symbol table (module) that needed one. */
  final java.util.Map<Operation, Operation> helpers = new java.util.IdentityHashMap<>();

  DeallocBuilder(MLIRContext ctx) {
    this.ctx = ctx;
    this.rw = new PatternRewriter(ctx);
  }

  Operation create(String name, Location loc, List<? extends Value> operands, List<? extends Type> types) {
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperands(new ArrayList<>(operands));
    s.addTypes(new ArrayList<>(types));
    return rw.create(s);
  }

  Value bool(Location loc, boolean v) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    s.addAttribute("value", IntegerAttr.bool(ctx, v));
    s.addType(IntegerType.get(ctx, 1));
    return rw.create(s).result(0);
  }

  Value binary(String name, Location loc, Value a, Value b) {
    return create(name, loc, List.of(a, b), List.of(a.type())).result(0);
  }

  Value cmpNe(Location loc, Value a, Value b) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.cmpi"), loc);
    s.addOperand(a).addOperand(b);
    s.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 1));
    s.addType(IntegerType.get(ctx, 1));
    return rw.create(s).result(0);
  }

  Value index(Location loc, long v) {
    return org.jmlir.dialect.memref.MemRefBuilders.constantIndex(rw, loc, v);
  }

  Value alloc(Location loc, Type t) {
    OperationState s = new OperationState(ctx, ctx.opDef("memref.alloc"), loc);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 0, 0));
    s.addType(t);
    return rw.create(s).result(0);
  }

  Value alignedPointer(Location loc, Value memref) {
    return create("memref.extract_aligned_pointer_as_index", loc, List.of(memref), List.of(IndexType.get(ctx))).result(0);
  }

  /** {@code bufferization.dealloc (memrefs) if (conds) retain (retained)}: one i1 result per retained value. */
  Operation dealloc(Location loc, List<Value> memrefs, List<Value> conds, List<Value> retained) {
    OperationState s = new OperationState(ctx, ctx.opDef("bufferization.dealloc"), loc);
    s.addOperands(memrefs).addOperands(conds).addOperands(retained);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, memrefs.size(), conds.size(), retained.size()));
    for (int i = 0; i < retained.size(); i++) {
      s.addType(IntegerType.get(ctx, 1));
    }
    return rw.create(s);
  }

  /** {@code scf.if %cond { memref.dealloc %m }}. */
  void deallocIf(Location loc, Value cond, Value memref) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.if"), loc);
    s.addOperand(cond);
    org.jmlir.ir.Region then = s.addRegion();
    s.addRegion();
    org.jmlir.ir.Block b = new org.jmlir.ir.Block();
    then.addBlock(b);
    Operation ifOp = rw.create(s);
    Operation ip = rw.insertionPoint();
    org.jmlir.ir.Block ib = rw.insertionBlock();
    rw.setInsertionPointToEnd(b);
    create("memref.dealloc", loc, List.of(memref), List.of());
    create("scf.yield", loc, List.of(), List.of());
    if (ip != null) {
      rw.setInsertionPoint(ip);
    } else {
      rw.setInsertionPointToEnd(ib);
    }
    assert ifOp != null;
  }
}

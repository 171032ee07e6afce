package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Lowers {@code bufferization.dealloc} to pointer comparisons and conditional {@code memref.dealloc}s
 * (MLIR's LowerDeallocations): a memref is freed when its condition holds and its aligned pointer
 * differs from every retained value's and every earlier memref's; a retained value's result is true
 * when some memref with a true condition has its pointer. One memref lowers inline; several store
 * their pointers and conditions into small buffers and call the module's generated private
 * {@code dealloc_helper} function, which computes the conditions in loops (as MLIR 22 does; inside a
 * function-rooted pass, where no helper can be added, they lower inline).
 */
final class DeallocLowering {
  private DeallocLowering() {}

  static int[][] groups(Operation op) {
    return ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
  }

  static List<Value> group(Operation op, int[] g) {
    return new ArrayList<>(op.operands().subList(g[0], g[0] + g[1]));
  }

  static void lower(DeallocBuilder b, Operation op) {
    int[][] g = groups(op);
    List<Value> memrefs = group(op, g[0]);
    List<Value> conds = group(op, g[1]);
    List<Value> retained = group(op, g[2]);
    Location loc = op.location();
    b.rw.setInsertionPoint(op);
    if (memrefs.isEmpty()) {
      // One false for every result (MLIR builds it even when there is none).
      Value f = b.bool(loc, false);
      b.rw.replaceOp(op, java.util.Collections.nCopies(retained.size(), f));
      return;
    }
    if (retained.isEmpty() && memrefs.size() == 1) {
      b.deallocIf(loc, conds.get(0), memrefs.get(0));
      b.rw.eraseOp(op);
      return;
    }
    Operation table = op.parentWithTrait(org.jmlir.ir.Trait.SYMBOL_TABLE);
    if (memrefs.size() > 1 && table != null && table.name().equals("builtin.module")) {
      lowerWithHelper(b, op, helper(b, table, loc), memrefs, conds, retained);
      return;
    }
    List<Value> ptrs = new ArrayList<>();
    List<Value> retainedPtrs = new ArrayList<>();
    List<List<Value>> notRetained = new ArrayList<>();
    for (int i = 0; i < memrefs.size(); i++) {
      Value p = b.alignedPointer(loc, memrefs.get(i));
      List<Value> nes = new ArrayList<>();
      // MLIR compares with every retained pointer first, then folds the comparisons with andi.
      for (int j = 0; j < retained.size(); j++) {
        if (retainedPtrs.size() <= j) {
          retainedPtrs.add(b.alignedPointer(loc, retained.get(j)));
        }
        nes.add(b.cmpNe(loc, p, retainedPtrs.get(j)));
      }
      List<Value> all = new ArrayList<>(nes);
      for (Value earlier : ptrs) {
        all.add(b.cmpNe(loc, p, earlier));
      }
      ptrs.add(p);
      notRetained.add(nes);
      Value should = null;
      for (Value ne : all) {
        should = should == null ? ne : b.binary("arith.andi", loc, should, ne);
      }
      should = should == null ? conds.get(i) : b.binary("arith.andi", loc, should, conds.get(i));
      b.deallocIf(loc, should, memrefs.get(i));
    }
    List<Value> results = new ArrayList<>();
    if (!retained.isEmpty()) {
      Value t = b.bool(loc, true);
      for (int j = 0; j < retained.size(); j++) {
        Value r = null;
        for (int i = 0; i < memrefs.size(); i++) {
          Value same = b.binary("arith.xori", loc, notRetained.get(i).get(j), t);
          Value owned = b.binary("arith.andi", loc, same, conds.get(i));
          r = r == null ? owned : b.binary("arith.ori", loc, r, owned);
        }
        results.add(r);
      }
    }
    b.rw.replaceOp(op, results);
  }

  private static MemRefType vector(DeallocBuilder b, long n, Type element) {
    return MemRefType.get(b.ctx, new long[] {n}, element, null, null);
  }

  /** MLIR's general case: pointers and conditions go through memrefs to {@code dealloc_helper}. */
  private static void lowerWithHelper(DeallocBuilder b, Operation op, Operation helper, List<Value> memrefs, List<Value> conds,
      List<Value> retained) {
    Location loc = op.location();
    Type index = IndexType.get(b.ctx);
    Type i1 = IntegerType.get(b.ctx, 1);
    Value toDealloc = b.alloc(loc, vector(b, memrefs.size(), index));
    Value condBuf = b.alloc(loc, vector(b, conds.size(), i1));
    Value toRetain = b.alloc(loc, vector(b, retained.size(), index));
    for (int i = 0; i < memrefs.size(); i++) {
      Value p = b.alignedPointer(loc, memrefs.get(i));
      b.create("memref.store", loc, List.of(p, toDealloc, b.index(loc, i)), List.of());
    }
    for (int i = 0; i < conds.size(); i++) {
      b.create("memref.store", loc, List.of(conds.get(i), condBuf, b.index(loc, i)), List.of());
    }
    for (int i = 0; i < retained.size(); i++) {
      Value p = b.alignedPointer(loc, retained.get(i));
      b.create("memref.store", loc, List.of(p, toRetain, b.index(loc, i)), List.of());
    }
    Value castDealloc = b.create("memref.cast", loc, List.of(toDealloc), List.of(vector(b, ShapedType.DYNAMIC, index))).result(0);
    Value castConds = b.create("memref.cast", loc, List.of(condBuf), List.of(vector(b, ShapedType.DYNAMIC, i1))).result(0);
    Value castRetain = b.create("memref.cast", loc, List.of(toRetain), List.of(vector(b, ShapedType.DYNAMIC, index))).result(0);
    Value deallocConds = b.alloc(loc, vector(b, memrefs.size(), i1));
    Value retainConds = b.alloc(loc, vector(b, retained.size(), i1));
    Value castDeallocConds = b.create("memref.cast", loc, List.of(deallocConds), List.of(vector(b, ShapedType.DYNAMIC, i1))).result(0);
    Value castRetainConds = b.create("memref.cast", loc, List.of(retainConds), List.of(vector(b, ShapedType.DYNAMIC, i1))).result(0);
    OperationState call = new OperationState(b.ctx, b.ctx.opDef("func.call"), loc);
    call.addOperands(List.of(castDealloc, castRetain, castConds, castDeallocConds, castRetainConds));
    call.addAttribute("callee", SymbolRefAttr.get(b.ctx, ((org.jmlir.ir.attr.StringAttr) helper.attr("sym_name")).value()));
    b.rw.create(call);
    for (int i = 0; i < memrefs.size(); i++) {
      Value should = b.create("memref.load", loc, List.of(deallocConds, b.index(loc, i)), List.of(i1)).result(0);
      b.deallocIf(loc, should, memrefs.get(i));
    }
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < retained.size(); i++) {
      results.add(b.create("memref.load", loc, List.of(retainConds, b.index(loc, i)), List.of(i1)).result(0));
    }
    for (Value buf : List.of(toDealloc, toRetain, condBuf, deallocConds, retainConds)) {
      b.create("memref.dealloc", loc, List.of(buf), List.of());
    }
    b.rw.replaceOp(op, results);
  }

  /** The {@code dealloc_helper} of {@code module}, built at its end on first use (MLIR's buildDeallocationLibraryFunction). */
  private static Operation helper(DeallocBuilder b, Operation module, Location loc) {
    Operation existing = b.helpers.get(module);
    if (existing != null) {
      return existing;
    }
    Operation ip = b.rw.insertionPoint();
    org.jmlir.ir.Block ib = b.rw.insertionBlock();
    Type index = IndexType.get(b.ctx);
    Type i1 = IntegerType.get(b.ctx, 1);
    Type indexBuf = vector(b, ShapedType.DYNAMIC, index);
    Type boolBuf = vector(b, ShapedType.DYNAMIC, i1);
    List<Type> argTypes = List.of(indexBuf, indexBuf, boolBuf, boolBuf, boolBuf);
    String name = "dealloc_helper";
    for (int k = 0; org.jmlir.ir.SymbolTable.lookupSymbolIn(module, name) != null; k++) {
      name = "dealloc_helper_" + k;
    }
    OperationState fs = new OperationState(b.ctx, b.ctx.opDef("func.func"), loc);
    fs.addAttribute("sym_name", org.jmlir.ir.attr.StringAttr.get(b.ctx, name));
    fs.addAttribute("function_type", org.jmlir.ir.attr.TypeAttr.get(b.ctx, org.jmlir.ir.type.FunctionType.get(b.ctx, argTypes, List.of())));
    fs.addAttribute("sym_visibility", org.jmlir.ir.attr.StringAttr.get(b.ctx, "private"));
    org.jmlir.ir.Block body = new org.jmlir.ir.Block();
    for (Type t : argTypes) {
      body.addArgument(t, loc);
    }
    fs.addRegion().addBlock(body);
    Operation f = Operation.create(fs);
    module.region(0).front().append(f);
    b.helpers.put(module, f);
    b.rw.setInsertionPointToStart(body);
    Value toDealloc = body.argument(0);
    Value toRetain = body.argument(1);
    Value condBuf = body.argument(2);
    Value deallocConds = body.argument(3);
    Value retainConds = body.argument(4);
    Value c0 = b.index(loc, 0);
    Value c1 = b.index(loc, 1);
    Value t = b.bool(loc, true);
    Value fa = b.bool(loc, false);
    Value deallocSize = b.create("memref.dim", loc, List.of(toDealloc, c0), List.of(index)).result(0);
    Value retainSize = b.create("memref.dim", loc, List.of(toRetain, c0), List.of(index)).result(0);
    Operation clear = ScfBuilders.createFor(b.rw, loc, c0, retainSize, c1, List.of());
    b.rw.setInsertionPoint(clear.region(0).front().terminator());
    b.create("memref.store", loc, List.of(fa, retainConds, clear.region(0).front().argument(0)), List.of());
    b.rw.setInsertionPointAfter(clear);
    Operation outer = ScfBuilders.createFor(b.rw, loc, c0, deallocSize, c1, List.of());
    Value outerIv = outer.region(0).front().argument(0);
    b.rw.setInsertionPoint(outer.region(0).front().terminator());
    Value current = b.create("memref.load", loc, List.of(toDealloc, outerIv), List.of(index)).result(0);
    Value cond = b.create("memref.load", loc, List.of(condBuf, outerIv), List.of(i1)).result(0);
    // Not aliasing any retained value (each aliased retained value takes over the condition).
    Operation retainLoop = ScfBuilders.createFor(b.rw, loc, c0, retainSize, c1, List.of(t));
    org.jmlir.ir.Block rl = retainLoop.region(0).front();
    b.rw.setInsertionPointToEnd(rl);
    Value retainValue = b.create("memref.load", loc, List.of(toRetain, rl.argument(0)), List.of(index)).result(0);
    Value aliases = cmp(b, loc, 0, retainValue, current);
    OperationState is = new OperationState(b.ctx, b.ctx.opDef("scf.if"), loc);
    is.addOperand(aliases);
    org.jmlir.ir.Block thenBlock = new org.jmlir.ir.Block();
    is.addRegion().addBlock(thenBlock);
    is.addRegion();
    b.rw.create(is);
    b.rw.setInsertionPointToEnd(thenBlock);
    Value old = b.create("memref.load", loc, List.of(retainConds, rl.argument(0)), List.of(i1)).result(0);
    Value merged = b.binary("arith.ori", loc, old, cond);
    b.create("memref.store", loc, List.of(merged, retainConds, rl.argument(0)), List.of());
    b.create("scf.yield", loc, List.of(), List.of());
    b.rw.setInsertionPointToEnd(rl);
    Value notAliasing = cmp(b, loc, 1, retainValue, current);
    b.create("scf.yield", loc, List.of(b.binary("arith.andi", loc, rl.argument(1), notAliasing)), List.of());
    b.rw.setInsertionPoint(outer.region(0).front().terminator());
    // Not aliasing an earlier memref of the list.
    Operation prevLoop = ScfBuilders.createFor(b.rw, loc, c0, outerIv, c1, List.of(retainLoop.result(0)));
    org.jmlir.ir.Block pl = prevLoop.region(0).front();
    b.rw.setInsertionPointToEnd(pl);
    Value prev = b.create("memref.load", loc, List.of(toDealloc, pl.argument(0)), List.of(index)).result(0);
    Value ne = cmp(b, loc, 1, prev, current);
    b.create("scf.yield", loc, List.of(b.binary("arith.andi", loc, pl.argument(1), ne)), List.of());
    b.rw.setInsertionPoint(outer.region(0).front().terminator());
    Value should = b.binary("arith.andi", loc, prevLoop.result(0), cond);
    b.create("memref.store", loc, List.of(should, deallocConds, outerIv), List.of());
    b.rw.setInsertionPointToEnd(body);
    b.create("func.return", loc, List.of(), List.of());
    if (ip != null) {
      b.rw.setInsertionPoint(ip);
    } else {
      b.rw.setInsertionPointToEnd(ib);
    }
    return f;
  }

  private static Value cmp(DeallocBuilder b, Location loc, int predicate, Value x, Value y) {
    OperationState s = new OperationState(b.ctx, b.ctx.opDef("arith.cmpi"), loc);
    s.addOperand(x).addOperand(y);
    s.addAttribute("predicate", IntegerAttr.get(b.ctx, IntegerType.get(b.ctx, 64), predicate));
    s.addType(IntegerType.get(b.ctx, 1));
    return b.rw.create(s).result(0);
  }

  static List<Operation> deallocs(Operation root) {
    List<Operation> r = new ArrayList<>();
    root.walk(o -> {
      if (o.name().equals("bufferization.dealloc")) {
        r.add(o);
      }
    });
    return r;
  }

  static MLIRContext ctx(Operation op) {
    return op.context();
  }
}

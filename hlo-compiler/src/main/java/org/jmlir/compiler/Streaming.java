package org.jmlir.compiler;

import java.util.List;
import java.util.function.Function;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Streaming (non-temporal) stores for a fusion whose result is larger than the caches. A store to a
 * line that is not in cache first reads the line (read for ownership): writing a 64 MB result moves
 * 128 MB. A non-temporal store writes whole lines to memory without reading them. LLVM's loop
 * vectorizer does not vectorize a store marked {@code !nontemporal} (X86's {@code isLegalNTStore}
 * takes no 64-byte vector, nor an element-aligned one), so the fusion is computed in tiles of
 * {@link #TILE_BYTES} into a buffer on the stack (the ordinary loop, which LLVM vectorizes; the tile stays
 * in L1), and each tile is copied to the result with 64-byte aligned {@code llvm.store}s marked
 * {@code nontemporal} ({@code vmovntps}); a tile whose computation is expensive (see {@link #CHEAP_MATH})
 * writes its elements to the result directly, with ordinary stores (the tiles still split the work
 * over threads with {@code parallel}). The tail that does not fill a tile goes through the
 * ordinary loop, and so does the whole result when it is smaller than the threshold (checked at run
 * time). The result's {@code memref.alloc} gets {@code alignment = 64}. A fence after the tiles orders
 * the weakly ordered stores before whatever the caller does next.
 *
 * <p>Only rank-1 results of 4- or 8-byte integers or floats take this path.
 */
final class Streaming {
  /** The stack tile, in bytes. */
  static final int TILE_BYTES = 4096;
  private static final int LINE = 64;

  private Streaming() {}

  /**
   * Emits the loop writing {@code buf} (of sizes {@code ds}, elements {@code el}) with {@code elem}
   * giving the element at an index: with streaming stores when the result has at least
   * {@code minBytes} bytes at run time. False (nothing emitted) when the result does not qualify.
   * With {@code parallel} (the module and a name) the loop over the tiles is outlined into a function
   * {@code name(lo, hi, captured...)} computing tiles lo..hi-1 (its own stack tile), called as
   * {@code name_parallel(tiles, captured...)}: a declaration that whoever runs the code defines
   * (compiled graphs split the tiles over their threads). {@code streamTanh}: a tile computing tanh
   * (and no other expensive math) streams too (for {@link FastTanh}'s cheaper tanh).
   */
  static boolean emit(Emitter e, Block entry, Value buf, List<Value> ds, Type el, long minBytes, Outline parallel, boolean streamTanh,
      Function<List<Value>, Value> elem) {
    int bytes = elementBytes(el);
    Operation alloc = buf.definingOp();
    if (minBytes < 0 || ds.size() != 1 || bytes == 0 || alloc == null || !alloc.name().equals("memref.alloc")) {
      return false;
    }
    alloc.setAttr("alignment", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), LINE));
    int lanes = LINE / bytes;
    int tile = TILE_BYTES / bytes;
    Value tileBuf = stackTile(e, entry, el, tile);
    Value n = ds.get(0);
    Value address = e.op("memref.extract_aligned_pointer_as_index", e.index(), buf);
    Value stream = e.a.cmpi("uge", n, e.cIndex(Math.max(1, (minBytes + bytes - 1) / bytes)));
    Value tiles = e.a.same("arith.divui", n, e.cIndex(tile));
    Value streamed = e.a.select(stream, e.muli(tiles, e.cIndex(tile)), e.cIndex(0));
    e.ifThenElse(stream, List.of(), () -> {
      Operation[] loop = new Operation[1];
      e.forLoop(e.cIndex(0), tiles, List.of(), t -> {
        loop[0] = t.get(0).parentBlock().parentOp();
        Value base = e.muli(t.get(0), e.cIndex(tile));
        Operation[] fill = new Operation[1];
        Value[] element = new Value[2];
        e.forLoop(e.cIndex(0), e.cIndex(tile), List.of(), j -> {
          fill[0] = j.get(0).parentBlock().parentOp();
          element[0] = e.addi(base, j.get(0));
          element[1] = elem.apply(List.of(element[0]));
          e.store(element[1], tileBuf, List.of(j.get(0)));
          return List.of();
        });
        if (!fill[0].collect(o -> o.name().startsWith("math.") && !CHEAP_MATH.contains(o.name())
            && !(streamTanh && o.name().equals("math.tanh"))).isEmpty()) {
          // bound by the arithmetic: the tile's elements go straight to the result (ordinary stores)
          Block fillBody = fill[0].region(0).front();
          Operation toTile = fillBody.terminator().prevInBlock();
          Block outer = e.b.insertionBlock();
          e.b.setInsertionPoint(toTile);
          e.store(element[1], buf, List.of(element[0]));
          toTile.erase();
          e.b.setInsertionPointToEnd(outer);
          return List.of();
        }
        Value lineAddress = e.addi(address, e.muli(base, e.cIndex(bytes)));
        e.forLoop(e.cIndex(0), e.cIndex(tile / lanes), List.of(), q -> {
          Value j = e.muli(q.get(0), e.cIndex(lanes));
          Value v = e.opN("vector.load", List.of(VectorType.get(e.ctx, new long[] {lanes}, el)), List.of(tileBuf, j)).result(0);
          Value at = e.addi(lineAddress, e.muli(j, e.cIndex(bytes)));
          Value ptr = e.a.cast("llvm.inttoptr", LlvmPointerType.get(e.ctx), e.a.cast("arith.index_cast", IntegerType.get(e.ctx, 64), at));
          e.opN("llvm.store", List.of(), List.of(v, ptr), "alignment", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), LINE),
              "nontemporal", UnitAttr.get(e.ctx));
          return List.of();
        });
        return List.of();
      });
      if (parallel != null) {
        outline(e, parallel, loop[0], tiles);
      }
      e.opN("llvm.fence", List.of(), List.of(), "ordering", LlvmEnums.ATOMIC_ORDERING.attr(e.ctx, "seq_cst"));
      return List.of();
    }, List::of);
    e.forLoop(streamed, n, List.of(), i -> {
      e.store(elem.apply(List.of(i.get(0))), buf, List.of(i.get(0)));
      return List.of();
    });
    return true;
  }

  /**
   * The math ops that cost about as much as an add; a tile computing any other (tanh, exp, log, sin,
   * powf...) is bound by the arithmetic, not by memory, and writes the result directly: on this
   * project's build machine the 16M-element tanh(x*2+1) ran 5-10% slower with streaming stores when memory
   * was not contended, where the triad a = b + 3c ran 1.2-1.4x faster (BENCHMARKS.md, issue 14, mm9).
   */
  private static final java.util.Set<String> CHEAP_MATH = java.util.Set.of("math.absf", "math.absi", "math.fma", "math.copysign",
      "math.floor", "math.ceil", "math.round", "math.roundeven", "math.trunc", "math.ctlz", "math.cttz", "math.ctpop");

  /** Where outlined tile loops go: the module and the name of the function being lowered. */
  record Outline(Operation module, String function) {}

  /** The suffix of the declaration an outlined loop is called through. */
  static final String PARALLEL_SUFFIX = "_parallel";

  /**
   * Moves {@code loop} ({@code scf.for %t = 0 to tiles}) into a new function of the module taking (lo, hi)
   * and every value the loop uses from outside (constants and stack buffers are made again inside), and
   * calls it through the declaration {@code <name>_parallel(tiles, captured...)} where the loop was.
   */
  private static void outline(Emitter e, Outline where, Operation loop, Value tiles) {
    Block moduleBody = where.module().region(0).front();
    String prefix = "__jmlir_" + where.function() + "_stream";
    int k = 0;
    for (Operation op : moduleBody.operations()) {
      if (op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr n && n.value().startsWith(prefix)) {
        k++;
      }
    }
    String name = prefix + k;
    java.util.LinkedHashSet<Value> captured = new java.util.LinkedHashSet<>();
    java.util.LinkedHashSet<Operation> remade = new java.util.LinkedHashSet<>();
    for (Operation op : loop.collect(o -> o != loop)) {
      for (Value v : op.operands()) {
        Operation def = v.definingOp();
        Operation owner = def != null ? def : v.parentBlock().parentOp();
        if (loop.isAncestor(owner)) {
          continue;
        }
        if (def != null && (def.name().equals("arith.constant") || def.name().equals("memref.alloca"))) {
          remade.add(def);
        } else {
          captured.add(v);
        }
      }
    }
    org.jmlir.ir.loc.Location loc = e.loc();
    List<Type> params = new java.util.ArrayList<>(List.of(e.index(), e.index()));
    for (Value v : captured) {
      params.add(v.type());
    }
    Block body = new Block();
    List<Value> args = new java.util.ArrayList<>();
    for (Type t : params) {
      args.add(body.addArgument(t, loc));
    }
    Block cur = e.b.insertionBlock();
    Operation point = e.b.insertionPoint();
    e.b.setInsertionPointToEnd(body);
    org.jmlir.ir.IRMapping m = new org.jmlir.ir.IRMapping();
    int i = 2;
    for (Value v : captured) {
      m.map(v, args.get(i++));
    }
    for (Operation def : remade) {
      Operation copy = def.clone(m);
      e.b.insert(copy);
      for (int r = 0; r < def.numResults(); r++) {
        m.map(def.result(r), copy.result(r));
      }
    }
    Block loopBody = loop.region(0).front();
    e.forLoop(args.get(0), args.get(1), List.of(), t -> {
      m.map(loopBody.argument(0), t.get(0));
      for (Operation op : loopBody.operations()) {
        if (op != loopBody.terminator()) {
          e.b.insert(op.clone(m));
        }
      }
      return List.of();
    });
    // each thread orders its own streaming stores before it reports its part done
    e.opN("llvm.fence", List.of(), List.of(), "ordering", LlvmEnums.ATOMIC_ORDERING.attr(e.ctx, "seq_cst"));
    e.opN("func.return", List.of(), List.of());
    org.jmlir.ir.OperationState f = new org.jmlir.ir.OperationState(e.ctx, e.ctx.opDef("func.func"), loc);
    f.addAttribute("sym_name", org.jmlir.ir.attr.StringAttr.get(e.ctx, name));
    f.addAttribute("function_type", org.jmlir.ir.attr.TypeAttr.get(e.ctx, org.jmlir.ir.type.FunctionType.get(e.ctx, params, List.of())));
    f.addRegion().addBlock(body);
    moduleBody.append(Operation.create(f));
    List<Type> callParams = new java.util.ArrayList<>(params.subList(1, params.size()));
    org.jmlir.ir.OperationState d = new org.jmlir.ir.OperationState(e.ctx, e.ctx.opDef("func.func"), loc);
    d.addAttribute("sym_name", org.jmlir.ir.attr.StringAttr.get(e.ctx, name + PARALLEL_SUFFIX));
    d.addAttribute("sym_visibility", org.jmlir.ir.attr.StringAttr.get(e.ctx, "private"));
    d.addAttribute("function_type", org.jmlir.ir.attr.TypeAttr.get(e.ctx, org.jmlir.ir.type.FunctionType.get(e.ctx, callParams, List.of())));
    d.addRegion();
    moduleBody.append(Operation.create(d));
    // the call where the loop was
    e.b.setInsertionPoint(loop);
    List<Value> callArgs = new java.util.ArrayList<>(List.of(tiles));
    callArgs.addAll(captured);
    e.opN("func.call", List.of(), callArgs, "callee", org.jmlir.ir.attr.SymbolRefAttr.get(e.ctx, name + PARALLEL_SUFFIX));
    loop.dropAllReferences();
    loop.erase();
    if (point != null) {
      e.b.setInsertionPoint(point);
    } else {
      e.b.setInsertionPointToEnd(cur);
    }
  }

  /** 4 or 8 for the integer and float types of that width, else 0. */
  private static int elementBytes(Type el) {
    int bits = el instanceof FloatType f ? f.width() : el instanceof IntegerType i ? i.width() : 0;
    return bits == 32 || bits == 64 ? bits / 8 : 0;
  }

  /** A 64-byte aligned {@code memref.alloca} of {@code count} elements at the start of the function's entry block. */
  private static Value stackTile(Emitter e, Block entry, Type el, int count) {
    Block cur = e.b.insertionBlock();
    Operation point = e.b.insertionPoint();
    e.b.setInsertionPointToStart(entry);
    Value t = e.opN("memref.alloca", List.of(MemRefType.get(e.ctx, new long[] {count}, el)), List.of(), "operandSegmentSizes",
        DenseArrayAttr.get(e.ctx, IntegerType.get(e.ctx, 32), new long[] {0, 0}), "alignment",
        IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), LINE)).result(0);
    if (point != null) {
      e.b.setInsertionPoint(point);
    } else {
      e.b.setInsertionPointToEnd(cur);
    }
    return t;
  }
}

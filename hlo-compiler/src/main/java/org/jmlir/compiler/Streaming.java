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
 * {@code nontemporal} ({@code vmovntps}). The tail that does not fill a tile goes through the
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
   */
  static boolean emit(Emitter e, Block entry, Value buf, List<Value> ds, Type el, long minBytes, Function<List<Value>, Value> elem) {
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
      e.forLoop(e.cIndex(0), tiles, List.of(), t -> {
        Value base = e.muli(t.get(0), e.cIndex(tile));
        e.forLoop(e.cIndex(0), e.cIndex(tile), List.of(), j -> {
          e.store(elem.apply(List.of(e.addi(base, j.get(0)))), tileBuf, List.of(j.get(0)));
          return List.of();
        });
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
      e.opN("llvm.fence", List.of(), List.of(), "ordering", LlvmEnums.ATOMIC_ORDERING.attr(e.ctx, "seq_cst"));
      return List.of();
    }, List::of);
    e.forLoop(streamed, n, List.of(), i -> {
      e.store(elem.apply(List.of(i.get(0))), buf, List.of(i.get(0)));
      return List.of();
    });
    return true;
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

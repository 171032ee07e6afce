package org.jmlir.conversion.vectortoscf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorTransfers;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-vector-to-scf{full-unroll=true}} for transfers of rank 2 and more on memrefs, after
 * MLIR 22's UnrollTransferReadConversion / UnrollTransferWriteConversion: the leading vector
 * dimension is unrolled; each slice is a transfer of one rank less at index {@code base + i} of the
 * memref dimension the map's first result reads, guarded, when that dimension may be out of bounds,
 * by {@code scf.if (dim > base + i)} (reads yield the vector built so far otherwise, starting from
 * the padding broadcast). Applied repeatedly down to 1-D transfers. A 1-D mask's lane joins the guard,
 * an n-D mask gives each slice its row (maybeAssignMask). Tensors with {@code lower-tensors}: each
 * slice of a write writes the tensor the previous one returned. Not handled (left as they are):
 * element-type-changing transfers, scalable leading dimensions. With {@code target-rank=0} 1-D
 * transfers unroll to 0-D ones (scalars extracted before the insert, broadcast before the write).
 */
final class TransferUnrolling {
  private TransferUnrolling() {}

  static List<RewritePattern> patterns(VectorToScf.Options o) {
    return List.of(
        new NamedPattern("UnrollTransferReadConversion", "vector.transfer_read", 1, (op, rw) -> unroll(op, rw, true, o)),
        new NamedPattern("UnrollTransferWriteConversion", "vector.transfer_write", 1, (op, rw) -> unroll(op, rw, false, o)));
  }

  /** The memref dimension read by the map's first result, -1 for a broadcast (MLIR's unpackedDim). */
  private static int unpackedDim(AffineMap map) {
    AffineExpr first = map.results().get(0);
    return first instanceof AffineDimExpr d ? d.position() : -1;
  }

  private static Operation create(PatternRewriter rw, Operation at, String name, List<Value> operands, List<Type> types,
      List<NamedAttribute> props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(types);
    if (name.equals("scf.if")) {
      s.addRegion();
      s.addRegion();
    }
    if (!props.isEmpty()) {
      s.properties = DictionaryAttr.get(ctx, props);
    }
    return rw.create(s);
  }

  private static Value index(PatternRewriter rw, Operation at, long v) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "arith.constant", List.of(), List.of(IndexType.get(ctx)),
        List.of(new NamedAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v)))).result(0);
  }

  /** {@code base + i} as MLIR's makeComposedAffineApply builds it (folded when it can be). */
  private static Value plus(PatternRewriter rw, Operation at, Value base, long i) {
    MLIRContext ctx = rw.context();
    AffineExpr expr = new AffineDimExpr(0).add(new AffineDimExpr(1));
    OpFoldResult r = AffineApplyBuilder.composedFoldedApply(rw, at.location(), expr,
        List.of(OpFoldResult.of(base), OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), i))));
    if (r instanceof OpFoldResult.Folded f) {
      return f.value();
    }
    return index(rw, at, ((IntegerAttr) ((OpFoldResult.Constant) r).attribute()).longValue());
  }

  private static boolean unroll(Operation xfer, PatternRewriter rw, boolean read, VectorToScf.Options o) {
    MLIRContext ctx = rw.context();
    VectorType vt = (VectorType) (read ? xfer.result(0).type() : xfer.operand(0).type());
    int base = VectorTransfers.baseIndex(xfer);
    if (vt.shape().length <= o.targetRank() || vt.scalableDims()[0] || !(xfer.operand(base).type() instanceof ShapedType m)
        || !(m instanceof MemRefType || o.lowerTensors() && m instanceof RankedTensorType)
        || !m.elementType().equals(vt.elementType())) {
      return false;
    }
    boolean tensorWrite = !read && xfer.numResults() == 1;
    Value mask = VectorTransfers.mask(xfer);
    AffineMap map = VectorTransfers.permutationMap(xfer);
    int dim = unpackedDim(map);
    int nIdx = VectorTransfers.numIndices(xfer);
    List<Value> indices = new ArrayList<>(xfer.operands().subList(base + 1, base + 1 + nIdx));
    Value memref = xfer.operand(base);
    boolean inBounds0 = VectorTransfers.inBounds(xfer, 0);
    // MLIR's getInsertOp / getExtractOp: a read whose one use inserts it (a write of an extracted
    // value) works on the enclosing vector directly, at the extended position.
    Operation insert = null;
    Operation extract = null;
    long[] prefix = new long[0];
    if (read && xfer.result(0).hasOneUse()) {
      Operation user = xfer.result(0).uses().iterator().next().owner();
      if (user.name().equals("vector.insert") && user.operand(0) == xfer.result(0) && user.numOperands() == 2) {
        insert = user;
        prefix = org.jmlir.dialect.vector.VectorOp.longs(user.inherentAttr("static_position"));
      }
    }
    if (!read && xfer.operand(0).definingOp() instanceof Operation d && d.name().equals("vector.extract") && d.numOperands() == 1) {
      extract = d;
      prefix = org.jmlir.dialect.vector.VectorOp.longs(d.inherentAttr("static_position"));
    }
    VectorType whole = insert != null ? (VectorType) insert.result(0).type() : extract != null ? (VectorType) extract.operand(0).type() : vt;
    Value source = extract != null ? extract.operand(0) : read ? null : xfer.operand(0);
    VectorType slice = VectorType.get(ctx, java.util.Arrays.copyOfRange(vt.shape(), 1, vt.shape().length),
        java.util.Arrays.copyOfRange(vt.scalableDims(), 1, vt.shape().length), vt.elementType());
    AffineMap sliceMap = new AffineMap(map.numDims(), 0, map.results().subList(1, map.numResults()));
    List<Attribute> inBounds = new ArrayList<>();
    for (int k = 1; k < map.numResults(); k++) {
      inBounds.add(IntegerAttr.bool(ctx, VectorTransfers.inBounds(xfer, k)));
    }
    rw.setInsertionPoint(xfer);
    org.jmlir.ir.rewrite.OpBuilder.Listener heard = rw.listener();
    Value vec = null;
    Value padding = null;
    if (read) {
      padding = xfer.operand(base + 1 + nIdx);
      vec = insert != null ? insert.operand(1) : create(rw, xfer, "vector.broadcast", List.of(padding), List.of(vt), List.of()).result(0);
    }
    // A write to a tensor chains each slice's write through the tensor it returns.
    Value dest = memref;
    boolean maskIsRow = mask != null && ((VectorType) mask.type()).shape().length == 1 && dim >= 0;
    for (long i = 0; i < vt.shape()[0]; i++) {
      index(rw, xfer, i);
      Value cond = null;
      if (!inBounds0 && dim >= 0) {
        Value extent = TransferBuffering.dimOf(rw, xfer, memref, dim);
        Value at = plus(rw, xfer, indices.get(dim), i);
        cond = create(rw, xfer, "arith.cmpi", List.of(extent, at), List.of(IntegerType.get(ctx, 1)),
            List.of(new NamedAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 4)))).result(0);
      }
      if (maskIsRow) {
        // generateMaskCheck: a 1-D mask's lane gates the slice.
        Value lane = extract(rw, xfer, mask, i, IntegerType.get(ctx, 1));
        cond = cond == null ? lane : create(rw, xfer, "arith.andi", List.of(cond, lane), List.of(IntegerType.get(ctx, 1)), List.of()).result(0);
      }
      Operation ifOp = null;
      if (cond != null) {
        ifOp = create(rw, xfer, "scf.if", List.of(cond), read ? List.of(whole) : tensorWrite ? List.of(memref.type()) : List.of(), List.of());
        ifOp.region(0).addBlock(new Block());
        ifOp.region(1).addBlock(new Block());
        rw.setInsertionPointToEnd(ifOp.region(0).front());
        // MLIR builds the branches in scf.if's builder callbacks, whose ops the greedy driver does
        // not queue (see TransferBuffering): built unheard here too.
        rw.setListener(null);
      }
      List<Value> sliceIdx = new ArrayList<>(indices);
      if (dim >= 0) {
        sliceIdx.set(dim, plus(rw, xfer, indices.get(dim), i));
      }
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("in_bounds", ArrayAttr.get(ctx, inBounds)));
      props.add(new NamedAttribute("permutation_map", AffineMapAttr.get(ctx, sliceMap)));
      Value next;
      if (read) {
        List<Value> ops = new ArrayList<>();
        ops.add(memref);
        ops.addAll(sliceIdx);
        ops.add(padding);
        Value sliceMask = sliceMask(rw, xfer, mask, i);
        if (sliceMask != null) {
          ops.add(sliceMask);
        }
        props.add(new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, sliceIdx.size(), 1, sliceMask == null ? 0 : 1})));
        Value part = create(rw, xfer, "vector.transfer_read", ops, List.of(slice), sorted(props)).result(0);
        if (slice.shape().length == 0) {
          // vector.insert takes no 0-D value: its scalar is extracted first.
          part = create(rw, xfer, "vector.extract", List.of(part), List.of(vt.elementType()),
              List.of(new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[0])))).result(0);
        }
        next = create(rw, xfer, "vector.insert", List.of(part, vec), List.of(whole),
            List.of(new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), append(prefix, i))))).result(0);
      } else {
        Value part = create(rw, xfer, "vector.extract", List.of(source), List.of(slice.shape().length == 0 ? vt.elementType() : slice),
            List.of(new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), append(prefix, i))))).result(0);
        if (slice.shape().length == 0) {
          // A scalar slice is written as a 0-D vector.
          part = create(rw, xfer, "vector.broadcast", List.of(part), List.of(slice), List.of()).result(0);
        }
        List<Value> ops = new ArrayList<>();
        ops.add(part);
        ops.add(dest);
        ops.addAll(sliceIdx);
        Value sliceMask = sliceMask(rw, xfer, mask, i);
        if (sliceMask != null) {
          ops.add(sliceMask);
        }
        props.add(new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, 1, sliceIdx.size(), sliceMask == null ? 0 : 1})));
        Operation w = create(rw, xfer, "vector.transfer_write", ops, tensorWrite ? List.of(memref.type()) : List.of(), sorted(props));
        next = tensorWrite ? w.result(0) : null;
      }
      if (ifOp != null) {
        TransferBuffering.yieldValue(rw, xfer, next);
        rw.setInsertionPointToEnd(ifOp.region(1).front());
        TransferBuffering.yieldValue(rw, xfer, read ? vec : tensorWrite ? dest : null);
        rw.setListener(heard);
        rw.setInsertionPoint(xfer);
        next = read || tensorWrite ? ifOp.result(0) : null;
      }
      if (read) {
        vec = next;
      } else if (tensorWrite) {
        dest = next;
      }
    }
    if (insert != null) {
      rw.replaceOp(insert, List.of(vec));
      rw.eraseOp(xfer);
    } else if (read) {
      rw.replaceOp(xfer, List.of(vec));
    } else if (tensorWrite) {
      rw.replaceOp(xfer, List.of(dest));
      if (extract != null && extract.result(0).hasNoUses()) {
        rw.eraseOp(extract);
      }
    } else {
      rw.eraseOp(xfer);
      if (extract != null && extract.result(0).hasNoUses()) {
        rw.eraseOp(extract);
      }
    }
    return true;
  }

  /**
   * maybeAssignMask: the slice's mask, extracted from an n-D mask (just before the slice's transfer);
   * the whole mask when the unrolled dimension broadcasts; none for a 1-D mask (checked by the guard).
   */
  private static Value sliceMask(PatternRewriter rw, Operation xfer, Value mask, long i) {
    if (mask == null) {
      return null;
    }
    VectorType mt = (VectorType) mask.type();
    if (unpackedDim(VectorTransfers.permutationMap(xfer)) < 0) {
      return mask;
    }
    if (mt.shape().length == 1) {
      return null;
    }
    VectorType row = VectorType.get(rw.context(), java.util.Arrays.copyOfRange(mt.shape(), 1, mt.shape().length),
        java.util.Arrays.copyOfRange(mt.scalableDims(), 1, mt.shape().length), mt.elementType());
    return extract(rw, xfer, mask, i, row);
  }

  private static Value extract(PatternRewriter rw, Operation at, Value vector, long i, Type type) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "vector.extract", List.of(vector), List.of(type),
        List.of(new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i})))).result(0);
  }

  private static long[] append(long[] prefix, long i) {
    long[] out = java.util.Arrays.copyOf(prefix, prefix.length + 1);
    out[prefix.length] = i;
    return out;
  }

  private static List<NamedAttribute> sorted(List<NamedAttribute> props) {
    List<NamedAttribute> out = new ArrayList<>(props);
    out.sort(java.util.Comparator.comparing(a -> a.name().toString()));
    return out;
  }
}

package org.jmlir.conversion.vectortoscf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorOps;
import org.jmlir.dialect.vector.VectorTransfers;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
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
import org.jmlir.ir.attr.UnitAttr;
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
 * The default {@code convert-vector-to-scf} for transfers of rank 2 and more on memrefs, after MLIR
 * 22's PrepareTransferRead/WriteConversion and TransferOpConversion: the vector goes through a
 * {@code memref.alloca} buffer at the start of the enclosing allocation scope; the transfer (marked
 * {@code __vector_to_scf_lowering__}) becomes an {@code scf.for} over its leading dimension, reading
 * or writing through a {@code vector.type_cast} of the buffer one vector of rank one less at a time,
 * each guarded by {@code scf.if (dim > base + iv)} when that dimension may be out of bounds (reads
 * store the padding otherwise). Applied again until the transfers are 1-D. Tensors with
 * {@code lower-tensors}: a write carries the tensor through the loop ({@code iter_args}) and each
 * slice's write yields the next one. Not handled (left as they are): element-type-changing
 * transfers, scalable leading dimensions. Masks go through a
 * buffer of their own, unpacked alongside (a 1-D mask gates each slice with its lane instead).
 */
final class TransferBuffering {
  private TransferBuffering() {}

  /** MLIR's kPassLabel: a transfer prepared for the loop lowering. */
  static final String LABEL = "__vector_to_scf_lowering__";

  static List<RewritePattern> patterns(VectorToScf.Options o) {
    return List.of(
        new NamedPattern("PrepareTransferReadConversion", "vector.transfer_read", 1, (op, rw) -> prepare(op, rw, true, o)),
        new NamedPattern("PrepareTransferWriteConversion", "vector.transfer_write", 1, (op, rw) -> prepare(op, rw, false, o)),
        new NamedPattern("TransferOpConversion", "vector.transfer_read", 1, (op, rw) -> lower(op, rw, true, o)),
        new NamedPattern("TransferOpConversion", "vector.transfer_write", 1, (op, rw) -> lower(op, rw, false, o)));
  }

  private static VectorType vectorType(Operation xfer, boolean read) {
    return (VectorType) (read ? xfer.result(0).type() : xfer.operand(0).type());
  }

  /** checkPrepareXferOp: tensors only with {@code lower-tensors}. */
  private static boolean preparable(Operation xfer, boolean read, VectorToScf.Options o) {
    VectorType vt = vectorType(xfer, read);
    return xfer.attributes().get(LABEL) == null && vt.shape().length > o.targetRank() && !vt.scalableDims()[0]
        && xfer.operand(VectorTransfers.baseIndex(xfer)).type() instanceof ShapedType m
        && (m instanceof MemRefType || o.lowerTensors() && m instanceof RankedTensorType)
        && m.elementType().equals(vt.elementType());
  }

  private static boolean prepare(Operation xfer, PatternRewriter rw, boolean read, VectorToScf.Options o) {
    if (!preparable(xfer, read, o)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Operation scope = xfer.parentOp();
    while (scope != null && !scope.hasTrait(Trait.AUTOMATIC_ALLOCATION_SCOPE)) {
      scope = scope.parentOp();
    }
    if (scope == null) {
      return false;
    }
    VectorType vt = vectorType(xfer, read);
    rw.setInsertionPointToStart(scope.region(0).front());
    Value buffer = alloca(rw, xfer, vt);
    Value mask = VectorTransfers.mask(xfer);
    Value maskBuffer = mask == null ? null : alloca(rw, xfer, (VectorType) mask.type());
    rw.setInsertionPoint(xfer);
    Value loadedMask = null;
    if (mask != null) {
      create(rw, xfer, "memref.store", List.of(mask, maskBuffer), null);
      loadedMask = create(rw, xfer, "memref.load", List.of(maskBuffer), mask.type());
    }
    Value newMask = loadedMask;
    if (read) {
      Operation clone = xfer.clone();
      clone.setAttr(LABEL, UnitAttr.get(ctx));
      if (newMask != null) {
        clone.setOperand(clone.numOperands() - 1, newMask);
      }
      rw.insert(clone);
      create(rw, xfer, "memref.store", List.of(clone.result(0), buffer), null);
      rw.replaceOp(xfer, List.of(create(rw, xfer, "memref.load", List.of(buffer), vt)));
    } else {
      create(rw, xfer, "memref.store", List.of(xfer.operand(0), buffer), null);
      Value loaded = create(rw, xfer, "memref.load", List.of(buffer), vt);
      rw.modifyOpInPlace(xfer, () -> {
        xfer.setOperand(0, loaded);
        xfer.setAttr(LABEL, UnitAttr.get(ctx));
      });
      if (newMask != null) {
        rw.modifyOpInPlace(xfer, () -> xfer.setOperand(xfer.numOperands() - 1, newMask));
      }
    }
    return true;
  }

  private static Value alloca(PatternRewriter rw, Operation at, VectorType t) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "memref.alloca", List.of(), MemRefType.get(ctx, new long[0], t),
        new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {0, 0})));
  }

  /** unpackOneDim: {@code memref<..x vector<AxB..>>} as {@code memref<..xA x vector<B..>>}. */
  private static MemRefType unpackOneDim(MLIRContext ctx, MemRefType bufferType) {
    VectorType vt = (VectorType) bufferType.elementType();
    long[] castShape = Arrays.copyOf(bufferType.shape(), bufferType.shape().length + 1);
    castShape[castShape.length - 1] = vt.shape()[0];
    VectorType inner = VectorType.get(ctx, Arrays.copyOfRange(vt.shape(), 1, vt.shape().length),
        Arrays.copyOfRange(vt.scalableDims(), 1, vt.shape().length), vt.elementType());
    return MemRefType.get(ctx, castShape, inner, null, bufferType.memorySpace());
  }

  /** The memref dimension the map's first result reads, or -1 for a broadcast. */
  private static int unpackedDim(AffineMap map) {
    return map.results().get(0) instanceof AffineDimExpr d ? d.position() : -1;
  }

  private static boolean lower(Operation xfer, PatternRewriter rw, boolean read, VectorToScf.Options o) {
    if (xfer.attributes().get(LABEL) == null) {
      return false;
    }
    // The buffer: the memref the read's one user stores into, or the one the written vector is loaded from.
    Operation bufferOp = read
        ? (xfer.result(0).hasOneUse() ? xfer.result(0).uses().iterator().next().owner() : null)
        : xfer.operand(0).definingOp();
    if (bufferOp == null || !bufferOp.name().equals(read ? "memref.store" : "memref.load")) {
      return false;
    }
    Value buffer = bufferOp.operand(read ? 1 : 0);
    List<Value> bufferIndices = new ArrayList<>(bufferOp.operands().subList(read ? 2 : 1, bufferOp.numOperands()));
    MemRefType bufferType = (MemRefType) buffer.type();
    VectorType vt = (VectorType) bufferType.elementType();
    if (vt.scalableDims()[0]) {
      return false;
    }
    MLIRContext ctx = rw.context();
    MemRefType castType = unpackOneDim(ctx, bufferType);
    VectorType inner = (VectorType) castType.elementType();
    AffineMap map = VectorTransfers.permutationMap(xfer);
    int dim = unpackedDim(map);
    // The mask: loaded from its buffer, which is unpacked too unless the mask is 1-D or dim 0 broadcasts.
    Value mask = VectorTransfers.mask(xfer);
    Operation maskLoad = mask == null ? null : mask.definingOp();
    if (mask != null && (maskLoad == null || !maskLoad.name().equals("memref.load"))) {
      return false;
    }
    boolean maskIsRow = mask != null && ((VectorType) mask.type()).shape().length == 1;
    rw.setInsertionPoint(xfer);
    Value cast = create(rw, xfer, "vector.type_cast", List.of(buffer), castType);
    Value castMask = null;
    List<Value> maskIndices = new ArrayList<>();
    if (mask != null) {
      Value maskBuffer = maskLoad.operand(0);
      castMask = dim < 0 || maskIsRow ? maskBuffer
          : create(rw, xfer, "vector.type_cast", List.of(maskBuffer), unpackOneDim(ctx, (MemRefType) maskBuffer.type()));
      for (org.jmlir.ir.OpOperand u : maskBuffer.uses()) {
        if (u.owner().name().equals("memref.load")) {
          maskIndices.addAll(u.owner().operands().subList(1, u.owner().numOperands()));
          break;
        }
      }
    }
    Value lb = index(rw, xfer, 0);
    Value ub = index(rw, xfer, vt.shape()[0]);
    Value step = index(rw, xfer, 1);
    int base = VectorTransfers.baseIndex(xfer);
    int nIdx = VectorTransfers.numIndices(xfer);
    Value memref = xfer.operand(base);
    // A write to a tensor carries the tensor through the loop (MLIR's initialLoopState).
    boolean tensorWrite = !read && xfer.numResults() == 1;
    OperationState fs = new OperationState(ctx, ctx.lookupOp("scf.for"), xfer.location());
    fs.addOperands(tensorWrite ? List.of(lb, ub, step, memref) : List.of(lb, ub, step));
    if (tensorWrite) {
      fs.addTypes(List.of(memref.type()));
    }
    fs.addRegion();
    Operation loop = rw.create(fs);
    // MLIR builds the loop body in scf.for's builder callback: ops created in a region whose op is
    // still under construction reach no scope, so the greedy driver does not queue them (they are
    // visited when the next iteration seeds its worklist). The body is built unheard, likewise.
    org.jmlir.ir.rewrite.OpBuilder.Listener heard = rw.listener();
    rw.setListener(null);
    Block body = loop.region(0).addBlock();
    Value iv = body.addArgument(IndexType.get(ctx), xfer.location());
    Value state = tensorWrite ? body.addArgument(memref.type(), xfer.location()) : null;
    rw.setInsertionPointToEnd(body);

    List<Value> indices = new ArrayList<>(xfer.operands().subList(base + 1, base + 1 + nIdx));
    Value cond = null;
    if (!VectorTransfers.inBounds(xfer, 0) && dim >= 0) {
      cond = create(rw, xfer, "arith.cmpi", List.of(dimOf(rw, xfer, memref, dim), plus(rw, xfer, indices.get(dim), iv)), IntegerType.get(ctx, 1),
          new NamedAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 4)));
    }
    if (maskIsRow && dim >= 0) {
      // generateMaskCheck: a 1-D mask gates the whole slice.
      Value lane = create(rw, xfer, "vector.extract", List.of(mask, iv), IntegerType.get(ctx, 1),
          new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {Long.MIN_VALUE})));
      cond = cond == null ? lane : create(rw, xfer, "arith.andi", List.of(cond, lane), IntegerType.get(ctx, 1));
    }
    Operation ifOp = null;
    if (cond != null) {
      OperationState is = new OperationState(ctx, ctx.lookupOp("scf.if"), xfer.location());
      is.addOperands(List.of(cond));
      if (tensorWrite) {
        is.addTypes(List.of(memref.type()));
      }
      is.addRegion();
      is.addRegion();
      ifOp = rw.create(is);
      rw.setInsertionPointToEnd(ifOp.region(0).addBlock());
    }
    List<Value> bufIdx = new ArrayList<>(bufferIndices);
    bufIdx.add(iv);
    List<Value> xferIdx = new ArrayList<>(indices);
    if (dim >= 0) {
      xferIdx.set(dim, plus(rw, xfer, indices.get(dim), iv));
    }
    List<Attribute> inBounds = new ArrayList<>();
    for (int k = 1; k < map.numResults(); k++) {
      inBounds.add(IntegerAttr.bool(ctx, VectorTransfers.inBounds(xfer, k)));
    }
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("in_bounds", ArrayAttr.get(ctx, inBounds)));
    props.add(new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32),
        read ? new long[] {1, xferIdx.size(), 1, 0} : new long[] {1, 1, xferIdx.size(), 0})));
    props.add(new NamedAttribute("permutation_map", AffineMapAttr.get(ctx, new AffineMap(map.numDims(), 0, map.results().subList(1, map.numResults())))));
    List<Value> ops = new ArrayList<>();
    Value written = null;
    Value padding = read ? xfer.operand(base + 1 + nIdx) : null;
    // The slice keeps a mask when the unpacked dim broadcasts or the mask has more dims: its row, loaded before it.
    Value innerMask = null;
    boolean keepMask = mask != null && (dim < 0 || !maskIsRow);
    List<Value> maskIdx = new ArrayList<>(maskIndices);
    if (dim >= 0) {
      maskIdx.add(iv);
    }
    if (read) {
      ops.add(memref);
      ops.addAll(xferIdx);
      ops.add(padding);
      if (keepMask) {
        innerMask = create(rw, xfer, "memref.load", concat(null, castMask, maskIdx), ((MemRefType) castMask.type()).elementType());
        ops.add(innerMask);
        props.set(1, new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, xferIdx.size(), 1, 1})));
      }
      Operation part = create(rw, xfer, "vector.transfer_read", ops, List.of(inner), props);
      label(part, inner, o);
      create(rw, xfer, "memref.store", concat(part.result(0), cast, bufIdx), null);
    } else {
      Value vec = create(rw, xfer, "memref.load", concat(null, cast, bufIdx), inner);
      ops.add(vec);
      ops.add(tensorWrite ? state : memref);
      ops.addAll(xferIdx);
      if (keepMask) {
        innerMask = create(rw, xfer, "memref.load", concat(null, castMask, maskIdx), ((MemRefType) castMask.type()).elementType());
        ops.add(innerMask);
        props.set(1, new NamedAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, 1, xferIdx.size(), 1})));
      }
      Operation w = create(rw, xfer, "vector.transfer_write", ops, tensorWrite ? List.of(memref.type()) : List.of(), props);
      label(w, inner, o);
      written = tensorWrite ? w.result(0) : null;
    }
    if (ifOp != null) {
      yieldValue(rw, xfer, written);
      rw.setInsertionPointToEnd(ifOp.region(1).addBlock());
      if (read) {
        Value pad = create(rw, xfer, "vector.broadcast", List.of(padding), inner);
        create(rw, xfer, "memref.store", concat(pad, cast, bufIdx), null);
      }
      yieldValue(rw, xfer, state);
      rw.setInsertionPointToEnd(body);
      written = tensorWrite ? ifOp.result(0) : null;
    }
    yieldValue(rw, xfer, written);
    rw.setListener(heard);
    if (read) {
      rw.eraseOp(bufferOp);
    }
    if (tensorWrite) {
      rw.replaceOp(xfer, List.of(loop.result(0)));
    } else {
      rw.eraseOp(xfer);
    }
    return true;
  }

  /** {@code scf.yield} of {@code value}, or of nothing when it is null. */
  static void yieldValue(PatternRewriter rw, Operation at, Value value) {
    create(rw, at, "scf.yield", value == null ? List.of() : List.of(value), null);
  }

  /**
   * vector::createOrFoldDimOp: dimension {@code dim} of a memref or tensor, a constant when static,
   * else {@code memref.dim} / {@code tensor.dim}.
   */
  static Value dimOf(PatternRewriter rw, Operation at, Value shaped, int dim) {
    ShapedType t = (ShapedType) shaped.type();
    if (t.shape()[dim] >= 0) {
      return index(rw, at, t.shape()[dim]);
    }
    String op = t instanceof MemRefType ? "memref.dim" : "tensor.dim";
    return create(rw, at, op, List.of(shaped, index(rw, at, dim)), IndexType.get(rw.context()));
  }

  /** maybeApplyPassLabel: the new transfer is lowered again while above the target rank. */
  private static void label(Operation xfer, VectorType t, VectorToScf.Options o) {
    if (t.shape().length > o.targetRank()) {
      xfer.setAttr(LABEL, UnitAttr.get(xfer.context()));
    }
  }

  private static List<Value> concat(Value first, Value memref, List<Value> indices) {
    List<Value> out = new ArrayList<>();
    if (first != null) {
      out.add(first);
    }
    out.add(memref);
    out.addAll(indices);
    return out;
  }

  /** {@code base + iv} as MLIR's makeComposedAffineApply of {@code d0 + d1} builds it. */
  static Value plus(PatternRewriter rw, Operation at, Value base, Value iv) {
    AffineExpr expr = new AffineDimExpr(0).add(new AffineDimExpr(1));
    OpFoldResult r = AffineApplyBuilder.composedFoldedApply(rw, at.location(), expr, List.of(OpFoldResult.of(base), OpFoldResult.of(iv)));
    if (r instanceof OpFoldResult.Folded f) {
      return f.value();
    }
    return index(rw, at, ((IntegerAttr) ((OpFoldResult.Constant) r).attribute()).longValue());
  }

  static Value index(PatternRewriter rw, Operation at, long v) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "arith.constant", List.of(), IndexType.get(ctx),
        new NamedAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v)));
  }

  /** Creates {@code name} at the rewriter's insertion point; its result, or null without results. */
  static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    Operation op = create(rw, at, name, operands, type == null ? List.of() : List.of(type), List.of(props));
    return type == null ? null : op.result(0);
  }

  private static Operation create(PatternRewriter rw, Operation at, String name, List<Value> operands, List<Type> types, List<NamedAttribute> props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(types);
    if (!props.isEmpty()) {
      List<NamedAttribute> sorted = new ArrayList<>(props);
      sorted.sort(java.util.Comparator.comparing(a -> a.name().toString()));
      s.properties = DictionaryAttr.get(ctx, sorted);
    }
    return rw.create(s);
  }
}

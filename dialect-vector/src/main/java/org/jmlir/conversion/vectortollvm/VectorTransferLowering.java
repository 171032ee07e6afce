package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorTransfers;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-to-vector rewrites {@code convert-vector-to-llvm} applies (greedily, before converting)
 * to transfers, after MLIR 22's {@code populateVectorMaskMaterializationPatterns} and
 * {@code populateVectorTransferLoweringPatterns}: a 1-D transfer with an out-of-bounds dimension
 * gets a mask of the in-bounds lanes ({@code dim - index}) and becomes in bounds; an in-bounds
 * transfer through a minor identity map (reads: with broadcast dimensions) on a memref with a unit
 * innermost stride becomes {@code vector.load}/{@code vector.store}, or with a mask
 * {@code vector.maskedload}/{@code vector.maskedstore}; a 1-D {@code vector.create_mask} becomes a
 * comparison of the lane indices with the broadcast bound (32-bit lanes unless the pass's
 * {@code force-32bit-vector-indices=false}). Other transfers are left to
 * {@code convert-vector-to-scf}.
 */
public final class VectorTransferLowering {
  private VectorTransferLowering() {}

  /** The pre-conversion patterns, for transfers of rank at most {@code maxRank}. */
  public static List<RewritePattern> patterns(boolean force32BitIndices, int maxRank) {
    return List.of(
        new NamedPattern("VectorCreateMaskOpConversion", "vector.create_mask", 1, (op, rw) -> createMask(op, rw, force32BitIndices)),
        new NamedPattern("MaterializeTransferMask", "vector.transfer_read", 1, VectorTransferLowering::materializeMask),
        new NamedPattern("MaterializeTransferMask", "vector.transfer_write", 1, VectorTransferLowering::materializeMask),
        new NamedPattern("TransferReadToVectorLoadLowering", "vector.transfer_read", 1, (op, rw) -> readToLoad(op, rw, maxRank)),
        new NamedPattern("TransferWriteToVectorStoreLowering", "vector.transfer_write", 1, (op, rw) -> writeToStore(op, rw, maxRank)));
  }

  static Operation create(PatternRewriter rw, Operation at, String name, List<Value> operands, List<Type> types,
      NamedAttribute... props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(types);
    if (props.length > 0) {
      s.properties = DictionaryAttr.get(ctx, List.of(props));
    }
    rw.setInsertionPoint(at);
    return rw.create(s);
  }

  private static Value indexConstant(PatternRewriter rw, Operation at, long v) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "arith.constant", List.of(), List.of(IndexType.get(ctx)),
        new NamedAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v))).result(0);
  }

  private static VectorType vectorType(Operation xfer) {
    return (VectorType) (xfer.name().equals("vector.transfer_read") ? xfer.result(0).type() : xfer.operand(0).type());
  }

  private static boolean hasOutOfBoundsDim(Operation xfer) {
    AffineMap map = VectorTransfers.permutationMap(xfer);
    for (int i = 0; i < map.numResults(); i++) {
      if (!VectorTransfers.inBounds(xfer, i)) {
        return true;
      }
    }
    return false;
  }

  private static List<Value> indices(Operation xfer) {
    int base = VectorTransfers.baseIndex(xfer);
    return xfer.operands().subList(base + 1, base + 1 + VectorTransfers.numIndices(xfer));
  }

  /** MLIR's MaterializeTransferMask: a 1-D transfer with an out-of-bounds dim gets the in-bounds lanes as mask. */
  private static boolean materializeMask(Operation xfer, PatternRewriter rw) {
    VectorType vt = vectorType(xfer);
    List<Value> idx = indices(xfer);
    if (!hasOutOfBoundsDim(xfer) || vt.shape().length > 1 || idx.isEmpty()) {
      return false;
    }
    MLIRContext ctx = rw.context();
    int base = VectorTransfers.baseIndex(xfer);
    Value source = xfer.operand(base);
    int last = idx.size() - 1;
    Value off = idx.get(last);
    Value dim;
    if (source.type() instanceof MemRefType m && m.shape()[last] >= 0) {
      dim = indexConstant(rw, xfer, m.shape()[last]);
    } else {
      String dimOp = source.type() instanceof MemRefType ? "memref.dim" : "tensor.dim";
      Value c = indexConstant(rw, xfer, last);
      dim = create(rw, xfer, dimOp, List.of(source, c), List.of(IndexType.get(ctx))).result(0);
    }
    Value bound = create(rw, xfer, "arith.subi", List.of(dim, off), List.of(IndexType.get(ctx)),
        new NamedAttribute("overflowFlags", org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0))).result(0);
    VectorType maskType = VectorType.get(ctx, vt.shape(), vt.scalableDims(), IntegerType.get(ctx, 1));
    Value mask = create(rw, xfer, "vector.create_mask", List.of(bound), List.of(maskType)).result(0);
    Value old = VectorTransfers.mask(xfer);
    if (old != null) {
      mask = create(rw, xfer, "arith.andi", List.of(mask, old), List.of(maskType)).result(0);
    }
    // The same transfer with the mask and in_bounds = [true].
    List<Value> operands = new ArrayList<>(xfer.operands());
    DenseArrayAttr segAttr = (DenseArrayAttr) xfer.inherentAttr("operandSegmentSizes");
    long[] seg = new long[segAttr.size()];
    for (int i = 0; i < seg.length; i++) {
      seg[i] = segAttr.rawValue(i);
    }
    if (old != null) {
      operands.set(operands.size() - 1, mask);
    } else {
      operands.add(mask);
      seg[3] = 1;
    }
    List<NamedAttribute> props = new ArrayList<>();
    for (NamedAttribute a : ((DictionaryAttr) xfer.properties()).entries()) {
      if (a.name().equals("in_bounds")) {
        props.add(new NamedAttribute("in_bounds", ArrayAttr.get(ctx, List.of(IntegerAttr.bool(ctx, true)))));
      } else if (a.name().equals("operandSegmentSizes")) {
        props.add(new NamedAttribute(a.name(), DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), seg)));
      } else {
        props.add(a);
      }
    }
    if (((DictionaryAttr) xfer.properties()).get("in_bounds") == null) {
      props.add(new NamedAttribute("in_bounds", ArrayAttr.get(ctx, List.of(IntegerAttr.bool(ctx, true)))));
    }
    OperationState s = new OperationState(ctx, xfer.def(), xfer.location());
    s.addOperands(operands);
    s.addTypes(xfer.resultTypes());
    s.properties = DictionaryAttr.get(ctx, props);
    s.attributes.addAll(xfer.attributes().entries());
    rw.setInsertionPoint(xfer);
    rw.replaceOpWithNewOp(xfer, s);
    return true;
  }

  /** MLIR's VectorCreateMaskOpConversion with buildVectorComparison: lanes {@code [0, n)} compared with the bound. */
  private static boolean createMask(Operation op, PatternRewriter rw, boolean force32) {
    VectorType t = (VectorType) op.result(0).type();
    if (t.isScalable() || t.shape().length > 1) {
      return false;
    }
    MLIRContext ctx = rw.context();
    int n = t.shape().length == 0 ? 0 : (int) t.shape()[0];
    IntegerType idx = IntegerType.get(ctx, force32 ? 32 : 64);
    VectorType lanesType = VectorType.get(ctx, n == 0 ? new long[0] : new long[] {n}, idx);
    int bytes = idx.width() / 8;
    byte[] raw = new byte[Math.max(n, 1) * bytes];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < bytes; k++) {
        raw[i * bytes + k] = (byte) ((long) i >>> (8 * k));
      }
    }
    Value lanes = create(rw, op, "arith.constant", List.of(), List.of(lanesType),
        new NamedAttribute("value", DenseIntOrFPElementsAttr.getFromRaw(ctx, lanesType, raw))).result(0);
    Value b = op.operand(0);
    Value bound = b.type() instanceof IndexType
        ? create(rw, op, "arith.index_cast", List.of(b), List.of(idx)).result(0)
        : b;
    Value bounds = create(rw, op, "vector.broadcast", List.of(bound), List.of(lanesType)).result(0);
    Value cmp = create(rw, op, "arith.cmpi", List.of(lanes, bounds), List.of(t),
        new NamedAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 2))).result(0);
    rw.replaceOp(op, List.of(cmp));
    return true;
  }

  /** The broadcast result positions when {@code map} is a minor identity with broadcasts (constant 0 results); null otherwise. */
  static List<Integer> minorIdentityWithBroadcasting(AffineMap map) {
    if (map.numSymbols() != 0 || map.numResults() > map.numDims()) {
      return null;
    }
    int suffixStart = map.numDims() - map.numResults();
    List<Integer> broadcast = new ArrayList<>();
    for (int i = 0; i < map.numResults(); i++) {
      AffineExpr e = map.results().get(i);
      if (e instanceof AffineConstantExpr c) {
        if (c.value() != 0) {
          return null;
        }
        broadcast.add(i);
      } else if (!(e instanceof AffineDimExpr d) || d.position() != suffixStart + i) {
        return null;
      }
    }
    return broadcast;
  }

  /** MemRefType::isLastDimUnitStride. */
  static boolean lastDimUnitStride(MemRefType m) {
    Attribute layout = m.layout();
    if (layout == null || (layout instanceof AffineMapAttr a && a.map().isIdentity())) {
      return true;
    }
    if (layout instanceof StridedLayoutAttr s) {
      long[] strides = s.strides();
      return strides.length == 0 || strides[strides.length - 1] == 1;
    }
    return false;
  }

  private static boolean elementTypesFit(MemRefType m, VectorType loaded, VectorType vector) {
    Type e = m.elementType();
    return e instanceof VectorType ? e.equals(loaded) : e.equals(vector.elementType());
  }

  /** MLIR's TransferReadToVectorLoadLowering. */
  private static boolean readToLoad(Operation read, PatternRewriter rw, int maxRank) {
    VectorType vt = (VectorType) read.result(0).type();
    if (vt.shape().length > maxRank || !(read.operand(0).type() instanceof MemRefType m)) {
      return false;
    }
    List<Integer> broadcast = minorIdentityWithBroadcasting(VectorTransfers.permutationMap(read));
    if (broadcast == null || !lastDimUnitStride(m)) {
      return false;
    }
    long[] shape = vt.shape().clone();
    boolean[] scalable = vt.scalableDims().clone();
    for (int i : broadcast) {
      shape[i] = 1;
      scalable[i] = false;
    }
    MLIRContext ctx = rw.context();
    VectorType loaded = VectorType.get(ctx, shape, scalable, vt.elementType());
    if (!elementTypesFit(m, loaded, vt) || hasOutOfBoundsDim(read)) {
      return false;
    }
    Value mask = VectorTransfers.mask(read);
    List<Value> idx = indices(read);
    Value res;
    if (mask != null) {
      if (vt.shape().length != 1) {
        return false;
      }
      Value padding = read.operand(1 + idx.size());
      Value fill = create(rw, read, "vector.broadcast", List.of(padding), List.of(loaded)).result(0);
      List<Value> ops = new ArrayList<>();
      ops.add(read.operand(0));
      ops.addAll(idx);
      ops.add(mask);
      ops.add(fill);
      res = create(rw, read, "vector.maskedload", ops, List.of(loaded)).result(0);
    } else {
      List<Value> ops = new ArrayList<>();
      ops.add(read.operand(0));
      ops.addAll(idx);
      res = create(rw, read, "vector.load", ops, List.of(loaded)).result(0);
    }
    if (!broadcast.isEmpty()) {
      res = create(rw, read, "vector.broadcast", List.of(res), List.of(vt)).result(0);
    }
    rw.replaceOp(read, List.of(res));
    return true;
  }

  /** MLIR's TransferWriteToVectorStoreLowering. */
  private static boolean writeToStore(Operation write, PatternRewriter rw, int maxRank) {
    VectorType vt = (VectorType) write.operand(0).type();
    if (vt.shape().length > maxRank || !(write.operand(1).type() instanceof MemRefType m) || write.numResults() != 0) {
      return false;
    }
    List<Integer> broadcast = minorIdentityWithBroadcasting(VectorTransfers.permutationMap(write));
    if (broadcast == null || !broadcast.isEmpty() || !lastDimUnitStride(m) || !elementTypesFit(m, vt, vt)
        || hasOutOfBoundsDim(write)) {
      return false;
    }
    Value mask = VectorTransfers.mask(write);
    List<Value> idx = indices(write);
    List<Value> ops = new ArrayList<>();
    if (mask != null) {
      if (vt.shape().length != 1) {
        return false;
      }
      ops.add(write.operand(1));
      ops.addAll(idx);
      ops.add(mask);
      ops.add(write.operand(0));
      create(rw, write, "vector.maskedstore", ops, List.of());
    } else {
      ops.add(write.operand(0));
      ops.add(write.operand(1));
      ops.addAll(idx);
      create(rw, write, "vector.store", ops, List.of());
    }
    rw.eraseOp(write);
    return true;
  }
}

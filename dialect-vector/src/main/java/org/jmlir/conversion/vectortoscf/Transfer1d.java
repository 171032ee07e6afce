package org.jmlir.conversion.vectortoscf;

import java.util.ArrayList;
import java.util.List;
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
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's {@code TransferOp1dConversion}: a 1-D transfer on a memref that
 * {@code convert-vector-to-llvm} cannot take as one vector access (a read whose map is not the minor
 * identity, e.g. down a column or a broadcast, or a read or write of a memref whose last dimension is
 * strided) becomes an {@code scf.for}
 * over the lanes with one scalar {@code memref.load} (into the vector carried by the loop, which
 * starts as the broadcast padding) or {@code memref.store} (of the extracted lane) each, guarded by
 * an {@code scf.if} when the lane may be out of bounds or is masked. A scalable vector's loop runs
 * to vscale times its minimum length.
 */
final class Transfer1d {
  private Transfer1d() {}

  static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("TransferOp1dConversion", "vector.transfer_read", 1, (op, rw) -> lower(op, rw, true)),
        new NamedPattern("TransferOp1dConversion", "vector.transfer_write", 1, (op, rw) -> lower(op, rw, false)));
  }

  private static boolean lower(Operation xfer, PatternRewriter rw, boolean read) {
    int base = VectorTransfers.baseIndex(xfer);
    VectorType vt = (VectorType) (read ? xfer.result(0).type() : xfer.operand(0).type());
    AffineMap map = VectorTransfers.permutationMap(xfer);
    if (!(xfer.operand(base).type() instanceof MemRefType m) || vt.shape().length != 1 || map.numResults() != 1) {
      return false;
    }
    AffineExpr expr = map.results().get(0);
    boolean minorIdentity = expr instanceof AffineDimExpr d && d.position() == map.numDims() - 1;
    if (minorIdentity && lastDimUnitStride(m)) {
      return false;
    }
    if (!read && !minorIdentity) {
      // MLIR's permutation-map lowering turns such a write into a transposed 2-D one first; that
      // lowering of writes is not implemented here, so the write is left as it is.
      return false;
    }
    if (!(expr instanceof AffineDimExpr) && !isZero(expr)) {
      return false;
    }
    int dim = expr instanceof AffineDimExpr d ? d.position() : -1;
    MLIRContext ctx = rw.context();
    int nIdx = VectorTransfers.numIndices(xfer);
    Value memref = xfer.operand(base);
    List<Value> indices = new ArrayList<>(xfer.operands().subList(base + 1, base + 1 + nIdx));
    Value mask = VectorTransfers.mask(xfer);
    rw.setInsertionPoint(xfer);
    Value lb = TransferBuffering.index(rw, xfer, 0);
    Value ub = TransferBuffering.index(rw, xfer, vt.shape()[0]);
    if (vt.isScalable()) {
      // A scalable vector: vscale times its minimum lane count.
      Value vscale = TransferBuffering.create(rw, xfer, "vector.vscale", List.of(), IndexType.get(ctx));
      ub = TransferBuffering.create(rw, xfer, "arith.muli", List.of(ub, vscale), IndexType.get(ctx),
          new NamedAttribute("overflowFlags", org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0)));
    }
    Value step = TransferBuffering.index(rw, xfer, 1);
    Value init = read ? TransferBuffering.create(rw, xfer, "vector.broadcast", List.of(xfer.operand(base + 1 + nIdx)), vt) : null;
    OperationState fs = new OperationState(ctx, ctx.lookupOp("scf.for"), xfer.location());
    fs.addOperands(read ? List.of(lb, ub, step, init) : List.of(lb, ub, step));
    if (read) {
      fs.addTypes(List.of(vt));
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
    Value vec = read ? body.addArgument(vt, xfer.location()) : null;
    rw.setInsertionPointToEnd(body);
    // get1dMemrefIndices
    List<Value> memIdx = new ArrayList<>(indices);
    if (dim >= 0) {
      memIdx.set(dim, TransferBuffering.plus(rw, xfer, indices.get(dim), iv));
    }
    // generateInBoundsCheck
    Value cond = null;
    if (!VectorTransfers.inBounds(xfer, 0) && dim >= 0) {
      cond = TransferBuffering.create(rw, xfer, "arith.cmpi", List.of(TransferBuffering.dimOf(rw, xfer, memref, dim), TransferBuffering.plus(rw, xfer, indices.get(dim), iv)),
          IntegerType.get(ctx, 1), new NamedAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 4)));
    }
    if (mask != null) {
      Value lane = TransferBuffering.create(rw, xfer, "vector.extract", List.of(mask, iv), IntegerType.get(ctx, 1),
          new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {Long.MIN_VALUE})));
      cond = cond == null ? lane : TransferBuffering.create(rw, xfer, "arith.andi", List.of(cond, lane), IntegerType.get(ctx, 1));
    }
    Operation ifOp = null;
    if (cond != null) {
      OperationState is = new OperationState(ctx, ctx.lookupOp("scf.if"), xfer.location());
      is.addOperands(List.of(cond));
      if (read) {
        is.addTypes(List.of(vt));
      }
      is.addRegion();
      is.addRegion();
      ifOp = rw.create(is);
      rw.setInsertionPointToEnd(ifOp.region(0).addBlock());
    }
    Value next = null;
    if (read) {
      Value loaded = TransferBuffering.create(rw, xfer, "memref.load", concat(memref, memIdx), m.elementType());
      next = TransferBuffering.create(rw, xfer, "vector.insert", List.of(loaded, vec, iv), vt,
          new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {Long.MIN_VALUE})));
    } else {
      Value lane = TransferBuffering.create(rw, xfer, "vector.extract", List.of(xfer.operand(0), iv), vt.elementType(),
          new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {Long.MIN_VALUE})));
      List<Value> ops = new ArrayList<>();
      ops.add(lane);
      ops.addAll(concat(memref, memIdx));
      TransferBuffering.create(rw, xfer, "memref.store", ops, null);
    }
    if (ifOp != null) {
      TransferBuffering.create(rw, xfer, "scf.yield", read ? List.of(next) : List.of(), null);
      rw.setInsertionPointToEnd(ifOp.region(1).addBlock());
      TransferBuffering.create(rw, xfer, "scf.yield", read ? List.of(vec) : List.of(), null);
      rw.setInsertionPointToEnd(body);
      next = read ? ifOp.result(0) : null;
    }
    TransferBuffering.create(rw, xfer, "scf.yield", read ? List.of(next) : List.of(), null);
    rw.setListener(heard);
    if (read) {
      rw.replaceOp(xfer, List.of(loop.result(0)));
    } else {
      rw.eraseOp(xfer);
    }
    return true;
  }

  private static boolean isZero(AffineExpr e) {
    return e instanceof org.jmlir.ir.affine.AffineConstantExpr c && c.value() == 0;
  }

  private static boolean lastDimUnitStride(MemRefType m) {
    org.jmlir.dialect.utils.StridedLayouts.Strided s = org.jmlir.dialect.utils.StridedLayouts.stridesOf(m);
    return s != null && (s.strides().length == 0 || s.strides()[s.strides().length - 1] == 1);
  }

  private static List<Value> concat(Value memref, List<Value> indices) {
    List<Value> out = new ArrayList<>();
    out.add(memref);
    out.addAll(indices);
    return out;
  }
}

package org.jmlir.dialect.memref.transforms;

import java.util.List;
import org.jmlir.dialect.arith.IndexCastOp;
import org.jmlir.dialect.arith.MulIOp;
import org.jmlir.dialect.memref.LoadOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.memref.ReshapeOp;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code memref-expand} (MLIR 22's ExpandOps): a {@code memref.reshape} whose shape operand has a
 * static size becomes a {@code memref.reinterpret_cast} with offset 0, the sizes loaded from the
 * shape (index_cast to index where needed) or taken from the result type, and row-major strides
 * multiplied out with {@code arith.muli}. A dialect conversion in MLIR: nothing is folded or
 * deduplicated afterwards, so the ops are created exactly as its pattern creates them. (MLIR 22's
 * pass no longer expands atomic_rmw.)
 */
public final class MemRefExpand extends Pass {
  public MemRefExpand(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "memref-expand";
  }

  @Override
  public String summary() {
    return "Legalize memref operations to be convertible to LLVM.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> o.def() == ReshapeOp.DEF)) {
      if (op.operand(1).type() instanceof MemRefType shape && shape.hasStaticShape()
          && op.result(0).type() instanceof MemRefType) {
        expand(op, shape);
      }
    }
  }

  private static void expand(Operation op, MemRefType shapeType) {
    MLIRContext ctx = op.context();
    Location loc = op.location();
    MemRefType type = (MemRefType) op.result(0).type();
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(op);
    int rank = (int) shapeType.shape()[0];
    OpFoldResult[] sizes = new OpFoldResult[rank];
    OpFoldResult[] strides = new OpFoldResult[rank];
    Value stride = null;
    long staticStride = 1;
    for (int i = rank - 1; i >= 0; i--) {
      boolean dynamic = type.shape()[i] == ShapedType.DYNAMIC;
      Value size;
      if (dynamic) {
        Value index = MemRefBuilders.constantIndex(b, loc, i);
        OperationState load = new OperationState(ctx, LoadOp.DEF, loc);
        load.addOperand(op.operand(1)).addOperand(index).addType(shapeType.elementType());
        size = b.create(load).result(0);
        if (!(size.type() instanceof IndexType)) {
          size = indexCast(b, loc, size);
        }
        sizes[i] = OpFoldResult.of(size);
      } else {
        size = MemRefBuilders.constantIndex(b, loc, type.shape()[i]);
        sizes[i] = OpFoldResult.of(ShapedFolds.index(ctx, type.shape()[i]));
      }
      strides[i] = stride != null ? OpFoldResult.of(stride) : OpFoldResult.of(ShapedFolds.index(ctx, staticStride));
      if (i > 0) {
        if (stride != null) {
          stride = mul(b, loc, stride, size);
        } else if (dynamic) {
          stride = mul(b, loc, MemRefBuilders.constantIndex(b, loc, staticStride), size);
        } else {
          staticStride *= type.shape()[i];
        }
      }
    }
    Operation cast = MemRefBuilders.reinterpretCast(b, loc, type, op.operand(0), OpFoldResult.of(ShapedFolds.index(ctx, 0)),
        List.of(sizes), List.of(strides));
    op.result(0).replaceAllUsesWith(cast.result(0));
    op.erase();
  }

  private static Value indexCast(OpBuilder b, Location loc, Value v) {
    OperationState s = new OperationState(b.context(), IndexCastOp.DEF, loc);
    s.addOperand(v).addType(IndexType.get(b.context()));
    return b.create(s).result(0);
  }

  private static Value mul(OpBuilder b, Location loc, Value lhs, Value rhs) {
    OperationState s = new OperationState(b.context(), MulIOp.DEF, loc);
    s.addOperand(lhs).addOperand(rhs).addType(IndexType.get(b.context()));
    return b.create(s).result(0);
  }
}

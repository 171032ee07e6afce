package org.jmlir.dialect.tensor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Canonicalization patterns of tensor ops, as MLIR 22's of the same names. */
final class TensorPatterns {
  private TensorPatterns() {}

  /**
   * DimOfDestStyleOp: {@code tensor.dim} of a destination-style op's result is the dim of its tied
   * init, updated in place. The destination-style ops of the tensor dialect: insert (dest operand 1)
   * and insert_slice (dest operand 1); other dialects' ops through their {@link DestinationStyle} extension.
   */
  static final RewritePattern DIM_OF_DEST_STYLE_OP = new org.jmlir.dialect.fold.NamedPattern("DimOfDestStyleOp", "tensor.dim", 1, (dim, rw) -> {
    Operation def = dim.operand(0).definingOp();
    Value init;
    if (def instanceof InsertOp || def instanceof InsertSliceOp) {
      init = def.operand(1);
    } else if (def != null && def.def().extension(DestinationStyle.class) instanceof DestinationStyle d) {
      init = d.tiedInit(def, ((org.jmlir.ir.OpResult) dim.operand(0)).index());
    } else {
      return false;
    }
    rw.modifyOpInPlace(dim, () -> dim.setOperand(0, init));
    return true;
  });

  /** DimOfReshapeOp: {@code tensor.dim} of a tensor.reshape is an extract of its shape operand (index_cast when not index). */
  static final RewritePattern DIM_OF_RESHAPE_OP = new org.jmlir.dialect.fold.NamedPattern("DimOfReshapeOp", "tensor.dim", 1, (dim, rw) -> {
    if (!(dim.operand(0).definingOp() instanceof ReshapeOp reshape)) {
      return false;
    }
    rw.setInsertionPointAfter(dim);
    org.jmlir.dialect.utils.ShapedOps.replaceDimWithShapeRead(rw, dim, ExtractOp.DEF, reshape.operand(1));
    return true;
  });

  /** A tensor.cast of {@code source} to {@code type}, at the rewriter's insertion point. */
  static OperationState castState(MLIRContext ctx, Operation at, Value source, Type type) {
    OperationState s = new OperationState(ctx, CastOp.DEF, at.location());
    s.addOperand(source);
    s.addType(type);
    return s;
  }

  /** MLIR's joinShapes: the most static type both shapes allow, or null when they conflict. */
  static Type joinShapes(MLIRContext ctx, Type one, Type two) {
    if (!(one instanceof RankedTensorType a)) {
      return two;
    }
    if (!(two instanceof RankedTensorType b)) {
      return one;
    }
    if (a.rank() != b.rank()) {
      return null;
    }
    long[] join = new long[a.rank()];
    for (int i = 0; i < join.length; i++) {
      long x = a.shape()[i];
      long y = b.shape()[i];
      if (ShapedType.isDynamic(x)) {
        join[i] = y;
      } else if (ShapedType.isDynamic(y) || x == y) {
        join[i] = x;
      } else {
        return null;
      }
    }
    return RankedTensorType.get(ctx, join, a.elementType());
  }

  /** cast(cast(x)) becomes cast(x) when the middle type adds no runtime check. */
  static final class ChainedTensorCast extends RewritePattern {
    ChainedTensorCast() {
      super("tensor.cast", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(op.operand(0).definingOp() instanceof CastOp inner)) {
        return false;
      }
      Type source = inner.operand(0).type();
      Type middle = inner.result(0).type();
      Type result = op.result(0).type();
      MLIRContext ctx = op.context();
      Type j = joinShapes(ctx, source, middle);
      Type first = j == null ? null : joinShapes(ctx, j, result);
      if (first == null || first != joinShapes(ctx, source, result)) {
        return false;
      }
      rewriter.replaceOpWithNewOp(op, castState(op.context(), op, inner.operand(0), result));
      return true;
    }
  }

  /** extract(cast(x)) reads x directly. */
  static final class ExtractFromTensorCast extends RewritePattern {
    ExtractFromTensorCast() {
      super("tensor.extract", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(op.operand(0).definingOp() instanceof CastOp cast) || !(cast.operand(0).type() instanceof RankedTensorType)) {
        return false;
      }
      OperationState s = new OperationState(op.context(), ExtractOp.DEF, op.location());
      s.addOperand(cast.operand(0));
      s.addOperands(op.operands().subList(1, op.numOperands()));
      s.addTypes(op.resultTypes());
      rewriter.replaceOpWithNewOp(op, s);
      return true;
    }
  }

  /** tensor.empty with constant non-negative dynamic sizes becomes a more static empty and a cast. */
  static final class ReplaceEmptyTensorStaticShapeDims extends RewritePattern {
    ReplaceEmptyTensorStaticShapeDims() {
      super("tensor.empty", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      RankedTensorType type = (RankedTensorType) op.result(0).type();
      long[] shape = type.shape().clone();
      List<Value> dynamic = new ArrayList<>();
      if (!ShapedFolds.foldConstantSizes(shape, op.operands(), dynamic)) {
        return false;
      }
      OperationState s = new OperationState(op.context(), EmptyOp.DEF, op.location());
      s.addOperands(dynamic);
      s.addType(RankedTensorType.get(op.context(), shape, type.elementType(), type.encoding()));
      Operation empty = rewriter.create(s);
      rewriter.replaceOpWithNewOp(op, castState(op.context(), op, empty.result(0), type));
      return true;
    }
  }
}

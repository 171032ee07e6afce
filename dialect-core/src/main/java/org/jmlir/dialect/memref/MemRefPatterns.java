package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;

/** Canonicalization patterns of memref ops, as MLIR 22's of the same names. */
final class MemRefPatterns {
  private MemRefPatterns() {}

  /**
   * DimOfMemRefReshape: {@code memref.dim} of a memref.reshape becomes a load of the shape operand,
   * placed right after the reshape (the shape memref may be written later), when the index is known
   * to dominate the reshape: defined before it in its block, or in a region enclosing the reshape's.
   * A non-index shape element is index_cast.
   */
  static final RewritePattern DIM_OF_RESHAPE = new org.jmlir.dialect.fold.NamedPattern("DimOfMemRefReshape", "memref.dim", 1, (dim, rw) -> {
    if (!(dim.operand(0).definingOp() instanceof ReshapeOp reshape)) {
      return false;
    }
    Value index = dim.operand(1);
    if (index.parentBlock() == reshape.block()) {
      Operation def = index.definingOp();
      if (def != null && reshape.isBeforeInBlock(def)) {
        return false;
      }
    } else if (dim.block() != reshape.block()
        && !(index.parentRegion() != reshape.parentRegion() && index.parentRegion().isAncestor(reshape.parentRegion()))) {
      return false;
    }
    rw.setInsertionPointAfter(reshape);
    org.jmlir.dialect.utils.ShapedOps.replaceDimWithShapeRead(rw, dim, LoadOp.DEF, reshape.operand(1));
    return true;
  });

  /** FoldEmptyCopy: a copy from or to a ranked memref with a zero dim goes. */
  static final RewritePattern FOLD_EMPTY_COPY = new org.jmlir.dialect.fold.NamedPattern("FoldEmptyCopy", "memref.copy", 1, (copy, rw) -> {
    for (Value v : copy.operands()) {
      if (v.type() instanceof MemRefType m) {
        for (long d : m.shape()) {
          if (d == 0) {
            rw.eraseOp(copy);
            return true;
          }
        }
      }
    }
    return false;
  });

  /** FoldSelfCopy: {@code memref.copy %x, %x} goes. */
  static final RewritePattern FOLD_SELF_COPY = new org.jmlir.dialect.fold.NamedPattern("FoldSelfCopy", "memref.copy", 1, (copy, rw) -> {
    if (copy.operand(0) != copy.operand(1)) {
      return false;
    }
    rw.eraseOp(copy);
    return true;
  });

  /** An alloc/alloca with constant non-negative dynamic sizes becomes a more static one and a memref.cast. */
  static final class SimplifyAllocConst extends RewritePattern {
    private final java.util.function.Supplier<OpDef> def;

    SimplifyAllocConst(String name, java.util.function.Supplier<OpDef> def) {
      super(name, 1);
      this.def = def;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      MemRefType type = (MemRefType) op.result(0).type();
      List<Value> sizes = AllocLike.SEGMENTS.group(op, 0);
      long[] shape = type.shape().clone();
      List<Value> dynamic = new ArrayList<>();
      if (!ShapedFolds.foldConstantSizes(shape, sizes, dynamic)) {
        return false;
      }
      List<Value> symbols = AllocLike.SEGMENTS.group(op, 1);
      OperationState s = new OperationState(op.context(), def.get(), op.location());
      s.addOperands(dynamic);
      s.addOperands(symbols);
      s.addType(MemRefType.get(op.context(), shape, type.elementType(), type.layout(), type.memorySpace()));
      List<NamedAttribute> props = new ArrayList<>();
      Attribute alignment = op.inherentAttr("alignment");
      if (alignment != null) {
        props.add(new NamedAttribute("alignment", alignment));
      }
      props.add(new NamedAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(op.context(), dynamic.size(), symbols.size())));
      s.properties = DictionaryAttr.get(op.context(), props);
      Operation alloc = rewriter.create(s);
      OperationState cast = new OperationState(op.context(), CastOp.DEF, op.location());
      cast.addOperand(alloc.result(0));
      cast.addType(type);
      rewriter.replaceOpWithNewOp(op, cast);
      return true;
    }
  }

  /** An alloc/alloca that is only stored into and deallocated is erased with those users. */
  static final class SimplifyDeadAlloc extends RewritePattern {
    SimplifyDeadAlloc(String name) {
      super(name, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Value alloc = op.result(0);
      for (Operation user : alloc.users()) {
        boolean ok = user instanceof StoreOp ? user.operand(0) != alloc : user instanceof DeallocOp;
        if (!ok) {
          return false;
        }
      }
      for (Operation user : alloc.users()) {
        if (user.block() != null) {
          rewriter.eraseOp(user);
        }
      }
      rewriter.eraseOp(op);
      return true;
    }
  }
}

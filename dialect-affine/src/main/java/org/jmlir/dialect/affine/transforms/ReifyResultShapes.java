package org.jmlir.dialect.affine.transforms;

import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.tensor.CastOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code reify-result-shapes} (MLIR's ReifyResultShapesPass): each tensor.pad and tensor.concat has
 * its result shape reified before it ({@link ShapeReification}); where that makes a dimension static
 * the op is recreated with the tighter type and a tensor.cast back to the old one. The ops the
 * reification built stay, used or not, as MLIR leaves them.
 */
public final class ReifyResultShapes extends Pass {
  public ReifyResultShapes(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "reify-result-shapes";
  }

  @Override
  public String summary() {
    return "Reifies the results of `tensor::PadOp` and `tensor::ConcatOp`.";
  }

  private static Long constant(OpFoldResult r) {
    return switch (r) {
      case OpFoldResult.Constant(Attribute a) -> a instanceof IntegerAttr i ? i.longValue() : null;
      case OpFoldResult.Folded(Value v) -> OperationFolder.constantValue(v) instanceof IntegerAttr i ? i.longValue() : null;
    };
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : root.collect(o -> o.name().equals("tensor.pad") || o.name().equals("tensor.concat"))) {
      rw.setInsertionPoint(op);
      List<OpFoldResult> shape = ShapeReification.reify(rw, op);
      if (shape == null || shape.isEmpty()) {
        op.emitWarning("failed to get the reified shapes").report();
        continue;
      }
      RankedTensorType oldType = (RankedTensorType) op.result(0).type();
      long[] dims = new long[shape.size()];
      for (int i = 0; i < dims.length; i++) {
        Long c = constant(shape.get(i));
        dims[i] = c != null ? c : ShapedType.DYNAMIC;
      }
      if (Arrays.equals(dims, oldType.shape())) {
        continue;
      }
      Operation copy = rw.insert(op.clone());
      copy.result(0).setType(RankedTensorType.get(op.context(), dims, oldType.elementType(), oldType.encoding()));
      OperationState cast = new OperationState(op.context(), CastOp.DEF, op.location());
      cast.addOperand(copy.result(0)).addType(oldType);
      rw.replaceOp(op, List.of(rw.create(cast).result(0)));
    }
  }
}

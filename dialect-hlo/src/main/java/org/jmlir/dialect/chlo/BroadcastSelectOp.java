package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code %r = chlo.broadcast_select %pred, %a, %b : (tensor<i1>, tensor<2xi32>, tensor<2xi32>) ->
 * tensor<2xi32>}: select with numpy-style broadcasting of all three operands.
 */
public final class BroadcastSelectOp extends Operation implements ChloOp {
  public static final OpDef DEF =
      ChloDialect.op("broadcast_select", BroadcastSelectOp::new)
          .operand("pred", ChloTypes.PRED_TENSOR)
          .operand("on_true", ChloTypes.ANY_TENSOR)
          .operand("on_false", ChloTypes.ANY_TENSOR)
          .result("result", ChloTypes.ANY_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.INFER_TYPE)
          .format(
              "$pred `,` $on_true `,` $on_false attr-dict `:` `(` type($pred) `,` type($on_true) `,` type($on_false) `)`"
                  + " `->` type(results)")
          .verifier(op -> ChloInference.verifyInferred(op, BroadcastSelectOp::infer))
          .build();

  private BroadcastSelectOp() {}

  public Value pred() {
    return operand(0);
  }

  public Value onTrue() {
    return operand(1);
  }

  public Value onFalse() {
    return operand(2);
  }

  private static List<Type> infer(Operation op) {
    Type element = ((ShapedType) op.operand(1).type()).elementType();
    if (element != ((ShapedType) op.operand(2).type()).elementType()) {
      return ChloInference.fail(op, "mismatched operand types");
    }
    long[] shape = null;
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType r)) {
        return List.of(UnrankedTensorType.get(op.context(), element));
      }
      shape = shape == null ? r.shape() : ChloInference.broadcastShapes(shape, r.shape());
      if (shape == null) {
        return List.of(UnrankedTensorType.get(op.context(), element));
      }
    }
    return List.of(RankedTensorType.get(op.context(), shape, element));
  }
}

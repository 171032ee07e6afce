package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code %v, %i = chlo.top_k(%x, k = 8) : tensor<16xf32> -> (tensor<8xf32>, tensor<8xi32>)}: the
 * {@code k} largest entries of the last dimension and their i32 indices.
 */
public final class TopKOp extends Operation implements ChloOp {
  public static final OpDef DEF =
      ChloDialect.op("top_k", TopKOp::new)
          .operand("operand", ChloTypes.ANY_TENSOR)
          .attr("k", CommonAttrs.I64)
          .defaultAttr("is_stable", CommonAttrs.BOOL, ctx -> IntegerAttr.bool(ctx, true))
          .result("values", ChloTypes.ANY_TENSOR)
          .result("indices", ChloTypes.ANY_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.INFER_TYPE)
          .format(
              "`(` $operand `,` `k` `=` $k (`,` `is_stable` `=` $is_stable^)? `)` attr-dict `:` type($operand) `->`"
                  + " `(` type($values) `,` type($indices) `)`")
          .verifier(op -> ChloInference.verifyInferred(op, TopKOp::infer))
          .build();

  private TopKOp() {}

  public Value operand() {
    return operand(0);
  }

  public long k() {
    return ((IntegerAttr) attr("k")).value().longValue();
  }

  /** hlo::inferTopKOp: the last dimension becomes k. */
  private static List<Type> infer(Operation op) {
    ShapedType operand = (ShapedType) op.operand(0).type();
    Type i32 = IntegerType.get(op.context(), 32);
    if (!(operand instanceof RankedTensorType r)) {
      return List.of(
          UnrankedTensorType.get(op.context(), operand.elementType()), UnrankedTensorType.get(op.context(), i32));
    }
    long k = ((TopKOp) op).k();
    if (r.rank() < 1) {
      return ChloInference.fail(op, "operand's rank must be at least 1");
    }
    long last = r.shape()[r.rank() - 1];
    if (last != ShapedType.DYNAMIC && last < k) {
      return ChloInference.fail(op, "operand's last dimension must be at least " + k);
    }
    long[] shape = r.shape().clone();
    shape[shape.length - 1] = k;
    return List.of(
        RankedTensorType.get(op.context(), shape, r.elementType(), r.encoding()),
        RankedTensorType.get(op.context(), shape, i32, r.encoding()));
  }
}

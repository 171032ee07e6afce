package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = "chlo.constant_like"(%x) {value = 1.0 : f32} : (tensor<?xf32>) -> tensor<?xf32>}: a
 * splat of {@code value} in the operand's shape (generic syntax only, as in StableHLO).
 */
public final class ConstantLikeOp extends Operation implements ChloOp {
  public static final OpDef DEF =
      ChloDialect.op("constant_like", ConstantLikeOp::new)
          .attr("value", AttrConstraint.TYPED)
          .operand("operand", ChloTypes.ANY_TENSOR)
          .result("result", ChloTypes.ANY_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_SHAPE, Trait.INFER_TYPE)
          .verifier(ConstantLikeOp::verify)
          .build();

  private ConstantLikeOp() {}

  /** The splat value (a typed attribute of the result's element type). */
  public Attribute value() {
    return attr("value");
  }

  private static boolean verify(Operation op) {
    Type valueType = ((TypedAttr) op.attr("value")).type();
    if (valueType != ((ShapedType) op.result(0).type()).elementType()) {
      return op.emitOpError("value's type doesn't match element return type").report();
    }
    return ChloInference.verifyInferred(
        op, o -> List.of(ChloInference.sameShape(o.context(), o.operand(0).type(), valueType)));
  }
}

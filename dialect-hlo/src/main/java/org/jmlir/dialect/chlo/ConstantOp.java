package org.jmlir.dialect.chlo;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import java.util.List;

/** {@code %c = chlo.constant dense<1.0> : tensor<f32>}: a constant of a statically shaped tensor type. */
public final class ConstantOp extends Operation implements ChloOp {
  public static final OpDef DEF =
      ChloDialect.op("constant", ConstantOp::new)
          .attr("value", AttrConstraint.of("constant vector/tensor attribute", a -> a instanceof ElementsAttr))
          .result("output", ChloTypes.STATIC_SHAPE_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE, Trait.INFER_TYPE)
          .allTypesMatch("value", "output")
          .format("attr-dict $value")
          .extension(OpFolder.class, (op, operands) -> List.of(OpFoldResult.of(op.attr("value"))))
          .build();

  private ConstantOp() {}

  public Attribute value() {
    return attr("value");
  }

}

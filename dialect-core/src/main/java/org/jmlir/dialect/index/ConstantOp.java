package org.jmlir.dialect.index;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IndexType;

/** {@code %idx42 = index.constant 42}: an index constant. */
public final class ConstantOp extends Operation implements IndexOp {
  /** MLIR's IndexAttr. */
  static final AttrConstraint INDEX_ATTR =
      AttrConstraint.of("index attribute", a -> a instanceof IntegerAttr i && i.type() instanceof IndexType);

  public static final OpDef DEF =
      OpSpec.define("index.constant", ConstantOp::new)
          .attr("value", INDEX_ATTR)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .assembly(new ConstantAssembly(IndexType::get))
          .resultNamer(
              (op, setter) -> {
                if (op.inherentAttr("value") instanceof IntegerAttr v) {
                  setter.setName(op.result(0), "idx" + v.value());
                }
              })
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, IndexIntRanges.CONSTANT)
          .build();

  private ConstantOp() {}

  public IntegerAttr value() {
    return (IntegerAttr) inherentAttr("value");
  }
}

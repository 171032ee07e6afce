package org.jmlir.dialect.index;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;

/** {@code %true = index.bool.constant true}: an i1 constant. */
public final class BoolConstantOp extends Operation implements IndexOp {
  /** MLIR's BoolAttr. */
  static final AttrConstraint BOOL_ATTR = AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());

  public static final OpDef DEF =
      OpSpec.define("index.bool.constant", BoolConstantOp::new)
          .attr("value", BOOL_ATTR)
          .result("result", TypeConstraint.I1)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .assembly(new ConstantAssembly(ctx -> IntegerType.get(ctx, 1)))
          .resultNamer(
              (op, setter) -> {
                if (op.inherentAttr("value") instanceof IntegerAttr v && v.isBool()) {
                  setter.setName(op.result(0), v.boolValue() ? "true" : "false");
                }
              })
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, IndexIntRanges.BOOL_CONSTANT)
          .build();

  private BoolConstantOp() {}

  public boolean value() {
    return ((IntegerAttr) inherentAttr("value")).boolValue();
  }
}

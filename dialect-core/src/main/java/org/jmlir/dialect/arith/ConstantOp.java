package org.jmlir.dialect.arith;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** {@code arith.constant 42 : i32}: an integer, float or elements constant. */
public final class ConstantOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      org.jmlir.ir.ods.OpSpec.define("arith.constant", ConstantOp::new)
          .traits(Trait.CONSTANT_LIKE)
          .traits(Trait.PURE)
          .attr("value", AttrConstraint.TYPED)
          .result("result", TypeConstraint.ANY)
          .allTypesMatch("value", "result")
          .format("attr-dict $value")
          .verifier(ConstantOp::verify)
          .resultNamer(ConstantOp::nameResult)
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.CONSTANT)
          .build();

  private ConstantOp() {}

  public Attribute value() {
    return inherentAttr("value");
  }

  private static boolean verify(Operation op) {
    Type type = op.result(0).type();
    if (type instanceof IntegerType it && !it.isSignless()) {
      return op.emitOpError("integer return type must be signless").report();
    }
    Attribute value = op.inherentAttr("value");
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr)) {
      return op.emitOpError("value must be an integer, float, or elements attribute").report();
    }
    if (type instanceof VectorType v && v.isScalable() && !isSplat(value)) {
      return op.emitOpError(
              "intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
          .report();
    }
    return true;
  }

  private static boolean isSplat(Attribute value) {
    return value instanceof DenseIntOrFPElementsAttr d && d.isSplat();
  }

  /** Matches mlir-opt 22: {@code %true}/{@code %false}, {@code %c42_i32}, {@code %c0} (index), else {@code %cst}. */
  private static void nameResult(Operation op, OpDef.NameSetter setter) {
    Attribute value = op.inherentAttr("value");
    Type type = op.result(0).type();
    if (value instanceof IntegerAttr i) {
      if (type instanceof IntegerType it && it.width() == 1) {
        setter.setName(op.result(0), i.value().signum() != 0 ? "true" : "false");
        return;
      }
      String name = "c" + i.value();
      if (type instanceof IntegerType it) {
        name += "_" + it; // IntegerType spells itself as printed (i32, si8, ui16)
      }
      setter.setName(op.result(0), name);
    } else {
      setter.setName(op.result(0), "cst");
    }
  }
}

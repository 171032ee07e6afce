package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.AttrConstraint;

/** {@code llvm.mlir.constant(42 : i32) : i32}. */
public final class ConstantOp extends LlvmOp {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.mlir.constant", ConstantOp::new)
          .attr("value", AttrConstraint.ANY)
          .result("res", LlvmSpecs.ANY)
          .traits(Trait.PURE).traits(Trait.CONSTANT_LIKE)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.CONSTANT)
          .format("`(` $value `)` attr-dict `:` type($res)")
          .build();

  private ConstantOp() {}

  /** The constant's value attribute. */
  public Attribute value() {
    return inherentAttr("value");
  }
}

package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.Type;

/** {@code llvm.alloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr}. */
public final class AllocaOp extends LlvmOp {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.alloca", AllocaOp::new)
          .operand("arraySize", LlvmSpecs.INTEGER)
          .result("res", LlvmSpecs.POINTER)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .attr("elem_type", LlvmSpecs.TYPE_ATTR)
          .optionalAttr("inalloca", AttrConstraint.UNIT)
          .format("(`inalloca` $inalloca^)? $arraySize `x` $elem_type attr-dict `:` functional-type($arraySize, results)")
          .build();

  private AllocaOp() {}

  public Value arraySize() {
    return operand(0);
  }

  public Type elemType() {
    return typeAttr("elem_type");
  }

  public long alignment() {
    return intAttr("alignment", 0);
  }
}

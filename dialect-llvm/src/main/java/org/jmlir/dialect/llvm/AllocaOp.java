package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.Type;

/** {@code llvm.alloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr}. */
public final class AllocaOp extends LlvmOp implements org.jmlir.ir.interfaces.PromotableAllocationOpInterface {
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

  /** One slot of the element type, for allocas in the entry block (MLIR 22's getPromotableSlots). */
  @Override
  public java.util.List<org.jmlir.ir.interfaces.MemorySlot> promotableSlots() {
    if (block() == null || !block().isEntryBlock()) {
      return java.util.List.of();
    }
    return java.util.List.of(new org.jmlir.ir.interfaces.MemorySlot(result(0), elemType()));
  }

  /** {@code llvm.mlir.undef}: what the slot holds before its first store. */
  @Override
  public org.jmlir.ir.Operation createDefaultValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), LlvmOps.UNDEF, location());
    s.addType(slot.elemType());
    return org.jmlir.ir.Operation.create(s);
  }
}

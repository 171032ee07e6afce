package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.Type;

/** {@code llvm.alloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr}. */
public final class AllocaOp extends LlvmOp implements org.jmlir.ir.interfaces.PromotableAllocationOpInterface,
    org.jmlir.ir.interfaces.DestructurableAllocationOpInterface, org.jmlir.ir.MemoryEffectOpInterface {
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

  /** Allocates its own result (automatic allocation scope), so an unused alloca is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Allocate(result(0)));
  }

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

  /** A struct, or an array of at most 16 elements, allocated once (MLIR 22's getDestructurableSlots). */
  @Override
  public java.util.List<org.jmlir.ir.interfaces.DestructurableMemorySlot> destructurableSlots() {
    if (!LlvmSlots.isConstantOne(arraySize())) {
      return java.util.List.of();
    }
    java.util.Map<org.jmlir.ir.attr.Attribute, Type> fields = LlvmSlots.subelements(context(), elemType());
    return fields == null
        ? java.util.List.of()
        : java.util.List.of(new org.jmlir.ir.interfaces.DestructurableMemorySlot(result(0), elemType(), fields));
  }

  /** One alloca per used field, with the same array size, right after this one (no alignment kept). */
  @Override
  public java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> destructure(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices,
      java.util.List<org.jmlir.ir.Operation> newAllocators) {
    java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> out = new java.util.LinkedHashMap<>();
    org.jmlir.ir.Operation anchor = this;
    for (org.jmlir.ir.attr.Attribute index : usedIndices) {
      Type field = slot.subelements().get(index);
      org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), DEF, location());
      s.addOperand(arraySize()).addType(LlvmPointerType.get(context()));
      s.addAttribute("elem_type", org.jmlir.ir.attr.TypeAttr.get(context(), field));
      org.jmlir.ir.Operation alloca = org.jmlir.ir.Operation.create(s);
      anchor.block().insertAfter(anchor, alloca);
      anchor = alloca;
      newAllocators.add(alloca);
      out.put(index, new org.jmlir.ir.interfaces.MemorySlot(alloca.result(0), field));
    }
    return out;
  }

  @Override
  public void handleDestructuringComplete(org.jmlir.ir.interfaces.DestructurableMemorySlot slot) {
    erase();
  }
}

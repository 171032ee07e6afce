package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;

/** {@code llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr}; properties as {@link LoadOp}'s. */
public final class StoreOp extends LlvmOp implements org.jmlir.ir.interfaces.PromotableMemOpInterface,
    org.jmlir.ir.interfaces.DestructurableAccessorOpInterface, org.jmlir.ir.MemoryEffectOpInterface,
    org.jmlir.ir.interfaces.SafeMemorySlotAccessOpInterface {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.store", StoreOp::new)
          .operand("value", LlvmSpecs.LOADABLE)
          .operand("addr", LlvmSpecs.POINTER)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("volatile_", AttrConstraint.UNIT)
          .optionalAttr("nontemporal", AttrConstraint.UNIT)
          .optionalAttr("invariantGroup", AttrConstraint.UNIT)
          .defaultAttr("ordering", LlvmEnums.ATOMIC_ORDERING.constraint("ordering"), ctx -> LlvmEnums.ATOMIC_ORDERING.attr(ctx, 0))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .format(
              "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
                  + " (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))")
          .attrChecker(LlvmModuleOps::aliasAnalysisAttrProblem)
          .verifier(op -> LlvmModuleOps.verifyAliasAnalysisAttrs(op) && LoadOp.verifyAtomicAccess(op, op.operand(0).type(), "acquire", "acq_rel"))
          .build();

  private StoreOp() {}

  /** A write of the address; volatile and monotonic-or-stronger stores also read and write memory in general. */
  @Override
  public java.util.List<Effect> effects() {
    return LlvmSlots.accessEffects(new Write(addr()), isVolatile(), ordering());
  }

  public Value value() {
    return operand(0);
  }

  public Value addr() {
    return operand(1);
  }

  public long alignment() {
    return intAttr("alignment", 0);
  }

  public boolean isVolatile() {
    return flag("volatile_");
  }

  public String ordering() {
    return enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING);
  }

  @Override
  public boolean loadsFrom(org.jmlir.ir.interfaces.MemorySlot slot) {
    return false;
  }

  @Override
  public boolean storesTo(org.jmlir.ir.interfaces.MemorySlot slot) {
    return addr() == slot.ptr();
  }

  @Override
  public Value storedValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    return value();
  }

  /** A non-volatile store into the slot (not of the slot's own address) of a value no larger than it. */
  @Override
  public boolean canUsesBeRemoved(org.jmlir.ir.interfaces.MemorySlot slot) {
    return addr() == slot.ptr() && value() != slot.ptr() && !isVolatile()
        && LlvmPromotion.compatible(slot.elemType(), value().type(), false);
  }

  @Override
  public Value storedValue(org.jmlir.ir.interfaces.MemorySlot slot, java.util.function.Supplier<Value> reaching) {
    return LlvmPromotion.insert(this, value(), reaching, slot.elemType());
  }

  /** At the slot itself: field 0, read or written whole. */
  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return value() != slot.ptr() && LlvmSlots.accessCanRewire(addr(), value().type(), isVolatile(), slot, usedIndices);
  }

  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> subslots) {
    setOperand(1, LlvmSlots.fieldZero(context(), subslots));
    return false;
  }

  @Override
  public boolean ensureOnlySafeAccesses(org.jmlir.ir.interfaces.MemorySlot slot, java.util.List<org.jmlir.ir.interfaces.MemorySlot> mustBeSafelyUsed) {
    return LlvmSlots.accessSafe(addr(), value().type(), slot);
  }
}

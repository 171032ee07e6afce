package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;

/**
 * {@code llvm.load volatile %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32}.
 * Properties: {@code alignment} (optional i64), {@code volatile_}, {@code nontemporal},
 * {@code invariant}, {@code invariantGroup} (units), {@code ordering} (atomic ordering, default
 * not_atomic), {@code syncscope} (optional string).
 */
public final class LoadOp extends LlvmOp implements org.jmlir.ir.interfaces.PromotableMemOpInterface,
    org.jmlir.ir.interfaces.DestructurableAccessorOpInterface, org.jmlir.ir.MemoryEffectOpInterface,
    org.jmlir.ir.interfaces.SafeMemorySlotAccessOpInterface {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.load", LoadOp::new)
          .operand("addr", LlvmSpecs.POINTER)
          .result("res", LlvmSpecs.LOADABLE)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("volatile_", AttrConstraint.UNIT)
          .optionalAttr("nontemporal", AttrConstraint.UNIT)
          .optionalAttr("invariant", AttrConstraint.UNIT)
          .optionalAttr("invariantGroup", AttrConstraint.UNIT)
          .defaultAttr("ordering", LlvmEnums.ATOMIC_ORDERING.constraint("ordering"), ctx -> LlvmEnums.ATOMIC_ORDERING.attr(ctx, 0))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .optionalAttr(LlvmAttrParser.DEREFERENCEABLE, LlvmAttrParser.DEREFERENCEABLE_STRIPPED)
          .format(
              "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
                  + " (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? attr-dict `:`"
                  + " qualified(type($addr)) `->` type($res)")
          .attrChecker(LlvmModuleOps::aliasAnalysisAttrProblem)
          .verifier(op -> LlvmModuleOps.verifyAliasAnalysisAttrs(op) && verifyAtomicAccess(op, op.result(0).type(), "release", "acq_rel")
              && (op.inherentAttr(LlvmAttrParser.DEREFERENCEABLE) == null || op.result(0).type() instanceof LlvmPointerType
                  || op.emitOpError("expected op to return a single LLVM pointer type").report()))
          .build();

  private LoadOp() {}

  /**
   * MLIR 22's verifyAtomicMemOp (load, store): an atomic access is of an integer, pointer or float
   * of a power-of-two size of at least 8 bits, with an ordering the op allows and an alignment; a
   * plain one has no syncscope.
   */
  static boolean verifyAtomicAccess(org.jmlir.ir.Operation op, org.jmlir.ir.type.Type valueType, String... unsupported) {
    String ordering = ((LlvmOp) op).enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING);
    if (ordering == null || ordering.equals("not_atomic")) {
      if (op.inherentAttr("syncscope") != null) {
        return op.emitOpError("expected syncscope to be null for non-atomic access").report();
      }
      return true;
    }
    boolean kind = valueType instanceof org.jmlir.ir.type.IntegerType || valueType instanceof LlvmPointerType
        || LlvmTypes.isCompatibleFloat(valueType);
    long bits = kind ? LlvmTypeLayout.sizeInBits(valueType) : 0;
    if (bits < 8 || (bits & (bits - 1)) != 0) {
      return op.emitOpError("unsupported type " + "'" + org.jmlir.ir.ods.Texts.type(valueType) + "' for atomic access").report();
    }
    if (java.util.List.of(unsupported).contains(ordering)) {
      return op.emitOpError("unsupported ordering '" + ordering + "'").report();
    }
    if (op.inherentAttr("alignment") == null) {
      return op.emitOpError("expected alignment for atomic access").report();
    }
    return true;
  }

  /** A read of the address; volatile and monotonic-or-stronger loads also read and write memory in general. */
  @Override
  public java.util.List<Effect> effects() {
    return LlvmSlots.accessEffects(new Read(addr()), isVolatile(), ordering());
  }

  public Value addr() {
    return operand(0);
  }

  /** The alignment in bytes, 0 when unspecified. */
  public long alignment() {
    return intAttr("alignment", 0);
  }

  public boolean isVolatile() {
    return flag("volatile_");
  }

  /** The atomic ordering keyword ({@code not_atomic} for a plain load). */
  public String ordering() {
    return enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING);
  }

  public String syncscope() {
    return inherentAttr("syncscope") instanceof StringAttr s ? s.value() : null;
  }

  @Override
  public boolean loadsFrom(org.jmlir.ir.interfaces.MemorySlot slot) {
    return addr() == slot.ptr();
  }

  @Override
  public boolean storesTo(org.jmlir.ir.interfaces.MemorySlot slot) {
    return false;
  }

  @Override
  public Value storedValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    return null;
  }

  /** A non-volatile load of the slot, of its type or of one no larger that casts and truncation reach. */
  @Override
  public boolean canUsesBeRemoved(org.jmlir.ir.interfaces.MemorySlot slot) {
    return addr() == slot.ptr() && !isVolatile() && LlvmPromotion.compatible(result(0).type(), slot.elemType(), true);
  }

  @Override
  public void useReachingDefinition(org.jmlir.ir.interfaces.MemorySlot slot, Value reaching) {
    result(0).replaceAllUsesWith(LlvmPromotion.extract(this, reaching, result(0).type()));
  }

  /** At the slot itself: field 0, read or written whole. */
  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return LlvmSlots.accessCanRewire(addr(), result(0).type(), isVolatile(), slot, usedIndices);
  }

  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> subslots) {
    setOperand(0, LlvmSlots.fieldZero(context(), subslots));
    return false;
  }

  @Override
  public boolean ensureOnlySafeAccesses(org.jmlir.ir.interfaces.MemorySlot slot, java.util.List<org.jmlir.ir.interfaces.MemorySlot> mustBeSafelyUsed) {
    return LlvmSlots.accessSafe(addr(), result(0).type(), slot);
  }
}

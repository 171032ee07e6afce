package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;

/** {@code memref.store %v, %m[%i] : memref<4xf32>}. */
public final class StoreOp extends Operation implements MemRefOp, org.jmlir.ir.interfaces.PromotableMemOpInterface,
        org.jmlir.ir.interfaces.DestructurableAccessorOpInterface {
  public static final OpDef DEF =
      OpSpec.define("memref.store", StoreOp::new)
          .operand("value", TypeConstraint.ANY)
          .operand("memref", ShapedConstraints.ANY_MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .optionalAttr("nontemporal", CommonAttrs.BOOL)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .typesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value", MemRefOps::elementTypeOf)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$value `,` $memref `[` custom<indices>($indices) `]` attr-dict `:` type($memref)")
          .verifier(StoreOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::store)
          .build();

  private StoreOp() {}

  @Override
  public boolean loadsFrom(org.jmlir.ir.interfaces.MemorySlot slot) {
    return false;
  }

  @Override
  public boolean storesTo(org.jmlir.ir.interfaces.MemorySlot slot) {
    return operand(1) == slot.ptr();
  }

  @Override
  public org.jmlir.ir.Value storedValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    return operand(0);
  }

  /** The slot is the address only (storing the slot's own pointer somewhere keeps it in memory). */
  @Override
  public boolean canUsesBeRemoved(org.jmlir.ir.interfaces.MemorySlot slot) {
    return operand(1) == slot.ptr() && operand(0) != slot.ptr() && operand(0).type().equals(slot.elemType());
  }

  /** Constant, in-bounds indices name one element (MLIR 22's canRewire). */
  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return operand(0) != slot.ptr() && MemRefSlots.canRewire(this, 1, slot, usedIndices);
  }

  /** Now addresses the element's rank-0 slot; the op stays. */
  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> subslots) {
    MemRefSlots.rewire(this, 1, subslots);
    return false;
  }

  private static boolean verify(Operation op) {
    if (op.numOperands() != 2 + ((MemRefType) op.operand(1).type()).rank()) {
      return op.emitOpError("store index operand count not equal to memref rank").report();
    }
    return true;
  }
}

package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;

/** {@code memref.load %m[%i, %j] : memref<4x?xf32>}. */
public final class LoadOp extends Operation
    implements MemRefOp, org.jmlir.ir.MemoryEffectOpInterface, org.jmlir.ir.interfaces.PromotableMemOpInterface,
        org.jmlir.ir.interfaces.DestructurableAccessorOpInterface {
  public static final OpDef DEF =
      OpSpec.define("memref.load", LoadOp::new)
          .operand("memref", ShapedConstraints.ANY_MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .optionalAttr("nontemporal", CommonAttrs.BOOL)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .result("result", TypeConstraint.ANY)
          .typesMatchWith("result type matches element type of 'memref'", "memref", "result", MemRefOps::elementTypeOf)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$memref `[` custom<indices>($indices) `]` attr-dict `:` type($memref)")
          .verifier(LoadOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::castsOnly)
          .build();

  private LoadOp() {}

  @Override
  public boolean loadsFrom(org.jmlir.ir.interfaces.MemorySlot slot) {
    return operand(0) == slot.ptr();
  }

  @Override
  public boolean storesTo(org.jmlir.ir.interfaces.MemorySlot slot) {
    return false;
  }

  @Override
  public org.jmlir.ir.Value storedValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    return null;
  }

  @Override
  public boolean canUsesBeRemoved(org.jmlir.ir.interfaces.MemorySlot slot) {
    return operand(0) == slot.ptr() && result(0).type().equals(slot.elemType());
  }

  /** MLIR's MemRead on the memref: an unused load is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Read(operand(0)));
  }

  /** Constant, in-bounds indices name one element (MLIR 22's canRewire). */
  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return MemRefSlots.canRewire(this, 0, slot, usedIndices);
  }

  /** Now addresses the element's rank-0 slot; the op stays. */
  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> subslots) {
    MemRefSlots.rewire(this, 0, subslots);
    return false;
  }

  private static boolean verify(Operation op) {
    int rank = ((MemRefType) op.operand(0).type()).rank();
    int n = op.numOperands() - 1;
    if (n != rank) {
      return op.emitOpError("incorrect number of indices for load, expected " + rank + " but got " + n).report();
    }
    return true;
  }
}

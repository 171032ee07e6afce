package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.dialect.ub.UbDialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.interfaces.PromotableAllocationOpInterface;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** {@code memref.alloca(%d) : memref<?xf32>}: a stack allocation freed at the end of its allocation scope. */
public final class AllocaOp extends Operation
    implements MemRefOp, org.jmlir.ir.MemoryEffectOpInterface, PromotableAllocationOpInterface,
        org.jmlir.ir.interfaces.DestructurableAllocationOpInterface {
  public static final OpDef DEF = AllocLike.define("memref.alloca", AllocaOp::new, "alloca");

  private AllocaOp() {}

  /** MLIR's MemAlloc on the result: an unused allocation is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Allocate(result(0)));
  }

  /** A statically shaped alloca of exactly one integer, index or float element is one slot (as MLIR 22). */
  @Override
  public List<MemorySlot> promotableSlots() {
    MemRefType type = (MemRefType) result(0).type();
    org.jmlir.ir.type.Type elem = type.elementType();
    if (!(elem instanceof IntegerType || elem instanceof IndexType || elem instanceof FloatType)) {
      return List.of();
    }
    for (long d : type.shape()) {
      if (d != 1 || ShapedType.isDynamic(d)) {
        return List.of();
      }
    }
    return List.of(new MemorySlot(result(0), elem));
  }

  /** {@code ub.poison}: what a slot holds before its first store (MLIR 22's getDefaultValue). */
  @Override
  public Operation createDefaultValue(MemorySlot slot) {
    return Operation.create(UbDialect.poison(context(), slot.elemType(), location()));
  }

  /** A static memref of 2 to 16 elements splits into its elements (MLIR 22's MemRefDestructurableTypeExternalModel). */
  @Override
  public List<org.jmlir.ir.interfaces.DestructurableMemorySlot> destructurableSlots() {
    MemRefType type = (MemRefType) result(0).type();
    java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.type.Type> elements = MemRefSlots.subelements(context(), type);
    return elements == null
        ? List.of()
        : List.of(new org.jmlir.ir.interfaces.DestructurableMemorySlot(result(0), type, elements));
  }

  /** One rank-0 alloca per used element, without the alignment or memory space (as MLIR 22). */
  @Override
  public java.util.Map<org.jmlir.ir.attr.Attribute, MemorySlot> destructure(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices,
      List<Operation> newAllocators) {
    java.util.Map<org.jmlir.ir.attr.Attribute, MemorySlot> out = new java.util.LinkedHashMap<>();
    Operation anchor = this;
    for (org.jmlir.ir.attr.Attribute index : usedIndices) {
      org.jmlir.ir.type.Type elem = slot.subelements().get(index);
      org.jmlir.ir.OperationState state = new org.jmlir.ir.OperationState(context(), DEF, location());
      state.addType(MemRefType.get(context(), new long[0], elem));
      state.properties =
          org.jmlir.ir.attr.DictionaryAttr.get(
              context(),
              List.of(new org.jmlir.ir.attr.NamedAttribute(
                  org.jmlir.dialect.utils.OperandSegments.ATTR,
                  org.jmlir.dialect.utils.OperandSegments.sizesAttr(context(), 0, 0))));
      Operation alloca = Operation.create(state);
      anchor.block().insertAfter(anchor, alloca);
      anchor = alloca;
      newAllocators.add(alloca);
      out.put(index, new MemorySlot(alloca.result(0), elem));
    }
    return out;
  }

  @Override
  public void handleDestructuringComplete(org.jmlir.ir.interfaces.DestructurableMemorySlot slot) {
    erase();
  }
}

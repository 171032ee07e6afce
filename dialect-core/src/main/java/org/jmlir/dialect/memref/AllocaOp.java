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
    implements MemRefOp, org.jmlir.ir.MemoryEffectOpInterface, PromotableAllocationOpInterface {
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

}

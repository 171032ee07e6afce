package org.jmlir.dialect.llvm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.DestructurableMemorySlot;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * sroa on the llvm dialect (part of MLIR 22's LLVMMemorySlot): an {@code llvm.alloca} of one struct,
 * or of one array of at most 16 elements, splits into one alloca per field or element used; accesses
 * go through {@code llvm.getelementptr %p[0, k]} whose loads and stores read or write field k whole,
 * or are loads and stores of field 0 at the alloca itself. Indices are i32 attributes, as MLIR's.
 */
final class LlvmSlots {
  private LlvmSlots() {}

  private static final long MAX_ARRAY_ELEMENTS = 16;

  static IntegerAttr index(MLIRContext ctx, long i) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 32), i);
  }

  /** The fields of a destructurable element type, or null. */
  static Map<Attribute, Type> subelements(MLIRContext ctx, Type type) {
    Map<Attribute, Type> out = new LinkedHashMap<>();
    if (type instanceof LlvmStructType s && !s.isOpaque() && s.isInitialized()) {
      List<Type> body = s.elementTypes();
      for (int i = 0; i < body.size(); i++) {
        out.put(index(ctx, i), body.get(i));
      }
      return out;
    }
    if (type instanceof LlvmArrayType a && a.numElements() <= MAX_ARRAY_ELEMENTS) {
      for (int i = 0; i < a.numElements(); i++) {
        out.put(index(ctx, i), a.elementType());
      }
      return out;
    }
    return null;
  }

  static boolean isConstantOne(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr i && i.longValue() == 1;
  }

  /** Whether every use of {@code ptr} is a load or store of exactly {@code type} at it (volatile or not). */
  private static boolean onlyWholeAccesses(Value ptr, Type type) {
    for (OpOperand use : ptr.uses()) {
      switch (use.owner()) {
        case LoadOp l when l.addr() == ptr && l.result(0).type().equals(type) -> {}
        case StoreOp s when s.addr() == ptr && s.value() != ptr && s.value().type().equals(type) -> {}
        default -> {
          return false;
        }
      }
    }
    return true;
  }

  /** A {@code getelementptr %slot[0, k]} whose result is only loaded or stored as field k. */
  static boolean gepCanRewire(GEPOp gep, DestructurableMemorySlot slot, Set<Attribute> used) {
    int[] raw = gep.rawConstantIndices();
    if (gep.base() != slot.ptr() || !slot.elemType().equals(gep.elemType()) || !gep.dynamicIndices().isEmpty()
        || raw.length != 2 || raw[0] != 0) {
      return false;
    }
    Attribute key = index(gep.context(), raw[1]);
    Type field = slot.subelements().get(key);
    if (field == null || !onlyWholeAccesses(gep.result(0), field)) {
      return false;
    }
    used.add(key);
    return true;
  }

  /** A load or store at the slot itself reads or writes field 0. */
  static boolean accessCanRewire(Value addr, Type accessed, boolean isVolatile, DestructurableMemorySlot slot, Set<Attribute> used) {
    Attribute key = index(addrContext(addr), 0);
    Type field = slot.subelements().get(key);
    if (addr != slot.ptr() || isVolatile || field == null || !field.equals(accessed)) {
      return false;
    }
    used.add(key);
    return true;
  }

  private static MLIRContext addrContext(Value v) {
    Operation def = v.definingOp();
    return def != null ? def.context() : v.parentBlock().parentOp().context();
  }

  static Value fieldZero(MLIRContext ctx, Map<Attribute, MemorySlot> subslots) {
    return subslots.get(index(ctx, 0)).ptr();
  }

  /**
   * A load's or store's effects: {@code access} on the address, plus a write and a read of memory in
   * general when volatile or atomic stronger than unordered (MLIR's Load/StoreOp::getEffects).
   */
  static List<org.jmlir.ir.MemoryEffectOpInterface.Effect> accessEffects(
      org.jmlir.ir.MemoryEffectOpInterface.Effect access, boolean isVolatile, String ordering) {
    if (isVolatile || !("not_atomic".equals(ordering) || "unordered".equals(ordering))) {
      return List.of(
          access, new org.jmlir.ir.MemoryEffectOpInterface.Write(null), new org.jmlir.ir.MemoryEffectOpInterface.Read(null));
    }
    return List.of(access);
  }
}

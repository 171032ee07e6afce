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

  /** The byte offset a GEP with constant non-negative indices adds (MLIR's gepToByteOffset), or -1. */
  static long gepByteOffset(GEPOp gep) {
    int[] raw = gep.rawConstantIndices();
    if (!gep.dynamicIndices().isEmpty() || raw.length == 0) {
      return -1;
    }
    for (int i : raw) {
      if (i < 0) {
        return -1;
      }
    }
    Type current = gep.elemType();
    long offset = raw[0] * LlvmTypeLayout.size(current);
    for (int k = 1; k < raw.length; k++) {
      int index = raw[k];
      if (current instanceof LlvmArrayType a) {
        offset += index * LlvmTypeLayout.size(a.elementType());
        current = a.elementType();
      } else if (current instanceof LlvmStructType st && index < st.elementTypes().size()) {
        List<Type> body = st.elementTypes();
        for (int f = 0; f < index; f++) {
          if (!st.isPacked()) {
            offset = alignTo(offset, LlvmTypeLayout.abiAlignment(body.get(f)));
          }
          offset += LlvmTypeLayout.size(body.get(f));
        }
        if (!st.isPacked()) {
          offset = alignTo(offset, LlvmTypeLayout.abiAlignment(body.get(index)));
        }
        current = body.get(index);
      } else {
        return -1;
      }
    }
    return offset;
  }

  private static long alignTo(long v, long align) {
    return align <= 1 ? v : (v + align - 1) / align * align;
  }

  /** Which field of the slot a byte offset falls in, and where inside it (MLIR's getSubslotAccessInfo); null in padding or out of bounds. */
  static long[] subslotAccess(DestructurableMemorySlot slot, long offset) {
    Type type = slot.elemType();
    if (offset < 0 || offset >= LlvmTypeLayout.size(type)) {
      return null;
    }
    if (type instanceof LlvmArrayType a) {
      long elemSize = LlvmTypeLayout.size(a.elementType());
      long index = offset / elemSize;
      return index >= (1 << 30) ? null : new long[] {index, offset - index * elemSize};
    }
    if (type instanceof LlvmStructType st) {
      long start = 0;
      List<Type> body = st.elementTypes();
      for (int i = 0; i < body.size(); i++) {
        long elemSize = LlvmTypeLayout.size(body.get(i));
        if (!st.isPacked()) {
          start = alignTo(start, LlvmTypeLayout.abiAlignment(body.get(i)));
          if (offset < start) {
            return null;
          }
        }
        if (offset < start + elemSize) {
          return new long[] {i, offset - start};
        }
        start += elemSize;
      }
    }
    return null;
  }

  /** A GEP from the slot with a constant offset inside one field. */
  static boolean gepCanRewire(GEPOp gep, DestructurableMemorySlot slot, Set<Attribute> used) {
    if (gep.base() != slot.ptr() || !(gep.base().type() instanceof LlvmPointerType)) {
      return false;
    }
    long[] access = subslotAccess(slot, gepByteOffset(gep));
    if (access == null) {
      return false;
    }
    used.add(index(gep.context(), access[0]));
    return true;
  }

  /** What remains of the field after the GEP's offset, as a byte array its result must stay inside. */
  static MemorySlot gepRemainder(GEPOp gep, DestructurableMemorySlot slot) {
    long[] access = subslotAccess(slot, gepByteOffset(gep));
    Type field = slot.subelements().get(index(gep.context(), access[0]));
    MLIRContext ctx = gep.context();
    return new MemorySlot(gep.result(0), LlvmArrayType.get(ctx, IntegerType.get(ctx, 8), LlvmTypeLayout.size(field) - access[1]));
  }

  /** The GEP's uses take the field's slot, moved by the offset inside it (an i8 GEP) when not zero. */
  static void gepRewire(GEPOp gep, DestructurableMemorySlot slot, Map<Attribute, MemorySlot> subslots) {
    long[] access = subslotAccess(slot, gepByteOffset(gep));
    Value base = subslots.get(index(gep.context(), access[0])).ptr();
    Value replacement = base;
    if (access[1] != 0) {
      MLIRContext ctx = gep.context();
      GEPOp moved = GEPOp.create(ctx, gep.location(), gep.result(0).type(), IntegerType.get(ctx, 8), base, List.of((int) access[1]), gep.noWrapFlags());
      gep.block().insertAfter(gep, moved);
      replacement = moved.result(0);
    }
    gep.result(0).replaceAllUsesWith(replacement);
  }

  /** MLIR's GEPOp::ensureOnlySafeAccesses: a GEP from a slot pointer stays inside it. */
  static boolean gepSafe(GEPOp gep, MemorySlot slot, List<MemorySlot> mustBeSafelyUsed) {
    if (gep.base() != slot.ptr()) {
      return true;
    }
    long offset = gepByteOffset(gep);
    long size = LlvmTypeLayout.size(slot.elemType());
    if (offset < 0 || offset >= size) {
      return false;
    }
    MLIRContext ctx = gep.context();
    mustBeSafelyUsed.add(new MemorySlot(gep.result(0), LlvmArrayType.get(ctx, IntegerType.get(ctx, 8), size - offset)));
    return true;
  }

  /** A load or store through a slot pointer touches at most the slot's bytes. */
  static boolean accessSafe(Value addr, Type accessed, MemorySlot slot) {
    return addr != slot.ptr() || LlvmTypeLayout.size(accessed) <= LlvmTypeLayout.size(slot.elemType());
  }

  /** A load or store at the slot itself reads or writes field 0. */
  static boolean accessCanRewire(Value addr, Type accessed, boolean isVolatile, DestructurableMemorySlot slot, Set<Attribute> used) {
    Attribute key = index(addrContext(addr), 0);
    Type field = slot.subelements().get(key);
    if (addr != slot.ptr() || isVolatile || field == null || LlvmTypeLayout.size(accessed) > LlvmTypeLayout.size(field)) {
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

  /**
   * sroa through memory intrinsics (MLIR 22's memset/memcpy canRewire): a non-volatile memset of a
   * constant length within the slot, written at its start, or a non-volatile copy of exactly the
   * slot's size into or out of it (a copy out of it reads every field).
   */
  static boolean intrinsicCanRewire(Operation op, DestructurableMemorySlot slot, Set<Attribute> used) {
    if (LlvmPromotion.isVolatile(op) || !(slot.ptr().type() instanceof LlvmPointerType)) {
      return false;
    }
    long len = LlvmPromotion.length(op);
    if (LlvmPromotion.isMemset(op)) {
      return writesOnlyWithin(op, slot.slot());
    }
    if (len != LlvmTypeLayout.size(slot.elemType()) || (op.operand(0) == slot.ptr()) == (op.operand(1) == slot.ptr())) {
      return false;
    }
    if (op.operand(1) == slot.ptr()) {
      used.addAll(slot.subelements().keySet());
    }
    return true;
  }

  /** A memory intrinsic whose destination is the slot and whose constant length fits in it. */
  static boolean writesOnlyWithin(Operation op, MemorySlot slot) {
    long len = LlvmPromotion.length(op);
    return slot.ptr().type() instanceof LlvmPointerType && op.operand(0) == slot.ptr() && len >= 0
        && len <= LlvmTypeLayout.size(slot.elemType());
  }

  /**
   * Replaces a memory intrinsic on the slot by one per used field, right after it: a memset of what
   * the original covers of each field (fields laid out with their alignment unless packed), a copy of
   * each field to or from the matching element of the other pointer (a GEP {@code [0, k]} of it).
   */
  static void intrinsicRewire(Operation op, DestructurableMemorySlot slot, Map<Attribute, MemorySlot> subslots) {
    MLIRContext ctx = op.context();
    boolean inline = op.name().endsWith(".inline");
    Attribute lenAttr = inline ? op.inherentAttr("len") : null;
    Type lenType = inline ? ((IntegerAttr) lenAttr).type() : op.operand(2).type();
    Operation[] anchor = {op};
    java.util.function.Consumer<Operation> emit =
        created -> {
          anchor[0].block().insertAfter(anchor[0], created);
          anchor[0] = created;
        };
    int n = slot.subelements().size();
    if (LlvmPromotion.isMemset(op)) {
      long len = LlvmPromotion.length(op);
      boolean packed = slot.elemType() instanceof LlvmStructType st && st.isPacked();
      long covered = 0;
      for (int i = 0; i < n; i++) {
        Attribute key = index(ctx, i);
        Type field = slot.subelements().get(key);
        if (!packed) {
          covered = alignTo(covered, LlvmTypeLayout.abiAlignment(field));
        }
        if (covered >= len) {
          break;
        }
        MemorySlot sub = subslots.get(key);
        if (sub != null) {
          long size = Math.min(len - covered, LlvmTypeLayout.size(field));
          emitIntrinsic(op, inline, lenType, size, sub.ptr(), op.operand(1), emit);
        }
        covered += LlvmTypeLayout.size(field);
      }
      return;
    }
    boolean isDst = op.operand(0) == slot.ptr();
    Value other = isDst ? op.operand(1) : op.operand(0);
    for (int i = 0; i < n; i++) {
      MemorySlot sub = subslots.get(index(ctx, i));
      if (sub == null) {
        continue;
      }
      GEPOp inOther = GEPOp.create(ctx, op.location(), LlvmPointerType.get(ctx), slot.elemType(), other, List.of(0, i), 0);
      emit.accept(inOther);
      Value otherPtr = inOther.result(0);
      emitIntrinsic(op, inline, lenType, LlvmTypeLayout.size(sub.elemType()),
          isDst ? sub.ptr() : otherPtr, isDst ? otherPtr : sub.ptr(), emit);
    }
  }

  /** One more intrinsic like {@code op} (not volatile) on {@code first}/{@code second} with length {@code size}. */
  private static void emitIntrinsic(
      Operation op, boolean inline, Type lenType, long size, Value first, Value second,
      java.util.function.Consumer<Operation> emit) {
    MLIRContext ctx = op.context();
    List<org.jmlir.ir.attr.NamedAttribute> props = new java.util.ArrayList<>();
    props.add(new org.jmlir.ir.attr.NamedAttribute("isVolatile", IntegerAttr.get(ctx, IntegerType.get(ctx, 1), 0)));
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, op.def(), op.location());
    s.addOperand(first).addOperand(second);
    if (inline) {
      props.add(new org.jmlir.ir.attr.NamedAttribute("len", IntegerAttr.get(ctx, lenType, size)));
    } else {
      org.jmlir.ir.loc.Location lenLoc = op.operand(2).definingOp() != null ? op.operand(2).definingOp().location() : op.location();
      if (!LlvmPromotion.isMemset(op)) {
        lenLoc = op.location();
      }
      org.jmlir.ir.OperationState c = new org.jmlir.ir.OperationState(ctx, ctx.lookupOp("llvm.mlir.constant"), lenLoc);
      c.addType(lenType);
      c.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(new org.jmlir.ir.attr.NamedAttribute("value", IntegerAttr.get(ctx, lenType, size))));
      Operation constant = Operation.create(c);
      emit.accept(constant);
      s.addOperand(constant.result(0));
    }
    s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, props);
    emit.accept(Operation.create(s));
  }
}

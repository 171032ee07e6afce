package org.jmlir.dialect.llvm;

import java.util.List;
import java.util.function.Supplier;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * mem2reg on the llvm dialect beyond whole loads and stores (MLIR 22's LLVMMemorySlot): loads and
 * stores of another type than the slot's, converted through same-sized integers (a narrower load
 * truncates, a narrower store masks its bits into the value before it; on a big-endian dlti.dl_spec both
 * work on the most significant bits), and
 * the memory intrinsics {@code memset}, {@code memcpy}, {@code memmove}, {@code memcpy.inline} that
 * cover a whole slot with a constant length. New ops go just before the op being removed.
 */
final class LlvmPromotion {
  private LlvmPromotion() {}

  /** Whether a value of {@code t} can go through casts (no aggregates, scalable vectors or vectors of pointers). */
  static boolean convertible(Type t) {
    if (t instanceof LlvmStructType || t instanceof LlvmArrayType) {
      return false;
    }
    if (t instanceof VectorType v) {
      return !(v.elementType() instanceof LlvmPointerType) && !v.isScalable();
    }
    return true;
  }

  /** MLIR's areConversionCompatible: {@code src} converts to {@code target}, narrowing or widening. */
  static boolean compatible(Type target, Type src, boolean narrowing) {
    if (target.equals(src)) {
      return true;
    }
    if (!convertible(target) || !convertible(src)) {
      return false;
    }
    long targetSize = LlvmTypeLayout.size(target);
    long srcSize = LlvmTypeLayout.size(src);
    if (target instanceof LlvmPointerType && src instanceof LlvmPointerType) {
      return targetSize == srcSize;
    }
    return narrowing ? targetSize <= srcSize : targetSize >= srcSize;
  }

  private static Value create(Operation anchor, String name, List<Value> operands, Type result, List<NamedAttribute> props) {
    MLIRContext ctx = anchor.context();
    OpDef def = ctx.lookupOp(name);
    OperationState s = new OperationState(ctx, def, anchor.location());
    s.addOperands(operands);
    if (result != null) {
      s.addType(result);
    }
    if (!props.isEmpty()) {
      s.properties = DictionaryAttr.get(ctx, props);
    }
    Operation op = Operation.create(s);
    anchor.block().insertBefore(anchor, op);
    return result == null ? null : op.result(0);
  }

  private static Value cast(Operation anchor, String name, Value v, Type to) {
    return create(anchor, name, List.of(v), to, List.of());
  }

  private static Value constant(Operation anchor, Type type, long value) {
    return create(anchor, "llvm.mlir.constant", List.of(), type,
        List.of(new NamedAttribute("value", IntegerAttr.get(anchor.context(), type, value))));
  }

  private static IntegerType intOfSize(MLIRContext ctx, Type t) {
    return IntegerType.get(ctx, (int) LlvmTypeLayout.sizeInBits(t));
  }

  /** MLIR's castToSameSizedInt. */
  private static Value toInt(Operation anchor, Value v) {
    Type t = v.type();
    if (t instanceof IntegerType) {
      return v;
    }
    return cast(anchor, t instanceof LlvmPointerType ? "llvm.ptrtoint" : "llvm.bitcast", v, intOfSize(anchor.context(), t));
  }

  /** MLIR's castIntValueToSameSizedType. */
  private static Value fromInt(Operation anchor, Value v, Type target) {
    if (v.type().equals(target)) {
      return v;
    }
    return cast(anchor, target instanceof LlvmPointerType ? "llvm.inttoptr" : "llvm.bitcast", v, target);
  }

  private static Value sameSized(Operation anchor, Value v, Type target) {
    if (v.type().equals(target)) {
      return v;
    }
    if (v.type() instanceof LlvmPointerType && target instanceof LlvmPointerType) {
      return cast(anchor, "llvm.addrspacecast", v, target);
    }
    return fromInt(anchor, toInt(anchor, v), target);
  }

  /** Whether the data layout around {@code op} (the closest dlti.dl_spec) says "dlti.endianness" = "big". */
  private static boolean bigEndian(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.attr(org.jmlir.dialect.dlti.DltiDialect.DL_SPEC) instanceof org.jmlir.dialect.dlti.DataLayoutSpecAttr spec) {
        return spec.get("dlti.endianness") instanceof org.jmlir.ir.attr.StringAttr e && e.value().equals("big");
      }
    }
    return false;
  }

  /** MLIR's createExtractAndCast: what a load of {@code target} reads from a slot holding {@code v}. */
  static Value extract(Operation anchor, Value v, Type target) {
    if (LlvmTypeLayout.sizeInBits(v.type()) == LlvmTypeLayout.sizeInBits(target)) {
      return sameSized(anchor, v, target);
    }
    Value asInt = toInt(anchor, v);
    if (bigEndian(anchor)) {
      // The narrower load reads the most significant bytes of the slot.
      long shift = LlvmTypeLayout.sizeInBits(v.type()) - LlvmTypeLayout.sizeInBits(target);
      asInt = create(anchor, "llvm.lshr", List.of(asInt, constant(anchor, asInt.type(), shift)), asInt.type(), List.of());
    }
    Value truncated = cast(anchor, "llvm.trunc", asInt, intOfSize(anchor.context(), target));
    return fromInt(anchor, truncated, target);
  }

  /** MLIR's createInsertAndCast: the slot's value after a store of {@code v} over {@code before}. */
  static Value insert(Operation anchor, Value v, Supplier<Value> before, Type slotType) {
    long valueBits = LlvmTypeLayout.sizeInBits(v.type());
    long slotBits = LlvmTypeLayout.sizeInBits(slotType);
    if (valueBits == slotBits) {
      return sameSized(anchor, v, slotType);
    }
    Value defAsInt = toInt(anchor, before.get());
    Value valueAsInt = toInt(anchor, v);
    valueAsInt = cast(anchor, "llvm.zext", valueAsInt, defAsInt.type());
    long difference = slotBits - valueBits;
    Value mask;
    if (bigEndian(anchor)) {
      // A big-endian store overwrites the most significant bytes: the value moves up, the low bits stay.
      Value shift = constant(anchor, defAsInt.type(), difference);
      valueAsInt = create(anchor, "llvm.shl", List.of(valueAsInt, shift), defAsInt.type(), List.of());
      mask = constant(anchor, defAsInt.type(), difference >= 64 ? -1L : (1L << difference) - 1);
    } else {
      // A little-endian store overwrites the least significant bytes: the high bits stay.
      mask = constant(anchor, defAsInt.type(), -(1L << valueBits));
    }
    Value masked = create(anchor, "llvm.and", List.of(defAsInt, mask), defAsInt.type(), List.of());
    Value combined = create(anchor, "llvm.or", List.of(masked, valueAsInt), defAsInt.type(), List.of());
    return fromInt(anchor, combined, slotType);
  }

  // ---- memory intrinsics -------------------------------------------------------------------------

  /** The constant length of a memory intrinsic (operand or, for the inline forms, property), or -1. */
  static long length(Operation op) {
    Object len = op.inherentAttr("len") instanceof IntegerAttr a ? a : op.numOperands() > 2 ? OperationFolder.constantValue(op.operand(2)) : null;
    if (len instanceof IntegerAttr a && a.type() instanceof IntegerType t && t.width() <= 64) {
      return a.longValue();
    }
    return -1;
  }

  static boolean isVolatile(Operation op) {
    return op.inherentAttr("isVolatile") instanceof IntegerAttr v && v.longValue() != 0;
  }

  static boolean isMemset(Operation op) {
    return op.name().startsWith("llvm.intr.memset");
  }

  /** Whether the intrinsic covers the whole slot (MLIR's memsetCanUsesBeRemoved / memcpyCanUsesBeRemoved). */
  static boolean intrinsicCanUsesBeRemoved(Operation op, MemorySlot slot) {
    if (isVolatile(op) || length(op) != LlvmTypeLayout.size(slot.elemType())) {
      return false;
    }
    if (isMemset(op)) {
      return op.operand(0) == slot.ptr() && convertible(slot.elemType()) && !(slot.elemType() instanceof LlvmPointerType)
          && LlvmTypeLayout.sizeInBits(slot.elemType()) % 8 == 0;
    }
    // A copy onto itself changes nothing and is left to canonicalization.
    return op.operand(0) != op.operand(1);
  }

  /** The slot's value after the intrinsic writes it: the memset byte repeated, or a load of the copy's source. */
  static Value intrinsicStored(Operation op, MemorySlot slot) {
    if (!isMemset(op)) {
      return create(op, "llvm.load", List.of(op.operand(1)), slot.elemType(), List.of());
    }
    MLIRContext ctx = op.context();
    IntegerType intType = intOfSize(ctx, slot.elemType());
    Value value = op.operand(1);
    if (OperationFolder.constantValue(value) instanceof IntegerAttr byteAttr) {
      // A constant byte: the repeated pattern as one constant.
      java.math.BigInteger pattern = java.math.BigInteger.ZERO;
      java.math.BigInteger b = java.math.BigInteger.valueOf(byteAttr.longValue() & 0xff);
      for (int i = 0; i < intType.width(); i += 8) {
        pattern = pattern.shiftLeft(8).or(b);
      }
      Value splat = create(op, "llvm.mlir.constant", List.of(), intType,
          List.of(new NamedAttribute("value", IntegerAttr.get(ctx, intType, pattern))));
      return fromInt(op, splat, slot.elemType());
    }
    if (intType.width() != 8) {
      value = cast(op, "llvm.zext", value, intType);
      for (long covered = 8; covered < intType.width(); covered *= 2) {
        Value shiftBy = constant(op, intType, covered);
        Value shifted = create(op, "llvm.shl", List.of(value, shiftBy), intType, List.of());
        value = create(op, "llvm.or", List.of(value, shifted), intType, List.of());
      }
    }
    return fromInt(op, value, slot.elemType());
  }

  /** A copy out of the slot becomes a store of the value it holds. */
  static void intrinsicRead(Operation op, Value reaching) {
    create(op, "llvm.store", List.of(reaching, op.operand(0)), null, List.of());
  }
}

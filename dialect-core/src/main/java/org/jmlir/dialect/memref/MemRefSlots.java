package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.DestructurableMemorySlot;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * The memory-slot interfaces of memref (MLIR's MemRefMemorySlot): a small static memref is
 * destructurable into its elements, indexed by arrays of index attributes, and loads and stores with
 * constant in-bounds indices are rewired to the element slots.
 */
final class MemRefSlots {
  private MemRefSlots() {}

  /** MLIR 22 splits static memrefs of 2 to 16 elements. */
  private static final long MAX_ELEMENTS = 16;

  /** The element index map of {@code type}, or null when it is not destructurable. */
  static Map<Attribute, Type> subelements(MLIRContext ctx, MemRefType type) {
    if (!type.hasStaticShape() || type.numElements() > MAX_ELEMENTS || type.numElements() == 1) {
      return null;
    }
    Map<Attribute, Type> out = new LinkedHashMap<>();
    long[] shape = type.shape();
    long[] coords = new long[shape.length];
    for (long n = 0; n < type.numElements(); n++) {
      List<Attribute> index = new ArrayList<>(coords.length);
      for (long c : coords) {
        index.add(IntegerAttr.get(ctx, IndexType.get(ctx), c));
      }
      out.put(ArrayAttr.get(ctx, index), type.elementType());
      for (int d = coords.length - 1; d >= 0 && ++coords[d] == shape[d]; d--) {
        coords[d] = 0;
      }
    }
    return out;
  }

  /** The index an access with {@code indices} into {@code type} names, when all are constant and in bounds; else null. */
  static Attribute constantIndex(MLIRContext ctx, List<Value> indices, MemRefType type) {
    long[] shape = type.shape();
    List<Attribute> index = new ArrayList<>(indices.size());
    for (int i = 0; i < indices.size(); i++) {
      if (!(OperationFolder.constantValue(indices.get(i)) instanceof IntegerAttr c)
          || c.value().signum() < 0 || c.value().bitLength() > 63 || c.value().longValue() >= shape[i]) {
        return null;
      }
      index.add(c);
    }
    return ArrayAttr.get(ctx, index);
  }

  /** Points an access op at the element slot of its constant indices ({@code memrefOperand}: the memref's position). */
  static void rewire(Operation access, int memrefOperand, Map<Attribute, MemorySlot> subslots) {
    Attribute index = constantIndex(access.context(), access.operands().subList(memrefOperand + 1, access.numOperands()),
        (MemRefType) access.operand(memrefOperand).type());
    List<Value> operands = new ArrayList<>(access.operands().subList(0, memrefOperand));
    operands.add(subslots.get(index).ptr());
    access.setOperands(operands);
  }

  /** Whether the access at {@code memrefOperand} can be rewired, recording the index it uses. */
  static boolean canRewire(Operation access, int memrefOperand, DestructurableMemorySlot slot, java.util.Set<Attribute> used) {
    if (access.operand(memrefOperand) != slot.ptr()) {
      return false;
    }
    Attribute index = constantIndex(access.context(), access.operands().subList(memrefOperand + 1, access.numOperands()),
        (MemRefType) slot.ptr().type());
    if (index == null) {
      return false;
    }
    used.add(index);
    return true;
  }
}

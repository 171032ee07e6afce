package org.jmlir.dialect.llvm;

import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Sizes and ABI alignments of llvm-compatible types under MLIR's default data layout (no
 * {@code dlti.dl_spec} entries): integers below 64 bits align to their byte size rounded up to a power
 * of two and wider ones to 4, floats to their byte size rounded up to a power of two, pointers to 8,
 * structs to their most aligned field (with padding between fields), arrays to their element.
 */
final class LlvmTypeLayout {
  private LlvmTypeLayout() {}

  /** The size in bytes (MLIR's DataLayout::getTypeSize). */
  static long size(Type t) {
    return (sizeInBits(t) + 7) / 8;
  }

  static long sizeInBits(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof IndexType) {
      return 64;
    }
    if (t instanceof FloatType f) {
      return f.width();
    }
    if (t instanceof LlvmPointerType) {
      return 64;
    }
    if (t instanceof VectorType v) {
      return v.numElements() * sizeInBits(v.elementType());
    }
    if (t instanceof LlvmArrayType a) {
      return 8 * a.numElements() * allocSize(a.elementType());
    }
    if (t instanceof LlvmStructType s) {
      long offset = 0;
      long maxAlign = 1;
      for (Type e : s.elementTypes()) {
        long align = s.isPacked() ? 1 : abiAlignment(e);
        maxAlign = Math.max(maxAlign, align);
        offset = roundUp(offset, align) + size(e);
      }
      return 8 * roundUp(offset, maxAlign);
    }
    return 0;
  }

  /** The size rounded up to the ABI alignment: the stride of an array of {@code t}. */
  static long allocSize(Type t) {
    return roundUp(size(t), abiAlignment(t));
  }

  /** The ABI alignment in bytes. */
  static long abiAlignment(Type t) {
    if (t instanceof IntegerType i) {
      return i.width() < 64 ? powerOf2Ceil((i.width() + 7) / 8) : 4;
    }
    if (t instanceof FloatType || t instanceof VectorType) {
      return powerOf2Ceil(size(t));
    }
    if (t instanceof LlvmArrayType a) {
      return abiAlignment(a.elementType());
    }
    if (t instanceof LlvmStructType s) {
      long max = 1;
      if (!s.isPacked()) {
        for (Type e : s.elementTypes()) {
          max = Math.max(max, abiAlignment(e));
        }
      }
      return max;
    }
    return 8;
  }

  private static long roundUp(long v, long align) {
    return align <= 1 ? v : (v + align - 1) / align * align;
  }

  private static long powerOf2Ceil(long v) {
    return v <= 1 ? 1 : Long.highestOneBit(v - 1) << 1;
  }
}

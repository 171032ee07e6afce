package org.jmlir.llvm.translate;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import org.bytedeco.javacpp.Loader;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The few LLVM C++ entry points that LLVM 20's C API lacks and the translation needs, called through
 * the Foreign Function & Memory API on the libLLVM that bytedeco loaded (its C++ symbols are
 * exported): {@code MDTuple::getImpl} for distinct metadata tuples ({@code distinct !{...}} without a
 * self-reference), {@code DILexicalBlockFile::getImpl} for distinct lexical block files and
 * {@code DSOLocalEquivalent::get}. Each handle is looked up on first use.
 */
final class LlvmCxx {
  private LlvmCxx() {}

  private static final String MDTUPLE_GET_IMPL =
      "_ZN4llvm7MDTuple7getImplERNS_11LLVMContextENS_8ArrayRefIPNS_8MetadataEEENS4_11StorageTypeEb";
  private static final String DSO_LOCAL_EQUIVALENT_GET = "_ZN4llvm18DSOLocalEquivalent3getEPNS_11GlobalValueE";

  /** {@code llvm::ArrayRef<T>}: a pointer and a length, passed by value. */
  private static final StructLayout ARRAY_REF =
      MemoryLayout.structLayout(ValueLayout.ADDRESS.withName("data"), ValueLayout.JAVA_LONG.withName("length"));

  /** llvm::Metadata::StorageType::Distinct. */
  private static final int DISTINCT = 1;

  private static final String LEXICAL_BLOCK_FILE_GET_IMPL =
      "_ZN4llvm18DILexicalBlockFile7getImplERNS_11LLVMContextEPNS_8MetadataES4_jNS3_11StorageTypeEb";

  private static final java.util.Map<String, MethodHandle> HANDLES = new java.util.HashMap<>();

  private static synchronized MethodHandle handle(String symbol, FunctionDescriptor fd) {
    MethodHandle h = HANDLES.get(symbol);
    if (h == null) {
      org.jmlir.llvm.Llvm.initialize(); // JavaCPP's libraries, whose Loader.addressof this needs
      Pointer addr = Loader.addressof(symbol);
      if (addr == null || addr.isNull()) {
        throw new IllegalStateException("libLLVM does not export " + symbol);
      }
      h = Linker.nativeLinker().downcallHandle(MemorySegment.ofAddress(addr.address()), fd);
      HANDLES.put(symbol, h);
    }
    return h;
  }

  /** {@code distinct !DILexicalBlockFile(...)} (DIBuilder makes it uniqued; MLIR distinct). */
  static LLVMMetadataRef distinctLexicalBlockFile(LLVMContextRef ctx, LLVMMetadataRef scope, LLVMMetadataRef file,
      int discriminator) {
    MethodHandle h = handle(LEXICAL_BLOCK_FILE_GET_IMPL, FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS,
        ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_BOOLEAN));
    try {
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(ctx.address()), address(scope), address(file),
          discriminator, DISTINCT, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DILexicalBlockFile::getImpl failed", e);
    }
  }

  private static final String COMPOSITE_TYPE_GET_IMPL =
      "_ZN4llvm15DICompositeType7getImplERNS_11LLVMContextEjPNS_8MDStringEPNS_8MetadataEjS6_S6_mjmNS_6DINode7DIFlagsES6_jS6_S6_S4_S6_S6_S6_S6_S6_S6_S6_jNS5_11StorageTypeEb";
  private static final String SUBRANGE_GET_IMPL =
      "_ZN4llvm10DISubrange7getImplERNS_11LLVMContextEPNS_8MetadataES4_S4_S4_NS3_11StorageTypeEb";

  /**
   * {@code !DICompositeType(...)} as MLIR builds it (LLVM 20's {@code DICompositeType::getImpl}:
   * DIBuilder cannot make a distinct one or leave out what MLIR leaves out); offset, runtime
   * language, vtable holder, template parameters, discriminator, annotations and specification unset.
   */
  static LLVMMetadataRef compositeType(LLVMContextRef ctx, boolean distinct, int tag, LLVMMetadataRef name,
      LLVMMetadataRef file, int line, LLVMMetadataRef scope, LLVMMetadataRef baseType, long size, int align, int flags,
      LLVMMetadataRef elements, LLVMMetadataRef identifier, LLVMMetadataRef dataLocation, LLVMMetadataRef associated,
      LLVMMetadataRef allocated, LLVMMetadataRef rank) {
    ValueLayout a = ValueLayout.ADDRESS;
    ValueLayout i = ValueLayout.JAVA_INT;
    ValueLayout l = ValueLayout.JAVA_LONG;
    MethodHandle h = handle(COMPOSITE_TYPE_GET_IMPL, FunctionDescriptor.of(a, a, i, a, a, i, a, a, l, i, l, i, a, i, a, a,
        a, a, a, a, a, a, a, a, i, i, ValueLayout.JAVA_BOOLEAN));
    try {
      MemorySegment r = (MemorySegment) h.invokeWithArguments(MemorySegment.ofAddress(ctx.address()), tag, address(name),
          address(file), line, address(scope), address(baseType), size, align, 0L, flags, address(elements), 0,
          MemorySegment.NULL, MemorySegment.NULL, address(identifier), MemorySegment.NULL, address(dataLocation),
          address(associated), address(allocated), address(rank), MemorySegment.NULL, MemorySegment.NULL, 0,
          distinct ? DISTINCT : 0, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DICompositeType::getImpl failed", e);
    }
  }

  private static final String SUBROUTINE_TYPE_GET_IMPL =
      "_ZN4llvm16DISubroutineType7getImplERNS_11LLVMContextENS_6DINode7DIFlagsEhPNS_8MetadataENS5_11StorageTypeEb";
  private static final String MODULE_GET_IMPL =
      "_ZN4llvm8DIModule7getImplERNS_11LLVMContextEPNS_8MetadataES4_PNS_8MDStringES6_S6_S6_jbNS3_11StorageTypeEb";

  /**
   * {@code !DISubroutineType(cc: ..., types: ...)} (uniqued, no flags), as MLIR 22 builds it: DIBuilder
   * takes no calling convention. {@code types} is the type array tuple.
   */
  static LLVMMetadataRef subroutineType(LLVMContextRef ctx, int cc, LLVMMetadataRef types) {
    ValueLayout a = ValueLayout.ADDRESS;
    MethodHandle h = handle(SUBROUTINE_TYPE_GET_IMPL, FunctionDescriptor.of(a, a, ValueLayout.JAVA_INT,
        ValueLayout.JAVA_BYTE, a, ValueLayout.JAVA_INT, ValueLayout.JAVA_BOOLEAN));
    try {
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(ctx.address()), 0, (byte) cc, address(types),
          0, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DISubroutineType::getImpl failed", e);
    }
  }

  /**
   * {@code !DIModule(...)} (uniqued), as MLIR 22 builds it: LLVM 20's C API takes neither its file,
   * line nor isDecl. Absent strings are null.
   */
  static LLVMMetadataRef module(LLVMContextRef ctx, LLVMMetadataRef file, LLVMMetadataRef scope, LLVMMetadataRef name,
      LLVMMetadataRef configMacros, LLVMMetadataRef includePath, LLVMMetadataRef apinotes, int line, boolean isDecl) {
    ValueLayout a = ValueLayout.ADDRESS;
    MethodHandle h = handle(MODULE_GET_IMPL, FunctionDescriptor.of(a, a, a, a, a, a, a, a, ValueLayout.JAVA_INT,
        ValueLayout.JAVA_BOOLEAN, ValueLayout.JAVA_INT, ValueLayout.JAVA_BOOLEAN));
    try {
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(ctx.address()), address(file), address(scope),
          address(name), address(configMacros), address(includePath), address(apinotes), line, isDecl, 0, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DIModule::getImpl failed", e);
    }
  }

  /** {@code !DISubrange(count: ..., lowerBound: ..., upperBound: ..., stride: ...)}, each operand optional. */
  static LLVMMetadataRef subrange(LLVMContextRef ctx, LLVMMetadataRef count, LLVMMetadataRef lower, LLVMMetadataRef upper,
      LLVMMetadataRef stride) {
    ValueLayout a = ValueLayout.ADDRESS;
    MethodHandle h = handle(SUBRANGE_GET_IMPL, FunctionDescriptor.of(a, a, a, a, a, a, ValueLayout.JAVA_INT,
        ValueLayout.JAVA_BOOLEAN));
    try {
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(ctx.address()), address(count), address(lower),
          address(upper), address(stride), 0, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DISubrange::getImpl failed", e);
    }
  }

  private static MemorySegment address(Pointer p) {
    return p == null ? MemorySegment.NULL : MemorySegment.ofAddress(p.address());
  }

  /** {@code distinct !{ops...}}: a new distinct tuple (never uniqued with an equal one). */
  static LLVMMetadataRef distinctTuple(LLVMContextRef ctx, LLVMMetadataRef... ops) {
    MethodHandle h = handle(MDTUPLE_GET_IMPL, FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ARRAY_REF,
        ValueLayout.JAVA_INT, ValueLayout.JAVA_BOOLEAN));
    try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
      MemorySegment data = arena.allocate(ValueLayout.ADDRESS, Math.max(1, ops.length));
      for (int i = 0; i < ops.length; i++) {
        data.setAtIndex(ValueLayout.ADDRESS, i, MemorySegment.ofAddress(ops[i].address()));
      }
      MemorySegment ref = arena.allocate(ARRAY_REF);
      ref.set(ValueLayout.ADDRESS, 0, data);
      ref.set(ValueLayout.JAVA_LONG, 8, ops.length);
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(ctx.address()), ref, DISTINCT, true);
      return new MetadataAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("MDTuple::getImpl failed", e);
    }
  }

  /** {@code dso_local_equivalent @fn}. */
  static LLVMValueRef dsoLocalEquivalent(LLVMValueRef fn) {
    MethodHandle h = handle(DSO_LOCAL_EQUIVALENT_GET, FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS));
    try {
      MemorySegment r = (MemorySegment) h.invoke(MemorySegment.ofAddress(fn.address()));
      return new ValueAt(r.address());
    } catch (Throwable e) {
      throw new IllegalStateException("DSOLocalEquivalent::get failed", e);
    }
  }

  /** A metadata reference at a raw address. */
  private static final class MetadataAt extends LLVMMetadataRef {
    MetadataAt(long a) {
      address = a;
    }
  }

  /** A value reference at a raw address. */
  private static final class ValueAt extends LLVMValueRef {
    ValueAt(long a) {
      address = a;
    }
  }

  /**
   * Where LLVM 20's {@code BasicBlock} keeps its number ({@code getNumber()}, inline, so not exported):
   * after Value (24 bytes), the ilist links (16) and a bool, 4-byte aligned.
   */
  private static final long BLOCK_NUMBER_OFFSET = 44;

  /**
   * The numbers LLVM gave the blocks of a function ({@code BasicBlock::getNumber()}: the order they
   * were created in, which for LLVM IR text is the order of their first mention), in layout order; the
   * layout positions when what is read is not a set of distinct numbers below the function's block
   * count bound (another LLVM build), so the result is always usable as block ids.
   */
  static long[] blockNumbers(java.util.List<Long> blockAddresses) {
    int n = blockAddresses.size();
    long[] out = new long[n];
    java.util.Set<Long> seen = new java.util.HashSet<>();
    boolean ok = true;
    for (int i = 0; i < n && ok; i++) {
      long v = Integer.toUnsignedLong(MemorySegment.ofAddress(blockAddresses.get(i)).reinterpret(BLOCK_NUMBER_OFFSET + 4)
          .get(ValueLayout.JAVA_INT_UNALIGNED, BLOCK_NUMBER_OFFSET));
      ok = v < 4L * n + 16 && seen.add(v);
      out[i] = v;
    }
    if (!ok) {
      for (int i = 0; i < n; i++) {
        out[i] = i;
      }
    }
    return out;
  }

  /**
   * Sets a compile unit's name-table kind ({@code DICompileUnit::NameTableKind}, which neither the C
   * API nor DIBuilder's {@code createCompileUnit} as the C API calls it sets). LLVM 20 keeps the unit's
   * fields after the 16 bytes of its MDNode: source language, runtime version (4 bytes each), DWO id
   * (8), emission kind, name-table kind (4 each), then the flags isOptimized, splitDebugInlining and
   * debugInfoForProfiling (a byte each). Written only when what is there is what the translation
   * created (runtime version 0, DWO id 0, the emission kind, the default kind, the three flags), so
   * another LLVM build leaves the unit unchanged: false then.
   */
  static boolean setNameTableKind(LLVMMetadataRef cu, int emissionKind, boolean optimized, boolean profiling,
      int kind) {
    MemorySegment n = MemorySegment.ofAddress(cu.address()).reinterpret(44);
    boolean layout = n.get(ValueLayout.JAVA_INT_UNALIGNED, 20) == 0 && n.get(ValueLayout.JAVA_LONG_UNALIGNED, 24) == 0
        && n.get(ValueLayout.JAVA_INT_UNALIGNED, 32) == emissionKind && n.get(ValueLayout.JAVA_INT_UNALIGNED, 36) == 0
        && n.get(ValueLayout.JAVA_BYTE, 40) == (optimized ? 1 : 0) && n.get(ValueLayout.JAVA_BYTE, 41) == 1
        && n.get(ValueLayout.JAVA_BYTE, 42) == (profiling ? 1 : 0);
    if (layout) {
      n.set(ValueLayout.JAVA_INT_UNALIGNED, 36, kind);
    }
    return layout;
  }

  /**
   * Marks an alloca {@code inalloca} ({@code AllocaInst::setUsedWithInAlloca}, inline in LLVM 20 and
   * absent from the C API): LLVM 20 keeps it as bit 6 of the instruction's subclass data (the 16 bits
   * at offset 2 of a Value), above the 6-bit log2 of the alignment. Only written when those bits hold
   * the alloca's alignment as expected, so another LLVM build leaves the alloca unmarked.
   */
  static void setInAlloca(LLVMValueRef alloca) {
    MemorySegment v = MemorySegment.ofAddress(alloca.address()).reinterpret(4);
    int data = Short.toUnsignedInt(v.get(ValueLayout.JAVA_SHORT_UNALIGNED, 2));
    int align = org.bytedeco.llvm.global.LLVM.LLVMGetAlignment(alloca);
    if (align > 0 && Integer.bitCount(align) == 1 && (data & 0x3f) == Integer.numberOfTrailingZeros(align)
        && (data & 0x40) == 0) {
      v.set(ValueLayout.JAVA_SHORT_UNALIGNED, 2, (short) (data | 0x40));
    }
  }
}

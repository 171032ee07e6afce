package org.jmlir.conversion.llvmcommon;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.llvm.LlvmType;
import org.jmlir.dialect.llvm.LlvmTypes;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.conversion.TypeConverter;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR's LLVMTypeConverter: {@code index} becomes {@code i<index-bitwidth>}, integers become
 * signless, floats and llvm types stay, 1-D vectors convert their elements and n-D vectors become
 * arrays of 1-D vectors, a ranked memref becomes its descriptor {@code !llvm.struct<(ptr, ptr, i64,
 * array<N x i64>, array<N x i64>)>} (rank 0: the first three fields; with the bare-pointer
 * convention, a {@code !llvm.ptr}), an unranked memref {@code !llvm.struct<(i64, ptr)>}, a complex
 * number a two-field struct. Values cross the boundary through {@code unrealized_conversion_cast}.
 */
public class LlvmTypeConverter extends TypeConverter {
  private final MLIRContext ctx;
  private final int indexBitwidth;
  private final boolean useBarePtrCallConv;
  /** Maps memory-space attributes that are not integers (e.g. {@code #gpu.address_space<...>}) to address spaces. */
  private java.util.function.Function<Attribute, Integer> memorySpaceMapping = a -> null;

  public LlvmTypeConverter(MLIRContext ctx) {
    this(ctx, 64, false);
  }

  public LlvmTypeConverter(MLIRContext ctx, int indexBitwidth, boolean useBarePtrCallConv) {
    this.ctx = ctx;
    this.indexBitwidth = indexBitwidth;
    this.useBarePtrCallConv = useBarePtrCallConv;
    addConversion(this::convert);
  }

  public MLIRContext context() {
    return ctx;
  }

  public int indexBitwidth() {
    return indexBitwidth;
  }

  public boolean useBarePtrCallConv() {
    return useBarePtrCallConv;
  }

  private LlvmTypeConverter barePtrVariant;

  /** This converter with the bare-pointer calling convention (for a function marked {@code llvm.bareptr}). */
  public LlvmTypeConverter withBarePtrCallConv() {
    if (useBarePtrCallConv) {
      return this;
    }
    if (barePtrVariant == null) {
      barePtrVariant = new LlvmTypeConverter(ctx, indexBitwidth, true);
      barePtrVariant.memorySpaceMapping = memorySpaceMapping;
    }
    return barePtrVariant;
  }

  /**
   * Adds a mapping from memory-space attributes to address spaces (MLIR's
   * addTypeAttributeConversion for memory spaces), tried before the integer rule.
   */
  public void setMemorySpaceMapping(java.util.function.Function<Attribute, Integer> mapping) {
    this.memorySpaceMapping = mapping;
  }

  /** The address space of a memory space attribute under this converter, or null. */
  public Integer memorySpaceOf(Attribute memorySpace) {
    Integer mapped = memorySpace == null ? null : memorySpaceMapping.apply(memorySpace);
    return mapped != null ? mapped : addressSpace(memorySpace);
  }

  public IntegerType indexType() {
    return IntegerType.get(ctx, indexBitwidth);
  }

  public LlvmPointerType ptr(int addressSpace) {
    return LlvmPointerType.get(ctx, addressSpace);
  }

  private Type convert(Type t) {
    if (t instanceof IndexType) {
      return indexType();
    }
    if (t instanceof IntegerType i) {
      return i.isSignless() ? i : IntegerType.get(ctx, i.width());
    }
    if (t instanceof FloatType f) {
      // Formats LLVM has no type for (f8E4M3FN, f4E2M1FN, tf32, ...) travel as integers of their width.
      return switch (f.kind()) {
        case F16, BF16, F32, F64, F80, F128 -> t;
        case TF32 -> null; // MLIR 22 has no conversion for it
        default -> IntegerType.get(ctx, f.width());
      };
    }
    if (t instanceof LlvmType) {
      return LlvmTypes.isCompatible(t) ? t : convertLlvm(t);
    }
    if (t instanceof VectorType v) {
      return convertVector(v);
    }
    if (t instanceof MemRefType m) {
      return descriptorType(m);
    }
    if (t instanceof UnrankedMemRefType u) {
      if (convertType(u.elementType()) == null) {
        return null; // as a ranked memref: no descriptor for an element type that does not convert
      }
      Integer as = memorySpaceOf(u.memorySpace());
      if (as == null) {
        reportMemorySpace(u, u.memorySpace());
      }
      return as == null ? null : unrankedDescriptorType();
    }
    if (t instanceof ComplexType c) {
      Type e = convertType(c.elementType());
      return e == null ? null : LlvmStructType.getLiteral(ctx, List.of(e, e));
    }
    if (t instanceof FunctionType) {
      return ptr(0);
    }
    return null;
  }

  /** The identified structs being converted (MLIR's per-thread recursion stack). */
  private final List<LlvmStructType> structStack = new ArrayList<>();

  /**
   * An llvm type holding a type that is not LLVM's (a struct of an index): its parts converted. An
   * identified struct {@code "n"} becomes {@code "_Converted.n"}, a reference to itself inside its
   * body the new struct; when {@code "_Converted.n"} already has another body, it does not convert.
   */
  private Type convertLlvm(Type t) {
    if (t instanceof LlvmStructType s) {
      if (s.isIdentified()) {
        LlvmStructType converted = LlvmStructType.getIdentified(ctx, "_Converted." + s.name());
        if (structStack.contains(s)) {
          return converted;
        }
        structStack.add(s);
        List<Type> body;
        try {
          body = convertAll(s.elementTypes());
        } finally {
          structStack.remove(structStack.size() - 1);
        }
        if (body == null) {
          return null;
        }
        return converted.setBody(body, s.isPacked()) ? converted : null;
      }
      List<Type> body = convertAll(s.elementTypes());
      return body == null ? null : LlvmStructType.getLiteral(ctx, body, s.isPacked());
    }
    if (t instanceof LlvmArrayType a) {
      Type e = convertType(a.elementType());
      return e == null ? null : LlvmArrayType.get(ctx, e, a.numElements());
    }
    if (t instanceof org.jmlir.dialect.llvm.LlvmFunctionType f) {
      Type r = convertType(f.returnType());
      List<Type> params = convertAll(f.params());
      return r == null || params == null ? null : org.jmlir.dialect.llvm.LlvmFunctionType.get(ctx, r, params, f.isVarArg());
    }
    return null;
  }

  private List<Type> convertAll(List<Type> types) {
    List<Type> out = new ArrayList<>();
    for (Type e : types) {
      Type c = convertType(e);
      if (c == null) {
        return null;
      }
      out.add(c);
    }
    return out;
  }

  private Type convertVector(VectorType v) {
    Type elem = convertType(v.elementType());
    if (elem == null) {
      return null;
    }
    long[] shape = v.shape();
    if (shape.length == 0) {
      return VectorType.get(ctx, new long[] {1}, elem);
    }
    boolean[] scalable = v.scalableDims();
    Type inner = VectorType.get(ctx, new long[] {shape[shape.length - 1]}, new boolean[] {scalable[shape.length - 1]}, elem);
    for (int i = shape.length - 2; i >= 0; i--) {
      if (scalable[i]) {
        return null; // only the trailing dimension of an LLVM vector may be scalable
      }
      inner = LlvmArrayType.get(ctx, inner, shape[i]);
    }
    return inner;
  }

  /** The address space of a memref's memory space (none or an integer), or null when it has no such number. */
  public static Integer addressSpace(Attribute memorySpace) {
    if (memorySpace == null) {
      return 0;
    }
    if (memorySpace instanceof IntegerAttr i && (i.type() instanceof IndexType || i.type() instanceof IntegerType it && it.isSignless())) {
      return (int) i.longValue();
    }
    return null;
  }

  /** Memref types whose memory space had no address space, reported once each (MLIR caches conversions). */
  private final java.util.Set<Type> reportedSpaces = new java.util.HashSet<>();

  /** MLIR's error for a memory space without an integer address space, at an unknown location, once per type. */
  private void reportMemorySpace(Type memref, Attribute memorySpace) {
    if (reportedSpaces.add(memref)) {
      ctx.diagnostics().emitError(org.jmlir.ir.loc.UnknownLoc.get(ctx), "conversion of memref memory space "
          + org.jmlir.ir.print.AttrTypeText.attribute(memorySpace) + " to integer address space failed. Consider adding memory space conversions.");
    }
  }

  /** The descriptor struct of a strided ranked memref, or null. */
  public Type descriptorType(MemRefType m) {
    Integer as = memorySpaceOf(m.memorySpace());
    Type elem = convertType(m.elementType());
    if (as == null && elem != null) {
      reportMemorySpace(m, m.memorySpace());
    }
    if (as == null || elem == null || StridedLayouts.stridesOf(m) == null) {
      return null;
    }
    Type p = ptr(as);
    Type i = indexType();
    List<Type> fields = new ArrayList<>(List.of(p, p, i));
    int rank = m.shape().length;
    if (rank > 0) {
      Type arr = LlvmArrayType.get(ctx, i, rank);
      fields.add(arr);
      fields.add(arr);
    }
    return LlvmStructType.getLiteral(ctx, fields);
  }

  /** {@code !llvm.struct<(i64, ptr)>}: rank and a pointer to a ranked descriptor. */
  public Type unrankedDescriptorType() {
    return LlvmStructType.getLiteral(ctx, List.of(indexType(), ptr(0)));
  }

  /**
   * The types a function argument of type {@code t} becomes: a memref's descriptor fields (or its
   * bare pointer), else the converted type. Null when it does not convert.
   */
  public List<Type> convertArgument(Type t) {
    if (t instanceof MemRefType m) {
      Type d = descriptorType(m);
      if (d == null) {
        return null;
      }
      if (useBarePtrCallConv) {
        return canBeBare(m) ? List.of(((LlvmStructType) d).elementTypes().get(0)) : null;
      }
      List<Type> out = new ArrayList<>();
      for (Type f : ((LlvmStructType) d).elementTypes()) {
        if (f instanceof LlvmArrayType a) {
          for (long k = 0; k < a.numElements(); k++) {
            out.add(a.elementType());
          }
        } else {
          out.add(f);
        }
      }
      return out;
    }
    if (t instanceof UnrankedMemRefType) {
      if (useBarePtrCallConv) {
        return null; // the bare-pointer convention has no unranked memrefs
      }
      Type d = convertType(t);
      return d == null ? null : List.copyOf(((LlvmStructType) d).elementTypes());
    }
    Type c = convertType(t);
    return c == null ? null : List.of(c);
  }

  /**
   * A function's parameters: each input's {@link #convertArgument} types, concatenated; each
   * input's group is added to {@code groups}. Null when one does not convert.
   */
  public List<Type> convertArguments(List<Type> inputs, List<List<Type>> groups) {
    List<Type> params = new ArrayList<>();
    for (Type t : inputs) {
      List<Type> g = convertArgument(t);
      if (g == null) {
        return null;
      }
      groups.add(g);
      params.addAll(g);
    }
    return params;
  }

  /** The bare-pointer convention takes memrefs with static shape, strides and offset only. */
  public static boolean canBeBare(MemRefType m) {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(m);
    if (s == null || s.offset() == org.jmlir.ir.type.ShapedType.DYNAMIC) {
      return false;
    }
    for (long d : m.shape()) {
      if (d == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        return false;
      }
    }
    for (long st : s.strides()) {
      if (st == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** A function's results packed: none is void, one is itself, several a struct. Null when one does not convert. */
  public Type packResults(List<Type> results) {
    if (results.isEmpty()) {
      return LlvmPrimitiveType.voidType(ctx);
    }
    List<Type> converted = new ArrayList<>();
    for (Type r : results) {
      if (useBarePtrCallConv && (r instanceof UnrankedMemRefType || r instanceof MemRefType m0 && !canBeBare(m0))) {
        return null;
      }
      // A bare pointer too needs a descriptor type (an element type that converts, a known memory space).
      Type c = useBarePtrCallConv && r instanceof MemRefType m
          ? (descriptorType(m) == null ? null : ptr(memorySpaceOf(m.memorySpace())))
          : convertType(r);
      if (c == null) {
        return null;
      }
      converted.add(c);
    }
    return converted.size() == 1 ? converted.get(0) : LlvmStructType.getLiteral(ctx, converted);
  }
}

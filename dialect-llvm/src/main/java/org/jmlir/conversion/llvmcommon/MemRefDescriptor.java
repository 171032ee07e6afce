package org.jmlir.conversion.llvmcommon;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * A ranked memref's descriptor, {@code {allocated, aligned, offset, sizes[rank], strides[rank]}}
 * (MLIR's MemRefDescriptor): reads and writes its fields with extractvalue/insertvalue.
 */
public final class MemRefDescriptor {
  private final LlvmBuilder b;
  private Value value;

  public MemRefDescriptor(LlvmBuilder b, Value value) {
    this.b = b;
    this.value = value;
  }

  /** A descriptor of {@code type} with every field poison. */
  public static MemRefDescriptor poison(LlvmBuilder b, Type descriptorType) {
    return new MemRefDescriptor(b, b.poison(descriptorType));
  }

  public Value value() {
    return value;
  }

  public LlvmStructType type() {
    return (LlvmStructType) value.type();
  }

  public int rank() {
    List<Type> f = type().elementTypes();
    return f.size() > 3 ? (int) ((LlvmArrayType) f.get(3)).numElements() : 0;
  }

  private Type field(int i) {
    return type().elementTypes().get(i);
  }

  private Type indexType() {
    return field(2);
  }

  public Value allocatedPtr() {
    return b.extractValue(field(0), value, 0);
  }

  public Value alignedPtr() {
    return b.extractValue(field(1), value, 1);
  }

  public Value offset() {
    return b.extractValue(indexType(), value, 2);
  }

  public Value size(int i) {
    return b.extractValue(indexType(), value, 3, i);
  }

  public Value stride(int i) {
    return b.extractValue(indexType(), value, 4, i);
  }

  public void setAllocatedPtr(Value v) {
    value = b.insertValue(value, v, 0);
  }

  public void setAlignedPtr(Value v) {
    value = b.insertValue(value, v, 1);
  }

  public void setOffset(Value v) {
    value = b.insertValue(value, v, 2);
  }

  public void setSize(int i, Value v) {
    value = b.insertValue(value, v, 3, i);
  }

  public void setStride(int i, Value v) {
    value = b.insertValue(value, v, 4, i);
  }

  /**
   * Builds a descriptor from its fields flattened as a function receives them: allocated, aligned,
   * offset, sizes..., strides... (MLIR's MemRefDescriptor::pack); inserted as size/stride pairs.
   */
  public static Value pack(LlvmBuilder b, Type descriptorType, List<? extends Value> fields) {
    MemRefDescriptor d = poison(b, descriptorType);
    d.setAllocatedPtr(fields.get(0));
    d.setAlignedPtr(fields.get(1));
    d.setOffset(fields.get(2));
    int rank = d.rank();
    for (int i = 0; i < rank; i++) {
      d.setSize(i, fields.get(3 + i));
      d.setStride(i, fields.get(3 + rank + i));
    }
    return d.value();
  }

  /** The fields in the flattened order (MLIR's MemRefDescriptor::unpack). */
  public List<Value> unpack() {
    List<Value> out = new ArrayList<>(List.of(allocatedPtr(), alignedPtr(), offset()));
    int rank = rank();
    for (int i = 0; i < rank; i++) {
      out.add(size(i));
    }
    for (int i = 0; i < rank; i++) {
      out.add(stride(i));
    }
    return out;
  }

  /** A descriptor of a static memref from one pointer (the bare-pointer convention). */
  public static Value fromStaticShape(LlvmBuilder b, Type descriptorType, MemRefType type, Value ptr) {
    MemRefDescriptor d = poison(b, descriptorType);
    d.setAllocatedPtr(ptr);
    d.setAlignedPtr(ptr);
    StridedLayouts.Strided s = StridedLayouts.stridesOf(type);
    Type idx = d.indexType();
    d.setOffset(b.indexConstant(idx, s.offset()));
    long[] shape = type.shape();
    for (int i = 0; i < shape.length; i++) {
      d.setSize(i, b.indexConstant(idx, shape[i]));
      d.setStride(i, b.indexConstant(idx, s.strides()[i]));
    }
    return d.value();
  }

  /**
   * The bytes of the ranked descriptor behind each unranked one, {@code 2 * sizeof(ptr) + (1 + 2 * rank)
   * * sizeof(index)}, computed at run time from its rank (MLIR's UnrankedMemRefDescriptor::computeSizes).
   */
  public static List<Value> unrankedDescriptorBytes(LlvmTypeConverter tc, LlvmBuilder b, List<Value> unranked) {
    Type idx = tc.indexType();
    Value one = b.indexConstant(idx, 1);
    Value two = b.indexConstant(idx, 2);
    Value indexSize = b.indexConstant(idx, (tc.indexBitwidth() + 7) / 8);
    List<Value> out = new ArrayList<>();
    for (Value u : unranked) {
      Value pointerSize = b.indexConstant(idx, 8);
      Value pointers = b.binary(org.jmlir.dialect.llvm.LlvmOps.MUL, two, pointerSize);
      Value rank = b.extractValue(idx, u, 0);
      Value doubleRank = b.binary(org.jmlir.dialect.llvm.LlvmOps.MUL, two, rank);
      Value fields = b.binary(org.jmlir.dialect.llvm.LlvmOps.ADD, doubleRank, one);
      Value rankBytes = b.binary(org.jmlir.dialect.llvm.LlvmOps.MUL, fields, indexSize);
      out.add(b.binary(org.jmlir.dialect.llvm.LlvmOps.ADD, pointers, rankBytes));
    }
    return out;
  }
}

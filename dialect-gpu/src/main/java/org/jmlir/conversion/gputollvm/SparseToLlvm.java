package org.jmlir.conversion.gputollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.MemRefDescriptor;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.dialect.llvm.LlvmTypes;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code -gpu-to-llvm} for the gpu dialect's sparse ops: each becomes the {@code mgpu*} call of MLIR 22's
 * CUDA runtime wrappers on the stream of its one async dependency, with cuSPARSE's type codes as i32
 * constants (cudaDataType for values and compute types, cusparseIndexType for index arrays). Memref
 * operands pass their allocated pointer. Ops that are not async with one dependency stay (as in MLIR).
 */
final class SparseToLlvm {
  /** Emits a runtime call (declaring the function on first use); null result for void. */
  interface Runtime {
    Value call(ConversionPatternRewriter rw, Operation at, String name, Type result, List<Value> args);
  }

  private final org.jmlir.conversion.llvmcommon.LlvmTypeConverter tc;
  private final Runtime runtime;
  private final Type ptr;
  private final Type voidType;
  private final IntegerType i32;

  SparseToLlvm(org.jmlir.conversion.llvmcommon.LlvmTypeConverter tc, Runtime runtime, Type voidType) {
    this.tc = tc;
    this.runtime = runtime;
    this.ptr = tc.ptr(0);
    this.voidType = voidType;
    this.i32 = IntegerType.get(tc.context(), 32);
  }

  /** A lowering given the op's converted operands (stream first) and a builder at the op. */
  private interface Lowering {
    void lower(Operation op, List<Value> operands, LlvmBuilder b, ConversionPatternRewriter rw, Value stream);
  }

  void populate(List<RewritePattern> out) {
    add(out, "gpu.create_dn_tensor", this::createDnTensor);
    add(out, "gpu.create_coo", (op, v, b, rw, s) -> createSpMat(op, v, b, rw, s, "mgpuCreateCoo", false));
    add(out, "gpu.create_csr", (op, v, b, rw, s) -> createSpMat(op, v, b, rw, s, "mgpuCreateCsr", true));
    add(out, "gpu.create_csc", (op, v, b, rw, s) -> createSpMat(op, v, b, rw, s, "mgpuCreateCsc", true));
    add(out, "gpu.create_coo_aos", (op, v, b, rw, s) -> {
      Value idxs = new MemRefDescriptor(b, v.get(4)).allocatedPtr();
      Value values = new MemRefDescriptor(b, v.get(5)).allocatedPtr();
      Value itp = b.intConstant(i32, indexType(op.operand(4).type()));
      Value dtp = b.intConstant(i32, dataType(((ShapedType) op.operand(5).type()).elementType()));
      finish(rw, op, s, call(rw, op, "mgpuCreateCooAoS", ptr, v.get(1), v.get(2), v.get(3), idxs, values, itp, dtp, s));
    });
    add(out, "gpu.create_bsr", (op, v, b, rw, s) -> {
      List<Value> args = new ArrayList<>(v.subList(1, 6));
      for (int i = 6; i < 9; i++) {
        args.add(new MemRefDescriptor(b, v.get(i)).allocatedPtr());
      }
      args.add(b.intConstant(i32, indexType(op.operand(6).type())));
      args.add(b.intConstant(i32, indexType(op.operand(7).type())));
      args.add(b.intConstant(i32, dataType(((ShapedType) op.operand(8).type()).elementType())));
      args.add(s);
      finish(rw, op, s, runtime.call(rw, op, "mgpuCreateBsr", ptr, args));
    });
    add(out, "gpu.set_csr_pointers", (op, v, b, rw, s) -> {
      Value pos = new MemRefDescriptor(b, v.get(2)).allocatedPtr();
      Value crd = new MemRefDescriptor(b, v.get(3)).allocatedPtr();
      Value values = new MemRefDescriptor(b, v.get(4)).allocatedPtr();
      finish(rw, op, s, call(rw, op, "mgpuSetCsrPointers", voidType, v.get(1), pos, crd, values, s));
    });
    // The three sizes come back through a stack array of i64 (MLIR's GEPs name !llvm.ptr as element type).
    add(out, "gpu.spmat_get_size", (op, v, b, rw, s) -> {
      Type i64 = tc.indexType();
      Value array = b.value(org.jmlir.dialect.llvm.AllocaOp.DEF, ptr, List.of(b.indexConstant(i64, 3)),
          "alignment", org.jmlir.ir.attr.IntegerAttr.get(tc.context(), IntegerType.get(tc.context(), 64), 16),
          "elem_type", TypeAttr.get(tc.context(), i64));
      List<Value> slots = new ArrayList<>();
      for (int k = 0; k < 3; k++) {
        Value offset = b.indexConstant(i64, k);
        slots.add(b.insert(org.jmlir.dialect.llvm.GEPOp.create(tc.context(), b.loc(), ptr, ptr, array, List.of(offset), 0)).result(0));
      }
      call(rw, op, "mgpuSpMatGetSize", voidType, v.get(1), slots.get(0), slots.get(1), slots.get(2), s);
      List<Value> results = new ArrayList<>();
      for (Value slot : slots) {
        results.add(b.value(org.jmlir.dialect.llvm.LoadOp.DEF, i64, List.of(slot)));
      }
      results.add(s);
      rw.replaceOp(op, results);
    });
    add(out, "gpu.spgemm_create_descr", (op, v, b, rw, s) -> finish(rw, op, s, call(rw, op, "mgpuSpGEMMCreateDescr", ptr, s)));
    add(out, "gpu.spgemm_destroy_descr",
        (op, v, b, rw, s) -> finish(rw, op, s, call(rw, op, "mgpuSpGEMMDestroyDescr", voidType, v.get(1), s)));
    add(out, "gpu.spgemm_work_estimation_or_compute", (op, v, b, rw, s) -> {
      boolean compute = ((GpuEnumAttr) op.inherentAttr("kind")).value() == 1;
      List<Value> args = spgemm(op, v, b);
      args.add(v.get(5));
      args.add(new MemRefDescriptor(b, v.get(6)).allocatedPtr());
      args.add(s);
      finish(rw, op, s, runtime.call(rw, op, compute ? "mgpuSpGEMMCompute" : "mgpuSpGEMMWorkEstimation", tc.indexType(), args));
    });
    add(out, "gpu.spgemm_copy", (op, v, b, rw, s) -> {
      List<Value> args = spgemm(op, v, b);
      args.add(s);
      finish(rw, op, s, runtime.call(rw, op, "mgpuSpGEMMCopy", voidType, args));
    });
    add(out, "gpu.destroy_dn_tensor", (op, v, b, rw, s) -> {
      Operation def = op.operand(op.numOperands() - 1).definingOp();
      boolean matrix = def != null && def.name().equals("gpu.create_dn_tensor") && def.numOperands() - deps(def) - 1 == 2;
      String name = !matrix ? "mgpuDestroyDnVec" : usedBy2To4SpMM(op.operand(op.numOperands() - 1)) ? "mgpuDestroyCuSparseLtDnMat" : "mgpuDestroyDnMat";
      finish(rw, op, s, call(rw, op, name, voidType, v.get(1), s));
    });
    add(out, "gpu.destroy_sp_mat", (op, v, b, rw, s) -> finish(rw, op, s,
        call(rw, op, is2To4(op.operand(op.numOperands() - 1)) ? "mgpuDestroyCuSparseLtSpMat" : "mgpuDestroySpMat", voidType, v.get(1), s)));
    // cuSPARSELt's 2:4 structured sparsity: the handles are stack buffers of the sizes MLIR's CUDA runner expects.
    add(out, "gpu.create_2to4_spmat", (op, v, b, rw, s) -> {
      Value p = new MemRefDescriptor(b, v.get(3)).allocatedPtr();
      Value dtp = b.intConstant(i32, dataType(((ShapedType) op.operand(3).type()).elementType()));
      Value handle = handleBuffer(b, 44104);
      call(rw, op, "mgpuCusparseLtCreate2To4SpMat", voidType, handle, v.get(1), v.get(2), p, dtp, s);
      finish(rw, op, s, handle);
    });
    add(out, "gpu.spmv_buffer_size", (op, v, b, rw, s) -> product(op, v, b, rw, s, "mgpuSpMVBufferSize", false, false));
    add(out, "gpu.spmv", (op, v, b, rw, s) -> product(op, v, b, rw, s, "mgpuSpMV", false, false));
    add(out, "gpu.spmm_buffer_size", (op, v, b, rw, s) -> {
      if (is2To4(op.operand(1))) {
        spmm2To4BufferSize(op, v, b, rw, s);
      } else {
        product(op, v, b, rw, s, "mgpuSpMMBufferSize", true, false);
      }
    });
    add(out, "gpu.spmm", (op, v, b, rw, s) -> {
      if (is2To4(op.operand(1))) {
        mode(b, op, "modeA");
        mode(b, op, "modeB");
        computeType(b, op);
        List<Value> args = new ArrayList<>(v.subList(1, 4));
        for (int k = 4; k < 7; k++) {
          args.add(new MemRefDescriptor(b, v.get(k)).allocatedPtr());
        }
        args.add(s);
        finish(rw, op, s, runtime.call(rw, op, "mgpuCuSparseLtSpMM", voidType, args));
      } else {
        product(op, v, b, rw, s, "mgpuSpMM", true, false);
      }
    });
    add(out, "gpu.sddmm_buffer_size", (op, v, b, rw, s) -> product(op, v, b, rw, s, "mgpuSDDMMBufferSize", true, false));
    // MLIR makes the compute type's constant before the modes for SDDMM (not for its buffer size).
    add(out, "gpu.sddmm", (op, v, b, rw, s) -> product(op, v, b, rw, s, "mgpuSDDMM", true, true));
  }

  /**
   * SpMV, SpMM, SDDMM and their buffer sizes: {@code (modeA[, modeB], three handles, computeType[, buffer],
   * stream)}; a buffer-size query (no buffer operand) returns the size as an index.
   */
  private void product(
      Operation op, List<Value> v, LlvmBuilder b, ConversionPatternRewriter rw, Value stream, String name, boolean modeB,
      boolean computeFirst) {
    Value compute = computeFirst ? computeType(b, op) : null;
    List<Value> args = new ArrayList<>(List.of(mode(b, op, "modeA")));
    if (modeB) {
      args.add(mode(b, op, "modeB"));
    }
    args.addAll(v.subList(1, 4));
    args.add(computeFirst ? compute : computeType(b, op));
    boolean query = v.size() == 4;
    if (!query) {
      args.add(new MemRefDescriptor(b, v.get(4)).allocatedPtr());
    }
    args.add(stream);
    finish(rw, op, stream, runtime.call(rw, op, name, query ? tc.indexType() : voidType, args));
  }

  /** SpGEMM's leading arguments {@code (desc, modeA, modeB, A, B, C, computeType)}; MLIR makes the compute type first. */
  private List<Value> spgemm(Operation op, List<Value> v, LlvmBuilder b) {
    Value compute = computeType(b, op);
    List<Value> args = new ArrayList<>(List.of(v.get(1), mode(b, op, "modeA"), mode(b, op, "modeB")));
    args.addAll(v.subList(2, 5));
    args.add(compute);
    return args;
  }

  private void add(List<RewritePattern> out, String name, Lowering l) {
    out.add(
        ConversionPattern.of(
            name,
            tc,
            (op, operands, rw) -> {
              if (!operands.stream().allMatch(v -> LlvmTypes.isCompatible(v.type())) || deps(op) != 1
                  || !(op.result(op.numResults() - 1).type() instanceof AsyncTokenType)
                  || name.equals("gpu.spmm") && operands.size() != (is2To4(op.operand(1)) ? 7 : 5)
                  || name.equals("gpu.spmm_buffer_size") && op.numResults() != (is2To4(op.operand(1)) ? 4 : 2)
                  || name.equals("gpu.spmm_buffer_size") && is2To4(op.operand(1)) && ltComputeType(op) < 0) {
                return false;
              }
              l.lower(op, operands, new LlvmBuilder(rw, op.location()), rw, operands.get(0));
              return true;
            }));
  }

  /** Whether {@code spMat} is a 2:4 matrix of cuSPARSELt (MLIR's is2To4Sparsity). */
  private static boolean is2To4(Value spMat) {
    Operation def = spMat.definingOp();
    return def != null && def.name().equals("gpu.create_2to4_spmat");
  }

  /** Whether a dense matrix is an operand of an SpMM on a 2:4 matrix (then it is a cuSPARSELt one). */
  private static boolean usedBy2To4SpMM(Value dnTensor) {
    for (Operation user : dnTensor.users()) {
      if (user.name().equals("gpu.spmm") && is2To4(user.operand(deps(user)))) {
        return true;
      }
    }
    return false;
  }

  /** A cuSPARSELt handle: {@code bytes} of 16-byte aligned stack. */
  private Value handleBuffer(LlvmBuilder b, long bytes) {
    Value size = b.indexConstant(tc.indexType(), bytes);
    Value handle = b.value(org.jmlir.dialect.llvm.AllocaOp.DEF, ptr, List.of(size),
        "alignment", org.jmlir.ir.attr.IntegerAttr.get(tc.context(), IntegerType.get(tc.context(), 64), 16),
        "elem_type", TypeAttr.get(tc.context(), IntegerType.get(tc.context(), 8)));
    return b.value(org.jmlir.dialect.llvm.LlvmOps.BITCAST, ptr, List.of(handle));
  }

  /** cusparseComputeType of cuSPARSELt: f16 0, i32 1; -1 where MLIR has none. */
  private static int ltComputeType(Operation op) {
    Type t = ((TypeAttr) op.inherentAttr("computeType")).value();
    return t instanceof FloatType f && f.kind() == FloatType.Kind.F16 ? 0 : t instanceof IntegerType it && it.width() == 32 ? 1 : -1;
  }

  /** The three workspace sizes of a 2:4 SpMM, returned through a stack array. */
  private void spmm2To4BufferSize(Operation op, List<Value> v, LlvmBuilder b, ConversionPatternRewriter rw, Value s) {
    Value modeA = mode(b, op, "modeA");
    Value modeB = mode(b, op, "modeB");
    Value prune = b.intConstant(i32, ((GpuEnumAttr) op.operand(1).definingOp().inherentAttr("pruneFlag")).value());
    Value compute = b.intConstant(i32, ltComputeType(op));
    Type i64 = tc.indexType();
    Value sizes = b.value(org.jmlir.dialect.llvm.AllocaOp.DEF, ptr, List.of(b.indexConstant(i64, 3)),
        "alignment", org.jmlir.ir.attr.IntegerAttr.get(tc.context(), IntegerType.get(tc.context(), 64), 16),
        "elem_type", TypeAttr.get(tc.context(), ptr));
    call(rw, op, "mgpuCuSparseLtSpMMBufferSize", voidType, sizes, modeA, modeB, v.get(1), v.get(2), v.get(3), compute, prune, s);
    List<Value> slots = new ArrayList<>(List.of(sizes));
    for (int k = 1; k < 3; k++) {
      Value offset = b.indexConstant(i64, k);
      slots.add(b.insert(org.jmlir.dialect.llvm.GEPOp.create(tc.context(), b.loc(), ptr, ptr, sizes, List.of(offset), 0)).result(0));
    }
    List<Value> results = new ArrayList<>();
    for (Value slot : slots) {
      results.add(b.value(org.jmlir.dialect.llvm.LoadOp.DEF, IntegerType.get(tc.context(), 64), List.of(slot)));
    }
    results.add(s);
    rw.replaceOp(op, results);
  }

  private static int deps(Operation op) {
    return op.def().extension(OpSpec.class).operandGroup(op, 0).size();
  }

  private Value call(ConversionPatternRewriter rw, Operation op, String name, Type result, Value... args) {
    return runtime.call(rw, op, name, result, List.of(args));
  }

  /** Replaces the op by its call's result (if any) and the stream, which stands for its async token. */
  private static void finish(ConversionPatternRewriter rw, Operation op, Value stream, Value result) {
    List<Value> values = new ArrayList<>();
    if (result != null) {
      values.add(result);
    }
    values.add(stream);
    rw.replaceOp(op, values);
  }

  private Value mode(LlvmBuilder b, Operation op, String attr) {
    return b.intConstant(i32, ((GpuEnumAttr) op.inherentAttr(attr)).value());
  }

  private Value computeType(LlvmBuilder b, Operation op) {
    return b.intConstant(i32, dataType(((TypeAttr) op.inherentAttr("computeType")).value()));
  }

  private void createDnTensor(Operation op, List<Value> v, LlvmBuilder b, ConversionPatternRewriter rw, Value stream) {
    Value p = new MemRefDescriptor(b, v.get(1)).allocatedPtr();
    Value dtp = b.intConstant(i32, dataType(((MemRefType) op.operand(1).type()).elementType()));
    List<Value> dims = v.subList(2, v.size());
    Value handle;
    if (dims.size() == 2 && usedBy2To4SpMM(op.result(0))) {
      handle = handleBuffer(b, 11032);
      call(rw, op, "mgpuCreateCuSparseLtDnMat", voidType, handle, dims.get(0), dims.get(1), p, dtp, stream);
    } else if (dims.size() == 2) {
      handle = call(rw, op, "mgpuCreateDnMat", ptr, dims.get(0), dims.get(1), p, dtp, stream);
    } else {
      handle = call(rw, op, "mgpuCreateDnVec", ptr, dims.get(0), p, dtp, stream);
    }
    finish(rw, op, stream, handle);
  }

  /** COO (row and column indices) or CSR/CSC (positions, indices): rows, cols, nnz, three arrays, type codes. */
  private void createSpMat(
      Operation op, List<Value> v, LlvmBuilder b, ConversionPatternRewriter rw, Value stream, String name, boolean positions) {
    Value first = new MemRefDescriptor(b, v.get(4)).allocatedPtr();
    Value second = new MemRefDescriptor(b, v.get(5)).allocatedPtr();
    Value values = new MemRefDescriptor(b, v.get(6)).allocatedPtr();
    List<Value> args = new ArrayList<>(List.of(v.get(1), v.get(2), v.get(3), first, second, values));
    if (positions) {
      args.add(b.intConstant(i32, indexType(op.operand(4).type())));
    }
    args.add(b.intConstant(i32, indexType(op.operand(5).type())));
    args.add(b.intConstant(i32, dataType(((ShapedType) op.operand(6).type()).elementType())));
    args.add(stream);
    finish(rw, op, stream, runtime.call(rw, op, name, ptr, args));
  }

  /** cusparseIndexType_t of a memref's elements: 16-bit unsigned 1, 32-bit 2, else (i64, index) 3. */
  private static int indexType(Type memref) {
    Type e = ((ShapedType) memref).elementType();
    int width = e instanceof IntegerType it ? it.width() : 64;
    return width == 16 ? 1 : width == 32 ? 2 : 3;
  }

  /** cudaDataType_t of an element or compute type (MLIR's getCuSparseDataTypeFrom). */
  static int dataType(Type t) {
    if (t instanceof ComplexType c) {
      return switch (c.elementType() instanceof FloatType f ? f.kind() : FloatType.Kind.F32) {
        case F16 -> 6;
        case BF16 -> 15;
        case F64 -> 5;
        default -> 4;
      };
    }
    if (t instanceof FloatType f) {
      return switch (f.kind()) {
        case F16 -> 2;
        case BF16 -> 14;
        case F64 -> 1;
        default -> 0;
      };
    }
    if (t instanceof IntegerType i) {
      return i.width() == 8 ? 3 : i.width() == 32 ? 10 : 0;
    }
    return 0;
  }
}

package org.jmlir.conversion.memreftollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.MemRefDescriptor;
import org.jmlir.dialect.llvm.AddressOfOp;
import org.jmlir.dialect.llvm.AllocaOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.LoadOp;
import org.jmlir.dialect.llvm.StoreOp;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code finalize-memref-to-llvm}, as MLIR 22's MemRefToLLVM: memrefs become descriptors;
 * alloc/dealloc call malloc/free, alloca is an llvm.alloca, load/store address the element through
 * the strides, dim/cast/reinterpret_cast/extract_strided_metadata/extract_aligned_pointer_as_index
 * read and build descriptors, global/get_global become llvm globals, copy of contiguous memrefs is
 * a memcpy. Memref ops of other forms (subview, unranked casts, non-contiguous copies, aligned
 * allocations) are not lowered here and stay.
 */
public final class MemRefToLlvm extends LlvmConversionPass {
  public MemRefToLlvm(PassOptions o) {
    super(
        o,
        Set.of("index-bitwidth", "use-aligned-alloc", "use-generic-functions"),
        "finalize-memref-to-llvm",
        "FinalizeMemRefToLLVMConversionPass",
        "Finalize MemRef dialect to LLVM dialect conversion");
  }

  @Override
  protected boolean usesDataLayout() {
    return true;
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return patterns(converter, new ArrayList<>(), false,
        options().getBool("use-aligned-alloc", false), options().getBool("use-generic-functions", false));
  }

  /**
   * memref.reshape to a ranked, statically offset result (MLIR's MemRefReshapeOpLowering): the source's
   * pointers, the layout's offset, each size a constant or read from the shape operand, the strides
   * the layout's or the running product of the inner sizes, innermost first.
   */
  private static boolean lowerReshape(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw,
      boolean viaInterface) {
    if (!(op.result(0).type() instanceof MemRefType target)) {
      return lowerReshapeUnranked(tc, op, operands, rw);
    }
    if (viaInterface && !target.hasStaticShape()) {
      return false;
    }
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(target);
    Type desc = tc.convertType(target);
    if (layout == null || layout.offset() == ShapedType.DYNAMIC || desc == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    MemRefDescriptor d = MemRefDescriptor.poison(b, desc);
    Value alloc;
    Value aligned;
    if (op.operand(0).type() instanceof MemRefType) {
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
      alloc = src.allocatedPtr();
      aligned = src.alignedPtr();
    } else {
      Value[] ptrs = unrankedPointers(tc, b, op, operands.get(0));
      alloc = ptrs[0];
      aligned = ptrs[1];
    }
    d.setAllocatedPtr(alloc);
    d.setAlignedPtr(aligned);
    d.setOffset(b.indexConstant(tc.indexType(), layout.offset()));
    MemRefType shapeType = (MemRefType) op.operand(1).type();
    Type idx = tc.indexType();
    Type index = org.jmlir.ir.type.IndexType.get(ctx);
    Value stride = null;
    for (int i = target.rank() - 1; i >= 0; i--) {
      long st = layout.strides()[i];
      if (st != ShapedType.DYNAMIC) {
        stride = b.indexConstant(idx, st);
      } else if (stride == null) {
        stride = b.indexConstant(idx, 1);
      }
      Value size;
      if (target.shape()[i] != ShapedType.DYNAMIC) {
        size = b.indexConstant(idx, target.shape()[i]);
      } else {
        // The size is a memref.load of the shape operand, lowered, and its index result cast to i64.
        Value at = b.indexConstant(idx, i);
        Value p = elementPtr(tc, b, shapeType, operands.get(1), List.of(at));
        if (p == null) {
          return false;
        }
        Type elem = shapeType.elementType();
        Value loaded = b.value(LoadOp.DEF, tc.convertType(elem), List.of(p));
        if (elem instanceof org.jmlir.ir.type.IndexType) {
          loaded = b.value(org.jmlir.ir.builtin.UnrealizedConversionCastOp.DEF, index, List.of(loaded));
        }
        // A load already of the index width needs no cast (MLIR casts only when the types differ).
        size = loaded.type().equals(idx) ? loaded : b.value(org.jmlir.ir.builtin.UnrealizedConversionCastOp.DEF, idx, List.of(loaded));
      }
      d.setSize(i, size);
      d.setStride(i, stride);
      stride = b.binary(LlvmOps.MUL, stride, size);
    }
    rw.replaceOp(op, List.of(d.value()));
    return true;
  }

  /**
   * memref.reshape to an unranked result: the rank is the shape operand's length, the ranked descriptor
   * goes to a stack slot of the size that rank needs, and a loop from the innermost dimension copies each
   * size from the shape operand and writes the running stride.
   */
  private static boolean lowerReshapeUnranked(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    boolean rankedSource = op.operand(0).type() instanceof MemRefType;
    if (!(op.operand(1).type() instanceof MemRefType shapeType) || !isIdentity(shapeType)) {
      return false;
    }
    MLIRContext ctx = op.context();
    Type idx = tc.indexType();
    Type ptr = tc.ptr(0);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    MemRefDescriptor shape = new MemRefDescriptor(b, operands.get(1));
    Value rank = shape.size(0);
    Value desc = b.insertValue(b.poison(tc.unrankedDescriptorType()), rank, 0);
    Value bytes = MemRefDescriptor.unrankedDescriptorBytes(tc, b, List.of(desc)).get(0);
    Value slot = b.value(AllocaOp.DEF, ptr, List.of(bytes), "elem_type", TypeAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 8)));
    desc = b.insertValue(desc, slot, 1);
    Value alloc;
    Value aligned;
    Value offset;
    if (rankedSource) {
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
      alloc = src.allocatedPtr();
      aligned = src.alignedPtr();
      offset = src.offset();
    } else {
      // An unranked source (MLIR's UnrankedMemRefDescriptor reads): its ranked descriptor's pointers and
      // offset, loaded through the descriptor pointer.
      Value[] ptrs = unrankedPointers(tc, b, op, operands.get(0));
      alloc = ptrs[0];
      aligned = ptrs[1];
      Value from = ptrs[2];
      offset = b.value(LoadOp.DEF, idx, List.of(insert(b, GEPOp.create(ctx, op.location(), ptr, ptr, from, List.of(2), 0))));
    }
    b.op(StoreOp.DEF, List.of(alloc, slot), List.of());
    b.op(StoreOp.DEF, List.of(aligned, insert(b, GEPOp.create(ctx, op.location(), ptr, ptr, slot, List.of(1), 0))), List.of());
    b.op(StoreOp.DEF, List.of(offset, insert(b, GEPOp.create(ctx, op.location(), ptr, ptr, slot, List.of(2), 0))), List.of());
    Type head = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(ctx, List.of(ptr, ptr, idx, idx));
    Value sizesBase = insert(b, GEPOp.create(ctx, op.location(), ptr, head, slot, List.of(0, 3), 0));
    Value stridesBase = insert(b, GEPOp.create(ctx, op.location(), ptr, idx, sizesBase, List.of(rank), 0));
    Value shapePtr = shape.alignedPtr();
    Value one = b.indexConstant(idx, 1);
    Value last = b.binary(LlvmOps.SUB, rank, one);
    // The loop: ^cond(i, stride) tests i >= 0, ^body copies size i and stores the stride, ^rest is the remainder.
    org.jmlir.ir.Block current = op.block();
    org.jmlir.ir.Block rest = rw.splitBlock(current, op);
    org.jmlir.ir.Block cond = rw.createBlock(rest, List.of(idx, idx), op.location());
    org.jmlir.ir.Block body = rw.createBlock(rest, List.of(), op.location());
    rw.setInsertionPointToEnd(current);
    branch(rw, op, List.of(last, one), cond);
    rw.setInsertionPointToEnd(cond);
    Value i = cond.arguments().get(0);
    Value stride = cond.arguments().get(1);
    Value zero = b.indexConstant(idx, 0);
    Value more = b.value(LlvmOps.ICMP, org.jmlir.ir.type.IntegerType.get(ctx, 1), List.of(i, zero),
        "predicate", org.jmlir.dialect.llvm.LlvmEnums.ICMP_PREDICATE.attr(ctx, "sge"));
    org.jmlir.ir.OperationState cb = new org.jmlir.ir.OperationState(ctx, org.jmlir.dialect.llvm.CondBrOp.DEF, op.location());
    cb.addOperand(more);
    cb.addSuccessor(body);
    cb.addSuccessor(rest);
    cb.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(
        new org.jmlir.ir.attr.NamedAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, b.i32Array(1, 0, 0))));
    rw.create(cb);
    rw.setInsertionPointToEnd(body);
    Value size = b.value(LoadOp.DEF, idx, List.of(insert(b, GEPOp.create(ctx, op.location(), ptr, idx, shapePtr, List.of(i), 0))));
    b.op(StoreOp.DEF, List.of(size, insert(b, GEPOp.create(ctx, op.location(), ptr, idx, sizesBase, List.of(i), 0))), List.of());
    b.op(StoreOp.DEF, List.of(stride, insert(b, GEPOp.create(ctx, op.location(), ptr, idx, stridesBase, List.of(i), 0))), List.of());
    Value nextStride = b.binary(LlvmOps.MUL, stride, size);
    Value next = b.binary(LlvmOps.SUB, i, one);
    branch(rw, op, List.of(next, nextStride), cond);
    rw.replaceOp(op, List.of(desc));
    return true;
  }

  /**
   * memref.alloc through {@code aligned_alloc(alignment, size)} (MLIR's AlignedAllocOpLowering): the
   * alignment is the op's, else the element's size rounded up to a power of two and at least 16; the
   * size is rounded up to a multiple of it unless the static part of the shape already is one.
   */
  private static boolean alignedAlloc(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw,
      MemRefType type, Type desc, String fn) {
    long eltBytes = elementBytes(tc, type.elementType());
    if (eltBytes <= 0) {
      return false;
    }
    MLIRContext ctx = op.context();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Sizes s = sizes(tc, b, type, operands.subList(0, dynamicCount(op)), true);
    LlvmSymbols.lookupOrCreateFn(rw, op, fn, LlvmFunctionType.get(ctx, tc.ptr(0), List.of(tc.indexType(), tc.indexType()), false));
    rw.setInsertionPoint(op);
    long alignment = op.inherentAttr("alignment") instanceof IntegerAttr a ? a.longValue() : Math.max(16, pow2Ceil(eltBytes));
    Value align = b.indexConstant(tc.indexType(), alignment);
    long staticBytes = eltBytes;
    for (long d : type.shape()) {
      if (d != ShapedType.DYNAMIC) {
        staticBytes *= d;
      }
    }
    Value bytes = s.size;
    if (staticBytes % alignment != 0) {
      Value bumped = b.binary(LlvmOps.ADD, bytes, b.binary(LlvmOps.SUB, align, b.indexConstant(tc.indexType(), 1)));
      bytes = b.binary(LlvmOps.SUB, bumped, b.binary(LlvmOps.UREM, bumped, align));
    }
    CallOp call = CallOp.create(ctx, op.location(), fn, tc.ptr(0), List.of(align, bytes));
    rw.insert(call);
    Value p = call.result(0);
    int as = tc.memorySpaceOf(type.memorySpace());
    if (as != 0) {
      p = b.value(LlvmOps.ADDRSPACECAST, tc.ptr(as), List.of(p));
    }
    rw.replaceOp(op, List.of(descriptor(tc, b, desc, p, p, s)));
    return true;
  }

  private static long pow2Ceil(long x) {
    return x <= 1 ? 1 : Long.highestOneBit(x - 1) << 1;
  }

  /**
   * memref.generic_atomic_rmw as a compare-and-swap loop (MLIR's GenericAtomicRMWOpLowering): the
   * element is loaded, the body (cloned into the loop block, its argument the current value) computes
   * the new value, and cmpxchg retries with the value it found until it succeeds.
   */
  private static boolean genericAtomicRmw(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    org.jmlir.ir.Block region = op.region(0).front();
    Value yielded = region.last().operand(0);
    boolean inside = yielded instanceof org.jmlir.ir.BlockArgument a ? a.owner() == region
        : yielded.definingOp() != null && yielded.definingOp().block() == region;
    if (!inside) {
      op.emitError("result not defined in region").report(); // as MLIR's lowering, which maps the yield through the clone
      return false;
    }
    MemRefType type = (MemRefType) op.operand(0).type();
    if (operands.size() - 1 != type.shape().length) {
      return false; // more or fewer subscripts than the memref has dims: no address to compute
    }
    Type elem = tc.convertType(type.elementType());
    MLIRContext ctx = op.context();
    org.jmlir.ir.Block init = op.block();
    org.jmlir.ir.Block loop = rw.splitBlock(init, op);
    org.jmlir.ir.Block end = rw.splitBlock(loop, op.nextInBlock());
    org.jmlir.ir.BlockArgument current = loop.addArgument(elem, op.location());
    rw.setInsertionPointToEnd(init);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Value ptr = elementPtr(tc, b, type, operands.get(0), operands.subList(1, operands.size()), false);
    if (ptr == null) {
      return false;
    }
    Value first = b.value(LoadOp.DEF, elem, List.of(ptr));
    branch(rw, op, List.of(first), loop);
    rw.setInsertionPoint(op);
    org.jmlir.ir.Block body = op.region(0).front();
    org.jmlir.ir.IRMapping mapping = new org.jmlir.ir.IRMapping();
    mapping.map(body.argument(0), current);
    for (Operation nested : body.operations()) {
      if (nested == body.last()) {
        break;
      }
      Operation clone = nested.clone(mapping);
      rw.insert(clone);
      for (int i = 0; i < nested.numResults(); i++) {
        mapping.map(nested.result(i), clone.result(i));
      }
    }
    Value result = mapping.lookupOrDefault(body.last().operand(0));
    Value pair = b.value(org.jmlir.dialect.llvm.LlvmOps.CMPXCHG,
        org.jmlir.dialect.llvm.LlvmStructType.getLiteral(ctx, List.of(elem, org.jmlir.ir.type.IntegerType.get(ctx, 1))),
        List.of(ptr, current, result),
        "success_ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, "acq_rel"),
        "failure_ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, "monotonic"));
    Value loaded = b.extractValue(elem, pair, 0);
    Value ok = b.extractValue(org.jmlir.ir.type.IntegerType.get(ctx, 1), pair, 1);
    org.jmlir.ir.OperationState cb = new org.jmlir.ir.OperationState(ctx, org.jmlir.dialect.llvm.CondBrOp.DEF, op.location());
    cb.addOperand(ok);
    cb.addOperand(loaded);
    cb.addSuccessor(end);
    cb.addSuccessor(loop);
    cb.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(
        new org.jmlir.ir.attr.NamedAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, b.i32Array(1, 0, 1))));
    rw.create(cb);
    rw.replaceOp(op, List.of(loaded));
    return true;
  }

  /** A signless integer, index or float: malloc's own alignment suits it. */
  private static boolean isScalar(Type t) {
    return t instanceof org.jmlir.ir.type.IntegerType i && i.isSignless() || t instanceof org.jmlir.ir.type.IndexType
        || t instanceof org.jmlir.ir.type.FloatType;
  }

  /** The element's size in bytes, as a GEP from null (MLIR's getSizeInBytes). */
  private static Value elementSize(LlvmTypeConverter tc, LlvmBuilder b, Type elem) {
    Value zero = b.value(LlvmOps.ZERO, tc.ptr(0), List.of());
    Value gep = insert(b, GEPOp.create(b.context(), b.loc(), tc.ptr(0), tc.convertType(elem), zero, List.of(1), 0));
    return b.value(LlvmOps.PTRTOINT, tc.indexType(), List.of(gep));
  }

  /** The data layout size of an element in bytes; 0 when not known here. */
  private static long elementBytes(LlvmTypeConverter tc, Type t) {
    if (t instanceof org.jmlir.ir.type.IntegerType i) {
      return (i.width() + 7) / 8;
    }
    if (t instanceof org.jmlir.ir.type.IndexType) {
      return (tc.indexBitwidth() + 7) / 8;
    }
    if (t instanceof org.jmlir.ir.type.FloatType f) {
      return (f.width() + 7) / 8;
    }
    if (t instanceof org.jmlir.ir.type.VectorType v && !v.isScalable()) {
      long n = 1;
      for (long d : v.shape()) {
        n *= d;
      }
      long e = elementBytes(tc, v.elementType());
      return e == 0 ? 0 : pow2Ceil(n * e);
    }
    long index = (tc.indexBitwidth() + 7) / 8;
    if (t instanceof MemRefType m) {
      // A descriptor: two pointers, the offset, the sizes and the strides.
      return 2 * 8 + (1 + 2L * m.rank()) * index;
    }
    if (t instanceof org.jmlir.ir.type.UnrankedMemRefType) {
      // The rank and the pointer to the ranked descriptor.
      return index + 8;
    }
    return 0;
  }

  /** The allocated and aligned pointers of an unranked memref: the first two fields behind its pointer. */
  static Value[] unrankedPointers(LlvmTypeConverter tc, LlvmBuilder b, Operation op, Value unranked) {
    Value ranked = b.extractValue(tc.ptr(0), unranked, 1);
    Value alloc = b.value(LoadOp.DEF, tc.ptr(0), List.of(ranked));
    Value at = insert(b, GEPOp.create(op.context(), op.location(), tc.ptr(0), tc.ptr(0), ranked, List.of(1), 0));
    return new Value[] {alloc, b.value(LoadOp.DEF, tc.ptr(0), List.of(at)), ranked};
  }

  /** Adds the memref-to-llvm patterns to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    return patterns(tc, out, false);
  }

  /**
   * As above; {@code viaInterface} for {@code convert-to-llvm}, where MLIR 22 leaves a memref.reshape
   * to a ranked result with dynamic sizes alone (the memref.load it builds for each size does not
   * legalize there).
   */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean viaInterface) {
    return patterns(tc, out, viaInterface, false, false);
  }

  /**
   * As above; {@code alignedAlloc} allocates with {@code aligned_alloc(alignment, size)}, and
   * {@code generic} calls {@code _mlir_memref_to_llvm_alloc}/{@code _aligned_alloc}/{@code _free}
   * instead of the C library's functions (the pass's use-aligned-alloc and use-generic-functions).
   */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean viaInterface,
      boolean alignedAlloc, boolean generic) {
    String mallocName = generic ? "_mlir_memref_to_llvm_alloc" : "malloc";
    String alignedName = generic ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc";
    String freeName = generic ? "_mlir_memref_to_llvm_free" : "free";
    out.add(converted("memref.load", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.operand(0).type();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value ptr = elementPtr(tc, b, type, operands.get(0), operands.subList(1, operands.size()));
      if (ptr == null) {
        return false;
      }
      Type elem = tc.convertType(type.elementType());
      rw.replaceOp(op, List.of(b.value(LoadOp.DEF, elem, List.of(ptr), accessProps(op))));
      return true;
    }));
    out.add(converted("memref.store", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.operand(1).type();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value ptr = elementPtr(tc, b, type, operands.get(1), operands.subList(2, operands.size()));
      if (ptr == null) {
        return false;
      }
      b.op(StoreOp.DEF, List.of(operands.get(0), ptr), List.of(), accessProps(op));
      rw.eraseOp(op);
      return true;
    }));
    out.add(converted("memref.atomic_rmw", tc, (op, operands, rw) -> atomicRmw(tc, op, operands, rw)));
    out.add(converted("memref.alloc", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.result(0).type();
      Type desc = tc.convertType(type);
      if (desc == null || !isIdentity(type)) {
        return false;
      }
      MLIRContext ctx = op.context();
      if (alignedAlloc) {
        return alignedAlloc(tc, op, operands, rw, type, desc, alignedName);
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Sizes s = sizes(tc, b, type, operands.subList(0, dynamicCount(op)), true);
      org.jmlir.dialect.llvm.FuncOp mallocFn = LlvmSymbols.lookupOrCreateFn(rw, op, mallocName, LlvmFunctionType.get(ctx, tc.ptr(0), List.of(tc.indexType()), false), !viaInterface);
      if (mallocFn == null) {
        return false;
      }
      String malloc = mallocFn.symName();
      rw.setInsertionPoint(op);
      // An alignment: allocate that many more bytes and round the pointer up (MLIR's AllocOpLowering).
      // Without one, an element that is not a scalar (a vector) is aligned to its own size.
      Value align = op.inherentAttr("alignment") instanceof IntegerAttr a ? b.indexConstant(tc.indexType(), a.longValue())
          : isScalar(type.elementType()) ? null : elementSize(tc, b, type.elementType());
      Value bytes = align == null ? s.size : b.binary(LlvmOps.ADD, s.size, align);
      CallOp call = CallOp.create(ctx, op.location(), malloc, tc.ptr(0), List.of(bytes));
      rw.insert(call);
      Value p = call.result(0);
      if (align != null) {
        Value asInt = b.value(LlvmOps.PTRTOINT, tc.indexType(), List.of(p));
        Value bumped = b.binary(LlvmOps.ADD, asInt, b.binary(LlvmOps.SUB, align, b.indexConstant(tc.indexType(), 1)));
        Value aligned = b.binary(LlvmOps.SUB, bumped, b.binary(LlvmOps.UREM, bumped, align));
        Value alignedPtr = b.value(LlvmOps.INTTOPTR, tc.ptr(0), List.of(aligned));
        rw.replaceOp(op, List.of(descriptor(tc, b, desc, p, alignedPtr, s)));
        return true;
      }
      int as = tc.memorySpaceOf(type.memorySpace());
      if (as != 0) {
        p = b.value(LlvmOps.ADDRSPACECAST, tc.ptr(as), List.of(p));
      }
      rw.replaceOp(op, List.of(descriptor(tc, b, desc, p, p, s)));
      return true;
    }));
    out.add(converted("memref.alloca", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.result(0).type();
      Type desc = tc.convertType(type);
      if (desc == null || !isIdentity(type)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Sizes s = sizes(tc, b, type, operands.subList(0, dynamicCount(op)), false);
      Value p = b.value(AllocaOp.DEF, tc.ptr(0), List.of(s.size), "alignment", op.inherentAttr("alignment"),
          "elem_type", TypeAttr.get(op.context(), tc.convertType(type.elementType())));
      rw.replaceOp(op, List.of(descriptor(tc, b, desc, p, p, s)));
      return true;
    }));
    out.add(converted("memref.dealloc", tc, (op, operands, rw) -> {
      MLIRContext ctx = op.context();
      org.jmlir.dialect.llvm.FuncOp freeFn = LlvmSymbols.lookupOrCreateFn(rw, op, freeName, LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(tc.ptr(0)), false), !viaInterface);
      if (freeFn == null) {
        return false;
      }
      String free = freeFn.symName();
      rw.setInsertionPoint(op);
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      // An unranked memref's allocated pointer is the first field of the descriptor it points to.
      Value allocated = op.operand(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType
          ? b.value(LoadOp.DEF, tc.ptr(0), List.of(b.extractValue(tc.ptr(0), operands.get(0), 1)))
          : new MemRefDescriptor(b, operands.get(0)).allocatedPtr();
      rw.insert(CallOp.create(ctx, op.location(), free, null, List.of(allocated)));
      rw.eraseOp(op);
      return true;
    }));
    out.add(converted("memref.dim", tc, (op, operands, rw) -> {
      MLIRContext ctx = op.context();
      if (op.operand(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType) {
        // The size is read from the ranked descriptor behind the pointer: past its two pointers and
        // offset, at 1 + index (MLIR's DimOpLowering for unranked memrefs).
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        Value ranked = b.extractValue(tc.ptr(0), operands.get(0), 1);
        Type head = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(ctx, List.of(tc.ptr(0), tc.ptr(0), tc.indexType()));
        Value offsetPtr = insert(b, GEPOp.create(ctx, op.location(), tc.ptr(0), head, ranked, List.of(0, 2), 0));
        Value one = b.indexConstant(tc.indexType(), 1);
        Value at = b.binary(LlvmOps.ADD, one, operands.get(1));
        Value sizePtr = insert(b, GEPOp.create(ctx, op.location(), tc.ptr(0), tc.indexType(), offsetPtr, List.of(at), 0));
        rw.replaceOp(op, List.of(b.value(LoadOp.DEF, tc.indexType(), List.of(sizePtr))));
        return true;
      }
      if (op.operand(0).type() instanceof MemRefType type
          && !(rw.seesOriginalProducer(op.operand(1))
              && org.jmlir.ir.rewrite.OperationFolder.constantValue(op.operand(1)) instanceof IntegerAttr ci
              && ci.longValue() >= 0 && ci.longValue() < type.rank())) {
        // A run-time index (or a constant out of range): the sizes array goes to a stack slot and is indexed there.
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        Value one = b.indexConstant(tc.indexType(), 1);
        Type arr = LlvmArrayType.get(ctx, tc.indexType(), type.rank());
        Value sizes = b.extractValue(arr, operands.get(0), 3);
        Value slot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(one), "elem_type", TypeAttr.get(ctx, arr));
        b.op(StoreOp.DEF, List.of(sizes, slot), List.of());
        Value p = insert(b, GEPOp.create(ctx, op.location(), tc.ptr(0), arr, slot, List.of(0, operands.get(1)), 0));
        rw.replaceOp(op, List.of(b.value(LoadOp.DEF, tc.indexType(), List.of(p))));
        return true;
      }
      if (!(op.operand(0).type() instanceof MemRefType type)
          || !(org.jmlir.ir.rewrite.OperationFolder.constantValue(op.operand(1)) instanceof IntegerAttr idx)) {
        return false;
      }
      int i = (int) idx.longValue();
      if (i < 0 || i >= type.shape().length) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      long dim = type.shape()[i];
      Value v = dim == ShapedType.DYNAMIC ? new MemRefDescriptor(b, operands.get(0)).size(i) : b.indexConstant(tc.indexType(), dim);
      rw.replaceOp(op, List.of(v));
      return true;
    }));
    out.add(converted("memref.cast", tc, (op, operands, rw) -> {
      if (op.operand(0).type() instanceof MemRefType ranked && op.result(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType) {
        // Ranked to unranked: the descriptor goes to a stack slot, the result is {rank, pointer}.
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        // MLIR's promoteOneMemRefDescriptor counts in i64 whatever the index width.
        Value one = b.indexConstant(org.jmlir.ir.type.IntegerType.get(op.context(), 64), 1);
        Value slot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(one), "elem_type",
            org.jmlir.ir.attr.TypeAttr.get(op.context(), operands.get(0).type()));
        b.op(StoreOp.DEF, List.of(operands.get(0), slot), List.of());
        Value rank = b.indexConstant(tc.indexType(), ranked.rank());
        rw.replaceOp(op, List.of(b.pack(tc.unrankedDescriptorType(), List.of(rank, slot))));
        return true;
      }
      if (op.operand(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType && op.result(0).type() instanceof MemRefType ranked) {
        // Unranked to ranked: the ranked descriptor is loaded from the unranked one's pointer.
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        Type desc = tc.convertType(ranked);
        if (desc == null) {
          return false;
        }
        Value ptr = b.extractValue(tc.ptr(0), operands.get(0), 1);
        rw.replaceOp(op, List.of(b.value(LoadOp.DEF, desc, List.of(ptr))));
        return true;
      }
      if (!(op.operand(0).type() instanceof MemRefType) || !(op.result(0).type() instanceof MemRefType)) {
        return false;
      }
      rw.replaceOp(op, List.of(operands.get(0)));
      return true;
    }));
    out.add(converted("memref.extract_aligned_pointer_as_index", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value aligned;
      if (op.operand(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType) {
        // The aligned pointer is the second field of the ranked descriptor in memory.
        Value ranked = b.extractValue(tc.ptr(0), operands.get(0), 1);
        Value at = insert(b, GEPOp.create(op.context(), op.location(), tc.ptr(0), tc.ptr(0), ranked, List.of(1), 0));
        aligned = b.value(LoadOp.DEF, tc.ptr(0), List.of(at));
      } else {
        aligned = new MemRefDescriptor(b, operands.get(0)).alignedPtr();
      }
      rw.replaceOp(op, List.of(b.value(LlvmOps.PTRTOINT, tc.indexType(), List.of(aligned))));
      return true;
    }));
    out.add(converted("memref.extract_strided_metadata", tc, (op, operands, rw) -> {
      if (!(op.operand(0).type() instanceof MemRefType type)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
      Type baseDesc = tc.convertType(op.result(0).type());
      Value alloc = src.allocatedPtr();
      Value aligned = src.alignedPtr();
      MemRefDescriptor base = MemRefDescriptor.poison(b, baseDesc);
      base.setAllocatedPtr(alloc);
      base.setAlignedPtr(aligned);
      base.setOffset(b.indexConstant(tc.indexType(), 0));
      List<Value> results = new ArrayList<>(List.of(base.value(), src.offset()));
      int rank = type.shape().length;
      for (int i = 0; i < rank; i++) {
        results.add(src.size(i));
      }
      for (int i = 0; i < rank; i++) {
        results.add(src.stride(i));
      }
      rw.replaceOp(op, results);
      return true;
    }));
    out.add(converted("memref.reinterpret_cast", tc, (op, operands, rw) -> {
      if (!(op.result(0).type() instanceof MemRefType type)) {
        return false;
      }
      Type desc = tc.convertType(type);
      if (desc == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      long[] offsets = longs(op, "static_offsets");
      long[] sizes = longs(op, "static_sizes");
      long[] strides = longs(op, "static_strides");
      int[] seg = segments(op);
      int next = seg[0];
      MemRefDescriptor d;
      Value alloc;
      Value aligned;
      if (op.operand(0).type() instanceof MemRefType) {
        MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
        d = MemRefDescriptor.poison(b, desc);
        alloc = src.allocatedPtr();
        aligned = src.alignedPtr();
      } else {
        // An unranked source: both pointers are read from the ranked descriptor in memory.
        d = MemRefDescriptor.poison(b, desc);
        Value[] ptrs = unrankedPointers(tc, b, op, operands.get(0));
        alloc = ptrs[0];
        aligned = ptrs[1];
      }
      d.setAllocatedPtr(alloc);
      d.setAlignedPtr(aligned);
      d.setOffset(offsets[0] == ShapedType.DYNAMIC ? operands.get(next++) : b.indexConstant(tc.indexType(), offsets[0]));
      int sizeAt = seg[0] + seg[1];
      int strideAt = seg[0] + seg[1] + seg[2];
      for (int i = 0; i < sizes.length; i++) {
        d.setSize(i, sizes[i] == ShapedType.DYNAMIC ? operands.get(sizeAt++) : b.indexConstant(tc.indexType(), sizes[i]));
        d.setStride(i, strides[i] == ShapedType.DYNAMIC ? operands.get(strideAt++) : b.indexConstant(tc.indexType(), strides[i]));
      }
      rw.replaceOp(op, List.of(d.value()));
      return true;
    }));
    // mlir-opt 22's finalize-memref-to-llvm lowers generic_atomic_rmw only when its body holds
    // nothing but llvm ops (and the yield); convert-to-llvm lowers the body's other dialects too.
    out.add(converted("memref.generic_atomic_rmw", tc, (op, operands, rw) ->
        (viaInterface || bodyIsLlvm(op)) && genericAtomicRmw(tc, op, operands, rw)));
    out.add(converted("memref.reshape", tc, (op, operands, rw) -> lowerReshape(tc, op, operands, rw, viaInterface)));
    out.add(converted("memref.global", tc, (op, operands, rw) -> lowerGlobal(tc, op, rw)));
    out.add(converted("memref.get_global", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.result(0).type();
      Type desc = tc.convertType(type);
      if (desc == null || !isIdentity(type)) {
        return false;
      }
      MLIRContext ctx = op.context();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Sizes s = sizes(tc, b, type, List.of(), true);
      String name = ((SymbolRefAttr) op.inherentAttr("name")).root();
      Integer as = tc.memorySpaceOf(type.memorySpace());
      Value addr = b.value(AddressOfOp.DEF, tc.ptr(as), List.of(), "global_name", SymbolRefAttr.get(ctx, name));
      List<Object> zeros = new ArrayList<>();
      for (int i = 0; i <= type.shape().length; i++) {
        zeros.add(0);
      }
      Operation gep = GEPOp.create(ctx, op.location(), tc.ptr(as), globalType(tc, type), addr, zeros, 0);
      rw.insert(gep);
      // As MLIR 22, the marker is an i64 whatever the index width.
      Type i64 = org.jmlir.ir.type.IntegerType.get(ctx, 64);
      Value deadBeef = b.constant(i64, IntegerAttr.get(ctx, org.jmlir.ir.type.IndexType.get(ctx), 0xdeadbeefL));
      Value bad = b.value(LlvmOps.INTTOPTR, tc.ptr(as), List.of(deadBeef));
      rw.replaceOp(op, List.of(descriptor(tc, b, desc, bad, gep.result(0), s)));
      return true;
    }));
    out.add(converted("memref.memory_space_cast", tc, (op, operands, rw) -> {
      if (op.result(0).type() instanceof org.jmlir.ir.type.UnrankedMemRefType u) {
        return unrankedMemorySpaceCast(tc, op, operands.get(0), u, rw);
      }
      if (!(op.result(0).type() instanceof MemRefType type) || !(tc.convertType(type) instanceof Type desc)) {
        return false;
      }
      // Every field read, both pointers cast to the new address space, the descriptor rebuilt.
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
      List<Value> fields = new ArrayList<>(src.unpack());
      Type ptr = tc.ptr(tc.memorySpaceOf(type.memorySpace()));
      fields.set(0, b.value(LlvmOps.ADDRSPACECAST, ptr, List.of(fields.get(0))));
      fields.set(1, b.value(LlvmOps.ADDRSPACECAST, ptr, List.of(fields.get(1))));
      MemRefDescriptor d = new MemRefDescriptor(b, MemRefDescriptor.pack(b, desc, fields));
      rw.replaceOp(op, List.of(d.value()));
      return true;
    }));
    out.add(converted("memref.view", tc, (op, operands, rw) -> lowerView(tc, op, operands, rw)));
    out.add(converted("memref.assume_alignment", tc, (op, operands, rw) -> {
      if (!(op.operand(0).type() instanceof MemRefType type)) {
        return false;
      }
      MLIRContext ctx = op.context();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor d = new MemRefDescriptor(b, operands.get(0));
      Value ptr = d.alignedPtr();
      StridedLayouts.Strided strided = StridedLayouts.stridesOf(type);
      if (strided != null && strided.offset() != 0) {
        // The buffer's address: the aligned pointer advanced by the offset.
        Value off = d.offset();
        ptr = insert(b, GEPOp.create(ctx, op.location(), ptr.type(), tc.convertType(type.elementType()), ptr, List.of(off), 0));
      }
      Value yes = b.constant(org.jmlir.ir.type.IntegerType.get(ctx, 1), IntegerAttr.bool(ctx, true));
      Value align = b.indexConstant(tc.indexType(), ((IntegerAttr) op.inherentAttr("alignment")).longValue());
      b.op(ctx.lookupOp("llvm.intr.assume"), List.of(yes, ptr, align), List.of(),
          "op_bundle_sizes", DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32), new long[] {2}),
          "op_bundle_tags", org.jmlir.ir.attr.ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, "align"))));
      rw.replaceOp(op, List.of(operands.get(0)));
      return true;
    }));
    out.add(converted("memref.rank", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value r = op.operand(0).type() instanceof MemRefType m
          ? b.indexConstant(tc.indexType(), m.rank())
          : b.extractValue(tc.indexType(), operands.get(0), 0);
      rw.replaceOp(op, List.of(r));
      return true;
    }));
    out.add(converted("memref.transpose", tc, (op, operands, rw) -> {
      org.jmlir.ir.affine.AffineMap map = ((org.jmlir.ir.attr.AffineMapAttr) op.inherentAttr("permutation")).map();
      if (map.isIdentity()) {
        rw.replaceOp(op, List.of(operands.get(0)));
        return true;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
      MemRefDescriptor d = MemRefDescriptor.poison(b, operands.get(0).type());
      d.setAllocatedPtr(src.allocatedPtr());
      d.setAlignedPtr(src.alignedPtr());
      d.setOffset(src.offset());
      for (int i = 0; i < map.numResults(); i++) {
        int from = ((org.jmlir.ir.affine.AffineDimExpr) map.results().get(i)).position();
        d.setSize(i, src.size(from));
        d.setStride(i, src.stride(from));
      }
      rw.replaceOp(op, List.of(d.value()));
      return true;
    }));
    out.add(converted("memref.prefetch", tc, (op, operands, rw) -> {
      MemRefType type = (MemRefType) op.operand(0).type();
      MLIRContext ctx = op.context();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value ptr = elementPtr(tc, b, type, operands.get(0), operands.subList(1, operands.size()), false);
      if (ptr == null) {
        return false;
      }
      Type i32 = org.jmlir.ir.type.IntegerType.get(ctx, 32);
      b.op(ctx.lookupOp("llvm.intr.prefetch"), List.of(ptr), List.of(),
          "rw", IntegerAttr.get(ctx, i32, flag(op, "isWrite") ? 1 : 0),
          "hint", IntegerAttr.get(ctx, i32, ((IntegerAttr) op.inherentAttr("localityHint")).longValue()),
          "cache", IntegerAttr.get(ctx, i32, flag(op, "isDataCache") ? 1 : 0));
      rw.eraseOp(op);
      return true;
    }));
    out.add(ConversionPattern.of("memref.alloca_scope", tc, (op, operands, rw) -> lowerAllocaScope(tc, op, rw)));
    out.add(converted("memref.copy", tc, (op, operands, rw) -> {
      if (!(op.operand(0).type() instanceof MemRefType src) || !(op.operand(1).type() instanceof MemRefType dst)) {
        return copyThroughRuntime(tc, op, operands, rw, (org.jmlir.ir.type.ShapedType) op.operand(0).type());
      }
      if (!memcpyable(src) || !memcpyable(dst)) {
        return copyThroughRuntime(tc, op, operands, rw, src);
      }
      MLIRContext ctx = op.context();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor sd = new MemRefDescriptor(b, operands.get(0));
      Value n = b.indexConstant(tc.indexType(), 1);
      for (int i = 0; i < src.shape().length; i++) {
        n = b.binary(LlvmOps.MUL, n, sd.size(i));
      }
      Type elem = tc.convertType(src.elementType());
      Value zero = b.value(LlvmOps.ZERO, tc.ptr(0), List.of());
      Operation gep = GEPOp.create(ctx, op.location(), tc.ptr(0), elem, zero, List.of(1), 0);
      rw.insert(gep);
      Value elemSize = b.value(LlvmOps.PTRTOINT, tc.indexType(), List.of(gep.result(0)));
      Value bytes = b.binary(LlvmOps.MUL, n, elemSize);
      Value srcPtr = offsetPtr(tc, b, sd, elem);
      Value dstPtr = offsetPtr(tc, b, new MemRefDescriptor(b, operands.get(1)), elem);
      b.op(ctx.lookupOp("llvm.intr.memcpy"), List.of(dstPtr, srcPtr, bytes), List.of(),
          "isVolatile", IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 1), 0));
      rw.eraseOp(op);
      return true;
    }));
    return out;
  }

  private static void branch(ConversionPatternRewriter rw, Operation op, List<Value> operands, org.jmlir.ir.Block dest) {
    org.jmlir.ir.OperationState br = new org.jmlir.ir.OperationState(op.context(), org.jmlir.dialect.llvm.BrOp.DEF, op.location());
    for (Value v : operands) {
      br.addOperand(v);
    }
    br.addSuccessor(dest);
    rw.create(br);
  }

  /**
   * An unranked memory_space_cast (MLIR's MemorySpaceCastOpLowering): a new ranked descriptor on the
   * stack of the source's size, its two pointers loaded, cast to the new address space and stored,
   * the offset, sizes and strides copied with a memcpy.
   */
  private static boolean unrankedMemorySpaceCast(
      LlvmTypeConverter tc, Operation op, Value source, org.jmlir.ir.type.UnrankedMemRefType type, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Type srcPtr = tc.ptr(tc.memorySpaceOf(((org.jmlir.ir.type.UnrankedMemRefType) op.operand(0).type()).memorySpace()));
    Type dstPtr = tc.ptr(tc.memorySpaceOf(type.memorySpace()));
    Type stackPtr = tc.ptr(0);
    Value rank = b.extractValue(tc.indexType(), source, 0);
    Value srcDesc = b.extractValue(stackPtr, source, 1);
    Value result = b.insertValue(b.poison(tc.unrankedDescriptorType()), rank, 0);
    Value bytes = MemRefDescriptor.unrankedDescriptorBytes(tc, b, List.of(result)).get(0);
    Value dstDesc = b.value(AllocaOp.DEF, stackPtr, List.of(bytes), "elem_type", TypeAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 8)));
    result = b.insertValue(result, dstDesc, 1);
    Value alloc = b.value(LoadOp.DEF, srcPtr, List.of(srcDesc));
    Value alignedAt = insert(b, GEPOp.create(ctx, op.location(), stackPtr, srcPtr, srcDesc, List.of(1), 0));
    Value aligned = b.value(LoadOp.DEF, srcPtr, List.of(alignedAt));
    Value newAlloc = b.value(LlvmOps.ADDRSPACECAST, dstPtr, List.of(alloc));
    Value newAligned = b.value(LlvmOps.ADDRSPACECAST, dstPtr, List.of(aligned));
    b.op(StoreOp.DEF, List.of(newAlloc, dstDesc), List.of());
    Value newAlignedAt = insert(b, GEPOp.create(ctx, op.location(), stackPtr, dstPtr, dstDesc, List.of(1), 0));
    b.op(StoreOp.DEF, List.of(newAligned, newAlignedAt), List.of());
    Value srcRest = insert(b, GEPOp.create(ctx, op.location(), stackPtr, srcPtr, srcDesc, List.of(2), 0));
    Value dstRest = insert(b, GEPOp.create(ctx, op.location(), stackPtr, dstPtr, dstDesc, List.of(2), 0));
    // Two result pointers' bytes (MLIR takes 8 per pointer here, whatever the data layout says).
    Value rest = b.binary(LlvmOps.SUB, bytes, b.indexConstant(tc.indexType(), 16));
    b.op(ctx.lookupOp("llvm.intr.memcpy"), List.of(dstRest, srcRest, rest), List.of(),
        "isVolatile", IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 1), 0));
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** Whether every op of {@code op}'s body but its terminator is an llvm op. */
  private static boolean bodyIsLlvm(Operation op) {
    for (Operation o : op.region(0).front()) {
      if (o != op.region(0).front().last() && !o.name().startsWith("llvm.")) {
        return false;
      }
    }
    return true;
  }

  private static boolean flag(Operation op, String name) {
    return op.inherentAttr(name) instanceof IntegerAttr i && i.longValue() != 0;
  }

  /**
   * memref.view (MLIR's ViewOpLowering): the source's allocated pointer, its aligned pointer
   * advanced by the byte shift, offset 0, then sizes and strides from the innermost dimension out.
   */
  private static boolean lowerView(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MemRefType type = (MemRefType) op.result(0).type();
    Type desc = tc.convertType(type);
    StridedLayouts.Strided strided = StridedLayouts.stridesOf(type);
    if (desc == null || strided == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    MemRefDescriptor src = new MemRefDescriptor(b, operands.get(0));
    MemRefDescriptor d = MemRefDescriptor.poison(b, desc);
    d.setAllocatedPtr(src.allocatedPtr());
    Value aligned = src.alignedPtr();
    Type i8 = tc.convertType(((MemRefType) op.operand(0).type()).elementType());
    d.setAlignedPtr(insert(b, GEPOp.create(ctx, op.location(), aligned.type(), i8, aligned, List.of(operands.get(1)), 0)));
    d.setOffset(b.indexConstant(tc.indexType(), 0));
    long[] shape = type.shape();
    List<Value> dynamicSizes = operands.subList(2, operands.size());
    Value stride = null;
    Value nextSize = null;
    for (int i = shape.length - 1; i >= 0; i--) {
      Value size;
      if (shape[i] == ShapedType.DYNAMIC) {
        int before = 0;
        for (int j = 0; j < i; j++) {
          before += shape[j] == ShapedType.DYNAMIC ? 1 : 0;
        }
        size = dynamicSizes.get(before);
      } else {
        size = b.indexConstant(tc.indexType(), shape[i]);
      }
      d.setSize(i, size);
      long st = strided.strides()[i];
      if (st != ShapedType.DYNAMIC) {
        stride = b.indexConstant(tc.indexType(), st);
      } else if (nextSize != null) {
        stride = stride != null ? b.binary(LlvmOps.MUL, stride, nextSize) : nextSize;
      } else {
        stride = b.indexConstant(tc.indexType(), 1);
      }
      d.setStride(i, stride);
      nextSize = size;
    }
    rw.replaceOp(op, List.of(d.value()));
    return true;
  }

  /**
   * memref.alloca_scope (MLIR's AllocaScopeOpLowering): the stack is saved, the body inlined in
   * its place, and restored where the body returns, before a branch to the code after the op.
   */
  private static boolean lowerAllocaScope(LlvmTypeConverter tc, Operation op, ConversionPatternRewriter rw) {
    org.jmlir.ir.Block current = op.block();
    org.jmlir.ir.Block remaining = rw.splitBlock(current, op);
    org.jmlir.ir.Block cont;
    List<Type> resultTypes = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      resultTypes.add(op.result(i).type());
    }
    if (resultTypes.isEmpty()) {
      cont = remaining;
    } else {
      cont = rw.createBlock(remaining, resultTypes, op.location());
      rw.setInsertionPointToEnd(cont);
      branch(rw, op, List.of(), remaining);
    }
    org.jmlir.ir.Region body = op.region(0);
    org.jmlir.ir.Block first = body.blocks().get(0);
    org.jmlir.ir.Block last = body.blocks().get(body.blocks().size() - 1);
    org.jmlir.ir.Region parent = current.parent();
    rw.inlineRegionBefore(body, parent, parent.indexOf(cont));
    rw.setInsertionPointToEnd(current);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Value saved = b.value(op.context().lookupOp("llvm.intr.stacksave"), tc.ptr(0), List.of());
    branch(rw, op, List.of(), first);
    Operation ret = last.last();
    rw.setInsertionPoint(ret);
    b.op(op.context().lookupOp("llvm.intr.stackrestore"), List.of(saved), List.of());
    branch(rw, op, ret.operands(), cont);
    rw.eraseOp(ret);
    List<Value> results = new ArrayList<>(cont.arguments());
    rw.replaceOp(op, results.isEmpty() ? List.of() : results);
    return true;
  }

  /**
   * A copy between strided memrefs: both descriptors go to stack slots as unranked memrefs and the
   * runtime's {@code memrefCopy(elemSize, src, dst)} follows the strides (MLIR's MemRefCopyOpLowering).
   */
  private static boolean copyThroughRuntime(LlvmTypeConverter tc, Operation op, List<Value> operands,
      org.jmlir.ir.rewrite.PatternRewriter rw, org.jmlir.ir.type.ShapedType src) {
    MLIRContext ctx = op.context();
    Type i64 = org.jmlir.ir.type.IntegerType.get(ctx, 64);
    LlvmSymbols.lookupOrCreateFn(rw, op, "memrefCopy", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx),
        List.of(tc.indexType(), tc.ptr(0), tc.ptr(0)), false));
    rw.setInsertionPoint(op);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Value saved = b.value(ctx.lookupOp("llvm.intr.stacksave"), tc.ptr(0), List.of());
    List<Value> unranked = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      if (!(op.operand(i).type() instanceof MemRefType)) {
        unranked.add(operands.get(i)); // already a {rank, pointer} pair
        continue;
      }
      // As MLIR 22: the rank has the index type, the slot's count is always an i64.
      Value rank = b.intConstant(tc.indexType(), ((MemRefType) op.operand(i).type()).rank());
      Value one = b.indexConstant(i64, 1);
      Value slot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(one), "elem_type", org.jmlir.ir.attr.TypeAttr.get(ctx, operands.get(i).type()));
      b.op(StoreOp.DEF, List.of(operands.get(i), slot), List.of());
      unranked.add(b.pack(tc.unrankedDescriptorType(), List.of(rank, slot)));
    }
    Value one = b.indexConstant(tc.indexType(), 1);
    List<Value> slots = new ArrayList<>();
    for (Value u : unranked) {
      Value slot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(one), "elem_type", org.jmlir.ir.attr.TypeAttr.get(ctx, u.type()));
      b.op(StoreOp.DEF, List.of(u, slot), List.of());
      slots.add(slot);
    }
    Type elem = tc.convertType(src.elementType());
    Value zero = b.value(LlvmOps.ZERO, tc.ptr(0), List.of());
    Operation gep = GEPOp.create(ctx, op.location(), tc.ptr(0), elem, zero, List.of(1), 0);
    rw.insert(gep);
    Value elemSize = b.value(LlvmOps.PTRTOINT, tc.indexType(), List.of(gep.result(0)));
    rw.insert(CallOp.create(ctx, op.location(), "memrefCopy", null, List.of(elemSize, slots.get(0), slots.get(1))));
    b.op(ctx.lookupOp("llvm.intr.stackrestore"), List.of(saved), List.of());
    rw.eraseOp(op);
    return true;
  }

  /** The aligned pointer advanced by the descriptor's offset. */
  private static Value offsetPtr(LlvmTypeConverter tc, LlvmBuilder b, MemRefDescriptor d, Type elem) {
    Value aligned = d.alignedPtr();
    Value off = d.offset();
    Operation gep = GEPOp.create(b.context(), b.loc(), tc.ptr(0), elem, aligned, List.of(off), 0);
    return insert(b, gep);
  }

  private static Value insert(LlvmBuilder b, Operation op) {
    return b.insert(op).result(0);
  }

  /**
   * memref.atomic_rmw -> {@code llvm.atomicrmw <op> %elementPtr, %value acq_rel} (MLIR's
   * AtomicRMWOpLowering); mulf and muli have no LLVM atomic and stay (MLIR expands them into a
   * compare-and-swap loop first).
   */
  private static boolean atomicRmw(LlvmTypeConverter tc, Operation op, List<Value> operands,
      org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    String kind = org.jmlir.dialect.memref.AtomicRMWOp.KINDS.get((int) ((IntegerAttr) op.inherentAttr("kind")).longValue());
    String bin = switch (kind) {
      case "addf" -> "fadd";
      case "addi" -> "add";
      case "assign" -> "xchg";
      case "maximumf" -> "fmaximum";
      case "maxnumf" -> "fmax";
      case "maxs" -> "max";
      case "maxu" -> "umax";
      case "minimumf" -> "fminimum";
      case "minnumf" -> "fmin";
      case "mins" -> "min";
      case "minu" -> "umin";
      case "ori" -> "_or";
      case "andi" -> "_and";
      case "xori" -> "_xor";
      default -> null;
    };
    if (bin == null) {
      return false;
    }
    MemRefType type = (MemRefType) op.operand(1).type();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Value ptr = elementPtr(tc, b, type, operands.get(1), operands.subList(2, operands.size()), false);
    if (ptr == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    rw.replaceOp(op, List.of(b.value(org.jmlir.dialect.llvm.LlvmOps.ATOMICRMW, operands.get(0).type(), List.of(ptr, operands.get(0)),
        "bin_op", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_BIN_OP.attr(ctx, bin),
        "ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, "acq_rel"))));
    return true;
  }

  private static Object[] accessProps(Operation op) {
    Attribute align = op.inherentAttr("alignment");
    Attribute nt = op.inherentAttr("nontemporal");
    boolean nontemporal = nt instanceof IntegerAttr i && i.longValue() != 0;
    return new Object[] {"alignment", align, "nontemporal", nontemporal ? UnitAttr.get(op.context()) : null};
  }

  /**
   * A memref pattern that applies only once its memref operands have converted (a memory space the
   * type converter cannot map leaves them memrefs; the op then stays, as in MLIR).
   */
  private static ConversionPattern converted(String name, LlvmTypeConverter tc, ConversionPattern.Body body) {
    return ConversionPattern.of(name, tc, (op, operands, rw) -> {
      for (Value v : operands) {
        if (v.type() instanceof MemRefType || v.type() instanceof org.jmlir.ir.type.UnrankedMemRefType) {
          return false;
        }
      }
      return body.apply(op, operands, rw);
    });
  }

  /**
   * Whether a copy may use memcpy (MLIR's MemRefCopyOpLowering): an identity layout, or a static,
   * non-empty shape that is contiguous row-major at any offset.
   */
  private static boolean memcpyable(MemRefType t) {
    if (isIdentity(t)) {
      return true;
    }
    long[] shape = t.shape();
    long count = 1;
    for (long d : shape) {
      if (d == ShapedType.DYNAMIC) {
        return false;
      }
      count *= d;
    }
    org.jmlir.dialect.utils.StridedLayouts.Strided s = org.jmlir.dialect.utils.StridedLayouts.stridesOf(t);
    if (count == 0 || s == null) {
      return false;
    }
    // Inner dims with canonical strides, then only unit dims (MLIR's isStaticShapeAndContiguousRowMajor).
    long running = 1;
    int d = shape.length - 1;
    while (d >= 0 && s.strides()[d] == running) {
      running *= shape[d];
      d--;
    }
    while (d >= 0 && shape[d] == 1) {
      d--;
    }
    return d < 0;
  }

  private static boolean isIdentity(MemRefType t) {
    return t.layout() == null || t.layout() instanceof org.jmlir.ir.attr.AffineMapAttr m && m.map().isIdentity();
  }

  private static long[] longs(Operation op, String name) {
    DenseArrayAttr d = (DenseArrayAttr) op.inherentAttr(name);
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  private static int[] segments(Operation op) {
    DenseArrayAttr d = (DenseArrayAttr) op.inherentAttr("operandSegmentSizes");
    int[] out = new int[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) d.rawValue(i);
    }
    return out;
  }

  private static int dynamicCount(Operation op) {
    return op.inherentAttr("operandSegmentSizes") instanceof DenseArrayAttr d ? (int) d.rawValue(0) : op.numOperands();
  }

  /**
   * The address of the element at {@code indices} (MLIR's getStridedElementPtr): the aligned
   * pointer (plus a non-zero offset), then the sum of index*stride, with nsw/nuw flags and an
   * inbounds|nuw GEP.
   */
  public static Value elementPtr(LlvmTypeConverter tc, LlvmBuilder b, MemRefType type, Value desc, List<Value> indices) {
    return elementPtr(tc, b, type, desc, indices, true);
  }

  /**
   * As {@link #elementPtr(LlvmTypeConverter, LlvmBuilder, MemRefType, Value, List)}; without
   * {@code noWrap} the index arithmetic and the GEP carry no flags (MLIR's vector loads and stores).
   */
  public static Value elementPtr(LlvmTypeConverter tc, LlvmBuilder b, MemRefType type, Value desc, List<Value> indices,
      boolean noWrap) {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(type);
    if (s == null) {
      return null;
    }
    MemRefDescriptor d = new MemRefDescriptor(b, desc);
    Type elem = tc.convertType(type.elementType());
    Value base = d.alignedPtr();
    if (s.offset() != 0) {
      Value off = s.offset() == ShapedType.DYNAMIC ? d.offset() : b.indexConstant(tc.indexType(), s.offset());
      base = b.insert(GEPOp.create(b.context(), b.loc(), tc.ptr(0), elem, base, List.of(off), 0)).result(0);
    }
    Value index = null;
    IntegerAttr flags = org.jmlir.dialect.llvm.LlvmSpecs.overflowAttr(b.context(),
        noWrap ? org.jmlir.dialect.llvm.LlvmSpecs.NSW | org.jmlir.dialect.llvm.LlvmSpecs.NUW : 0);
    for (int i = 0; i < indices.size(); i++) {
      Value inc = indices.get(i);
      long st = s.strides()[i];
      if (st != 1) {
        Value stride = st == ShapedType.DYNAMIC ? d.stride(i) : b.indexConstant(tc.indexType(), st);
        inc = b.binary(LlvmOps.MUL, inc, stride, "overflowFlags", flags);
      }
      index = index == null ? inc : b.binary(LlvmOps.ADD, index, inc, "overflowFlags", flags);
    }
    if (index == null) {
      return base;
    }
    Type ptrType = base.type();
    return b.insert(GEPOp.create(b.context(), b.loc(), ptrType, elem, base, List.of(index), noWrap ? GEPOp.INBOUNDS | GEPOp.NUW : 0)).result(0);
  }

  /** Sizes, strides and the total element count (or byte size) of an identity-layout memref. */
  public record Sizes(List<Value> sizes, List<Value> strides, Value size) {}

  /** MLIR's getMemRefDescriptorSizes. */
  public static Sizes sizes(LlvmTypeConverter tc, LlvmBuilder b, MemRefType type, List<Value> dynamic, boolean inBytes) {
    Type idx = tc.indexType();
    long[] shape = type.shape();
    List<Value> sizes = new ArrayList<>();
    int d = 0;
    for (long s : shape) {
      sizes.add(s == ShapedType.DYNAMIC ? dynamic.get(d++) : b.indexConstant(idx, s));
    }
    Value[] strides = new Value[shape.length];
    long stride = 1;
    Value running = b.indexConstant(idx, 1);
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = running;
      boolean sizeAsStride = stride == 1;
      if (shape[i] == ShapedType.DYNAMIC) {
        stride = ShapedType.DYNAMIC;
      }
      if (stride != ShapedType.DYNAMIC) {
        stride *= shape[i];
      }
      if (sizeAsStride) {
        running = sizes.get(i);
      } else if (stride == ShapedType.DYNAMIC) {
        running = b.binary(LlvmOps.MUL, running, sizes.get(i));
      } else {
        running = b.indexConstant(idx, stride);
      }
    }
    Value size = running;
    if (inBytes) {
      Type elem = tc.convertType(type.elementType());
      Value zero = b.value(LlvmOps.ZERO, tc.ptr(0), List.of());
      Value gep = b.insert(GEPOp.create(b.context(), b.loc(), tc.ptr(0), elem, zero, List.of(running), 0)).result(0);
      size = b.value(LlvmOps.PTRTOINT, idx, List.of(gep));
    }
    return new Sizes(sizes, List.of(strides), size);
  }

  /** MLIR's createMemRefDescriptor: pointers, a zero offset, then all sizes and all strides. */
  public static Value descriptor(LlvmTypeConverter tc, LlvmBuilder b, Type desc, Value allocated, Value aligned, Sizes s) {
    MemRefDescriptor d = MemRefDescriptor.poison(b, desc);
    d.setAllocatedPtr(allocated);
    d.setAlignedPtr(aligned);
    d.setOffset(b.indexConstant(tc.indexType(), 0));
    for (int i = 0; i < s.sizes().size(); i++) {
      d.setSize(i, s.sizes().get(i));
    }
    for (int i = 0; i < s.strides().size(); i++) {
      d.setStride(i, s.strides().get(i));
    }
    return d.value();
  }

  /** A global's type: nested arrays of the element type (the element itself at rank 0). */
  static Type globalType(LlvmTypeConverter tc, MemRefType type) {
    Type t = tc.convertType(type.elementType());
    long[] shape = type.shape();
    for (int i = shape.length - 1; i >= 0; i--) {
      t = LlvmArrayType.get(tc.context(), t, shape[i]);
    }
    return t;
  }

  private static boolean lowerGlobal(LlvmTypeConverter tc, Operation op, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    MemRefType type = (MemRefType) ((TypeAttr) op.inherentAttr("type")).value();
    Integer as = tc.memorySpaceOf(type.memorySpace());
    if (as == null || tc.convertType(type.elementType()) == null) {
      return false;
    }
    Type gt = globalType(tc, type);
    String name = ((StringAttr) op.inherentAttr("sym_name")).value();
    boolean isPrivate = op.inherentAttr("sym_visibility") instanceof StringAttr v && v.value().equals("private");
    Attribute init = op.inherentAttr("initial_value");
    Attribute value = null;
    if (init instanceof ElementsAttr e) {
      value = type.shape().length == 0 && init instanceof DenseIntOrFPElementsAttr d
          ? org.jmlir.dialect.utils.ShapedFolds.element(ctx, d, 0)
          : reshape(ctx, e, type);
    }
    long align = op.inherentAttr("alignment") instanceof IntegerAttr a ? a.longValue() : 0;
    boolean constant = op.inherentAttr("constant") != null;
    GlobalOp g = GlobalOp.create(ctx, op.location(), gt, constant, isPrivate ? "private" : "external", name, value, align);
    if (as != 0) {
      g.setAttr("addr_space", IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32), as));
    }
    rw.setInsertionPoint(op);
    rw.insert(g);
    if (init instanceof UnitAttr) {
      org.jmlir.ir.Block body = g.initializer().addBlock();
      rw.setInsertionPointToStart(body);
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value undef = b.value(LlvmOps.UNDEF, gt, List.of());
      b.op(LlvmOps.RETURN, List.of(undef), List.of());
    }
    rw.eraseOp(op);
    return true;
  }

  /** The initial value with a tensor type of the memref's shape. */
  private static Attribute reshape(MLIRContext ctx, ElementsAttr e, MemRefType type) {
    if (e instanceof DenseIntOrFPElementsAttr d) {
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, RankedTensorType.get(ctx, type.shape(), type.elementType()), d.rawData(), d.isSplat());
    }
    return e;
  }

}

package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.memreftollvm.MemRefToLlvm;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.llvm.AddressOfOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.FastmathFlagsAttr;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-vector-to-llvm}, after MLIR 22's VectorToLLVM: n-D vectors become nested
 * {@code !llvm.array}s of 1-D vectors; broadcast, extract/insert, shape_cast, fma, bitcast,
 * from/to_elements, reductions, masks, step, load/store and scalar {@code vector.print} (calls into
 * the runner utils) lower to llvm ops. Where MLIR first rewrites an op with vector-level patterns
 * (broadcast, shape_cast), we build the equivalent llvm ops directly: the result computes the same
 * values with a different op sequence. Vector prints and transfers are left to
 * {@code convert-vector-to-scf}.
 */
public final class VectorToLlvm extends LlvmConversionPass {
  public VectorToLlvm(PassOptions o) {
    super(
        o,
        Set.of(
            "reassociate-fp-reductions", "force-32bit-vector-indices", "use-vector-alignment", "enable-amx", "enable-arm-neon",
            "enable-arm-sve", "enable-arm-i8mm", "enable-arm-bf16", "enable-x86vector", "vector-contract-lowering",
            "vector-transpose-lowering"),
        "convert-vector-to-llvm",
        "ConvertVectorToLLVMPass",
        "Lower the operations from the vector dialect into the LLVM dialect");
    // Enum values are checked when the pipeline is built, as MLIR's cl::values parser does.
    o.getEnum("vector-contract-lowering", "dot", CONTRACT_LOWERINGS);
    o.getEnum("vector-transpose-lowering", "eltwise", TRANSPOSE_LOWERINGS);
  }

  private static final Set<String> CONTRACT_LOWERINGS = Set.of("dot", "llvmintr", "outerproduct", "parallelarith");
  private static final Set<String> TRANSPOSE_LOWERINGS = Set.of("eltwise", "llvmintr", "shuffle1d", "shuffle16x16");

  @Override
  public void run(Operation root, org.jmlir.ir.pass.PassContext pc) {
    // As MLIR's pass: vector-to-vector rewrites first (transfers of rank <= 1 to loads and stores,
    // their masks to lane comparisons), greedily, then the conversion to llvm.
    boolean force32 = options().getBool("force-32bit-vector-indices", true);
    String contract = options().getEnum("vector-contract-lowering", "dot", CONTRACT_LOWERINGS);
    org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.applyPatternsGreedily(root,
        new org.jmlir.ir.rewrite.FrozenPatternSet(prePatterns(force32, contract)),
        org.jmlir.ir.rewrite.GreedyRewriteConfig.BOTTOM_UP);
    super.run(root, pc);
  }

  private static List<RewritePattern> prePatterns(boolean force32, String contract) {
    boolean outerProduct = contract.equals("outerproduct");
    List<RewritePattern> pre = new ArrayList<>();
    // MLIR's populateVectorToVectorCanonicalizationPatterns: masked memory ops with a constant mask
    // fold before any other rewrite (MLIR adds them first): all-true to plain loads and stores,
    // all-false to the pass-through or to nothing.
    for (org.jmlir.ir.OpDef def : List.of(org.jmlir.dialect.vector.VectorOps.MASKEDLOAD, org.jmlir.dialect.vector.VectorOps.MASKEDSTORE,
        org.jmlir.dialect.vector.VectorOps.GATHER, org.jmlir.dialect.vector.VectorOps.SCATTER,
        org.jmlir.dialect.vector.VectorLaneOps.EXPANDLOAD, org.jmlir.dialect.vector.VectorLaneOps.COMPRESSSTORE)) {
      org.jmlir.ir.rewrite.CanonicalizationPatterns c = def.extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class);
      if (c != null) {
        pre.addAll(c.patterns());
      }
    }
    pre.addAll(VectorTransferLowering.patterns(force32, 1));
    pre.addAll(OuterProductLowering.patterns());
    pre.add(TransposeLowering.pattern());
    pre.addAll(ContractUnrolling.patterns(outerProduct));
    if (contract.equals("dot")) {
      pre.addAll(ContractDotLowering.patterns());
    } else {
      pre.add(ContractDotLowering.patterns().get(1));
    }
    // Contractions no layout pattern takes, unrolled a dimension at a time (MLIR's ContractionOpLowering).
    pre.add(ContractGenericLowering.pattern());
    if (contract.equals("llvmintr")) {
      pre.add(ContractMatmulLowering.pattern());
    }
    pre.add(ShapeCastLowering.pattern());
    pre.addAll(StridedSliceLowering.patterns());
    pre.add(GatherUnrolling.pattern());
    pre.addAll(InterleaveLowering.prePatterns());
    pre.add(BroadcastLowering.pattern());
    pre.add(FmaUnrolling.pattern());
    pre.add(BitCastUnrolling.pattern());
    pre.addAll(MaskAndStepLowering.patterns());
    return pre;
  }

  /** As MLIR's pass: arith and memref ops (which the lowerings create) are legal as they are. */
  @Override
  protected void configure(org.jmlir.ir.rewrite.conversion.ConversionTarget target) {
    target.addLegalDialect("arith");
    target.addLegalDialect("memref");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<RewritePattern> out = new ArrayList<>();
    boolean force32 = options().getBool("force-32bit-vector-indices", true);
    out.add(ConversionPattern.of("vector.create_mask", converter, (op, operands, rw) -> scalableCreateMask(converter, op, rw, force32)));
    // Element by element, the shape_casts the vector-level rewrites leave (convert-to-llvm's interface
    // has no shape_cast pattern).
    out.add(pattern(converter, "vector.shape_cast", (b, op, in) -> {
      List<Value> scalars = flatten(b, in.get(0), (VectorType) op.operand(0).type());
      return build(b, scalars, (VectorType) op.result(0).type());
    }));
    // Masks left by the vector-level rewrites (convert-to-llvm's interface has no mask patterns).
    out.add(pattern(converter, "vector.constant_mask", (b, op, in) -> constantMask(b, (VectorOp) op)));
    out.add(pattern(converter, "vector.create_mask", (b, op, in) -> createMask(b, converter, (VectorType) op.result(0).type(), in)));
    return patterns(converter, out, true, options().getBool("reassociate-fp-reductions", false),
        options().getBool("use-vector-alignment", false));
  }

  /**
   * MLIR's VectorCreateMaskOpConversion, for 1-D scalable masks (fixed ones were rewritten before
   * the conversion): LLVM's stepvector (i32 lanes with force-32bit-vector-indices, else i64), the
   * bound index-cast and broadcast, and an {@code arith.cmpi slt}.
   */
  private static boolean scalableCreateMask(LlvmTypeConverter tc, Operation op, ConversionPatternRewriter rw, boolean force32) {
    VectorType v = (VectorType) op.result(0).type();
    if (v.shape().length != 1 || !v.isScalable()) {
      return false;
    }
    MLIRContext ctx = rw.context();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    IntegerType idx = IntegerType.get(ctx, force32 ? 32 : 64);
    VectorType lanesType = VectorType.get(ctx, v.shape(), new boolean[] {true}, idx);
    Value lanes = b.value(ctx.lookupOp("llvm.intr.stepvector"), lanesType, List.of());
    OperationState cast = new OperationState(ctx, ctx.lookupOp("arith.index_cast"), op.location());
    cast.addOperand(op.operand(0));
    cast.addType(idx);
    Value bound = rw.create(cast).result(0);
    Value bounds = splat(b, bound, lanesType);
    OperationState cmp = new OperationState(ctx, ctx.lookupOp("arith.cmpi"), op.location());
    cmp.addOperands(List.of(lanes, bounds));
    cmp.addType(v);
    cmp.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx,
        List.of(new org.jmlir.ir.attr.NamedAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 2))));
    rw.replaceOp(op, List.of(rw.create(cmp).result(0)));
    return true;
  }

  /** Adds the vector-to-llvm patterns to {@code out}, arith ops being legal or convertible. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    return patterns(tc, out, true, false, false);
  }

  /**
   * Adds the vector-to-llvm patterns to {@code out}. Without {@code arithConvertible} (convert-to-llvm
   * without arith's patterns), prints of integers narrower than 64 bits, which extend through arith,
   * are left alone: MLIR's conversion rolls them back as the arith op cannot be legalized.
   */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean arithConvertible,
      boolean reassociateFp, boolean vectorAlign) {
    out.add(ConversionPattern.of("vector.print", tc, (op, operands, rw) -> lowerPrint(tc, op, operands, rw, arithConvertible)));
    out.add(pattern(tc, "vector.broadcast", (b, op, in) -> broadcast(b, in.get(0), op.operand(0).type(), (VectorType) op.result(0).type())));
    out.add(pattern(tc, "vector.extract", (b, op, in) -> extract(b, (VectorOp) op, in)));
    out.add(pattern(tc, "vector.insert", (b, op, in) -> insert(b, (VectorOp) op, in)));
    out.add(pattern(tc, "vector.from_elements", (b, op, in) -> build(b, in, (VectorType) op.result(0).type())));
    // A 1-D (or 0-D) to_elements: one extractelement per result that has uses (n-D ones were unrolled first).
    out.add(ConversionPattern.of("vector.to_elements", tc, (op, operands, rw) -> {
      VectorType v = (VectorType) op.operand(0).type();
      if (v.shape().length > 1) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      List<Value> out2 = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        out2.add(!op.result(i).hasNoUses()
            ? b.value(LlvmOps.EXTRACTELEMENT, scalarType(b.context(), v), List.of(operands.get(0), i64(b, i))) : null);
      }
      rw.replaceOp(op, out2);
      return true;
    }));
    // 1-D only, as MLIR's VectorFMAOp1DConversion (n-D ones are unrolled first by the pass).
    out.add(pattern(tc, "vector.fma", (b, op, in) -> ((VectorType) op.result(0).type()).shape().length > 1 ? null
        : b.value(b.context().lookupOp("llvm.intr.fmuladd"), in.get(0).type(), in)));
    out.add(pattern(tc, "vector.bitcast", (b, op, in) -> {
      // 1-D and 0-D only, as MLIR's VectorBitCastOpConversion (n-D ones are unrolled first).
      VectorType res = (VectorType) op.result(0).type();
      return res.shape().length > 1 ? null : b.value(LlvmOps.BITCAST, oneD(b.context(), res), in);
    }));
    out.add(pattern(tc, "vector.shuffle", (b, op, in) -> shuffle(b, tc, (VectorOp) op, in)));
    out.addAll(InterleaveLowering.patterns(tc));
    // scalable.insert/extract map one to one onto LLVM's vector.insert/extract intrinsics.
    out.add(pattern(tc, "vector.scalable.insert", (b, op, in) -> b.value(b.context().lookupOp("llvm.intr.vector.insert"),
        tc.convertType(op.result(0).type()), List.of(in.get(1), in.get(0)), "pos", op.inherentAttr("pos"))));
    out.add(pattern(tc, "vector.scalable.extract", (b, op, in) -> b.value(b.context().lookupOp("llvm.intr.vector.extract"),
        tc.convertType(op.result(0).type()), in, "pos", op.inherentAttr("pos"))));
    out.add(pattern(tc, "vector.reduction", (b, op, in) -> ContractUnrolling.underMask(op) ? null : reduction(b, (VectorOp) op, in, reassociateFp)));
    out.add(pattern(tc, "vector.mask", (b, op, in) -> maskedReduction(b, op, in, arithConvertible)));
    out.add(pattern(tc, "vector.type_cast", (b, op, in) -> typeCast(b, tc, (MemRefType) op.result(0).type(), in.get(0))));
    // A fixed vector.step became an arith.constant before the conversion; a scalable one is LLVM's stepvector.
    out.add(pattern(tc, "vector.step", (b, op, in) -> {
      VectorType v = (VectorType) op.result(0).type();
      // convert-to-llvm has no pattern for a fixed one (MLIR's VectorStepOpConversion is scalable only).
      return !v.isScalable() ? null : b.value(b.context().lookupOp("llvm.intr.stepvector"), tc.convertType(v), List.of());
    }));
    // vector.vscale: LLVM's vscale intrinsic at the index width (MLIR's VectorScaleOpConversion).
    out.add(pattern(tc, "vector.vscale", (b, op, in) -> b.value(b.context().lookupOp("llvm.intr.vscale"), tc.indexType(), List.of())));
    out.add(pattern(tc, "vector.load", (b, op, in) -> {
      MemRefType m = (MemRefType) op.operand(0).type();
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, in.get(0), in.subList(1, in.size()), false);
      Type t = tc.convertType(op.result(0).type());
      if (ptr == null || t instanceof LlvmArrayType) {
        return null;
      }
      return b.value(org.jmlir.dialect.llvm.LoadOp.DEF, t, List.of(ptr), memoryProps(b, op, m, vectorAlign));
    }));
    out.add(pattern(tc, "vector.maskedload", (b, op, in) -> {
      MemRefType m = (MemRefType) op.operand(0).type();
      Type t = tc.convertType(op.result(0).type());
      if (t instanceof LlvmArrayType) {
        return null;
      }
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, in.get(0), in.subList(1, in.size() - 2), false);
      if (ptr == null) {
        return null;
      }
      return b.value(b.context().lookupOp("llvm.intr.masked.load"), t, List.of(ptr, in.get(in.size() - 2), in.getLast()),
          "alignment", i32Alignment(b, op, m, vectorAlign));
    }));
    out.add(ConversionPattern.of("vector.maskedstore", tc, (op, operands, rw) -> {
      MemRefType m = (MemRefType) op.operand(0).type();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value value = operands.getLast();
      if (value.type() instanceof LlvmArrayType) {
        return false;
      }
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, operands.get(0), operands.subList(1, operands.size() - 2), false);
      if (ptr == null) {
        return false;
      }
      b.op(b.context().lookupOp("llvm.intr.masked.store"), List.of(value, ptr, operands.get(operands.size() - 2)), List.of(),
          "alignment", i32Alignment(b, op, m, vectorAlign));
      rw.eraseOp(op);
      return true;
    }));
    // expandload/compressstore: the element address and the intrinsic; an alignment given on the op
    // becomes the pointer argument's llvm.align (MLIR's VectorExpandLoadOpConversion and
    // VectorCompressStoreOpConversion).
    out.add(pattern(tc, "vector.expandload", (b, op, in) -> {
      MemRefType m = (MemRefType) op.operand(0).type();
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, in.get(0), in.subList(1, in.size() - 2), false);
      return ptr == null ? null : b.value(b.context().lookupOp("llvm.intr.masked.expandload"), tc.convertType(op.result(0).type()),
          List.of(ptr, in.get(in.size() - 2), in.getLast()), "arg_attrs", pointerAlignment(b, op, 0));
    }));
    out.add(ConversionPattern.of("vector.compressstore", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefType m = (MemRefType) op.operand(0).type();
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, operands.get(0), operands.subList(1, operands.size() - 2), false);
      if (ptr == null) {
        return false;
      }
      b.op(b.context().lookupOp("llvm.intr.masked.compressstore"), List.of(operands.getLast(), ptr, operands.get(operands.size() - 2)),
          List.of(), "arg_attrs", pointerAlignment(b, op, 1));
      rw.eraseOp(op);
      return true;
    }));
    // 1-D gathers and scatters on a memref whose last dimension has unit stride: a vector of element
    // pointers (base address + index vector) and the masked intrinsic (MLIR's VectorGatherOpConversion).
    out.add(pattern(tc, "vector.gather", (b, op, in) -> {
      Value ptrs = indexedPtrs(tc, b, op, in, (VectorType) op.result(0).type());
      if (ptrs == null) {
        return null;
      }
      return b.value(b.context().lookupOp("llvm.intr.masked.gather"), tc.convertType(op.result(0).type()),
          List.of(ptrs, in.get(in.size() - 2), in.getLast()), "alignment", i32Alignment(b, op, (MemRefType) op.operand(0).type(), vectorAlign));
    }));
    out.add(ConversionPattern.of("vector.scatter", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value ptrs = op.numResults() == 0 ? indexedPtrs(tc, b, op, operands, (VectorType) op.operand(op.numOperands() - 1).type()) : null;
      if (ptrs == null) {
        return false;
      }
      b.op(b.context().lookupOp("llvm.intr.masked.scatter"), List.of(operands.getLast(), ptrs, operands.get(operands.size() - 2)),
          List.of(), "alignment", i32Alignment(b, op, (MemRefType) op.operand(0).type(), vectorAlign));
      rw.eraseOp(op);
      return true;
    }));
    out.add(ConversionPattern.of("vector.store", tc, (op, operands, rw) -> {
      MemRefType m = (MemRefType) op.operand(1).type();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      if (operands.get(0).type() instanceof LlvmArrayType) {
        return false;
      }
      Value ptr = MemRefToLlvm.elementPtr(tc, b, m, operands.get(1), operands.subList(2, operands.size()), false);
      if (ptr == null) {
        return false;
      }
      b.op(org.jmlir.dialect.llvm.StoreOp.DEF, List.of(operands.get(0), ptr), List.of(), memoryProps(b, op, m, vectorAlign));
      rw.eraseOp(op);
      return true;
    }));
    return out;
  }

  /** Builds one replacement value; null: the pattern does not apply. */
  interface Lowering {
    Value lower(LlvmBuilder b, Operation op, List<Value> operands);
  }

  static ConversionPattern pattern(LlvmTypeConverter tc, String name, Lowering l) {
    return ConversionPattern.of(name, tc, (op, operands, rw) -> {
      for (Type t : op.resultTypes()) {
        if (tc.convertType(t) == null) {
          return false;
        }
      }
      Value v = l.lower(new LlvmBuilder(rw, op.location()), op, operands);
      if (v == null) {
        return false;
      }
      rw.replaceOp(op, List.of(v));
      return true;
    });
  }

  /** The alignment MLIR gives vector loads/stores: the memref element's ABI alignment. */
  /** The alignment as the masked intrinsics take it (i32). */
  /**
   * The element pointers of a 1-D gather or scatter ({@code in}: base, offsets, index vector, mask,
   * value), MLIR's getIndexedPtrs; null when the op is not 1-D on a memref whose last dimension has
   * unit stride.
   */
  private static Value indexedPtrs(LlvmTypeConverter tc, LlvmBuilder b, Operation op, List<Value> in, VectorType v) {
    if (!(op.operand(0).type() instanceof MemRefType m) || v.shape().length != 1
        || !VectorTransferLowering.lastDimUnitStride(m)) {
      return null;
    }
    Value ptr = MemRefToLlvm.elementPtr(tc, b, m, in.get(0), in.subList(1, in.size() - 3), false);
    if (ptr == null) {
      return null;
    }
    Type ptrs = VectorType.get(b.context(), v.shape(), v.scalableDims(), ptr.type());
    return b.insert(org.jmlir.dialect.llvm.GEPOp.create(b.context(), b.loc(), ptrs, tc.convertType(m.elementType()), ptr,
        List.of(in.get(in.size() - 3)), 0)).result(0);
  }

  /** {@code [{}, {llvm.align = N : i64}, {}]} with the op's alignment at argument {@code at}; null without one. */
  private static org.jmlir.ir.attr.ArrayAttr pointerAlignment(LlvmBuilder b, Operation op, int at) {
    if (!(op.inherentAttr("alignment") instanceof IntegerAttr a)) {
      return null;
    }
    List<Attribute> dicts = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      dicts.add(org.jmlir.ir.attr.DictionaryAttr.get(b.context(),
          i == at ? List.of(new org.jmlir.ir.attr.NamedAttribute("llvm.align", a)) : List.of()));
    }
    return org.jmlir.ir.attr.ArrayAttr.get(b.context(), dicts);
  }

  private static IntegerAttr i32Alignment(LlvmBuilder b, Operation op, MemRefType m, boolean vectorAlign) {
    return IntegerAttr.get(b.context(), IntegerType.get(b.context(), 32), alignment(b, op, m, vectorAlign).longValue());
  }

  private static IntegerAttr alignment(LlvmBuilder b, Operation op, MemRefType m, boolean vectorAlign) {
    if (op.inherentAttr("alignment") instanceof IntegerAttr a) {
      return a;
    }
    if (vectorAlign) {
      // use-vector-alignment: the vector type's preferred alignment in the default data layout, its
      // size (minimum size when scalable) rounded up to a power of two.
      VectorType vt = (VectorType) (op.numResults() > 0 ? op.result(0).type()
          : op.name().equals("vector.store") ? op.operand(0).type() : op.operand(op.numOperands() - 1).type());
      long vbits = vt.numElements() * (vt.elementType() instanceof IndexType ? 64 : elementBits(vt.elementType()));
      long vbytes = (vbits + 7) / 8;
      long pow2 = 1;
      while (pow2 < vbytes) {
        pow2 <<= 1;
      }
      return IntegerAttr.get(b.context(), IntegerType.get(b.context(), 64), pow2);
    }
    int bits = m.elementType() instanceof IndexType ? 64 : elementBits(m.elementType());
    long bytes = Math.max(1, Integer.highestOneBit(Math.max(1, (bits + 7) / 8 * 8 - 1) * 2) / 8);
    return IntegerAttr.get(b.context(), IntegerType.get(b.context(), 64), bytes);
  }

  private static int elementBits(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof FloatType f) {
      return f.width();
    }
    return 64;
  }

  /**
   * VectorTypeCastOpConversion: the source's pointers in a descriptor of the (statically shaped,
   * contiguous) target type, offset 0, constant sizes and strides.
   */
  private static Value typeCast(LlvmBuilder b, LlvmTypeConverter tc, MemRefType target, Value source) {
    Type llvmTarget = tc.convertType(target);
    if (llvmTarget == null || !(source.type() instanceof org.jmlir.dialect.llvm.LlvmStructType)) {
      return null;
    }
    org.jmlir.conversion.llvmcommon.MemRefDescriptor src = new org.jmlir.conversion.llvmcommon.MemRefDescriptor(b, source);
    org.jmlir.conversion.llvmcommon.MemRefDescriptor desc = org.jmlir.conversion.llvmcommon.MemRefDescriptor.poison(b, llvmTarget);
    desc.setAllocatedPtr(src.allocatedPtr());
    desc.setAlignedPtr(src.alignedPtr());
    desc.setOffset(b.indexConstant(tc.indexType(), 0));
    long[] shape = target.shape();
    long[] strides = new long[shape.length];
    long stride = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride *= shape[i];
    }
    for (int i = 0; i < shape.length; i++) {
      desc.setSize(i, b.indexConstant(tc.indexType(), shape[i]));
      desc.setStride(i, b.indexConstant(tc.indexType(), strides[i]));
    }
    return desc.value();
  }

  // ---- n-D helpers -------------------------------------------------------------------------------

  /** The 1-D llvm vector of {@code v}'s innermost dimension (rank 0: one element). */
  static VectorType oneD(MLIRContext ctx, VectorType v) {
    long[] s = v.shape();
    long n = s.length == 0 ? 1 : s[s.length - 1];
    boolean scalable = s.length > 0 && v.scalableDims()[s.length - 1];
    return VectorType.get(ctx, new long[] {n}, new boolean[] {scalable}, scalarType(ctx, v));
  }

  /** The llvm element type of {@code v}: index as i64, floats LLVM lacks as integers of their width. */
  static Type scalarType(MLIRContext ctx, VectorType v) {
    return new LlvmTypeConverter(ctx).convertType(v.elementType());
  }

  static Value i64(LlvmBuilder b, long v) {
    return b.intConstant(IntegerType.get(b.context(), 64), v);
  }

  /** The leading index tuples of a shape (all dims but the last), in row-major order. */
  static List<long[]> rows(long[] shape) {
    List<long[]> out = new ArrayList<>();
    int lead = Math.max(0, shape.length - 1);
    long[] idx = new long[lead];
    long total = 1;
    for (int i = 0; i < lead; i++) {
      total *= shape[i];
    }
    for (long k = 0; k < total; k++) {
      out.add(idx.clone());
      for (int d = lead - 1; d >= 0; d--) {
        if (++idx[d] < shape[d]) {
          break;
        }
        idx[d] = 0;
      }
    }
    return out;
  }

  /** The 1-D row at leading position {@code idx} of a converted vector value. */
  static Value row(LlvmBuilder b, Value v, long[] idx, VectorType type) {
    return idx.length == 0 ? v : b.extractValue(oneD(b.context(), type), v, idx);
  }

  /** Applies {@code f} to the rows of the operands (same shape {@code type}) and reassembles the result. */
  static Value rowwise(LlvmBuilder b, VectorType type, List<Value> in, java.util.function.Function<List<Value>, Value> f) {
    if (type.shape().length <= 1) {
      return f.apply(in);
    }
    Value acc = null;
    for (long[] idx : rows(type.shape())) {
      List<Value> rs = new ArrayList<>();
      for (Value v : in) {
        rs.add(row(b, v, idx, type));
      }
      Value r = f.apply(rs);
      if (acc == null) {
        acc = b.poison(arrayType(b.context(), type.shape(), r.type()));
      }
      acc = b.insertValue(acc, r, idx);
    }
    return acc;
  }

  static Type arrayType(MLIRContext ctx, long[] shape, Type row) {
    Type t = row;
    for (int i = shape.length - 2; i >= 0; i--) {
      t = LlvmArrayType.get(ctx, t, shape[i]);
    }
    return t;
  }

  /** Every element of a converted vector value, in row-major order. */
  static List<Value> flatten(LlvmBuilder b, Value v, VectorType type) {
    List<Value> out = new ArrayList<>();
    Type elem = scalarType(b.context(), type);
    long n = type.shape().length == 0 ? 1 : type.shape()[type.shape().length - 1];
    for (long[] idx : rows(type.shape())) {
      Value r = row(b, v, idx, type);
      for (long i = 0; i < n; i++) {
        out.add(b.value(LlvmOps.EXTRACTELEMENT, elem, List.of(r, i64(b, i))));
      }
    }
    return out;
  }

  /** A converted vector value of {@code type} holding {@code scalars} in row-major order. */
  static Value build(LlvmBuilder b, List<Value> scalars, VectorType type) {
    VectorType row = oneD(b.context(), type);
    long n = row.shape()[0];
    Value acc = type.shape().length > 1 ? b.poison(arrayType(b.context(), type.shape(), row)) : null;
    int k = 0;
    for (long[] idx : rows(type.shape())) {
      Value r = b.poison(row);
      for (long i = 0; i < n; i++) {
        r = b.value(LlvmOps.INSERTELEMENT, row, List.of(r, scalars.get(k++), i64(b, i)));
      }
      if (acc == null) {
        return r;
      }
      acc = b.insertValue(acc, r, idx);
    }
    return acc;
  }

  /**
   * MLIR's ShuffleOpConversion: one {@code llvm.shufflevector} when both 1-D operands have the same
   * type, else each selected element (1-D) or row (n-D) moved into a poison result one by one (a
   * poison index -1 of a 1-D shuffle is extracted from the first operand as is, as MLIR does).
   */
  static Value shuffle(LlvmBuilder b, LlvmTypeConverter tc, VectorOp op, List<Value> in) {
    VectorType v1 = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    long[] mask = op.longs("mask");
    Type llvmType = tc.convertType(res);
    int rank = res.shape().length;
    if (rank <= 1 && v1.equals(op.operand(1).type())) {
      return b.value(LlvmOps.SHUFFLEVECTOR, llvmType, List.of(in.get(0), in.get(1)), "mask", b.i32Array(mask));
    }
    Type elem = llvmType instanceof LlvmArrayType a ? a.elementType() : ((VectorType) llvmType).elementType();
    Value result = b.poison(llvmType);
    long at = 0;
    for (long pos : mask) {
      if (pos < 0 && rank > 1) {
        return null; // a poison row: MLIR would build an invalid extractvalue
      }
      Value from = pos >= v1.shape()[0] ? in.get(1) : in.get(0);
      long p = pos >= v1.shape()[0] ? pos - v1.shape()[0] : pos;
      if (rank == 1) {
        Value e = b.value(LlvmOps.EXTRACTELEMENT, elem, List.of(from, indexConstant(b, tc, p)));
        result = b.value(LlvmOps.INSERTELEMENT, llvmType, List.of(result, e, indexConstant(b, tc, at++)));
      } else {
        result = b.insertValue(result, b.extractValue(elem, from, p), at++);
      }
    }
    return result;
  }

  private static Value indexConstant(LlvmBuilder b, LlvmTypeConverter tc, long v) {
    return b.constant(tc.indexType(), IntegerAttr.get(b.context(), IndexType.get(b.context()), v));
  }

  /** {@code insertelement} at 0 and a zero shuffle: the scalar in every lane of {@code row}. */
  static Value splat(LlvmBuilder b, Value scalar, VectorType row) {
    Value poison = b.poison(row);
    Value zero = b.intConstant(IntegerType.get(b.context(), 32), 0);
    Value ins = b.value(LlvmOps.INSERTELEMENT, row, List.of(poison, scalar, zero));
    long[] mask = new long[(int) row.shape()[0]];
    return b.value(LlvmOps.SHUFFLEVECTOR, row, List.of(ins, poison), "mask", b.i32Array(mask));
  }

  /**
   * A broadcast of a scalar (MLIR's VectorBroadcastScalarToLowRankLowering and ...ToNdLowering): to
   * 0-D an insertelement into poison; to 1-D an insertelement and a zero shuffle with the poison; to
   * n-D the array's poison first, then one row (shuffled with itself) inserted at every position. A
   * vector source has been rewritten at vector level before the conversion ({@link BroadcastLowering}),
   * except where that declines (a same-shape broadcast folds away); null leaves it.
   */
  static Value broadcast(LlvmBuilder b, Value src, Type srcType, VectorType dst) {
    MLIRContext ctx = b.context();
    if (srcType instanceof VectorType) {
      return srcType.equals(dst) ? src : null;
    }
    VectorType row = oneD(ctx, dst);
    if (dst.shape().length == 0) {
      Value poison = b.poison(row);
      return b.value(LlvmOps.INSERTELEMENT, row, List.of(poison, src, b.intConstant(IntegerType.get(ctx, 32), 0)));
    }
    if (dst.shape().length == 1) {
      return splat(b, src, row);
    }
    Value acc = b.poison(arrayType(ctx, dst.shape(), row));
    Value poison = b.poison(row);
    Value zero32 = b.intConstant(IntegerType.get(ctx, 32), 0);
    Value ins = b.value(LlvmOps.INSERTELEMENT, row, List.of(poison, src, zero32));
    Value r = b.value(LlvmOps.SHUFFLEVECTOR, row, List.of(ins, ins), "mask", b.i32Array(new long[(int) row.shape()[0]]));
    for (long[] idx : rows(dst.shape())) {
      acc = b.insertValue(acc, r, idx);
    }
    return acc;
  }


  /** A position as an llvm value: a constant, or the converted dynamic index. */
  private static Value position(LlvmBuilder b, long p, List<Value> dynamic, int[] next) {
    if (p == org.jmlir.ir.type.ShapedType.DYNAMIC) {
      return dynamic.get(next[0]++);
    }
    return i64(b, p);
  }

  static Value extract(LlvmBuilder b, VectorOp op, List<Value> in) {
    VectorType src = (VectorType) op.operand(0).type();
    long[] pos = op.longs("static_position");
    List<Value> dyn = in.subList(1, in.size());
    Type resultT = op.result(0).type();
    int rank = src.shape().length;
    int leadCount = Math.min(pos.length, rank - 1);
    for (int i = 0; i < leadCount; i++) {
      if (pos[i] == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        return null;
      }
    }
    Value v = in.get(0);
    if (pos.length == 0) {
      // A scalar out of a 0-D vector: that vector is a vector<1xT> in LLVM, so its element 0.
      return resultT instanceof VectorType ? v : b.value(LlvmOps.EXTRACTELEMENT, scalarType(b.context(), src), List.of(v, i64(b, 0)));
    }
    long[] lead = Arrays.copyOf(pos, leadCount);
    if (pos.length < rank) {
      return b.extractValue(convert(b, resultT), v, lead);
    }
    // A full position with a one-element vector result (vector<1xT> for T): the element, cast back.
    Value r = row(b, v, lead, src);
    // The leading positions are static here (checked above): only the last one becomes a value.
    Value idx = position(b, pos[rank - 1], dyn, new int[] {0});
    return b.value(LlvmOps.EXTRACTELEMENT, scalarType(b.context(), src), List.of(r, idx));
  }

  static Value insert(LlvmBuilder b, VectorOp op, List<Value> in) {
    VectorType dst = (VectorType) op.operand(1).type();
    long[] pos = op.longs("static_position");
    List<Value> dyn = in.subList(2, in.size());
    int rank = dst.shape().length;
    int leadCount = Math.min(pos.length, rank - 1);
    for (int i = 0; i < leadCount; i++) {
      if (pos[i] == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        return null;
      }
    }
    Value dest = in.get(1);
    Value value = in.get(0);
    if (pos.length == 0) {
      // Into a 0-D vector (a vector<1xT> in LLVM): its element 0.
      return rank == 0 && !(op.operand(0).type() instanceof VectorType)
          ? b.value(LlvmOps.INSERTELEMENT, dest.type(), List.of(dest, value, i64(b, 0))) : value;
    }
    long[] lead = Arrays.copyOf(pos, leadCount);
    if (pos.length < rank) {
      return b.insertValue(dest, value, lead);
    }
    Value r = row(b, dest, lead, dst);
    Value idx = position(b, pos[rank - 1], dyn, new int[] {0});
    Value nr = b.value(LlvmOps.INSERTELEMENT, r.type(), List.of(r, value, idx));
    return lead.length == 0 ? nr : b.insertValue(dest, nr, lead);
  }

  static Type convert(LlvmBuilder b, Type t) {
    return new LlvmTypeConverter(b.context()).convertType(t);
  }

  /** {@code llvm.mlir.constant(dense<[0, 1, ..]> : vector<nxT>)}. */
  static Value iota(LlvmBuilder b, int n, Type elem) {
    MLIRContext ctx = b.context();
    VectorType t = VectorType.get(ctx, new long[] {n}, elem);
    int bytes = ((IntegerType) elem).width() / 8;
    byte[] raw = new byte[n * bytes];
    for (int i = 0; i < n; i++) {
      long v = i;
      for (int k = 0; k < bytes; k++) {
        raw[i * bytes + k] = (byte) (v >>> (8 * k));
      }
    }
    return b.constant(t, DenseIntOrFPElementsAttr.getFromRaw(ctx, t, raw));
  }

  static Value constantMask(LlvmBuilder b, VectorOp op) {
    VectorType v = (VectorType) op.result(0).type();
    long[] sizes = op.longs("mask_dim_sizes");
    MLIRContext ctx = b.context();
    VectorType row = oneD(ctx, v);
    int n = (int) row.shape()[0];
    boolean allZero = Arrays.stream(sizes).anyMatch(x -> x == 0);
    byte[] raw = new byte[(n + 7) / 8];
    long lim = sizes.length == 0 ? 1 : sizes[sizes.length - 1];
    for (int i = 0; i < n; i++) {
      if (!allZero && i < lim) {
        raw[i >> 3] |= (byte) (1 << (i & 7));
      }
    }
    Value full = b.constant(row, DenseIntOrFPElementsAttr.getFromRaw(ctx, row, raw));
    if (v.shape().length <= 1) {
      return full;
    }
    Value none = b.constant(row, DenseIntOrFPElementsAttr.getFromRaw(ctx, row, new byte[] {0}, true));
    Value acc = b.poison(arrayType(ctx, v.shape(), row));
    for (long[] idx : rows(v.shape())) {
      boolean inside = true;
      for (int i = 0; i < idx.length; i++) {
        inside &= idx[i] < sizes[i];
      }
      acc = b.insertValue(acc, inside ? full : none, idx);
    }
    return acc;
  }

  /** 1-D create_mask: lanes [0, n) compared (signed) with the bound, in i32 as MLIR's force-32bit-vector-indices. */
  static Value createMask(LlvmBuilder b, LlvmTypeConverter tc, VectorType v, List<Value> in) {
    if (v.shape().length != 1) {
      return null;
    }
    MLIRContext ctx = b.context();
    IntegerType i32 = IntegerType.get(ctx, 32);
    int n = (int) v.shape()[0];
    Value lanes = iota(b, n, i32);
    Value bound = in.get(0);
    if (((IntegerType) bound.type()).width() > 32) {
      bound = b.value(LlvmOps.TRUNC, i32, List.of(bound));
    }
    Value splat = splat(b, bound, VectorType.get(ctx, new long[] {n}, i32));
    return b.value(LlvmOps.ICMP, VectorType.get(ctx, new long[] {n}, IntegerType.get(ctx, 1)), List.of(lanes, splat),
        "predicate", LlvmEnums.ICMP_PREDICATE.attr(ctx, "slt"));
  }

  /**
   * MaskedReductionOpConversion: a 1-D {@code vector.reduction} under {@code vector.mask} becomes
   * {@code llvm.intr.vp.reduce.*} over the whole vector length, starting from the accumulator or the
   * kind's neutral value; maximumf/minimumf select a neutral into the masked-off lanes and reduce
   * (then combine with the accumulator), with MLIR 22's neutral constants.
   */
  private static Value maskedReduction(LlvmBuilder b, Operation mask, List<Value> in, boolean arithConvertible) {
    Operation red = org.jmlir.dialect.vector.VectorMask.maskedOp(mask);
    if (red == null || !red.name().equals("vector.reduction") || mask.numOperands() > 1) {
      return null;
    }
    VectorType v = (VectorType) red.operand(0).type();
    MLIRContext ctx = b.context();
    Type elem = v.elementType();
    if (v.shape().length != 1 || !(elem instanceof FloatType || elem instanceof IntegerType)) {
      return null;
    }
    String kind = ((VectorOp) red).enumKeyword("kind", VectorEnumAttr.KIND);
    Value vec = red.operand(0);
    Value acc = red.numOperands() > 1 ? red.operand(1) : null;
    Value m = in.get(0);
    if (kind.equals("maximumf") || kind.equals("minimumf")) {
      FloatType ft = (FloatType) elem;
      java.math.BigInteger bits = kind.equals("maximumf") ? FloatBits.smallestNegative(ft) : FloatBits.largest(ft);
      Value neutral = b.constant(v, org.jmlir.dialect.fold.ConstFold.splatOrScalar(ctx, v, bits));
      Value sel = b.value(LlvmOps.SELECT, v, List.of(m, vec, neutral));
      String k = kind.equals("maximumf") ? "maximum" : "minimum";
      Value r = b.value(ctx.lookupOp("llvm.intr.vector.reduce.f" + k), elem, List.of(sel));
      return acc == null ? r : b.value(ctx.lookupOp("llvm.intr." + k), elem, List.of(r, acc));
    }
    String intr = reduceIntrinsic(kind);
    if (intr == null) {
      return null;
    }
    if (elem instanceof FloatType && (kind.equals("add") || kind.equals("mul"))) {
      intr = "f" + kind;
    }
    if (v.isScalable() && !arithConvertible) {
      return null; // the vector length is computed with arith ops
    }
    Value start = acc != null ? acc : neutral(b, kind, elem);
    IntegerType i32 = IntegerType.get(ctx, 32);
    Value evl = b.intConstant(i32, v.shape()[0]);
    if (v.isScalable()) {
      // The explicit vector length of a scalable vector: its minimum length times vscale, in i32.
      Value vscale = b.value(ctx.lookupOp("llvm.intr.vscale"), IntegerType.get(ctx, 64), List.of());
      Value index = b.value(ctx.lookupOp("builtin.unrealized_conversion_cast"), IndexType.get(ctx), List.of(vscale));
      Value vscale32 = b.value(ctx.lookupOp("arith.index_cast"), i32, List.of(index));
      evl = b.value(ctx.lookupOp("arith.muli"), i32, List.of(evl, vscale32));
    }
    return b.value(ctx.lookupOp("llvm.intr.vp.reduce." + intr), elem, List.of(start, vec, m, evl));
  }

  /** The neutral start value of a masked reduction of {@code kind} (MLIR 22's getMaskedReductionInitialValue). */
  private static Value neutral(LlvmBuilder b, String kind, Type elem) {
    MLIRContext ctx = b.context();
    if (elem instanceof FloatType ft) {
      java.math.BigInteger bits = switch (kind) {
        case "add" -> null;
        case "mul" -> null;
        case "maxnumf" -> FloatBits.quietNaN(ft, false);
        default -> FloatBits.quietNaN(ft, true);
      };
      Attribute a = bits == null ? FloatAttr.get(ctx, ft, kind.equals("add") ? 0.0 : 1.0)
          : org.jmlir.dialect.fold.ConstFold.splatOrScalar(ctx, ft, bits);
      return b.constant(ft, a);
    }
    int w = ((IntegerType) elem).width();
    long v = switch (kind) {
      case "mul" -> 1;
      case "minsi" -> w == 64 ? Long.MAX_VALUE : (1L << (w - 1)) - 1;
      case "maxsi" -> w == 64 ? Long.MIN_VALUE : -(1L << (w - 1));
      case "minui", "and" -> -1;
      default -> 0;
    };
    return b.intConstant(elem, v);
  }

  /** Bit patterns of special float values, for the masked reductions' neutral constants. */
  private static final class FloatBits {
    private FloatBits() {}

    private static int[] layout(FloatType t) {
      return switch (t.width()) {
        case 16 -> t.kind() == FloatType.Kind.BF16 ? new int[] {8, 7} : new int[] {5, 10};
        case 64 -> new int[] {11, 52};
        default -> new int[] {8, 23};
      };
    }

    /** A quiet NaN, negative when asked (0x7FC00000 / 0xFFC00000 for f32). */
    static java.math.BigInteger quietNaN(FloatType t, boolean negative) {
      int[] l = layout(t);
      java.math.BigInteger exp = java.math.BigInteger.ONE.shiftLeft(l[0]).subtract(java.math.BigInteger.ONE).shiftLeft(l[1]);
      java.math.BigInteger v = exp.or(java.math.BigInteger.ONE.shiftLeft(l[1] - 1));
      return negative ? v.setBit(l[0] + l[1]) : v;
    }

    /** The smallest negative denormal (APFloat::getSmallest(negative)). */
    static java.math.BigInteger smallestNegative(FloatType t) {
      int[] l = layout(t);
      return java.math.BigInteger.ONE.setBit(l[0] + l[1]);
    }

    /** The largest finite value. */
    static java.math.BigInteger largest(FloatType t) {
      int[] l = layout(t);
      java.math.BigInteger exp = java.math.BigInteger.ONE.shiftLeft(l[0]).subtract(java.math.BigInteger.TWO).shiftLeft(l[1]);
      return exp.or(java.math.BigInteger.ONE.shiftLeft(l[1]).subtract(java.math.BigInteger.ONE));
    }
  }

  /** The llvm reduction intrinsic's suffix for a combining kind ({@code maxsi} -> {@code smax}), or null. */
  private static String reduceIntrinsic(String kind) {
    return switch (kind) {
      case "add", "mul", "and", "or", "xor" -> kind;
      case "maxsi" -> "smax";
      case "minsi" -> "smin";
      case "maxui" -> "umax";
      case "minui" -> "umin";
      case "maxnumf" -> "fmax";
      case "minnumf" -> "fmin";
      case "maximumf" -> "fmaximum";
      case "minimumf" -> "fminimum";
      default -> null;
    };
  }

  /** A load's or store's alignment, and {@code nontemporal} when the vector op has it set. */
  private static Object[] memoryProps(LlvmBuilder b, Operation op, MemRefType m, boolean vectorAlign) {
    Attribute align = alignment(b, op, m, vectorAlign);
    return op.inherentAttr("nontemporal") instanceof IntegerAttr nt && nt.boolValue()
        ? new Object[] {"alignment", align, "nontemporal", org.jmlir.ir.attr.UnitAttr.get(b.context())}
        : new Object[] {"alignment", align};
  }

  /** LLVM's {@code reassoc} fast-math bit. */
  private static final int LLVM_REASSOC = 1 << 6;

  /** A 1-D reduction; {@code reassociate} adds LLVM's reassoc flag to float reductions (reassociate-fp-reductions). */
  static Value reduction(LlvmBuilder b, VectorOp op, List<Value> in, boolean reassociate) {
    VectorType v = (VectorType) op.operand(0).type();
    if (v.shape().length > 1) {
      return null;
    }
    MLIRContext ctx = b.context();
    String kind = op.enumKeyword("kind", VectorEnumAttr.KIND);
    Type elem = scalarType(ctx, v);
    Value vec = in.get(0);
    Value acc = in.size() > 1 ? in.get(1) : null;
    boolean isFloat = elem instanceof FloatType;
    Object[] fm = new Object[0];
    int flags = (op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? org.jmlir.conversion.arithtollvm.ArithToLlvm.fastmath(f.flags()) : 0)
        | (reassociate ? LLVM_REASSOC : 0);
    if (flags != 0) {
      fm = new Object[] {"fastmathFlags", FastmathFlagsAttr.get(ctx, flags)};
    }
    if (isFloat && (kind.equals("add") || kind.equals("mul"))) {
      Value start = acc != null ? acc : b.constant(elem, FloatAttr.get(ctx, (FloatType) elem, kind.equals("add") ? 0.0 : 1.0));
      return b.value(ctx.lookupOp("llvm.intr.vector.reduce.f" + kind), elem, List.of(start, vec), fm);
    }
    String intr = reduceIntrinsic(kind);
    if (intr == null) {
      return null;
    }
    OpDef def = ctx.lookupOp("llvm.intr.vector.reduce." + intr);
    Value r = isFloat ? b.value(def, elem, List.of(vec), fm) : b.value(def, elem, List.of(vec));
    if (acc == null) {
      return r;
    }
    String predicate = switch (kind) {
      case "minui" -> "ule";
      case "minsi" -> "sle";
      case "maxui" -> "uge";
      case "maxsi" -> "sge";
      default -> null;
    };
    if (predicate != null) {
      // MLIR's createIntegerReductionComparisonOpLowering: compare the accumulator with the reduction and select.
      Value cmp = b.value(LlvmOps.ICMP, IntegerType.get(ctx, 1), List.of(acc, r), "predicate", LlvmEnums.ICMP_PREDICATE.attr(ctx, predicate));
      return b.value(LlvmOps.SELECT, elem, List.of(cmp, acc, r));
    }
    OpDef combine = switch (kind) {
      case "add" -> LlvmOps.ADD;
      case "mul" -> LlvmOps.MUL;
      case "and" -> LlvmOps.AND;
      case "or" -> LlvmOps.OR;
      case "xor" -> LlvmOps.XOR;
      case "maxsi" -> ctx.lookupOp("llvm.intr.smax");
      case "minsi" -> ctx.lookupOp("llvm.intr.smin");
      case "maxui" -> ctx.lookupOp("llvm.intr.umax");
      case "minui" -> ctx.lookupOp("llvm.intr.umin");
      case "maxnumf" -> ctx.lookupOp("llvm.intr.maxnum");
      case "minnumf" -> ctx.lookupOp("llvm.intr.minnum");
      case "maximumf" -> ctx.lookupOp("llvm.intr.maximum");
      default -> ctx.lookupOp("llvm.intr.minimum");
    };
    // Arithmetic kinds combine (acc, r); the float min/max ones (r, acc), as MLIR's lowerings build them.
    return b.value(combine, elem, isFloat ? List.of(r, acc) : List.of(acc, r));
  }

  // ---- print -------------------------------------------------------------------------------------

  /** A scalar or punctuation/string print: calls into the runner utils, as MLIR's VectorPrintOpConversion. */
  static boolean lowerPrint(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw,
      boolean arithConvertible) {
    MLIRContext ctx = op.context();
    if (op.numOperands() > 0 && op.operand(0).type() instanceof VectorType) {
      return false;
    }
    if (!arithConvertible && op.numOperands() > 0 && op.operand(0).type() instanceof IntegerType it && it.width() < 64) {
      return false;
    }
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Type voidT = LlvmPrimitiveType.voidType(ctx);
    if (op.inherentAttr("stringLiteral") instanceof StringAttr s) {
      GlobalOp g = LlvmSymbols.createStringGlobal(rw, op, "vector_print_str", s.value(), op.location());
      declare(rw, op, "printString", List.of(tc.ptr(0)));
      Value addr = b.value(AddressOfOp.DEF, tc.ptr(0), List.of(), "global_name", SymbolRefAttr.get(ctx, g.symName()));
      Value gep = GEPOp.create(ctx, op.location(), tc.ptr(0), g.globalType(), addr, List.of(0), 0).result(0);
      rw.insert(gep.definingOp());
      rw.insert(CallOp.create(ctx, op.location(), "printString", null, List.of(gep)));
      rw.eraseOp(op);
      return true;
    }
    if (op.numOperands() > 0) {
      Type t = op.operand(0).type();
      Value v = operands.get(0);
      String fn;
      if (t instanceof FloatType f && ApFloat.semantics(f) >= 0 && !ApFloat.isNative(f)) {
        // A format LLVM lacks: its bits, zero-extended, to the APFloat runtime's printer.
        IntegerType i64 = IntegerType.get(ctx, 64);
        IntegerType i32 = IntegerType.get(ctx, 32);
        Value bits = ((IntegerType) v.type()).width() < 64 ? b.value(LlvmOps.ZEXT, i64, List.of(v)) : v;
        Value sem = b.intConstant(i32, ApFloat.semantics(f));
        LlvmSymbols.lookupOrCreateFn(rw, op, "printApFloat", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(i32, i64), false));
        rw.insert(CallOp.create(ctx, op.location(), "printApFloat", null, List.of(sem, bits)));
        fn = null;
      } else if (t instanceof FloatType f) {
        fn = switch (f.width()) {
          case 32 -> "printF32";
          case 64 -> "printF64";
          case 16 -> f.kind() == FloatType.Kind.BF16 ? "printBF16" : "printF16";
          default -> null;
        };
        if (fn == null) {
          return false;
        }
        if (f.width() == 16) {
          // The runtime takes the bits as an i16.
          v = b.value(LlvmOps.BITCAST, IntegerType.get(ctx, 16), List.of(v));
        }
      } else if (t instanceof IndexType) {
        fn = "printU64";
      } else if (t instanceof IntegerType it) {
        if (it.width() > 64) {
          return false;
        }
        boolean unsigned = it.signedness() == IntegerType.Signedness.UNSIGNED || it.width() == 1;
        fn = it.signedness() == IntegerType.Signedness.UNSIGNED ? "printU64" : "printI64";
        if (it.width() < 64) {
          IntegerType i64 = IntegerType.get(ctx, 64);
          if (it.signedness() != IntegerType.Signedness.SIGNLESS && !v.type().equals(IntegerType.get(ctx, it.width()))) {
            v = rw.create(castState(ctx, op, v, IntegerType.get(ctx, it.width()))).result(0);
          }
          OperationState ext = new OperationState(ctx, ctx.lookupOp(unsigned ? "arith.extui" : "arith.extsi"), op.location());
          ext.addOperand(v);
          ext.addType(i64);
          v = rw.create(ext).result(0);
        }
      } else {
        return false;
      }
      if (fn != null) {
        declare(rw, op, fn, List.of(v.type()));
        rw.insert(CallOp.create(ctx, op.location(), fn, null, List.of(v)));
      }
    }
    String punct = VectorEnumAttr.keywordOf(op.inherentAttr("punctuation"), VectorEnumAttr.PUNCTUATION);
    String pfn = switch (punct == null ? "newline" : punct) {
      case "newline" -> "printNewline";
      case "comma" -> "printComma";
      case "open" -> "printOpen";
      case "close" -> "printClose";
      default -> null;
    };
    if (pfn != null) {
      declare(rw, op, pfn, List.of());
      rw.insert(CallOp.create(ctx, op.location(), pfn, null, List.of()));
    }
    rw.eraseOp(op);
    return true;
  }

  private static OperationState castState(MLIRContext ctx, Operation op, Value v, Type to) {
    OperationState s = new OperationState(ctx, ctx.lookupOp("builtin.unrealized_conversion_cast"), op.location());
    s.addOperand(v);
    s.addType(to);
    return s;
  }

  private static void declare(ConversionPatternRewriter rw, Operation op, String name, List<Type> params) {
    MLIRContext ctx = op.context();
    LlvmSymbols.lookupOrCreateFn(rw, op, name, LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), params, false));
  }
}

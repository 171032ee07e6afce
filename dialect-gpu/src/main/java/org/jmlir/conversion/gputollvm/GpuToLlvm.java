package org.jmlir.conversion.gputollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.MemRefDescriptor;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.conversion.memreftollvm.MemRefToLlvm;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.dialect.gpu.LaunchFuncOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.llvm.LlvmTypes;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/**
 * {@code gpu-to-llvm}, as MLIR 22's GpuToLLVMConversionPass: host code to the llvm dialect with the
 * {@code mgpu*} runtime calls. Async tokens become streams ({@code !llvm.ptr}): {@code gpu.wait
 * async} creates one (waiting on events recorded after its dependencies), alloc/dealloc/memcpy/memset
 * with one dependency run on it, {@code gpu.wait} synchronizes and destroys streams or events, and
 * {@code gpu.launch_func} stays with its operands lowered (memrefs expanded, or bare pointers with
 * {@code use-bare-pointers-for-kernels}, optionally followed by their byte sizes) and the stream as its
 * async object. Every dialect with to-llvm patterns is lowered too; gpu.module and gpu.binary stay.
 * An op whose conditions do not hold stays as it is (with casts), as in mlir-opt.
 */
public final class GpuToLlvm extends LlvmConversionPass {
  public GpuToLlvm(PassOptions o) {
    super(
        o,
        Set.of("use-bare-pointers-for-host", "use-bare-pointers-for-kernels", "intersperse-sizes-for-kernels", "allow-pattern-rollback"),
        "gpu-to-llvm",
        "GpuToLLVMConversionPass",
        "Convert GPU dialect to LLVM dialect with GPU runtime calls");
  }

  @Override
  protected LlvmTypeConverter typeConverter(Operation root) {
    LlvmTypeConverter tc = new LlvmTypeConverter(root.context(), 64, options().getBool("use-bare-pointers-for-host", false));
    tc.addConversion(t -> t instanceof AsyncTokenType || t instanceof org.jmlir.dialect.gpu.SparseHandleType ? tc.ptr(0) : null);
    return tc;
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter tc) {
    List<RewritePattern> out = new ArrayList<>();
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      i.populate(tc, out);
    }
    new Patterns(tc, options().getBool("use-bare-pointers-for-kernels", false), options().getBool("intersperse-sizes-for-kernels", false))
        .populate(out);
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // MLIR first runs a greedy rewrite (vector transfer lowering): it folds, hoists constants and
    // erases dead ops.
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of()), GreedyRewriteConfig.BOTTOM_UP);
    LlvmTypeConverter tc = typeConverter(root);
    java.util.Map<String, java.util.Map<Integer, Integer>> askRanks =
        options().getBool("use-bare-pointers-for-host", false) ? java.util.Map.of() : askRanks(root);
    ConversionTarget target = new ConversionTarget();
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    target.addLegalOp("gpu.module");
    target.addLegalOp("gpu.binary");
    target.addDynamicallyLegalOp("gpu.launch_func", op -> op.operandTypes().stream().allMatch(LlvmTypes::isCompatible));
    if (!DialectConversion.applyPartialConversion(root, target, patterns(tc))) {
      pc.signalFailure();
      return;
    }
    root.walkPreOrder(
        op -> {
          if (op.name().equals("llvm.func") && !op.region(0).isEmpty()) {
            java.util.Map<Integer, Integer> ranks = inGpuModule(op)
                ? null
                : askRanks.get(op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr n ? n.value() : "");
            org.jmlir.conversion.gputonvvm.GpuToNvvm.orderArgumentDescriptors(
                op, ranks == null ? null : k -> ranks.getOrDefault(k, -1));
          }
        });
  }

  private static boolean inGpuModule(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.name().equals("gpu.module")) {
        return true;
      }
    }
    return false;
  }

  /**
   * For each function, when the conversion will first ask for each memref argument (MLIR 22 builds an
   * argument's descriptor then, at the block's start): the ops in order, each one's operands in order.
   * Keyed by the index of the argument's first field among the new arguments.
   */
  private static java.util.Map<String, java.util.Map<Integer, Integer>> askRanks(Operation root) {
    java.util.Map<String, java.util.Map<Integer, Integer>> out = new java.util.HashMap<>();
    for (Operation f : root.collect(o -> o.name().equals("func.func") && !o.region(0).isEmpty() && !inGpuModule(o))) {
      org.jmlir.ir.Block entry = f.region(0).front();
      int[] start = new int[entry.numArguments()];
      int next = 0;
      for (int i = 0; i < entry.numArguments(); i++) {
        start[i] = next;
        Type t = entry.argument(i).type();
        next += t instanceof MemRefType m ? 3 + 2 * m.rank() : t instanceof UnrankedMemRefType ? 2 : 1;
      }
      java.util.Map<Integer, Integer> ranks = new java.util.HashMap<>();
      f.walkPreOrder(
          op -> {
            for (Value v : op.operands()) {
              if (v instanceof org.jmlir.ir.BlockArgument ba && ba.owner() == entry
                  && (v.type() instanceof MemRefType || v.type() instanceof UnrankedMemRefType)) {
                ranks.putIfAbsent(start[ba.index()], ranks.size());
              }
            }
          });
      if (f.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr n) {
        out.put(n.value(), ranks);
      }
    }
    return out;
  }

  /** The runtime-call lowerings of gpu ops (MLIR's ConvertOpToGpuRuntimeCallPattern family). */
  private static final class Patterns {
    private final LlvmTypeConverter tc;
    private final boolean kernelBarePtr;
    private final boolean intersperseSizes;
    private final MLIRContext ctx;
    private final Type ptr;
    private final Type voidType;
    private final IntegerType i8;
    private final IntegerType i16;
    private final IntegerType i32;
    private final IntegerType index;

    Patterns(LlvmTypeConverter tc, boolean kernelBarePtr, boolean intersperseSizes) {
      this.tc = tc;
      this.kernelBarePtr = kernelBarePtr;
      this.intersperseSizes = intersperseSizes;
      this.ctx = tc.context();
      this.ptr = tc.ptr(0);
      this.voidType = LlvmPrimitiveType.voidType(ctx);
      this.i8 = IntegerType.get(ctx, 8);
      this.i16 = IntegerType.get(ctx, 16);
      this.i32 = IntegerType.get(ctx, 32);
      this.index = tc.indexType();
    }

    void populate(List<RewritePattern> out) {
      out.add(ConversionPattern.of("gpu.wait", tc, this::wait));
      out.add(ConversionPattern.of("gpu.alloc", tc, this::alloc));
      out.add(ConversionPattern.of("gpu.dealloc", tc, this::dealloc));
      out.add(ConversionPattern.of("gpu.memcpy", tc, this::memcpy));
      out.add(ConversionPattern.of("gpu.memset", tc, this::memset));
      out.add(ConversionPattern.of("gpu.launch_func", tc, this::launch));
      out.add(ConversionPattern.of("gpu.host_register", tc, this::hostRegister));
      out.add(ConversionPattern.of("gpu.set_default_device", tc, (op, operands, rw) -> {
        call(rw, op, "mgpuSetDefaultDevice", voidType, List.of(operands.get(0)));
        rw.eraseOp(op);
        return true;
      }));
      new SparseToLlvm(tc, this::call, voidType).populate(out);
    }

    /** Calls runtime function {@code name} (declared at the module's end on first use). */
    private Value call(ConversionPatternRewriter rw, Operation at, String name, Type result, List<Value> args) {
      List<Type> params = new ArrayList<>();
      for (Value a : args) {
        params.add(a.type());
      }
      return call(rw, at, name, result, params, args);
    }

    /** A call of {@code name}, declared with {@code params} when the module has no such function yet. */
    private Value call(ConversionPatternRewriter rw, Operation at, String name, Type result, List<Type> params, List<Value> args) {
      Operation module = LlvmSymbols.symbolTable(at);
      while (module.parentOp() != null && !module.name().equals("builtin.module")) {
        module = LlvmSymbols.symbolTable(module.parentOp());
      }
      if (LlvmSymbols.lookup(module, name) == null) {
        Operation saved = rw.insertionPoint();
        org.jmlir.ir.Block savedBlock = rw.insertionBlock();
        rw.setInsertionPointToEnd(module.region(0).front());
        rw.insert(FuncOp.create(ctx, at.location(), name, LlvmFunctionType.get(ctx, result, params, false), "external"));
        if (saved != null) {
          rw.setInsertionPoint(saved);
        } else {
          rw.setInsertionPointToEnd(savedBlock);
        }
      }
      CallOp c = CallOp.create(ctx, at.location(), name, result == voidType ? null : result, args);
      rw.insert(c);
      return result == voidType ? null : c.result(0);
    }

    private static boolean allLlvm(List<Value> values) {
      for (Value v : values) {
        if (!LlvmTypes.isCompatible(v.type())) {
          return false;
        }
      }
      return true;
    }

    private static boolean definedByCallTo(Value v, String name) {
      return v.definingOp() instanceof CallOp c && name.equals(c.callee());
    }

    /** Async with exactly one dependency (MLIR's isAsyncWithOneDependency). */
    private static boolean asyncWithOneDependency(Operation op, int deps) {
      return op.numResults() > 0 && op.result(op.numResults() - 1).type() instanceof AsyncTokenType && deps == 1;
    }

    private static int deps(Operation op) {
      return op.def().extension(OpSpec.class).operandGroup(op, 0).size();
    }

    private boolean wait(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      boolean async = op.numResults() == 1;
      if (!async) {
        for (Value v : operands) {
          if (definedByCallTo(v, "mgpuStreamCreate")) {
            call(rw, op, "mgpuStreamSynchronize", voidType, List.of(v));
            call(rw, op, "mgpuStreamDestroy", voidType, List.of(v));
          } else {
            call(rw, op, "mgpuEventSynchronize", voidType, List.of(v));
            call(rw, op, "mgpuEventDestroy", voidType, List.of(v));
          }
        }
        rw.eraseOp(op);
        return true;
      }
      Operation saved = rw.insertionPoint();
      List<Value> events = new ArrayList<>();
      for (int i = 0; i < operands.size(); i++) {
        Value v = operands.get(i);
        if (definedByCallTo(v, "mgpuStreamCreate")) {
          Operation def = op.operand(i).definingOp();
          rw.setInsertionPointAfter(def != null && def.block() != null ? def : v.definingOp());
          Value event = call(rw, op, "mgpuEventCreate", ptr, List.of());
          call(rw, op, "mgpuEventRecord", voidType, List.of(event, v));
          events.add(event);
        } else {
          events.add(v);
        }
      }
      rw.setInsertionPoint(saved);
      Value stream = call(rw, op, "mgpuStreamCreate", ptr, List.of());
      for (Value e : events) {
        call(rw, op, "mgpuStreamWaitEvent", voidType, List.of(stream, e));
      }
      for (Value e : events) {
        call(rw, op, "mgpuEventDestroy", voidType, List.of(e));
      }
      rw.replaceOp(op, List.of(stream));
      return true;
    }

    private boolean alloc(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      MemRefType type = (MemRefType) op.result(0).type();
      boolean shared = op.inherentAttr("hostShared") != null;
      int deps = deps(op);
      boolean async = op.numResults() == 2;
      if (!allLlvm(operands) || shared && async || !shared && !asyncWithOneDependency(op, deps)) {
        return false;
      }
      Type desc = tc.descriptorType(type);
      if (desc == null || !isIdentity(type)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      List<Value> dynamic = operands.subList(deps, deps + op.def().extension(OpSpec.class).operandGroup(op, 1).size());
      MemRefToLlvm.Sizes sizes = MemRefToLlvm.sizes(tc, b, type, dynamic, true);
      Value nullPtr = b.value(LlvmOps.ZERO, ptr, List.of());
      Value stream = deps == 0 ? nullPtr : operands.get(0);
      Value isShared = b.intConstant(i8, shared ? 1 : 0);
      Value allocated = call(rw, op, "mgpuMemAlloc", ptr, List.of(sizes.size(), stream, isShared));
      Value m = MemRefToLlvm.descriptor(tc, b, desc, allocated, allocated, sizes);
      rw.replaceOp(op, async ? List.of(m, stream) : List.of(m));
      return true;
    }

    /** {@code ptrtoint(gep null[count])}: the bytes of {@code count} elements of the memref's type. */
    private Value byteSize(LlvmBuilder b, MemRefType type, Value count) {
      Type elem = tc.convertType(type.elementType());
      Value zero = b.value(LlvmOps.ZERO, ptr, List.of());
      Value gep = b.insert(GEPOp.create(ctx, b.loc(), ptr, elem, zero, List.of(count), 0)).result(0);
      return b.value(LlvmOps.PTRTOINT, index, List.of(gep));
    }

    /** The element count: a constant for a static shape, else the product of the sizes. */
    private Value numElements(LlvmBuilder b, MemRefType type, MemRefDescriptor d) {
      if (type.hasStaticShape()) {
        long n = 1;
        for (long s : type.shape()) {
          n *= s;
        }
        return b.indexConstant(index, n);
      }
      Value n = d.size(0);
      for (int i = 1; i < type.shape().length; i++) {
        n = b.binary(LlvmOps.MUL, n, d.size(i));
      }
      return n;
    }

    /** A pointer in address space 0 (MLIR's bitAndAddrspaceCast). */
    private Value generic(LlvmBuilder b, Value p) {
      return p.type() == ptr ? p : b.value(LlvmOps.ADDRSPACECAST, ptr, List.of(p));
    }

    private boolean dealloc(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      if (!allLlvm(operands) || !asyncWithOneDependency(op, deps(op))) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value p = new MemRefDescriptor(b, operands.get(1)).allocatedPtr();
      Value stream = operands.get(0);
      call(rw, op, "mgpuMemFree", voidType, List.of(p, stream));
      rw.replaceOp(op, List.of(stream));
      return true;
    }

    private boolean memcpy(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      MemRefType type = (MemRefType) op.operand(op.numOperands() - 1).type();
      if (!allLlvm(operands) || !isIdentity(type) || !asyncWithOneDependency(op, deps(op))) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor src = new MemRefDescriptor(b, operands.get(2));
      Value count = numElements(b, type, src);
      Value bytes = byteSize(b, type, count);
      Value s = generic(b, src.alignedPtr());
      Value dst = generic(b, new MemRefDescriptor(b, operands.get(1)).alignedPtr());
      Value stream = operands.get(0);
      call(rw, op, "mgpuMemcpy", voidType, List.of(dst, s, bytes, stream));
      rw.replaceOp(op, List.of(stream));
      return true;
    }

    private boolean memset(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      MemRefType type = (MemRefType) op.operand(op.numOperands() - 2).type();
      if (!allLlvm(operands) || !isIdentity(type) || !asyncWithOneDependency(op, deps(op))) {
        return false;
      }
      Type valueType = operands.get(2).type();
      int width = valueType instanceof IntegerType it ? it.width() : valueType instanceof FloatType ft ? ft.width() : 0;
      if (width != 16 && width != 32) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      MemRefDescriptor dstDesc = new MemRefDescriptor(b, operands.get(1));
      Value count = numElements(b, type, dstDesc);
      Value value = b.value(LlvmOps.BITCAST, width == 32 ? i32 : i16, List.of(operands.get(2)));
      Value dst = generic(b, dstDesc.alignedPtr());
      Value stream = operands.get(0);
      call(rw, op, width == 32 ? "mgpuMemset32" : "mgpuMemset16", voidType, List.of(dst, value, count, stream));
      rw.replaceOp(op, List.of(stream));
      return true;
    }

    private boolean hostRegister(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      if (!allLlvm(operands) || !(op.operand(0).type() instanceof UnrankedMemRefType u)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Type elem = tc.convertType(u.elementType());
      Value zero = b.value(LlvmOps.ZERO, ptr, List.of());
      Value gep = b.insert(GEPOp.create(ctx, b.loc(), ptr, elem, zero, List.of(1), 0)).result(0);
      Value size = b.value(LlvmOps.PTRTOINT, index, List.of(gep));
      Value desc = operands.get(0);
      if (tc.useBarePtrCallConv()) {
        // As mlir-opt 22's promoteOperands under the bare-pointer convention, which has no case for
        // an unranked memref: the descriptor is passed whole, and the call to the runtime function
        // (rank, pointer, element size) fails to verify.
        call(rw, op, "mgpuMemHostRegisterMemRef", voidType, List.of(index, ptr, index), List.of(desc, size));
        rw.eraseOp(op);
        return true;
      }
      List<Type> fields = ((LlvmStructType) desc.type()).elementTypes();
      Value rank = b.extractValue(fields.get(0), desc, 0);
      Value p = b.extractValue(fields.get(1), desc, 1);
      call(rw, op, "mgpuMemHostRegisterMemRef", voidType, List.of(rank, p, size));
      rw.eraseOp(op);
      return true;
    }

    private boolean launch(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
      LaunchFuncOp launch = (LaunchFuncOp) op;
      if (!allLlvm(operands)) {
        return false;
      }
      int[][] groups = op.def().extension(OpSpec.class).operandGroups(op);
      int deps = groups[0][1];
      boolean async = op.numResults() == 1;
      if (deps > 1 || !async && deps > 0) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value stream = deps == 1 ? operands.get(0) : async ? call(rw, op, "mgpuStreamCreate", ptr, List.of()) : null;
      List<Value> original = launch.kernelOperands();
      int argStart = groups[LaunchFuncOpGroups.ARGS][0];
      List<Value> args = new ArrayList<>();
      for (int k = 0; k < original.size(); k++) {
        Value converted = operands.get(argStart + k);
        Type t = original.get(k).type();
        if (t instanceof MemRefType m) {
          MemRefDescriptor d = new MemRefDescriptor(b, converted);
          if (kernelBarePtr || tc.useBarePtrCallConv()) {
            if (!LlvmTypeConverter.canBeBare(m)) {
              return false;
            }
            args.add(d.alignedPtr());
          } else {
            args.addAll(d.unpack());
          }
        } else if (t instanceof UnrankedMemRefType && (kernelBarePtr || tc.useBarePtrCallConv())) {
          // MLIR 22 has no bare form for it (its release build passes the descriptor as it is, and the
          // launch then fails to verify against the kernel's memref<*x..> argument).
          args.add(converted);
        } else if (t instanceof UnrankedMemRefType) {
          List<Type> f = ((LlvmStructType) converted.type()).elementTypes();
          args.add(b.extractValue(f.get(0), converted, 0));
          args.add(b.extractValue(f.get(1), converted, 1));
        } else {
          args.add(converted);
        }
      }
      if (intersperseSizes) {
        if (args.size() != original.size()) {
          return false;
        }
        List<Value> withSizes = new ArrayList<>();
        for (int k = 0; k < args.size(); k++) {
          if (!(original.get(k).type() instanceof MemRefType m)
              || !m.hasStaticShape()
              || !(m.elementType() instanceof IntegerType || m.elementType() instanceof FloatType)) {
            return false;
          }
          int bits = m.elementType() instanceof IntegerType it ? it.width() : ((FloatType) m.elementType()).width();
          if (bits % 8 != 0) {
            return false;
          }
          long n = 1;
          for (long s : m.shape()) {
            n *= s;
          }
          withSizes.add(args.get(k));
          withSizes.add(b.indexConstant(index, bits / 8 * n));
        }
        args = withSizes;
      }
      OperationState s = new OperationState(ctx, LaunchFuncOp.DEF, op.location());
      int[] sizes = new int[13];
      for (int g = 1; g <= 6; g++) {
        s.addOperand(operands.get(groups[g][0]));
        sizes[g] = 1;
      }
      for (int g = 7; g <= 10; g++) {
        s.addOperands(operands.subList(groups[g][0], groups[g][0] + groups[g][1]));
        sizes[g] = groups[g][1];
      }
      s.addOperands(args);
      sizes[11] = args.size();
      if (stream != null) {
        s.addOperand(stream);
        sizes[12] = 1;
      }
      s.addAttribute("kernel", launch.kernel());
      s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, sizes));
      rw.create(s);
      if (async) {
        rw.replaceOp(op, List.of(stream));
      } else {
        rw.eraseOp(op);
      }
      return true;
    }
  }

  private static boolean isIdentity(MemRefType t) {
    return t.layout() == null || t.layout() instanceof org.jmlir.ir.attr.AffineMapAttr m && m.map().isIdentity();
  }

  /** The operand group of kernel arguments in gpu.launch_func (MLIR 22's order). */
  private static final class LaunchFuncOpGroups {
    static final int ARGS = 11;
  }
}

package org.jmlir.target.nvptx;

import static org.bytedeco.llvm.global.LLVM.*;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMPassBuilderOptionsRef;
import org.bytedeco.llvm.LLVM.LLVMTargetMachineRef;
import org.bytedeco.llvm.LLVM.LLVMTargetRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.type.Type;
import org.jmlir.llvm.Llvm;
import org.jmlir.llvm.LlvmException;
import org.jmlir.llvm.LlvmIr;
import org.jmlir.dialect.nvvm.NvvmEnumAttr;
import org.jmlir.llvm.translate.ModuleTranslation;
import org.jmlir.llvm.translate.TranslationException;

/**
 * PTX for a {@code gpu.module} lowered to the llvm and nvvm dialects, through LLVM's NVPTX back end
 * (bytedeco's LLVM 20): nvvm special registers and {@code nvvm.barrier0} become calls of their
 * {@code llvm.nvvm.*} intrinsics, the body translates as {@code --mlir-to-llvmir} does, functions
 * marked {@code nvvm.kernel} get the {@code ptx_kernel} calling convention (and an
 * {@code nvvm.annotations} {@code kernel} entry, which older readers of the IR expect),
 * {@code nvvm.maxntid} becomes {@code maxntid{x,y,z}} annotations, and the module is optimized at
 * O2 and emitted for {@code nvptx64-nvidia-cuda}. The NVPTX target is initialized on first use.
 */
public final class PtxEmitter {
  private PtxEmitter() {}

  public static final String TRIPLE = "nvptx64-nvidia-cuda";

  /** LLVM's PTX_Kernel calling convention. */
  private static final int PTX_KERNEL_CC = 71;

  private static final class Target {
    static {
      Llvm.ensureInitialized();
      LLVMInitializeNVPTXTargetInfo();
      LLVMInitializeNVPTXTarget();
      LLVMInitializeNVPTXTargetMC();
      LLVMInitializeNVPTXAsmPrinter();
    }

    static void touch() {}
  }

  /**
   * The PTX ISA version feature for {@code chip} when none is given: 7.8 for sm_90 and up (which
   * needs it), else 7.0 (sm_80's minimum); both are read by the ptxas of CUDA 11.8 and later.
   */
  public static String defaultFeatures(String chip) {
    int sm = smNumber(chip);
    return sm >= 90 ? "+ptx78" : "+ptx70";
  }

  private static int smNumber(String chip) {
    String digits = chip.replaceAll("[^0-9]", "");
    return digits.isEmpty() ? 0 : Integer.parseInt(digits);
  }

  /** The LLVM IR text of {@code gpuModule} as the NVPTX back end receives it. */
  public static String llvmIr(Operation gpuModule, String chip, String features) throws LlvmException, TranslationException {
    return withModule(gpuModule, chip, features, (tm, m) -> LlvmIr.print(m));
  }

  /** PTX assembly for {@code gpuModule} (features empty: {@link #defaultFeatures}). */
  public static String ptx(Operation gpuModule, String chip, String features) throws LlvmException, TranslationException {
    return withModule(gpuModule, chip, features, (tm, m) -> {
      LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
      try {
        Llvm.check(LLVMRunPasses(m, "default<O2>", tm, po), "optimization failed");
      } finally {
        LLVMDisposePassBuilderOptions(po);
      }
      BytePointer err = new BytePointer();
      LLVMMemoryBufferRef buf = new LLVMMemoryBufferRef();
      if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, err, buf) != 0) {
        throw new LlvmException("PTX generation failed: " + Llvm.takeMessage(err));
      }
      byte[] bytes = new byte[(int) LLVMGetBufferSize(buf)];
      LLVMGetBufferStart(buf).get(bytes);
      LLVMDisposeMemoryBuffer(buf);
      return new String(bytes, StandardCharsets.UTF_8);
    });
  }

  /** LLVM bitcode of {@code gpuModule} as the NVPTX back end receives it (MLIR's {@code format=llvm}). */
  public static byte[] bitcode(Operation gpuModule, String chip, String features) throws LlvmException, TranslationException {
    byte[][] out = {null};
    withModule(gpuModule, chip, features, (tm, m) -> {
      out[0] = LlvmIr.bitcode(m);
      return null;
    });
    return out[0];
  }

  private interface ModuleUser {
    String apply(LLVMTargetMachineRef tm, LLVMModuleRef module) throws LlvmException;
  }

  private static String withModule(Operation gpuModule, String chip, String features, ModuleUser user)
      throws LlvmException, TranslationException {
    Target.touch();
    String feats = features == null || features.isEmpty() ? defaultFeatures(chip) : features;
    Operation copy = asBuiltinModule(gpuModule);
    List<String> kernels = new ArrayList<>();
    List<long[]> maxntid = new ArrayList<>();
    prepare(copy, kernels, maxntid);
    LLVMTargetRef target = new LLVMTargetRef();
    BytePointer err = new BytePointer();
    if (LLVMGetTargetFromTriple(new BytePointer(TRIPLE), target, err) != 0) {
      throw new LlvmException("the NVPTX target is not available: " + Llvm.takeMessage(err));
    }
    LLVMTargetMachineRef tm =
        LLVMCreateTargetMachine(target, TRIPLE, chip, feats, LLVMCodeGenLevelDefault, LLVMRelocDefault, LLVMCodeModelDefault);
    LLVMContextRef ctx = LLVMContextCreate();
    try {
      LLVMModuleRef m = ModuleTranslation.translate(copy, ctx);
      try {
        LLVMSetTarget(m, TRIPLE);
        var layout = LLVMCreateTargetDataLayout(tm);
        LLVMSetModuleDataLayout(m, layout);
        LLVMDisposeTargetData(layout);
        annotate(ctx, m, kernels, maxntid);
        linkLibdevice(ctx, m);
        return user.apply(tm, m);
      } finally {
        LLVMDisposeModule(m);
      }
    } finally {
      LLVMContextDispose(ctx);
      LLVMDisposeTargetMachine(tm);
    }
  }

  /** A builtin.module holding a copy of {@code gpuModule}'s body, as the translation takes it. */
  private static Operation asBuiltinModule(Operation gpuModule) {
    MLIRContext ctx = gpuModule.context();
    Operation clone = gpuModule.clone();
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, org.jmlir.ir.builtin.ModuleOp.DEF, gpuModule.location());
    s.addRegion();
    Operation module = Operation.create(s);
    Block body = new Block();
    module.region(0).insertBlock(0, body);
    List<Operation> ops = new ArrayList<>();
    for (Operation op : clone.region(0).front()) {
      ops.add(op);
    }
    for (Operation op : ops) {
      op.remove();
      body.append(op);
    }
    return module;
  }

  /** Replaces nvvm ops by intrinsic calls (declared once) and collects the kernels. */
  private static void prepare(Operation module, List<String> kernels, List<long[]> maxntid) throws TranslationException {
    MLIRContext ctx = module.context();
    Block body = module.region(0).front();
    List<String> declared = new ArrayList<>();
    List<Operation> nvvm = new ArrayList<>();
    module.walkPreOrder(
        op -> {
          if (op.name().startsWith("nvvm.")) {
            nvvm.add(op);
          }
        });
    for (Operation op : nvvm) {
      String intrinsic;
      if (op.name().startsWith("nvvm.read.ptx.sreg.")) {
        intrinsic = "llvm." + op.name();
      } else if (op.name().equals("nvvm.barrier0")) {
        intrinsic = "llvm.nvvm.barrier0";
      } else if (op.name().equals("nvvm.shfl.sync")) {
        String kind = ((NvvmEnumAttr) op.inherentAttr("kind")).caseName();
        String type = op.operand(1).type() instanceof org.jmlir.ir.type.FloatType ? "f32" : "i32";
        boolean pair = op.inherentAttr("return_value_and_is_valid") != null;
        intrinsic = "llvm.nvvm.shfl.sync." + kind + "." + type + (pair ? "p" : "");
      } else if (op.name().equals("nvvm.redux.sync") && op.operand(0).type() instanceof org.jmlir.ir.type.IntegerType) {
        intrinsic = "llvm.nvvm.redux.sync." + ((NvvmEnumAttr) op.inherentAttr("kind")).caseName();
      } else {
        throw new TranslationException(op, "cannot be converted to LLVM IR: no PTX translation for " + op.name());
      }
      Type result = op.numResults() == 1 ? op.result(0).type() : null;
      if (!declared.contains(intrinsic)) {
        declared.add(intrinsic);
        Type ret = result == null ? LlvmPrimitiveType.voidType(ctx) : result;
        body.prepend(FuncOp.create(ctx, op.location(), intrinsic, LlvmFunctionType.get(ctx, ret, op.operandTypes(), false), "external"));
      }
      CallOp call = CallOp.create(ctx, op.location(), intrinsic, result, op.operands());
      op.block().insertBefore(op, call);
      if (result != null) {
        op.result(0).replaceAllUsesWith(call.result(0));
      }
      op.erase();
    }
    for (Operation op : body) {
      if (op.name().equals("llvm.func") && op.attr("nvvm.kernel") != null) {
        String name = ((FuncOp) op).symName();
        kernels.add(name);
        if (op.attr("nvvm.maxntid") instanceof DenseArrayAttr d) {
          maxntid.add(new long[] {kernels.size() - 1, d.rawValue(0), d.rawValue(1), d.rawValue(2)});
        }
      }
    }
  }

  /**
   * libdevice ({@code nvvm/libdevice/libdevice.10.bc} under {@code $CUDA_HOME}, {@code $CUDA_PATH} or
   * {@code /usr/local/cuda}), as MLIR links it: only when the module calls {@code __nv_*} functions;
   * its functions become internal, so the optimizer keeps only those used. Without libdevice the
   * calls stay external.
   */
  private static void linkLibdevice(LLVMContextRef ctx, LLVMModuleRef m) throws LlvmException {
    boolean needed = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
      needed |= LLVMIsDeclaration(f) != 0 && LLVMGetValueName(f).getString().startsWith("__nv_");
    }
    java.nio.file.Path bc = libdevice();
    if (!needed || bc == null) {
      return;
    }
    byte[] bytes;
    try {
      bytes = java.nio.file.Files.readAllBytes(bc);
    } catch (java.io.IOException e) {
      throw new LlvmException("cannot read " + bc + ": " + e.getMessage());
    }
    LLVMModuleRef lib = LlvmIr.parse(ctx, bytes, bc.toString());
    LLVMSetTarget(lib, TRIPLE);
    LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
    java.util.Set<String> own = new java.util.HashSet<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f) == 0) {
        own.add(LLVMGetValueName(f).getString());
      }
    }
    if (LLVMLinkModules2(m, lib) != 0) {
      throw new LlvmException("linking libdevice failed");
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f) == 0 && !own.contains(LLVMGetValueName(f).getString())) {
        LLVMSetLinkage(f, LLVMInternalLinkage);
      }
    }
  }

  /** The libdevice bitcode of the CUDA toolkit, or null. */
  public static java.nio.file.Path libdevice() {
    for (String root : new String[] {System.getenv("CUDA_HOME"), System.getenv("CUDA_PATH"), "/usr/local/cuda"}) {
      if (root != null && !root.isEmpty()) {
        java.nio.file.Path p = java.nio.file.Path.of(root, "nvvm", "libdevice", "libdevice.10.bc");
        if (java.nio.file.Files.isReadable(p)) {
          return p;
        }
      }
    }
    return null;
  }

  /** The kernels' calling convention and {@code !nvvm.annotations}. */
  private static void annotate(LLVMContextRef ctx, LLVMModuleRef m, List<String> kernels, List<long[]> maxntid) {
    var i32 = LLVMInt32TypeInContext(ctx);
    for (String k : kernels) {
      LLVMValueRef fn = LLVMGetNamedFunction(m, k);
      LLVMSetFunctionCallConv(fn, PTX_KERNEL_CC);
      addAnnotation(ctx, m, fn, "kernel", LLVMConstInt(i32, 1, 0));
    }
    String[] dims = {"maxntidx", "maxntidy", "maxntidz"};
    for (long[] e : maxntid) {
      LLVMValueRef fn = LLVMGetNamedFunction(m, kernels.get((int) e[0]));
      for (int d = 0; d < 3; d++) {
        addAnnotation(ctx, m, fn, dims[d], LLVMConstInt(i32, e[d + 1], 0));
      }
    }
  }

  private static void addAnnotation(LLVMContextRef ctx, LLVMModuleRef m, LLVMValueRef fn, String key, LLVMValueRef value) {
    LLVMValueRef name = LLVMMDStringInContext(ctx, key, key.length());
    LLVMValueRef node = LLVMMDNodeInContext(ctx, new PointerPointer<>(fn, name, value), 3);
    LLVMAddNamedMetadataOperand(m, "nvvm.annotations", node);
  }
}

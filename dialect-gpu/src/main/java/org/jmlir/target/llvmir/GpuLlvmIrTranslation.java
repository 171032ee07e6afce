package org.jmlir.target.llvmir;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.gpu.GpuObjectAttr;
import org.jmlir.dialect.gpu.LaunchFuncOp;
import org.jmlir.dialect.gpu.SelectObjectAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.llvm.translate.DialectTranslation;
import org.jmlir.llvm.translate.TranslationException;

/**
 * The gpu dialect's translation to LLVM IR (MLIR 22's GPU translation with {@code #gpu.select_object}):
 * a {@code gpu.binary} embeds its selected object as {@code @<name>_binary} (PTX text null-terminated)
 * and gets {@code @<name>_module}, loaded by {@code @<name>_load} (a global constructor calling
 * {@code mgpuModuleLoad(data, size)}, or {@code mgpuModuleLoadJIT(data, O)} for PTX) and unloaded by
 * {@code @<name>_unload}; a {@code gpu.launch_func} (operands already in the llvm dialect) packs its
 * kernel arguments into a stack struct with an array of pointers to its fields, looks the kernel up
 * with {@code mgpuModuleGetFunction} and calls {@code mgpuLaunchKernel} (or
 * {@code mgpuLaunchClusterKernel}) on its stream, or on a stream of its own that it synchronizes and
 * destroys. {@code gpu.module}s are left out. The runtime functions are those of MLIR's
 * CUDA runtime wrappers (jmlir's: {@code org.jmlir.gpu.cuda.CudaRuntime}).
 */
public final class GpuLlvmIrTranslation implements DialectTranslation {
  /** The priority of the load and unload functions in the global constructor and destructor lists. */
  private static final int STRUCTOR_PRIORITY = 123;

  @Override
  public String dialect() {
    return "gpu";
  }

  @Override
  public void translateTopLevel(Operation op, Context t) throws TranslationException {
    switch (op.name()) {
      case "gpu.module" -> { }
      case "gpu.binary" -> embedBinary(op, t);
      default -> throw failed(op);
    }
  }

  @Override
  public void translateOp(Operation op, Context t) throws TranslationException {
    if (!(op instanceof LaunchFuncOp launch)) {
      op.emitError("unsupported GPU operation: " + op.name()).report();
      throw failed(op);
    }
    launchKernel(launch, t);
  }

  private static TranslationException failed(Operation op) {
    return new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
  }

  /** The object a binary's handler selects: by index, by target, or the first. */
  static GpuObjectAttr selectedObject(Operation binary) throws TranslationException {
    ArrayAttr objects = (ArrayAttr) binary.attr("objects");
    Attribute handler = binary.attr("offloadingHandler");
    int index = 0;
    if (handler instanceof SelectObjectAttr s && s.target() != null) {
      index = -1;
      if (s.target() instanceof IntegerAttr i) {
        index = (int) Math.max(-1, Math.min(Integer.MAX_VALUE, i.longValue()));
      } else {
        for (int i = 0; i < objects.size(); i++) {
          if (objects.get(i) instanceof GpuObjectAttr o && o.target().equals(s.target())) {
            index = i;
          }
        }
      }
    }
    if (index < 0 || index >= objects.size() || !(objects.get(index) instanceof GpuObjectAttr o)) {
      binary.emitError("the requested target object couldn't be found").report();
      throw failed(binary);
    }
    return o;
  }

  private static void embedBinary(Operation op, Context t) throws TranslationException {
    GpuObjectAttr object = selectedObject(op);
    String name = ((StringAttr) op.attr("sym_name")).value();
    LLVMContextRef ctx = t.context();
    LLVMModuleRef mod = t.module();
    boolean assembly = object.format().equals("assembly");
    byte[] data = latin1(object.object());
    BytePointer bytes = new BytePointer(data.length);
    bytes.put(data);
    LLVMValueRef init = LLVMConstStringInContext2(ctx, bytes, data.length, assembly ? 0 : 1);
    LLVMValueRef binary = LLVMAddGlobal(mod, LLVMTypeOf(init), name + "_binary");
    LLVMSetInitializer(binary, init);
    LLVMSetGlobalConstant(binary, 1);
    LLVMSetLinkage(binary, LLVMInternalLinkage);
    LLVMSetAlignment(binary, 8);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    LLVMTypeRef voidType = LLVMVoidTypeInContext(ctx);
    LLVMValueRef module = LLVMAddGlobal(mod, ptr, name + "_module");
    LLVMSetInitializer(module, LLVMConstNull(ptr));
    LLVMSetLinkage(module, LLVMInternalLinkage);

    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    try {
      LLVMValueRef load = startupFunction(mod, ctx, b, name + "_load");
      LLVMValueRef loaded;
      if (assembly) {
        long opt = object.properties() != null && object.properties().get("O") instanceof IntegerAttr o ? o.longValue() : 0;
        loaded = call(b, mod, "mgpuModuleLoadJIT", ptr, new LLVMTypeRef[] {ptr, i32}, binary, LLVMConstInt(i32, opt, 1));
      } else {
        loaded = call(b, mod, "mgpuModuleLoad", ptr, new LLVMTypeRef[] {ptr, i64}, binary, LLVMConstInt(i64, data.length, 0));
      }
      LLVMBuildStore(b, loaded, module);
      LLVMBuildRetVoid(b);
      t.appendStructor(false, load, STRUCTOR_PRIORITY);

      LLVMValueRef unload = startupFunction(mod, ctx, b, name + "_unload");
      LLVMValueRef handle = LLVMBuildLoad2(b, ptr, module, "");
      call(b, mod, "mgpuModuleUnload", voidType, new LLVMTypeRef[] {ptr}, handle);
      LLVMBuildRetVoid(b);
      t.appendStructor(true, unload, STRUCTOR_PRIORITY);
    } finally {
      LLVMDisposeBuilder(b);
    }
  }

  /** {@code define internal void @name() section ".text.startup"} with an {@code entry} block, the builder in it. */
  private static LLVMValueRef startupFunction(LLVMModuleRef mod, LLVMContextRef ctx, LLVMBuilderRef b, String name) {
    LLVMValueRef fn = LLVMAddFunction(mod, name, LLVMFunctionType(LLVMVoidTypeInContext(ctx), (PointerPointer<?>) null, 0, 0));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMSetSection(fn, ".text.startup");
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fn, "entry");
    LLVMPositionBuilderAtEnd(b, entry);
    return fn;
  }

  /** Calls {@code name}, declared with the given signature unless the module has it (getOrInsertFunction). */
  private static LLVMValueRef call(LLVMBuilderRef b, LLVMModuleRef mod, String name, LLVMTypeRef result, LLVMTypeRef[] params,
      LLVMValueRef... args) {
    LLVMTypeRef fnType = LLVMFunctionType(result, new PointerPointer<>(params), params.length, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
    if (fn == null || fn.isNull()) {
      fn = LLVMAddFunction(mod, name, fnType);
    }
    return LLVMBuildCall2(b, fnType, fn, new PointerPointer<>(args), args.length, "");
  }

  private static void launchKernel(LaunchFuncOp op, Context t) throws TranslationException {
    String moduleName = op.kernel().root();
    String kernelName = op.kernel().leaf();
    Operation binaryOp = findBinary(op, moduleName);
    if (binaryOp == null) {
      op.emitError("Couldn't find the binary holding the kernel: \"" + moduleName + "\"").report();
      throw failed(op);
    }
    selectedObject(binaryOp);
    LLVMContextRef ctx = t.context();
    LLVMModuleRef mod = t.module();
    LLVMBuilderRef b = t.builder();
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    LLVMTypeRef voidType = LLVMVoidTypeInContext(ctx);

    // The arguments: a struct of their values on the stack and an array of pointers to its fields.
    List<Value> operands = op.kernelOperands();
    LLVMValueRef[] args = new LLVMValueRef[operands.size()];
    LLVMTypeRef[] fieldTypes = new LLVMTypeRef[args.length];
    for (int i = 0; i < args.length; i++) {
      args[i] = t.value(operands.get(i));
      fieldTypes[i] = LLVMTypeOf(args[i]);
    }
    LLVMTypeRef structType = LLVMStructCreateNamed(ctx, "");
    LLVMStructSetBody(structType, new PointerPointer<>(fieldTypes), fieldTypes.length, 0);
    LLVMValueRef argStruct = LLVMBuildAlloca(b, structType, "");
    LLVMValueRef argArray = LLVMBuildArrayAlloca(b, ptr, LLVMConstInt(i64, args.length, 0), "");
    for (int i = 0; i < args.length; i++) {
      LLVMValueRef field = LLVMBuildGEPWithNoWrapFlags(b, structType, argStruct,
          new PointerPointer<>(new LLVMValueRef[] {LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, i, 0)}), 2, "", LLVMGEPFlagInBounds | LLVMGEPFlagNUW);
      LLVMBuildStore(b, args[i], field);
      LLVMValueRef slot = LLVMBuildGEP2(b, ptr, argArray, new PointerPointer<>(new LLVMValueRef[] {LLVMConstInt(i32, i, 0)}), 1, "");
      LLVMBuildStore(b, field, slot);
    }

    LLVMValueRef moduleGlobal = LLVMGetNamedGlobal(mod, moduleName + "_module");
    LLVMValueRef module = LLVMBuildLoad2(b, ptr, moduleGlobal, "");
    String nameGlobal = moduleName + "_" + kernelName + "_name";
    LLVMValueRef name = LLVMGetNamedGlobal(mod, nameGlobal);
    if (name == null || name.isNull()) {
      name = LLVMBuildGlobalString(b, kernelName, nameGlobal);
    }
    LLVMValueRef function = call(b, mod, "mgpuModuleGetFunction", ptr, new LLVMTypeRef[] {ptr, ptr}, module, name);
    Value asyncObject = op.asyncObject();
    LLVMValueRef stream = asyncObject != null ? t.value(asyncObject) : call(b, mod, "mgpuStreamCreate", ptr, new LLVMTypeRef[0]);
    Value dynShared = op.dynamicSharedMemorySize();
    LLVMValueRef smem = dynShared != null ? t.value(dynShared) : LLVMConstInt(i32, 0, 0);
    List<Value> grid = op.gridSizes();
    List<Value> block = op.blockSizes();
    List<Value> cluster = op.clusterSizes();
    LLVMValueRef nullPtr = LLVMConstNull(ptr);
    if (cluster.isEmpty()) {
      LLVMTypeRef[] sig = {ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64};
      call(b, mod, "mgpuLaunchKernel", voidType, sig, function, t.value(grid.get(0)), t.value(grid.get(1)),
          t.value(grid.get(2)), t.value(block.get(0)), t.value(block.get(1)), t.value(block.get(2)), smem, stream, argArray,
          nullPtr, LLVMConstInt(i64, args.length, 0));
    } else {
      LLVMTypeRef[] sig = {ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr};
      call(b, mod, "mgpuLaunchClusterKernel", voidType, sig, function, t.value(cluster.get(0)), t.value(cluster.get(1)),
          t.value(cluster.get(2)), t.value(grid.get(0)), t.value(grid.get(1)), t.value(grid.get(2)), t.value(block.get(0)),
          t.value(block.get(1)), t.value(block.get(2)), smem, stream, argArray, nullPtr);
    }
    if (asyncObject == null) {
      call(b, mod, "mgpuStreamSynchronize", voidType, new LLVMTypeRef[] {ptr}, stream);
      call(b, mod, "mgpuStreamDestroy", voidType, new LLVMTypeRef[] {ptr}, stream);
    }
  }

  private static Operation findBinary(Operation op, String name) {
    Operation module = op.parentOp();
    while (module != null && !module.name().equals("builtin.module")) {
      module = module.parentOp();
    }
    if (module == null) {
      return null;
    }
    for (Operation o : module.region(0).front()) {
      if (o.name().equals("gpu.binary") && o.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return o;
      }
    }
    return null;
  }

  private static byte[] latin1(String s) {
    byte[] r = new byte[s.length()];
    for (int i = 0; i < r.length; i++) {
      r[i] = (byte) s.charAt(i);
    }
    return r;
  }
}

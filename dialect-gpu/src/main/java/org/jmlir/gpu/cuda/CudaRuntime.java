package org.jmlir.gpu.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;
import static org.bytedeco.cuda.global.cudart.*;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.bytedeco.cuda.cudart.CUevent_st;
import org.bytedeco.cuda.cudart.CUfunc_st;
import org.bytedeco.cuda.cudart.CUmod_st;
import org.bytedeco.cuda.cudart.CUstream_st;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.javacpp.LongPointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.javacpp.PointerPointer;

/**
 * jmlir's GPU runtime: the {@code mgpu*} functions that {@code -gpu-to-llvm} and the translation of
 * {@code gpu.binary}/{@code gpu.launch_func} call (MLIR's CUDA runtime wrappers), written on the CUDA
 * driver API through bytedeco ({@code cuModuleLoadData}, {@code cuLaunchKernel}, {@code cuMemAlloc},
 * ...) and handed to the JIT as upcall stubs ({@link #symbols}). As in MLIR's wrappers, a failing driver
 * call prints {@code 'cuXxx' failed with 'CUDA_ERROR_...'} on stderr and the program goes on; every call
 * runs in the default device's primary context. {@link CudaDriver#unavailable()} tells beforehand
 * whether a device is there.
 */
public final class CudaRuntime {
  private CudaRuntime() {}

  /** The runtime's functions, by symbol, with their C signatures. */
  private static final Map<String, FunctionDescriptor> FUNCTIONS = functions();

  private static Map<String, FunctionDescriptor> functions() {
    Map<String, FunctionDescriptor> m = new LinkedHashMap<>();
    m.put("mgpuModuleLoad", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuModuleLoadJIT", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_INT));
    m.put("mgpuModuleUnload", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuModuleGetFunction", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuLaunchKernel", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG,
        JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuStreamCreate", FunctionDescriptor.of(JAVA_LONG));
    m.put("mgpuStreamDestroy", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuStreamSynchronize", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuStreamWaitEvent", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuEventCreate", FunctionDescriptor.of(JAVA_LONG));
    m.put("mgpuEventDestroy", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuEventSynchronize", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuEventRecord", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemAlloc", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_BYTE));
    m.put("mgpuMemFree", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemcpy", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemset32", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemset16", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_SHORT, JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemHostRegister", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemHostRegisterMemRef", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuMemHostUnregister", FunctionDescriptor.ofVoid(JAVA_LONG));
    m.put("mgpuMemHostUnregisterMemRef", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuSetDefaultDevice", FunctionDescriptor.ofVoid(JAVA_INT));
    m.put("mgpuLaunchClusterKernel", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG,
        JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    // The sparse functions (cuSPARSE on a device: DeviceSparse; on the host: HostSparse).
    m.put("mgpuCreateSparseEnv", FunctionDescriptor.ofVoid());
    m.put("mgpuDestroySparseEnv", FunctionDescriptor.ofVoid());
    m.put("mgpuCreateDnVec", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    m.put("mgpuCreateDnMat", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    m.put("mgpuCreateCoo", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT,
        JAVA_INT, JAVA_LONG));
    FunctionDescriptor compressed = FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG,
        JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG);
    m.put("mgpuCreateCsr", compressed);
    m.put("mgpuCreateCsc", compressed);
    m.put("mgpuCreateBsr", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG,
        JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG));
    FunctionDescriptor destroy = FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG);
    m.put("mgpuDestroyDnVec", destroy);
    m.put("mgpuDestroyDnMat", destroy);
    m.put("mgpuDestroySpMat", destroy);
    m.put("mgpuSpGEMMDestroyDescr", destroy);
    m.put("mgpuSpMVBufferSize", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    m.put("mgpuSpMV", FunctionDescriptor.ofVoid(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG));
    FunctionDescriptor matSize = FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG);
    FunctionDescriptor mat = FunctionDescriptor.ofVoid(JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG);
    m.put("mgpuSpMMBufferSize", matSize);
    m.put("mgpuSpMM", mat);
    m.put("mgpuSDDMMBufferSize", matSize);
    m.put("mgpuSDDMM", mat);
    m.put("mgpuSpGEMMCreateDescr", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG));
    FunctionDescriptor spgemm = FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT,
        JAVA_LONG, JAVA_LONG, JAVA_LONG);
    m.put("mgpuSpGEMMWorkEstimation", spgemm);
    m.put("mgpuSpGEMMCompute", spgemm);
    m.put("mgpuSpGEMMCopy", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    m.put("mgpuSpMatGetSize", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    m.put("mgpuSetCsrPointers", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    // jmlir's library calls (DeviceLibrary), not MLIR's wrappers.
    m.put("mgpuCublasSgemm", FunctionDescriptor.ofVoid(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_FLOAT, JAVA_LONG, JAVA_INT,
        JAVA_LONG, JAVA_INT, JAVA_FLOAT, JAVA_LONG, JAVA_INT, JAVA_LONG));
    m.put("mgpuCublasSgemmStridedBatched", FunctionDescriptor.ofVoid(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_FLOAT,
        JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_FLOAT, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG));
    return Map.copyOf(m);
  }

  /** The runtime's function names. */
  public static java.util.Set<String> names() {
    return FUNCTIONS.keySet();
  }

  /** The C signature of the runtime's function {@code symbol}, or null. */
  public static FunctionDescriptor signature(String symbol) {
    return FUNCTIONS.get(symbol);
  }

  /** Whether {@code symbol} is one of the runtime's functions. */
  public static boolean has(String symbol) {
    return FUNCTIONS.containsKey(symbol);
  }

  private static final Map<String, MemorySegment> STUBS = new java.util.concurrent.ConcurrentHashMap<>();
  private static final Map<String, MemorySegment> HOST_STUBS = new java.util.concurrent.ConcurrentHashMap<>();

  /** Whether {@code symbol} is one of the sparse functions (DeviceSparse on a device, HostSparse on the host). */
  private static boolean sparse(String symbol) {
    return SPARSE.contains(symbol);
  }

  private static final java.util.Set<String> SPARSE = java.util.Set.of("mgpuCreateSparseEnv", "mgpuDestroySparseEnv", "mgpuCreateDnVec",
      "mgpuCreateDnMat", "mgpuCreateCoo", "mgpuCreateCsr", "mgpuCreateCsc", "mgpuCreateBsr", "mgpuDestroyDnVec", "mgpuDestroyDnMat",
      "mgpuDestroySpMat", "mgpuSpGEMMDestroyDescr", "mgpuSpMVBufferSize", "mgpuSpMV", "mgpuSpMMBufferSize", "mgpuSpMM",
      "mgpuSDDMMBufferSize", "mgpuSDDMM", "mgpuSpGEMMCreateDescr", "mgpuSpGEMMWorkEstimation", "mgpuSpGEMMCompute", "mgpuSpGEMMCopy",
      "mgpuSpMatGetSize", "mgpuSetCsrPointers");

  /** The runtime's functions among {@code wanted}, as addresses to define in a JIT (upcall stubs). */
  public static Map<String, MemorySegment> symbols(Collection<String> wanted) {
    Map<String, MemorySegment> out = new LinkedHashMap<>();
    for (String name : wanted) {
      FunctionDescriptor fd = FUNCTIONS.get(name);
      if (fd != null) {
        out.put(name, STUBS.computeIfAbsent(name, n -> stub(sparse(n) ? DeviceSparse.class : CudaRuntime.class, n, fd)));
      }
    }
    return out;
  }

  /**
   * The functions among {@code wanted} that have a host version (the sparse, stream and memory ones), for GPU programs
   * run under emulation: what they do needs no device.
   */
  public static Map<String, MemorySegment> hostSymbols(Collection<String> wanted) {
    Map<String, MemorySegment> out = new LinkedHashMap<>();
    for (String name : wanted) {
      if (hasHostVersion(name)) {
        out.put(name, HOST_STUBS.computeIfAbsent(name, n -> stub(sparse(n) ? HostSparse.class : HostStreams.class, n, FUNCTIONS.get(n))));
      }
    }
    return out;
  }

  /** Whether {@code symbol} has a host version ({@link #hostSymbols}). */
  public static boolean hasHostVersion(String symbol) {
    return sparse(symbol) || HOST_STREAMS.contains(symbol);
  }

  /** The stream, event and memory functions with a host version ({@link HostStreams}). */
  private static final java.util.Set<String> HOST_STREAMS = java.util.Set.of("mgpuStreamCreate", "mgpuStreamDestroy",
      "mgpuStreamSynchronize", "mgpuStreamWaitEvent", "mgpuEventCreate", "mgpuEventDestroy", "mgpuEventSynchronize", "mgpuEventRecord",
      "mgpuMemAlloc", "mgpuMemFree", "mgpuMemcpy", "mgpuMemset32", "mgpuMemset16");

  /**
   * An upcall stub of {@code owner}'s static method {@code name}: an exception must not leave an
   * upcall (it would end the process), so it is reported and the function returns 0.
   */
  private static MemorySegment stub(Class<?> owner, String name, FunctionDescriptor fd) {
    try {
      var type = fd.toMethodType();
      var h = MethodHandles.lookup().findStatic(owner, name, type);
      var report = MethodHandles.lookup().findStatic(CudaRuntime.class, "report", java.lang.invoke.MethodType.methodType(void.class,
          String.class, Throwable.class)).bindTo(name);
      var fallback = type.returnType() == void.class ? report
          : MethodHandles.filterReturnValue(report, MethodHandles.constant(type.returnType(), zero(type.returnType())).asType(
              java.lang.invoke.MethodType.methodType(type.returnType())));
      h = MethodHandles.catchException(h, Throwable.class, MethodHandles.dropArguments(fallback.asType(
          java.lang.invoke.MethodType.methodType(type.returnType(), Throwable.class)), 1, type.parameterList()));
      return Linker.nativeLinker().upcallStub(h, fd, Arena.global());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Object zero(Class<?> c) {
    return c == long.class ? (Object) 0L : c == int.class ? (Object) 0 : c == float.class ? (Object) 0f : c == byte.class ? (Object) (byte) 0
        : (Object) (short) 0;
  }

  // ---- helpers ----

  /** A JavaCPP pointer at a raw address (handles and device pointers pass through the JIT as integers). */
  private static final class Raw extends Pointer {
    Raw(long address) {
      this.address = address;
    }
  }

  /** Reports a failed driver call as MLIR's wrappers do; true when it succeeded. */
  private static boolean check(String call, int err) {
    if (err != CUDA_SUCCESS) {
      System.err.println("'" + call + "' failed with '" + CudaDriver.errorName(err) + "'");
      return false;
    }
    return true;
  }

  /** An exception must not leave an upcall (it would end the process): it is reported instead. */
  private static void report(String function, Throwable t) {
    System.err.println("'" + function + "' failed: " + t);
  }

  /** {@link #ready} for the other classes of the runtime. */
  static boolean enter(String function) {
    return ready(function);
  }

  private static boolean ready(String function) {
    String why = CudaDriver.unavailable();
    if (why != null) {
      System.err.println("'" + function + "' failed: " + why);
      return false;
    }
    CudaDriver.enter();
    return true;
  }

  /** One driver call for {@code function}: in the device's context, its failure or exception reported. */
  private static void call(String function, String call, java.util.function.IntSupplier driverCall) {
    try {
      if (ready(function)) {
        check(call, driverCall.getAsInt());
      }
    } catch (Throwable t) {
      report(function, t);
    }
  }

  /** A driver call that fills the handle {@code out}; its address (0 when it failed). */
  private static long create(String function, String call, Pointer out, java.util.function.IntSupplier driverCall) {
    call(function, call, driverCall);
    return out.address();
  }

  private static CUstream_st stream(long s) {
    return new CUstream_st(new Raw(s));
  }

  private static CUevent_st event(long e) {
    return new CUevent_st(new Raw(e));
  }

  // ---- modules and launches ----

  static long mgpuModuleLoad(long data, long size) {
    try {
      if (!ready("mgpuModuleLoad")) {
        return 0;
      }
      CUmod_st module = new CUmod_st();
      check("cuModuleLoadData(&module, data)", cuModuleLoadData(module, new Raw(data)));
      return module.address();
    } catch (Throwable t) {
      report("mgpuModuleLoad", t);
      return 0;
    }
  }

  static long mgpuModuleLoadJIT(long data, int optLevel) {
    try {
      if (!ready("mgpuModuleLoadJIT")) {
        return 0;
      }
      CUmod_st module = new CUmod_st();
      int logSize = 8192;
      BytePointer log = new BytePointer(logSize);
      IntPointer options = new IntPointer(CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_OPTIMIZATION_LEVEL);
      PointerPointer<Pointer> values = new PointerPointer<>(3);
      values.put(0, log);
      values.put(1, new Raw(logSize));
      values.put(2, new Raw(optLevel));
      int err = cuModuleLoadDataEx(module, new Raw(data), 3, options, values);
      if (err != CUDA_SUCCESS) {
        System.err.println("JIT compilation failed with: '" + log.getString() + "'");
        check("cuModuleLoadDataEx(&module, data, numOptions, jitOptions, jitOptionsVals)", err);
      }
      return module.address();
    } catch (Throwable t) {
      report("mgpuModuleLoadJIT", t);
      return 0;
    }
  }

  static void mgpuModuleUnload(long module) {
    if (module != 0) {
      call("mgpuModuleUnload", "cuModuleUnload(module)", () -> cuModuleUnload(new CUmod_st(new Raw(module))));
    }
  }

  static long mgpuModuleGetFunction(long module, long name) {
    CUfunc_st function = new CUfunc_st();
    return create("mgpuModuleGetFunction", "cuModuleGetFunction(&function, module, name)", function,
        () -> cuModuleGetFunction(function, new CUmod_st(new Raw(module)), new BytePointer(new Raw(name))));
  }

  /** Dynamic shared memory above this needs the kernel's opt-in (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES). */
  private static final int DEFAULT_SHARED_LIMIT = 48 * 1024;

  static void mgpuLaunchKernel(long function, long gridX, long gridY, long gridZ, long blockX, long blockY, long blockZ,
      int smem, long stream, long params, long extra, long paramsCount) {
    try {
      if (!ready("mgpuLaunchKernel")) {
        return;
      }
      CUfunc_st f = new CUfunc_st(new Raw(function));
      if (smem > DEFAULT_SHARED_LIMIT) {
        check("cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem)",
            cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
      }
      check("cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, smem, stream, params, extra)",
          cuLaunchKernel(f, (int) gridX, (int) gridY, (int) gridZ, (int) blockX, (int) blockY, (int) blockZ, smem,
              stream(stream), new PointerPointer<Pointer>(new Raw(params)), new PointerPointer<Pointer>(new Raw(extra))));
    } catch (Throwable t) {
      report("mgpuLaunchKernel", t);
    }
  }

  /**
   * A launch with thread-block clusters (sm_90): cuLaunchKernelEx with the cluster dimension and the
   * spread scheduling policy, as MLIR's wrapper launches it.
   */
  static void mgpuLaunchClusterKernel(long function, long clusterX, long clusterY, long clusterZ, long gridX, long gridY, long gridZ,
      long blockX, long blockY, long blockZ, int smem, long stream, long params, long extra) {
    try {
      if (!ready("mgpuLaunchClusterKernel")) {
        return;
      }
      CUfunc_st f = new CUfunc_st(new Raw(function));
      if (smem > DEFAULT_SHARED_LIMIT) {
        check("cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem)",
            cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
      }
      check("cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1)",
          cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1));
      org.bytedeco.cuda.cudart.CUlaunchAttribute attrs = new org.bytedeco.cuda.cudart.CUlaunchAttribute(2);
      attrs.position(0).id(CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
      attrs.value().clusterDim_x((int) clusterX).clusterDim_y((int) clusterY).clusterDim_z((int) clusterZ);
      attrs.position(1).id(CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE);
      attrs.value().clusterSchedulingPolicyPreference(CU_CLUSTER_SCHEDULING_POLICY_SPREAD);
      org.bytedeco.cuda.cudart.CUlaunchConfig config = new org.bytedeco.cuda.cudart.CUlaunchConfig();
      config.gridDimX((int) gridX).gridDimY((int) gridY).gridDimZ((int) gridZ).blockDimX((int) blockX).blockDimY((int) blockY)
          .blockDimZ((int) blockZ).sharedMemBytes(smem).hStream(stream(stream)).attrs(attrs.position(0)).numAttrs(2);
      check("cuLaunchKernelEx(&config, function, params, extra)", cuLaunchKernelEx(config, f, new PointerPointer<Pointer>(new Raw(params)),
          new PointerPointer<Pointer>(new Raw(extra))));
    } catch (Throwable t) {
      report("mgpuLaunchClusterKernel", t);
    }
  }

  // ---- streams and events ----

  static long mgpuStreamCreate() {
    CUstream_st s = new CUstream_st();
    return create("mgpuStreamCreate", "cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING)", s, () -> cuStreamCreate(s, CU_STREAM_NON_BLOCKING));
  }

  static void mgpuStreamDestroy(long s) {
    call("mgpuStreamDestroy", "cuStreamDestroy(stream)", () -> cuStreamDestroy(stream(s)));
  }

  static void mgpuStreamSynchronize(long s) {
    call("mgpuStreamSynchronize", "cuStreamSynchronize(stream)", () -> cuStreamSynchronize(stream(s)));
  }

  static void mgpuStreamWaitEvent(long s, long event) {
    call("mgpuStreamWaitEvent", "cuStreamWaitEvent(stream, event, 0)", () -> cuStreamWaitEvent(stream(s), event(event), 0));
  }

  static long mgpuEventCreate() {
    CUevent_st e = new CUevent_st();
    return create("mgpuEventCreate", "cuEventCreate(&event, CU_EVENT_DISABLE_TIMING)", e, () -> cuEventCreate(e, CU_EVENT_DISABLE_TIMING));
  }

  static void mgpuEventDestroy(long event) {
    call("mgpuEventDestroy", "cuEventDestroy(event)", () -> cuEventDestroy(event(event)));
  }

  static void mgpuEventSynchronize(long event) {
    call("mgpuEventSynchronize", "cuEventSynchronize(event)", () -> cuEventSynchronize(event(event)));
  }

  static void mgpuEventRecord(long event, long s) {
    call("mgpuEventRecord", "cuEventRecord(event, stream)", () -> cuEventRecord(event(event), stream(s)));
  }

  // ---- memory ----

  static long mgpuMemAlloc(long sizeBytes, long s, byte isHostShared) {
    try {
      if (sizeBytes == 0 || !ready("mgpuMemAlloc")) {
        return 0;
      }
      LongPointer ptr = new LongPointer(1);
      if (isHostShared != 0) {
        check("cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL)", cuMemAllocManaged(ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL));
      } else {
        check("cuMemAlloc(&ptr, sizeBytes)", cuMemAlloc(ptr, sizeBytes));
      }
      return ptr.get();
    } catch (Throwable t) {
      report("mgpuMemAlloc", t);
      return 0;
    }
  }

  static void mgpuMemFree(long ptr, long s) {
    if (ptr != 0) {
      call("mgpuMemFree", "cuMemFree(reinterpret_cast<CUdeviceptr>(ptr))", () -> cuMemFree(ptr));
    }
  }

  static void mgpuMemcpy(long dst, long src, long sizeBytes, long s) {
    call("mgpuMemcpy", "cuMemcpyAsync(dst, src, sizeBytes, stream)", () -> cuMemcpyAsync(dst, src, sizeBytes, stream(s)));
  }

  static void mgpuMemset32(long dst, int value, long count, long s) {
    call("mgpuMemset32", "cuMemsetD32Async(dst, value, count, stream)", () -> cuMemsetD32Async(dst, value, count, stream(s)));
  }

  static void mgpuMemset16(long dst, short value, long count, long s) {
    call("mgpuMemset16", "cuMemsetD16Async(dst, value, count, stream)", () -> cuMemsetD16Async(dst, value, count, stream(s)));
  }

  static void mgpuMemHostRegister(long ptr, long sizeBytes) {
    call("mgpuMemHostRegister", "cuMemHostRegister(ptr, sizeBytes, 0)", () -> cuMemHostRegister(new Raw(ptr), sizeBytes, 0));
  }

  static void mgpuMemHostUnregister(long ptr) {
    call("mgpuMemHostUnregister", "cuMemHostUnregister(ptr)", () -> cuMemHostUnregister(new Raw(ptr)));
  }

  /** Every address: a ranked descriptor is read where the program keeps it. */
  private static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);

  /**
   * The dense extent of a ranked memref descriptor {@code {allocated, aligned, offset, sizes[rank],
   * strides[rank]}}: its first byte and its size (MLIR's wrappers register the product of the sizes).
   */
  private static long[] extent(long rank, long descriptor, long elementSize) {
    long aligned = ALL.get(ADDRESS.withByteAlignment(1), descriptor + 8).address();
    long offset = ALL.get(JAVA_LONG.withByteAlignment(1), descriptor + 16);
    long count = 1;
    for (int i = 0; i < rank; i++) {
      count *= ALL.get(JAVA_LONG.withByteAlignment(1), descriptor + 24 + 8L * i);
    }
    return new long[] {aligned + offset * elementSize, count * elementSize};
  }

  static void mgpuMemHostRegisterMemRef(long rank, long descriptor, long elementSize) {
    try {
      long[] e = extent(rank, descriptor, elementSize);
      mgpuMemHostRegister(e[0], e[1]);
    } catch (Throwable t) {
      report("mgpuMemHostRegisterMemRef", t);
    }
  }

  static void mgpuMemHostUnregisterMemRef(long rank, long descriptor, long elementSize) {
    try {
      mgpuMemHostUnregister(extent(rank, descriptor, elementSize)[0]);
    } catch (Throwable t) {
      report("mgpuMemHostUnregisterMemRef", t);
    }
  }

  static void mgpuSetDefaultDevice(int device) {
    try {
      CudaDriver.setDevice(device);
    } catch (Throwable t) {
      report("mgpuSetDefaultDevice", t);
    }
  }

  // ---- jmlir's library calls: cuBLAS ----

  static void mgpuCublasSgemm(int transA, int transB, int m, int n, int k, float alpha, long a, int lda, long b, int ldb, float beta,
      long c, int ldc, long s) {
    try {
      if (ready("mgpuCublasSgemm")) {
        Cublas.sgemm(transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, s);
      }
    } catch (Throwable t) {
      report("mgpuCublasSgemm", t);
    }
  }

  static void mgpuCublasSgemmStridedBatched(int transA, int transB, int m, int n, int k, float alpha, long a, int lda, long strideA,
      long b, int ldb, long strideB, float beta, long c, int ldc, long strideC, int batch, long s) {
    try {
      if (ready("mgpuCublasSgemmStridedBatched")) {
        Cublas.sgemmStridedBatched(transA, transB, m, n, k, alpha, a, lda, strideA, b, ldb, strideB, beta, c, ldc, strideC, batch, s);
      }
    } catch (Throwable t) {
      report("mgpuCublasSgemmStridedBatched", t);
    }
  }
}

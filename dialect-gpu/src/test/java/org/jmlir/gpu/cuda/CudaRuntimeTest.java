package org.jmlir.gpu.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.gpu.transforms.DeviceLibrary;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** The runtime's functions without a device: signatures and upcall stubs (nothing calls CUDA here). */
class CudaRuntimeTest {
  private static MemoryLayout layout(Type t) {
    if (t instanceof IntegerType i) {
      return i.width() == 32 ? ValueLayout.JAVA_INT : ValueLayout.JAVA_LONG;
    }
    if (t instanceof FloatType) {
      return ValueLayout.JAVA_FLOAT;
    }
    assertTrue(t instanceof LlvmPointerType, t.toString());
    return ValueLayout.JAVA_LONG;
  }

  @Test
  void everyLibraryFunctionHasTheSignatureTheCompilerDeclares() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    for (String name : DeviceLibrary.names()) {
      var fd = CudaRuntime.signature(name);
      assertNotNull(fd, name + " is in the runtime");
      List<MemoryLayout> expected = new ArrayList<>();
      for (Type t : DeviceLibrary.parameters(ctx, name)) {
        expected.add(layout(t));
      }
      assertEquals(expected, fd.argumentLayouts(), name);
      assertTrue(fd.returnLayout().isEmpty(), name);
    }
  }

  @Test
  void everyFunctionHasItsImplementationWithTheDeclaredSignature() {
    // A stub is made from the implementing method found by name and signature: a mismatch throws.
    assertEquals(CudaRuntime.names().size(), CudaRuntime.symbols(CudaRuntime.names()).size());
    var host = CudaRuntime.hostSymbols(CudaRuntime.names());
    assertTrue(host.containsKey("mgpuSpMV") && host.containsKey("mgpuCreateCsr") && host.containsKey("mgpuSDDMM"), host.keySet().toString());
    assertTrue(!host.containsKey("mgpuLaunchKernel") && !host.containsKey("mgpuModuleLoad") && host.containsKey("mgpuMemAlloc"),
        host.keySet().toString());
    assertTrue(CudaRuntime.names().contains("mgpuLaunchClusterKernel"));
  }

  /** Host memory functions: alloc, memset32, memcpy between two allocations, free; streams are null. */
  @Test
  void hostMemoryFunctionsAllocateFillCopyAndFree() throws Throwable {
    var linker = java.lang.foreign.Linker.nativeLinker();
    var host = CudaRuntime.hostSymbols(List.of("mgpuStreamCreate", "mgpuMemAlloc", "mgpuMemset32", "mgpuMemcpy", "mgpuMemFree"));
    var stream = (long) linker.downcallHandle(host.get("mgpuStreamCreate"), CudaRuntime.signature("mgpuStreamCreate")).invokeWithArguments();
    var alloc = linker.downcallHandle(host.get("mgpuMemAlloc"), CudaRuntime.signature("mgpuMemAlloc"));
    long a = (long) alloc.invokeWithArguments(16L, stream, (byte) 0);
    long b = (long) alloc.invokeWithArguments(16L, stream, (byte) 0);
    linker.downcallHandle(host.get("mgpuMemset32"), CudaRuntime.signature("mgpuMemset32")).invokeWithArguments(a, 7, 4L, stream);
    linker.downcallHandle(host.get("mgpuMemcpy"), CudaRuntime.signature("mgpuMemcpy")).invokeWithArguments(b, a, 16L, stream);
    var copied = java.lang.foreign.MemorySegment.ofAddress(b).reinterpret(16);
    assertEquals(7, copied.getAtIndex(ValueLayout.JAVA_INT, 3));
    var free = linker.downcallHandle(host.get("mgpuMemFree"), CudaRuntime.signature("mgpuMemFree"));
    free.invokeWithArguments(a, stream);
    free.invokeWithArguments(b, stream);
  }

  /** A host SpMV on a handle that is not a descriptor reports the error and returns instead of ending the process. */
  @Test
  void aHostFunctionsFailureIsReportedNotThrownThroughTheUpcall() throws Throwable {
    var stub = CudaRuntime.hostSymbols(List.of("mgpuSpMV")).get("mgpuSpMV");
    var call = java.lang.foreign.Linker.nativeLinker().downcallHandle(stub, CudaRuntime.signature("mgpuSpMV"));
    java.io.PrintStream err = System.err;
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      call.invokeWithArguments(0, 12345L, 0L, 0L, 0, 0L, 0L);
    } finally {
      System.setErr(err);
    }
    String message = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(message.contains("'mgpuSpMV' failed") && message.contains("not a sparse descriptor: 0x3039"), message);
  }

  @Test
  void upcallStubsAreMadeWithoutLoadingCuda() {
    var stubs = CudaRuntime.symbols(List.of("mgpuCublasSgemm", "mgpuCublasSgemmStridedBatched", "printF32"));
    assertEquals(List.of("mgpuCublasSgemm", "mgpuCublasSgemmStridedBatched"), List.copyOf(stubs.keySet()));
  }
}

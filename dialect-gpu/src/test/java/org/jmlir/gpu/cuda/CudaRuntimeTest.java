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
  void upcallStubsAreMadeWithoutLoadingCuda() {
    var stubs = CudaRuntime.symbols(List.of("mgpuCublasSgemm", "mgpuCublasSgemmStridedBatched", "printF32"));
    assertEquals(List.of("mgpuCublasSgemm", "mgpuCublasSgemmStridedBatched"), List.copyOf(stubs.keySet()));
  }
}

package org.jmlir.gpu.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** The host versions of MLIR 22's cuSPARSELt wrappers: signatures against -gpu-to-llvm's calls, pruning and the product. */
class HostSparseLtTest {
  private static final String PROGRAM = """
      module attributes {gpu.container_module} {
        func.func @f(%n: index, %a: memref<?x?xf16>, %w: memref<?xf16>) {
          %t0 = gpu.wait async
          %sp, %t1 = gpu.create_2to4_spmat async [%t0] {PRUNE_AND_CHECK} %n, %n, %a : memref<?x?xf16>
          %d, %t2 = gpu.create_dn_tensor async [%t1] %a, %n, %n : index, index into memref<?x?xf16>
          %s0, %s1, %s2, %t3 = gpu.spmm_buffer_size async [%t2] %sp, %d, %d : index, index, index into f16
          %t4 = gpu.spmm async [%t3] %sp, %d, %d, %w, %w, %w : memref<?xf16>, memref<?xf16>, memref<?xf16> into f16
          %t5 = gpu.destroy_dn_tensor async [%t4] %d
          %t6 = gpu.destroy_sp_mat async [%t5] %sp
          gpu.wait [%t6]
          return
        }
      }
      """;

  private static MemoryLayout layout(Type t) {
    if (t instanceof IntegerType i) {
      return i.width() == 32 ? ValueLayout.JAVA_INT : ValueLayout.JAVA_LONG;
    }
    assertTrue(t instanceof LlvmPointerType, t.toString());
    return ValueLayout.JAVA_LONG;
  }

  @Test
  void everyCallTheLoweringMakesHasAHostVersionWithItsSignature() throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = SourceParser.parse(ctx, PROGRAM.getBytes(StandardCharsets.UTF_8), "lt.mlir", ParseOptions.DEFAULT);
    assertNotNull(m);
    assertTrue(new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), "builtin.module(gpu-to-llvm)")).run(m));
    Set<String> declared = new TreeSet<>();
    for (Operation op : m.region(0).front()) {
      String name = ((StringAttr) op.attr("sym_name")).value();
      if (!op.name().equals("llvm.func") || !name.contains("SparseLt") && !name.contains("CusparseLt")) {
        continue;
      }
      declared.add(name);
      var fd = HostSparseLt.signature(name);
      assertNotNull(fd, name);
      LlvmFunctionType type = (LlvmFunctionType) ((TypeAttr) op.attr("function_type")).value();
      List<MemoryLayout> expected = new ArrayList<>();
      for (Type t : type.params()) {
        expected.add(layout(t));
      }
      assertEquals(expected, fd.argumentLayouts(), name);
      assertTrue(fd.returnLayout().isEmpty(), name);
    }
    assertEquals(Set.of("mgpuCusparseLtCreate2To4SpMat", "mgpuCreateCuSparseLtDnMat", "mgpuCuSparseLtSpMMBufferSize", "mgpuCuSparseLtSpMM",
        "mgpuDestroyCuSparseLtDnMat", "mgpuDestroyCuSparseLtSpMat"), declared);
    // A stub is made from the implementing method found by name and signature: a mismatch throws.
    assertEquals(HostSparseLt.names().size(), HostSparseLt.symbols(HostSparseLt.names()).size());
  }

  private static MethodHandle call(String name) {
    return Linker.nativeLinker().downcallHandle(HostSparseLt.symbols(List.of(name)).get(name), HostSparseLt.signature(name));
  }

  /** f32 A (2x8) pruned in place to 2:4 along its rows, then C (2x1) += A B (B 8x1, ones). */
  @Test
  void prunesAlongKAndAddsTheProductToC() throws Throwable {
    try (Arena arena = Arena.ofConfined()) {
      float[] a = {1, -5, 2, 3, 0.5f, 0.25f, -8, 4, 9, 1, 1, 2, 0, 0, 0, 6};
      MemorySegment ma = arena.allocateFrom(ValueLayout.JAVA_FLOAT, a);
      float[] ones = new float[8];
      java.util.Arrays.fill(ones, 1);
      MemorySegment mb = arena.allocateFrom(ValueLayout.JAVA_FLOAT, ones);
      MemorySegment mc = arena.allocateFrom(ValueLayout.JAVA_FLOAT, 10f, 20f);
      MemorySegment ha = arena.allocate(44104, 16);
      MemorySegment hb = arena.allocate(11032, 16);
      MemorySegment hc = arena.allocate(11032, 16);
      MemorySegment sizes = arena.allocate(24, 16);
      call("mgpuCusparseLtCreate2To4SpMat").invokeWithArguments(ha.address(), 2L, 8L, ma.address(), 0, 0L);
      call("mgpuCreateCuSparseLtDnMat").invokeWithArguments(hb.address(), 8L, 1L, mb.address(), 0, 0L);
      call("mgpuCreateCuSparseLtDnMat").invokeWithArguments(hc.address(), 2L, 1L, mc.address(), 0, 0L);
      call("mgpuCuSparseLtSpMMBufferSize").invokeWithArguments(sizes.address(), 0, 0, ha.address(), hb.address(), hc.address(), 0, 1, 0L);
      assertArrayEquals(new float[] {0, -5, 0, 3, 0, 0, -8, 4, 9, 0, 0, 2, 0, 0, 0, 6}, ma.toArray(ValueLayout.JAVA_FLOAT));
      assertArrayEquals(new long[] {0, 0, 0}, sizes.toArray(ValueLayout.JAVA_LONG));
      call("mgpuCuSparseLtSpMM").invokeWithArguments(ha.address(), hb.address(), hc.address(), 0L, 0L, 0L, 0L);
      assertArrayEquals(new float[] {10 - 6, 20 + 17}, mc.toArray(ValueLayout.JAVA_FLOAT));
      call("mgpuDestroyCuSparseLtSpMat").invokeWithArguments(ha.address(), 0L);
      call("mgpuDestroyCuSparseLtDnMat").invokeWithArguments(hb.address(), 0L);
      call("mgpuDestroyCuSparseLtDnMat").invokeWithArguments(hc.address(), 0L);
    }
  }

  /** With the check flag and no pruning needed nothing is printed; an SpMM on a destroyed handle is reported, not thrown. */
  @Test
  void aFailureIsReportedNotThrownThroughTheUpcall() throws Throwable {
    java.io.PrintStream err = System.err;
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(captured, true, StandardCharsets.UTF_8));
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment h = arena.allocate(44104, 16);
      h.set(ValueLayout.JAVA_LONG, 0, -7L);
      call("mgpuCuSparseLtSpMM").invokeWithArguments(h.address(), h.address(), h.address(), 0L, 0L, 0L, 0L);
    } finally {
      System.setErr(err);
    }
    String message = captured.toString(StandardCharsets.UTF_8);
    assertTrue(message.contains("'mgpuCuSparseLtSpMM' failed") && message.contains("not a cuSPARSELt matrix handle"), message);
  }
}

package org.jmlir.dialect.gpu.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jmlir.dialect.gpu.GpuObjectAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.RawUtf8;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code gpu-module-to-binary} with {@code format=bin} and {@code fatbin} runs the CUDA toolkit's
 * ptxas and fatbinary (skipped where ptxas is not installed): the objects are a cubin (ELF) and a
 * fatbin (its magic number), for sm_80 and sm_90.
 */
class GpuModuleToBinaryTest {
  private static final String MODULE =
      """
      module attributes {gpu.container_module} {
        gpu.module @kernels [#nvvm.target<chip = "CHIP">] {
          gpu.func @fill(%a: memref<32xf32>, %v: f32) kernel {
            %t = gpu.thread_id x
            memref.store %v, %a[%t] : memref<32xf32>
            gpu.return
          }
        }
      }
      """;

  @ParameterizedTest
  @CsvSource({"bin, sm_80", "bin, sm_90", "fatbin, sm_80", "fatbin, sm_90"})
  void assemblesWithTheToolkit(String format, String chip) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/local/bin/ptxas")), "ptxas is not installed");
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = SourceParser.parse(ctx, MODULE.replace("CHIP", chip).getBytes(StandardCharsets.UTF_8), "k.mlir", ParseOptions.DEFAULT);
    PassManager pm =
        new PassManager(
            ctx,
            PipelineParser.parseAnchored(
                PassRegistry.withAllPasses(), "builtin.module(convert-gpu-to-nvvm,gpu-module-to-binary{format=" + format + "})"));
    assertTrue(pm.run(m), "lowers and assembles");
    Operation binary = m.region(0).front().first();
    assertEquals("gpu.binary", binary.name());
    GpuObjectAttr object = (GpuObjectAttr) ((ArrayAttr) binary.inherentAttr("objects")).elements().get(0);
    byte[] bytes = RawUtf8.encode(object.object());
    if (format.equals("bin")) {
      assertEquals("bin", object.format());
      assertEquals(0x7f, bytes[0] & 0xff);
      assertEquals("ELF", new String(bytes, 1, 3, StandardCharsets.US_ASCII));
    } else {
      assertEquals("fatbin", object.format());
      assertEquals(0xBA55ED50, (bytes[0] & 0xff) | (bytes[1] & 0xff) << 8 | (bytes[2] & 0xff) << 16 | (bytes[3] & 0xff) << 24);
    }
  }
}

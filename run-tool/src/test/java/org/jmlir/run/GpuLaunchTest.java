package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.gpu.cuda.CudaDriver;
import org.jmlir.gpu.cuda.CudaRuntime;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jrun on a GPU: the program is lowered as MLIR's CUDA path does (convert-gpu-to-nvvm,
 * nvvm-attach-target, gpu-module-to-binary with PTX, gpu-to-llvm, convert-to-llvm) and run through
 * jmlir's CUDA runtime. Where a device is present, the kernel's results are checked; where none is
 * (CUDA_VISIBLE_DEVICES empty hides every device), jrun reports it at the gpu.binary.
 */
class GpuLaunchTest {
  static final String PIPELINE = "builtin.module(gpu.module(convert-gpu-to-nvvm),nvvm-attach-target{chip=sm_80},"
      + "gpu-module-to-binary{format=isa},convert-scf-to-cf,gpu-to-llvm,convert-to-llvm,reconcile-unrealized-casts)";

  @TempDir
  Path dir;

  private Operation loweredModule;

  /** The vector-add program lowered for CUDA, written to a file. */
  private Path lowered() throws Exception {
    String text = new String(GpuLaunchTest.class.getResourceAsStream("/gpu/vector-add.mlir").readAllBytes(), StandardCharsets.UTF_8);
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "vector-add.mlir", ParseOptions.DEFAULT);
    assertNotNull(module);
    PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), PIPELINE));
    assertTrue(pm.run(module));
    loweredModule = module;
    Path file = dir.resolve("vector-add.lowered.mlir");
    Files.writeString(file, IRPrinter.print(module, org.jmlir.ir.print.PrintOptions.DEFAULT));
    return file;
  }

  /** Runs jrun in a child process (as jlit does) with {@code env}; stdout, stderr and the status. */
  private static String[] jrun(Map<String, String> env, String... args) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Tools.invoke(new JrunMain(), new Invocation(List.of(args), Path.of("."), env,
        new ByteArrayInputStream(new byte[0]), new PrintStream(out, true), new PrintStream(err, true)));
    return new String[] {out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), Integer.toString(status)};
  }

  @Test
  void noDeviceIsOneLocatedError() throws Exception {
    Path file = lowered();
    Map<String, String> env = new HashMap<>(System.getenv());
    env.put("CUDA_VISIBLE_DEVICES", "");
    String[] r = jrun(env, file.toString(), "-e", "main", "--entry-point-result=i32");
    assertEquals("1", r[2], r[1]);
    assertEquals("", r[0]);
    assertTrue(r[1].startsWith(file + ":"), r[1]);
    assertTrue(r[1].contains(": error: cannot run the GPU program: no CUDA "), r[1]);
    assertFalse(r[1].contains("Exception"), r[1]);
  }

  @Test
  void vectorAddRunsOnTheDevice() throws Exception {
    assumeTrue(CudaDriver.unavailable() == null, "no CUDA device: " + CudaDriver.unavailable());
    String[] r = jrun(System.getenv(), lowered().toString(), "-e", "main", "--entry-point-result=i32");
    assertEquals("0", r[2], r[1]);
    assertEquals("64\n", r[0]);
  }

  @Test
  void embeddedPtxAssemblesForSm80() throws Exception {
    lowered();
    Operation binary = loweredModule.collect(o -> o.name().equals("gpu.binary")).get(0);
    var object = (org.jmlir.dialect.gpu.GpuObjectAttr) ((org.jmlir.ir.attr.ArrayAttr) binary.attr("objects")).get(0);
    assertEquals("assembly", object.format());
    Path ptxas = Path.of("/usr/local/bin/ptxas");
    assumeTrue(Files.isExecutable(ptxas), "no ptxas");
    Path ptx = dir.resolve("k.ptx");
    Files.writeString(ptx, object.object());
    Process p = new ProcessBuilder(ptxas.toString(), "-arch=sm_80", ptx.toString(), "-o", dir.resolve("k.cubin").toString())
        .redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), log);
  }

  @Test
  void hostProgramsNeedNoDevice() throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation host = SourceParser.parse(ctx, "llvm.func @main() {\n  llvm.return\n}\n".getBytes(StandardCharsets.UTF_8), "h.mlir",
        ParseOptions.DEFAULT);
    assertNull(JrunMain.deviceUse(host));
    Operation declares = SourceParser.parse(ctx, "llvm.func @mgpuStreamCreate() -> !llvm.ptr\n".getBytes(StandardCharsets.UTF_8),
        "d.mlir", ParseOptions.DEFAULT);
    assertNotNull(JrunMain.deviceUse(declares));
  }

  @Test
  void runtimeStubsCoverTheMgpuFunctionsOnly() {
    var stubs = CudaRuntime.symbols(List.of("mgpuLaunchKernel", "mgpuMemAlloc", "printF32", "mgpuModuleLoadJIT"));
    assertEquals(List.of("mgpuLaunchKernel", "mgpuMemAlloc", "mgpuModuleLoadJIT"), List.copyOf(stubs.keySet()));
    stubs.values().forEach(s -> assertTrue(s.address() != 0));
  }
}

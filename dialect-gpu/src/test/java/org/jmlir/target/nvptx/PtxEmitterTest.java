package org.jmlir.target.nvptx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kernels lowered by -convert-gpu-to-nvvm become PTX for sm_80 and sm_90; every PTX text is checked
 * by {@code ptxas} for its target where ptxas is installed.
 */
class PtxEmitterTest {
  private static final String KERNEL =
      """
      gpu.module @kernels {
        gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index)
            workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>)
            kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
          %i = gpu.global_id x
          %t = gpu.thread_id x
          %in = arith.cmpi slt, %i, %n : index
          cf.cond_br %in, ^body, ^done
        ^body:
          %xv = memref.load %x[%i] : memref<?xf32>
          memref.store %xv, %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
          gpu.barrier
          %xs = memref.load %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
          %yv = memref.load %y[%i] : memref<?xf32>
          %ax = arith.mulf %a, %xs : f32
          %r = arith.addf %ax, %yv : f32
          memref.store %r, %y[%i] : memref<?xf32>
          cf.br ^done
        ^done:
          gpu.return
        }
      }
      """;

  /** A kernel calling libdevice (linked from the CUDA toolkit when it is installed) and printf. */
  private static final String MATH_KERNEL =
      """
      gpu.module @math {
        gpu.func @softplus(%x: memref<?xf32>, %y: memref<?xf64>) kernel {
          %i = gpu.thread_id x
          %v = memref.load %x[%i] : memref<?xf32>
          %e = math.exp %v : f32
          %one = arith.constant 1.0 : f32
          %s = arith.addf %e, %one : f32
          %l = math.log %s : f32
          memref.store %l, %x[%i] : memref<?xf32>
          %w = memref.load %y[%i] : memref<?xf64>
          %t = math.tanh %w : f64
          memref.store %t, %y[%i] : memref<?xf64>
          gpu.printf "softplus %f\\n", %l : f32
          gpu.return
        }
      }
      """;

  /** Shuffles of each mode, 64-bit shuffles, block and subgroup reductions, dynamic shared memory. */
  private static final String REDUCTION_KERNEL =
      """
      gpu.module @reduce {
        gpu.func @sums(%x: memref<?xf32>, %y: memref<?xi32>, %z: memref<?xf64>) kernel {
          %i = gpu.thread_id x
          %v = memref.load %x[%i] : memref<?xf32>
          %s = gpu.all_reduce add %v uniform {} : (f32) -> f32
          %w = memref.load %y[%i] : memref<?xi32>
          %p = gpu.all_reduce %w uniform {
          ^bb0(%a: i32, %b: i32):
            %m = arith.maxsi %a, %b : i32
            gpu.yield %m : i32
          } : (i32) -> i32
          %r = gpu.subgroup_reduce add %w uniform : (i32) -> i32
          %q = arith.addi %p, %r : i32
          %c1 = arith.constant 1 : i32
          %c32 = arith.constant 32 : i32
          %u, %uv = gpu.shuffle up %v, %c1, %c32 : f32
          %d, %dv = gpu.shuffle down %u, %c1, %c32 : f32
          %k, %kv = gpu.shuffle idx %d, %c1, %c32 : f32
          %t = arith.select %uv, %k, %s : f32
          %f = memref.load %z[%i] : memref<?xf64>
          %g, %gv = gpu.shuffle xor %f, %c1, %c32 : f64
          %shm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %b0 = memref.load %shm[%i] : memref<?xi8, #gpu.address_space<workgroup>>
          %b1 = arith.extui %b0 : i8 to i32
          %q1 = arith.addi %q, %b1 : i32
          memref.store %t, %x[%i] : memref<?xf32>
          memref.store %q1, %y[%i] : memref<?xi32>
          memref.store %g, %z[%i] : memref<?xf64>
          gpu.return
        }
      }
      """;

  @ParameterizedTest
  @ValueSource(strings = {"sm_80", "sm_90"})
  void shuffleAndReductionKernelAssembles(String chip) throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation gpuModule = lowered(ctx, REDUCTION_KERNEL, "convert-gpu-to-nvvm{has-redux=true}");
    String ptx = PtxEmitter.ptx(gpuModule, chip, "");
    assertTrue(ptx.contains("shfl.sync.bfly.b32"), ptx);
    assertTrue(ptx.contains("shfl.sync.up.b32"), ptx);
    assertTrue(ptx.contains("shfl.sync.down.b32"), ptx);
    assertTrue(ptx.contains("shfl.sync.idx.b32"), ptx);
    assertTrue(ptx.contains("redux.sync.add.s32"), ptx);
    ptxasAccepts(ptx, chip);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sm_80", "sm_90"})
  void libdeviceAndPrintfKernelAssembles(String chip) throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation gpuModule = lowered(ctx, MATH_KERNEL);
    String ptx = PtxEmitter.ptx(gpuModule, chip, "");
    assertTrue(ptx.contains(".entry softplus("), ptx);
    assertTrue(ptx.contains("vprintf"), ptx);
    if (PtxEmitter.libdevice() != null) {
      assertTrue(!ptx.contains(".extern .func  (.param .b32 func_retval0) __nv_expf"), ptx);
      ptxasAccepts(ptx, chip);
    }
  }

  private static Operation lowered(MLIRContext ctx) throws Exception {
    return lowered(ctx, KERNEL);
  }

  private static Operation lowered(MLIRContext ctx, String source) throws Exception {
    return lowered(ctx, source, "convert-gpu-to-nvvm");
  }

  private static Operation lowered(MLIRContext ctx, String source, String pass) throws Exception {
    Operation m = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "k.mlir", ParseOptions.DEFAULT);
    assertNotNull(m, "parses");
    PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), "builtin.module(" + pass + ")"));
    assertTrue(pm.run(m), "lowers");
    return m.region(0).front().first();
  }

  @ParameterizedTest
  @ValueSource(strings = {"sm_80", "sm_90"})
  void kernelBecomesPtxThatPtxasAccepts(String chip) throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation gpuModule = lowered(ctx);
    assertEquals("gpu.module", gpuModule.name());
    String ir = PtxEmitter.llvmIr(gpuModule, chip, "");
    assertTrue(ir.contains("define ptx_kernel void @saxpy("), ir);
    assertTrue(ir.contains("@llvm.nvvm.read.ptx.sreg.tid.x()"), ir);
    assertTrue(ir.contains("call void @llvm.nvvm.barrier0()"), ir);
    assertTrue(ir.contains("@__wg_saxpy_0 = internal addrspace(3) global [128 x float]"), ir);
    String ptx = PtxEmitter.ptx(gpuModule, chip, "");
    assertTrue(ptx.contains(".target " + chip), ptx);
    assertTrue(ptx.contains(chip.equals("sm_90") ? ".version 7.8" : ".version 7.0"), ptx);
    assertTrue(ptx.contains(".entry saxpy("), ptx);
    assertTrue(ptx.contains(".maxntid 128, 1, 1"), ptx);
    assertTrue(ptx.contains("bar.sync"), ptx);
    assertTrue(ptx.contains(".shared"), ptx);
    ptxasAccepts(ptx, chip);
  }

  /** Runs ptxas on {@code ptx} for {@code chip} where it is installed (skipped otherwise). */
  static void ptxasAccepts(String ptx, String chip) throws IOException, InterruptedException {
    Path ptxas = Path.of("/usr/local/bin/ptxas");
    if (!Files.isExecutable(ptxas)) {
      return;
    }
    Path dir = Files.createTempDirectory("jmlir-ptx");
    Path in = dir.resolve("k.ptx");
    Files.writeString(in, ptx);
    Process p =
        new ProcessBuilder(ptxas.toString(), "-arch=" + chip, in.toString(), "-o", dir.resolve("k.cubin").toString())
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int rc = p.waitFor();
    Files.deleteIfExists(dir.resolve("k.cubin"));
    Files.delete(in);
    Files.delete(dir);
    assertEquals(0, rc, "ptxas -arch=" + chip + ":\n" + out + "\n" + ptx);
  }
}

// A program that launches kernels (a gpu.binary) needs a CUDA device: where there is none (no driver,
// or CUDA_VISIBLE_DEVICES hides every device), jrun says so in one located error, before compiling
// anything, and exits with status 1 (no stack trace). A host-only program never loads CUDA.
// RUN: not env CUDA_VISIBLE_DEVICES= jrun %s -e main --entry-point-result=void 2>&1 | jfilecheck %s
// RUN: not env CUDA_VISIBLE_DEVICES= jrun %S/Inputs/gpu-runtime-only.mlir -e main --entry-point-result=void 2>&1 | jfilecheck --check-prefix=RUNTIME %s

// CHECK: gpu-no-device.mlir:[[@LINE+5]]:3: error: cannot run the GPU program: no CUDA {{(driver|device)}}{{.*}} (jrun --gpu-emulate runs GPU programs on the host)
// CHECK-NOT: Exception
// RUNTIME: gpu-runtime-only.mlir:{{[0-9]+}}:3: error: cannot run the GPU program: no CUDA {{(driver|device)}}
// RUNTIME-NOT: Exception
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = ".version 8.0\0A.target sm_80\0A.address_size 64\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : index) : i64
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64
    llvm.return
  }
}

// gpu-to-llvm with use-bare-pointers-for-kernels has no bare form for an unranked memref: as MLIR 22,
// the launch passes its descriptor struct as it is, and the launch then fails to verify against the
// kernel's memref<*xf32> argument (a located error, not a crash).
// RUN: jopt %s --gpu-to-llvm="use-bare-pointers-for-kernels=1" -verify-diagnostics

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%data: memref<*xf32>) kernel {
      gpu.return
    }
  }
  func.func @launch(%data: memref<*xf32>) {
    %c4 = arith.constant 4 : index
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@scale blocks in (%c4, %c4, %c4) threads in (%c4, %c4, %c4) args(%data : memref<*xf32>)
    return
  }
}

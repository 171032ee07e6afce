// jrun --gpu-emulate reports a kernel it cannot emulate at the op, and exits with status 1.
// RUN: not jrun --gpu-emulate %s -e main --entry-point-result=void 2>&1 | jfilecheck %s

// CHECK: gpu-emulate-errors.mlir:[[@LINE+11]]:17: error: cannot emulate on the host: shuffles and reductions in kernels of more than one block are not supported
// CHECK: Error: could not emulate the GPU program on the host
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %x = arith.cmpi eq, %t, %c0 : index
      cf.cond_br %x, ^bb1, ^bb2
    ^bb1:
      %w = arith.constant 32 : i32
      %s, %ok = gpu.shuffle idx %w, %w, %w : i32
      cf.br ^bb2
    ^bb2:
      gpu.return
    }
  }
  func.func @main() {
    return
  }
}

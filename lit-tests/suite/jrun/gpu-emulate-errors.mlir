// jrun --gpu-emulate reports a kernel it cannot emulate at the op, and exits with status 1.
// RUN: not jrun --gpu-emulate %s -e main --entry-point-result=void 2>&1 | jfilecheck %s

// CHECK: gpu-emulate-errors.mlir:[[@LINE+8]]:12: error: cannot emulate on the host: an scf.while with gpu.barrier inside must not carry values
// CHECK: Error: could not emulate the GPU program on the host
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %x = arith.cmpi eq, %t, %c0 : index
      %w = scf.while (%i = %c0) : (index) -> index {
        gpu.barrier
        scf.condition(%x) %i : index
      } do {
      ^bb0(%j: index):
        scf.yield %j : index
      }
      gpu.return
    }
  }
  func.func @main() {
    return
  }
}

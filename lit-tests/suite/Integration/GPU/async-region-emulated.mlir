// A program whose GPU ops -gpu-async-region made asynchronous (one stream per block, the host
// waiting before the first op with memory effects, not before the pure memref.cast) runs under host emulation with the same results: the
// second launch sees the first one's writes, the copy back sees both.
// RUN: jopt %s -gpu-async-region | jfilecheck %s --check-prefix=ASYNC
// RUN: jopt %s -gpu-async-region | jrun --gpu-emulate -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// ASYNC: %[[T0:.*]] = gpu.wait async
// ASYNC-NEXT: %[[D:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<8xf32>
// ASYNC-NEXT: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[D]]
// ASYNC-NEXT: %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @kernels::@scale
// ASYNC-NEXT: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @kernels::@scale
// ASYNC-NEXT: %[[T5:.*]] = gpu.memcpy async [%[[T4]]]
// ASYNC-NEXT: %[[T6:.*]] = gpu.dealloc async [%[[T5]]] %[[D]]
// ASYNC-NEXT: memref.cast
// ASYNC-NEXT: gpu.wait [%[[T6]]]
// ASYNC-NEXT: call @printMemrefF32
// CHECK: data =
// CHECK-NEXT: [0,  6,  12,  18,  24,  30,  36,  42]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<8xf32>, %f: f32) kernel {
      %t = gpu.thread_id x
      %v = memref.load %buf[%t] : memref<8xf32>
      %w = arith.mulf %v, %f : f32
      memref.store %w, %buf[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %two = arith.constant 2.0 : f32
    %three = arith.constant 3.0 : f32
    %h = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<8xf32>
    }
    %d = gpu.alloc () : memref<8xf32>
    gpu.memcpy %d, %h : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%d : memref<8xf32>, %two : f32)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%d : memref<8xf32>, %three : f32)
    gpu.memcpy %h, %d : memref<8xf32>, memref<8xf32>
    gpu.dealloc %d : memref<8xf32>
    %u = memref.cast %h : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}

// hlo-to-gpu calls our runtime's cuBLAS sgemm (mgpuCublasSgemm, row-major, transpose flags 0/1, the
// default stream) for every 2-D f32 product: the run-time size test of hlo-to-loops is gone (its
// minimum is 0), the matrices are the device copies (the argument and the constant copied in, the
// product's buffer a device buffer the next kernel reads). blas-min-flops=-1 makes kernels instead;
// under emulation the declaration gets a host body.
// RUN: jopt %s -hlo-to-gpu | jfilecheck %s
// RUN: jopt %s -hlo-to-gpu=blas-min-flops=-1 | jfilecheck --check-prefix=KERNELS %s
// RUN: jopt %s -hlo-to-gpu=emulate=true | jfilecheck --check-prefix=EMU %s
// RUN: jopt %s -hlo-to-loops=blas-min-flops=0 -hlo-gpu-cublas | jfilecheck --check-prefix=PASS %s

// CHECK:       func.func private @mgpuCublasSgemm(i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr)
// CHECK-NOT:   cblas_sgemm
// CHECK-LABEL: func.func @main(%arg0: memref<?x4xf32>) -> memref<?x3xf32>
// CHECK:         %[[DX:.*]] = gpu.alloc  (%{{.*}}) : memref<?x4xf32>
// CHECK:         %[[W:.*]] = memref.get_global @{{.*}} : memref<4x3xf32>
// CHECK-NEXT:    %[[DW:.*]] = gpu.alloc  () : memref<4x3xf32>
// CHECK:         %[[DY:.*]] = gpu.alloc  (%{{.*}}) : memref<?x3xf32>
// CHECK-NOT:     scf.if
// CHECK:         gpu.memcpy  %[[DX]], %arg0
// CHECK-NEXT:    %[[PX:.*]] = memref.extract_aligned_pointer_as_index %[[DX]]
// CHECK:         gpu.memcpy  %[[DW]], %[[W]]
// CHECK-NEXT:    %[[PW:.*]] = memref.extract_aligned_pointer_as_index %[[DW]]
// CHECK:         %[[PY:.*]] = memref.extract_aligned_pointer_as_index %[[DY]]
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    call @mgpuCublasSgemm(%c0_i32, %c0_i32{{.*}}, %{{.*}}, %c3_i32, %c4_i32, %cst{{.*}}, %{{.*}}, %c4_i32, %{{.*}}, %c3_i32, %cst{{.*}}, %{{.*}}, %c3_i32, %[[NULL]])
// No copy of the product back to the host: the tanh kernel reads it on the device.
// CHECK-NOT:     gpu.memcpy
// CHECK:         gpu.launch_func  @main_kernel::@main_kernel {{.*}} args({{.*}}%[[DY]] : memref<?x3xf32>

// KERNELS-NOT: mgpuCublasSgemm
// KERNELS:     gpu.func @main_kernel
// Each row's product runs in one thread of a tiled kernel: its k loop (4 iterations) is too short for a
// block of threads, so no atomics.
// KERNELS-NOT: memref.atomic_rmw
// KERNELS:     gpu.func @main_kernel
// KERNELS:       scf.if
// KERNELS-NEXT:    scf.for
// KERNELS-NEXT:      scf.for
// KERNELS:             arith.mulf

// EMU-NOT:     gpu.
// EMU:         func.func private @mgpuCublasSgemm(%arg0: i32, {{.*}}, %arg13: !llvm.ptr) {
// EMU:           llvm.load
// EMU:           llvm.store
// EMU:         call @mgpuCublasSgemm(

// The pass alone: the scf.if on `flops uge 0` is replaced by the call.
// PASS-NOT:    scf.if
// PASS-NOT:    cblas_sgemm
// PASS:        call @mgpuCublasSgemm(
// PASS-NOT:    scf.if
// PASS:        return
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x3xf32> {
  %w = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.5, 2.5, 3.5]]> : tensor<4x3xf32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %t = stablehlo.tanh %y : tensor<?x3xf32>
  return %t : tensor<?x3xf32>
}

// hlo-to-gpu places work: shape computation (memref.dim of the input, the launch sizes) and buffer
// allocation stay in the host function; the element-wise nest (both loops independent) becomes one
// kernel over blocks x threads, the row sums (outer loop independent, inner loop a reduction) a
// kernel over blocks (rows) whose threads (columns) sum with gpu.all_reduce. The buffers the kernels touch are
// device buffers: gpu.alloc'd copies of the argument and of the results, gpu.memcpy at the boundary.
// RUN: jopt %s -hlo-to-gpu | jfilecheck %s
// RUN: jopt %s -hlo-to-gpu=emulate=true | jfilecheck --check-prefix=EMU %s

// CHECK-LABEL: func.func @main(%arg0: memref<?x64xf32>) -> (memref<?x64xf32>, memref<?xf32>)
// The argument's device copy, allocated and filled at the function's entry (before the first launch).
// CHECK:         %[[DX:.*]] = gpu.alloc  (%{{.*}}) : memref<?x64xf32>
// CHECK:         %[[N:.*]] = memref.dim %arg0, %c0{{.*}} : memref<?x64xf32>
// The results: host buffers (returned) with device copies that the kernels write.
// CHECK:         %[[T:.*]] = memref.alloc(%[[N]]) : memref<?x64xf32>
// CHECK-NEXT:    %[[DT:.*]] = gpu.alloc  (%[[N]]) : memref<?x64xf32>
// CHECK:         %[[GRID:.*]] = affine.apply #map(%[[N]])
// CHECK:         %[[BLOCK:.*]] = affine.apply #map(%c64)
// CHECK-NEXT:    gpu.memcpy  %[[DX]], %arg0 : memref<?x64xf32>, memref<?x64xf32>
// CHECK-NEXT:    gpu.launch_func  @main_kernel::@main_kernel blocks in (%[[GRID]], %{{.*}}, %{{.*}}) threads in (%[[BLOCK]], %{{.*}}, %{{.*}})  args({{.*}}%[[DX]] : memref<?x64xf32>, %[[DT]] : memref<?x64xf32>)
// CHECK:         %[[S:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT:    %[[DS:.*]] = gpu.alloc  (%[[N]]) : memref<?xf32>
// The row sums read the first kernel's output where it is, on the device: no copy in between.
// CHECK-NOT:     gpu.memcpy
// CHECK:         %[[ROWS:.*]] = affine.apply #map(%[[N]])
// CHECK-NEXT:    %[[COLS:.*]] = affine.apply #map(%c64)
// CHECK-NEXT:    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%[[ROWS]], %{{.*}}, %{{.*}}) threads in (%[[COLS]], %{{.*}}, %{{.*}})  args({{.*}}%[[DT]] : memref<?x64xf32>, %[[DS]] : memref<?xf32>)
// The argument only read: no copy back; the results copied back before the return.
// CHECK-NEXT:    gpu.dealloc  %[[DX]] : memref<?x64xf32>
// CHECK-NEXT:    gpu.memcpy  %[[T]], %[[DT]] : memref<?x64xf32>, memref<?x64xf32>
// CHECK-NEXT:    gpu.dealloc  %[[DT]] : memref<?x64xf32>
// CHECK-NEXT:    gpu.memcpy  %[[S]], %[[DS]] : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:    gpu.dealloc  %[[DS]] : memref<?xf32>
// CHECK-NOT:     scf.for
// CHECK-NEXT:    return %[[T]], %[[S]] : memref<?x64xf32>, memref<?xf32>
// CHECK:       gpu.module @main_kernel {
// CHECK:         gpu.func @main_kernel({{.*}}) kernel {
// CHECK:           gpu.block_id  x
// CHECK:           gpu.thread_id  x
// CHECK:           math.tanh
// CHECK:       gpu.module @main_kernel_0 {
// CHECK:         gpu.func @main_kernel
// CHECK-NOT:       scf.for
// CHECK:           gpu.all_reduce  %{{.*}} uniform {
// CHECK:             arith.addf
// CHECK:           memref.store

// Under emulation the device buffers are host buffers and the copies memref.copy.
// EMU-NOT: gpu.
// EMU: memref.copy %arg0, %{{.*}} : memref<?x64xf32> to memref<?x64xf32>
// EMU: call @__gpu_emu_main_kernel_main_kernel(
// EMU: call @__gpu_emu_main_kernel_0_main_kernel(
func.func @main(%x: tensor<?x64xf32>) -> (tensor<?x64xf32>, tensor<?xf32>) {
  %y = stablehlo.add %x, %x : tensor<?x64xf32>
  %t = stablehlo.tanh %y : tensor<?x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%t init: %z) across dimensions = [1] : (tensor<?x64xf32>, tensor<f32>) -> tensor<?xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }
  return %t, %s : tensor<?x64xf32>, tensor<?xf32>
}

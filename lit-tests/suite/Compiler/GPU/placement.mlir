// hlo-to-gpu places work: shape computation (memref.dim of the input, the launch sizes) and buffer
// allocation stay in the host function; the element-wise nest (both loops independent) becomes one
// kernel over blocks x threads, the row sums (outer loop independent, inner loop a reduction) a
// kernel over blocks whose threads each run their reduction loop.
// RUN: jopt %s -hlo-to-gpu | jfilecheck %s
// RUN: jopt %s -hlo-to-gpu=emulate=true | jfilecheck --check-prefix=EMU %s

// CHECK-LABEL: func.func @main(%arg0: memref<?x4xf32>) -> (memref<?x4xf32>, memref<?xf32>)
// CHECK:         %[[N:.*]] = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK:         %[[T:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK:         %[[GRID:.*]] = affine.apply #map(%[[N]])
// CHECK:         %[[BLOCK:.*]] = affine.apply #map(%c4)
// CHECK:         gpu.launch_func  @main_kernel::@main_kernel blocks in (%[[GRID]], %{{.*}}, %{{.*}}) threads in (%[[BLOCK]], %{{.*}}, %{{.*}})  args({{.*}}%arg0 : memref<?x4xf32>, {{.*}}%[[T]] : memref<?x4xf32>)
// CHECK:         %[[S:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK:         gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%c1{{.*}}, %c1{{.*}}, %c1{{.*}})
// CHECK-NOT:     scf.for
// CHECK:         return %[[T]], %[[S]] : memref<?x4xf32>, memref<?xf32>
// CHECK:       gpu.module @main_kernel {
// CHECK:         gpu.func @main_kernel({{.*}}) kernel {
// CHECK:           gpu.block_id  x
// CHECK:           gpu.thread_id  x
// CHECK:           math.tanh
// CHECK:       gpu.module @main_kernel_0 {
// CHECK:         gpu.func @main_kernel
// CHECK:           scf.for {{.*}} iter_args

// EMU-NOT: gpu.
// EMU: call @__gpu_emu_main_kernel_main_kernel(
// EMU: call @__gpu_emu_main_kernel_0_main_kernel(
func.func @main(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?xf32>) {
  %y = stablehlo.add %x, %x : tensor<?x4xf32>
  %t = stablehlo.tanh %y : tensor<?x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%t init: %z) across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }
  return %t, %s : tensor<?x4xf32>, tensor<?xf32>
}

// hlo-gpu-uniform-reductions: an all-reduce at the top level of a single-block kernel is reached by
// every thread and becomes uniform; one under a thread guard (scf.if) stays as it is.
// RUN: jopt %s -hlo-gpu-uniform-reductions | jfilecheck %s

// CHECK-LABEL: gpu.func @top
// CHECK:         gpu.all_reduce  %{{.*}} uniform {
// CHECK-LABEL: gpu.func @guarded
// CHECK:         scf.if
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      gpu.all_reduce  add %{{[0-9]+}} {
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @top(%m: memref<32xf32>, %o: memref<f32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<32xf32>
      %s = gpu.all_reduce %x {
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        gpu.yield %t : f32
      } : (f32) -> f32
      memref.store %s, %o[] : memref<f32>
      gpu.return
    }
    gpu.func @guarded(%m: memref<32xf32>, %o: memref<f32>, %n: index) kernel {
      %i = gpu.thread_id x
      %c = arith.cmpi ult, %i, %n : index
      scf.if %c {
        %x = memref.load %m[%i] : memref<32xf32>
        %s = gpu.all_reduce add %x {} : (f32) -> f32
        memref.store %s, %o[] : memref<f32>
      }
      gpu.return
    }
  }
}

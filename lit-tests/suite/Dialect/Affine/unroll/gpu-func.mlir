// -affine-loop-unroll runs on any function-like op (gpu.func); loops whose lower bound is a thread id
// keep their unknown trip count.
// RUN: jopt %s '--pass-pipeline=builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=-1})))' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK: gpu.module @m {
// CHECK-NEXT: gpu.func @g(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.store %c0, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: func.func @thread() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c2, %arg7 = %c2, %arg8 = %c2) threads(%arg3, %arg4, %arg5) in (%arg9 = %c2, %arg10 = %c2, %arg11 = %c2) {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %0 = affine.for %arg12 = %thread_id_x to 6 step 2 iter_args(%arg13 = %c0) -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg13, %c0 : index
// CHECK-NEXT: affine.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @g(%m: memref<?xindex>) {
    affine.for %i = 0 to 4 step 2 {
      affine.store %i, %m[%i] : memref<?xindex>
    }
    gpu.return
  }
}
func.func @thread() {
  %c0 = arith.constant 0 :index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %c2, %sz_by = %c2, %sz_bz = %c2)
             threads(%tx, %ty, %tz) in (%sz_tx = %c2, %sz_ty = %c2, %sz_tz = %c2) {
    %threadid = gpu.thread_id x
    %r = affine.for %iv = %threadid to 6 step 2 iter_args(%arg = %c0) -> index {
      %sum = arith.addi %arg, %c0 : index
      affine.yield %sum : index
    }
    gpu.terminator
  }
  return
}

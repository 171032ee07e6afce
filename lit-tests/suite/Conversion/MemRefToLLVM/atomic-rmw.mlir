// memref.atomic_rmw -> llvm.atomicrmw (acq_rel) on the element's address, as mlir-opt 22 lowers it,
// on the host (finalize-memref-to-llvm) and in kernels (convert-gpu-to-nvvm).
// RUN: jopt %s -split-input-file -finalize-memref-to-llvm | jfilecheck %s
// RUN: jopt %s -split-input-file -convert-gpu-to-nvvm | jfilecheck --check-prefix=NVVM %s

// CHECK-LABEL: func.func @atomics
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %{{.*}} = llvm.atomicrmw fadd %[[P]], %arg2 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw fmaximum %{{.*}}, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw fmin %{{.*}}, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw xchg %{{.*}}, %arg2 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw add %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw max %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw umin %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw _or %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw _and %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw _xor %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// A multiplication has no LLVM atomic: it stays.
// CHECK: memref.atomic_rmw mulf
func.func @atomics(%m: memref<4xf32>, %i32m: memref<?xi32>, %v: f32, %w: i32, %i: index) -> (f32, i32) {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %d = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %e = memref.atomic_rmw addi %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %f = memref.atomic_rmw maxs %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %g = memref.atomic_rmw minu %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %h = memref.atomic_rmw ori %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %k = memref.atomic_rmw andi %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %x = memref.atomic_rmw xori %w, %i32m[%i] : (i32, memref<?xi32>) -> i32
  %y = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %a, %e : f32, i32
}

// -----

// NVVM-LABEL: gpu.module @kernels
// NVVM: llvm.func @accumulate
// NVVM: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// NVVM-NEXT: %{{.*}} = llvm.atomicrmw fadd %[[P]], %{{.*}} acq_rel : !llvm.ptr, f32
gpu.module @kernels {
  gpu.func @accumulate(%m: memref<4xf32>, %v: f32) kernel {
    %i = gpu.thread_id x
    %r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
    gpu.return
  }
}

// -gpu-eliminate-barriers erases a gpu.barrier when nothing before it (back to the previous barrier or
// the launch's start) conflicts with anything after it (up to the next barrier or the end): read/read,
// allocations and memory that cannot alias (an allocation that is not captured against a function
// argument) do not conflict; loops wrap around; unstructured control flow keeps the barrier.
// RUN: jopt %s -gpu-eliminate-barriers | jfilecheck %s

// CHECK-LABEL: func.func @straight
// CHECK: gpu.launch
// CHECK-NEXT: %[[W:.*]] = memref.load %[[A:.*]][%{{.*}}] : memref<8xf32>
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %[[W]], %[[B:.*]][%{{.*}}] : memref<8xf32>
// CHECK-NEXT: %[[AL:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %[[W]], %[[AL]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[Q:.*]] = memref.load %[[AL]]
// CHECK-NEXT: memref.store %[[Q]], %[[A]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.load
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator
func.func @straight(%a: memref<8xf32>, %b: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%s1 = %c1, %s2 = %c1, %s3 = %c1) {
    %v = memref.load %a[%tx] : memref<8xf32>
    gpu.barrier
    %w = memref.load %a[%c0] : memref<8xf32>
    gpu.barrier
    memref.store %w, %b[%tx] : memref<8xf32>
    gpu.barrier
    %al = memref.alloca() : memref<4xf32>
    memref.store %w, %al[%c0] : memref<4xf32>
    gpu.barrier
    %q = memref.load %al[%c0] : memref<4xf32>
    gpu.barrier
    memref.store %q, %a[%c0] : memref<8xf32>
    scf.for %i = %c0 to %n step %c1 {
      %r = memref.load %b[%i] : memref<8xf32>
      gpu.barrier
      memref.store %r, %b[%tx] : memref<8xf32>
    }
    gpu.barrier
    gpu.terminator
  }
  return
}

// A barrier in another block than the launch's entry, and one before the terminator that an
// unstructured region keeps, stay.
// CHECK-LABEL: func.func @cfg
// CHECK: ^bb1:
// CHECK-NEXT: gpu.barrier
// CHECK: ^bb2:
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.terminator
func.func @cfg(%a: memref<4xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%s1 = %c1, %s2 = %c1, %s3 = %c1) {
    %v = memref.load %a[%c0] : memref<4xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    gpu.barrier
    cf.br ^bb2
  ^bb2:
    memref.store %v, %a[%c1] : memref<4xf32>
    gpu.barrier
    gpu.terminator
  }
  return
}

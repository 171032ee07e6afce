// convert-parallel-loops-to-gpu with a write before a nested mapped loop: as MLIR 22 (which asks its
// local alias analysis), the nest still becomes one launch when the nested loop touches only other
// allocations; a nested loop reading what was written, or memory that may be the same (a function
// argument, a view of the written buffer), keeps the nest as it is.
// RUN: jopt %s -split-input-file -convert-parallel-loops-to-gpu | jfilecheck %s

// CHECK-LABEL: func.func @other_allocations(
// CHECK: gpu.launch
// CHECK: memref.store %{{.*}}, %[[A:.*]][%{{.*}}] : memref<8xf32>
// CHECK-NEXT: affine.apply
// CHECK-NEXT: memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.terminator
// CHECK-NOT: scf.parallel
func.func @other_allocations(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %f, %a[%i] : memref<8xf32>
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %b[%j] : memref<4xf32>
      memref.store %v, %c[%j] : memref<4xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK-LABEL: func.func @reads_the_written_view(
// CHECK-NOT: gpu.launch
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @reads_the_written_view(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %f, %a[%i] : memref<8xf32>
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %s[%j] : memref<4xf32, strided<[1], offset: 4>>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK-LABEL: func.func @arguments_may_alias(
// CHECK-NOT: gpu.launch
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @arguments_may_alias(%a: memref<8xf32>, %b: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %f, %a[%i] : memref<8xf32>
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      memref.store %f, %b[%j] : memref<8xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

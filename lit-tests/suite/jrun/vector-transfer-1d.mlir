// 1-D transfers lowered by convert-vector-to-scf to scalar loops (a read down a column that runs past
// the memref's end, padded; a masked read and a write of a strided memref) and run by jrun: the printed
// values are mlir-runner 22's for the same pipeline.
// RUN: jopt %s -convert-vector-to-scf -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 2, 6, 10, -1 )
// CHECK-NEXT: ( 0, -1, 4, 6 )
// CHECK-NEXT: ( 0, 1, 2, 3, 70, 5, 71, 7, 72, 9, 73, 11 )
func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %A = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %A[%i, %j] : memref<3x4xf32>
    }
  }
  %pad = arith.constant -1.0 : f32
  %col = vector.transfer_read %A[%c0, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xf32>, vector<4xf32>
  vector.print %col : vector<4xf32>
  %B = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %B[%i] : memref<12xf32>
  }
  %S = memref.subview %B[0] [6] [2] : memref<12xf32> to memref<6xf32, strided<[2]>>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %r = vector.transfer_read %S[%c0], %pad, %mask : memref<6xf32, strided<[2]>>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %S1 = memref.subview %B[4] [4] [2] : memref<12xf32> to memref<4xf32, strided<[2], offset: 4>>
  %v = arith.constant dense<[70.0, 71.0, 72.0, 73.0]> : vector<4xf32>
  vector.transfer_write %v, %S1[%c0] : vector<4xf32>, memref<4xf32, strided<[2], offset: 4>>
  %all = vector.transfer_read %B[%c0], %pad : memref<12xf32>, vector<12xf32>
  vector.print %all : vector<12xf32>
  memref.dealloc %A : memref<3x4xf32>
  memref.dealloc %B : memref<12xf32>
  return
}

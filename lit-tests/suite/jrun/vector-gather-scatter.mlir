// vector.gather and vector.scatter (1-D and 2-D, index vectors of i32 and index, masks, pass-through
// values) lowered by test-lower-to-llvm and run by jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 9, 0, -1, 7 )
// CHECK-NEXT: ( ( 1, 2, -1 ), ( -1, 5, 6 ) )
// CHECK-NEXT: ( 0, 1, 2, 30, 4, 10, 6, 7, 8, 9 )
// CHECK-NEXT: ( 0, 21 )
func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %A = memref.alloc() : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%i] : memref<10xf32>
  }
  %idx = arith.constant dense<[9, 0, 3, 7]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %A[%c0][%idx], %mask, %pass : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %idx2 = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xindex>
  %mask2 = arith.constant dense<[[true, true, false], [false, true, true]]> : vector<2x3xi1>
  %pass2 = arith.constant dense<-1.0> : vector<2x3xf32>
  %g2 = vector.gather %A[%c1][%idx2], %mask2, %pass2 : memref<10xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.print %g2 : vector<2x3xf32>
  %sidx = arith.constant dense<[5, 3]> : vector<2xi32>
  %smask = arith.constant dense<[true, true]> : vector<2xi1>
  %vals = arith.constant dense<[10.0, 30.0]> : vector<2xf32>
  vector.scatter %A[%c0][%sidx], %smask, %vals : memref<10xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32>
  %all = vector.load %A[%c0] : memref<10xf32>, vector<10xf32>
  vector.print %all : vector<10xf32>
  %B = memref.alloc() : memref<2x2xi64>
  %z = arith.constant dense<0> : vector<2xi64>
  vector.store %z, %B[%c0, %c0] : memref<2x2xi64>, vector<2xi64>
  vector.store %z, %B[%c1, %c0] : memref<2x2xi64>, vector<2xi64>
  %bidx = arith.constant dense<[1, 0]> : vector<2xi32>
  %bmask = arith.constant dense<[true, false]> : vector<2xi1>
  %bv = arith.constant dense<[20, 21]> : vector<2xi64>
  vector.scatter %B[%c1, %c0][%bidx], %bmask, %bv : memref<2x2xi64>, vector<2xi32>, vector<2xi1>, vector<2xi64>
  %r = vector.load %B[%c1, %c0] : memref<2x2xi64>, vector<2xi64>
  %one = arith.constant dense<[0, 1]> : vector<2xi64>
  %r2 = arith.addi %r, %one : vector<2xi64>
  vector.print %r2 : vector<2xi64>
  memref.dealloc %A : memref<10xf32>
  memref.dealloc %B : memref<2x2xi64>
  return
}

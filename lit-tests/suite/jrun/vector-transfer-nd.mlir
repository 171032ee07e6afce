// 2-D and 3-D transfers (in and out of bounds, reads and writes) through the default
// convert-vector-to-scf (buffers, vector.type_cast, loops) and JIT-run; the printed vectors are
// mlir-runner 22's for the same pipeline.
// RUN: jopt %s -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 13, 14, -1, -1 ), ( 18, 19, -1, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 5, 6, 7, 8, 9 ), ( 10, 11, 12, 13, 14 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4, -1 ), ( 5, 6, 7, 8, 9, -1 ), ( 10, 11, 12, 100, 100, -1 ), ( 15, 16, 17, 100, 100, -1 ), ( -1, -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( ( 0, 0, -1 ), ( 2, 3, -1 ) ), ( ( 0, 0, -1 ), ( 10, 11, -1 ) ), ( ( -1, -1, -1 ), ( -1, -1, -1 ) ) )

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc(%c4, %c5) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %v = vector.transfer_read %m[%c2, %c3], %pad : memref<?x?xf32>, vector<3x4xf32>
  vector.print %v : vector<3x4xf32>
  %w = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x5xf32>
  vector.print %w : vector<2x5xf32>
  %z = arith.constant dense<100.0> : vector<3x3xf32>
  vector.transfer_write %z, %m[%c2, %c3] : vector<3x3xf32>, memref<?x?xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<5x6xf32>
  vector.print %all : vector<5x6xf32>
  %m3 = memref.alloc(%c2, %c2, %c3) : memref<?x?x?xf32>
  %t = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]], [[9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]]> : vector<2x2x4xf32>
  %zero = arith.constant dense<0.0> : vector<2x2x3xf32>
  vector.transfer_write %zero, %m3[%c0, %c0, %c0] : vector<2x2x3xf32>, memref<?x?x?xf32>
  vector.transfer_write %t, %m3[%c0, %c1, %c0] : vector<2x2x4xf32>, memref<?x?x?xf32>
  %r3 = vector.transfer_read %m3[%c0, %c0, %c1], %pad : memref<?x?x?xf32>, vector<3x2x3xf32>
  vector.print %r3 : vector<3x2x3xf32>
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %m3 : memref<?x?x?xf32>
  return
}

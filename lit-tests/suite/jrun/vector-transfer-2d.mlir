// n-D transfers unrolled by convert-vector-to-scf{full-unroll=true} and JIT-run: out-of-bounds rows
// and lanes read the padding and are not written (mlir-runner 22 prints the same).
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 6, 7, -1 ), ( 10, 11, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ), ( 8, 9, 10, 10 ) )

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %d = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %v = vector.transfer_read %d[%c1, %c2], %pad : memref<?x?xf32>, vector<3x3xf32>
  vector.print %v : vector<3x3xf32>
  %w = arith.constant dense<[[10.0, 11.0], [12.0, 13.0], [14.0, 15.0]]> : vector<3x2xf32>
  vector.transfer_write %w, %d[%c2, %c3] : vector<3x2xf32>, memref<?x?xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %all : vector<3x4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}

// RUN: jopt %s -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// The printed vectors are mlir-runner 22's for the same pipeline.

// CHECK: ( 3, 4, 5, 9, 9, -1, -1, -1 )
// CHECK-NEXT: ( 0, 1, 2, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 5, 5 )

// 1-D transfers JIT-run: out-of-bounds lanes read the padding and are not written.
func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %z = arith.constant 9.0 : f32
  %c7 = arith.constant 7 : index
  memref.store %z, %m[%c6] : memref<8xf32>
  memref.store %z, %m[%c7] : memref<8xf32>
  %d = memref.cast %m : memref<8xf32> to memref<?xf32>
  %v = vector.transfer_read %d[%c3], %pad : memref<?xf32>, vector<8xf32>
  vector.print %v : vector<8xf32>
  %mk = vector.create_mask %c3 : vector<8xi1>
  %w = vector.transfer_read %m[%c0], %pad, %mk : memref<8xf32>, vector<8xf32>
  vector.print %w : vector<8xf32>
  %ones = arith.constant dense<5.0> : vector<4xf32>
  vector.transfer_write %ones, %d[%c6] : vector<4xf32>, memref<?xf32>
  %all = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  memref.dealloc %m : memref<8xf32>
  return
}

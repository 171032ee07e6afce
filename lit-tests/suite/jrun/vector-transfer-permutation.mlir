// Transfer reads with broadcast and transposed permutation maps, JIT-run; the printed vectors are
// mlir-runner 22's for the same pipeline.
// RUN: jopt %s -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 6, 7, -1 ), ( 6, 7, -1 ) )
// CHECK-NEXT: ( ( 1, 5, 9, 13, -1 ), ( 2, 6, 10, 14, -1 ), ( 3, 7, 11, 15, -1 ) )
// CHECK-NEXT: ( 15, 15, 15 )

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %b = vector.transfer_read %m[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<4x4xf32>, vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  %t = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x4xf32>, vector<3x5xf32>
  vector.print %t : vector<3x5xf32>
  %s = vector.transfer_read %m[%c3, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<4x4xf32>, vector<3xf32>
  vector.print %s : vector<3xf32>
  memref.dealloc %m : memref<4x4xf32>
  return
}

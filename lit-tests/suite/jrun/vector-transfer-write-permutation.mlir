// A transposed transfer_write JIT-run; the printed matrix is mlir-runner 22's for the same pipeline.
// RUN: jopt %s -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 0, 0, 0, 0 ), ( 0, 1, 5, 0 ), ( 0, 2, 6, 0 ), ( 0, 3, 7, 0 ) )

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<4x4xf32>
  %z = arith.constant dense<0.0> : vector<4x4xf32>
  vector.transfer_write %z, %m[%c0, %c0] : vector<4x4xf32>, memref<4x4xf32>
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  vector.transfer_write %v, %m[%c1, %c1] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<4x4xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<4x4xf32>, vector<4x4xf32>
  vector.print %all : vector<4x4xf32>
  memref.dealloc %m : memref<4x4xf32>
  return
}

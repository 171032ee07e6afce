// Masked 2-D transfers (vector.mask around reads and writes, and a mask operand) lowered by
// -lower-vector-mask and the default convert-vector-to-scf, JIT-run; the printed vectors are
// mlir-runner 22's for the same pipeline.
// RUN: jopt %s -lower-vector-mask -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 4, 5, 6, -1 ), ( 8, 9, 10, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 9, 10, -1, -1 ), ( 13, 14, -1, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 4, 0, 6, 7 ), ( 8, 0, 10, 11 ), ( 12, 0, 14, 15 ) )

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
  %mask = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%c1, %c0], %pad : memref<4x4xf32>, vector<3x4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  vector.print %v : vector<3x4xf32>
  %row = vector.create_mask %c3, %c2 : vector<3x4xi1>
  %r = vector.transfer_read %m[%c2, %c1], %pad, %row : memref<4x4xf32>, vector<3x4xf32>
  vector.print %r : vector<3x4xf32>
  %z = arith.constant dense<0.0> : vector<4x4xf32>
  %wm = vector.create_mask %c3, %c1 : vector<4x4xi1>
  vector.mask %wm { vector.transfer_write %z, %m[%c1, %c1] : vector<4x4xf32>, memref<4x4xf32> } : vector<4x4xi1>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<4x4xf32>, vector<4x4xf32>
  vector.print %all : vector<4x4xf32>
  memref.dealloc %m : memref<4x4xf32>
  return
}

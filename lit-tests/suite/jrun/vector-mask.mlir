// RUN: jopt %s -lower-vector-mask -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// Masked transfers under vector.mask, lowered by -lower-vector-mask and JIT-run; the printed vectors
// are mlir-runner 22's for the same pipeline.

// CHECK: ( 0, 1, 2, 3, 4, -1, -1, -1 )
// CHECK-NEXT: ( 2, 3, 4, 5, 6, -1, -1, -1 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 10, 10, 7 )

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %mk = vector.create_mask %c5 : vector<8xi1>
  %r = vector.mask %mk { vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %r : vector<8xf32>
  %d = memref.cast %m : memref<8xf32> to memref<?xf32>
  %r2 = vector.mask %mk { vector.transfer_read %d[%c2], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %r2 : vector<8xf32>
  %ten = arith.constant dense<10.0> : vector<8xf32>
  %mk2 = vector.create_mask %c2 : vector<8xi1>
  vector.mask %mk2 { vector.transfer_write %ten, %d[%c5] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %r3 = vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<8xf32>
  vector.print %r3 : vector<8xf32>
  memref.dealloc %m : memref<8xf32>
  return
}

// A memref cast to unranked and back to ranked, JIT-run: the loads and the dim see the original
// buffer (mlir-runner 22 prints the same).
// RUN: jopt %s -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: 7
// CHECK-NEXT: 11
// CHECK-NEXT: 3

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 7 : i32
  %w = arith.constant 11 : i32
  %m = memref.alloc() : memref<3xi32>
  memref.store %v, %m[%c0] : memref<3xi32>
  memref.store %w, %m[%c2] : memref<3xi32>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<?xi32>
  %a = memref.load %r[%c0] : memref<?xi32>
  %b = memref.load %r[%c2] : memref<?xi32>
  %n = memref.dim %r, %c0 : memref<?xi32>
  vector.print %a : i32
  vector.print %b : i32
  vector.print %n : index
  memref.dealloc %m : memref<3xi32>
  return
}

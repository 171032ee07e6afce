// printMemref through an unranked cast (the descriptor in a stack slot, {rank, pointer} passed).
// RUN: jopt %s -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %m = memref.alloca() : memref<2x3xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v7 = arith.constant 7 : i64
  %v9 = arith.constant -9 : i64
  memref.store %v7, %m[%c0, %c0] : memref<2x3xi64>
  memref.store %v7, %m[%c0, %c1] : memref<2x3xi64>
  memref.store %v7, %m[%c0, %c2] : memref<2x3xi64>
  memref.store %v9, %m[%c1, %c0] : memref<2x3xi64>
  memref.store %v9, %m[%c1, %c1] : memref<2x3xi64>
  memref.store %v9, %m[%c1, %c2] : memref<2x3xi64>
  %u = memref.cast %m : memref<2x3xi64> to memref<*xi64>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[7,   7,   7],
  // CHECK-NEXT: [-9,   -9,   -9]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

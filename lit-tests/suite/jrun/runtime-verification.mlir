// A failed runtime check prints its message; under test-cf-assert the program goes on (two failures
// are reported, the in-bounds store is not), without it (convert-cf-to-llvm) it aborts.
// RUN: jopt %s -generate-runtime-verification -test-cf-assert -expand-strided-metadata -convert-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jopt %s -generate-runtime-verification -expand-strided-metadata -convert-to-llvm -reconcile-unrealized-casts | not --crash jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=ABORT

func.func @store(%m: memref<?xi32>, %i: index) {
  %c = arith.constant 5 : i32
  memref.store %c, %m[%i] : memref<?xi32>
  return
}

func.func @main() {
  // A 16-element buffer seen as 4 elements: the out-of-bounds stores stay inside the real buffer.
  %big = memref.alloca() : memref<16xi32>
  %a = memref.reinterpret_cast %big to offset: [0], sizes: [4], strides: [1] : memref<16xi32> to memref<4xi32>
  %d = memref.cast %a : memref<4xi32> to memref<?xi32>
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  // CHECK: ERROR: Runtime op verification failed
  // CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xi32>
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc({{.*}}runtime-verification.mlir":8:3)
  // ABORT: ERROR: Runtime op verification failed
  // ABORT-NOT: ERROR
  func.call @store(%d, %c9) : (memref<?xi32>, index) -> ()
  func.call @store(%d, %c2) : (memref<?xi32>, index) -> ()
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NOT: ERROR
  func.call @store(%d, %c5) : (memref<?xi32>, index) -> ()
  return
}

// End to end: generate-runtime-verification's checks run natively; with test-cf-assert a failed
// check prints its message and the program goes on, so the in-bounds store is silent and each
// out-of-bounds one reports the op and its location.
// RUN: jopt %s -generate-runtime-verification -test-cf-assert -convert-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void 2>&1 | jfilecheck %s

// CHECK: ERROR: Runtime op verification failed
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xi32>
// CHECK-NEXT: ^ out-of-bounds access
// CHECK-NEXT: Location: loc({{.*}}runtime-verification.mlir":[[@LINE+3]]:3)
// CHECK-NOT: ERROR
func.func @put(%m: memref<?xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<?xi32>
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %a = memref.alloca(%c2) : memref<?xi32>
  call @put(%a, %c1, %v) : (memref<?xi32>, index, i32) -> ()
  call @put(%a, %c2, %v) : (memref<?xi32>, index, i32) -> ()
  return
}

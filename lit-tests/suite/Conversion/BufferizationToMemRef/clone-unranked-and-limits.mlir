// convert-bufferization-to-memref: an unranked clone reads its sizes in a loop into a stack
// buffer, allocates their product as a 1-D buffer and reshapes it; a clone whose layout no fresh
// buffer can be cast to does not lower.
// RUN: jopt %s -convert-bufferization-to-memref -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @copy_unranked(
// CHECK-SAME: %[[IN:.*]]: memref<*xi16>) -> memref<*xi16> {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[RANK:.*]] = memref.rank %[[IN]] : memref<*xi16>
// CHECK-NEXT: %[[SIZES:.*]] = memref.alloca(%[[RANK]]) : memref<?xindex>
// CHECK-NEXT: %[[N:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[RANK]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[C1]]) -> (index) {
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[IN]], %[[I]] : memref<*xi16>
// CHECK-NEXT: memref.store %[[D]], %[[SIZES]][%[[I]]] : memref<?xindex>
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[ACC]], %[[D]] : index
// CHECK-NEXT: scf.yield %[[M]] : index
// CHECK-NEXT: }
// CHECK-NEXT: %[[BUF:.*]] = memref.alloc(%[[N]]) : memref<?xi16>
// CHECK-NEXT: %[[R:.*]] = memref.reshape %[[BUF]](%[[SIZES]]) : (memref<?xi16>, memref<?xindex>) -> memref<*xi16>
// CHECK-NEXT: memref.copy %[[IN]], %[[R]] : memref<*xi16> to memref<*xi16>
// CHECK-NEXT: return %[[R]] : memref<*xi16>
func.func @copy_unranked(%m: memref<*xi16>) -> memref<*xi16> {
  %c = bufferization.clone %m : memref<*xi16> to memref<*xi16>
  return %c : memref<*xi16>
}

// -----

func.func @fixed_stride(%m: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %c = bufferization.clone %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2]>>
  return %c : memref<4xf32, strided<[2]>>
}


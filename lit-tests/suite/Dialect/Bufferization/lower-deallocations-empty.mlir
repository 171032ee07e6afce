// bufferization-lower-deallocations: a dealloc without memrefs becomes a single false constant shared by
// all its results (built even when it has none, as MLIR does).
// RUN: jopt %s -bufferization-lower-deallocations | jfilecheck %s

func.func @nothing() {
  bufferization.dealloc
  return
}
func.func @only_retained(%a: memref<4xf32>, %b: memref<8xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%a, %b : memref<4xf32>, memref<8xf32>)
  return %0#0, %0#1 : i1, i1
}

// CHECK-LABEL: func.func @nothing() {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @only_retained(%arg0: memref<4xf32>, %arg1: memref<8xf32>) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// hoist-dynamic-allocs: a returned alloc whose sizes are all function arguments becomes the out-param,
// and the caller allocates it with its own operands for those sizes; a static alloc is copied (that is
// hoist-static-allocs' job), and a size that is no argument keeps the copy and fails at the call.
// RUN: jopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect -p 'builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs})' | jfilecheck %s

func.func private @make(%n: index, %m: index) -> (memref<?x4x?xf32>, memref<8xf32>) {
  %a = memref.alloc(%m, %n) : memref<?x4x?xf32>
  %b = memref.alloc() : memref<8xf32>
  "test.fill"(%a, %b) : (memref<?x4x?xf32>, memref<8xf32>) -> ()
  return %a, %b : memref<?x4x?xf32>, memref<8xf32>
}

func.func @use(%x: index, %y: index) {
  %r:2 = call @make(%x, %y) : (index, index) -> (memref<?x4x?xf32>, memref<8xf32>)
  "test.sink"(%r#0, %r#1) : (memref<?x4x?xf32>, memref<8xf32>) -> ()
  return
}

// CHECK-LABEL: func.func private @make(%arg0: index, %arg1: index, %arg2: memref<?x4x?xf32>, %arg3: memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.fill"(%arg2, %alloc) : (memref<?x4x?xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: memref.copy %alloc, %arg3 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @use(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1, %arg0) : memref<?x4x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: call @make(%arg0, %arg1, %alloc, %alloc_0) : (index, index, memref<?x4x?xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: "test.sink"(%alloc, %alloc_0) : (memref<?x4x?xf32>, memref<8xf32>) -> ()

// -----

func.func private @computed(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %s = arith.muli %n, %c2 : index
  %a = memref.alloc(%s) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @use_computed(%x: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @computed(%x) : (index) -> memref<?xf32>
  "test.sink"(%r) : (memref<?xf32>) -> ()
  return
}

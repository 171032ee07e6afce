// With use-bare-ptr-memref-call-conv, functions and returns that involve unranked memrefs do not
// convert and stay as they are, as in MLIR 22.
// RUN: jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s

func.func private @produce(%m: memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)

func.func @forward(%m: memref<*xf32>, %k: memref<*xi8>) -> (memref<*xf32>, memref<*xi8>) {
  return %m, %k : memref<*xf32>, memref<*xi8>
}

func.func @caller(%m: memref<*xf32>) -> i1 {
  %a, %flag, %b = call @produce(%m) : (memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)
  %r = memref.rank %b : memref<*xi8>
  return %flag : i1
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func private @produce(memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)
// CHECK-LABEL: func.func @forward(%arg0: memref<*xf32>, %arg1: memref<*xi8>) -> (memref<*xf32>, memref<*xi8>) {
// CHECK-NEXT: return %arg0, %arg1 : memref<*xf32>, memref<*xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: memref<*xf32>) -> i1 {
// CHECK-NEXT: %0:3 = call @produce(%arg0) : (memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)
// CHECK-NEXT: %1 = memref.rank %0#2 : memref<*xi8>
// CHECK-NEXT: llvm.return %0#1 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// Values MLIR 22 accepts as affine dims and symbols: pure ops over symbols are symbols at any depth,
// sizes of top-level memrefs and tensors are symbols, induction variables and applies of them are
// dims, and a module is an affine scope of its own.
// RUN: jopt %s -split-input-file -allow-unregistered-dialect | jfilecheck %s

// CHECK-LABEL: func @pure_ops_of_symbols
func.func @pure_ops_of_symbols(%n: index, %m: memref<?xf32>, %t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %s = arith.addi %n, %n : index
    %p = arith.muli %s, %c0 : index
    %q = affine.min affine_map<(d0) -> (d0, 4)>(%n)
    %d = tensor.dim %t, %i : tensor<?xf32>
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    // CHECK: affine.load %{{.*}}[symbol(%{{.*}}) + symbol(%{{.*}})] : memref<?xf32>
    %v0 = affine.load %m[symbol(%s) + symbol(%p)] : memref<?xf32>
    // CHECK: affine.load %{{.*}}[%{{.*}} + %{{.*}}] : memref<?xf32>
    %v1 = affine.load %m[%q + %d] : memref<?xf32>
    // CHECK: affine.load %{{.*}}[%{{.*}}] : memref<?xf32>
    %v2 = affine.load %m[%a] : memref<?xf32>
    // CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
    affine.for %j = 0 to %s {
    }
  }
  return
}

// -----

// CHECK: %[[IDX:.*]] = "test.def"() : () -> index
// CHECK: affine.load %{{.*}}[%[[IDX]]] : memref<?xf32>
%idx = "test.def"() : () -> index
"test.holder"() ({
^bb0(%A: memref<?xf32>):
  %v = affine.load %A[%idx] : memref<?xf32>
  "test.end"() : () -> ()
}) : () -> ()

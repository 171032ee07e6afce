// -generate-runtime-verification loads cf, index and arith when initialized (MLIR's dependent
// dialects), so that a -canonicalize after it in the same run folds the checks it builds: here the
// bounds check of a constant index becomes cf.assert of true and goes, as in mlir-opt 22.
// RUN: jopt %s -generate-runtime-verification -canonicalize | jfilecheck %s

func.func @dim(%t: tensor<?x4xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<?x4xf32>
  return %d : index
}
// CHECK-LABEL: func.func @dim(%arg0: tensor<?x4xf32>) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }

// A [..] index list parsed in an mhlo pretty form is stored as mhlo's I64ElementsAttr, which the
// generic form shows.
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s

// CHECK-LABEL: "func.func"
// CHECK: "mhlo.transpose"(%arg0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: "mhlo.reduce"(%arg1, %arg2) <{dimensions = dense<0> : tensor<1xi64>}>
func.func @f(%m: tensor<2x3xf32>, %v: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = mhlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = mhlo.reduce(%v init: %z) applies mhlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

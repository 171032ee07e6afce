// A dot_general without batching that contracts the lhs's last and the rhs's first dimension is a
// dot; others stay.
// RUN: jopt %s -mhlo-legalize-dot-general-to-dot --mlir-print-op-generic | jfilecheck %s

// CHECK-LABEL: sym_name = "matvec"
// CHECK: "mhlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]}> {keep = "me"} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
func.func @matvec(%a: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<3xf32> {
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>], keep = "me"} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// CHECK-LABEL: sym_name = "batched"
// CHECK: "mhlo.dot_general"
func.func @batched(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// CHECK-LABEL: sym_name = "transposed"
// CHECK: "mhlo.dot_general"
func.func @transposed(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

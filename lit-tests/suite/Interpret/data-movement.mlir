// Ops that move elements: broadcast_in_dim, transpose, slice with strides, pad (negative and
// interior), concatenate, reverse, iota, gather, dynamic_slice (starts clamped), dynamic_update_slice.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// CHECK: tensor<2x3xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 1, 1],
// CHECK-NEXT: [2, 2, 2]
// CHECK-NEXT: ]
// CHECK: tensor<3x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 2],
// CHECK-NEXT: [1, 2],
// CHECK-NEXT: [1, 2]
// CHECK-NEXT: ]
// CHECK: tensor<2xi32> {
// CHECK-NEXT: [1, 2]
func.func @main() -> (tensor<2x3xi32>, tensor<3x2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x3xi32>
  %t = "stablehlo.transpose"(%b) {permutation = array<i64: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %s = "stablehlo.slice"(%t) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 2>, strides = array<i64: 2, 1>} : (tensor<3x2xi32>) -> tensor<1x2xi32>
  %r = "stablehlo.reshape"(%s) : (tensor<1x2xi32>) -> tensor<2xi32>
  return %b, %t, %r : tensor<2x3xi32>, tensor<3x2xi32>, tensor<2xi32>
}

// -----

// pad: low -1 drops the first element, interior 1 puts a 0 between elements, high 2 appends two.
// CHECK: tensor<6xi32> {
// CHECK-NEXT: [0, 2, 0, 3, 0, 0]
// CHECK: tensor<5xi32> {
// CHECK-NEXT: [3, 2, 1, 7, 8]
// CHECK: tensor<2x3xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [0.000000e+00, 1.000000e+00, 2.000000e+00],
// CHECK-NEXT: [0.000000e+00, 1.000000e+00, 2.000000e+00]
// CHECK-NEXT: ]
func.func @main() -> (tensor<6xi32>, tensor<5xi32>, tensor<2x3xf32>) {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %p = "stablehlo.pad"(%a, %zero) {edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  %rev = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<3xi32>) -> tensor<3xi32>
  %b = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %c = "stablehlo.concatenate"(%rev, %b) {dimension = 0 : i64} : (tensor<3xi32>, tensor<2xi32>) -> tensor<5xi32>
  %i = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xf32>
  return %p, %c, %i : tensor<6xi32>, tensor<5xi32>, tensor<2x3xf32>
}

// -----

// dynamic_slice clamps its start (5 becomes 1 so that 2 elements fit); dynamic_update_slice too.
// CHECK: tensor<2xi32> {
// CHECK-NEXT: [20, 30]
// CHECK: tensor<3xi32> {
// CHECK-NEXT: [10, 8, 9]
func.func @main() -> (tensor<2xi32>, tensor<3xi32>) {
  %a = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %start = stablehlo.constant dense<5> : tensor<i64>
  %s = "stablehlo.dynamic_slice"(%a, %start) {slice_sizes = array<i64: 2>} : (tensor<3xi32>, tensor<i64>) -> tensor<2xi32>
  %u = stablehlo.constant dense<[8, 9]> : tensor<2xi32>
  %d = "stablehlo.dynamic_update_slice"(%a, %u, %start) : (tensor<3xi32>, tensor<2xi32>, tensor<i64>) -> tensor<3xi32>
  return %s, %d : tensor<2xi32>, tensor<3xi32>
}

// -----

// gather rows 2 and 0 of a 3x2 operand (one index per row, collapsed dimension 0).
// CHECK: tensor<2x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [5, 6],
// CHECK-NEXT: [1, 2]
// CHECK-NEXT: ]
func.func @main() -> tensor<2x2xi32> {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %idx = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %g = "stablehlo.gather"(%a, %idx) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %g : tensor<2x2xi32>
}

// Shapes computed at run time: dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota and
// get_dimension_size on arguments of whatever size --args gives, at two sizes.
// RUN: jtranslate --interpret %s --args="[dense<[1.0, 2.0]> : tensor<2xf32>]" | jfilecheck %s --check-prefix=TWO
// RUN: jtranslate --interpret %s --args="[dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>]" | jfilecheck %s --check-prefix=SIX
// A wrong element type or rank for a dynamic argument is an error at the function.
// RUN: not jtranslate --interpret %s --args="[dense<1> : tensor<2xi32>]" 2>&1 | jfilecheck %s --check-prefix=BADTYPE
// RUN: not jtranslate --interpret %s --args="[dense<1.0> : tensor<2x2xf32>]" 2>&1 | jfilecheck %s --check-prefix=BADRANK
// RUN: not jtranslate --interpret %s 2>&1 | jfilecheck %s --check-prefix=NOARGS
// RUN: not jtranslate --interpret %s --args="[1, 2]" 2>&1 | jfilecheck %s --check-prefix=NOTDENSE

// TWO: tensor<i32> {2}
// TWO: tensor<2x2xf32> {
// TWO-NEXT: [
// TWO-NEXT: [1.000000e+00, 2.000000e+00],
// TWO-NEXT: [1.000000e+00, 2.000000e+00]
// TWO-NEXT: ]
// TWO: tensor<1x2xf32> {
// TWO: tensor<2xi64> {
// TWO-NEXT: [0, 1]

// SIX: tensor<i32> {6}
// SIX: tensor<2x6xf32> {
// SIX: tensor<3x2xf32> {
// SIX-NEXT: [
// SIX-NEXT: [1.000000e+00, 2.000000e+00],
// SIX-NEXT: [3.000000e+00, 4.000000e+00],
// SIX-NEXT: [5.000000e+00, 6.000000e+00]
// SIX-NEXT: ]
// SIX: tensor<6xi64> {
// SIX-NEXT: [0, 1, 2, 3, 4, 5]

// BADTYPE: dynamic-ops.mlir:[[@LINE+4]]:1: error: invalid input argument type at index 0, input type was tensor<2xi32> but entry function expected tensor<?xf32>
// BADRANK: error: invalid input argument type at index 0, input type was tensor<2x2xf32> but entry function expected tensor<?xf32>
// NOARGS: error: incorrect number of arguments specified, provided 0 inputs but function expected 1
// NOTDENSE: error: expected dense elements attribute for args elements, i.e. --args=[dense<1> : tensor<2xi32>, ...]
func.func @main(%a: tensor<?xf32>) -> (tensor<i32>, tensor<2x?xf32>, tensor<?x2xf32>, tensor<?xi64>) {
  %n = "stablehlo.get_dimension_size"(%a) {dimension = 0 : i64} : (tensor<?xf32>) -> tensor<i32>
  %n1 = "stablehlo.reshape"(%n) : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %shape = "stablehlo.concatenate"(%two, %n1) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %b = "stablehlo.dynamic_broadcast_in_dim"(%a, %shape) {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<2x?xf32>
  %half = stablehlo.divide %n1, %two : tensor<1xi32>
  %rs = "stablehlo.concatenate"(%half, %two) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %r = "stablehlo.dynamic_reshape"(%a, %rs) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  %i = "stablehlo.dynamic_iota"(%n1) {iota_dimension = 0 : i64} : (tensor<1xi32>) -> tensor<?xi64>
  return %n, %b, %r, %i : tensor<i32>, tensor<2x?xf32>, tensor<?x2xf32>, tensor<?xi64>
}

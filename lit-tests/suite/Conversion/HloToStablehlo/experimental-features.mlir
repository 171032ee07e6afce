// mhlo features StableHLO cannot spell (the tuple form of all_to_all, PACKED_NIBBLE precision) are
// errors by default; with allow-experimental-features they travel as stablehlo.custom_call @mhlo.X
// whose backend_config is the op's attribute dictionary as text.
// RUN: jopt %s --hlo-legalize-to-stablehlo -split-input-file -verify-diagnostics
// RUN: jopt %s --hlo-legalize-to-stablehlo=allow-experimental-features -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @tuple_all_to_all
// CHECK: %[[R:.*]]:2 = stablehlo.custom_call @mhlo.all_to_all(%arg0, %arg1) {backend_config = "{replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}"} : (tensor<8x2xi32>, tensor<8x2xi32>) -> (tensor<8x2xi32>, tensor<8x2xi32>)
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @tuple_all_to_all(%a: tensor<8x2xi32>, %b: tensor<8x2xi32>) -> (tensor<8x2xi32>, tensor<8x2xi32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.all_to_all' that was explicitly marked illegal}}
  %0:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<8x2xi32>, tensor<8x2xi32>) -> (tensor<8x2xi32>, tensor<8x2xi32>)
  func.return %0#0, %0#1 : tensor<8x2xi32>, tensor<8x2xi32>
}

// -----

// CHECK-LABEL: func.func @nibble
// CHECK: stablehlo.custom_call @mhlo.dot_general(%arg0, %arg1) {backend_config = "{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision PACKED_NIBBLE>]}"} : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
func.func @nibble(%a: tensor<2x4xi8>, %b: tensor<4x3xi8>) -> tensor<2x3xi32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.dot_general' that was explicitly marked illegal}}
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision PACKED_NIBBLE>]} : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// Other precisions convert as usual.
// CHECK-LABEL: func.func @plain
// CHECK: stablehlo.dot %arg0, %arg1, precision = [HIGH, HIGHEST]
func.func @plain(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "mhlo.dot"(%a, %b) {precision_config = [#mhlo<precision HIGH>, #mhlo<precision HIGHEST>]} : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

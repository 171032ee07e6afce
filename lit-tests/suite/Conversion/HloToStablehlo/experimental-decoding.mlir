// --stablehlo-legalize-to-hlo reads XLA's extensibility protocol back: stablehlo.custom_call @mhlo.X
// becomes mhlo.X, with the attributes given as backend_config text (what
// --hlo-legalize-to-stablehlo=allow-experimental-features writes) or as an mhlo.attributes
// dictionary (XLA's later form, StableHLO spellings converted back).
// RUN: jopt %s --stablehlo-legalize-to-hlo -split-input-file | jfilecheck %s
// RUN: jopt %s --stablehlo-legalize-to-hlo -split-input-file | jopt -split-input-file --hlo-legalize-to-stablehlo=allow-experimental-features | jfilecheck %s --check-prefix=BACK

// CHECK-LABEL: func.func @text
// CHECK: %{{.*}}:2 = "mhlo.all_to_all"(%arg0, %arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>, tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)
// BACK-LABEL: func.func @text
// BACK: stablehlo.custom_call @mhlo.all_to_all(%arg0, %arg1) {backend_config = "{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}"}
func.func @text(%a: tensor<4x2xf32>, %b: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
  %0:2 = stablehlo.custom_call @mhlo.all_to_all(%a, %b) {backend_config = "{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}"} : (tensor<4x2xf32>, tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// CHECK-LABEL: func.func @dictionary
// CHECK: "mhlo.dot"(%arg0, %arg1) <{precision_config = [#mhlo<precision PACKED_NIBBLE>, #mhlo<precision DEFAULT>]}> : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
func.func @dictionary(%a: tensor<2x4xi8>, %b: tensor<4x3xi8>) -> tensor<2x3xi32> {
  %0 = stablehlo.custom_call @mhlo.dot(%a, %b) {mhlo.attributes = {precision_config = ["PACKED_NIBBLE", "DEFAULT"]}} : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// Other targets stay custom calls.
// CHECK-LABEL: func.func @other
// CHECK: mhlo.custom_call @foo(%arg0) {backend_config = "{x = 1 : i32}"}
func.func @other(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%a) {backend_config = "{x = 1 : i32}"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// mhlo prints in XLA's 2024 custom forms, and in current XLA's generic forms (TensorFlow's) once
// the run has used -xla-legalize-tf; both forms parse.
// RUN: jopt %s | jfilecheck %s --check-prefix=OLD
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=NEW
// RUN: jopt %s -xla-legalize-tf | jopt | jfilecheck %s --check-prefix=OLD
// RUN: jopt %s --pass-pipeline="builtin.module(func.func(canonicalize), xla-legalize-tf)" | jfilecheck %s --check-prefix=NEW

// OLD-LABEL: func @f
// OLD: %[[B:.*]] = mhlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// OLD: %[[T:.*]] = mhlo.transpose %[[B]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// OLD: %[[I:.*]] = mhlo.iota dim = 0 : tensor<3xi32>
// OLD: mhlo.add %[[T]], %[[T]] : tensor<3x2xf32>
// NEW-LABEL: func @f
// NEW: %[[B:.*]] = "mhlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<2x3xf32>
// NEW: %[[T:.*]] = "mhlo.transpose"(%[[B]]) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// NEW: %[[I:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
// NEW: %[[C:.*]] = "mhlo.concatenate"(%[[I]], %[[I]]) <{dimension = 0 : i64}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<6xi32>
// Element-wise ops keep their custom form in both.
// NEW: mhlo.add %[[T]], %[[T]] : tensor<3x2xf32>
func.func @f(%arg0: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<6xi32>) {
  %0 = "mhlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = mhlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = mhlo.iota dim = 0 : tensor<3xi32>
  %3 = mhlo.concatenate %2, %2, dim = 0 : (tensor<3xi32>, tensor<3xi32>) -> tensor<6xi32>
  %4 = mhlo.add %1, %1 : tensor<3x2xf32>
  return %4, %3 : tensor<3x2xf32>, tensor<6xi32>
}

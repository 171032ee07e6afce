// The linear algebra ops as their tf2xla kernels build them, and the sharding annotations.
// interpret-linalg.mlir checks the numbers.
// RUN: jopt %s -split-input-file -xla-legalize-tf | jfilecheck %s

// Cholesky: the lower factor, the upper triangle zeroed (the HLO op leaves it unspecified).
// CHECK-LABEL: func.func @cholesky
// CHECK: %[[L:.*]] = "mhlo.cholesky"(%arg0) <{lower = true}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// CHECK: %[[M:.*]] = mhlo.constant dense<{{\[\[}}true, false, false], [true, true, false], [true, true, true]]> : tensor<3x3xi1>
// CHECK: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[M]]) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
// CHECK: mhlo.select %[[B]], %[[L]], %{{.*}} : tensor<2x3x3xi1>, tensor<2x3x3xf32>
func.func @cholesky(%a: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = "tf.Cholesky"(%a) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  func.return %0 : tensor<2x3x3xf32>
}

// -----

// MatrixTriangularSolve: from the left; adjoint is ADJOINT; the batch dimensions broadcast.
// CHECK-LABEL: func.func @triangular_solve
// CHECK: %[[A:.*]] = "mhlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
// CHECK: "mhlo.triangular_solve"(%[[A]], %arg1) <{left_side = true, lower = false, transpose_a = #mhlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tf.MatrixTriangularSolve"(%a, %b) {lower = false, adjoint = true} : (tensor<3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}

// -----

// Qr: two Householder steps for a 3x2 matrix (the last column of a square one needs none); the
// reduced Q keeps the first two columns.
// CHECK-LABEL: func.func @qr
// CHECK-COUNT-2: mhlo.sqrt
// CHECK-NOT: mhlo.sqrt
// CHECK: "mhlo.slice"(%{{.*}}) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<3x3xf32>) -> tensor<3x2xf32>
// CHECK-NOT: tf.Qr
func.func @qr(%a: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>) {
  %q, %r = "tf.Qr"(%a) {full_matrices = false} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>)
  func.return %q, %r : tensor<3x2xf32>, tensor<2x2xf32>
}

// -----

// MatrixInverse: R^-1 Q^T, one upper triangular solve.
// CHECK-LABEL: func.func @inverse
// CHECK: %[[QT:.*]] = "mhlo.transpose"(%{{.*}}) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: "mhlo.triangular_solve"(%{{.*}}, %[[QT]]) <{left_side = true, lower = false, transpose_a = #mhlo<transpose NO_TRANSPOSE>, unit_diagonal = false}>
func.func @inverse(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tf.MatrixInverse"(%a) {adjoint = false} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// XlaSharding: the Sharding custom call with the serialized proto; the SPMD shape changes: the
// input annotated, then the shape change, each sharding in XLA's text form.
// CHECK-LABEL: func.func @sharding
// CHECK: %[[S:.*]] = mhlo.custom_call @Sharding(%arg0) {mhlo.sharding = "\08\03\1A\02\02\01\22\02\00\01"} : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK: %[[A:.*]] = mhlo.custom_call @Sharding(%[[S]]) {backend_config = "", mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK: %[[M:.*]] = mhlo.custom_call @SPMDFullToShardShape(%[[A]]) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x2xi64>) -> tensor<1x2xi64>
// CHECK: %[[B:.*]] = mhlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x2xi64>) -> tensor<1x2xi64>
// CHECK: %[[F:.*]] = mhlo.custom_call @SPMDShardToFullShape(%[[B]]) {backend_config = "", mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<1x2xi64>) -> tensor<2x2xi64>
// CHECK: mhlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"}
// CHECK: mhlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{maximal device=3}"}
// CHECK: mhlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}
// CHECK: return %[[S]], %[[M]], %[[F]]
func.func @sharding(%a: tensor<2x2xi64>, %b: tensor<1x2xi64>) -> (tensor<2x2xi64>, tensor<1x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x1xi64>) {
  %0 = "tf.XlaSharding"(%a) {_XlaSharding = "\08\03\1A\02\02\01\22\02\00\01", sharding = "\08\03\1A\02\02\01\22\02\00\01"} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %1 = "tf.XlaSpmdFullToShardShape"(%0) {dim = -1 : i64, manual_sharding = "\08\03\1A\02\02\01\22\02\00\01", unspecified_dims = []} : (tensor<2x2xi64>) -> tensor<1x2xi64>
  %2 = "tf.XlaSpmdShardToFullShape"(%b) {dim = -1 : i64, full_shape = #tf_type.shape<2x2>, manual_sharding = "\08\03\1A\02\02\01\22\02\00\01", unspecified_dims = []} : (tensor<1x2xi64>) -> tensor<2x2xi64>
  %3 = "tf.XlaSpmdFullToShardShape"(%a) {dim = -1 : i64, manual_sharding = "", unspecified_dims = []} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %4 = "tf.XlaSpmdFullToShardShape"(%a) {dim = -1 : i64, manual_sharding = "\08\01\22\01\03", unspecified_dims = []} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %5 = "tf.XlaSpmdFullToShardShape"(%a) {dim = -1 : i64, manual_sharding = "\08\03\1A\03\01\02\02\30\01\4A\02\02\02\52\02\01\00", unspecified_dims = []} : (tensor<2x2xi64>) -> tensor<2x1xi64>
  func.return %0, %1, %2, %3, %4, %5 : tensor<2x2xi64>, tensor<1x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x1xi64>
}


// Region control flow (IfRegion, WhileRegion, CaseRegion keep their regions, tf.Yield becomes
// return, the ops inside are legalized too), calls, dynamic ExpandDims/Squeeze, SpaceToDepth,
// GatherNd, the training ops and the random ops (output checked op by op).
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func.func @if
// CHECK-NEXT: %[[V0:.*]] = "mhlo.if"(%arg0) ({
// CHECK-NEXT: %[[V1:.*]] = mhlo.negate %arg1 : tensor<2xf32>
// CHECK-NEXT: mhlo.return %[[V1]] : tensor<2xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: mhlo.return %arg1 : tensor<2xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<2xf32>
// CHECK-NEXT: return %[[V0]] : tensor<2xf32>
// CHECK-LABEL: func.func @while
// CHECK-NEXT: %[[VC:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[V0:.*]]:2 = mhlo.while(%iterArg = %[[VC]], %iterArg_0 = %arg0) : tensor<i32>, tensor<i32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[V1:.*]] = mhlo.compare LT, %iterArg, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[V1]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[VC0:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.add %iterArg, %[[VC0]] : tensor<i32>
// CHECK-NEXT: mhlo.return %[[V1]], %iterArg_0 : tensor<i32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]]#0 : tensor<i32>
// CHECK-LABEL: func.func @case
// CHECK-NEXT: %[[V0:.*]] = "mhlo.case"(%arg0) ({
// CHECK-NEXT: mhlo.return %arg1 : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[V1:.*]] = mhlo.exponential %arg1 : tensor<f32>
// CHECK-NEXT: mhlo.return %[[V1]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: return %[[V0]] : tensor<f32>
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT: return %arg0 : tensor<2xf32>
// CHECK-LABEL: func.func @calls
// CHECK-NEXT: %[[V0:.*]] = call @callee(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V1:.*]] = call @callee(%[[V0]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V2:.*]] = call @callee(%[[V1]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[V1]], %[[V2]] : tensor<2xf32>, tensor<2xf32>
// CHECK-LABEL: func.func @dynamic_dims
// CHECK-NEXT: %[[V0:.*]] = "mhlo.get_dimension_size"(%arg0) <{dimension = 0 : i64}> : (tensor<?x3xf32>) -> tensor<i32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.reshape %[[V0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[VC:.*]] = mhlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %[[VC0:.*]] = mhlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.concatenate"(%[[V1]], %[[VC]], %[[VC0]]) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %[[V3:.*]] = mhlo.dynamic_reshape %arg0, %[[V2]] : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x1x3xf32>
// CHECK-NEXT: %[[V4:.*]] = "mhlo.get_dimension_size"(%[[V3]]) <{dimension = 0 : i64}> : (tensor<?x1x3xf32>) -> tensor<i32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.reshape %[[V4]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[VC1:.*]] = mhlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %[[V6:.*]] = "mhlo.concatenate"(%[[V5]], %[[VC1]]) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[V7:.*]] = mhlo.dynamic_reshape %[[V3]], %[[V6]] : (tensor<?x1x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT: return %[[V3]], %[[V7]] : tensor<?x1x3xf32>, tensor<?x3xf32>
// CHECK-LABEL: func.func @space_depth
// CHECK-NEXT: %[[V0:.*]] = mhlo.reshape %arg0 : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2x2x2xf32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.transpose"(%[[V0]]) <{permutation = dense<[0, 1, 3, 2, 4, 5]> : tensor<6xi64>}> : (tensor<1x2x2x2x2x2xf32>) -> tensor<1x2x2x2x2x2xf32>
// CHECK-NEXT: %[[V2:.*]] = mhlo.reshape %[[V1]] : (tensor<1x2x2x2x2x2xf32>) -> tensor<1x2x2x8xf32>
// CHECK-NEXT: %[[V3:.*]] = mhlo.reshape %[[V2]] : (tensor<1x2x2x8xf32>) -> tensor<1x2x2x2x2x2xf32>
// CHECK-NEXT: %[[V4:.*]] = "mhlo.transpose"(%[[V3]]) <{permutation = dense<[0, 1, 3, 2, 4, 5]> : tensor<6xi64>}> : (tensor<1x2x2x2x2x2xf32>) -> tensor<1x2x2x2x2x2xf32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.reshape %[[V4]] : (tensor<1x2x2x2x2x2xf32>) -> tensor<1x4x4x2xf32>
// CHECK-NEXT: return %[[V2]], %[[V5]] : tensor<1x2x2x8xf32>, tensor<1x4x4x2xf32>
// CHECK-LABEL: func.func @gather_nd
// CHECK-NEXT: %[[V0:.*]] = "mhlo.gather"(%arg0, %arg1) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[1, 1, 6]> : tensor<3xi64>}> : (tensor<4x5x6xf32>, tensor<3x2xi32>) -> tensor<3x6xf32>
// CHECK-NEXT: return %[[V0]] : tensor<3x6xf32>
// CHECK-LABEL: func.func @training
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V0:.*]] = mhlo.reduce(%arg0 init: %[[VCST]]) applies mhlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.reduce(%arg0 init: %[[VCST0]]) applies mhlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.broadcast_in_dim"(%[[V1]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V3:.*]] = mhlo.subtract %arg0, %[[V2]] : tensor<2x3xf32>
// CHECK-NEXT: %[[V4:.*]] = mhlo.exponential %[[V3]] : tensor<2x3xf32>
// CHECK-NEXT: %[[VCST1:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.reduce(%[[V4]] init: %[[VCST1]]) applies mhlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V6:.*]] = mhlo.log %[[V5]] : tensor<2xf32>
// CHECK-NEXT: %[[V7:.*]] = "mhlo.broadcast_in_dim"(%[[V6]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V8:.*]] = mhlo.subtract %[[V3]], %[[V7]] : tensor<2x3xf32>
// CHECK-NEXT: %[[V9:.*]] = mhlo.negate %[[V8]] : tensor<2x3xf32>
// CHECK-NEXT: %[[V10:.*]] = mhlo.multiply %arg1, %[[V9]] : tensor<2x3xf32>
// CHECK-NEXT: %[[VCST2:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V11:.*]] = mhlo.reduce(%[[V10]] init: %[[VCST2]]) applies mhlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V12:.*]] = "mhlo.broadcast_in_dim"(%[[V5]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V13:.*]] = mhlo.divide %[[V4]], %[[V12]] : tensor<2x3xf32>
// CHECK-NEXT: %[[V14:.*]] = mhlo.subtract %[[V13]], %arg1 : tensor<2x3xf32>
// CHECK-NEXT: %[[VCST3:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V15:.*]] = "mhlo.broadcast_in_dim"(%[[VCST3]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V16:.*]] = mhlo.compare EQ, %arg0, %[[V15]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[V17:.*]] = mhlo.divide %arg0, %arg1 : tensor<2x3xf32>
// CHECK-NEXT: %[[V18:.*]] = "mhlo.broadcast_in_dim"(%[[VCST3]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V19:.*]] = mhlo.select %[[V16]], %[[V18]], %[[V17]] : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT: return %[[V0]], %[[V11]], %[[V14]], %[[V19]] : tensor<3xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-LABEL: func.func @random
// CHECK-NEXT: %[[V0:.*]] = mhlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.rng"(%[[VCST]], %[[VCST0]], %[[V0]]) <{rng_distribution = #mhlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V2:.*]] = mhlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK-NEXT: %[[VCST1:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[VCST2:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.rng"(%[[VCST1]], %[[VCST2]], %[[V2]]) <{rng_distribution = #mhlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[V1]], %[[V3]] : tensor<2x3xf32>, tensor<2x3xf32>
func.func @if(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.IfRegion"(%c) ({
    %1 = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    "tf.Yield"(%1) : (tensor<2xf32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func @while(%n: tensor<i32>) -> tensor<i32> {
  %z = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0:2 = "tf.WhileRegion"(%z, %n) ({
  ^bb0(%i: tensor<i32>, %m: tensor<i32>):
    %lt = "tf.Less"(%i, %m) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %m: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%next, %m) : (tensor<i32>, tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  func.return %0#0 : tensor<i32>
}
func.func @case(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.CaseRegion"(%i) ({
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }, {
    %1 = "tf.Exp"(%x) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%1) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @callee(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @calls(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "tf.PartitionedCall"(%x) {config = "", config_proto = "", executor_type = "", f = @callee} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.StatefulPartitionedCall"(%0) {config = "", config_proto = "", executor_type = "", f = @callee} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.LegacyCall"(%1) {f = @callee} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %1, %2 : tensor<2xf32>, tensor<2xf32>
}
func.func @dynamic_dims(%x: tensor<?x3xf32>) -> (tensor<?x1x3xf32>, tensor<?x3xf32>) {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.ExpandDims"(%x, %a) : (tensor<?x3xf32>, tensor<i32>) -> tensor<?x1x3xf32>
  %1 = "tf.Squeeze"(%0) {squeeze_dims = [1]} : (tensor<?x1x3xf32>) -> tensor<?x3xf32>
  func.return %0, %1 : tensor<?x1x3xf32>, tensor<?x3xf32>
}
func.func @space_depth(%x: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x8xf32>, tensor<1x4x4x2xf32>) {
  %0 = "tf.SpaceToDepth"(%x) {block_size = 2 : i64, data_format = "NHWC"} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x8xf32>
  %1 = "tf.DepthToSpace"(%0) {block_size = 2 : i64, data_format = "NHWC"} : (tensor<1x2x2x8xf32>) -> tensor<1x4x4x2xf32>
  func.return %0, %1 : tensor<1x2x2x8xf32>, tensor<1x4x4x2xf32>
}
func.func @gather_nd(%p: tensor<4x5x6xf32>, %i: tensor<3x2xi32>) -> tensor<3x6xf32> {
  %0 = "tf.GatherNd"(%p, %i) : (tensor<4x5x6xf32>, tensor<3x2xi32>) -> tensor<3x6xf32>
  func.return %0 : tensor<3x6xf32>
}
func.func @training(%g: tensor<2x3xf32>, %l: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "tf.BiasAddGrad"(%g) {data_format = "NHWC"} : (tensor<2x3xf32>) -> tensor<3xf32>
  %1:2 = "tf.SoftmaxCrossEntropyWithLogits"(%g, %l) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2x3xf32>)
  %2 = "tf.Xdivy"(%g, %l) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0, %1#0, %1#1, %2 : tensor<3xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @random(%s: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "tf.RandomUniform"(%s) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>) -> tensor<2x3xf32>
  %1 = "tf.RandomStandardNormal"(%s) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

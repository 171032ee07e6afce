// Reductions, batched products, 3-D windows, normalizations and scans (output checked op by op).
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func.func @reductions
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V0:.*]] = mhlo.reduce(%arg0 init: %[[VCST]]) applies mhlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.reduce(%arg0 init: %[[VCST0]]) applies mhlo.multiply across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[VC:.*]] = mhlo.constant dense<2147483647> : tensor<i32>
// CHECK-NEXT: %[[V2:.*]] = mhlo.reduce(%arg2 init: %[[VC]]) applies mhlo.minimum across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT: %[[VC1:.*]] = mhlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[V3:.*]] = mhlo.reduce(%arg1 init: %[[VC1]]) applies mhlo.and across dimensions = [0] : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[VC2:.*]] = mhlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: %[[V4:.*]] = mhlo.reduce(%arg1 init: %[[VC2]]) applies mhlo.or across dimensions = [0] : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[V5:.*]] = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi64>
// CHECK-NEXT: %[[VC3:.*]] = mhlo.constant dense<2147483647> : tensor<i32>
// CHECK-NEXT: %[[VC4:.*]] = mhlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[V6:.*]]:2 = mhlo.reduce(%arg2 init: %[[VC3]]), (%[[V5]] init: %[[VC4]]) across dimensions = [1] : (tensor<2x3xi32>, tensor<2x3xi64>, tensor<i32>, tensor<i64>) -> (tensor<2xi32>, tensor<2xi64>)
// CHECK-NEXT: reducer(%arg3: tensor<i32>, %arg5: tensor<i32>) (%arg4: tensor<i64>, %arg6: tensor<i64>)  {
// CHECK-NEXT: %[[V7:.*]] = mhlo.compare LT, %arg3, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %[[V8:.*]] = mhlo.compare EQ, %arg3, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %[[V9:.*]] = mhlo.compare LT, %arg4, %arg6 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: %[[V10:.*]] = mhlo.and %[[V8]], %[[V9]] : tensor<i1>
// CHECK-NEXT: %[[V11:.*]] = mhlo.or %[[V7]], %[[V10]] : tensor<i1>
// CHECK-NEXT: %[[V12:.*]] = mhlo.select %[[V11]], %arg3, %arg5 : tensor<i1>, tensor<i32>
// CHECK-NEXT: %[[V13:.*]] = mhlo.select %[[V11]], %arg4, %arg6 : tensor<i1>, tensor<i64>
// CHECK-NEXT: mhlo.return %[[V12]], %[[V13]] : tensor<i32>, tensor<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V6]]#1 : tensor<3xf32>, tensor<2xf32>, tensor<2xi32>, tensor<3xi1>, tensor<3xi1>, tensor<2xi64>
// CHECK-LABEL: func.func @matmuls
// BatchMatMul (as BatchMatMulV2): TensorFlow's shape computation of the broadcast batch shape is
// kept although no operand needs a broadcast.
// CHECK-NEXT: %[[LS:.*]] = shape.shape_of %arg0 : tensor<2x3x4xf32> -> tensor<3xindex>
// CHECK-NEXT: %[[RS:.*]] = shape.shape_of %arg1 : tensor<2x4x5xf32> -> tensor<3xindex>
// CHECK-NEXT: %[[M2:.*]] = arith.constant -2 : index
// CHECK-NEXT: %[[LH:.*]], %[[LT:.*]] = "shape.split_at"(%[[LS]], %[[M2]]) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
// CHECK-NEXT: %[[RH:.*]], %[[RT:.*]] = "shape.split_at"(%[[RS]], %[[M2]]) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
// CHECK-NEXT: %[[H:.*]] = shape.broadcast %[[LH]], %[[RH]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: shape.concat %[[H]], %[[LT]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: shape.concat %[[H]], %[[RT]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %[[V0:.*]] = "mhlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %[[V2:.*]] = mhlo.einsum %arg0, %arg2, config = "bij,bkj->bik" : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>
// CHECK-LABEL: func.func @volumes
// CHECK-NEXT: %[[V0:.*]] = mhlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = {{\[\[}}0, 0], [0, 0], [0, 0]], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x3x3x3x3xf32>
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.reduce_window"(%arg0, %[[VCST]]) <{window_dimensions = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>, window_strides = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT: %[[V5:.*]] = mhlo.maximum %arg2, %arg3 : tensor<f32>
// CHECK-NEXT: mhlo.return %[[V5]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<1x4x4x4x2xf32>, tensor<f32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.reduce_window"(%arg0, %[[VCST0]]) <{window_dimensions = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>, window_strides = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT: %[[V5:.*]] = mhlo.add %arg2, %arg3 : tensor<f32>
// CHECK-NEXT: mhlo.return %[[V5]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<1x4x4x4x2xf32>, tensor<f32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %[[VCST1:.*]] = mhlo.constant dense<8.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.broadcast_in_dim"(%[[VCST1]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<1x2x2x2x2xf32>
// CHECK-NEXT: %[[V4:.*]] = mhlo.divide %[[V2]], %[[V3]] : tensor<1x2x2x2x2xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V4]] : tensor<1x3x3x3x3xf32>, tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>
// CHECK-LABEL: func.func @norms
// CHECK-NEXT: %[[V0:.*]] = "mhlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %[[V2:.*]] = mhlo.reduce(%arg0 init: %[[VCST]]) applies mhlo.maximum across dimensions = [3] : (tensor<1x2x2x3xf32>, tensor<f32>) -> tensor<1x2x2xf32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.broadcast_in_dim"(%[[V2]]) <{broadcast_dimensions = dense<[0, 1, 2]> : tensor<3xi64>}> : (tensor<1x2x2xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[V4:.*]] = mhlo.subtract %arg0, %[[V3]] : tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.exponential %[[V4]] : tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V6:.*]] = mhlo.reduce(%[[V5]] init: %[[VCST0]]) applies mhlo.add across dimensions = [3] : (tensor<1x2x2x3xf32>, tensor<f32>) -> tensor<1x2x2xf32>
// CHECK-NEXT: %[[V7:.*]] = mhlo.log %[[V6]] : tensor<1x2x2xf32>
// CHECK-NEXT: %[[V8:.*]] = "mhlo.broadcast_in_dim"(%[[V7]]) <{broadcast_dimensions = dense<[0, 1, 2]> : tensor<3xi64>}> : (tensor<1x2x2xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT: %[[V9:.*]] = mhlo.subtract %[[V4]], %[[V8]] : tensor<1x2x2x3xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V9]] : tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>
// CHECK-LABEL: func.func @scans
// CHECK-NEXT: %[[V0:.*]] = "mhlo.reverse"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.reduce_window"(%[[V0]], %[[VCST]]) <{padding = dense<{{\[\[}}3, 0]]> : tensor<1x2xi64>, window_dimensions = dense<4> : tensor<1xi64>, window_strides = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT: %[[V8:.*]] = mhlo.multiply %arg1, %arg2 : tensor<f32>
// CHECK-NEXT: mhlo.return %[[V8]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.pad"(%[[V1]], %[[VCST0]]) <{edge_padding_high = dense<-1> : tensor<1xi64>, edge_padding_low = dense<1> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.reverse"(%[[V2]]) <{dimensions = dense<0> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[V4:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-NEXT: %[[V5:.*]]:2 = "mhlo.sort"(%arg0, %[[V4]]) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
// CHECK-NEXT: %[[V8:.*]] = mhlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[V8]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT: %[[V6:.*]] = "mhlo.slice"(%[[V5]]#0) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V7:.*]] = "mhlo.slice"(%[[V5]]#1) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<4xi32>) -> tensor<2xi32>
// CHECK-NEXT: return %[[V3]], %[[V6]], %[[V7]] : tensor<4xf32>, tensor<2xf32>, tensor<2xi32>
func.func @reductions(%x: tensor<2x3xf32>, %b: tensor<2x3xi1>, %i: tensor<2x3xi32>) -> (tensor<3xf32>, tensor<2xf32>, tensor<2xi32>, tensor<3xi1>, tensor<3xi1>, tensor<2xi64>) {
  %d0 = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %d1 = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.Sum"(%x, %d0) {keep_dims = false} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<3xf32>
  %1 = "tf.Prod"(%x, %d1) {keep_dims = false} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<2xf32>
  %2 = "tf.Min"(%i, %d1) {keep_dims = false} : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = "tf.All"(%b, %d0) {keep_dims = false} : (tensor<2x3xi1>, tensor<1xi32>) -> tensor<3xi1>
  %4 = "tf.Any"(%b, %d0) {keep_dims = false} : (tensor<2x3xi1>, tensor<1xi32>) -> tensor<3xi1>
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %5 = "tf.ArgMin"(%i, %a) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi64>
  func.return %0, %1, %2, %3, %4, %5 : tensor<3xf32>, tensor<2xf32>, tensor<2xi32>, tensor<3xi1>, tensor<3xi1>, tensor<2xi64>
}
func.func @matmuls(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %z: tensor<2x5x4xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>) {
  %0 = "tf.BatchMatMul"(%x, %y) {adj_x = false, adj_y = false} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = "tf.BatchMatMulV3"(%x, %y) {adj_x = false, adj_y = false} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %2 = "tf.Einsum"(%x, %z) {equation = "bij,bkj->bik"} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
  func.return %0, %1, %2 : tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>
}
func.func @volumes(%x: tensor<1x4x4x4x2xf32>, %k: tensor<2x2x2x2x3xf32>) -> (tensor<1x3x3x3x3xf32>, tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) {
  %0 = "tf.Conv3D"(%x, %k) {strides = [1, 1, 1, 1, 1], padding = "VALID", data_format = "NDHWC", dilations = [1, 1, 1, 1, 1]} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x3x3x3x3xf32>
  %1 = "tf.MaxPool3D"(%x) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
  %2 = "tf.AvgPool3D"(%x) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
  func.return %0, %1, %2 : tensor<1x3x3x3x3xf32>, tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>
}
func.func @norms(%x: tensor<1x2x2x3xf32>, %s: tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>) {
  %0:5 = "tf.FusedBatchNorm"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, is_training = false} : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  %1:5 = "tf.FusedBatchNormV2"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, is_training = false} : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  %2 = "tf.LogSoftmax"(%x) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %0#0, %1#0, %2 : tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>
}
func.func @scans(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>, tensor<2xi32>) {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Cumprod"(%x, %a) {exclusive = true, reverse = true} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %1:2 = "tf.TopKV2"(%x, %k) {sorted = true} : (tensor<4xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return %0, %1#0, %1#1 : tensor<4xf32>, tensor<2xf32>, tensor<2xi32>
}

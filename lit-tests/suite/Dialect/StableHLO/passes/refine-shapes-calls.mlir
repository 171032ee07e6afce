// --stablehlo-refine-shapes through func.call: a call refines its callee in place for the call's
// context. Scalar integer constants after the leading tokens are dimension arguments: they become
// constants in the callee and leave both signatures; the other arguments take the call's types.
// RUN: jopt %s --stablehlo-refine-shapes -split-input-file | jfilecheck %s

// CHECK-LABEL: module @specialise
// CHECK: func.func @main(%arg0: tensor<6xi32>) -> tensor<6xi32>
// CHECK: %[[R:.*]] = call @double(%{{.*}}) : (tensor<6xi32>) -> tensor<6xi32>
// CHECK-NEXT: return %[[R]] : tensor<6xi32>
// CHECK: func.func private @double(%arg0: tensor<6xi32>) -> tensor<6xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<6> : tensor<1xi64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[S]], dims = [0] : (tensor<6xi32>, tensor<1xi64>) -> tensor<6xi32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.add %[[B]], %[[B]] : tensor<6xi32>
// CHECK-NEXT: return %[[M]] : tensor<6xi32>
module @specialise {
  func.func @main(%x: tensor<6xi32>) -> tensor<?xi32> {
    %n = stablehlo.constant dense<6> : tensor<i64>
    %d = stablehlo.bitcast_convert %x : (tensor<6xi32>) -> tensor<?xi32>
    %r = func.call @double(%n, %d) : (tensor<i64>, tensor<?xi32>) -> tensor<?xi32>
    return %r : tensor<?xi32>
  }
  func.func private @double(%len: tensor<i64>, %v: tensor<?xi32>) -> tensor<?xi32> {
    %s = stablehlo.reshape %len : (tensor<i64>) -> tensor<1xi64>
    %b = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [0] : (tensor<?xi32>, tensor<1xi64>) -> tensor<?xi32>
    %m = stablehlo.add %b, %b : tensor<?xi32>
    return %m : tensor<?xi32>
  }
}

// -----

// Leading tokens stay; the dimension argument after them goes, with its argument attribute.
// CHECK-LABEL: module @tokens_kept
// CHECK: call @f(%{{.*}}, %{{.*}}) {arg_attrs = [{}, {jmlir.kept}]} : (!stablehlo.token, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: func.func private @f(%arg0: !stablehlo.token, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %arg1 : tensor<2x3xf32>
// CHECK-NEXT: return %[[E]] : tensor<2x3xf32>
module @tokens_kept {
  func.func @main(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
    %t = stablehlo.create_token : !stablehlo.token
    %k = stablehlo.constant dense<5> : tensor<i32>
    %y = stablehlo.bitcast_convert %x : (tensor<2x3xf32>) -> tensor<?x?xf32>
    %r = func.call @f(%t, %k, %y) {arg_attrs = [{}, {jmlir.dropped}, {jmlir.kept}]} : (!stablehlo.token, tensor<i32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %r : tensor<?x?xf32>
  }
  func.func private @f(%t: !stablehlo.token, %k: tensor<i32>, %x: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %e = stablehlo.exponential %x : tensor<?x?xf32>
    return %e : tensor<?x?xf32>
  }
}

// -----

// A callee without memory effects that returns integer constants becomes those constants.
// CHECK-LABEL: module @folded_call
// CHECK: func.func @main() -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<4> : tensor<1xi64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.dynamic_iota %[[C]], dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
// CHECK-NEXT: return %[[I]] : tensor<4xf32>
// CHECK: func.func private @shape() -> tensor<1xi64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<4> : tensor<1xi64>
// CHECK-NEXT: return %[[S]] : tensor<1xi64>
module @folded_call {
  func.func @main() -> tensor<?xf32> {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %s = func.call @shape(%c) : (tensor<i64>) -> tensor<1xi64>
    %i = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
    return %i : tensor<?xf32>
  }
  func.func private @shape(%n: tensor<i64>) -> tensor<1xi64> {
    %m = stablehlo.multiply %n, %n : tensor<i64>
    %r = stablehlo.reshape %m : (tensor<i64>) -> tensor<1xi64>
    return %r : tensor<1xi64>
  }
}

// -----

// With a side effect (here reached through another call) the call stays; its constant result is
// still used for refinement.
// CHECK-LABEL: module @effects_keep_call
// CHECK: func.func @main() -> tensor<3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<3> : tensor<1xi64>
// CHECK-NEXT: %{{.*}} = call @shape() : () -> tensor<1xi64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.dynamic_iota %[[C]], dim = 0 : (tensor<1xi64>) -> tensor<3xf32>
// CHECK-NEXT: return %[[I]] : tensor<3xf32>
// CHECK: call @log()
module @effects_keep_call {
  func.func @main() -> tensor<?xf32> {
    %s = func.call @shape() : () -> tensor<1xi64>
    %i = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
    return %i : tensor<?xf32>
  }
  func.func private @shape() -> tensor<1xi64> {
    func.call @log() : () -> ()
    %r = stablehlo.constant dense<3> : tensor<1xi64>
    return %r : tensor<1xi64>
  }
  func.func private @log() {
    stablehlo.custom_call @print() {has_side_effect = true} : () -> ()
    return
  }
}

// -----

// Convolution and dynamic_conv (its padding a constant operand) take convolution's inferred shape.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: -> (tensor<1x4x4x4xf32>, tensor<1x7x8x4xf32>)
// CHECK: stablehlo.convolution{{.*}} -> tensor<1x4x4x4xf32>
// CHECK: "stablehlo.dynamic_conv"{{.*}} -> tensor<1x7x8x4xf32>
func.func @conv(%in: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<?x?x?x?xf32>
  %p = stablehlo.constant dense<[[0, 1], [2, 0]]> : tensor<2x2xi64>
  %1 = "stablehlo.dynamic_conv"(%in, %k, %p) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi64>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// A tuple-typed custom_call result refines leaf by leaf from indices_of_shape_operands.
// CHECK-LABEL: func.func @tuple_call
// CHECK: stablehlo.custom_call @op{{.*}} -> tuple<tensor<2xf32>, tuple<tensor<3x1xf32>>>
func.func @tuple_call(%x: tensor<f32>) -> tuple<tensor<?xf32>, tuple<tensor<?x?xf32>>> {
  %a = stablehlo.constant dense<[2]> : tensor<1xi64>
  %b = stablehlo.constant dense<[3, 1]> : tensor<2xi64>
  %0 = stablehlo.custom_call @op(%x, %a, %b) {indices_of_shape_operands = dense<[1, 2]> : tensor<2xi64>} : (tensor<f32>, tensor<1xi64>, tensor<2xi64>) -> tuple<tensor<?xf32>, tuple<tensor<?x?xf32>>>
  return %0 : tuple<tensor<?xf32>, tuple<tensor<?x?xf32>>>
}

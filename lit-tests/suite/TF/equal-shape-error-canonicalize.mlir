// RUN: jopt %s -canonicalize | jfilecheck %s
// Equal and NotEqual drop incompatible_shape_error = false once their operand shapes are known to
// broadcast: ranked operands whose dynamic sizes only meet 1 and whose static sizes agree or are 1.

// CHECK-LABEL: func.func @static_broadcast
// CHECK: "tf.Equal"(%arg0, %arg1) <{incompatible_shape_error = true}>
func.func @static_broadcast(%arg0: tensor<3xf32>, %arg1: tensor<4x1xf32>) -> tensor<4x3xi1> {
  %0 = "tf.Equal"(%arg0, %arg1) {incompatible_shape_error = false} : (tensor<3xf32>, tensor<4x1xf32>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

// CHECK-LABEL: func.func @dynamic_against_one
// CHECK: "tf.NotEqual"(%arg0, %arg1) <{incompatible_shape_error = true}> {device = "cpu"}
func.func @dynamic_against_one(%arg0: tensor<1x?xi8>, %arg1: tensor<?x1xi8>) -> tensor<?x?xi1> {
  %0 = "tf.NotEqual"(%arg0, %arg1) {incompatible_shape_error = false, device = "cpu"} : (tensor<1x?xi8>, tensor<?x1xi8>) -> tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}

// CHECK-LABEL: func.func @scalars
// CHECK: incompatible_shape_error = true
func.func @scalars(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
  %0 = "tf.Equal"(%arg0, %arg1) {incompatible_shape_error = false} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// Not known to broadcast: a dynamic size against another size than 1, an unranked operand, two
// different static sizes.
// CHECK-LABEL: func.func @unknown
// CHECK: "tf.Equal"(%arg0, %arg1) <{incompatible_shape_error = false}>
// CHECK: "tf.Equal"(%arg1, %arg1) <{incompatible_shape_error = false}>
// CHECK: "tf.NotEqual"(%arg0, %arg2) <{incompatible_shape_error = false}>
// CHECK: "tf.NotEqual"(%arg3, %arg0) <{incompatible_shape_error = false}>
func.func @unknown(%arg0: tensor<2xi32>, %arg1: tensor<?xi32>, %arg2: tensor<*xi32>, %arg3: tensor<3xi32>) -> (tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>) {
  %0 = "tf.Equal"(%arg0, %arg1) {incompatible_shape_error = false} : (tensor<2xi32>, tensor<?xi32>) -> tensor<*xi1>
  %1 = "tf.Equal"(%arg1, %arg1) {incompatible_shape_error = false} : (tensor<?xi32>, tensor<?xi32>) -> tensor<*xi1>
  %2 = "tf.NotEqual"(%arg0, %arg2) {incompatible_shape_error = false} : (tensor<2xi32>, tensor<*xi32>) -> tensor<*xi1>
  %3 = "tf.NotEqual"(%arg3, %arg0) {incompatible_shape_error = false} : (tensor<3xi32>, tensor<2xi32>) -> tensor<*xi1>
  return %0, %1, %2, %3 : tensor<*xi1>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>
}

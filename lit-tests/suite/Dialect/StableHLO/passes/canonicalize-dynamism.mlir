// Dynamic ops whose shape operands are constants become static ops.
// RUN: jopt %s --stablehlo-canonicalize-dynamism -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @static_forms
// CHECK-NOT: stablehlo.dynamic_
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK: stablehlo.iota dim = 0 : tensor<5xi32>
// CHECK: stablehlo.pad %arg0, %arg1, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
func.func @static_forms(%a: tensor<2xf32>, %p: tensor<f32>) -> (tensor<2x3xf32>, tensor<1x2xf32>, tensor<5xi32>, tensor<4xf32>) {
  %s23 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s23, dims = [0] : (tensor<2xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %s12 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %1 = stablehlo.dynamic_reshape %a, %s12 : (tensor<2xf32>, tensor<2xi64>) -> tensor<1x2xf32>
  %s5 = stablehlo.constant dense<5> : tensor<1xi64>
  %2 = stablehlo.dynamic_iota %s5, dim = 0 : (tensor<1xi64>) -> tensor<5xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %zero = stablehlo.constant dense<0> : tensor<1xi64>
  %3 = stablehlo.dynamic_pad %a, %p, %one, %zero, %one : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<1x2xf32>, tensor<5xi32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @slices
// CHECK: stablehlo.slice %arg0 [1:3] : (tensor<8xf32>) -> tensor<2xf32>
// CHECK: %[[S:.*]] = stablehlo.slice %arg1 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: stablehlo.dynamic_slice %arg0, %[[R]], sizes = [3] : (tensor<8xf32>, tensor<i32>) -> tensor<3xf32>
// Dynamic strides leave the op alone.
// CHECK: stablehlo.real_dynamic_slice %arg0, %arg1, %{{.*}}, %arg1
func.func @slices(%a: tensor<8xf32>, %i: tensor<1xi32>) -> (tensor<2xf32>, tensor<3xf32>, tensor<?xf32>) {
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %0 = stablehlo.real_dynamic_slice %a, %c1, %c3, %c1 : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xf32>
  %limit = stablehlo.add %i, %c3 : tensor<1xi32>
  %1 = stablehlo.real_dynamic_slice %a, %i, %limit, %c1 : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
  %2 = stablehlo.real_dynamic_slice %a, %i, %limit, %i : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<3xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @custom_call
// CHECK: stablehlo.custom_call @op(%arg0) : (tensor<4xf32>) -> tensor<2x2xf32>
func.func @custom_call(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %0 = stablehlo.custom_call @op(%a, %s) {indices_of_shape_operands = dense<[1]> : tensor<1xi64>} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @custom_call_mismatch(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error@+1 {{refinement #0 ([2, 3]) must be compatible with operation result #0 ('tensor<2x2xf32>')}}
  %0 = stablehlo.custom_call @op(%a, %s) {indices_of_shape_operands = dense<[1]> : tensor<1xi64>} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

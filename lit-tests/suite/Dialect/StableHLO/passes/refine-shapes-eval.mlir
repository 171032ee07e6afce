// --stablehlo-refine-shapes evaluates shape computations on constants (get_dimension_size,
// multiply, reshape, concatenate) and refines the dynamic ops from the results: dynamic_reshape,
// dynamic_pad, bitcast_convert of equal widths, the operand-wrapper custom call (removed). The
// function's result types follow.
// RUN: jopt %s --stablehlo-refine-shapes -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<4xi8>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<4x5xf32>, tensor<4xui8>, tensor<2x3xf32>)
// CHECK-DAG: %[[SHAPE:.*]] = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
// CHECK-DAG: %[[N:.*]] = stablehlo.constant dense<6> : tensor<1xi32>
// CHECK: %[[FLAT:.*]] = stablehlo.dynamic_reshape %arg0, %[[N]] : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.dynamic_reshape %[[FLAT]], %[[SHAPE]] : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.dynamic_pad {{.*}} -> tensor<4x5xf32>
// CHECK-NEXT: %[[U:.*]] = stablehlo.bitcast_convert %arg1 : (tensor<4xi8>) -> tensor<4xui8>
// CHECK-NEXT: return %[[T]], %[[FLAT]], %[[P]], %[[U]], %arg0
func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<4xi8>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?xui8>, tensor<?x?xf32>) {
  %d0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2x3xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %n = stablehlo.multiply %d0, %d1 : tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %flat = stablehlo.dynamic_reshape %arg0, %n1 : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<?xf32>
  %a = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %b, %a, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %t = stablehlo.dynamic_reshape %flat, %shape : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %in = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.dynamic_pad %arg0, %z, %lo, %lo, %in : (tensor<2x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u = stablehlo.bitcast_convert %arg1 : (tensor<4xi8>) -> tensor<?xui8>
  %w = stablehlo.custom_call @stablehlo.shape_refinement_operand_wrapper(%arg0, %shape) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %t, %flat, %p, %u, %w : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?xui8>, tensor<?x?xf32>
}

// -----

// With several functions, only @main is refined; without one the pass fails.
// expected-error@+1 {{must have no more than one function or a `main` function to clearly identify which function will be refined}}
module {
  func.func @f(%arg0: tensor<2xf32>) -> tensor<?xf32> {
    %0 = stablehlo.abs %arg0 : (tensor<2xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @g(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}

// -----

// CHECK-LABEL: func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-LABEL: func.func @helper(%arg0: tensor<2xf32>) -> tensor<?xf32>
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<?xf32> {
    %0 = stablehlo.abs %arg0 : (tensor<2xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @helper(%arg0: tensor<2xf32>) -> tensor<?xf32> {
    %0 = stablehlo.abs %arg0 : (tensor<2xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

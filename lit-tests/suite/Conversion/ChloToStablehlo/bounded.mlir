// Operands with bounded dynamic dimensions broadcast without shape ops: broadcast_in_dim to the
// bound, then set_dimension_size with the run-time size of the operand that carries the bound.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @same_bounded
// CHECK-NEXT: stablehlo.multiply %arg0, %arg1 : tensor<?xf32, #stablehlo.bounds<8>>
func.func @same_bounded(%a: tensor<?xf32, #stablehlo.bounds<8>>, %b: tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<?xf32, #stablehlo.bounds<8>>, tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// CHECK-LABEL: func.func @expand_to_bounded
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>) -> tensor<i32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.set_dimension_size %[[B]], %[[N]], dim = 0 : (tensor<8x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>>
// CHECK-NEXT: stablehlo.subtract %arg0, %[[S]] : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
func.func @expand_to_bounded(%a: tensor<?x3xf32, #stablehlo.bounds<8, ?>>, %b: tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>> {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>, tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
}

// --shape-legalize-to-stablehlo: index shape computations become StableHLO on i32 tensors,
// bridged by unrealized casts; what cannot be converted is an error.
// RUN: jopt %s --shape-legalize-to-stablehlo -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @shape_of
// CHECK-NEXT: %[[D0:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %[[D0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[D1:.*]] = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x3xf32>) -> tensor<i32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[D1]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[R0]], %[[R1]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[C]] : tensor<2xi32> to tensor<2xindex>
// CHECK-NEXT: return %[[I]]
func.func @shape_of(%a: tensor<?x3xf32>) -> tensor<2xindex> {
  %0 = shape.shape_of %a : tensor<?x3xf32> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

// Broadcasting extent tensors of different ranks pads the shorter with 1s, then takes the maximum.
// CHECK-LABEL: func.func @broadcast
// CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : tensor<1xindex> to tensor<1xi32>
// CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : tensor<2xindex> to tensor<2xi32>
// CHECK: %[[ONES:.*]] = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.concatenate %[[ONES]], %[[A]], dim = 0
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[P]], %[[B]] : tensor<2xi32>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[M]] : tensor<2xi32> to tensor<2xindex>
func.func @broadcast(%a: tensor<1xindex>, %b: tensor<2xindex>) -> tensor<2xindex> {
  %0 = shape.broadcast %a, %b : tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

// tensor.dim with a constant index, a product of indices with a constant, from_elements.
// CHECK-LABEL: func.func @dims
// CHECK: %[[D:.*]] = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
// CHECK: %[[C4:.*]] = stablehlo.constant dense<4> : tensor<i32>
// CHECK: %[[M:.*]] = stablehlo.multiply %{{.*}}, %[[C4]] : tensor<i32>
// CHECK: %[[C2:.*]] = stablehlo.constant dense<2> : tensor<1xi32>
// CHECK: stablehlo.concatenate %[[C2]], %{{.*}}, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
func.func @dims(%a: tensor<2x?xf32>) -> tensor<2xindex> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %a, %c1 : tensor<2x?xf32>
  %m = arith.muli %d, %c4 : index
  %s = tensor.from_elements %c2, %m : tensor<2xindex>
  return %s : tensor<2xindex>
}

// -----

func.func @dynamic_index(%a: tensor<?xf32>, %i: index) -> index {
  // expected-error@+1 {{failed to legalize operation 'tensor.dim' that was explicitly marked illegal}}
  %d = tensor.dim %a, %i : tensor<?xf32>
  return %d : index
}

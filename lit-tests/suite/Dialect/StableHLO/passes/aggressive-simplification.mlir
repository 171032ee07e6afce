// --stablehlo-aggressive-simplification: identities and no-ops disappear, chains merge,
// constants move to the right of commutative ops.
// RUN: jopt %s --stablehlo-aggressive-simplification -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @identities
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
func.func @identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %ones = stablehlo.constant dense<-1> : tensor<4xi32>
  %0 = stablehlo.add %zero, %x : tensor<4xi32>
  %1 = stablehlo.multiply %x, %one : tensor<4xi32>
  %2 = stablehlo.and %x, %ones : tensor<4xi32>
  %3 = stablehlo.or %x, %zero : tensor<4xi32>
  %4 = stablehlo.subtract %x, %zero : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// x - x and x ^ x are 0 for integers; x * 0 is the zero.
// CHECK-LABEL: func.func @zeros
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK: return %[[Z]], %[[Z]], %[[Z]]
func.func @zeros(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.subtract %x, %x : tensor<4xi32>
  %1 = stablehlo.xor %x, %x : tensor<4xi32>
  %2 = stablehlo.multiply %x, %zero : tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Floats keep x - x (NaN - NaN is NaN) but x + 0.0 goes.
// CHECK-LABEL: func.func @floats
// CHECK-NEXT: %[[S:.*]] = stablehlo.subtract %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: return %arg0, %[[S]]
func.func @floats(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %0 = stablehlo.add %x, %zero : tensor<2xf32>
  %1 = stablehlo.subtract %x, %x : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// Constants go to the right of commutative ops.
// CHECK-LABEL: func.func @constant_rhs
// CHECK: stablehlo.maximum %arg0, %{{.*}} : tensor<2xf32>
func.func @constant_rhs(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.maximum %c, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Chains: transpose of transpose, reshape of reshape, broadcast of broadcast.
// CHECK-LABEL: func.func @chains
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<24xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<5x4x3xf32>
// CHECK-NEXT: return %[[T]], %[[R]], %[[B]]
func.func @chains(%x: tensor<2x3x4xf32>, %v: tensor<3xf32>) -> (tensor<4x2x3xf32>, tensor<24xf32>, tensor<5x4x3xf32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = stablehlo.transpose %0, dims = [2, 1, 0] : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  %2 = stablehlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %3 = stablehlo.reshape %2 : (tensor<6x4xf32>) -> tensor<24xf32>
  %4 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x3xf32>) -> tensor<5x4x3xf32>
  return %1, %3, %5 : tensor<4x2x3xf32>, tensor<24xf32>, tensor<5x4x3xf32>
}

// -----

// No-op forms and round trips.
// CHECK-LABEL: func.func @noops
// CHECK-NEXT: stablehlo.select %arg2, %arg1, %arg0
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg3, %arg1
func.func @noops(%x: tensor<2xf32>, %y: tensor<2xf32>, %p: tensor<2xi1>, %z: tensor<2xcomplex<f32>>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.convert %x : tensor<2xf32>
  %1 = stablehlo.transpose %x, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.reverse %x, dims = [] : tensor<2xf32>
  %re = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %im = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %c = stablehlo.complex %y, %x : tensor<2xcomplex<f32>>
  %4 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %np = stablehlo.not %p : tensor<2xi1>
  %5 = stablehlo.select %np, %x, %y : tensor<2xi1>, tensor<2xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xf32>
}

// reify-result-shapes: tensor.pad and tensor.concat have their result sizes built before them; where a
// size turns out constant the op gets the tighter type and a tensor.cast back; the reification's ops
// stay even when unused, as in mlir-opt (a static concatenated size needs no constant).
// RUN: jopt -allow-unregistered-dialect %s -reify-result-shapes | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @pad(%arg0: tensor<?x8xf32>, %arg1: index) -> tensor<?x12xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg1, 1] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x8xf32> to tensor<?x12xf32>
// CHECK-NEXT: return %padded : tensor<?x12xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conc(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%dim]
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conc2(%arg0: tensor<4x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<6x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %cast : tensor<?x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c1(%arg0: tensor<?x?xf32>, %arg1: tensor<?x2xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%dim_0]
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<?x?xf32>, tensor<?x2xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %concat : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c2(%arg0: tensor<3x?xf32>, %arg1: tensor<?x2xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<3x?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%dim]
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p(%arg0: tensor<?x?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map2()[%dim, %arg1]
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map3()[%dim_0, %arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg1, 0] high[1, %arg1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conc_static_axis(%arg0: tensor<?x2xf32>, %arg1: tensor<5x2xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<?x2xf32>, tensor<5x2xf32>) -> tensor<5x4xf32>
// CHECK-NEXT: %cast = tensor.cast %concat : tensor<5x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
// CHECK-NEXT: }

func.func @pad(%t: tensor<?x8xf32>, %l: index) -> tensor<?x12xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l, 1] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<?x12xf32>
  return %p : tensor<?x12xf32>
}
func.func @conc(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %e = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
func.func @conc2(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %e = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return %e : tensor<?x3xf32>
}
func.func @c1(%a: tensor<?x?xf32>, %b: tensor<?x2xf32>) -> tensor<?x?xf32> {
  %e = tensor.concat dim(1) %a, %b : (tensor<?x?xf32>, tensor<?x2xf32>) -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
func.func @c2(%a: tensor<3x?xf32>, %b: tensor<?x2xf32>) -> tensor<?x?xf32> {
  %e = tensor.concat dim(1) %a, %b : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
func.func @p(%t: tensor<?x?xf32>, %l: index) -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l, 0] high[1, %l] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @conc_static_axis(%a: tensor<?x2xf32>, %b: tensor<5x2xf32>) -> tensor<?x4xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<5x2xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -convert-elementwise-to-linalg: elementwise ops on ranked tensors become linalg.generic with identity
// maps (a scalar operand is broadcast with an empty map); each result's init is the first operand of the
// same type, else a tensor.empty sized like the first tensor operand; ops that fold fold instead, and
// unranked tensors stay.
// RUN: jopt %s -convert-elementwise-to-linalg | jfilecheck %s

func.func @f(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %s: f32) -> tensor<4x?xi1> {
  %0 = arith.addf %a, %b : tensor<4x?xf32>
  %1 = math.exp %0 : tensor<4x?xf32>
  %2 = arith.cmpf olt, %1, %b : tensor<4x?xf32>
  return %2 : tensor<4x?xi1>
}
func.func @g(%a: tensor<8xi32>) -> tensor<8xf32> {
  %0 = arith.sitofp %a : tensor<8xi32> to tensor<8xf32>
  %c = arith.constant 1.0 : f32
  return %0 : tensor<8xf32>
}
func.func @k(%s: i1, %x: tensor<?x3xf32>, %y: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<*xf32>) {
  %0 = arith.select %s, %x, %y : tensor<?x3xf32>
  %t = arith.constant true
  %1 = arith.select %t, %x, %y : tensor<?x3xf32>
  %u = tensor.cast %x : tensor<?x3xf32> to tensor<*xf32>
  %2 = arith.addf %u, %u : tensor<*xf32>
  return %0, %1, %2 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<*xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: f32) -> tensor<4x?xi1> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x?xf32>, tensor<4x?xf32>) outs(%arg0 : tensor<4x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4x?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x?xf32>) outs(%0 : tensor<4x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %1, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %2 = tensor.empty(%dim) : tensor<4x?xi1>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4x?xf32>, tensor<4x?xf32>) outs(%2 : tensor<4x?xi1>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: i1):
// CHECK-NEXT: %4 = arith.cmpf olt, %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : i1
// CHECK-NEXT: } -> tensor<4x?xi1>
// CHECK-NEXT: return %3 : tensor<4x?xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: tensor<8xi32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: f32):
// CHECK-NEXT: %2 = arith.sitofp %in : i32 to f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @k(%arg0: i1, %arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<*xf32>) {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : i1, tensor<?x3xf32>, tensor<?x3xf32>) outs(%arg1 : tensor<?x3xf32>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?x3xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x3xf32> to tensor<*xf32>
// CHECK-NEXT: %1 = arith.addf %cast, %cast : tensor<*xf32>
// CHECK-NEXT: return %0, %arg1, %1 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<*xf32>
// CHECK-NEXT: }

// resolve-ranked-shaped-type-result-dims: tensor.dim/memref.dim with a constant index of an op that
// reifies its result shape (empty, generate, extract_slice, insert_slice, expand_shape, collapse_shape,
// pad, concat) become the size: a value, a constant, or an affine.apply of source dims and pads; a
// dim with a non-constant index stays; chains resolve through the greedy driver.
// RUN: jopt -allow-unregistered-dialect %s -resolve-ranked-shaped-type-result-dims | jfilecheck %s
// RUN: jopt %s -resolve-ranked-shaped-type-result-dims=error-on-pattern-iteration-limit=false | jfilecheck %s
// RUN: not jopt %s -resolve-ranked-shaped-type-result-dims=error-on-pattern-iteration-limit=2 2>&1 | jfilecheck %s --check-prefix=BAD
// BAD: for the --error-on-pattern-iteration-limit option: '2' is invalid value for boolean argument! Try 0 or 1

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1] -> (s0 + s1 + 5)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> ((s0 * s1) * 2)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg0, %c4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins(%arg0: tensor<?x?xf32>, %arg1: tensor<2x2xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(%arg0: tensor<?x8xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT: return %0, %c12 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @col(%arg0: tensor<?x4xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %0 = affine.apply #map1()[%dim]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conc(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %0 = affine.apply #map2()[%dim, %dim_0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gen(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad2(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg1, %arg2] high[%arg2, 5] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map3()[%dim, %arg1, %arg2]
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map4()[%dim_0, %arg2]
// CHECK-NEXT: %dim_1 = tensor.dim %padded, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: return %0, %1, %dim_1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conc3(%arg0: tensor<?x?xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<5x?xf32>) -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %0 = affine.apply #map4()[%dim, %dim_0]
// CHECK-NEXT: return %0, %c3 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @col3(%arg0: tensor<?x?x2xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?x2xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x2xf32>
// CHECK-NEXT: %0 = affine.apply #map5()[%dim, %dim_0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: tensor<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map6()[%dim, %arg1]
// CHECK-NEXT: %1 = affine.apply #map()[%0, %arg1]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

func.func @empty(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.empty(%a, %b) : tensor<?x4x?xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?x4x?xf32>
  %d2 = tensor.dim %t, %c1 : tensor<?x4x?xf32>
  return %d0, %d2 : index, index
}
func.func @slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[%o, 0][4, %s][1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %e, %c1 : tensor<4x?xf32>
  return %d : index
}
func.func @ins(%t: tensor<?x?xf32>, %s: tensor<2x2xf32>) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.insert_slice %s into %t[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %e, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @pad(%t: tensor<?x8xf32>, %l: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l, 1] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<?x12xf32>
  %d = tensor.dim %p, %c0 : tensor<?x12xf32>
  %e = tensor.dim %p, %c1 : tensor<?x12xf32>
  return %d, %e : index, index
}
func.func @exp(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d = tensor.dim %e, %c0 : tensor<?x4xf32>
  return %d : index
}
func.func @col(%t: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}
func.func @mem(%m: memref<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %e = memref.subview %m[%o, 0][4, %s][1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %e, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %d : index
}
func.func @conc(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %d = tensor.dim %e, %c0 : tensor<?x3xf32>
  return %d : index
}
func.func @gen(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %d = tensor.dim %g, %c0 : tensor<?xf32>
  return %d : index
}
func.func @pad2(%t: tensor<?x?xf32>, %l: index, %h: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l, %h] high[%h, 5] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %p, %c0 : tensor<?x?xf32>
  %e = tensor.dim %p, %c1 : tensor<?x?xf32>
  %f = tensor.dim %p, %k : tensor<?x?xf32>
  return %d, %e, %f : index, index, index
}
func.func @conc3(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>, %c: tensor<5x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.concat dim(0) %a, %b, %c : (tensor<?x?xf32>, tensor<?x3xf32>, tensor<5x?xf32>) -> tensor<?x?xf32>
  %d = tensor.dim %e, %c0 : tensor<?x?xf32>
  %f = tensor.dim %e, %c1 : tensor<?x?xf32>
  return %d, %f : index, index
}
func.func @col3(%t: tensor<?x?x2xf32>) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x?x2xf32> into tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}
func.func @chain(%t: tensor<?x?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 1] high[%n, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %q = tensor.pad %p low[2, 0] high[%n, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %q, %c0 : tensor<?x?xf32>
  return %d : index
}

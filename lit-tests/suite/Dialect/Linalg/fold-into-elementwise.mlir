// -linalg-fold-into-elementwise: a linalg.transpose feeding an identity-mapped input of
// linalg.elementwise becomes that input's indexing map (the transpose then dies). MLIR 22 folds
// nothing else: broadcasts, non-identity maps, linalg.generic consumers and buffers stay.
// RUN: jopt %s -linalg-fold-into-elementwise | jfilecheck %s

// CHECK-DAG: #[[$T3:.*]] = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-DAG: #[[$ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$T2:.*]] = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @unary
// CHECK-NEXT:    %[[R:.*]] = linalg.elementwise kind=#linalg.elementwise_kind<negf> indexing_maps = [#[[$T3]], #[[$ID3]]] ins(%arg0 : tensor<4x2x3xf32>) outs(%arg1 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    return %[[R]]
func.func @unary(%a: tensor<4x2x3xf32>, %out: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x2x3xf32>) outs(%e : tensor<2x3x4xf32>) permutation = [1, 2, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%t : tensor<2x3x4xf32>) outs(%out : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @binary_second
// CHECK-NEXT:    linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#[[$ID2]], #[[$T2]], #[[$ID2]]] ins(%arg0, %arg1 : tensor<5x7xf32>, tensor<7x5xf32>)
func.func @binary_second(%a: tensor<5x7xf32>, %b: tensor<7x5xf32>, %out: tensor<5x7xf32>) -> tensor<5x7xf32> {
  %e = tensor.empty() : tensor<5x7xf32>
  %t = linalg.transpose ins(%b : tensor<7x5xf32>) outs(%e : tensor<5x7xf32>) permutation = [1, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %t : tensor<5x7xf32>, tensor<5x7xf32>) outs(%out : tensor<5x7xf32>) -> tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// CHECK-LABEL: func.func @kept
// CHECK:         linalg.broadcast
// CHECK:         linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%{{.*}} : tensor<2x3xf32>)
// CHECK:         linalg.transpose ins(%arg2 : memref<3x2xf32>)
// CHECK:         linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg3 : memref<2x3xf32>)
func.func @kept(%v: tensor<3xf32>, %out: tensor<2x3xf32>, %m: memref<3x2xf32>, %n: memref<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%b : tensor<2x3xf32>) outs(%out : tensor<2x3xf32>) -> tensor<2x3xf32>
  linalg.transpose ins(%m : memref<3x2xf32>) outs(%n : memref<2x3xf32>) permutation = [1, 0]
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%n : memref<2x3xf32>) outs(%n : memref<2x3xf32>)
  return %r : tensor<2x3xf32>
}

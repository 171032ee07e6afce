// -linalg-fuse-elementwise-ops folds a splat (or scalar) constant input of a generic into its body
// as a scalar arith.constant (MLIR's FoldScalarOrSplatConstant), unless the remaining maps would no
// longer give every loop's bound.
// RUN: jopt %s -split-input-file -linalg-fuse-elementwise-ops | jfilecheck %s

// CHECK-LABEL: func.func @splat(
// CHECK-DAG:     %[[K:.*]] = arith.constant 3 : i32
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel"]} ins(%{{.*}} : tensor<6xi32>)
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      arith.muli %[[IN]], %[[K]] : i32
func.func @splat(%a: tensor<6xi32>) -> tensor<6xi32> {
  %k = arith.constant dense<3> : tensor<6xi32>
  %e = tensor.empty() : tensor<6xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %k : tensor<6xi32>, tensor<6xi32>) outs(%e : tensor<6xi32>) attrs = {tag} {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    linalg.yield %m : i32
  } -> tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// The constant alone gives the second loop's bound: it stays an operand.
// CHECK-LABEL: func.func @needed_for_bounds(
// CHECK:         linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4x5xf32>)
func.func @needed_for_bounds(%a: tensor<4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant dense<1.5> : tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %k : tensor<4xf32>, tensor<4x5xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

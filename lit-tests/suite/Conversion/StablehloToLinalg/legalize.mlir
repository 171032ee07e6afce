// --stablehlo-legalize-to-linalg: element-wise ops become linalg.generic on a
// tensor.empty (dynamic sizes from the operands, shared between producer and
// consumer), keeping the op's attributes; broadcast_in_dim and transpose read
// the operand through a map; a matrix dot_general is linalg.matmul into a
// zero-filled tensor. An op without a lowering is left as it is.
// RUN: jopt %s -stablehlo-legalize-to-linalg -split-input-file -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -stablehlo-legalize-to-linalg -linalg-fuse-elementwise-ops -split-input-file -verify-diagnostics | jfilecheck %s --check-prefix=FUSED

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<2x?xf32>, %[[B:[a-z0-9]+]]: tensor<2x?xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<2x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<2x?xf32>
// CHECK-NEXT: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<2x?xf32>, tensor<2x?xf32>) outs(%[[E]] : tensor<2x?xf32>) attrs =  {someattr} {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: %[[E2:.*]] = tensor.empty(%[[D]]) : tensor<2x?xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x?xf32>) outs(%[[E2]] : tensor<2x?xf32>)
// CHECK: math.exp
// Integer negation subtracts from zero.
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.subi %[[Z]], %{{.*}} : i32

// FUSED-LABEL: func.func @elementwise(
// FUSED: linalg.generic
// FUSED: arith.addf
// FUSED-NEXT: math.exp
func.func @elementwise(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>, %i: tensor<4xi32>) -> (tensor<2x?xf32>, tensor<4xi32>) {
  %0 = "stablehlo.add"(%a, %b) {someattr} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = stablehlo.exponential %0 : tensor<2x?xf32>
  %2 = stablehlo.negate %i : tensor<4xi32>
  return %1, %2 : tensor<2x?xf32>, tensor<4xi32>
}

// -----

// CHECK-DAG: #[[EXPAND:.*]] = affine_map<(d0, d1) -> (0)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @shapes(
// CHECK-SAME: %[[V:[a-z0-9]+]]: tensor<1xf32>, %[[M:[a-z0-9]+]]: tensor<4x?xf32>, %[[X:[a-z0-9]+]]: tensor<?x8xf32>, %[[Y:[a-z0-9]+]]: tensor<8x16xf32>
func.func @shapes(%v: tensor<1xf32>, %m: tensor<4x?xf32>, %x: tensor<?x8xf32>, %y: tensor<8x16xf32>) -> (tensor<3x5xf32>, tensor<?x4xf32>, tensor<?x16xf32>) {
  // CHECK: linalg.generic {indexing_maps = [#[[EXPAND]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[V]] : tensor<1xf32>) outs(%{{.*}} : tensor<3x5xf32>)
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<1xf32>) -> tensor<3x5xf32>
  // CHECK: %[[TD:.*]] = tensor.dim %[[M]], %{{.*}} : tensor<4x?xf32>
  // CHECK-NEXT: %[[TE:.*]] = tensor.empty(%[[TD]]) : tensor<?x4xf32>
  // CHECK-NEXT: linalg.generic {indexing_maps = [#[[T]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[M]] : tensor<4x?xf32>) outs(%[[TE]] : tensor<?x4xf32>)
  %1 = stablehlo.transpose %m, dims = [1, 0] : (tensor<4x?xf32>) -> tensor<?x4xf32>
  // CHECK: %[[DD:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x8xf32>
  // CHECK-NEXT: %[[DE:.*]] = tensor.empty(%[[DD]]) : tensor<?x16xf32>
  // CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[FILL:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[DE]] : tensor<?x16xf32>) -> tensor<?x16xf32>
  // CHECK-NEXT: linalg.matmul ins(%[[X]], %[[Y]] : tensor<?x8xf32>, tensor<8x16xf32>) outs(%[[FILL]] : tensor<?x16xf32>) -> tensor<?x16xf32>
  %2 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
  return %0, %1, %2 : tensor<3x5xf32>, tensor<?x4xf32>, tensor<?x16xf32>
}

// -----

// reduce: kept dimensions first, reduced ones last; the init is extracted and
// filled in; the region's first argument (the accumulator) is the output.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<5x?xf32>, %[[I:[a-z0-9]+]]: tensor<f32>
// CHECK: %[[X:.*]] = tensor.extract %[[I]][] : tensor<f32>
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<5x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[E]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[IN]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<5x?xf32>) outs(%[[F]] : tensor<?xf32>) attrs =  {someattr} {
// CHECK-NEXT: ^bb0(%[[V:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
func.func @reduce(%arg0: tensor<5x?xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  %0 = "stablehlo.reduce"(%arg0, %arg1) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %1 = stablehlo.maximum %acc, %x : tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>, someattr} : (tensor<5x?xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @not_lowered(
// CHECK-NEXT: %[[R:.*]] = "stablehlo.sort"
func.func @not_lowered(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

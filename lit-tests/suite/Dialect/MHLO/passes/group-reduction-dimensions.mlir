// --group-reduction-dimensions: an mhlo.reduce of one operand becomes a 1-D or 2-D reduction over
// collapsed groups of dimensions (tensor.expand_shape prints MLIR 22's output_shape).
// RUN: jopt %s -split-input-file --group-reduction-dimensions | jfilecheck %s
// RUN: jopt %s -split-input-file --group-reduction-dimensions=prefer-columns-reductions=false | jfilecheck %s --check-prefix=ROW

// CHECK-LABEL: func.func @rows
// CHECK-NEXT: %[[Z:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3, 4]] : tensor<2x3x4x5x6xi32> into tensor<6x120xi32>
// CHECK-NEXT: %[[R:.*]] = mhlo.reduce(%[[C]] init: %[[Z]]) applies mhlo.maximum across dimensions = [1] : (tensor<6x120xi32>, tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
// CHECK-NEXT: return %[[E]] : tensor<2x3xi32>
func.func @rows(%x: tensor<2x3x4x5x6xi32>) -> tensor<2x3xi32> {
  %z = mhlo.constant dense<0> : tensor<i32>
  %0 = mhlo.reduce(%x init: %z) applies mhlo.maximum across dimensions = [4, 2, 3] : (tensor<2x3x4x5x6xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// Reduced groups go first (columns) by default, last with prefer-columns-reductions=false.
// CHECK-LABEL: func.func @interleaved
// CHECK: tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2], [3]] : tensor<2x3x4x5xf32> into tensor<2x12x5xf32>
// CHECK: mhlo.transpose %{{.*}}, dims = [0, 2, 1] : (tensor<2x12x5xf32>) -> tensor<2x5x12xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<2x5x12xf32> into tensor<10x12xf32>
// CHECK: applies mhlo.add across dimensions = [0] : (tensor<10x12xf32>, tensor<f32>) -> tensor<12xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
// ROW-LABEL: func.func @interleaved
// ROW: mhlo.transpose %{{.*}}, dims = [1, 0, 2] : (tensor<2x12x5xf32>) -> tensor<12x2x5xf32>
// ROW: tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : tensor<12x2x5xf32> into tensor<12x10xf32>
// ROW: applies mhlo.add across dimensions = [1] : (tensor<12x10xf32>, tensor<f32>) -> tensor<12xf32>
func.func @interleaved(%x: tensor<2x3x4x5xf32>) -> tensor<3x4xf32> {
  %z = mhlo.constant dense<0.0> : tensor<f32>
  %0 = mhlo.reduce(%x init: %z) applies mhlo.add across dimensions = [0, 3] : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// Reducing unit dimensions only is a collapse.
// CHECK-LABEL: func.func @units
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<7x1x3x1xf32> into tensor<7x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @units(%x: tensor<7x1x3x1xf32>) -> tensor<7x3xf32> {
  %z = mhlo.constant dense<0.0> : tensor<f32>
  %0 = mhlo.reduce(%x init: %z) applies mhlo.add across dimensions = [1, 3] : (tensor<7x1x3x1xf32>, tensor<f32>) -> tensor<7x3xf32>
  func.return %0 : tensor<7x3xf32>
}

// -----

// Two dynamic kept dimensions: the result is reshaped to the reduce's reified shape.
// CHECK-LABEL: func.func @dynamic
// CHECK-DAG: %[[D0:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x4x?xf32>
// CHECK-DAG: %[[D2:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x4x?xf32>
// CHECK: %[[S:.*]] = tensor.from_elements %[[D0]], %[[D2]] : tensor<2xindex>
// CHECK: mhlo.transpose
// CHECK: %[[R:.*]] = mhlo.reduce
// CHECK: mhlo.dynamic_reshape %[[R]], %[[S]] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
func.func @dynamic(%x: tensor<?x4x?xf32>) -> tensor<?x?xf32> {
  %z = mhlo.constant dense<0.0> : tensor<f32>
  %0 = mhlo.reduce(%x init: %z) applies mhlo.add across dimensions = [1] : (tensor<?x4x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// Several operands: left alone.
// CHECK-LABEL: func.func @pair
// CHECK: mhlo.reduce(%arg0 init: %{{.*}}), (%arg1 init: %{{.*}}) across dimensions = [1]
func.func @pair(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %z = mhlo.constant dense<0.0> : tensor<f32>
  %0:2 = mhlo.reduce(%a init: %z), (%b init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
    reducer(%e0: tensor<f32>, %a0: tensor<f32>) (%e1: tensor<f32>, %a1: tensor<f32>) {
    %s0 = mhlo.add %e0, %a0 : tensor<f32>
    %s1 = mhlo.add %e1, %a1 : tensor<f32>
    mhlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }
  func.return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// linalg.fill's canonicalization rooted at its consumers: tensor.extract of a fill is the fill
// value, a reshape of a fill fills the reshaped init, and a pad of a fill with the same value fills
// a tensor.empty of the padded shape.
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @extract
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    return %[[C]] : f32
func.func @extract(%t: tensor<4x8xf32>, %i: index) -> f32 {
  %v = arith.constant 3.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.extract %f[%i, %i] : tensor<4x8xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @expand
// CHECK:         %[[E:.*]] = tensor.expand_shape %arg0 {{\[}}[0, 1]] output_shape [2, 4] : tensor<8xi32> into tensor<2x4xi32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%[[E]] : tensor<2x4xi32>) -> tensor<2x4xi32>
// CHECK-NEXT:    return %[[F]]
func.func @expand(%t: tensor<8xi32>) -> tensor<2x4xi32> {
  %v = arith.constant 7 : i32
  %f = linalg.fill ins(%v : i32) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [2, 4] : tensor<8xi32> into tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}

// -----

// CHECK-LABEL: func.func @pad
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6x9xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<6x9xf32>) -> tensor<6x9xf32>
// CHECK-NEXT:    return %[[F]]
// A pad with another value stays.
// CHECK-LABEL: func.func @pad_other_value
// CHECK:         tensor.pad
func.func @pad(%t: tensor<4x8xf32>) -> tensor<6x9xf32> {
  %v = arith.constant 1.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = tensor.pad %f low[1, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}
func.func @pad_other_value(%t: tensor<4x8xf32>) -> tensor<6x9xf32> {
  %v = arith.constant 1.0 : f32
  %w = arith.constant 2.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = tensor.pad %f low[1, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<4x8xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}

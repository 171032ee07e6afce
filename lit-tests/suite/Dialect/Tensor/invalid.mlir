// Verifier rules of tensor ops, one case per split, with mlir-opt 22's messages.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @cast_element(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}
// -----
func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @insert_indices(%t: tensor<4x4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @empty_sizes(%n: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%n) : tensor<4x4xf32>
  return
}
// -----
func.func @generate_extents(%n: index) {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return
}
// -----
func.func @generate_yield(%n: index) {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %f = arith.constant 0 : i32
    tensor.yield %f : i32
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_args(%n: index) {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @expand_rank(%t: tensor<8xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (1) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<8xf32>
  return
}
// -----
func.func @expand_sizes(%t: tensor<8xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 4}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<8xf32> into tensor<2x2xf32>
  return
}
// -----
func.func @collapse_groups(%t: tensor<2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x4xf32> into tensor<8xf32>
  return
}
// -----
func.func @collapse_size(%t: tensor<2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<6xf32>
  return
}
// -----
func.func @slice_rank(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<4x4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_type(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<3x2xf32>
  return
}
// -----
func.func @insert_slice_type(%s: tensor<2x2xf32>, %t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<2x3xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 3] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @splat_sizes(%v: f32, %n: index) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %v[%n] : tensor<4xf32>
  return
}
// -----
func.func @reshape_elements(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xi32>
  return
}
// -----
func.func @reshape_count(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<5xf32>
  return
}
// -----
func.func @pad_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{specified type 'tensor<5xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @concat_dim(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @concat_result(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<5xf32>'does not match inferred shape 'tensor<4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @rank_mismatch_dim(%t: tensor<4xf32>) {
  %c = arith.constant 0 : index
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'}}
  %0 = tensor.dim %t, %c : tensor<4xi32>
  return
}

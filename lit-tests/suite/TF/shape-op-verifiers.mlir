// RUN: jopt %s -split-input-file -verify-diagnostics
// TensorFlow's checks of the ops that read or build shapes: tf.Shape/ShapeN/VariableShape,
// tf.BroadcastGradientArgs, tf.Slice, tf.Tile, tf.OneHot, tf.Split and tf.SplitV.

func.func @shapes_ok(%a: tensor<2x3xf32>, %u: tensor<*xf32>) -> (tensor<2xi32>, tensor<?xi64>) {
  %0 = "tf.Shape"(%a) : (tensor<2x3xf32>) -> tensor<2xi32>
  %1 = "tf.Shape"(%u) : (tensor<*xf32>) -> tensor<?xi64>
  return %0, %1 : tensor<2xi32>, tensor<?xi64>
}

// -----

func.func @shape_result_type(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'tf.Shape' op result #0 must be tensor of 32/64-bit signed integer values, but got 'tensor<2xf32>'}}
  %0 = "tf.Shape"(%a) : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @shape_result_rank(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'tf.Shape' op requires 1D type for result}}
  %0 = "tf.Shape"(%a) : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return
}

// -----

func.func @shape_result_size(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'tf.Shape' op requires dimension size of result to match rank of operand}}
  %0 = "tf.Shape"(%a) : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @shape_unranked_static(%u: tensor<*xf32>) {
  // expected-warning@+1 {{has static shape result for unranked operand}}
  %0 = "tf.Shape"(%u) : (tensor<*xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @shape_n(%a: tensor<2x3xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'tf.ShapeN' op requires dimension size of result #1 to match rank of operand #1}}
  %0:2 = "tf.ShapeN"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> (tensor<2xi32>, tensor<2xi32>)
  return
}

// -----

func.func @shape_n_list_type(%a: tensor<2x3xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'tf.ShapeN' op result #1 must be variadic of tensor of 32/64-bit signed integer values, but got 'tensor<1xf32>'}}
  %0:2 = "tf.ShapeN"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> (tensor<2xi32>, tensor<1xf32>)
  return
}

// -----

func.func @variable_shape(%r: tensor<!tf_type.resource<tensor<2x3xf32>>>) {
  // expected-error@+1 {{'tf.VariableShape' op requires dimension size of result to match rank of operand}}
  %0 = "tf.VariableShape"(%r) : (tensor<!tf_type.resource<tensor<2x3xf32>>>) -> tensor<3xi32>
  return
}

// -----

func.func @variable_shape_two(%r: tensor<2x!tf_type.resource>) {
  // expected-error@+1 {{'tf.VariableShape' op requires input to have one resource}}
  %0 = "tf.VariableShape"(%r) : (tensor<2x!tf_type.resource>) -> tensor<?xi32>
  return
}

// -----

func.func @bga_ok() -> (tensor<2xi32>, tensor<0xi32>) {
  %s0 = "tf.Const"() {value = dense<[1, 1, 5]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s1 = "tf.Const"() {value = dense<[3, 1, 5]> : tensor<3xi32>} : () -> tensor<3xi32>
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<2xi32>, tensor<1xi32>)
  %e = "tf.Const"() {value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
  return %r0, %e : tensor<2xi32>, tensor<0xi32>
}

// -----

func.func @bga_elements(%s0: tensor<2xi64>, %s1: tensor<2xi32>) {
  // expected-error@+1 {{'tf.BroadcastGradientArgs' op requires the same element type for all operands and results}}
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<2xi64>, tensor<2xi32>) -> (tensor<?xi32>, tensor<?xi32>)
  return
}

// -----

func.func @bga_operand_rank(%s0: tensor<2xi32>, %s1: tensor<1x2xi32>) {
  // expected-error@+1 {{'tf.BroadcastGradientArgs' op failed to verify that operand 1 is 1-D}}
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<2xi32>, tensor<1x2xi32>) -> (tensor<?xi32>, tensor<?xi32>)
  return
}

// -----

func.func @bga_result_rank(%s0: tensor<2xi32>, %s1: tensor<2xi32>) {
  // expected-error@+1 {{'tf.BroadcastGradientArgs' op failed to verify that result 0 is 1-D}}
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<i32>, tensor<?xi32>)
  return
}

// -----

func.func @bga_incompatible() {
  %s0 = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s1 = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.BroadcastGradientArgs' op requires broadcast compatible shape tensors for 's0' and 's1', but got dense<[3, 2]> : tensor<2xi32> and dense<2> : tensor<2xi32>}}
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<?xi32>, tensor<?xi32>)
  return
}

// -----

func.func @bga_size() {
  %s0 = "tf.Const"() {value = dense<[1, 1, 5]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s1 = "tf.Const"() {value = dense<[3, 1, 5]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.BroadcastGradientArgs' op requires dimension 0 size of 'r1' to be 1 but got 2}}
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  return
}

// -----

func.func @slice_begin(%a: tensor<4x5xf32>, %b: tensor<1x2xi32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'tf.Slice' op requires begin operand to be 1D tensor}}
  %0 = "tf.Slice"(%a, %b, %s) : (tensor<4x5xf32>, tensor<1x2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @slice_counts(%a: tensor<4x5xf32>, %b: tensor<2xi32>, %s: tensor<3xi32>) {
  // expected-error@+1 {{'tf.Slice' op requires begin and size operands to have the same number of elements}}
  %0 = "tf.Slice"(%a, %b, %s) : (tensor<4x5xf32>, tensor<2xi32>, tensor<3xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @slice_bounds(%a: tensor<4x5xf32>) {
  %b = "tf.Const"() {value = dense<[1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Slice' op requires 0 <= begin[i] <= begin[i] + size[i] <= Di}}
  %0 = "tf.Slice"(%a, %b, %s) : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @slice_output(%a: tensor<4x5xf32>) {
  %b = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[2, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Slice' op requires output size to have the same size of slice, got slice size 4 and output size 3}}
  %0 = "tf.Slice"(%a, %b, %s) : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @slice_size_only(%a: tensor<4x5xf32>, %b: tensor<2xi32>) {
  %s = "tf.Const"() {value = dense<[2, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Slice' op requires size[i] <= Di, even if begin[i] is unknown at compile time}}
  %0 = "tf.Slice"(%a, %b, %s) : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @tile_rank(%a: tensor<4x5xf32>, %m: tensor<1x2xi32>) {
  // expected-error@+1 {{'tf.Tile' op expected multiples to be rank 1, got rank = 2}}
  %0 = "tf.Tile"(%a, %m) : (tensor<4x5xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @tile_size(%a: tensor<4x5xf32>) {
  %m = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Tile' op requires input.shape[1] (5) * 3 to be equal to output.shape[1] (10)}}
  %0 = "tf.Tile"(%a, %m) : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<8x10xf32>
  return
}

// -----

func.func @tile_negative(%a: tensor<4x5xf32>) {
  %m = "tf.Const"() {value = dense<[2, -3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Tile' op expected multiples to be non-negative, got multiples[1] = -3}}
  %0 = "tf.Tile"(%a, %m) : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @one_hot_axis(%i: tensor<3xi32>, %d: tensor<i32>, %on: tensor<f32>) {
  // expected-error@+1 {{'tf.OneHot' op expected axis (2) to be -1 or between [0, 1]}}
  %0 = "tf.OneHot"(%i, %d, %on, %on) {axis = 2 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return
}

// -----

func.func @one_hot_off(%i: tensor<3xi32>, %d: tensor<i32>, %on: tensor<f32>, %off: tensor<1xf32>) {
  // expected-error@+1 {{'tf.OneHot' op requires off_value to be a scalar}}
  %0 = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<1xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @one_hot_depth(%i: tensor<3xi32>, %on: tensor<f32>) {
  %d = "tf.Const"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.OneHot' op depth must be non-negative, got: -4}}
  %0 = "tf.OneHot"(%i, %d, %on, %on) {axis = -1 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return
}

// -----

func.func @split_dim_rank(%d: tensor<1xi32>, %a: tensor<4x6xf32>) {
  // expected-error@+1 {{'tf.Split' op split dimension should be an integer scalar tensor}}
  %0:2 = "tf.Split"(%d, %a) : (tensor<1xi32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @split_range(%a: tensor<4x6xf32>) {
  %d = "tf.Const"() {value = dense<-3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Split' op split dimension must be in range [-2, 2)}}
  %0:2 = "tf.Split"(%d, %a) : (tensor<i32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @split_divisible(%a: tensor<4x6xf32>) {
  %d = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Split' op dimension #1 not divisible by the number of result tensors}}
  %0:4 = "tf.Split"(%d, %a) : (tensor<i32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @split_scalar(%d: tensor<i32>, %a: tensor<f32>) {
  // expected-error@+1 {{'tf.Split' op cannot split scalar input tensor}}
  %0:2 = "tf.Split"(%d, %a) : (tensor<i32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @splitv_sizes_count(%a: tensor<4x6xf32>, %s: tensor<3xi32>, %d: tensor<i32>) {
  // expected-error@+1 {{'tf.SplitV' op split sizes should be a 1D tensor of 2 elements}}
  %0:2 = "tf.SplitV"(%a, %s, %d) : (tensor<4x6xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @splitv_two_dynamic(%a: tensor<4x6xf32>) {
  %s = "tf.Const"() {value = dense<[-1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %d = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' op cannot have more than one dynamic dimension in split sizes}}
  %0:2 = "tf.SplitV"(%a, %s, %d) : (tensor<4x6xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @splitv_sum(%a: tensor<4x6xf32>) {
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %d = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' op split sizes must sum up to the dimension size along split dimension, found 5 vs 6}}
  %0:2 = "tf.SplitV"(%a, %s, %d) : (tensor<4x6xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @splitv_sum_dynamic(%a: tensor<4x6xf32>) {
  %s = "tf.Const"() {value = dense<[7, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %d = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' op split sizes must sum up to be less than or equal to the dimension size along split dimension, found 7 vs 6}}
  %0:2 = "tf.SplitV"(%a, %s, %d) : (tensor<4x6xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

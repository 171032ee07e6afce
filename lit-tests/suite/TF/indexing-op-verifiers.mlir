// RUN: jopt %s -split-input-file -verify-diagnostics
// TensorFlow's checks of the ops that index, gather, reduce along or join dimensions.

func.func @valid(%a: tensor<4x6xf32>, %b: tensor<4x2xf32>, %i: tensor<3xi32>, %u: tensor<*xf32>) {
  %ax = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.ConcatV2"(%a, %b, %ax) : (tensor<4x6xf32>, tensor<4x2xf32>, tensor<i32>) -> tensor<4x8xf32>
  %1 = "tf.GatherV2"(%a, %i, %ax) {batch_dims = 0 : i64} : (tensor<4x6xf32>, tensor<3xi32>, tensor<i32>) -> tensor<4x3xf32>
  %2 = "tf.Pack"(%a, %u) {axis = -3 : i64} : (tensor<4x6xf32>, tensor<*xf32>) -> tensor<2x4x6xf32>
  %3:4 = "tf.Unpack"(%a) {axis = 0 : i64} : (tensor<4x6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
  return
}

// -----

func.func @strided_slice_rank(%a: tensor<4x6xf32>, %b: tensor<2x1xi32>, %e: tensor<2xi32>) {
  // expected-error@+1 {{'tf.StridedSlice' op requires begin, end and strides to be 1D tensors}}
  %0 = "tf.StridedSlice"(%a, %b, %e, %e) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @strided_slice_lengths(%a: tensor<4x6xf32>, %b: tensor<2xi32>, %s: tensor<3xi32>) {
  // expected-error@+1 {{'tf.StridedSlice' op requires begin, end and strides to have the same number of elements}}
  %0 = "tf.StridedSlice"(%a, %b, %b, %s) : (tensor<4x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @strided_slice_const_length(%a: tensor<4x6xf32>, %b: tensor<2xi32>) {
  %s = "tf.Const"() {value = dense<[1, 1, 1]> : tensor<3xi32>} : () -> tensor<?xi32>
  // expected-error@+1 {{'tf.StridedSlice' op requires begin, end and strides to have the same number of elements}}
  %0 = "tf.StridedSlice"(%a, %b, %b, %s) : (tensor<4x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<?xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @strided_slice_zero_stride(%a: tensor<4x6xf32>, %b: tensor<2xi32>) {
  %s = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.StridedSlice' op requires non-zero strides}}
  %0 = "tf.StridedSlice"(%a, %b, %b, %s) : (tensor<4x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @strided_slice_ellipses(%a: tensor<4x6xf32>, %b: tensor<2xi32>) {
  // expected-error@+1 {{'tf.StridedSlice' op cannot have multiple ellipses}}
  %0 = "tf.StridedSlice"(%a, %b, %b, %b) {ellipsis_mask = 3 : i64} : (tensor<4x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @strided_slice_grad_shape(%s: tensor<1x2xi32>, %b: tensor<2xi32>, %dy: tensor<*xf32>) {
  // expected-error@+1 {{'tf.StridedSliceGrad' op 'shape' operand must be 1D tensor, but got 2D tensor}}
  %0 = "tf.StridedSliceGrad"(%s, %b, %b, %b, %dy) : (tensor<1x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @gather_batch_dims(%p: tensor<4x6xf32>, %i: tensor<3xi32>, %ax: tensor<i32>) {
  // expected-error@+1 {{'tf.GatherV2' op batch_dims (2) must be in range [-1, 2)}}
  %0 = "tf.GatherV2"(%p, %i, %ax) {batch_dims = 2 : i64} : (tensor<4x6xf32>, tensor<3xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @gather_axis(%p: tensor<4x6xf32>, %i: tensor<3xi32>) {
  %ax = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' op axis (2) must be in range [-2, 2)}}
  %0 = "tf.GatherV2"(%p, %i, %ax) {batch_dims = 0 : i64} : (tensor<4x6xf32>, tensor<3xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @gather_axis_below_batch(%p: tensor<4x6xf32>, %i: tensor<4x3xi32>) {
  %ax = "tf.Const"() {value = dense<-2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' op requires axis (0) to be greater than or equal to batch_dims (1)}}
  %0 = "tf.GatherV2"(%p, %i, %ax) {batch_dims = -1 : i64} : (tensor<4x6xf32>, tensor<4x3xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @vec_permute(%x: tensor<3xi32>) {
  // expected-error@+1 {{'tf.DataFormatVecPermute' op requires 1D input of size 4 or size 2}}
  %0 = "tf.DataFormatVecPermute"(%x) : (tensor<3xi32>) -> tensor<3xi32>
  return
}

// -----

func.func @vec_permute_2d(%x: tensor<4x3xi32>) {
  // expected-error@+1 {{'tf.DataFormatVecPermute' op requires second dimensions of 2D input to be of size 2}}
  %0 = "tf.DataFormatVecPermute"(%x) : (tensor<4x3xi32>) -> tensor<4x3xi32>
  return
}

// -----

func.func @any_dims(%x: tensor<4x6xi1>) {
  %d = "tf.Const"() {value = dense<[0, -3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{1-th dimension should be in the range of [-2, 2)}}
  %0 = "tf.Any"(%x, %d) : (tensor<4x6xi1>, tensor<2xi32>) -> tensor<*xi1>
  return
}

// -----

func.func @concat_axis(%a: tensor<4x6xf32>, %ax: tensor<1x1xi32>) {
  // expected-error@+1 {{'tf.Concat' op requires axis to be of scalar type (or vector type for older versions)}}
  %0 = "tf.Concat"(%ax, %a, %a) : (tensor<1x1xi32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @concat_dims(%a: tensor<4x6xf32>, %b: tensor<3x2xf32>, %ax: tensor<i32>) {
  // expected-error@+1 {{operand type 'tensor<3x2xf32>' is not compatible with preceding operands; expected dimension at index 1: 6}}
  %0 = "tf.ConcatV2"(%a, %b, %ax) : (tensor<4x6xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @pack_axis(%a: tensor<4x6xf32>) {
  // expected-error@+1 {{attribute 'axis' should be within range [-3, 3); actual value: -4}}
  %0 = "tf.Pack"(%a, %a) {axis = -4 : i64} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @unpack_count(%a: tensor<4x6xf32>) {
  // expected-error@+1 {{'tf.Unpack' op result count must be equal to 6}}
  %0:2 = "tf.Unpack"(%a) {axis = -1 : i64} : (tensor<4x6xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @squeeze_dim(%a: tensor<4x1xf32>) {
  // expected-error@+1 {{'tf.Squeeze' op squeeze dimension 2 not in [-2, 2)}}
  %0 = "tf.Squeeze"(%a) {squeeze_dims = [2]} : (tensor<4x1xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @top_k(%a: tensor<4x6xf32>, %k: tensor<1xi32>) {
  // expected-error@+1 {{'tf.TopKV2' op requires k operand to be 0D tensor}}
  %0:2 = "tf.TopKV2"(%a, %k) : (tensor<4x6xf32>, tensor<1xi32>) -> (tensor<*xf32>, tensor<*xi32>)
  return
}

// -----

func.func @cumsum_axis(%a: tensor<4x6xf32>) {
  %ax = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{axis operand should be within range [-2, 2); actual value: 2}}
  %0 = "tf.Cumsum"(%a, %ax) : (tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
  return
}

// -----

func.func @segment_prefix(%d: tensor<4x6xf32>, %ids: tensor<4x5xi32>, %n: tensor<i32>) {
  // expected-error@+1 {{'tf.UnsortedSegmentSum' op requires segment ids shape to be a prefix of data shape, but dimension #1 differs: 5 vs. 6}}
  %0 = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4x6xf32>, tensor<4x5xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @softmax_scalar(%a: tensor<f32>) {
  // expected-error@+1 {{'tf.Softmax' op requires operand to have rank at least 1}}
  %0 = "tf.Softmax"(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @sparse_xent(%f: tensor<4x6xf32>, %l: tensor<3xi32>) {
  // expected-error@+1 {{'tf.SparseSoftmaxCrossEntropyWithLogits' op requires features and labels with matching first dimension}}
  %0:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%f, %l) : (tensor<4x6xf32>, tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @xent_rank(%f: tensor<2x4x6xf32>, %l: tensor<4x6xf32>) {
  // expected-error@+1 {{'tf.SoftmaxCrossEntropyWithLogits' op requires features and labels to be broadcast compatible to rank two}}
  %0:2 = "tf.SoftmaxCrossEntropyWithLogits"(%f, %l) : (tensor<2x4x6xf32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @invert_permutation(%a: tensor<2x2xi32>) {
  // expected-error@+1 {{'tf.InvertPermutation' op requires input x to be 1-dimensional}}
  %0 = "tf.InvertPermutation"(%a) : (tensor<2x2xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @scatter_index_depth(%t: tensor<4xf32>, %i: tensor<3x2xi32>, %u: tensor<3xf32>) {
  // expected-error@+1 {{'tf.TensorScatterUpdate' op requires tensor operand with rank greater than or equal to the indices operand's last dimensions}}
  %0 = "tf.TensorScatterUpdate"(%t, %i, %u) : (tensor<4xf32>, tensor<3x2xi32>, tensor<3xf32>) -> tensor<4xf32>
  return
}

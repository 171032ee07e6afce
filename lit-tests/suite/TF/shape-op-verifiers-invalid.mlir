// RUN: jopt %s -split-input-file -verify-diagnostics
// TensorFlow's verifiers of tf.ConcatOffset (shape vectors) and tf.SetStaticDimensionBounds.

func.func @concat_dim_rank(%d: tensor<2xi32>, %a: tensor<2xi32>, %b: tensor<2xi32>) {
  // expected-error@+1 {{'tf.ConcatOffset' op requires concat_dim to be a scalar, got tensor of rank 1}}
  %0:2 = "tf.ConcatOffset"(%d, %a, %b) : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  return
}

// -----

func.func @shape_lengths(%d: tensor<i32>, %a: tensor<2xi32>, %b: tensor<5xi32>) {
  // expected-error@+1 {{'tf.ConcatOffset' op requires shape tensor (rank 1) operand 1 to be of length 2, got tensor (rank 1) of length 5}}
  %0:2 = "tf.ConcatOffset"(%d, %a, %b) : (tensor<i32>, tensor<2xi32>, tensor<5xi32>) -> (tensor<2xi32>, tensor<5xi32>)
  return
}

// -----

func.func @offset_shape(%d: tensor<i32>, %a: tensor<2xi32>, %b: tensor<2xi32>) {
  // expected-error@+1 {{'tf.ConcatOffset' op requires operand and result 0 to have compatible shapes}}
  %0:2 = "tf.ConcatOffset"(%d, %a, %b) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<3xi32>, tensor<2xi32>)
  return
}

// -----

func.func @bounds_rank(%x: tensor<?x?xi32>, %b: tensor<2x1xi32>) -> tensor<?x?xi32> {
  // expected-error@+1 {{'tf.SetStaticDimensionBounds' op static shape must be of rank 1 (vector)}}
  %0 = "tf.SetStaticDimensionBounds"(%x, %b) : (tensor<?x?xi32>, tensor<2x1xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

func.func @bounds_count(%x: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  // expected-error@+1 {{'tf.SetStaticDimensionBounds' op static shape must have num_elements == rank of input tensor}}
  %0 = "tf.SetStaticDimensionBounds"(%x, %b) : (tensor<?xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @valid(%x: tensor<?x?xi32>, %b: tensor<2xi32>, %d: tensor<i32>) -> tensor<?x?xi32> {
  %0 = "tf.SetStaticDimensionBounds"(%x, %b) : (tensor<?x?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %1:2 = "tf.ConcatOffset"(%d, %b, %b) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  return %0 : tensor<?x?xi32>
}
